import { z } from "zod";
import { fileTimestamp } from "./file-timestamp";

/**
 * The posting calendar: a social generation's (or a bulk social job's) suggested schedule as an
 * iCalendar file (RFC 5545), one event per platform post, in the seller's own time zone.
 */

/** Weekdays as JavaScript numbers them (Date#getDay): 0 is Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A time to post: on any of these weekdays, at this local wall-clock time. */
export interface PostingSlot {
  days: Weekday[];
  hour: number;
  minute: number;
}

/** Each event is the half hour in which to post. */
export const POSTING_EVENT_MINUTES = 30;
/** The calendar reminds the seller this long before each post. */
export const REMINDER_MINUTES_BEFORE = 15;
/** The time zone when the browser sends none. */
export const DEFAULT_TIME_ZONE = "UTC";
export const TIME_ZONE_MAX = 100;

/**
 * The IANA zone as this runtime's Intl knows it ("America/New_York", "UTC"), or null when Intl
 * does not accept the name. Aliases come back canonical ("US/Eastern" → "America/New_York").
 */
export function canonicalTimeZone(name: string): string | null {
  if (name.trim() === "") return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const UNKNOWN_TIME_ZONE_MESSAGE =
  "Unknown time zone: send an IANA name such as America/New_York, Europe/Berlin or UTC";

/** `?tz=`: the browser's zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`); UTC when absent. */
export const calendarQuerySchema = z.object({
  tz: z
    .string()
    .max(TIME_ZONE_MAX, UNKNOWN_TIME_ZONE_MESSAGE)
    .refine((name) => canonicalTimeZone(name) !== null, UNKNOWN_TIME_ZONE_MESSAGE)
    .optional()
    .describe("IANA time zone of the seller, e.g. America/New_York; defaults to UTC"),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

/** `posting-calendar-2026-11-22T13-05-11Z.ics` */
export function calendarFilename(now = new Date()): string {
  return `posting-calendar-${fileTimestamp(now)}.ics`;
}

export const NOTHING_TO_EXPORT_MESSAGE = "This job has no finished social posts to put in a calendar yet";
export const LISTINGS_JOB_CALENDAR_MESSAGE =
  "Listing jobs have no posting schedule: the posting calendar is for social jobs";
