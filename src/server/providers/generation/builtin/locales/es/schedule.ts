import type { SocialPlatform } from "../../../../../../domain/platforms";
import { researchedPostingWindows, scheduleNames } from "../../../../../../domain/posting-times";
import { audienceHours } from "../../schedule";
import type { ScheduleSlot } from "../../vocabulary";

/**
 * The suggested schedule in Spanish: the same researched windows as the English line
 * (src/domain/posting-times.ts and the audience adjustments in ../../schedule.ts), written the
 * Spanish way: abbreviated weekdays and 24-hour times ("mar–mié, 10:00–13:00").
 */
const DAYS: Readonly<Record<string, string>> = {
  Mon: "lun",
  Tue: "mar",
  Wed: "mié",
  Thu: "jue",
  Fri: "vie",
  Sat: "sáb",
  Sun: "dom",
};

export function spanishDays(days: string): string {
  return days.replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g, (day) => DAYS[day] ?? day);
}

/** "7–9am or 12–1pm" → "7:00–9:00 o 12:00–13:00"; "9am–noon" → "9:00–12:00". */
export function spanishHours(hours: string): string {
  return hours
    .split(" or ")
    .map((range) => {
      const [from = "", to = from] = range.split("–");
      const end = clock(to);
      const start = clock(from, end.suffix);
      return from === to ? start.text : `${start.text}–${end.text}`;
    })
    .join(" o ");
}

function clock(text: string, inherited?: string): { text: string; suffix?: string } {
  if (text.trim() === "noon") return { text: "12:00", suffix: "pm" };
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/.exec(text.trim());
  if (!match) return { text };
  const suffix = match[3] ?? inherited;
  let hour = Number(match[1]);
  if (suffix === "pm" && hour < 12) hour += 12;
  if (suffix === "am" && hour === 12) hour = 0;
  return { text: `${hour}:${match[2] ?? "00"}`, suffix };
}

export function spanishSchedule(
  platforms: readonly SocialPlatform[],
  slot: ScheduleSlot = "general",
  audienceLabel?: string,
): string {
  const parts = platforms.map((platform) => {
    const chosen = audienceHours[slot][platform] ?? researchedPostingWindows[platform];
    return `${scheduleNames[platform]}: ${spanishDays(chosen.days)}, ${spanishHours(chosen.hours)}`;
  });
  const who = audienceLabel && slot !== "general" ? `, pensado para ${audienceLabel}` : "";
  return `${parts.join(" · ")} (hora local de tu público${who})`;
}
