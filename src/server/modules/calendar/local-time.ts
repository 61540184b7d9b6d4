import { TZDate } from "@date-fns/tz";
import type { Weekday } from "../../../domain/calendar";

/**
 * Wall-clock dates in the seller's time zone and the instants they name. Calendar days are
 * counted in UTC arithmetic (no day is ever 23 or 25 hours there); only turning a local date and
 * time into an instant consults the zone's rules, through @date-fns/tz, so a Tuesday 10am after
 * a daylight-saving change is still 10am on the seller's clock.
 */

/** A date on the seller's calendar, as a day count since 1970-01-01 (comparable, easy to step). */
export type LocalDay = number;

const DAY_MS = 86_400_000;

/** The seller's calendar date at `instant`. */
export function localDayOf(instant: Date, timeZone: string): LocalDay {
  const local = new TZDate(instant.getTime(), timeZone);
  return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) / DAY_MS;
}

export function weekdayOf(day: LocalDay): Weekday {
  return new Date(day * DAY_MS).getUTCDay() as Weekday;
}

/**
 * The instant at which the seller's clock shows `hour:minute` on `day`. In a daylight-saving gap
 * (a time that does not exist that night) it is the same moment an hour later on the clock.
 */
export function instantAt(day: LocalDay, hour: number, minute: number, timeZone: string): Date {
  const date = new Date(day * DAY_MS);
  const local = new TZDate(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    hour,
    minute,
    timeZone,
  );
  return new Date(local.getTime());
}

/** The wall-clock hour and minute at `instant` in the zone (for tests and checks). */
export function localTimeOf(
  instant: Date,
  timeZone: string,
): { day: LocalDay; hour: number; minute: number } {
  const local = new TZDate(instant.getTime(), timeZone);
  return { day: localDayOf(instant, timeZone), hour: local.getHours(), minute: local.getMinutes() };
}
