import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OwnerUpload, secondSession, uploadAs } from "../../../../tests/support/access-fixtures";
import { makeImage, makeJpeg } from "../../../../tests/support/images";
import {
  confirmEmailOf,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
} from "../../../../tests/support/test-app";
import { ACCOUNT_EXPORT_DATASETS, ACCOUNT_EXPORT_README } from "../../../domain/account";
import { apiTokens, authTokens, sessions, users } from "../../db/schema";
import { EXPORT_LIMIT_MESSAGE } from "./export-data";

/**
 * GET /api/account/export ("Download my data") through the real app: a .zip of the caller's
 * records, each as JSON and CSV, and their photos as stored; nobody else's, and no secret.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Files = Record<string, Uint8Array>;

function exportOf(cookie: string | undefined, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "GET",
    url: "/api/account/export",
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

async function exported(user: SignedUpUser): Promise<Files> {
  const reply = await exportOf(user.cookie);
  expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
  expect(reply.headers["content-type"]).toBe("application/zip");
  expect(reply.headers["content-disposition"]).toMatch(
    /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  expect(reply.headers["cache-control"]).toBe("no-store");
  return unzipSync(new Uint8Array(reply.rawPayload));
}

const text = (files: Files, name: string) => Buffer.from(files[name] ?? []).toString("utf8");
const jsonOf = <T = Record<string, unknown>>(files: Files, set: string) =>
  JSON.parse(text(files, `${set}.json`)) as T[];
const csvOf = (files: Files, set: string) =>
  parse(text(files, `${set}.csv`), { bom: true, columns: true }) as Record<string, string>[];
const allText = (files: Files) =>
  Object.entries(files)
    .filter(([name]) => !name.startsWith("photos/"))
    .map(([, bytes]) => Buffer.from(bytes).toString("utf8"))
    .join("\n");

async function postJson(user: SignedUpUser, url: string, payload: object) {
  const reply = await t.app.inject({ method: "POST", url, payload, headers: { cookie: user.cookie } });
  if (reply.statusCode >= 300) throw new Error(`${url} failed: ${reply.statusCode} ${reply.body}`);
  return reply.json();
}

/** An upload of `bytes` declared as `contentType`, never used (so stored exactly as sent). */
async function uploadUnused(user: SignedUpUser, bytes: Buffer, contentType: string): Promise<string> {
  const reply = await postJson(user, "/api/objects/upload", { contentType, size: bytes.length });
  const url = new URL(reply.uploadURL);
  const put = await t.app.inject({
    method: "PUT",
    url: `${url.pathname}${url.search}`,
    payload: bytes,
    headers: { "content-type": contentType },
  });
  expect(put.statusCode, put.body).toBe(200);
  return String(reply.objectPath).split("/").pop() ?? "";
}

async function finishedBulkJob(user: SignedUpUser, imagePath: string): Promise<string> {
  const job = await postJson(user, "/api/bulk-jobs", {
    kind: "social",
    context: { businessType: "ecommerce", brand: "Clay & Co", targetAudience: "Gift buyers", product: "mug" },
    images: [{ imagePath, fileName: "mug.jpg" }],
  });
  for (let tries = 0; tries < 300; tries += 1) {
    const reply = await t.app.inject({ url: `/api/bulk-jobs/${job.id}`, headers: { cookie: user.cookie } });
    if (reply.json().finishedAt) return job.id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the bulk job did not finish");
}

/** A Pro seller with a bit of everything: photos, a post, a listing, a bulk job, a profile, a token. */
async function busySeller(marker: string) {
  const user = await signUp(t.app, { firstName: `First ${marker}` });
  await confirmEmailOf(t, user.email);
  const { clientSecret } = await postJson(user, "/api/create-subscription", {});
  await postJson(user, "/api/billing/demo/confirm", { clientSecret, cardNumber: "4242 4242 4242 4242" });
  const jpeg: OwnerUpload = await uploadAs(t, user, await makeJpeg({ width: 640, height: 480 }));
  const png = await makeImage("png", 64, 48);
  const pngId = await uploadUnused(user, png, "image/png");
  const post = await postJson(user, "/api/social-media/generate", {
    brand: `Brand ${marker}`,
    product: "Stoneware mug",
    additionalContext: `=HYPERLINK("x") ${marker}`,
    selectedPlatforms: ["instagram"],
    hashtags: ["mugs"],
    imagePath: jpeg.objectPath,
  });
  const listing = await postJson(user, "/api/product-listings/generate", {
    productType: "Mug",
    product: `Mug ${marker}`,
    selectedPlatforms: ["etsy", "ebay"],
    imagePath: jpeg.objectPath,
  });
  const bulkJobId = await finishedBulkJob(user, jpeg.objectPath);
  const profile = await postJson(user, "/api/brand-profiles", {
    name: `Profile ${marker}`,
    brand: `Brand ${marker}`,
    alwaysWords: ["handmade"],
  });
  const token = await postJson(user, "/api/tokens", { name: `Token ${marker}` });
  const shop = await t.app.inject({
    method: "PUT",
    url: "/api/account/shop-settings",
    headers: { cookie: user.cookie },
    payload: {
      location: `Portland ${marker}`.slice(0, 45),
      postalCode: "97201",
      dispatchDays: 2,
      returns: { accepted: true, withinDays: 30, paidBy: "buyer" },
      currency: "USD",
    },
  });
  expect(shop.statusCode, shop.body).toBe(200);
  await secondSession(t, user);
  return { user, jpeg, png, pngId, post, listing, bulkJobId, profile, token };
}

describe("GET /api/account/export", () => {
  it("holds the caller's generations, bulk items, profiles, settings and photos as JSON and CSV, and no secret", async () => {
    const seller = await busySeller("marker-seller-91c2");
    const stranger = await busySeller("marker-stranger-5d7e");
    const files = await exported(seller.user);
    const names = Object.keys(files);

    // Every set twice, a read-me, and exactly the two photos.
    expect(names[0]).toBe(ACCOUNT_EXPORT_README);
    for (const set of ACCOUNT_EXPORT_DATASETS) {
      expect(names, set).toContain(`${set}.json`);
      expect(names, set).toContain(`${set}.csv`);
      // The CSV has one row per JSON record, with the same ids.
      const records = jsonOf(files, set);
      const rows = csvOf(files, set);
      expect(rows, set).toHaveLength(records.length);
      if (records[0] && "id" in records[0]) {
        expect(
          rows.map((row) => row.id),
          set,
        ).toEqual(records.map((record) => record.id));
      }
    }
    const photoFiles = names.filter((name) => name.startsWith("photos/")).sort();
    expect(photoFiles).toEqual([`photos/${seller.jpeg.id}.jpg`, `photos/${seller.pngId}.png`].sort());

    // The account and its settings, without the password hash.
    const [account] = jsonOf(files, "account");
    expect(account).toMatchObject({
      id: seller.user.id,
      email: seller.user.email,
      firstName: "First marker-seller-91c2",
      subscriptionStatus: "active",
      role: "user",
    });
    expect(Object.keys(account ?? {})).not.toContain("passwordHash");
    expect(csvOf(files, "account")[0]).toMatchObject({
      email: seller.user.email,
      subscriptionStatus: "active",
    });

    // Social and listing generations, as stored.
    // The single generation first, then the bulk job's (oldest first).
    const posts = jsonOf(files, "social-posts");
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({
      id: seller.post.id,
      product: "Stoneware mug",
      brand: "Brand marker-seller-91c2",
    });
    expect(posts[0]?.hashtags).toEqual(expect.arrayContaining([expect.any(String)]));
    const listings = jsonOf(files, "product-listings");
    const ownListings = listings.filter((row) => row.generationId === seller.listing.id);
    expect(ownListings.map((row) => row.platform).sort()).toEqual(["ebay", "etsy"]);
    expect(ownListings[0]).toMatchObject({
      product: "Mug marker-seller-91c2",
      imagePath: seller.jpeg.objectPath,
    });
    // A spreadsheet never runs the seller's text as a formula.
    const postRow = csvOf(files, "social-posts")[0];
    expect(postRow?.additionalContext).toBe(`'=HYPERLINK("x") marker-seller-91c2`);
    expect(postRow?.hashtags).toBe(JSON.stringify(posts[0]?.hashtags));

    // The bulk job and its item (the item names the post it made).
    expect(jsonOf(files, "bulk-jobs").map((job) => job.id)).toEqual([seller.bulkJobId]);
    const items = jsonOf(files, "bulk-items");
    expect(items).toEqual([
      expect.objectContaining({ jobId: seller.bulkJobId, fileName: "mug.jpg", status: "succeeded" }),
    ]);
    expect(items.every((item) => !("leaseExpiresAt" in item) && !("processedBy" in item))).toBe(true);
    expect(items[0]?.generationId).toBe(posts[1]?.id);

    // Brand profiles, API token names (never the token), devices (never the session id).
    expect(jsonOf(files, "brand-profiles")).toEqual([
      expect.objectContaining({
        id: seller.profile.id,
        name: "Profile marker-seller-91c2",
        alwaysWords: ["handmade"],
      }),
    ]);
    expect(jsonOf(files, "api-tokens")).toEqual([
      expect.objectContaining({ id: seller.token.apiToken.id, name: "Token marker-seller-91c2" }),
    ]);
    expect(jsonOf(files, "sessions")).toHaveLength(2);
    expect(jsonOf(files, "usage-events").length).toBeGreaterThanOrEqual(2);

    // Shop settings: one record, each setting a column (returns as JSON in its cell).
    const [shop] = jsonOf(files, "shop-settings");
    expect(shop).toMatchObject({
      location: "Portland marker-seller-91c2",
      postalCode: "97201",
      dispatchDays: 2,
      returns: { accepted: true, withinDays: 30, paidBy: "buyer" },
      currency: "USD",
      country: null,
    });
    expect(typeof shop?.updatedAt).toBe("string");
    expect(jsonOf(files, "shop-settings")).toHaveLength(1);
    const shopRows = csvOf(files, "shop-settings");
    expect(shopRows).toEqual([
      expect.objectContaining({ location: "Portland marker-seller-91c2", dispatchDays: "2", country: "" }),
    ]);
    expect(JSON.parse(shopRows[0]?.returns ?? "null")).toEqual({
      accepted: true,
      withinDays: 30,
      paidBy: "buyer",
    });

    // The photos: the used one as the app serves it (the clean JPEG), the unused PNG as sent.
    const served = await t.app.inject({
      url: seller.jpeg.objectPath,
      headers: { cookie: seller.user.cookie },
    });
    expect(Buffer.from(files[`photos/${seller.jpeg.id}.jpg`] ?? []).equals(served.rawPayload)).toBe(true);
    expect(Buffer.from(files[`photos/${seller.pngId}.png`] ?? []).equals(seller.png)).toBe(true);
    const photos = jsonOf(files, "photos");
    expect(photos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: seller.pngId,
          included: true,
          file: `photos/${seller.pngId}.png`,
          contentType: "image/png",
        }),
        expect.objectContaining({ id: seller.jpeg.id, included: true, contentType: "image/jpeg" }),
      ]),
    );
    expect(
      csvOf(files, "photos")
        .map((row) => row.included)
        .sort(),
    ).toEqual(["true", "true"]);

    // No secret of any kind: password hash, session ids, token hashes, the token itself.
    const everything = allText(files);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, seller.user.id));
    const sids = await t.database.db.select().from(sessions).where(eq(sessions.userId, seller.user.id));
    const tokenRows = await t.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.userId, seller.user.id));
    const linkRows = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, seller.user.id));
    const secrets = [
      row?.passwordHash ?? "missing",
      seller.user.password,
      seller.token.token,
      ...sids.map((session) => session.sid),
      ...tokenRows.map((token) => token.tokenHash),
      ...linkRows.map((link) => link.tokenHash),
    ];
    expect(sids.length).toBe(2);
    expect(tokenRows.length).toBe(1);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(
      /"(passwordHash|tokenHash|sid|sess|stripeCustomerId|stripeSubscriptionId)"/,
    );
    expect(everything).not.toContain("$argon2");

    // Nothing of the stranger's.
    for (const theirs of [
      stranger.user.id,
      stranger.user.email,
      "marker-stranger-5d7e",
      stranger.post.id,
      stranger.listing.id,
      stranger.bulkJobId,
      stranger.jpeg.id,
      stranger.pngId,
      stranger.profile.id,
      stranger.token.apiToken.id,
    ]) {
      expect(everything, theirs).not.toContain(theirs);
      expect(
        names.some((name) => name.includes(theirs)),
        theirs,
      ).toBe(false);
    }
    // And the stranger's own export is theirs alone.
    const strangers = await exported(stranger.user);
    expect(allText(strangers)).not.toContain("marker-seller-91c2");
    expect(
      Object.keys(strangers)
        .filter((name) => name.startsWith("photos/"))
        .sort(),
    ).toEqual([`photos/${stranger.jpeg.id}.jpg`, `photos/${stranger.pngId}.png`].sort());
  });

  it("gives a new account an export with empty sets and its profile", async () => {
    const user = await signUp(t.app);
    const files = await exported(user);
    expect(jsonOf(files, "account")).toEqual([expect.objectContaining({ id: user.id, email: user.email })]);
    expect(jsonOf(files, "social-posts")).toEqual([]);
    // An empty set still has its header.
    expect(text(files, "social-posts.csv").replace(/^\uFEFF/, "")).toMatch(/^id,/);
    expect(Object.keys(files).filter((name) => name.startsWith("photos/"))).toEqual([]);
  });

  it("lists a photo whose file is gone as not included, and still answers", async () => {
    const user = await signUp(t.app);
    const pending = await postJson(user, "/api/objects/upload", { contentType: "image/jpeg" });
    const id = String(pending.objectPath).split("/").pop();
    const files = await exported(user);
    expect(jsonOf(files, "photos")).toEqual([
      expect.objectContaining({ id, included: false, file: null, note: expect.any(String) }),
    ]);
  });

  it("refuses anonymous callers (401), API tokens (403), and a loop of exports (429)", async () => {
    const anonymous = await exportOf(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "unauthorized" });

    const user = await signUp(t.app);
    await confirmEmailOf(t, user.email);
    const { token } = await postJson(user, "/api/tokens", { name: "script" });
    const withToken = await exportOf(undefined, { authorization: `Bearer ${token}` });
    expect(withToken.statusCode).toBe(403);
    expect(withToken.json()).toMatchObject({ code: "forbidden" });

    for (let i = 0; i < 10; i += 1) expect((await exportOf(user.cookie)).statusCode).toBe(200);
    const tooMany = await exportOf(user.cookie);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toEqual({ message: EXPORT_LIMIT_MESSAGE, code: "rate_limited" });
  });
});
