import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeJpeg } from "../../../../tests/support/images";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import type { FactSheet } from "../../../domain/fact-sheet";
import { FREE_REWRITES_PER_PLATFORM } from "../../../domain/plans";
import { freeRewrites, productListings, socialMediaPosts, usageEvents, users } from "../../db/schema";
import type { GenerationProvider } from "../../providers/generation/generation-provider";
import { sampleImage } from "./image-facts";
import { regenerateListingMarketplace } from "./regenerate-listing-marketplace";
import { PHOTO_NOT_KEPT_MESSAGE, regenerateSocialPlatform } from "./regenerate-social-platform";
import type { GenerationDeps } from "./social-service";

/**
 * Rewriting one platform of a stored post, or one marketplace of a stored listing generation
 * (issue 19): saved in place beside the other platforms' edits; on Free the first
 * FREE_REWRITES_PER_PLATFORM rewrites of each platform are free (issue 33), then each is one
 * generation of its kind (402 with the plan's message at the Free limit); 404 for anyone but the
 * owner, nothing charged when it fails. Also: `?limit=` on the history lists, and someone else's photo refused.
 */

let t: TestApp;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  photo = await makeJpeg({ width: 800, height: 600 });
});
afterAll(() => t.close());

const FREE_SOCIAL_LIMIT_MESSAGE =
  "You've used your 2 free social media generations. Upgrade to Pro for unlimited content.";
const FREE_LISTING_LIMIT_MESSAGE =
  "You've used your 2 free product listing generations. Upgrade to Pro for unlimited listings.";

function call(method: "GET" | "POST" | "PATCH", url: string, user: SignedUpUser, payload?: object) {
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

async function counts(user: SignedUpUser) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  const events = await t.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.id));
  return {
    social: row?.socialMediaGenerationsUsed,
    listings: row?.productListingsUsed,
    events: events.length,
  };
}

/** How many free rewrites one platform of a generation has had. */
async function freeUsed(generationId: string, platform: string): Promise<number> {
  const [row] = await t.database.db
    .select()
    .from(freeRewrites)
    .where(and(eq(freeRewrites.generationId, generationId), eq(freeRewrites.platform, platform)));
  return row?.used ?? 0;
}

async function userRow(user: SignedUpUser) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw new Error("no user row");
  return row;
}

async function socialPost(user: SignedUpUser, imagePath: string) {
  const reply = await call("POST", "/api/social-media/generate", user, {
    imagePath,
    product: "Stoneware coffee mug",
    brand: "Clay & Co",
    tone: "Friendly",
    selectedPlatforms: ["instagram", "twitter", "linkedin"],
  });
  expect(reply.statusCode).toBe(200);
  return reply.json() as {
    id: string;
    platforms: Record<string, { caption: string }>;
    hashtags: string[];
    freeRewritesLeft?: Record<string, number>;
  };
}

async function listingGeneration(user: SignedUpUser, imagePath: string) {
  const reply = await call("POST", "/api/product-listings/generate", user, {
    imagePath,
    product: "Stoneware coffee mug",
    targetAudience: "Gift buyers",
    materials: "Ceramic",
    selectedPlatforms: ["etsy", "ebay"],
  });
  expect(reply.statusCode).toBe(200);
  return reply.json() as { id: string; platforms: Record<string, { title: string; description: string }> };
}

describe("POST /api/social-media/posts/:id/regenerate", () => {
  it("rewrites one platform in place, keeps the others' edits, free on Free, and says what is left", async () => {
    const user = await signUp(t.app);
    const post = await socialPost(user, await uploadFor(user));
    expect(post.freeRewritesLeft).toEqual({ instagram: 3, twitter: 3, linkedin: 3 });
    const editedX = "Our stoneware mug is back. Made by hand, one at a time. #pottery";
    expect(
      (
        await call("PATCH", `/api/social-media/posts/${post.id}`, user, {
          platforms: { twitter: { caption: editedX } },
        })
      ).statusCode,
    ).toBe(200);
    expect(await counts(user)).toEqual({ social: 1, listings: 0, events: 1 });

    const reply = await call("POST", `/api/social-media/posts/${post.id}/regenerate`, user, {
      platform: "instagram",
    });
    expect(reply.statusCode).toBe(200);
    const rewritten = reply.json();
    expect(rewritten.id).toBe(post.id);
    expect(rewritten.platforms.instagram.caption.length).toBeGreaterThan(20);
    expect(rewritten.platforms.instagram.caption).not.toBe(post.platforms.instagram?.caption);
    expect(rewritten.platforms.twitter.caption).toBe(editedX);
    expect(rewritten.platforms.linkedin.caption).toBe(post.platforms.linkedin?.caption);
    expect(rewritten.hashtags).toEqual(post.hashtags);
    expect(rewritten).toMatchObject({
      brand: "Clay & Co",
      tone: "Friendly",
      product: "Stoneware coffee mug",
    });
    expect(rewritten.freeRewritesLeft).toEqual({ instagram: 2, twitter: 3, linkedin: 3 });

    // History shows the new text; no second post was made.
    const history = (await call("GET", "/api/social-media/posts", user)).json();
    expect(history).toHaveLength(1);
    expect(history[0].platforms.instagram.caption).toBe(rewritten.platforms.instagram.caption);
    expect(history[0].platforms.twitter.caption).toBe(editedX);

    // It rewrote a post already paid for: no generation spent, one usage event marked free.
    expect(await counts(user)).toEqual({ social: 1, listings: 0, events: 2 });
    const [event] = await t.database.db
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, user.id), eq(usageEvents.type, "social_media")))
      .orderBy(usageEvents.createdAt)
      .offset(1);
    expect(event?.details).toMatchObject({
      generationId: post.id,
      platforms: ["instagram"],
      rewrite: true,
      freeRewrite: true,
    });
  });

  it("gives each platform its free rewrites even at the Free limit, then answers 402 with the plan's message", async () => {
    const user = await signUp(t.app);
    const imagePath = await uploadFor(user);
    const post = await socialPost(user, imagePath);
    await socialPost(user, imagePath);
    for (let rewrite = 1; rewrite <= FREE_REWRITES_PER_PLATFORM; rewrite += 1) {
      const reply = await call("POST", `/api/social-media/posts/${post.id}/regenerate`, user, {
        platform: "linkedin",
      });
      expect(reply.statusCode, `rewrite ${rewrite}`).toBe(200);
      expect(reply.json().freeRewritesLeft.linkedin).toBe(FREE_REWRITES_PER_PLATFORM - rewrite);
    }
    const before = (await call("GET", "/api/social-media/posts", user)).json()[1];
    const reply = await call("POST", `/api/social-media/posts/${post.id}/regenerate`, user, {
      platform: "linkedin",
    });
    expect(reply.statusCode).toBe(402);
    expect(reply.json()).toEqual({ code: "limit_reached", message: FREE_SOCIAL_LIMIT_MESSAGE });
    const [row] = await t.database.db.select().from(socialMediaPosts).where(eq(socialMediaPosts.id, post.id));
    expect(row?.linkedinPost).toBe(before.platforms.linkedin.caption);
    // Another platform still has its own three.
    const other = await call("POST", `/api/social-media/posts/${post.id}/regenerate`, user, {
      platform: "twitter",
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().freeRewritesLeft).toEqual({ instagram: 3, twitter: 2, linkedin: 0 });
    expect((await counts(user)).social).toBe(2);
  });

  it("takes exactly the free rewrites between concurrent requests", async () => {
    const user = await signUp(t.app);
    const imagePath = await uploadFor(user);
    const post = await socialPost(user, imagePath);
    await socialPost(user, imagePath);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        call("POST", `/api/social-media/posts/${post.id}/regenerate`, user, { platform: "instagram" }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 402, 402, 402]);
    expect(await freeUsed(post.id, "instagram")).toBe(FREE_REWRITES_PER_PLATFORM);
    expect((await counts(user)).social).toBe(2);
  });

  it("spends a generation once a platform's free rewrites are used", async () => {
    const user = await signUp(t.app);
    const post = await socialPost(user, await uploadFor(user));
    for (let rewrite = 0; rewrite < FREE_REWRITES_PER_PLATFORM; rewrite += 1)
      await call("POST", `/api/social-media/posts/${post.id}/regenerate`, user, { platform: "instagram" });
    expect((await counts(user)).social).toBe(1);
    const paid = await call("POST", `/api/social-media/posts/${post.id}/regenerate`, user, {
      platform: "instagram",
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().freeRewritesLeft.instagram).toBe(0);
    expect((await counts(user)).social).toBe(2);
  });

  it("is not limited on Pro", async () => {
    const user = await signUp(t.app);
    await t.database.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, user.id));
    const imagePath = await uploadFor(user);
    const post = await socialPost(user, imagePath);
    await socialPost(user, imagePath);
    for (const platform of ["instagram", "twitter"]) {
      const reply = await call("POST", `/api/social-media/posts/${post.id}/regenerate`, user, { platform });
      expect(reply.statusCode, platform).toBe(200);
    }
    expect((await counts(user)).social).toBe(4);
  });

  it("answers 404 for another user's post, an unknown id and a malformed one, charging no one", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const post = await socialPost(owner, await uploadFor(owner));
    for (const id of [post.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const reply = await call("POST", `/api/social-media/posts/${id}/regenerate`, other, {
        platform: "instagram",
      });
      expect(reply.statusCode, id).toBe(404);
      expect(reply.json()).toEqual({ code: "not_found", message: "Post not found" });
    }
    expect(await counts(other)).toEqual({ social: 0, listings: 0, events: 0 });
    const [row] = await t.database.db.select().from(socialMediaPosts).where(eq(socialMediaPosts.id, post.id));
    expect(row?.instagramCaption).toBe(post.platforms.instagram?.caption);
  });

  it("answers 400 for a platform the post does not have or no platform at all, and 401 signed out", async () => {
    const user = await signUp(t.app);
    const post = await socialPost(user, await uploadFor(user));
    const missing = await call("POST", `/api/social-media/posts/${post.id}/regenerate`, user, {
      platform: "tiktok",
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("TikTok is not one of this post's platforms");
    for (const body of [{ platform: "myspace" }, {}]) {
      const reply = await call("POST", `/api/social-media/posts/${post.id}/regenerate`, user, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().code).toBe("bad_request");
    }
    const signedOut = await t.app.inject({
      method: "POST",
      url: `/api/social-media/posts/${post.id}/regenerate`,
      payload: { platform: "instagram" },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await counts(user)).social).toBe(1);
  });

  it("answers 409 for a post whose photo was sent inline and not kept", async () => {
    const user = await signUp(t.app);
    const reply = await call("POST", "/api/social-media/generate", user, {
      imageBase64: photo.toString("base64"),
      product: "Stoneware coffee mug",
      selectedPlatforms: ["instagram"],
    });
    expect(reply.statusCode).toBe(200);
    const post = reply.json();
    expect(post.imagePath).toBeNull();
    const rewrite = await call("POST", `/api/social-media/posts/${post.id}/regenerate`, user, {
      platform: "instagram",
    });
    expect(rewrite.statusCode).toBe(409);
    expect(rewrite.json()).toEqual({ code: "conflict", message: PHOTO_NOT_KEPT_MESSAGE });
    expect((await counts(user)).social).toBe(1);
  });

  it("gives the generation back when the writer fails", async () => {
    const user = await signUp(t.app);
    const post = await socialPost(user, await uploadFor(user));
    const failure = new Error("model down");
    const deps: GenerationDeps = {
      db: t.database.db,
      provider: {
        engine: "failing",
        languages: ["en"],
        readsImage: false,
        describeImage: () => Promise.reject(failure),
        writeSocialPosts: () => Promise.reject(failure),
        writeListings: () => Promise.reject(failure),
      } satisfies GenerationProvider,
      loadImage: vi.fn<GenerationDeps["loadImage"]>(async () => ({
        objectPath: null,
        sample: await sampleImage(photo),
        normalised: { buffer: photo, contentType: "image/jpeg", width: 800, height: 600 },
      })),
      analyseImage: vi.fn<GenerationDeps["analyseImage"]>(async () => ({}) as never),
    };
    await expect(regenerateSocialPlatform(deps, await userRow(user), post.id, "instagram")).rejects.toBe(
      failure,
    );
    expect(await counts(user)).toEqual({ social: 1, listings: 0, events: 1 });
    expect(await freeUsed(post.id, "instagram")).toBe(0);
  });
});

describe("POST /api/product-listings/:id/regenerate", () => {
  it("rewrites one marketplace in place, keeps the others' edits, free on Free", async () => {
    const user = await signUp(t.app);
    const generation = await listingGeneration(user, await uploadFor(user));
    const ebay = generation.platforms.ebay as Record<string, unknown>;
    const editedTitle = "Handmade Stoneware Coffee Mug Gift";
    expect(
      (
        await call("PATCH", `/api/product-listings/${generation.id}`, user, {
          platforms: { ebay: { ...ebay, title: editedTitle } },
        })
      ).statusCode,
    ).toBe(200);

    const reply = await call("POST", `/api/product-listings/${generation.id}/regenerate`, user, {
      platform: "etsy",
    });
    expect(reply.statusCode).toBe(200);
    const rewritten = reply.json();
    expect(rewritten.id).toBe(generation.id);
    expect(rewritten.selectedPlatforms).toEqual(["etsy", "ebay"]);
    const before = generation.platforms.etsy;
    const after = rewritten.platforms.etsy;
    expect(after.title).toMatch(/mug/i);
    expect(after.title !== before?.title || after.description !== before?.description).toBe(true);
    expect(rewritten.platforms.ebay.title).toBe(editedTitle);

    const [stored] = (await call("GET", "/api/product-listings", user)).json();
    expect(stored.platforms.etsy.title).toBe(after.title);
    expect(stored.platforms.ebay.title).toBe(editedTitle);
    expect(rewritten.freeRewritesLeft).toEqual({ etsy: 2, ebay: 3 });
    expect(await counts(user)).toEqual({ social: 0, listings: 1, events: 2 });
  });

  it("answers a Free account at its limit 402 with the plan's message once the free rewrites are used", async () => {
    const user = await signUp(t.app);
    const imagePath = await uploadFor(user);
    const generation = await listingGeneration(user, imagePath);
    await listingGeneration(user, imagePath);
    for (let rewrite = 0; rewrite < FREE_REWRITES_PER_PLATFORM; rewrite += 1) {
      const free = await call("POST", `/api/product-listings/${generation.id}/regenerate`, user, {
        platform: "etsy",
      });
      expect(free.statusCode).toBe(200);
    }
    const [before] = await t.database.db
      .select()
      .from(productListings)
      .where(and(eq(productListings.generationId, generation.id), eq(productListings.platform, "etsy")));
    const reply = await call("POST", `/api/product-listings/${generation.id}/regenerate`, user, {
      platform: "etsy",
    });
    expect(reply.statusCode).toBe(402);
    expect(reply.json()).toEqual({ code: "limit_reached", message: FREE_LISTING_LIMIT_MESSAGE });
    const rows = await t.database.db
      .select()
      .from(productListings)
      .where(and(eq(productListings.generationId, generation.id), eq(productListings.platform, "etsy")));
    expect(rows[0]?.title).toBe(before?.title);
    expect(await counts(user)).toEqual({ social: 0, listings: 2, events: 2 + FREE_REWRITES_PER_PLATFORM });
  });

  it("answers 404 for another user's generation and 400 for a marketplace it does not have", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const generation = await listingGeneration(owner, await uploadFor(owner));
    const theirs = await call("POST", `/api/product-listings/${generation.id}/regenerate`, other, {
      platform: "etsy",
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: "not_found", message: "Listing not found" });
    expect(await counts(other)).toEqual({ social: 0, listings: 0, events: 0 });

    const missing = await call("POST", `/api/product-listings/${generation.id}/regenerate`, owner, {
      platform: "amazon",
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Amazon is not one of this generation's marketplaces");
    expect((await counts(owner)).listings).toBe(1);
  });

  it("charges nothing when the writer now skips the marketplace", async () => {
    const user = await signUp(t.app);
    const generation = await listingGeneration(user, await uploadFor(user));
    const reason = "Etsy sells handmade and vintage goods; this one doesn't fit.";
    const unused = () => Promise.reject(new Error("must not be called"));
    const deps: GenerationDeps = {
      db: t.database.db,
      provider: {
        engine: "skipping",
        languages: ["en"],
        readsImage: false,
        describeImage: unused,
        writeSocialPosts: unused,
        writeListings: async () => ({ platforms: {}, skipped: { etsy: reason } }),
      } satisfies GenerationProvider,
      loadImage: async () => ({
        objectPath: null,
        sample: await sampleImage(photo),
        normalised: { buffer: photo, contentType: "image/jpeg", width: 800, height: 600 },
      }),
      analyseImage: async () => ({}) as never,
    };
    await expect(
      regenerateListingMarketplace(deps, await userRow(user), generation.id, "etsy"),
    ).rejects.toMatchObject({ statusCode: 400, code: "bad_request", message: reason });
    expect(await counts(user)).toEqual({ social: 0, listings: 1, events: 1 });
    expect(await freeUsed(generation.id, "etsy")).toBe(0);
  });
});

describe("rewriting one platform with the seller's corrected facts (issue 30)", () => {
  /** A post whose brief holds an offer code: the sheet reads it into `offer.code`. */
  async function offerPost(user: SignedUpUser, imagePath: string) {
    const generated = await call("POST", "/api/social-media/generate", user, {
      imagePath,
      product: "Stoneware coffee mug",
      additionalContext: "20% off with code SPRING20 this weekend",
      selectedPlatforms: ["instagram", "twitter"],
    });
    expect(generated.statusCode, generated.body).toBe(200);
    return generated.json() as { id: string; facts: FactSheet };
  }

  it("keeps to the corrected sheet: the new offer code in the caption, the seller's price and condition in the listing", async () => {
    const user = await signUp(t.app);
    const imagePath = await uploadFor(user);
    const generated = await offerPost(user, imagePath);
    const facts = generated.facts;
    expect(facts.offer?.code).toBe("SPRING20");
    const corrected = { ...facts, offer: { ...facts.offer, code: "SPRING25" } };
    const rewritten = await call("POST", `/api/social-media/posts/${generated.id}/regenerate`, user, {
      platform: "twitter",
      facts: corrected,
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    const caption = rewritten.json().platforms.twitter.caption as string;
    expect(caption).toContain("SPRING25");
    expect(caption).not.toContain("SPRING20");
    expect(rewritten.json().facts.offer.code).toBe("SPRING25");

    const listing = await call("POST", "/api/product-listings/generate", user, {
      imagePath,
      product: "Levi's 501 jeans, W32 L30",
      condition: "used",
      price: "48",
      selectedPlatforms: ["ebay", "mercari"],
    });
    expect(listing.statusCode, listing.body).toBe(200);
    const sheet = listing.json().facts;
    // The seller's price and condition are not columns of the stored listing: the sheet carries them.
    const again = await call("POST", `/api/product-listings/${listing.json().id}/regenerate`, user, {
      platform: "ebay",
      facts: sheet,
    });
    expect(again.statusCode, again.body).toBe(200);
    const ebay = again.json().platforms.ebay as {
      title: string;
      description: string;
      suggestedPrice: string;
    };
    expect(ebay.suggestedPrice).toBe("$48.00");
    expect(ebay.description).toMatch(/Condition: (?:Pre-owned|Used)/);
    expect(ebay.title).toContain("Levi's 501");
  });

  it("keeps the sheet with the generation: reopened, it is the one written from, as last corrected", async () => {
    const user = await signUp(t.app);
    const imagePath = await uploadFor(user);
    const generated = await offerPost(user, imagePath);
    const postId = generated.id;
    const reopened = (await call("GET", `/api/social-media/posts/${postId}`, user)).json();
    expect(reopened.facts).toEqual(generated.facts);
    // A rewrite with no sheet sent keeps the stored one; one with a corrected sheet replaces it.
    const plain = await call("POST", `/api/social-media/posts/${postId}/regenerate`, user, {
      platform: "instagram",
    });
    expect(plain.json().facts.offer.code).toBe("SPRING20");
    const corrected = { ...reopened.facts, offer: { ...reopened.facts.offer, code: "SPRING25" } };
    await call("POST", `/api/social-media/posts/${postId}/regenerate`, user, {
      platform: "twitter",
      facts: corrected,
    });
    expect((await call("GET", `/api/social-media/posts/${postId}`, user)).json().facts).toEqual(corrected);

    const listing = await call("POST", "/api/product-listings/generate", user, {
      imagePath,
      product: "Levi's 501 jeans, W32 L30",
      condition: "used",
      selectedPlatforms: ["ebay", "mercari"],
    });
    expect(listing.statusCode, listing.body).toBe(200);
    const generationId = listing.json().id as string;
    const sheet = (await call("GET", `/api/product-listings/${generationId}`, user)).json().facts;
    expect(sheet).toEqual(listing.json().facts);
    expect(sheet.condition.value).toBe("used");
    // Corrected through one marketplace's rewrite: every row of the generation keeps the new sheet.
    const fixed = { ...sheet, model: "505" };
    const again = await call("POST", `/api/product-listings/${generationId}/regenerate`, user, {
      platform: "ebay",
      facts: fixed,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await call("GET", `/api/product-listings/${generationId}`, user)).json().facts).toEqual(fixed);
    const rows = await t.database.db
      .select({ factSheet: productListings.factSheet })
      .from(productListings)
      .where(eq(productListings.generationId, generationId));
    expect(rows.map((row) => row.factSheet)).toEqual([fixed, fixed]);
  });

  it("keeps the seller's whole brief: a rewrite with no sheet sent keeps their offer, condition, tags and hashtags", async () => {
    const user = await signUp(t.app);
    const imagePath = await uploadFor(user);
    const listing = await call("POST", "/api/product-listings/generate", user, {
      imagePath,
      product: "Stoneware coffee mug",
      additionalContext: "Use code MUG10 for 10% off this week",
      condition: "used",
      tags: ["farmhouse mug"],
      selectedPlatforms: ["ebay", "mercari"],
    });
    expect(listing.statusCode, listing.body).toBe(200);
    const generationId = listing.json().id as string;
    const opened = (await call("GET", `/api/product-listings/${generationId}`, user)).json();
    expect(opened).toMatchObject({
      additionalContext: "Use code MUG10 for 10% off this week",
      condition: "used",
      ownTags: ["farmhouse mug"],
    });
    const again = await call("POST", `/api/product-listings/${generationId}/regenerate`, user, {
      platform: "ebay",
    });
    expect(again.statusCode, again.body).toBe(200);
    const ebay = again.json().platforms.ebay as { description: string };
    expect(ebay.description).toContain("MUG10");
    expect(ebay.description).toMatch(/Condition: (?:Pre-owned|Used)/);

    const post = await call("POST", "/api/social-media/generate", user, {
      imagePath,
      product: "Stoneware coffee mug",
      hashtags: ["clayandco"],
      selectedPlatforms: ["instagram", "twitter"],
    });
    expect(post.statusCode, post.body).toBe(200);
    const postId = post.json().id as string;
    expect((await call("GET", `/api/social-media/posts/${postId}`, user)).json().ownHashtags).toEqual([
      "clayandco",
    ]);
    const rewritten = await call("POST", `/api/social-media/posts/${postId}/regenerate`, user, {
      platform: "instagram",
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    expect(rewritten.json().platforms.instagram.caption).toMatch(/#clayandco\b/i);
  });

  it("leaves out a stored sheet that no longer reads as a sheet instead of failing the reply", async () => {
    const user = await signUp(t.app);
    const post = await socialPost(user, await uploadFor(user));
    await t.database.db
      .update(socialMediaPosts)
      .set({ factSheet: { product: "mug" } as never })
      .where(eq(socialMediaPosts.id, post.id));
    const reply = await call("GET", `/api/social-media/posts/${post.id}`, user);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().facts).toBeUndefined();
  });

  it("refuses a corrected sheet that is not a sheet with 400", async () => {
    const user = await signUp(t.app);
    const post = await socialPost(user, await uploadFor(user));
    const reply = await call("POST", `/api/social-media/posts/${post.id}/regenerate`, user, {
      platform: "twitter",
      facts: { product: "mug" },
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe("history ?limit=", () => {
  it("returns only the newest generations, with the audience a listing was written for", async () => {
    const user = await signUp(t.app);
    await t.database.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, user.id));
    const imagePath = await uploadFor(user);
    await socialPost(user, imagePath);
    const newest = await socialPost(user, imagePath);
    const posts = (await call("GET", "/api/social-media/posts?limit=1", user)).json();
    expect(posts.map((post: { id: string }) => post.id)).toEqual([newest.id]);
    expect((await call("GET", "/api/social-media/posts", user)).json()).toHaveLength(2);

    await listingGeneration(user, imagePath);
    const newestListing = await listingGeneration(user, imagePath);
    const listings = (await call("GET", "/api/product-listings?limit=1", user)).json();
    expect(listings).toHaveLength(1);
    expect(listings[0]).toMatchObject({ id: newestListing.id, targetAudience: "Gift buyers" });

    for (const limit of ["0", "101", "many", "1.5"]) {
      for (const path of ["/api/social-media/posts", "/api/product-listings"]) {
        const reply = await call("GET", `${path}?limit=${limit}`, user);
        expect(reply.statusCode, `${path}?limit=${limit}`).toBe(400);
      }
    }
  });
});

describe("someone else's photo", () => {
  it("is refused with 404 by the listing generator, by path and by URL, and nothing is charged", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const objectPath = await uploadFor(owner);
    for (const source of [{ imagePath: objectPath }, { imageUrl: `http://localhost${objectPath}` }]) {
      const reply = await call("POST", "/api/product-listings/generate", other, {
        ...source,
        product: "Stoneware coffee mug",
        selectedPlatforms: ["etsy"],
      });
      expect(reply.statusCode, JSON.stringify(source)).toBe(404);
      expect(reply.json().code).toBe("not_found");
    }
    expect(await counts(other)).toEqual({ social: 0, listings: 0, events: 0 });
  });
});
