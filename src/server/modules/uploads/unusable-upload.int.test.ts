import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { makeJpeg } from "../../../../tests/support/images";
import {
  createTestApp,
  type SignedUpUser,
  signUp,
  startAnotherCopy,
  type TestApp,
} from "../../../../tests/support/test-app";
import { rateLimitBuckets, uploads } from "../../db/schema";
import { UNREADABLE_IMAGE_MESSAGE } from "../images/normalise-image";
import { IMAGE_WORK_MAX_PER_ACCOUNT, imageWork, SHARE_USED_MESSAGE } from "../images/work-queue";
import { FIRST_USE_LIMIT, FIRST_USE_LIMITED_MESSAGE, firstUseRateKey } from "./stored-image";

/**
 * Issue 29, finding B: a decode that failed was not remembered and nothing bounded one account's
 * first uses or its share of the image queue, so 20 loops re-fetching a truncated 50 MP PNG kept
 * the shared queue full and every other account's generation got 503.
 */
let t: TestApp;
let truncatedPng: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  // Its header is fine (the caps pass), its pixel data stops short: only decoding finds out.
  const png = await sharp({
    create: {
      width: 1200,
      height: 1200,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  truncatedPng = png.subarray(0, Math.floor(png.length * 0.8));
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

async function upload(user: SignedUpUser, bytes: Buffer, contentType: string): Promise<string> {
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/objects/upload",
    headers: { cookie: user.cookie },
    payload: { contentType, size: bytes.length },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const { uploadURL, objectPath } = reply.json();
  const url = new URL(uploadURL);
  const put = await t.app.inject({
    method: "PUT",
    url: `${url.pathname}${url.search}`,
    payload: bytes,
    headers: { "content-type": contentType },
  });
  expect(put.statusCode).toBe(200);
  return objectPath;
}

const fetchImage = (app: TestApp["app"], user: SignedUpUser, path: string) =>
  app.inject({ method: "GET", url: path, headers: { cookie: user.cookie } });

/** Counts the jobs handed to the image queue (each decode or encode). */
function countImageWork(): () => number {
  // spyOn hands back the spy an earlier test made: count from here, not from that test's calls.
  const spy = vi.spyOn(imageWork, "run");
  spy.mockClear();
  return () => spy.mock.calls.length;
}

/** Lets other requests' work run until `done` holds (no timers: event-loop turns). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise<void>((resolve) => setImmediate(resolve));
}

describe("an upload whose bytes cannot be used (issue 29 B)", () => {
  it("is decoded once: every later use, on any app copy, gets the same 415 at once without decoding", async () => {
    const owner = await signUp(t.app);
    const path = await upload(owner, truncatedPng, "image/png");
    const decodes = countImageWork();

    const first = await fetchImage(t.app, owner, path);
    expect(first.statusCode).toBe(415);
    expect(first.json()).toEqual({ message: UNREADABLE_IMAGE_MESSAGE, code: "unsupported_media_type" });
    expect(decodes()).toBe(1);
    const id = path.split("/").pop() as string;
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row?.unusableAt).toBeInstanceOf(Date);
    expect(row?.cleanedAt).toBeNull();

    const copy = await startAnotherCopy(t);
    try {
      for (const app of [t.app, t.app, copy.app]) {
        const again = await fetchImage(app, owner, path);
        expect(again.statusCode).toBe(415);
        expect(again.json()).toEqual(first.json());
      }
      // Generating from it is refused the same way, before any quota or image work.
      const generated = await t.app.inject({
        method: "POST",
        url: "/api/ai/analyze-image",
        headers: { cookie: owner.cookie },
        payload: { imagePath: path },
      });
      expect(generated.statusCode).toBe(415);
    } finally {
      await copy.close();
    }
    expect(decodes()).toBe(1);
  });

  it("decodes parallel first uses of one upload once", async () => {
    const owner = await signUp(t.app);
    const path = await upload(owner, truncatedPng, "image/png");
    const decodes = countImageWork();
    const replies = await Promise.all(Array.from({ length: 5 }, () => fetchImage(t.app, owner, path)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([415, 415, 415, 415, 415]);
    expect(decodes()).toBe(1);
  });
});

describe("first uses per account (issue 29 B)", () => {
  it("refuses a first-use decode past the account's hourly limit with 429 and Retry-After, counted in the database", async () => {
    const [owner, other] = [await signUp(t.app), await signUp(t.app)];
    const path = await upload(owner, await makeJpeg(), "image/jpeg");
    await t.database.db.insert(rateLimitBuckets).values({
      key: firstUseRateKey(owner.id),
      count: FIRST_USE_LIMIT.limit,
      resetAt: sql`now() + interval '30 minutes'`,
    });
    const decodes = countImageWork();
    const refused = await fetchImage(t.app, owner, path);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: FIRST_USE_LIMITED_MESSAGE, code: "rate_limited" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(decodes()).toBe(0);
    const id = path.split("/").pop() as string;
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, id));
    // Not remembered as unusable: the photo is fine, the account only has to wait.
    expect([row?.cleanedAt, row?.unusableAt]).toEqual([null, null]);

    const othersPath = await upload(other, await makeJpeg(), "image/jpeg");
    expect((await fetchImage(t.app, other, othersPath)).statusCode).toBe(200);
  });
});

describe("each account's share of the image queue (issue 29 B)", () => {
  it("refuses one account's image work past its share with 429, while another account's analysis gets a slot", async () => {
    const [attacker, victim] = [await signUp(t.app), await signUp(t.app)];
    const path = await upload(attacker, await makeJpeg(), "image/jpeg");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The attacker's loops already hold its whole share: 2 running and 4 waiting.
    const fillers = Array.from({ length: IMAGE_WORK_MAX_PER_ACCOUNT }, () =>
      imageWork.run(() => held, { key: attacker.id }),
    );
    const waitingBefore = imageWork.waiting;
    try {
      const attackerReply = fetchImage(t.app, attacker, path);
      // Either it is answered, or its decode joins the waiting line (the bug).
      const outcome = await Promise.race([
        attackerReply.then((reply) => reply),
        until(() => imageWork.waiting > waitingBefore).then(() => "queued" as const),
      ]);
      expect(outcome).not.toBe("queued");
      const refused = await attackerReply;
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: SHARE_USED_MESSAGE, code: "rate_limited" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

      const analysed = t.app.inject({
        method: "POST",
        url: "/api/ai/analyze-image",
        headers: { cookie: victim.cookie },
        payload: { imageBase64: (await makeJpeg()).toString("base64") },
      });
      await until(() => imageWork.waiting > waitingBefore);
      release();
      const reply = await analysed;
      expect(reply.statusCode, reply.body).toBe(200);
    } finally {
      release();
      await Promise.all(fillers);
    }
  });
});
