import type { SocialPlatform } from "../../../../domain/platforms";
import type { ScheduleSlot } from "./vocabulary";

/**
 * Suggested posting times per platform, from published best-time studies. They are starting
 * points (every study says to test against your own analytics), stated in the audience's local
 * time:
 *
 * - Instagram: Sprout Social, "Best times to post on social media" (2023 edition, reported by
 *   Social Media Today, 2023-05-10): Mon 10am–noon, Tue 9am–1pm, Wed 10am–1pm, Fri 9–11am.
 * - Facebook: same study: Mon–Thu from 8am to about 1pm; weekdays beat weekends.
 * - X (Twitter): same study: Tue–Fri, 9am to noon.
 * - LinkedIn: same study: Tue–Wed, 10am to noon.
 * - TikTok: Sprout Social, "Best times to post on TikTok" (2025): Tue 5pm, Wed 2–5pm,
 *   Thu 3–5pm; Wednesday best, Sunday worst. Hootsuite's 2024 TikTok study (30,000 posts) also
 *   points to weekday afternoons and evenings.
 * - Pinterest: Sprout Social's Pinterest data (cited in Rangefinder, June 2017): Thursday best,
 *   9am–3pm windows, Wednesday to Sunday strongest — a planning platform used in leisure time.
 *
 * Audience adjustments follow the same studies' industry notes and common sense about when
 * people are free: students scroll in the evening, professionals before work and at lunch,
 * parents early and after bedtime, seniors mid-morning, health-minded people early.
 */
interface Slot {
  days: string;
  hours: string;
}

const base: Record<SocialPlatform, Slot> = {
  instagram: { days: "Tue–Wed", hours: "10am–1pm" },
  facebook: { days: "Mon–Thu", hours: "8am–1pm" },
  twitter: { days: "Tue–Fri", hours: "9am–noon" },
  linkedin: { days: "Tue–Wed", hours: "10am–noon" },
  pinterest: { days: "Thu–Sat", hours: "1–3pm" },
  tiktok: { days: "Wed–Thu", hours: "2–5pm" },
};

/** Hours that replace the study's hours for an audience (days stay the platform's best days). */
const audienceHours: Record<ScheduleSlot, Partial<Record<SocialPlatform, Slot>>> = {
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

const names: Record<SocialPlatform, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  twitter: "X",
  linkedin: "LinkedIn",
  pinterest: "Pinterest",
  tiktok: "TikTok",
};

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
