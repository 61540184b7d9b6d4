import type { SocialPlatform } from "./platforms";

/**
 * The researched best times to post, per platform: the one table both the builtin writer's
 * "Suggested Schedule" line and the posting calendar's default slots come from. They are starting
 * points (every study says to test against your own analytics), stated in the audience's local
 * time, written the way the schedule line shows them ("Tue–Wed", "10am–1pm"):
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
 */
export interface PostingWindow {
  /** A day or day range: "Tue–Wed", "Sun–Thu". */
  days: string;
  /** An hour range, or two joined by "or": "10am–1pm", "7–9am or 12–1pm". */
  hours: string;
}

export const researchedPostingWindows: Record<SocialPlatform, PostingWindow> = {
  instagram: { days: "Tue–Wed", hours: "10am–1pm" },
  facebook: { days: "Mon–Thu", hours: "8am–1pm" },
  twitter: { days: "Tue–Fri", hours: "9am–noon" },
  linkedin: { days: "Tue–Wed", hours: "10am–noon" },
  pinterest: { days: "Thu–Sat", hours: "1–3pm" },
  tiktok: { days: "Wed–Thu", hours: "2–5pm" },
};

/** How the schedule line names each platform (X's own name, short enough for one line). */
export const scheduleNames: Record<SocialPlatform, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  twitter: "X",
  linkedin: "LinkedIn",
  pinterest: "Pinterest",
  tiktok: "TikTok",
};
