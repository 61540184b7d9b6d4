import { parse } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeJpeg, stripPng } from "../../../../tests/support/images";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import type { ImageFacts } from "../../../domain/ai-image";
import { FREE_IMAGE_ANALYSES } from "../../../domain/plans";
import { socialPlatforms } from "../../../domain/platforms";
import { productListings, socialMediaPosts, usageEvents, users } from "../../db/schema";
import { statusByCode } from "../../lib/app-error";
import { registerErrorHandler } from "../../plugins/error-handler";
import {
  type GenerationProvider,
  type ListingDraftItem,
  NothingToListError,
  ProductUnknownError,
} from "../../providers/generation/generation-provider";
import { EDGE_TOO_LONG_MESSAGE } from "../images/normalise-image";
import { IMAGE_BASE64_BODY_LIMIT } from "../images/service";
import { BUSY_CODE, BUSY_MESSAGE, imageWork } from "../images/work-queue";
import { sampleImage } from "./image-facts";
import type { LoadedImage } from "./image-source";
import { generateListings } from "./listing-service";
import { generationRoutes } from "./routes";
import { type GenerationDeps, generateSocialContent } from "./social-service";

let t: TestApp;
let photoBase64: string;

beforeAll(async () => {
  t = await createTestApp();
  // A 1600×1200 terracotta product on white: something real for the image analysis to see.
  const product = await sharp({ create: { width: 700, height: 700, channels: 3, background: "#c8643c" } })
    .png()
    .toBuffer();
  photoBase64 = (
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#ffffff" } })
      .composite([{ input: product, gravity: "center" }])
      .jpeg()
      .toBuffer()
  ).toString("base64");
});
afterAll(() => t.close());

function post(url: string, user: SignedUpUser | undefined, payload: unknown) {
  return t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: user ? { cookie: user.cookie } : {},
  });
}
function get(url: string, user: SignedUpUser) {
  return t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
}
const socialBody = (overrides: Record<string, unknown> = {}) => ({
  businessType: "E-commerce store",
  brand: "Clay & Co",
  targetAudience: "Young adults (18-30)",
  tone: "Friendly",
  campaignGoal: "Boost sales",
  productUrl: "https://clayandco.shop/mug",
  additionalContext: "Hand-thrown in small batches.",
  hashtags: ["pottery"],
  imageBase64: photoBase64,
  ...overrides,
});
const listingBody = (overrides: Record<string, unknown> = {}) => ({
  businessType: "Handmade crafts",
  productType: "Mug",
  style: "Minimalist",
  materials: "Ceramic",
  size: "15oz",
  occasion: "Gift giving",
  color: "terracotta",
  selectedPlatforms: ["etsy", "amazon", "ebay"],
  imageBase64: photoBase64,
  ...overrides,
});
async function makePro(user: SignedUpUser) {
  await t.database.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, user.id));
}

async function uploadFor(user: SignedUpUser): Promise<string> {
  const jpeg = await makeJpeg();
  const reply = await post("/api/objects/upload", user, { contentType: "image/jpeg", size: jpeg.length });
  const { uploadURL, objectPath } = reply.json();
  const url = new URL(uploadURL);
  const put = await t.app.inject({
    method: "PUT",
    url: `${url.pathname}${url.search}`,
    payload: jpeg,
    headers: { "content-type": "image/jpeg" },
  });
  expect(put.statusCode).toBe(200);
  return objectPath;
}

describe("POST /api/social-media/generate", () => {
  it("writes, stores and meters a generation for all six platforms by default", async () => {
    const user = await signUp(t.app);
    const reply = await post("/api/social-media/generate", user, socialBody());
    expect(reply.statusCode).toBe(200);
    const result = reply.json();
    expect(result.engine).toBe("builtin");
    expect(result.selectedPlatforms).toEqual([...socialPlatforms]);
    for (const platform of socialPlatforms)
      expect(result.platforms[platform].caption.length).toBeGreaterThan(20);
    expect(result.hashtags.length).toBeGreaterThanOrEqual(1);
    expect(result.hashtags.length).toBeLessThanOrEqual(30);
    expect(result.suggestedSchedule).not.toBe("");

    const [row] = await t.database.db
      .select()
      .from(socialMediaPosts)
      .where(eq(socialMediaPosts.id, result.id));
    expect(row).toMatchObject({ userId: user.id, brand: "Clay & Co", engine: "builtin", status: "draft" });
    expect(row?.instagramCaption).toBe(result.platforms.instagram.caption);
    const events = await t.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.id));
    expect(events.map((event) => event.type)).toEqual(["social_media"]);
    const usage = (await get("/api/usage-status", user)).json();
    expect(usage).toEqual({
      socialMediaUsed: 1,
      socialMediaLimit: 2,
      productListingsUsed: 0,
      productListingsLimit: 2,
      hasActiveSubscription: false,
      subscriptionStatus: "inactive",
    });
  });

  it.each([
    ["no platforms", { selectedPlatforms: [] }],
    ["an unknown platform", { selectedPlatforms: ["myspace"] }],
    ["31 hashtags", { hashtags: Array.from({ length: 31 }, (_, i) => `tag${i}`) }],
    ["an empty hashtag", { hashtags: [""] }],
    ["a product URL that is not a URL", { productUrl: "clayandco dot shop" }],
    ["a javascript: product URL", { productUrl: "javascript:alert(1)" }],
    ["over-long context", { additionalContext: "x".repeat(5001) }],
    ["no image", { imageBase64: undefined }],
    [
      "an image that is not an image",
      { imageBase64: Buffer.from("<html><script>alert(1)</script></html>").toString("base64") },
    ],
  ])("refuses %s without spending quota", async (_label, overrides) => {
    const user = await signUp(t.app);
    const reply = await post("/api/social-media/generate", user, socialBody(overrides));
    expect([400, 415]).toContain(reply.statusCode);
    expect(reply.json().message).toEqual(expect.any(String));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.socialMediaGenerationsUsed).toBe(0);
  });

  it("accepts an empty product URL and a 'Not listed' value, which never reaches the text", async () => {
    const user = await signUp(t.app);
    const reply = await post(
      "/api/social-media/generate",
      user,
      socialBody({
        // With the business type unknown, the product's own name is what the writer goes by.
        product: "Terracotta mug",
        productUrl: "",
        businessType: "Not listed",
        tone: "Not listed",
        selectedPlatforms: ["twitter"],
      }),
    );
    expect(reply.statusCode).toBe(200);
    expect(JSON.stringify(reply.json())).not.toMatch(/not listed/i);
    expect(Object.keys(reply.json().platforms)).toEqual(["twitter"]);
  });

  it("answers 401 when signed out", async () => {
    expect((await post("/api/social-media/generate", undefined, socialBody())).statusCode).toBe(401);
  });

  it("answers 402 limit_reached after the two free generations", async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 2; i++)
      expect(
        (await post("/api/social-media/generate", user, socialBody({ selectedPlatforms: ["twitter"] })))
          .statusCode,
      ).toBe(200);
    const third = await post(
      "/api/social-media/generate",
      user,
      socialBody({ selectedPlatforms: ["twitter"] }),
    );
    expect(third.statusCode).toBe(402);
    expect(third.json().code).toBe("limit_reached");
    expect(third.json().message).toMatch(/Upgrade to Pro/);
    // The listing allowance is separate.
    expect((await post("/api/product-listings/generate", user, listingBody())).statusCode).toBe(200);
  });

  it("gives exactly two results out of 12 concurrent requests on a fresh free account", async () => {
    const user = await signUp(t.app);
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        post("/api/social-media/generate", user, socialBody({ selectedPlatforms: ["instagram"] })),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 402)).toHaveLength(10);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.socialMediaGenerationsUsed).toBe(2);
    const stored = await t.database.db
      .select()
      .from(socialMediaPosts)
      .where(eq(socialMediaPosts.userId, user.id));
    expect(stored).toHaveLength(2);
  });

  it("lets Pro and canceling-before-the-end-date accounts go past two, and drops canceling after it", async () => {
    const pro = await signUp(t.app);
    await makePro(pro);
    for (let i = 0; i < 3; i++)
      expect(
        (await post("/api/social-media/generate", pro, socialBody({ selectedPlatforms: ["linkedin"] })))
          .statusCode,
      ).toBe(200);
    const usage = (await get("/api/usage-status", pro)).json();
    expect(usage).toMatchObject({ socialMediaUsed: 3, socialMediaLimit: null, hasActiveSubscription: true });

    const ending = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({
        subscriptionStatus: "canceling",
        subscriptionEndDate: sql`now() + interval '3 days'`,
        socialMediaGenerationsUsed: 5,
      })
      .where(eq(users.id, ending.id));
    expect(
      (await post("/api/social-media/generate", ending, socialBody({ selectedPlatforms: ["tiktok"] })))
        .statusCode,
    ).toBe(200);

    await t.database.db
      .update(users)
      .set({ subscriptionEndDate: sql`now() - interval '1 minute'` })
      .where(eq(users.id, ending.id));
    expect(
      (await post("/api/social-media/generate", ending, socialBody({ selectedPlatforms: ["tiktok"] })))
        .statusCode,
    ).toBe(402);
    expect((await get("/api/usage-status", ending)).json()).toMatchObject({
      hasActiveSubscription: false,
      socialMediaLimit: 2,
    });
  });

  it("uses the caller's own upload and refuses someone else's with 404", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const objectPath = await uploadFor(owner);
    const mine = await post(
      "/api/social-media/generate",
      owner,
      socialBody({ imageBase64: undefined, imagePath: objectPath }),
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json().imagePath).toBe(objectPath);
    const theirs = await post(
      "/api/social-media/generate",
      other,
      socialBody({ imageBase64: undefined, imagePath: objectPath }),
    );
    expect(theirs.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.socialMediaGenerationsUsed).toBe(0);
  });

  it("gives a different variant on regenerate and the same text for the same variant", async () => {
    const user = await signUp(t.app);
    await makePro(user);
    const first = (
      await post(
        "/api/social-media/generate",
        user,
        socialBody({ selectedPlatforms: ["facebook"], variant: 0 }),
      )
    ).json();
    const again = (
      await post(
        "/api/social-media/generate",
        user,
        socialBody({ selectedPlatforms: ["facebook"], variant: 0 }),
      )
    ).json();
    const other = (
      await post(
        "/api/social-media/generate",
        user,
        socialBody({ selectedPlatforms: ["facebook"], variant: 1 }),
      )
    ).json();
    expect(again.platforms.facebook.caption).toBe(first.platforms.facebook.caption);
    expect(other.platforms.facebook.caption).not.toBe(first.platforms.facebook.caption);
  });
});

describe("social history and edits", () => {
  it("lists the caller's posts newest first, and only theirs", async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    await makePro(user);
    const first = (
      await post("/api/social-media/generate", user, socialBody({ selectedPlatforms: ["twitter"] }))
    ).json();
    const second = (
      await post("/api/social-media/generate", user, socialBody({ selectedPlatforms: ["pinterest"] }))
    ).json();
    const list = (await get("/api/social-media/posts", user)).json();
    expect(list.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({ brand: "Clay & Co", selectedPlatforms: ["pinterest"] });
    expect((await get("/api/social-media/posts", other)).json()).toEqual([]);
  });

  it("lets the owner edit a caption within the platform's rules, and nobody else", async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const created = (
      await post(
        "/api/social-media/generate",
        user,
        socialBody({ selectedPlatforms: ["twitter", "instagram"] }),
      )
    ).json();
    const patch = (who: SignedUpUser, payload: unknown) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/social-media/posts/${created.id}`,
        payload: payload as object,
        headers: { cookie: who.cookie },
      });
    const edited = await patch(user, {
      platforms: {
        twitter: { caption: `My own words ${"🔥".repeat(200)}` },
        instagram: { caption: "Hi #a #b #c #d #e #f #g" },
      },
    });
    expect(edited.statusCode).toBe(200);
    const body = edited.json();
    expect(body.platforms.twitter.caption.startsWith("My own words")).toBe(true);
    expect(body.platforms.instagram.caption).toBe("Hi #a #b #c #d #e");
    expect((await patch(other, { platforms: { twitter: { caption: "hijack" } } })).statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: "PATCH",
      url: "/api/social-media/posts/not-a-uuid",
      payload: { platforms: { twitter: { caption: "x" } } },
      headers: { cookie: user.cookie },
    });
    expect(malformed.statusCode).toBe(404);
    expect((await patch(user, { platforms: { linkedin: { caption: "not selected" } } })).statusCode).toBe(
      400,
    );
  });
});

describe("POST /api/product-listings/generate", () => {
  it("writes one stored row per marketplace under one generation id", async () => {
    const user = await signUp(t.app);
    const reply = await post("/api/product-listings/generate", user, listingBody());
    expect(reply.statusCode).toBe(200);
    const result = reply.json();
    expect(result.selectedPlatforms).toEqual(["etsy", "amazon", "ebay"]);
    for (const platform of result.selectedPlatforms) {
      const listing = result.platforms[platform];
      expect(listing.title.toLowerCase()).toContain("mug");
      expect(listing.suggestedPrice).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
      expect(listing.category).not.toBe("");
      expect(listing.tags.length).toBeGreaterThan(0);
    }
    expect(result.platforms.etsy.tags.length).toBeLessThanOrEqual(13);
    expect(result.platforms.ebay.title.length).toBeLessThanOrEqual(80);
    const rows = await t.database.db
      .select()
      .from(productListings)
      .where(eq(productListings.generationId, result.id));
    expect(rows.map((row) => row.platform).sort()).toEqual(["amazon", "ebay", "etsy"]);
    const events = await t.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.id));
    expect(events.map((event) => event.type)).toEqual(["product_listing"]);
  });

  it.each([
    ["no marketplaces", { selectedPlatforms: [] }],
    ["a social platform", { selectedPlatforms: ["instagram"] }],
    ["21 tags", { tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }],
    ["no image", { imageBase64: undefined }],
  ])("refuses %s with 400", async (_label, overrides) => {
    const user = await signUp(t.app);
    const reply = await post("/api/product-listings/generate", user, listingBody(overrides));
    expect(reply.statusCode).toBe(400);
  });

  it("lists past generations newest first and lets the owner edit a listing", async () => {
    const user = await signUp(t.app);
    const first = (
      await post("/api/product-listings/generate", user, listingBody({ selectedPlatforms: ["mercari"] }))
    ).json();
    const second = (
      await post(
        "/api/product-listings/generate",
        user,
        listingBody({ selectedPlatforms: ["shopify", "etsy"] }),
      )
    ).json();
    const list = (await get("/api/product-listings", user)).json();
    expect(list.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect(list[0].selectedPlatforms).toEqual(["etsy", "shopify"]);

    const edit = await t.app.inject({
      method: "PATCH",
      url: `/api/product-listings/${first.id}`,
      headers: { cookie: user.cookie },
      payload: {
        platforms: {
          mercari: { ...first.platforms.mercari, title: "x ".repeat(100), suggestedPrice: "19.5" },
        },
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().platforms.mercari.title.length).toBeLessThanOrEqual(80);
    expect(edit.json().platforms.mercari.suggestedPrice).toBe("$19.50");
  });

  it("says where each price comes from, keeps the seller's own price, and keeps the guide through an edit", async () => {
    const user = await signUp(t.app);
    const suggested = (await post("/api/product-listings/generate", user, listingBody())).json();
    const guide = suggested.platforms.etsy.priceGuide;
    expect(guide).toMatchObject({ own: false, sure: true, basis: expect.stringMatching(/mug/) });
    expect(guide.low).toMatch(/^\$\d+$/);
    expect(guide.yours).toBeUndefined();

    const own = (await post("/api/product-listings/generate", user, listingBody({ price: "4" }))).json();
    expect(own.platforms.ebay.suggestedPrice).toBe("$4.00");
    expect(own.platforms.ebay.priceGuide).toMatchObject({ own: true, yours: "below" });

    // The guide is the writer's reading of the market: an edit (even one that sends a guide) keeps it.
    const edit = await t.app.inject({
      method: "PATCH",
      url: `/api/product-listings/${own.id}`,
      headers: { cookie: user.cookie },
      payload: {
        platforms: { ebay: { ...own.platforms.ebay, suggestedPrice: "40", priceGuide: { own: false } } },
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().platforms.ebay.priceGuide).toEqual(own.platforms.ebay.priceGuide);
    const stored = (await get(`/api/product-listings/${own.id}`, user)).json();
    expect(stored.platforms.ebay.priceGuide).toEqual(own.platforms.ebay.priceGuide);
  });
});

describe("POST /api/product-listings/download-csv", () => {
  it("exports a stored generation as CSV, owner only", async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const result = (await post("/api/product-listings/generate", user, listingBody())).json();
    const reply = await post("/api/product-listings/download-csv", user, {
      id: result.id,
      platforms: result.platforms,
      createdAt: result.createdAt,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(reply.headers["content-disposition"]).toMatch(
      /^attachment; filename="product-listings-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.csv"$/,
    );
    const records = parse(reply.body.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(records.map((record) => record.Platform)).toEqual(["Etsy", "Amazon", "eBay"]);
    expect(records[0]?.Title).toBe(result.platforms.etsy.title);
    expect(records[0]?.Status).toBe("draft");

    expect((await post("/api/product-listings/download-csv", other, { id: result.id })).statusCode).toBe(404);
    expect((await post("/api/product-listings/download-csv", user, { id: "not-a-uuid" })).statusCode).toBe(
      404,
    );
    expect((await post("/api/product-listings/download-csv", user, {})).statusCode).toBe(400);
  });
});

describe("image analysis and AI product images", () => {
  it("describes an image in words with measured facts", async () => {
    const user = await signUp(t.app);
    const reply = await post("/api/ai/analyze-image", user, { imageBase64: photoBase64 });
    expect(reply.statusCode).toBe(200);
    const { analysis, facts } = reply.json();
    expect(facts).toMatchObject({
      width: 1024,
      height: 768,
      orientation: "landscape",
      plainWhiteBackground: true,
    });
    expect(typeof analysis).toBe("string");
    expect(analysis.length).toBeGreaterThan(20);
    expect((await post("/api/ai/analyze-image", user, {})).statusCode).toBe(400);
  });

  it("refuses Free accounts, needs a description, and offers to go on without an image model", async () => {
    const free = await signUp(t.app);
    const refused = await post("/api/ai/generate-product-image", free, {
      productContext: { productType: "Mug" },
      customPrompt: "",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("pro_required");

    const pro = await signUp(t.app);
    await makePro(pro);
    expect(
      (await post("/api/ai/generate-product-image", pro, { productContext: {}, customPrompt: "" }))
        .statusCode,
    ).toBe(400);
    const fallback = await post("/api/ai/generate-product-image", pro, {
      productContext: { productType: "Mug" },
    });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json()).toEqual({
      canProceedWithoutImage: true,
      fallbackMessage: expect.stringContaining("Upload a photo"),
    });
  });
});

describe("image work a request can cause (pen test finding 3)", () => {
  async function usedCounts(user: SignedUpUser) {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    return [row?.socialMediaGenerationsUsed, row?.productListingsUsed];
  }
  async function atFreeLimit(user: SignedUpUser) {
    await t.database.db
      .update(users)
      .set({ socialMediaGenerationsUsed: 2, productListingsUsed: 2 })
      .where(eq(users.id, user.id));
  }
  let strip: string;
  beforeAll(async () => {
    strip = (await stripPng(1, 49_000_000)).toString("base64");
  });

  it("refuses the 95 KB 1 × 49,000,000 PNG with 413 from its header, without spending quota", async () => {
    const user = await signUp(t.app);
    for (const [url, body] of [
      ["/api/social-media/generate", socialBody({ imageBase64: strip })],
      ["/api/product-listings/generate", listingBody({ imageBase64: strip })],
      ["/api/ai/analyze-image", { imageBase64: strip }],
    ] as const) {
      const reply = await post(url, user, body);
      expect(reply.statusCode, url).toBe(413);
      expect(reply.json()).toEqual({ code: "payload_too_large", message: EDGE_TOO_LONG_MESSAGE });
    }
    expect(await usedCounts(user)).toEqual([0, 0]);
  });

  it("takes a phone photo sent inline (a 2 MB JPEG, beyond the app's 1 MB body default) and refuses a body over 10 MB of image", async () => {
    const user = await signUp(t.app);
    const phonePhoto = await sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(phonePhoto.length).toBeGreaterThan(1_500_000);
    const imageBase64 = phonePhoto.toString("base64");
    const social = await post("/api/social-media/generate", user, socialBody({ imageBase64 }));
    expect(social.statusCode).toBe(200);
    const listing = await post("/api/product-listings/generate", user, listingBody({ imageBase64 }));
    expect(listing.statusCode).toBe(200);

    const tooLarge = "A".repeat(IMAGE_BASE64_BODY_LIMIT);
    for (const url of ["/api/social-media/generate", "/api/product-listings/generate"]) {
      const reply = await post(url, user, { ...socialBody(), imageBase64: tooLarge });
      expect(reply.statusCode, url).toBe(413);
      expect(reply.json().code).toBe("payload_too_large");
    }
  });

  it("answers busy with Retry-After when the image queue's waiting line is full, and gives the quota back", async () => {
    const user = await signUp(t.app);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fillers = Array.from({ length: imageWork.concurrency + imageWork.maxWaiting }, () =>
      imageWork.run(() => held),
    );
    try {
      expect([imageWork.running, imageWork.waiting]).toEqual([imageWork.concurrency, imageWork.maxWaiting]);
      for (const [url, body] of [
        ["/api/ai/analyze-image", { imageBase64: photoBase64 }],
        ["/api/social-media/generate", socialBody({ selectedPlatforms: ["twitter"] })],
        ["/api/product-listings/generate", listingBody({ selectedPlatforms: ["etsy"] })],
      ] as const) {
        const reply = await post(url, user, body);
        expect(reply.statusCode, url).toBe(statusByCode[BUSY_CODE]);
        expect(reply.json()).toEqual({ code: BUSY_CODE, message: BUSY_MESSAGE });
        expect(Number(reply.headers["retry-after"])).toBeGreaterThan(0);
      }
      // The two refused generations were reserved first, then given back.
      expect(await usedCounts(user)).toEqual([0, 0]);
    } finally {
      release();
      await Promise.all(fillers);
    }
    expect((await post("/api/ai/analyze-image", user, { imageBase64: photoBase64 })).statusCode).toBe(200);
  });

  it("answers 402 to a Free account at its limit before its image is read", async () => {
    const user = await signUp(t.app);
    await atFreeLimit(user);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw new Error("no user row");
    const unused = () => Promise.reject(new Error("must not be called"));
    const deps: GenerationDeps = {
      db: t.database.db,
      provider: {
        engine: "never",
        languages: ["en"],
        readsImage: false,
        describeImage: unused,
        writeSocialPosts: unused,
        writeListings: unused,
      } satisfies GenerationProvider,
      loadImage: vi.fn<GenerationDeps["loadImage"]>(unused),
      analyseImage: vi.fn<GenerationDeps["analyseImage"]>(unused),
    };
    await expect(
      generateSocialContent(deps, row, { ...socialBody(), selectedPlatforms: ["twitter"], hashtags: [] }),
    ).rejects.toMatchObject({ statusCode: 402, code: "limit_reached" });
    await expect(
      generateListings(deps, row, { ...listingBody(), selectedPlatforms: ["etsy"], tags: [] }),
    ).rejects.toMatchObject({ statusCode: 402, code: "limit_reached" });
    expect(deps.loadImage).not.toHaveBeenCalled();
    expect(deps.analyseImage).not.toHaveBeenCalled();

    // Over HTTP: even an image that would be refused is not looked at, so 402, not 413.
    for (const [url, body] of [
      ["/api/social-media/generate", socialBody({ imageBase64: strip })],
      ["/api/product-listings/generate", listingBody({ imageBase64: strip })],
    ] as const) {
      const reply = await post(url, user, body);
      expect(reply.statusCode, url).toBe(402);
      expect(reply.json().code).toBe("limit_reached");
    }
    expect(await usedCounts(user)).toEqual([2, 2]);
  });

  it("gives the reservation back when the image fails after it was taken", async () => {
    const user = await signUp(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw new Error("no user row");
    const refused = Object.assign(new Error("image refused"), { statusCode: 413 });
    const deps: GenerationDeps = {
      db: t.database.db,
      provider: {} as GenerationProvider,
      loadImage: vi.fn<GenerationDeps["loadImage"]>(() => Promise.reject(refused)),
      analyseImage: vi.fn<GenerationDeps["analyseImage"]>(),
    };
    await expect(
      generateSocialContent(deps, row, { ...socialBody(), selectedPlatforms: ["twitter"], hashtags: [] }),
    ).rejects.toBe(refused);
    const image: LoadedImage = {
      objectPath: null,
      sample: { width: 1, height: 1, detail: { data: Buffer.alloc(3), width: 1, height: 1, channels: 3 } },
      normalised: null,
    };
    deps.loadImage = vi.fn<GenerationDeps["loadImage"]>(async () => image);
    deps.analyseImage = vi.fn<GenerationDeps["analyseImage"]>(() => Promise.reject(refused));
    await expect(
      generateListings(deps, row, { ...listingBody(), selectedPlatforms: ["etsy"], tags: [] }),
    ).rejects.toBe(refused);
    expect(deps.loadImage).toHaveBeenCalledTimes(1);
    expect(await usedCounts(user)).toEqual([0, 0]);
  });

  it("gives a Free account a daily allowance of image analyses, counted before the image is read", async () => {
    const tiny = (await makeJpeg({ width: 32, height: 32 })).toString("base64");
    const free = await signUp(t.app);
    for (let i = 0; i < FREE_IMAGE_ANALYSES.limit; i++) {
      expect((await post("/api/ai/analyze-image", free, { imageBase64: tiny })).statusCode).toBe(200);
    }
    // Past the allowance: 429 even for an image that would be refused, so nothing was decoded.
    for (const imageBase64 of [tiny, strip]) {
      const refused = await post("/api/ai/analyze-image", free, { imageBase64 });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe("rate_limited");
      expect(refused.json().message).toMatch(
        /^Free accounts can analyse 20 images a day\. Try again in about (23|24) hours, or upgrade to Pro/,
      );
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(23 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    }
    // Generations are not analyses: the generate endpoints still answer.
    expect(
      (await post("/api/social-media/generate", free, socialBody({ selectedPlatforms: ["twitter"] })))
        .statusCode,
    ).toBe(200);

    const pro = await signUp(t.app);
    await makePro(pro);
    for (let i = 0; i <= FREE_IMAGE_ANALYSES.limit; i++) {
      expect((await post("/api/ai/analyze-image", pro, { imageBase64: tiny })).statusCode).toBe(200);
    }
  });
});

describe("What are you selling? (product)", () => {
  const mug = "Hand-thrown stoneware mug, 12 oz, deep red glaze";

  it("is accepted, stored and returned with a social post, and null when left blank", async () => {
    const user = await signUp(t.app);
    await makePro(user);
    const reply = await post(
      "/api/social-media/generate",
      user,
      socialBody({ product: `  ${mug} `, selectedPlatforms: ["instagram"] }),
    );
    expect(reply.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(socialMediaPosts)
      .where(eq(socialMediaPosts.id, reply.json().id));
    expect(row?.product).toBe(mug);
    const blank = await post(
      "/api/social-media/generate",
      user,
      socialBody({ product: "", selectedPlatforms: ["instagram"] }),
    );
    expect(blank.statusCode).toBe(200);
    const list = (await get("/api/social-media/posts", user)).json();
    expect(list.map((item: { product: string | null }) => item.product)).toEqual([null, mug]);
  });

  it("is accepted, stored and returned with a listing generation (history and GET by id)", async () => {
    const user = await signUp(t.app);
    const reply = await post(
      "/api/product-listings/generate",
      user,
      listingBody({ product: mug, selectedPlatforms: ["etsy", "ebay"] }),
    );
    expect(reply.statusCode).toBe(200);
    const { id } = reply.json();
    const rows = await t.database.db
      .select()
      .from(productListings)
      .where(eq(productListings.generationId, id));
    expect(rows.map((row) => row.product)).toEqual([mug, mug]);
    const [listed] = (await get("/api/product-listings", user)).json();
    expect(listed).toMatchObject({ id, product: mug, skipped: [] });
    const one = await get(`/api/product-listings/${id}`, user);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id, product: mug, productType: "Mug", skipped: [] });
    expect(one.json().platforms.etsy.title).toBe(reply.json().platforms.etsy.title);
    // Someone else's generation, or no generation at all, is missing.
    const other = await signUp(t.app);
    expect((await get(`/api/product-listings/${id}`, other)).statusCode).toBe(404);
    expect((await get("/api/product-listings/not-a-uuid", user)).statusCode).toBe(404);
  });

  it.each([
    ["over 200 characters", "x".repeat(201)],
    ["a NUL character", "stoneware\u0000mug"],
  ])("is refused with 400 naming product when it has %s, and nothing is charged", async (_label, product) => {
    const user = await signUp(t.app);
    for (const [url, body] of [
      ["/api/social-media/generate", socialBody({ product })],
      ["/api/product-listings/generate", listingBody({ product })],
    ] as const) {
      const reply = await post(url, user, body);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json().code).toBe("bad_request");
      expect(reply.json().message).toMatch(/^product: /);
      expect(reply.json().issues).toEqual([expect.objectContaining({ path: ["product"] })]);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect([row?.socialMediaGenerationsUsed, row?.productListingsUsed]).toEqual([0, 0]);
  });

  it("is enough of a description for an AI product image", async () => {
    const pro = await signUp(t.app);
    await makePro(pro);
    const reply = await post("/api/ai/generate-product-image", pro, { productContext: { product: mug } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ canProceedWithoutImage: true });
  });
});

/**
 * What the writer may answer besides a draft, through the real routes, error handler and database
 * with a tiny fake writer in place of the builtin one (the builtin writer does not refuse yet).
 * The fake app reads the signed-in user from a header; the real app on the same database then
 * shows what was stored.
 */
describe("a writer's refusals and skipped marketplaces", () => {
  const facts = {
    width: 1024,
    height: 768,
    orientation: "landscape",
    colors: [{ name: "terracotta", hex: "#c8643c", share: 0.6 }],
    brightness: "balanced",
    plainWhiteBackground: true,
  } as ImageFacts;
  const item = (title: string): ListingDraftItem => ({
    title,
    description: `${title}, described at length for the test.`,
    tags: ["laptop"],
    suggestedPrice: 499,
    category: "Electronics > Computers > Laptops",
  });
  const redbubbleReason = "Redbubble prints designs on its own products; it can't sell a laptop.";
  const fakeApps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(fakeApps.map((app) => app.close()));
  });

  async function appWith(writer: Partial<GenerationProvider>): Promise<FastifyInstance> {
    const unused = () => Promise.reject(new Error("not used by this test"));
    const provider: GenerationProvider = {
      engine: "fake",
      languages: ["en"],
      readsImage: false,
      describeImage: unused,
      writeSocialPosts: unused,
      writeListings: unused,
      ...writer,
    };
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.decorateRequest("user", null);
    app.addHook("onRequest", async (request) => {
      const id = String(request.headers["x-test-user"] ?? "");
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      request.user = row ?? null;
    });
    const buffer = Buffer.from(photoBase64, "base64");
    const image: LoadedImage = {
      objectPath: null,
      sample: await sampleImage(buffer),
      normalised: { buffer, contentType: "image/jpeg", width: 1024, height: 768 },
    };
    await app.register(generationRoutes, {
      db: t.database.db,
      provider,
      loadImage: async () => image,
      analyseImage: async () => facts,
    });
    await app.ready();
    fakeApps.push(app);
    return app;
  }
  const send = (app: FastifyInstance, user: SignedUpUser, url: string, payload: object) =>
    app.inject({ method: "POST", url, payload, headers: { "x-test-user": user.id } });
  async function charged(user: SignedUpUser) {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const events = await t.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.id));
    return {
      social: row?.socialMediaGenerationsUsed,
      listings: row?.productListingsUsed,
      events: events.length,
    };
  }

  it("answers ProductUnknownError with 400 naming product, like a validation error, and charges nothing", async () => {
    const refusal = new ProductUnknownError();
    const app = await appWith({
      writeSocialPosts: () => Promise.reject(refusal),
      writeListings: () => Promise.reject(refusal),
    });
    const user = await signUp(t.app);
    for (const [url, body] of [
      ["/api/social-media/generate", socialBody({ product: undefined })],
      ["/api/product-listings/generate", listingBody({ productType: undefined })],
    ] as const) {
      const reply = await send(app, user, url, body);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json()).toEqual({
        code: "bad_request",
        message: refusal.message,
        issues: [{ code: "custom", path: ["product"], message: refusal.message }],
      });
    }
    expect(await charged(user)).toEqual({ social: 0, listings: 0, events: 0 });
    expect(
      await t.database.db.select().from(productListings).where(eq(productListings.userId, user.id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(socialMediaPosts).where(eq(socialMediaPosts.userId, user.id)),
    ).toEqual([]);
  });

  it("answers NothingToListError with 400 and its message, and charges nothing", async () => {
    const app = await appWith({
      writeListings: () => Promise.reject(new NothingToListError({ redbubble: redbubbleReason })),
    });
    const user = await signUp(t.app);
    const reply = await send(
      app,
      user,
      "/api/product-listings/generate",
      listingBody({ product: "MacBook Air laptop", selectedPlatforms: ["redbubble"] }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: "bad_request", message: redbubbleReason });
    expect(await charged(user)).toEqual({ social: 0, listings: 0, events: 0 });
  });

  it("refuses a draft that skips every chosen marketplace the same way", async () => {
    const app = await appWith({
      writeListings: async () => ({ platforms: {}, skipped: { redbubble: redbubbleReason } }),
    });
    const user = await signUp(t.app);
    const reply = await send(
      app,
      user,
      "/api/product-listings/generate",
      listingBody({ selectedPlatforms: ["redbubble"] }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(redbubbleReason);
    expect(await charged(user)).toEqual({ social: 0, listings: 0, events: 0 });
  });

  it("lists skipped marketplaces with their reasons, without a listing, in the reply, history and GET by id", async () => {
    const app = await appWith({
      writeListings: async () => ({
        platforms: { etsy: item("MacBook Air Laptop"), redbubble: item("MacBook Air Laptop") },
        // Mercari was not chosen: its reason is ignored.
        skipped: { redbubble: redbubbleReason, mercari: "Not chosen." },
      }),
    });
    const user = await signUp(t.app);
    const reply = await send(
      app,
      user,
      "/api/product-listings/generate",
      listingBody({ product: "MacBook Air laptop", selectedPlatforms: ["etsy", "redbubble"] }),
    );
    expect(reply.statusCode).toBe(200);
    const result = reply.json();
    expect(result.selectedPlatforms).toEqual(["etsy"]);
    expect(Object.keys(result.platforms)).toEqual(["etsy"]);
    expect(result.platforms.etsy.suggestedPrice).toBe("$499.00");
    expect(result.skipped).toEqual([{ platform: "redbubble", reason: redbubbleReason }]);
    const rows = await t.database.db
      .select()
      .from(productListings)
      .where(eq(productListings.generationId, result.id));
    expect(rows.map((row) => row.platform)).toEqual(["etsy"]);
    expect(await charged(user)).toEqual({ social: 0, listings: 1, events: 1 });

    // The real app reads it back from the database.
    const [listed] = (await get("/api/product-listings", user)).json();
    expect(listed).toMatchObject({ id: result.id, product: "MacBook Air laptop", skipped: result.skipped });
    expect((await get(`/api/product-listings/${result.id}`, user)).json().skipped).toEqual(result.skipped);
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/product-listings/${result.id}`,
      headers: { cookie: user.cookie },
      payload: { platforms: { etsy: { ...result.platforms.etsy, title: "MacBook Air 13 Laptop" } } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().skipped).toEqual(result.skipped);
    // A marketplace without a listing has no row to edit.
    const skippedEdit = await t.app.inject({
      method: "PATCH",
      url: `/api/product-listings/${result.id}`,
      headers: { cookie: user.cookie },
      payload: { platforms: { redbubble: result.platforms.etsy } },
    });
    expect(skippedEdit.statusCode).toBe(400);
  });

  it("cleans a skipped reason to one bounded line, and gives an empty one a plain reason", async () => {
    const app = await appWith({
      writeListings: async () => ({
        platforms: { etsy: item("Laptop") },
        skipped: { amazon: `  Not\nhere\u0000.  ${"very ".repeat(100)}`, ebay: "   " },
      }),
    });
    const user = await signUp(t.app);
    const reply = await send(
      app,
      user,
      "/api/product-listings/generate",
      listingBody({ selectedPlatforms: ["etsy", "amazon", "ebay"] }),
    );
    expect(reply.statusCode).toBe(200);
    const [amazon, ebay] = reply.json().skipped;
    expect(amazon.platform).toBe("amazon");
    expect(amazon.reason.startsWith("Not here . very very")).toBe(true);
    expect(amazon.reason.length).toBeLessThanOrEqual(300);
    expect(amazon.reason.endsWith("…")).toBe(true);
    expect(ebay).toEqual({ platform: "ebay", reason: "This marketplace isn't a fit for this product." });
  });
});
