import ical, { ICalAlarmType, ICalCalendarMethod } from "ical-generator";
import { REMINDER_MINUTES_BEFORE } from "../../../domain/calendar";
import type { PlannedPost } from "./plan-posts";

/**
 * The plan as an iCalendar file (RFC 5545), written by ical-generator: it escapes text values
 * (backslash, comma, semicolon, newline) and folds lines at 75 octets without splitting a
 * character, so captions with emoji and accents survive any calendar's import. Times are
 * written in UTC ("…Z"): every calendar shows them in its owner's zone, which is the seller's
 * zone the plan was made in, with no VTIMEZONE block to get wrong.
 */
export interface IcsOptions {
  /** DTSTAMP of every event: when the file was made. */
  now: Date;
  /** A link back to the app (its history page), when the app knows its public address. */
  url?: string;
}

export const CALENDAR_NAME = "Posting plan";

/**
 * Events written per turn of the event loop. ical-generator folds the finished text one
 * character at a time (a few microseconds each): a 500-photo job's calendar is megabytes, so it
 * is written in slices with a yield between them, and other requests are not kept waiting.
 */
export const EVENTS_PER_SLICE = 100;

/** The whole file; large plans are written slice by slice (see EVENTS_PER_SLICE). */
export async function writeIcs(posts: readonly PlannedPost[], options: IcsOptions): Promise<string> {
  if (posts.length <= EVENTS_PER_SLICE) return calendarText(posts, options);
  const shell = calendarText([], options);
  const footer = shell.lastIndexOf("END:VCALENDAR");
  const slices: string[] = [];
  for (let start = 0; start < posts.length; start += EVENTS_PER_SLICE) {
    const text = calendarText(posts.slice(start, start + EVENTS_PER_SLICE), options);
    // Folding never crosses a line, so the events' lines are the same in any calendar.
    slices.push(text.slice(text.indexOf("BEGIN:VEVENT"), text.lastIndexOf("END:VCALENDAR")));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return shell.slice(0, footer) + slices.join("") + shell.slice(footer);
}

/** The calendar in one pass, by ical-generator. */
export function calendarText(posts: readonly PlannedPost[], options: IcsOptions): string {
  const calendar = ical({
    name: CALENDAR_NAME,
    prodId: { company: "Seller Content Studio", product: "Posting calendar", language: "EN" },
    // PUBLISH: a file of events to add, not a meeting invitation (RFC 5546 §3.2.1).
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const post of posts) {
    calendar.createEvent({
      id: post.uid,
      stamp: options.now,
      start: post.start,
      end: post.end,
      summary: post.summary,
      description: post.description,
      url: options.url ?? null,
      alarms: [
        {
          type: ICalAlarmType.display,
          // Seconds before the start.
          trigger: REMINDER_MINUTES_BEFORE * 60,
          description: post.summary,
        },
      ],
    });
  }
  return calendar.toString();
}
