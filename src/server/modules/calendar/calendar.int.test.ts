import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import { type ParsedEvent, parseIcs, wallClock } from "../../../../tests/support/ical";
import { makeJpeg } from "../../../../tests/support/images";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import type { BulkJob } from "../../../domain/bulk";
import { platformLabels, type SocialPlatform, socialPlatforms } from "../../../domain/platforms";
import type { SocialGenerationResult, StoredSocialPost } from "../../../domain/social";
import type { UserRow } from "../sessions/service";
import { bulkJobCalendar, socialPostCalendar } from "./service";

/**
 * The posting calendar through the real app (PGlite, and Postgres in the postgres project): a
 * builtin generation's .ics read back by ical.js, in New York and Tokyo, across a daylight-saving
 * change (a fixed clock through the service on the same rows), with its caption intact; bulk
 * spreading; and the refusals (bad zone, someone else's post or job, nothing to export, listings).
 */
let t: TestApp;
let seller: SignedUpUser;
let stranger: SignedUpUser;
let post: SocialGenerationResult;

/** The builtin writer's researched slots for a general audience: weekdays (0 = Sunday) and hour. */
const researched: Record<SocialPlatform, { days: number[]; hour: number }> = {
  instagram: { days: [2, 3], hour: 10 },
  facebook: { days: [1, 2, 3, 4], hour: 8 },
  twitter: { days: [2, 3, 4, 5], hour: 9 },
  linkedin: { days: [2, 3], hour: 10 },
  pinterest: { days: [4, 5, 6], hour: 13 },
  tiktok: { days: [3, 4], hour: 14 },
};
/** Friday 6 March 2026, 7:00 in New York: the US moves to daylight time that Sunday. */
const FRIDAY_BEFORE_US_DST = new Date("2026-03-06T12:00:00Z");
const WEEK_MS = 7 * 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app);
  stranger = await signUp(t.app);
  await setPlan(t, seller.id, "pro");
  const upload = await uploadAs(t, seller, await makeJpeg({ width: 640, height: 480 }));
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/social-media/generate",
    headers: { cookie: seller.cookie },
    payload: {
      product: "Stoneware coffee mug",
      brand: "Clay & Co",
      businessType: "Handmade crafts",
      selectedPlatforms: [...socialPlatforms],
      imagePath: upload.objectPath,
    },
  });
  if (reply.statusCode !== 200) throw new Error(`generate failed: ${reply.statusCode} ${reply.body}`);
  post = reply.json();
});
afterAll(() => t?.close());

const get = (user: SignedUpUser | null, url: string) =>
  t.app.inject({ method: "GET", url, headers: user ? { cookie: user.cookie } : {} });
const calendarUrl = (id: string, tz?: string) =>
  `/api/social-media/posts/${id}/calendar.ics${tz === undefined ? "" : `?tz=${encodeURIComponent(tz)}`}`;
const platformOf = (event: ParsedEvent): SocialPlatform | undefined =>
  socialPlatforms.find((platform) => event.summary.startsWith(`Post on ${platformLabels[platform]}:`));
/** A user row as the services take it (only the id and role matter to them). */
const rowOf = (user: SignedUpUser) => ({ id: user.id, role: "user" }) as UserRow;

function expectIcsAttachment(reply: LightMyRequestResponse) {
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(reply.headers["content-disposition"]).toMatch(
    /^attachment; filename="posting-calendar-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.ics"$/,
  );
}

describe("a social generation's calendar", () => {
  it.each(["America/New_York", "Asia/Tokyo"])(
    "has one event per platform at its researched local time in %s, with the caption and a reminder",
    async (timeZone) => {
      expect(post.suggestedSchedule).toMatch(/^Instagram: Tue–Wed 10am–1pm · Facebook: Mon–Thu 8am–1pm/);
      const before = Date.now();
      const reply = await get(seller, calendarUrl(post.id, timeZone));
      expectIcsAttachment(reply);
      const { events } = parseIcs(reply.body);
      expect(events.map(platformOf).sort()).toEqual([...socialPlatforms].sort());
      expect(new Set(events.map((event) => event.uid)).size).toBe(socialPlatforms.length);
      for (const event of events) {
        const platform = platformOf(event) as SocialPlatform;
        const local = wallClock(event.start, timeZone);
        expect(local.hour, `${platform} in ${timeZone}`).toBe(researched[platform].hour);
        expect(local.minute).toBe(0);
        expect(researched[platform].days).toContain(local.weekday);
        // The next suitable slot: after now, within a week.
        expect(event.start.getTime()).toBeGreaterThan(before);
        expect(event.start.getTime()).toBeLessThan(before + WEEK_MS + 86_400_000);
        expect(event.end.getTime() - event.start.getTime()).toBe(30 * 60_000);
        expect(event.summary).toBe(`Post on ${platformLabels[platform]}: Stoneware coffee mug`);
        // The caption as stored: it carries the platform's own hashtags.
        expect(event.description).toBe(post.platforms[platform]?.caption);
        expect(event.description).toMatch(/#\w/);
        expect(event.alarms).toEqual([{ action: "DISPLAY", trigger: "-PT15M", description: event.summary }]);
        expect(event.startIsUtc).toBe(true);
        // No APP_ORIGIN in this app: no link.
        expect(event.url).toBeNull();
      }
    },
  );

  it("plans in UTC when the browser sends no zone", async () => {
    const reply = await get(seller, calendarUrl(post.id));
    expectIcsAttachment(reply);
    const instagram = parseIcs(reply.body).events.find((event) => platformOf(event) === "instagram");
    expect(instagram?.start.getUTCHours()).toBe(10);
  });

  it("keeps an edited caption exactly: commas, semicolons, backslashes, line breaks and any script", async () => {
    const caption =
      "Morning, friends; meet our mug \\ café-crème glaze — 東京でも人気 ☕️🎉\nLine two, still going.\n\n" +
      "A long third line that runs well past the seventy-five octets a calendar line may hold #mug #café";
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/social-media/posts/${post.id}`,
      headers: { cookie: seller.cookie },
      payload: { platforms: { instagram: { caption } } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const stored = (patched.json() as StoredSocialPost).platforms.instagram?.caption;
    expect(stored).toContain("東京でも人気 ☕️🎉\nLine two, still going.");

    const reply = await get(seller, calendarUrl(post.id, "Europe/Berlin"));
    expectIcsAttachment(reply);
    for (const line of reply.body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const instagram = parseIcs(reply.body).events.find((event) => platformOf(event) === "instagram");
    expect(instagram?.description).toBe(stored);
  });

  it("keeps the local hour across a daylight-saving change (a fixed clock, the same stored post)", async () => {
    const file = await socialPostCalendar(
      { db: t.database.db, now: () => FRIDAY_BEFORE_US_DST, appOrigin: "https://studio.example" },
      rowOf(seller),
      post.id,
      "America/New_York",
    );
    const starts = Object.fromEntries(
      parseIcs(file.ics).events.map((event) => [platformOf(event), event.start.toISOString()]),
    );
    // X is still on EST (UTC−5) this Friday; Instagram's Tuesday is on EDT (UTC−4): both local mornings.
    expect(starts.twitter).toBe("2026-03-06T14:00:00.000Z");
    expect(starts.instagram).toBe("2026-03-10T14:00:00.000Z");
    expect(starts.tiktok).toBe("2026-03-11T18:00:00.000Z");
    expect(file.filename).toBe("posting-calendar-2026-03-06T12-00-00Z.ics");
    expect(parseIcs(file.ics).events[0]?.url).toBe("https://studio.example/history");
  });

  it("answers 400 naming the problem for a time zone Intl does not know", async () => {
    for (const tz of ["Mars/Olympus_Mons", "", "x".repeat(200)]) {
      const reply = await get(seller, calendarUrl(post.id, tz));
      expect(reply.statusCode, tz).toBe(400);
      expect(reply.json()).toMatchObject({
        code: "bad_request",
        message: expect.stringMatching(/time zone/i),
      });
    }
  });

  it("is the owner's only: 404 for another account, an unknown or a malformed id; 401 signed out", async () => {
    for (const [user, id] of [
      [stranger, post.id],
      [seller, "7b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d"],
      [seller, "not-a-uuid"],
    ] as const) {
      const reply = await get(user, calendarUrl(id, "UTC"));
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ code: "not_found" });
      expect(reply.body).not.toContain("Stoneware");
    }
    expect((await get(null, calendarUrl(post.id))).statusCode).toBe(401);
  });
});

describe("a bulk job's calendar", () => {
  let job: BulkJob;

  async function createJob(body: object): Promise<BulkJob> {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/bulk-jobs",
      headers: { cookie: seller.cookie },
      payload: body,
    });
    if (reply.statusCode !== 202) throw new Error(`create failed: ${reply.statusCode} ${reply.body}`);
    return reply.json();
  }

  async function finished(id: string): Promise<BulkJob> {
    for (let tries = 0; tries < 600; tries += 1) {
      const current: BulkJob = (await get(seller, `/api/bulk-jobs/${id}`)).json();
      if (current.finishedAt) return current;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the bulk job did not finish");
  }

  async function images(count: number, broken = false) {
    const list = [];
    for (let index = 0; index < count; index += 1) {
      const bytes = broken
        ? Buffer.from("plain text pretending to be a photo")
        : await makeJpeg({ width: 400 + index * 10, height: 300 });
      const { objectPath } = await uploadAs(t, seller, bytes);
      list.push({ imagePath: objectPath, fileName: `mug-${index + 1}.jpg` });
    }
    return list;
  }

  const context = {
    businessType: "ecommerce",
    brand: "Clay & Co",
    targetAudience: "Coffee lovers",
    product: "stoneware coffee mug",
    selectedPlatforms: ["instagram", "twitter"],
  };

  beforeAll(async () => {
    job = await finished((await createJob({ kind: "social", context, images: await images(4) })).id);
    expect(job.succeeded).toBe(4);
  });

  it("gives every finished photo its own posts, one a day per platform, in photo order", async () => {
    const reply = await get(seller, `/api/bulk-jobs/${job.id}/calendar.ics?tz=America/New_York`);
    expectIcsAttachment(reply);
    const { events } = parseIcs(reply.body);
    expect(events).toHaveLength(8);
    expect(new Set(events.map((event) => event.uid)).size).toBe(8);
    for (const platform of ["instagram", "twitter"] as const) {
      const mine = events
        .filter((event) => platformOf(event) === platform)
        .sort((a, b) => a.start.getTime() - b.start.getTime());
      expect(mine.map((event) => event.summary.match(/mug-\d/)?.[0])).toEqual([
        "mug-1",
        "mug-2",
        "mug-3",
        "mug-4",
      ]);
      const days = mine.map((event) => wallClock(event.start, "America/New_York"));
      expect(new Set(days.map((day) => day.date)).size).toBe(4);
      for (const day of days) expect(researched[platform].days).toContain(day.weekday);
      // Each photo's own caption.
      for (const event of mine) {
        const photo = event.summary.match(/mug-\d\.jpg/)?.[0];
        const item = job.items.find((candidate) => candidate.fileName === photo);
        const result = item?.result as SocialGenerationResult | null | undefined;
        expect(event.description).toBe(result?.platforms[platform]?.caption);
      }
    }
  });

  it("spreads deterministically across the DST change for a fixed clock", async () => {
    const file = await bulkJobCalendar(
      { db: t.database.db, now: () => FRIDAY_BEFORE_US_DST },
      rowOf(seller),
      job.id,
      "America/New_York",
    );
    const instagram = parseIcs(file.ics)
      .events.filter((event) => platformOf(event) === "instagram")
      .map((event) => event.start.toISOString())
      .sort();
    // The coffee-lover audience is a general one: Instagram Tue–Wed 10am, EDT from 8 March.
    expect(instagram).toEqual([
      "2026-03-10T14:00:00.000Z",
      "2026-03-11T14:00:00.000Z",
      "2026-03-17T14:00:00.000Z",
      "2026-03-18T14:00:00.000Z",
    ]);
  });

  it("answers 409 nothing_to_export when no photo produced a post", async () => {
    const failed = await finished(
      (await createJob({ kind: "social", context, images: await images(1, true) })).id,
    );
    expect(failed.succeeded).toBe(0);
    const reply = await get(seller, `/api/bulk-jobs/${failed.id}/calendar.ics`);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ code: "nothing_to_export" });
  });

  it("answers 400 for a listings job, 404 for someone else's job, 400 for a bad zone", async () => {
    const listings = await createJob({
      kind: "listings",
      context: { ...context, selectedPlatforms: ["etsy"] },
      images: await images(1),
    });
    const reply = await get(seller, `/api/bulk-jobs/${listings.id}/calendar.ics`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      code: "bad_request",
      message: expect.stringMatching(/social jobs/),
    });
    await finished(listings.id);

    const foreign = await get(stranger, `/api/bulk-jobs/${job.id}/calendar.ics`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "not_found" });
    expect((await get(seller, `/api/bulk-jobs/${job.id}/calendar.ics?tz=Nowhere/Land`)).statusCode).toBe(400);
  });
});
