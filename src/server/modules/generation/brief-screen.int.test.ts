import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import type { BulkJob } from "../../../domain/bulk";
import { bulkItems, productListings, socialMediaPosts, usageEvents } from "../../db/schema";
import { createBuiltinProvider } from "../../providers/generation/builtin/builtin-provider";
import { ProductUnknownError } from "../../providers/generation/generation-provider";
import { createStorageProvider } from "../../providers/storage";
import { type ProcessItemDeps, processBulkItem, UNKNOWN_PRODUCT_MESSAGE } from "../bulk/process-item";
import { ProviderPause } from "../bulk/provider-retry";
import { analyseLoadedSample, createImageLoader } from "./image-loader";

/**
 * The brief screen through the real app (./brief-gate.ts): briefs that name nothing are refused
 * before anything is charged, and marketplaces that forbid the item are skipped with their reason
 * and a warning, single and bulk.
 */
let t: TestApp;
let photoBase64: string;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ BULK_CONCURRENCY: "0" });
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#b5651d" } })
    .jpeg()
    .toBuffer();
  photoBase64 = photo.toString("base64");
});
afterAll(() => t?.close());

const REFUSAL = new ProductUnknownError().message;

function post(url: string, user: SignedUpUser, payload: object) {
  return t.app.inject({ method: "POST", url, payload, headers: { cookie: user.cookie } });
}
async function usage(user: SignedUpUser) {
  const reply = await t.app.inject({
    method: "GET",
    url: "/api/usage-status",
    headers: { cookie: user.cookie },
  });
  const { socialMediaUsed, productListingsUsed } = reply.json();
  const events = await t.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.id));
  return { socialMediaUsed, productListingsUsed, events: events.length };
}
const socialBody = (overrides: Record<string, unknown>) => ({
  businessType: "E-commerce store",
  brand: "Nova Goods",
  targetAudience: "Young adults (18-30)",
  tone: "Friendly",
  campaignGoal: "Boost sales",
  selectedPlatforms: ["instagram", "facebook"],
  imageBase64: photoBase64,
  ...overrides,
});
const listingBody = (overrides: Record<string, unknown>) => ({
  businessType: "Handmade crafts",
  selectedPlatforms: ["etsy", "amazon", "ebay"],
  imageBase64: photoBase64,
  ...overrides,
});

describe("a brief that names nothing", () => {
  it.each([
    ["empty", { product: "", additionalContext: "" }],
    ["asdfgh", { product: "asdfgh" }],
    ["a bare link", { product: "https://ivyandash-shop.com/products/item-4471" }],
    ["one vague word", { product: "cosas", language: "es" }],
  ])(
    "(%s) is a 400 naming product, for social and listings, and nothing is charged",
    async (_label, brief) => {
      const user = await signUp(t.app);
      for (const [url, body] of [
        ["/api/social-media/generate", socialBody(brief)],
        ["/api/product-listings/generate", listingBody(brief)],
      ] as const) {
        const reply = await post(url, user, body);
        expect(reply.statusCode, url).toBe(400);
        expect(reply.json(), url).toEqual({
          code: "bad_request",
          message: REFUSAL,
          issues: [{ code: "custom", path: ["product"], message: REFUSAL }],
        });
      }
      expect(await usage(user)).toEqual({ socialMediaUsed: 0, productListingsUsed: 0, events: 0 });
      expect(
        await t.database.db.select().from(socialMediaPosts).where(eq(socialMediaPosts.userId, user.id)),
      ).toEqual([]);
    },
  );

  it("is not an empty product box when the context describes the product", async () => {
    const user = await signUp(t.app);
    const reply = await post(
      "/api/social-media/generate",
      user,
      socialBody({ product: "", additionalContext: "hand-poured soy candle, 8 oz, lavender" }),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().warnings).toEqual([]);
  });
});

describe("an item the marketplaces restrict or forbid", () => {
  it("skips the marketplaces that forbid it, with reasons and a warning, and writes the rest", async () => {
    const user = await signUp(t.app);
    const reply = await post(
      "/api/product-listings/generate",
      user,
      listingBody({
        product: "CBD balm 500mg, full spectrum, shea butter and lavender",
        productType: "balm",
        selectedPlatforms: ["etsy", "amazon", "ebay", "shopify"],
      }),
    );
    expect(reply.statusCode).toBe(200);
    const result = reply.json();
    expect(result.selectedPlatforms).toEqual(["etsy", "shopify"]);
    expect(Object.keys(result.platforms).sort()).toEqual(["etsy", "shopify"]);
    expect(result.skipped).toEqual([
      { platform: "amazon", reason: "Amazon doesn't allow CBD products." },
      { platform: "ebay", reason: "eBay doesn't allow CBD products." },
    ]);
    expect(result.warnings).toEqual([
      {
        code: "restricted_item",
        message: expect.stringMatching(/^CBD is restricted/),
        platforms: ["amazon", "ebay"],
      },
    ]);
    // History shows the same warning, worked out again from the stored brief.
    const stored = await t.app.inject({
      method: "GET",
      url: `/api/product-listings/${result.id}`,
      headers: { cookie: user.cookie },
    });
    expect(stored.json()).toMatchObject({ skipped: result.skipped, warnings: result.warnings });
    expect(await usage(user)).toMatchObject({ productListingsUsed: 1 });
  });

  it("refuses a replica on every marketplace: 400 with one reason per marketplace, nothing charged", async () => {
    const user = await signUp(t.app);
    const reply = await post(
      "/api/product-listings/generate",
      user,
      listingBody({
        product: "LV Neverfull MM inspired bag, 1:1 mirror quality, damier ebene",
        productType: "tote bag",
        selectedPlatforms: ["etsy", "ebay", "mercari"],
      }),
    );
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(body.code).toBe("bad_request");
    expect(body.issues).toEqual([
      {
        code: "custom",
        path: ["selectedPlatforms"],
        message: "Etsy doesn't allow replicas or copies of branded goods.",
      },
      {
        code: "custom",
        path: ["selectedPlatforms"],
        message: "eBay doesn't allow replicas or copies of branded goods.",
      },
      {
        code: "custom",
        path: ["selectedPlatforms"],
        message: "Mercari doesn't allow replicas or copies of branded goods.",
      },
    ]);
    expect(await usage(user)).toEqual({ socialMediaUsed: 0, productListingsUsed: 0, events: 0 });
    expect(
      await t.database.db.select().from(productListings).where(eq(productListings.userId, user.id)),
    ).toEqual([]);
  });

  it("refuses a prohibited item when only forbidding marketplaces were chosen", async () => {
    const user = await signUp(t.app);
    const reply = await post(
      "/api/product-listings/generate",
      user,
      listingBody({
        product: "chihuahua puppies, 8 weeks old, vaccinated and dewormed",
        selectedPlatforms: ["etsy", "ebay"],
      }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe("Etsy doesn't allow live animals. eBay doesn't allow live animals.");
    expect(await usage(user)).toMatchObject({ productListingsUsed: 0, events: 0 });
  });

  it("writes social posts for a prohibited item with its warning", async () => {
    const user = await signUp(t.app);
    const reply = await post(
      "/api/social-media/generate",
      user,
      socialBody({ product: "disposable vapes 5000 puffs, mixed flavors, 5% nic. 10 pack deal" }),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().warnings).toEqual([
      { code: "prohibited_item", message: expect.stringMatching(/^Tobacco/) },
    ]);
    const [post0] = (
      await t.app.inject({ method: "GET", url: "/api/social-media/posts", headers: { cookie: user.cookie } })
    ).json();
    expect(post0.warnings).toEqual(reply.json().warnings);
  });
});

describe("bulk", () => {
  function deps(): ProcessItemDeps {
    return {
      db: t.database.db,
      provider: createBuiltinProvider(),
      loadImage: createImageLoader({ db: t.database.db, storage: createStorageProvider(t.config) }),
      analyseImage: analyseLoadedSample,
      pause: new ProviderPause(),
      itemTimeoutMs: 10_000,
      instanceName: "screen-test",
    };
  }

  it("refuses a photo whose file name is mash and whose brief names nothing, item by item", async () => {
    const seller = await signUp(t.app);
    await setPlan(t, seller.id, "pro");
    const mashed = await uploadAs(t, seller, photo);
    const named = await uploadAs(t, seller, photo);
    const reply = await post("/api/bulk-jobs", seller, {
      kind: "social",
      context: { businessType: "ecommerce", brand: "Kiln", targetAudience: "Tea lovers" },
      images: [
        { imagePath: mashed.objectPath, fileName: "asdfgh.jpg" },
        { imagePath: named.objectPath, fileName: "ceramic-teapot.jpg" },
      ],
    });
    expect(reply.statusCode).toBe(202);
    const job: BulkJob = reply.json();
    for (const item of job.items) await processBulkItem(deps(), item.id);
    const rows = await t.database.db.select().from(bulkItems).where(eq(bulkItems.jobId, job.id));
    const byName = Object.fromEntries(rows.map((row) => [row.fileName, row]));
    expect(byName["asdfgh.jpg"]).toMatchObject({ status: "failed", error: UNKNOWN_PRODUCT_MESSAGE });
    expect(byName["ceramic-teapot.jpg"]).toMatchObject({ status: "succeeded" });
    expect(await usage(seller)).toMatchObject({ events: 1 });
  });
});
