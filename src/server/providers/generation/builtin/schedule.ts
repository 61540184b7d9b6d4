import type { SocialPlatform } from "../../../../domain/platforms";
import {
  type PostingWindow,
  researchedPostingWindows,
  scheduleNames,
} from "../../../../domain/posting-times";
import type { ScheduleSlot } from "./vocabulary";

/**
 * Suggested posting times per platform: the researched base table (with its sources) lives in
 * src/domain/posting-times.ts, shared with the posting calendar, which reads this line back.
 *
 * Audience adjustments follow the same studies' industry notes and common sense about when
 * people are free: students scroll in the evening, professionals before work and at lunch,
 * parents early and after bedtime, seniors mid-morning, health-minded people early.
 */
type Slot = PostingWindow;

const base = researchedPostingWindows;

/** Hours that replace the study's hours for an audience (days stay the platform's best days). */
export const audienceHours: Record<ScheduleSlot, Partial<Record<SocialPlatform, Slot>>> = {
  general: {},
  young: {
    instagram: { days: "Tue–Thu", hours: "6–9pm" },
    tiktok: { days: "Tue–Thu", hours: "5–9pm" },
    twitter: { days: "Tue–Thu", hours: "noon–3pm" },
  },
  professionals: {
    instagram: { days: "Tue–Thu", hours: "7–9am or 12–1pm" },
    facebook: { days: "Mon–Thu", hours: "7–9am or 12–1pm" },
    twitter: { days: "Tue–Thu", hours: "8–10am" },
    linkedin: { days: "Tue–Thu", hours: "8–10am or 12–1pm" },
    tiktok: { days: "Tue–Thu", hours: "12–1pm or 6–8pm" },
  },
  parents: {
    instagram: { days: "Mon–Thu", hours: "6–8am or 8–10pm" },
    facebook: { days: "Mon–Thu", hours: "6–8am or 8–10pm" },
    tiktok: { days: "Tue–Thu", hours: "8–10pm" },
    pinterest: { days: "Sun–Mon", hours: "8–10pm" },
  },
  students: {
    instagram: { days: "Sun–Thu", hours: "7–10pm" },
    tiktok: { days: "Sun–Thu", hours: "7–11pm" },
    twitter: { days: "Mon–Thu", hours: "6–9pm" },
    facebook: { days: "Mon–Thu", hours: "6–9pm" },
    pinterest: { days: "Sun–Wed", hours: "7–10pm" },
  },
  seniors: {
    facebook: { days: "Mon–Fri", hours: "9–11am" },
    instagram: { days: "Tue–Thu", hours: "9–11am" },
    pinterest: { days: "Thu–Sat", hours: "10am–noon" },
  },
  health: {
    instagram: { days: "Mon–Wed", hours: "6–8am or 5–7pm" },
    tiktok: { days: "Mon–Wed", hours: "6–8am or 5–7pm" },
    facebook: { days: "Mon–Wed", hours: "6–8am" },
  },
  gifts: {
    instagram: { days: "Thu–Sun", hours: "11am–2pm" },
    pinterest: { days: "Fri–Sun", hours: "10am–2pm" },
    facebook: { days: "Thu–Sun", hours: "11am–2pm" },
  },
  evenings: {
    instagram: { days: "Tue–Thu", hours: "6–9pm" },
    tiktok: { days: "Tue–Thu", hours: "6–9pm" },
    pinterest: { days: "Thu–Sat", hours: "7–10pm" },
  },
};

const names = scheduleNames;

/** One readable line: "Instagram: Tue–Wed 10am–1pm · TikTok: … (times in your audience's local time)". */
export function suggestSchedule(
  platforms: readonly SocialPlatform[],
  slot: ScheduleSlot = "general",
  audienceLabel?: string,
): string {
  const parts = platforms.map((platform) => {
    const chosen = audienceHours[slot][platform] ?? base[platform];
    return `${names[platform]}: ${chosen.days} ${chosen.hours}`;
  });
  const who = audienceLabel && slot !== "general" ? `, tuned for ${audienceLabel}` : "";
  return `${parts.join(" · ")} (times in your audience's local time${who})`;
}
