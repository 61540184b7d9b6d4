import ICAL from "ical.js";

/**
 * An .ics file read back by a real parser (Mozilla's ical.js), so tests check what a calendar
 * app would see: unfolded lines, unescaped text, instants.
 */
export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string | null;
  start: Date;
  end: Date;
  /** Whether DTSTART was written in UTC (a trailing Z). */
  startIsUtc: boolean;
  alarms: { action: string; trigger: string; description: string }[];
}

export interface ParsedCalendar {
  method: string | null;
  name: string | null;
  events: ParsedEvent[];
}

export function parseIcs(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((vevent): ParsedEvent => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: (vevent.getFirstPropertyValue("url") as string | null) ?? null,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startIsUtc: event.startDate.zone?.tzid === "UTC",
      alarms: vevent.getAllSubcomponents("valarm").map((alarm) => ({
        action: String(alarm.getFirstPropertyValue("action")),
        trigger: String(alarm.getFirstPropertyValue("trigger")),
        description: String(alarm.getFirstPropertyValue("description") ?? ""),
      })),
    };
  });
  return {
    method: (calendar.getFirstPropertyValue("method") as string | null) ?? null,
    name: (calendar.getFirstPropertyValue("x-wr-calname") as string | null) ?? null,
    events,
  };
}

/** The seller's wall clock at an instant: weekday (0 = Sunday), hour, minute, date. */
export function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  return {
    weekday: weekdays.indexOf(parts.weekday ?? ""),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    date: `${parts.year}-${parts.month}-${parts.day}`,
  };
}
