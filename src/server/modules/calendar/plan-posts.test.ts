import { describe, expect, it } from "vitest";
import { wallClock } from "../../../../tests/support/ical";
import { socialRules } from "../../../domain/platform-rules";
import { socialPlatforms } from "../../../domain/platforms";
import { fitsPlatform } from "../../../domain/text-length";
import { suggestSchedule } from "../../providers/generation/builtin/schedule";
import { type PlannedPost, type PostSource, planPosts, postText } from "./plan-posts";

const BUILTIN_LINE = suggestSchedule(socialPlatforms);
/** Friday 6 March 2026, 7:00 in New York: two days before the US switches to daylight time. */
const FRIDAY_BEFORE_US_DST = new Date("2026-03-06T12:00:00Z");

function source(overrides: Partial<PostSource> = {}): PostSource {
  return {
    id: "0c6a3a52-4a0b-4b8e-9d7e-3f1f2a9b7c01",
    platforms: socialPlatforms,
    captions: Object.fromEntries(socialPlatforms.map((p) => [p, `A ${p} caption #mug`])),
    hashtags: ["#mug", "#handmade"],
    suggestedSchedule: BUILTIN_LINE,
    subject: "Stoneware mug",
    ...overrides,
  };
}

const plan = (sources: PostSource[], now: Date, timeZone: string) =>
  planPosts(sources, { now, timeZone, uidDomain: "studio.example" });
const byPlatform = (posts: PlannedPost[]) => Object.fromEntries(posts.map((post) => [post.platform, post]));
const iso = (post: PlannedPost | undefined) => post?.start.toISOString();

describe("one generation", () => {
  it("puts each platform at its next suitable slot in New York, on the right side of the DST change", () => {
    const posts = byPlatform(plan([source()], FRIDAY_BEFORE_US_DST, "America/New_York"));
    // Before the change New York is UTC−5, after it UTC−4: the same wall-clock hour, different instants.
    expect(iso(posts.twitter)).toBe("2026-03-06T14:00:00.000Z"); // Fri 9am EST, later today
    expect(iso(posts.pinterest)).toBe("2026-03-06T18:00:00.000Z"); // Fri 1pm EST
    expect(iso(posts.facebook)).toBe("2026-03-09T12:00:00.000Z"); // Mon 8am EDT
    expect(iso(posts.instagram)).toBe("2026-03-10T14:00:00.000Z"); // Tue 10am EDT
    expect(iso(posts.linkedin)).toBe("2026-03-10T14:00:00.000Z"); // Tue 10am EDT
    expect(iso(posts.tiktok)).toBe("2026-03-11T18:00:00.000Z"); // Wed 2pm EDT
    for (const post of Object.values(posts)) {
      expect(post.end.getTime() - post.start.getTime()).toBe(30 * 60_000);
    }
  });

  it("plans in the seller's zone: Tokyo's Tuesday 10am is Monday night in UTC", () => {
    const posts = byPlatform(plan([source()], FRIDAY_BEFORE_US_DST, "Asia/Tokyo"));
    expect(iso(posts.instagram)).toBe("2026-03-10T01:00:00.000Z");
    expect(wallClock(posts.instagram?.start ?? new Date(0), "Asia/Tokyo")).toMatchObject({
      weekday: 2,
      hour: 10,
      minute: 0,
    });
    // Friday 21:00 in Tokyo: Friday's 9am and 1pm slots are gone, so the next ones.
    expect(wallClock(posts.twitter?.start ?? new Date(0), "Asia/Tokyo")).toMatchObject({
      weekday: 2,
      hour: 9,
    });
    expect(wallClock(posts.pinterest?.start ?? new Date(0), "Asia/Tokyo")).toMatchObject({
      weekday: 6,
      hour: 13,
    });
  });

  it("keeps the wall-clock hour when the clocks go back in the autumn", () => {
    const friday = new Date("2026-10-30T12:00:00Z"); // New York goes back to UTC−5 on Sunday 1 November
    const posts = byPlatform(plan([source()], friday, "America/New_York"));
    expect(iso(posts.instagram)).toBe("2026-11-03T15:00:00.000Z");
    expect(iso(posts.twitter)).toBe("2026-10-30T13:00:00.000Z");
  });

  it("needs the reminder's lead: a slot starting within 15 minutes goes to the next suitable day", () => {
    const tuesday940 = new Date("2026-03-10T13:40:00Z");
    const tuesday950 = new Date("2026-03-10T13:50:00Z");
    const instagram = source({ platforms: ["instagram"] });
    expect(iso(plan([instagram], tuesday940, "America/New_York")[0])).toBe("2026-03-10T14:00:00.000Z");
    expect(iso(plan([instagram], tuesday950, "America/New_York")[0])).toBe("2026-03-11T14:00:00.000Z");
  });

  it("reads a model's prose, and uses the researched default for a platform it does not name", () => {
    const posts = byPlatform(
      plan(
        [source({ platforms: ["instagram", "linkedin"], suggestedSchedule: "Instagram: Thursday 6:30 PM" })],
        FRIDAY_BEFORE_US_DST,
        "UTC",
      ),
    );
    expect(iso(posts.instagram)).toBe("2026-03-12T18:30:00.000Z");
    expect(iso(posts.linkedin)).toBe("2026-03-10T10:00:00.000Z");
  });

  it("titles each event with the platform and the product (or brand), and a stable unique UID", () => {
    const posts = plan([source()], FRIDAY_BEFORE_US_DST, "UTC");
    expect(posts.map((post) => post.summary)).toContain("Post on X (Twitter): Stoneware mug");
    expect(new Set(posts.map((post) => post.uid)).size).toBe(posts.length);
    expect(posts[0]?.uid).toMatch(/^0c6a3a52-4a0b-4b8e-9d7e-3f1f2a9b7c01-[a-z]+@studio\.example$/);
    const unnamed = plan([source({ subject: null, photo: "IMG_0042.jpg" })], FRIDAY_BEFORE_US_DST, "UTC");
    expect(unnamed[0]?.summary).toMatch(/^Post on .+: your product \(IMG_0042\.jpg\)$/);
    expect(
      plan([source({ subject: "x".repeat(500) })], FRIDAY_BEFORE_US_DST, "UTC")[0]?.summary.length,
    ).toBeLessThan(160);
  });

  it("is in time order and deterministic for a given now", () => {
    const first = plan([source()], FRIDAY_BEFORE_US_DST, "Europe/Berlin");
    const again = plan([source()], FRIDAY_BEFORE_US_DST, "Europe/Berlin");
    expect(again).toEqual(first);
    const starts = first.map((post) => post.start.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});

describe("a bulk job", () => {
  const photos = Array.from({ length: 6 }, (_, index) =>
    source({
      id: `00000000-0000-4000-8000-00000000000${index}`,
      platforms: ["instagram", "twitter"],
      photo: `photo-${index + 1}.jpg`,
    }),
  );

  it("spreads the photos: at most one post per platform per day, in photo order, only on suitable days", () => {
    const posts = plan(photos, FRIDAY_BEFORE_US_DST, "America/New_York");
    expect(posts).toHaveLength(12);
    const days = (platform: string) =>
      posts
        .filter((post) => post.platform === platform)
        .map((post) => ({
          photo: post.summary.match(/photo-\d/)?.[0],
          ...wallClock(post.start, "America/New_York"),
        }));
    // Instagram: Tue–Wed 10am, across the DST change without moving off 10am.
    expect(days("instagram")).toEqual([
      { photo: "photo-1", weekday: 2, hour: 10, minute: 0, date: "2026-03-10" },
      { photo: "photo-2", weekday: 3, hour: 10, minute: 0, date: "2026-03-11" },
      { photo: "photo-3", weekday: 2, hour: 10, minute: 0, date: "2026-03-17" },
      { photo: "photo-4", weekday: 3, hour: 10, minute: 0, date: "2026-03-18" },
      { photo: "photo-5", weekday: 2, hour: 10, minute: 0, date: "2026-03-24" },
      { photo: "photo-6", weekday: 3, hour: 10, minute: 0, date: "2026-03-25" },
    ]);
    // X: Tue–Fri 9am, starting today (Friday, still EST).
    expect(days("twitter").map((day) => day.date)).toEqual([
      "2026-03-06",
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
      "2026-03-13",
      "2026-03-17",
    ]);
    expect(days("twitter").every((day) => day.hour === 9)).toBe(true);
  });

  it("follows each photo's own schedule while keeping one post a day per platform", () => {
    const [first, second] = photos;
    const posts = plan(
      [
        { ...(first as PostSource), platforms: ["instagram"] },
        { ...(second as PostSource), platforms: ["instagram"], suggestedSchedule: "Instagram: Tuesday 6pm" },
      ],
      FRIDAY_BEFORE_US_DST,
      "UTC",
    );
    // Photo 1 takes Tuesday 10:00; photo 2 wants Tuesdays too, so the next Tuesday.
    expect(posts.map((post) => post.start.toISOString())).toEqual([
      "2026-03-10T10:00:00.000Z",
      "2026-03-17T18:00:00.000Z",
    ]);
  });

  it("turns 50 photos into weeks of posts, never two on one day for a platform", () => {
    const fifty = Array.from({ length: 50 }, (_, index) => source({ id: `photo-${index}` }));
    const posts = plan(fifty, FRIDAY_BEFORE_US_DST, "America/Los_Angeles");
    expect(posts).toHaveLength(300);
    for (const platform of socialPlatforms) {
      const dates = posts
        .filter((post) => post.platform === platform)
        .map((post) => wallClock(post.start, "America/Los_Angeles").date);
      expect(new Set(dates).size, platform).toBe(50);
    }
    expect(new Set(posts.map((post) => post.uid)).size).toBe(300);
  });
});

describe("the text to post", () => {
  it("is the caption as stored when it already carries its hashtags", () => {
    expect(postText("instagram", "New mug, ready for Monday; enjoy!\n\n#mug #coffee", ["#other"])).toBe(
      "New mug, ready for Monday; enjoy!\n\n#mug #coffee",
    );
  });

  it("gets the post's hashtags when the caption has none, within the platform's cap and length", () => {
    const tags = Array.from({ length: 12 }, (_, index) => `tag${index}`);
    const instagram = postText("instagram", "New mug", tags);
    expect(instagram).toBe("New mug\n\n#tag0 #tag1 #tag2 #tag3 #tag4");
    expect(instagram.match(/#/g)).toHaveLength(socialRules.instagram.maxHashtags);
    const nearlyFull = "x".repeat(275);
    const twitter = postText("twitter", nearlyFull, ["#abcdef", "#ghijkl"]);
    expect(fitsPlatform("twitter", twitter)).toBe(true);
    expect(twitter).toBe(nearlyFull);
    expect(postText("facebook", "", ["#a"])).toBe("#a");
    expect(postText("facebook", "Price: $12 #1", [])).toBe("Price: $12 #1");
  });
});
