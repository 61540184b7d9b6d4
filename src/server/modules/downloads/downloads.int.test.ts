import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import { exifHasGps, makeJpeg } from "../../../../tests/support/images";
import {
  confirmEmailOf,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
} from "../../../../tests/support/test-app";
import type { ListingGenerationResult } from "../../../domain/listings";
import { platformLabels, socialPlatforms } from "../../../domain/platforms";
import type { SocialGenerationResult } from "../../../domain/social";
import { uploads } from "../../db/schema";

/**
 * "Download photo & captions" through the real app (PGlite, and Postgres in the postgres project):
 * each reply is unzipped and read back — the photo exactly as the app serves it (no GPS), a file
 * per platform with the caption as edited, the read-me — and the refusals (signed out, someone
 * else's, unknown and malformed ids), API tokens, and generations whose photo is gone or was never
 * kept.
 */
let t: TestApp;
let seller: SignedUpUser;
let stranger: SignedUpUser;
let photo: Awaited<ReturnType<typeof uploadAs>>;
let post: SocialGenerationResult;
let listing: ListingGenerationResult;

const EDITED_X_POST = "Back in stock: the stoneware mug, café glaze ☕️ https://clayandco.shop/mug #pottery";

beforeAll(async () => {
  t = await createTestApp();
  [seller, stranger] = await Promise.all([signUp(t.app), signUp(t.app)]);
  await setPlan(t, seller.id, "pro");
  photo = await uploadAs(t, seller, await makeJpeg({ width: 800, height: 600, gps: true }));
  post = await postAs(seller, "/api/social-media/generate", {
    product: "Stoneware coffee mug",
    brand: "Clay & Co",
    selectedPlatforms: [...socialPlatforms],
    imagePath: photo.objectPath,
  });
  const edited = await t.app.inject({
    method: "PATCH",
    url: `/api/social-media/posts/${post.id}`,
    headers: { cookie: seller.cookie },
    payload: { platforms: { twitter: { caption: EDITED_X_POST } } },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  listing = await postAs(seller, "/api/product-listings/generate", {
    product: "Stoneware coffee mug",
    productType: "Mug",
    selectedPlatforms: ["etsy", "amazon", "shopify"],
    imagePath: photo.objectPath,
  });
});
afterAll(() => t?.close());

async function postAs<T>(user: SignedUpUser, url: string, payload: object): Promise<T> {
  const reply = await t.app.inject({ method: "POST", url, payload, headers: { cookie: user.cookie } });
  if (reply.statusCode !== 200) throw new Error(`${url} failed: ${reply.statusCode} ${reply.body}`);
  return reply.json() as T;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const socialZip = (id: string) => `/api/social-media/posts/${id}/download.zip`;
const listingZip = (id: string) => `/api/product-listings/${id}/download.zip`;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const today = () => new Date().toISOString().slice(0, 10);

function unzipReply(reply: LightMyRequestResponse, filename: RegExp) {
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers["content-type"]).toBe("application/zip");
  expect(reply.headers["content-disposition"]).toMatch(filename);
  const files = unzipSync(new Uint8Array(reply.rawPayload));
  return {
    names: Object.keys(files),
    bytes: (name: string) => {
      const file = files[name];
      if (!file) throw new Error(`no ${name} in ${Object.keys(files).join(", ")}`);
      return file;
    },
    text: (name: string) => strFromU8(files[name] ?? new Uint8Array()),
  };
}

/** The photo as its owner gets it from the app: the clean copy, never the bytes sent. */
async function servedPhoto(): Promise<Buffer> {
  const reply = await get(photo.objectPath, { cookie: seller.cookie });
  expect(reply.statusCode).toBe(200);
  return reply.rawPayload;
}

describe("a social generation's .zip", () => {
  it("holds the clean photo, one file per platform with its post as edited, and all-captions.txt", async () => {
    const zip = unzipReply(
      await get(socialZip(post.id), { cookie: seller.cookie }),
      new RegExp(`^attachment; filename="stoneware-coffee-mug-social-posts-${today()}\\.zip"$`),
    );
    expect(zip.names).toEqual([
      "stoneware-coffee-mug-photo.jpg",
      "instagram.txt",
      "facebook.txt",
      "x-twitter.txt",
      "linkedin.txt",
      "pinterest.txt",
      "tiktok.txt",
      "all-captions.txt",
    ]);

    const zipped = zip.bytes("stoneware-coffee-mug-photo.jpg");
    expect(sha256(zipped)).toBe(sha256(await servedPhoto()));
    expect(sha256(zipped)).not.toBe(photo.sha256);
    const metadata = await sharp(zipped).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(exifHasGps(metadata.exif)).toBe(false);

    expect(zip.text("x-twitter.txt")).toBe(`${EDITED_X_POST}\n`);
    for (const platform of socialPlatforms.filter((p) => p !== "twitter")) {
      const caption = post.platforms[platform]?.caption ?? "";
      expect(caption.length).toBeGreaterThan(20);
      // Ready to paste: the caption with its own hashtags, nothing added.
      expect(zip.text(`${platform}.txt`)).toBe(`${caption.trim()}\n`);
      expect(caption).toMatch(/#\w/);
    }

    const readme = zip.text("all-captions.txt");
    expect(readme.startsWith("Stoneware coffee mug: social media posts\n")).toBe(true);
    expect(readme).toContain("- stoneware-coffee-mug-photo.jpg: your product photo, without location");
    expect(readme).toContain("- x-twitter.txt: the X (Twitter) post, ready to paste");
    for (const platform of socialPlatforms) {
      const heading = platformLabels[platform].toUpperCase();
      const caption = platform === "twitter" ? EDITED_X_POST : post.platforms[platform]?.caption;
      expect(readme).toContain(`${heading}\n${"-".repeat(heading.length)}\n${caption?.trim()}\n`);
    }
    expect(readme).toContain(`HASHTAGS\n--------\n${post.hashtags.join(" ")}\n`);
    expect(readme).toContain(`SUGGESTED SCHEDULE\n------------------\n${post.suggestedSchedule}\n`);
  });

  it("is the same for a script with the owner's API token", async () => {
    // Tokens need a confirmed address.
    await confirmEmailOf(t, seller.email);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/tokens",
      headers: { cookie: seller.cookie },
      payload: { name: "Zip downloader" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token } = created.json() as { token: string };
    const zip = unzipReply(await get(socialZip(post.id), { authorization: `Bearer ${token}` }), /\.zip"$/);
    expect(zip.text("x-twitter.txt")).toBe(`${EDITED_X_POST}\n`);
  });

  it("answers 401 signed out, 404 to another account, and 404 for unknown or malformed ids", async () => {
    const signedOut = await get(socialZip(post.id));
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: "unauthorized" });
    for (const [url, cookie] of [
      [socialZip(post.id), stranger.cookie],
      [socialZip("00000000-0000-4000-8000-000000000000"), seller.cookie],
      [socialZip("not-a-post"), seller.cookie],
      [socialZip(listing.id), seller.cookie],
    ] as const) {
      const reply = await get(url, { cookie });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json()).toEqual({ message: "Post not found", code: "not_found" });
      expect(reply.body).not.toContain("Stoneware");
    }
  });

  it("leaves the photo out, and says so, when it was never kept", async () => {
    const inline = await postAs<SocialGenerationResult>(seller, "/api/social-media/generate", {
      product: "Ceramic planter",
      selectedPlatforms: ["instagram"],
      imageBase64: (await makeJpeg({ width: 320, height: 240 })).toString("base64"),
    });
    const zip = unzipReply(
      await get(socialZip(inline.id), { cookie: seller.cookie }),
      new RegExp(`filename="ceramic-planter-social-posts-${today()}\\.zip"`),
    );
    expect(zip.names).toEqual(["instagram.txt", "all-captions.txt"]);
    expect(zip.text("all-captions.txt")).toContain(
      "- No photo: this content was made from a photo that was not kept.",
    );
  });
});

describe("a listing generation's .zip", () => {
  it("holds the photo, one file per marketplace field by field, and read-me.txt", async () => {
    const zip = unzipReply(
      await get(listingZip(listing.id), { cookie: seller.cookie }),
      new RegExp(`^attachment; filename="stoneware-coffee-mug-listings-${today()}\\.zip"$`),
    );
    expect(zip.names).toEqual([
      "stoneware-coffee-mug-photo.jpg",
      "etsy.txt",
      "amazon.txt",
      "shopify.txt",
      "read-me.txt",
    ]);
    expect(sha256(zip.bytes("stoneware-coffee-mug-photo.jpg"))).toBe(sha256(await servedPhoto()));

    const etsy = listing.platforms.etsy;
    const etsyText = zip.text("etsy.txt");
    expect(etsyText).toContain(`TITLE\n-----\n${etsy?.title}\n`);
    expect(etsyText).toContain(`TAGS\n----\n${etsy?.tags.join(", ")}\n`);
    expect(etsyText).toContain(`PRICE\n-----\n${etsy?.suggestedPrice}\n`);
    expect(etsyText).not.toContain("KEY FEATURES");
    const bullets = listing.platforms.amazon?.bulletPoints ?? [];
    expect(bullets.length).toBeGreaterThan(0);
    expect(zip.text("amazon.txt")).toContain(bullets.map((line) => `• ${line}`).join("\n"));
    expect(zip.text("shopify.txt")).toContain(
      `SEO TITLE\n---------\n${listing.platforms.shopify?.seoTitle}\n`,
    );
    expect(zip.text("read-me.txt")).toContain("- etsy.txt: the Etsy listing, field by field");
  });

  it("answers 401 signed out and 404 to another account", async () => {
    expect((await get(listingZip(listing.id))).statusCode).toBe(401);
    const other = await get(listingZip(listing.id), { cookie: stranger.cookie });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: "Listing not found", code: "not_found" });
  });
});

describe("a generation whose photo is gone", () => {
  it("still downloads its text, and the read-me says the photo could not be included", async () => {
    const gone = await uploadAs(t, seller, await makeJpeg({ width: 300, height: 300 }));
    const generated = await postAs<SocialGenerationResult>(seller, "/api/social-media/generate", {
      product: "Linen tea towel",
      selectedPlatforms: ["pinterest"],
      imagePath: gone.objectPath,
    });
    await t.database.db.delete(uploads).where(eq(uploads.id, gone.id));
    const zip = unzipReply(await get(socialZip(generated.id), { cookie: seller.cookie }), /linen-tea-towel/);
    expect(zip.names).toEqual(["pinterest.txt", "all-captions.txt"]);
    expect(zip.text("all-captions.txt")).toContain("- No photo: it has been deleted or could not be read.");
  });
});
