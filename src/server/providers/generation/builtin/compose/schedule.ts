import type { BuiltinLanguage } from "../../../../../domain/languages";
import type { SocialPlatform } from "../../../../../domain/platforms";
import { researchedPostingWindows, scheduleNames } from "../../../../../domain/posting-times";
import { audienceHours, suggestSchedule } from "../schedule";
import { audienceProfile } from "../vocabulary";

/**
 * The suggested posting schedule in the generation's language: the same researched windows
 * (src/domain/posting-times.ts, adjusted per audience in ../schedule.ts) for every language,
 * written the local way: English "Tue–Wed 10am–1pm"; Spanish, French and German with local
 * weekday abbreviations and 24-hour times.
 */
interface ScheduleWords {
  days: Record<string, string>;
  or: string;
  hour: (hour: number) => string;
  /** Between the network's name and its window. */
  colon: string;
  /** The closing parenthesis. */
  note: string;
}

const LOCAL: Record<Exclude<BuiltinLanguage, "en">, ScheduleWords> = {
  es: {
    days: { Mon: "lun", Tue: "mar", Wed: "mié", Thu: "jue", Fri: "vie", Sat: "sáb", Sun: "dom" },
    or: "o",
    hour: (hour) => `${hour}:00`,
    colon: ":",
    note: "hora local de tu público",
  },
  fr: {
    days: { Mon: "lun.", Tue: "mar.", Wed: "mer.", Thu: "jeu.", Fri: "ven.", Sat: "sam.", Sun: "dim." },
    or: "ou",
    hour: (hour) => `${hour}\u00a0h`,
    colon: "\u202f:",
    note: "heures locales de votre audience",
  },
  de: {
    days: { Mon: "Mo", Tue: "Di", Wed: "Mi", Thu: "Do", Fri: "Fr", Sat: "Sa", Sun: "So" },
    or: "oder",
    hour: (hour) => `${hour}:00`,
    colon: ":",
    note: "Ortszeit der Zielgruppe",
  },
};

export function scheduleFor(
  language: BuiltinLanguage,
  platforms: readonly SocialPlatform[],
  audience: string | undefined,
): string {
  const profile = audienceProfile(audience);
  if (language === "en") return suggestSchedule(platforms, profile?.schedule, profile?.label);
  const words = LOCAL[language];
  const parts = platforms.map((platform) => {
    const window =
      audienceHours[profile?.schedule ?? "general"][platform] ?? researchedPostingWindows[platform];
    const days = window.days.replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g, (day) => words.days[day] ?? day);
    return `${scheduleNames[platform]}${words.colon} ${days}, ${hoursIn(window.hours, words)}`;
  });
  return `${parts.join(" · ")} (${words.note})`;
}

/** "10am–1pm" → 10–13; "7–9am or 12–1pm" → two ranges; "9am–noon" → 9–12. */
function hoursIn(hours: string, words: ScheduleWords): string {
  return hours
    .split(" or ")
    .map((range) => {
      const [from = "", to = from] = range.split("–");
      const end = clock(to, "pm");
      let start = clock(from, end.meridiem);
      // "11–1pm": a start later than the end is in the morning.
      if (!/[ap]m|noon/.test(from) && start.hour > end.hour) start = { ...start, hour: start.hour - 12 };
      return from === to ? words.hour(start.hour) : `${words.hour(start.hour)}–${words.hour(end.hour)}`;
    })
    .join(` ${words.or} `);
}

function clock(text: string, inherited: "am" | "pm"): { hour: number; meridiem: "am" | "pm" } {
  const trimmed = text.trim();
  if (trimmed === "noon") return { hour: 12, meridiem: "pm" };
  const match = /^(\d{1,2})(?::\d{2})?\s*(am|pm)?$/.exec(trimmed);
  if (!match) return { hour: 12, meridiem: inherited };
  const meridiem = (match[2] as "am" | "pm" | undefined) ?? inherited;
  const hour = Number(match[1]) % 12;
  return { hour: meridiem === "pm" ? hour + 12 : hour, meridiem };
}
