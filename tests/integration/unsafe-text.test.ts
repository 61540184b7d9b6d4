import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productContextFields } from "../../src/domain/listings";
import { UNSAFE_CHARACTERS_MESSAGE } from "../../src/domain/safe-text";
import {
  contactMessages,
  productListings,
  socialMediaPosts,
  uploads,
  usageEvents,
  users,
} from "../../src/server/db/schema";
import { createTestApp, type SignedUpUser, signUp, type TestApp, uniqueEmail } from "../support/test-app";

/**
 * Pen-test finding 5: a NUL (U+0000) in any free-text field, or an unpaired UTF-16 surrogate,
 * reached the database and came back as a 500 (PostgreSQL refuses NUL in text and jsonb, and
 * jsonb refuses broken surrogates). Every free-text field of every endpoint now refuses them
 * with a 400 and a clear message, and nothing is stored. Runs on PGlite and on real Postgres.
 */

const UNSAFE = { nul: "a\u0000b", highSurrogate: "mug \ud800", lowSurrogate: "\udc00 mug" };

type Body = Record<string, unknown>;
/** `body` with `value` at `path` (dots for nested keys, `.0` for the first item of a list). */
function withValue(body: Body, path: string, value: string): Body {
  const copy = structuredClone(body);
  const keys = path.split(".");
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= /^\d+$/.test(keys[keys.indexOf(key) + 1] ?? "") ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = value;
  return copy;
}

let t: TestApp;
let photoBase64: string;
let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  photoBase64 = (
    await sharp({ create: { width: 320, height: 240, channels: 3, background: "#c8643c" } })
      .jpeg()
      .toBuffer()
  ).toString("base64");
});
afterAll(() => t.close());

function send(method: "POST" | "PATCH", url: string, payload: Body, user?: SignedUpUser) {
  return t.app.inject({
    method,
    url,
    payload,
    remoteAddress: freshIp(),
    headers: user ? { cookie: user.cookie } : {},
  });
}

/** Sends every unsafe value in every field; each must be a 400 naming the problem, never a 500. */
async function expectRefusedEverywhere(
  method: "POST" | "PATCH",
  url: string,
  base: Body,
  fields: string[],
  user?: SignedUpUser,
) {
  for (const field of fields) {
    for (const [kind, value] of Object.entries(UNSAFE)) {
      // Inside a real link, so the link check passes and the character check is what answers.
      const sent = field === "productUrl" ? `https://clayandco.shop/${value}` : value;
      const reply = await send(method, url, withValue(base, field, sent), user);
      const where = `${method} ${url} ${field} (${kind}): ${reply.statusCode} ${reply.body.slice(0, 200)}`;
      expect(reply.statusCode, where).toBe(400);
      const body = reply.json();
      expect(body.code, where).toBe("bad_request");
      // The email fields fail the e-mail format first; every other field names the characters.
      if (!field.endsWith("email")) expect(body.message, where).toContain(UNSAFE_CHARACTERS_MESSAGE);
    }
  }
}

async function rowCount(table: typeof users | typeof contactMessages) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe("NUL and unpaired surrogates are refused with a 400, and nothing is stored", () => {
  it("POST /api/auth/register", async () => {
    const before = await rowCount(users);
    const email = uniqueEmail("unsafe");
    await expectRefusedEverywhere(
      "POST",
      "/api/auth/register",
      { email, password: "a-good-password", firstName: "Ann", lastName: "Lee" },
      ["firstName", "lastName", "email"],
    );
    expect(await rowCount(users)).toBe(before);
  });

  it("POST /api/contact", async () => {
    const before = await rowCount(contactMessages);
    await expectRefusedEverywhere(
      "POST",
      "/api/contact",
      { name: "Ann", email: "ann@example.com", category: "general", subject: "Hi", message: "Hello" },
      ["name", "subject", "message", "email"],
    );
    expect(await rowCount(contactMessages)).toBe(before);
  });

  it("POST /api/social-media/generate", async () => {
    const user = await signUp(t.app);
    await expectRefusedEverywhere(
      "POST",
      "/api/social-media/generate",
      {
        businessType: "Handmade crafts",
        brand: "Clay & Co",
        targetAudience: "Young adults (18-30)",
        tone: "Friendly",
        campaignGoal: "Boost sales",
        productUrl: "https://clayandco.shop/mug",
        additionalContext: "Hand-thrown.",
        hashtags: ["pottery"],
        selectedPlatforms: ["instagram"],
        imageBase64: photoBase64,
      },
      [
        "businessType",
        "brand",
        "targetAudience",
        "tone",
        "campaignGoal",
        "productUrl",
        "additionalContext",
        "hashtags.0",
        "imagePath",
        "imageUrl",
      ],
      user,
    );
    const posts = await t.database.db
      .select()
      .from(socialMediaPosts)
      .where(eq(socialMediaPosts.userId, user.id));
    const events = await t.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.id));
    expect(posts).toEqual([]);
    expect(events).toEqual([]);
  });

  it("POST /api/product-listings/generate", async () => {
    const user = await signUp(t.app);
    await expectRefusedEverywhere(
      "POST",
      "/api/product-listings/generate",
      {
        businessType: "Handmade crafts",
        targetAudience: "Young adults (18-30)",
        productType: "Mug",
        style: "Minimalist",
        materials: "Ceramic",
        size: "15oz",
        occasion: "Gift giving",
        color: "terracotta",
        tags: ["mug"],
        selectedPlatforms: ["etsy", "amazon"],
        imageBase64: photoBase64,
      },
      [...Object.keys(productContextFields), "tags.0", "imagePath", "imageUrl"],
      user,
    );
    const rows = await t.database.db
      .select()
      .from(productListings)
      .where(eq(productListings.userId, user.id));
    const events = await t.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.id));
    expect(rows).toEqual([]);
    expect(events).toEqual([]);
  });

  it("PATCH /api/social-media/posts/:id", async () => {
    const user = await signUp(t.app);
    const created = await send(
      "POST",
      "/api/social-media/generate",
      {
        brand: "Clay & Co",
        product: "Stoneware mug",
        selectedPlatforms: ["instagram", "twitter"],
        imageBase64: photoBase64,
      },
      user,
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    const [before] = await t.database.db.select().from(socialMediaPosts).where(eq(socialMediaPosts.id, id));
    await expectRefusedEverywhere(
      "PATCH",
      `/api/social-media/posts/${id}`,
      {
        platforms: { instagram: { caption: "New caption" } },
        hashtags: ["pottery"],
        suggestedSchedule: "Tue 11am",
      },
      ["platforms.instagram.caption", "platforms.twitter.caption", "hashtags.0", "suggestedSchedule"],
      user,
    );
    const [after] = await t.database.db.select().from(socialMediaPosts).where(eq(socialMediaPosts.id, id));
    expect(after).toEqual(before);
  });

  it("PATCH /api/product-listings/:id", async () => {
    const user = await signUp(t.app);
    const created = await send(
      "POST",
      "/api/product-listings/generate",
      { productType: "Mug", selectedPlatforms: ["amazon", "shopify"], imageBase64: photoBase64 },
      user,
    );
    expect(created.statusCode).toBe(200);
    const { id, platforms } = created.json() as { id: string; platforms: Record<string, Body> };
    const before = await t.database.db
      .select()
      .from(productListings)
      .where(eq(productListings.generationId, id));
    await expectRefusedEverywhere(
      "PATCH",
      `/api/product-listings/${id}`,
      { platforms },
      [
        "platforms.amazon.title",
        "platforms.amazon.description",
        "platforms.amazon.tags.0",
        "platforms.amazon.suggestedPrice",
        "platforms.amazon.category",
        "platforms.amazon.bulletPoints.0",
        "platforms.shopify.seoTitle",
        "platforms.shopify.seoDescription",
      ],
      user,
    );
    const after = await t.database.db
      .select()
      .from(productListings)
      .where(eq(productListings.generationId, id));
    expect(after).toEqual(before);
  });

  it("POST /api/ai/generate-product-image and /api/ai/analyze-image", async () => {
    const user = await signUp(t.app);
    await t.database.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, user.id));
    await expectRefusedEverywhere(
      "POST",
      "/api/ai/generate-product-image",
      { productContext: { productType: "Mug" }, customPrompt: "On a wooden table" },
      [
        "customPrompt",
        "productContext.businessType",
        "productContext.targetAudience",
        "productContext.productType",
        "productContext.style",
        "productContext.materials",
        "productContext.size",
        "productContext.occasion",
        "productContext.color",
      ],
      user,
    );
    await expectRefusedEverywhere(
      "POST",
      "/api/ai/analyze-image",
      { imagePath: "/objects/uploads/x" },
      ["imagePath"],
      user,
    );
    const stored = await t.database.db.select().from(uploads).where(eq(uploads.ownerId, user.id));
    expect(stored).toEqual([]);
  });
});
