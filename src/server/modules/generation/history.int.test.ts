import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../../../../tests/support/images";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import { TOTAL_COUNT_HEADER } from "../../../domain/history";
import type { StoredListingGeneration } from "../../../domain/listings";
import type { StoredSocialPost } from "../../../domain/social";
import {
  brandProfiles,
  freeRewrites,
  productListings,
  socialMediaPosts,
  uploads,
  users,
} from "../../db/schema";
import { createStorageProvider } from "../../providers/storage";
import { uploadIdFromReference } from "../images/service";
import { encodeCursor } from "./history-query";

/**
 * History as a workspace (issue 32): GET /api/social-media/posts and GET /api/product-listings
 * search by text, platform, language, brand profile and date, page through everything with a
 * cursor (the reply stays an array; `Link` and `X-Total-Count` say the rest), and DELETE /:id
 * removes a generation with its photo unless something else uses it; someone else's id is a 404.
 */

let t: TestApp;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  photo = await makeJpeg({ width: 640, height: 480 });
});
afterAll(() => t.close());

function call(method: "GET" | "POST" | "DELETE", url: string, user: SignedUpUser, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
}

async function uploadFor(user: SignedUpUser): Promise<string> {
  const reply = await call("POST", "/api/objects/upload", user, { contentType: "image/jpeg" });
  const { uploadURL, objectPath } = reply.json() as { uploadURL: string; objectPath: string };
  const url = new URL(uploadURL);
  const put = await t.app.inject({
    method: "PUT",
    url: `${url.pathname}${url.search}`,
    payload: photo,
    headers: { "content-type": "image/jpeg" },
  });
  expect(put.statusCode).toBe(200);
  return objectPath;
}

/** Pro, so a test may make more than the Free plan's two generations. */
async function makePro(user: SignedUpUser): Promise<void> {
  await t.database.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, user.id));
}

/** `n` posts written straight into the table, a minute apart, the newest first in `products`. */
async function seedPosts(
  user: SignedUpUser,
  posts: Array<Partial<typeof socialMediaPosts.$inferInsert> & { minutesAgo: number }>,
): Promise<string[]> {
  const rows = await t.database.db
    .insert(socialMediaPosts)
    .values(
      posts.map(({ minutesAgo, ...post }) => ({
        userId: user.id,
        hashtags: [],
        engine: "builtin",
        selectedPlatforms: ["instagram"],
        instagramCaption: "A caption.",
        createdAt: sql`now() - ${minutesAgo}::int * interval '1 minute'`,
        ...post,
      })),
    )
    .returning({ id: socialMediaPosts.id });
  return rows.map((row) => row.id);
}

async function seedListing(
  user: SignedUpUser,
  minutesAgo: number,
  rows: Array<Partial<typeof productListings.$inferInsert> & { platform: string }>,
  shared: Partial<typeof productListings.$inferInsert> = {},
): Promise<string> {
  const generationId = randomUUID();
  await t.database.db.insert(productListings).values(
    rows.map((row) => ({
      generationId,
      userId: user.id,
      title: "A listing",
      description: "A description.",
      tags: [],
      imagePath: "inline",
      engine: "builtin",
      createdAt: sql`now() - ${minutesAgo}::int * interval '1 minute'`,
      ...shared,
      ...row,
    })),
  );
  return generationId;
}

async function socialPage(user: SignedUpUser, query: string) {
  const reply = await call("GET", `/api/social-media/posts${query}`, user);
  expect(reply.statusCode, reply.body).toBe(200);
  return {
    items: reply.json() as StoredSocialPost[],
    total: Number(reply.headers[TOTAL_COUNT_HEADER.toLowerCase()]),
    next: nextLinkOf(reply.headers.link),
  };
}

async function listingPage(user: SignedUpUser, query: string) {
  const reply = await call("GET", `/api/product-listings${query}`, user);
  expect(reply.statusCode, reply.body).toBe(200);
  return {
    items: reply.json() as StoredListingGeneration[],
    total: Number(reply.headers[TOTAL_COUNT_HEADER.toLowerCase()]),
    next: nextLinkOf(reply.headers.link),
  };
}

function nextLinkOf(header: string | string[] | number | undefined): string | null {
  const match = /^<([^>]+)>; rel="next"$/.exec(String(header ?? ""));
  return match?.[1] ?? null;
}

describe("GET /api/social-media/posts: search, filters and pages", () => {
  it("finds posts by product, caption or hashtag, case-insensitively, with %, _ taken literally", async () => {
    const user = await signUp(t.app);
    const [mug, scarf, percent] = await seedPosts(user, [
      { minutesAgo: 1, product: "Stoneware Mug", instagramCaption: "Morning coffee." },
      { minutesAgo: 2, product: "Wool scarf", instagramCaption: "Warm for winter.", hashtags: ["#knitwear"] },
      { minutesAgo: 3, product: "Sale", instagramCaption: "Everything 50% off" },
    ]);
    expect((await socialPage(user, "?q=stoneware")).items.map((post) => post.id)).toEqual([mug]);
    expect((await socialPage(user, "?q=WINTER")).items.map((post) => post.id)).toEqual([scarf]);
    expect((await socialPage(user, "?q=knitwear")).items.map((post) => post.id)).toEqual([scarf]);
    expect((await socialPage(user, `?q=${encodeURIComponent("50%")}`)).items.map((post) => post.id)).toEqual([
      percent,
    ]);
    // A bare % or _ is a character to find, not a wildcard matching everything.
    expect((await socialPage(user, `?q=${encodeURIComponent("%")}`)).items.map((post) => post.id)).toEqual([
      percent,
    ]);
    expect((await socialPage(user, "?q=_")).items).toEqual([]);
    // Another seller's posts never show, whatever the search.
    const other = await signUp(t.app);
    await seedPosts(other, [{ minutesAgo: 1, product: "Stoneware Mug" }]);
    expect((await socialPage(user, "?q=stoneware")).total).toBe(1);
  });

  it("filters by platform, language, brand profile (or none) and date range", async () => {
    const user = await signUp(t.app);
    const [profile] = await t.database.db
      .insert(brandProfiles)
      .values({ userId: user.id, name: "Etsy shop" })
      .returning({ id: brandProfiles.id });
    const profileId = profile?.id ?? "";
    const [spanish, linkedin, profiled, old] = await seedPosts(user, [
      { minutesAgo: 1, language: "es", product: "Taza" },
      { minutesAgo: 2, selectedPlatforms: ["linkedin"], linkedinPost: "A post." },
      { minutesAgo: 3, brandProfileId: profileId },
      { minutesAgo: 60 * 24 * 10, product: "Old mug" },
    ]);
    const ids = async (query: string) => (await socialPage(user, query)).items.map((post) => post.id);
    expect(await ids("?language=es")).toEqual([spanish]);
    expect(await ids("?platform=linkedin")).toEqual([linkedin]);
    expect(await ids(`?brandProfileId=${profileId}`)).toEqual([profiled]);
    expect(await ids("?brandProfileId=none")).toEqual([spanish, linkedin, old]);
    const fiveDaysAgo = new Date(Date.now() - 5 * 24 * 60 * 60_000);
    expect(await ids(`?from=${encodeURIComponent(fiveDaysAgo.toISOString())}`)).toEqual([
      spanish,
      linkedin,
      profiled,
    ]);
    expect(await ids(`?to=${encodeURIComponent(fiveDaysAgo.toISOString())}`)).toEqual([old]);
    // A day is the whole (UTC) day: from and to the same day finds what was made on it.
    const oldDay = new Date(Date.now() - 60 * 24 * 10 * 60_000).toISOString().slice(0, 10);
    expect(await ids(`?from=${oldDay}&to=${oldDay}`)).toEqual([old]);
    // Filters combine.
    expect(await ids(`?language=es&platform=linkedin`)).toEqual([]);
  });

  it("pages through every post with the Link header's cursor, none repeated or missed", async () => {
    const user = await signUp(t.app);
    const seeded = await seedPosts(
      user,
      Array.from({ length: 25 }, (_, index) => ({ minutesAgo: index, product: `Mug ${index}` })),
    );
    // Two made in the same instant still page apart (the id breaks the tie).
    const [twinA, twinB] = await seedPosts(user, [
      { minutesAgo: 30, product: "Twin" },
      { minutesAgo: 30, product: "Twin" },
    ]);
    const seen: string[] = [];
    let next: string | null = "/api/social-media/posts?limit=10";
    let pages = 0;
    while (next) {
      const page = await socialPage(user, next.replace("/api/social-media/posts", ""));
      expect(page.total).toBe(27);
      expect(page.items.length).toBeLessThanOrEqual(10);
      seen.push(...page.items.map((post) => post.id));
      next = page.next;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen.slice(0, 25)).toEqual(seeded);
    expect(new Set(seen.slice(25))).toEqual(new Set([twinA, twinB]));
    // The filters travel with the cursor.
    const first = await socialPage(user, "?q=mug&limit=20");
    expect(first.next).toContain("q=mug");
    // The total is the search's, on every page.
    expect(first.total).toBe(25);
    const second = await socialPage(user, (first.next ?? "").replace("/api/social-media/posts", ""));
    expect(second.items.map((post) => post.product)).toEqual([
      "Mug 20",
      "Mug 21",
      "Mug 22",
      "Mug 23",
      "Mug 24",
    ]);
    expect(second.next).toBeNull();
    expect(second.total).toBe(25);
    // More than the old cap of 100 is reachable.
    expect((await socialPage(user, "")).items).toHaveLength(27);
  });

  it("answers 400 with the field for a bad cursor, filter or date, never a 500", async () => {
    const user = await signUp(t.app);
    for (const query of [
      "?cursor=not-a-cursor",
      `?cursor=${encodeCursor({ at: "yesterday", id: randomUUID() })}`,
      "?platform=etsy",
      "?language=xx",
      "?brandProfileId=12",
      "?from=last-week",
      "?to=2026-13-45",
      "?limit=0",
      `?q=${"a".repeat(201)}`,
    ]) {
      const reply = await call("GET", `/api/social-media/posts${query}`, user);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().message, query).toEqual(expect.any(String));
    }
  });
});

describe("GET /api/product-listings: search, filters and pages over generations", () => {
  it("matches a generation when any of its listings holds the text, and filters by marketplace", async () => {
    const user = await signUp(t.app);
    const mug = await seedListing(user, 1, [
      { platform: "etsy", title: "Handmade stoneware mug" },
      { platform: "ebay", title: "Coffee cup, 12 oz" },
    ]);
    const scarf = await seedListing(
      user,
      2,
      [{ platform: "shopify", title: "Wool scarf", tags: ["knitwear"] }],
      {
        product: "Scarf",
        language: "fr",
      },
    );
    const ids = async (query: string) => (await listingPage(user, query)).items.map((item) => item.id);
    expect(await ids("?q=COFFEE")).toEqual([mug]);
    expect(await ids("?q=knitwear")).toEqual([scarf]);
    expect(await ids("?platform=ebay")).toEqual([mug]);
    expect(await ids("?platform=shopify&q=scarf")).toEqual([scarf]);
    expect(await ids("?language=fr")).toEqual([scarf]);
    // A generation is whole in the reply: every marketplace, whichever matched.
    const [found] = (await listingPage(user, "?q=coffee")).items;
    expect(found?.selectedPlatforms).toEqual(["etsy", "ebay"]);
    expect((await listingPage(user, "?platform=amazon")).total).toBe(0);
  });

  it("opens one generation with the whole brief it was written from; someone else's is a 404", async () => {
    const user = await signUp(t.app);
    const id = await seedListing(user, 1, [{ platform: "etsy" }, { platform: "ebay" }], {
      product: "Stoneware mug",
      productType: "Mug",
      style: "Rustic",
      materials: "Ceramic",
      size: "12 oz",
      occasion: "Birthday",
      color: "Deep red",
    });
    const reply = await call("GET", `/api/product-listings/${id}`, user);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      id,
      product: "Stoneware mug",
      productType: "Mug",
      style: "Rustic",
      materials: "Ceramic",
      size: "12 oz",
      occasion: "Birthday",
      color: "Deep red",
      selectedPlatforms: ["etsy", "ebay"],
      // The generator page rewrites it as it would a new one: each marketplace's free rewrites left.
      freeRewritesLeft: { etsy: 3, ebay: 3 },
    });
    await t.database.db
      .insert(freeRewrites)
      .values({ generationId: id, platform: "ebay", userId: user.id, used: 2 });
    expect((await call("GET", `/api/product-listings/${id}`, user)).json().freeRewritesLeft).toEqual({
      etsy: 3,
      ebay: 1,
    });
    expect((await call("GET", `/api/product-listings/${id}`, await signUp(t.app))).statusCode).toBe(404);
  });

  it("pages through generations (not rows) with the cursor", async () => {
    const user = await signUp(t.app);
    const made: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      made.push(
        await seedListing(user, index, [
          { platform: "etsy", title: `Mug ${index}` },
          { platform: "ebay", title: `Mug ${index}` },
        ]),
      );
    }
    const first = await listingPage(user, "?limit=3");
    expect(first.total).toBe(7);
    // A text search counts generations, not their rows.
    expect((await listingPage(user, "?q=mug&limit=3")).total).toBe(7);
    expect(first.items.map((item) => item.id)).toEqual(made.slice(0, 3));
    const second = await listingPage(user, (first.next ?? "").replace("/api/product-listings", ""));
    expect(second.items.map((item) => item.id)).toEqual(made.slice(3, 6));
    const third = await listingPage(user, (second.next ?? "").replace("/api/product-listings", ""));
    expect(third.items.map((item) => item.id)).toEqual(made.slice(6));
    expect(third.next).toBeNull();
  });
});

describe("DELETE a generation from History", () => {
  const storageKeyOf = (objectPath: string) => `uploads/${uploadIdFromReference(objectPath)}`;
  const stored = (objectPath: string) => createStorageProvider(t.config).head(storageKeyOf(objectPath));
  const uploadRow = async (objectPath: string) =>
    (
      await t.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.id, uploadIdFromReference(objectPath) ?? ""))
    )[0];

  it("removes a post and its photo when nothing else uses it; someone else's id is a 404", async () => {
    const owner = await signUp(t.app);
    const imagePath = await uploadFor(owner);
    const generated = await call("POST", "/api/social-media/generate", owner, {
      imagePath,
      product: "Stoneware coffee mug",
      selectedPlatforms: ["instagram"],
    });
    expect(generated.statusCode).toBe(200);
    const { id } = generated.json() as { id: string };
    expect(await stored(imagePath)).not.toBeNull();

    const stranger = await signUp(t.app);
    const refused = await call("DELETE", `/api/social-media/posts/${id}`, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: "Post not found" });
    const opened = await call("GET", `/api/social-media/posts/${id}`, owner);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      id,
      product: "Stoneware coffee mug",
      freeRewritesLeft: { instagram: 3 },
    });
    expect((await call("GET", `/api/social-media/posts/${id}`, stranger)).statusCode).toBe(404);

    const deleted = await call("DELETE", `/api/social-media/posts/${id}`, owner);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect((await socialPage(owner, "")).items).toEqual([]);
    expect(await uploadRow(imagePath)).toBeUndefined();
    expect(await stored(imagePath)).toBeNull();
    expect((await call("GET", imagePath, owner)).statusCode).toBe(404);
    // Gone is gone: a second delete, a malformed id.
    expect((await call("DELETE", `/api/social-media/posts/${id}`, owner)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/social-media/posts/not-an-id", owner)).statusCode).toBe(404);
  });

  it("keeps a photo another generation still uses, and removes it with the last one", async () => {
    const owner = await signUp(t.app);
    await makePro(owner);
    const imagePath = await uploadFor(owner);
    const listing = async () => {
      const reply = await call("POST", "/api/product-listings/generate", owner, {
        imagePath,
        product: "Stoneware coffee mug",
        selectedPlatforms: ["etsy", "ebay"],
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return (reply.json() as { id: string }).id;
    };
    const first = await listing();
    const second = await listing();
    const post = await call("POST", "/api/social-media/generate", owner, {
      imagePath,
      product: "Stoneware coffee mug",
      selectedPlatforms: ["instagram"],
    });
    const postId = (post.json() as { id: string }).id;
    // A free rewrite's counter goes with its generation.
    await t.database.db
      .insert(freeRewrites)
      .values({ generationId: first, platform: "etsy", userId: owner.id, used: 1 });

    const stranger = await signUp(t.app);
    expect((await call("DELETE", `/api/product-listings/${first}`, stranger)).statusCode).toBe(404);

    expect((await call("DELETE", `/api/product-listings/${first}`, owner)).statusCode).toBe(204);
    expect((await listingPage(owner, "")).items.map((item) => item.id)).toEqual([second]);
    expect(
      await t.database.db.select().from(freeRewrites).where(eq(freeRewrites.generationId, first)),
    ).toEqual([]);
    // The other listing and the post still use the photo: it stays, and still opens.
    expect(await uploadRow(imagePath)).toBeDefined();
    expect((await call("GET", imagePath, owner)).statusCode).toBe(200);

    expect((await call("DELETE", `/api/product-listings/${second}`, owner)).statusCode).toBe(204);
    expect(await uploadRow(imagePath)).toBeDefined();

    expect((await call("DELETE", `/api/social-media/posts/${postId}`, owner)).statusCode).toBe(204);
    expect(await uploadRow(imagePath)).toBeUndefined();
    expect(await stored(imagePath)).toBeNull();
  });

  it("a listing generation deleted by someone else's id, or a second time, is a 404 that deletes nothing", async () => {
    const owner = await signUp(t.app);
    const generationId = await seedListing(owner, 1, [{ platform: "etsy" }, { platform: "ebay" }]);
    const stranger = await signUp(t.app);
    expect((await call("DELETE", `/api/product-listings/${generationId}`, stranger)).statusCode).toBe(404);
    expect((await listingPage(owner, "")).total).toBe(1);
    expect((await call("DELETE", `/api/product-listings/${generationId}`, owner)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/product-listings/${generationId}`, owner)).statusCode).toBe(404);
    expect((await listingPage(owner, "")).total).toBe(0);
  });
});
