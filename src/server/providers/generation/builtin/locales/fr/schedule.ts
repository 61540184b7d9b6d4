import type { SocialPlatform } from "../../../../../../domain/platforms";
import { researchedPostingWindows, scheduleNames } from "../../../../../../domain/posting-times";
import { audienceHours } from "../../schedule";
import type { ScheduleSlot } from "../../vocabulary";

/**
 * The "Suggested Schedule" line in French, from the same researched windows and audience
 * adjustments as the English line (src/domain/posting-times.ts, ../../schedule.ts): French day
 * abbreviations and the 24-hour clock ("Instagram : mar.–mer., 10 h–13 h").
 */

const DAYS: Record<string, string> = {
  Sun: "dim.",
  Mon: "lun.",
  Tue: "mar.",
  Wed: "mer.",
  Thu: "jeu.",
  Fri: "ven.",
  Sat: "sam.",
};

const NBSP = "\u00a0";

/** "Tue–Wed" → "mar.–mer.". */
export function frenchDays(days: string): string {
  return days.replace(/\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat)\b/g, (day) => DAYS[day] as string);
}

interface Clock {
  hour: number;
  meridiem?: "am" | "pm";
}

function clockOf(text: string): Clock {
  if (text === "noon") return { hour: 12, meridiem: "pm" };
  const match = /^(\d{1,2})(am|pm)?$/.exec(text);
  if (!match) throw new Error(`schedule: unreadable time ${text}`);
  return { hour: Number(match[1]), meridiem: match[2] as Clock["meridiem"] };
}

function to24(clock: Clock, meridiem: "am" | "pm"): number {
  const hour = clock.hour % 12;
  return (clock.meridiem ?? meridiem) === "pm" ? hour + 12 : hour;
}

/** "10am–1pm" → "10 h–13 h"; "7–9am or 12–1pm" → "7 h–9 h ou 12 h–13 h"; "9am–noon" → "9 h–12 h". */
export function frenchHours(hours: string): string {
  return hours
    .split(" or ")
    .map((range) => {
      const [from = "", to = ""] = range.split("–");
      const end = clockOf(to);
      const endMeridiem = end.meridiem ?? "pm";
      const start = clockOf(from);
      let startHour = to24(start, endMeridiem);
      const endHour = to24(end, endMeridiem);
      // "11–1pm": a start later than the end is in the morning.
      if (!start.meridiem && startHour > endHour) startHour -= 12;
      return `${startHour}${NBSP}h–${endHour}${NBSP}h`;
    })
    .join(" ou ");
}

export function suggestFrenchSchedule(
  platforms: readonly SocialPlatform[],
  slot: ScheduleSlot = "general",
  audienceLabel?: string,
): string {
  const parts = platforms.map((platform) => {
    const window = audienceHours[slot][platform] ?? researchedPostingWindows[platform];
    return `${scheduleNames[platform]}\u202f: ${frenchDays(window.days)}, ${frenchHours(window.hours)}`;
  });
  const who = audienceLabel && slot !== "general" ? `, ajustées pour les ${audienceLabel}` : "";
  return `${parts.join(" · ")} (heures locales de votre audience${who})`;
}
