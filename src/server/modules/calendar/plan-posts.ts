import { POSTING_EVENT_MINUTES, type PostingSlot, REMINDER_MINUTES_BEFORE } from "../../../domain/calendar";
import { socialRules } from "../../../domain/platform-rules";
import { platformLabels, type SocialPlatform, socialPlatforms } from "../../../domain/platforms";
import { fitsPlatform } from "../../../domain/text-length";
import { instantAt, type LocalDay, localDayOf, weekdayOf } from "./local-time";
import { defaultSlot, readSchedule } from "./schedule-reader";

/**
 * Turns stored social posts into a posting plan: one event per platform post, at that platform's
 * next suitable slot in the seller's time zone. Several posts (a bulk job, in photo order) are
 * spread so a platform gets at most one post per day: photo 1 on the first suitable day, photo 2
 * on the next, and so on — a 50-photo job becomes weeks of posts, not fifty at the same minute.
 */

/** One stored generation, as the plan needs it. */
export interface PostSource {
  /** The generation's id: with the platform it makes the event's UID. */
  id: string;
  platforms: readonly SocialPlatform[];
  captions: Partial<Record<SocialPlatform, string>>;
  hashtags: readonly string[];
  suggestedSchedule: string | null;
  /** What the post is about, for the event's title: the product, else the brand. */
  subject: string | null;
  /** Which photo (a bulk job's file name), so the seller knows what to post. */
  photo?: string;
}

export interface PlannedPost {
  uid: string;
  platform: SocialPlatform;
  start: Date;
  end: Date;
  summary: string;
  description: string;
}

export interface PlanOptions {
  now: Date;
  timeZone: string;
  /** The UID's domain part (RFC 5545 §3.8.4.7 suggests one): the app's host. */
  uidDomain: string;
}

const SUBJECT_MAX = 120;
/** Far more than any slot needs (each names at least one weekday): a guard, not a limit. */
const SEARCH_DAYS = 14;

/** Plans every post of every source; sources are taken in order (a bulk job's photo order). */
export function planPosts(sources: readonly PostSource[], options: PlanOptions): PlannedPost[] {
  const earliest = new Date(options.now.getTime() + REMINDER_MINUTES_BEFORE * 60_000);
  const today = localDayOf(options.now, options.timeZone);
  /** The first day each platform is still free. */
  const nextFree = new Map<SocialPlatform, LocalDay>();
  const planned: PlannedPost[] = [];
  // A bulk job's photos mostly share one schedule line: read each distinct text once.
  const read = new Map<string, ReturnType<typeof readSchedule>>();
  for (const source of sources) {
    const text = source.suggestedSchedule ?? "";
    const readings = read.get(text) ?? readSchedule(text, socialPlatforms);
    read.set(text, readings);
    for (const platform of source.platforms) {
      const from = nextFree.get(platform) ?? today;
      const found =
        firstSlot(readings[platform].slots, from, earliest, options.timeZone) ??
        firstSlot([defaultSlot(platform)], from, earliest, options.timeZone);
      // Unreachable (every slot has a weekday), but a plan must never fail: the day after.
      const { day, start } = found ?? { day: from, start: new Date(earliest.getTime() + 86_400_000) };
      nextFree.set(platform, day + 1);
      planned.push({
        uid: `${source.id}-${platform}@${options.uidDomain}`,
        platform,
        start,
        end: new Date(start.getTime() + POSTING_EVENT_MINUTES * 60_000),
        summary: summaryOf(platform, source),
        description: postText(platform, source.captions[platform] ?? "", source.hashtags),
      });
    }
  }
  return planned.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The first slot on or after day `from` that starts no earlier than `earliest`. */
function firstSlot(
  slots: readonly PostingSlot[],
  from: LocalDay,
  earliest: Date,
  timeZone: string,
): { day: LocalDay; start: Date } | null {
  const byTime = [...slots].sort((a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute));
  for (let day = from; day < from + SEARCH_DAYS; day += 1) {
    const weekday = weekdayOf(day);
    for (const slot of byTime) {
      if (!slot.days.includes(weekday)) continue;
      const start = instantAt(day, slot.hour, slot.minute, timeZone);
      if (start.getTime() >= earliest.getTime()) return { day, start };
    }
  }
  return null;
}

/** "Post on Instagram: Stoneware mug (photo-3.jpg)". */
function summaryOf(platform: SocialPlatform, source: PostSource): string {
  const subject = (source.subject ?? "").replace(/\s+/g, " ").trim();
  const about = subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1).trimEnd()}…` : subject;
  const photo = source.photo ? ` (${source.photo})` : "";
  return `Post on ${platformLabels[platform]}: ${about || "your product"}${photo}`;
}

const HASHTAG = /(?:^|[^\p{L}\p{N}_&#])#[\p{L}\p{N}_]+/u;

/**
 * The text to post, as the Copy button gives it: the platform's caption, which already carries
 * its hashtags within the platform's cap. A caption with none (a model that left them out, or an
 * edit) gets the post's hashtags appended, as many as the platform allows and its length fits.
 */
export function postText(platform: SocialPlatform, caption: string, hashtags: readonly string[]): string {
  const text = caption.trim();
  if (HASHTAG.test(text)) return text;
  const tags: string[] = [];
  for (const raw of hashtags) {
    if (tags.length >= socialRules[platform].maxHashtags) break;
    const tag = raw.startsWith("#") ? raw : `#${raw}`;
    const candidate = [...tags, tag].join(" ");
    if (!fitsPlatform(platform, text ? `${text}\n\n${candidate}` : candidate)) break;
    tags.push(tag);
  }
  if (tags.length === 0) return text;
  return text ? `${text}\n\n${tags.join(" ")}` : tags.join(" ");
}
