import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { users } from "../../src/server/db/schema";
import { makeImage, makeJpeg } from "./images";
import { confirmEmailOf, type SignedUpUser, sessionCookieFrom, signUp, type TestApp } from "./test-app";

/**
 * The people and resources of the access-control matrix (tests/integration/access-matrix.test.ts):
 * an owner (Pro) with one upload, one social generation and one listing generation; another
 * (Free) user with resources of their own; an admin (made by ADMIN_EMAILS at registration); and a
 * spare account that anonymous callers sign in as.
 */

export const roles = ["anonymous", "other", "owner", "admin"] as const;
export type Role = (typeof roles)[number];

export const ADMIN_EMAIL = "matrix.admin@example.com";

/** A distinctive marker the owner writes into their generation: no reply to anyone else may echo it. */
export const OWNER_MARKER = "owner-only-marker-7f3a9c";

export interface OwnerUpload {
  id: string;
  /** `/objects/uploads/<id>` */
  objectPath: string;
  /** The signed PUT URL the bytes went to, as a path on this app (still valid for 15 minutes). */
  putPath: string;
  bytes: Buffer;
  sha256: string;
}

/** An upload URL the owner asked for but has not used yet: only its exact signed URL may fill it. */
export interface PendingUpload {
  id: string;
  objectPath: string;
  putPath: string;
}

export interface AccessWorld {
  t: TestApp;
  users: { other: SignedUpUser; owner: SignedUpUser; admin: SignedUpUser; spare: SignedUpUser };
  owner: {
    upload: OwnerUpload;
    /** sha256 of the image as the app serves it (the clean copy made at first use). */
    servedSha256: string;
    pending: PendingUpload;
    postId: string;
    caption: string;
    listingId: string;
    listingTitle: string;
    /** A demo checkout secret issued to the owner (before they became Pro). */
    clientSecret: string;
    /** A finished bulk job of the owner's (one photo, social) and its one (succeeded) photo. */
    bulkJobId: string;
    bulkItemId: string;
  };
  other: { postId: string; listingId: string; upload: OwnerUpload };
  /** Strings only the owner may ever see in a reply. */
  secrets: string[];
}

export const sha256 = (bytes: Buffer): string => createHash("sha256").update(bytes).digest("hex");

/** The role's session cookie; anonymous has none. */
export function cookieOf(world: AccessWorld, role: Role): string | undefined {
  return role === "anonymous" ? undefined : world.users[role].cookie;
}

export function injectAs(
  world: AccessWorld,
  cookie: string | undefined,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return world.t.app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) },
  });
}

let addressCounter = 0;
/** A fresh client address, so per-IP limits (sign-ups, contact) never meet each other here. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.231.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
}

/**
 * Registers through the real endpoint with a chosen e-mail (signUp always picks its own) and
 * opens the verification link, so an ADMIN_EMAILS address is an admin.
 */
export async function registerWithEmail(t: TestApp, email: string): Promise<SignedUpUser> {
  const password = "a-good-password";
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password },
    remoteAddress: freshAddress(),
  });
  if (reply.statusCode !== 201) throw new Error(`sign-up failed: ${reply.statusCode} ${reply.body}`);
  await confirmEmailOf(t, email);
  return { id: reply.json().id, email, password, cookie: sessionCookieFrom(reply.headers["set-cookie"]) };
}

/** A second, independent session of the same account (for routes that end the caller's session). */
export async function secondSession(t: TestApp, user: SignedUpUser): Promise<string> {
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: user.password },
  });
  if (reply.statusCode !== 200) throw new Error(`sign-in failed: ${reply.statusCode} ${reply.body}`);
  return sessionCookieFrom(reply.headers["set-cookie"]);
}

export async function setPlan(t: TestApp, userId: string, plan: "free" | "pro" | "canceling"): Promise<void> {
  const inThirtyDays = new Date(Date.now() + 30 * 24 * 60 * 60_000);
  await t.database.db
    .update(users)
    .set(
      plan === "free"
        ? { subscriptionStatus: "inactive", subscriptionEndDate: null }
        : { subscriptionStatus: plan === "pro" ? "active" : "canceling", subscriptionEndDate: inThirtyDays },
    )
    .where(eq(users.id, userId));
}

/** POST /api/objects/upload: a signed local PUT URL, as a path on this app, not used yet. */
export async function requestUpload(t: TestApp, user: SignedUpUser, size?: number): Promise<PendingUpload> {
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/objects/upload",
    payload: { contentType: "image/jpeg", ...(size === undefined ? {} : { size }) },
    headers: { cookie: user.cookie },
  });
  if (reply.statusCode !== 200) throw new Error(`upload URL failed: ${reply.statusCode} ${reply.body}`);
  const { uploadURL, objectPath } = reply.json() as { uploadURL: string; objectPath: string };
  const url = new URL(uploadURL);
  return { id: objectPath.split("/").pop() ?? "", objectPath, putPath: `${url.pathname}${url.search}` };
}

/** POST /api/objects/upload, then PUT the bytes to the signed local URL, as the app's client does. */
export async function uploadAs(t: TestApp, user: SignedUpUser, bytes: Buffer): Promise<OwnerUpload> {
  const { id, objectPath, putPath } = await requestUpload(t, user, bytes.length);
  const put = await t.app.inject({
    method: "PUT",
    url: putPath,
    payload: bytes,
    headers: { "content-type": "image/jpeg" },
  });
  if (put.statusCode !== 200) throw new Error(`upload PUT failed: ${put.statusCode} ${put.body}`);
  return { id, objectPath, putPath, bytes, sha256: sha256(bytes) };
}

async function postJson(t: TestApp, user: SignedUpUser, url: string, payload: object) {
  const reply = await t.app.inject({ method: "POST", url, payload, headers: { cookie: user.cookie } });
  if (reply.statusCode !== 200) throw new Error(`${url} failed: ${reply.statusCode} ${reply.body}`);
  return reply.json();
}

export async function createAccessWorld(t: TestApp): Promise<AccessWorld> {
  const [owner, other, spare, admin] = await Promise.all([
    signUp(t.app, { firstName: "Owner" }),
    signUp(t.app, { firstName: "Other" }),
    signUp(t.app, { firstName: "Spare" }),
    registerWithEmail(t, ADMIN_EMAIL),
  ]);
  // Confirmed addresses, as API tokens need (the matrix tries every route with the owner's and admin's).
  await Promise.all([confirmEmailOf(t, owner.email), confirmEmailOf(t, other.email)]);

  // The owner opens a demo checkout while still Free (its secret is a resource of theirs), then is Pro.
  const checkout = await t.app.inject({
    method: "POST",
    url: "/api/create-subscription",
    headers: { cookie: owner.cookie },
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.body}`);
  await setPlan(t, owner.id, "pro");

  const [ownerUpload, otherUpload] = await Promise.all([
    uploadAs(t, owner, await makeJpeg({ width: 640, height: 480 })),
    uploadAs(t, other, await makeJpeg({ width: 480, height: 640 })),
  ]);

  const ownerPost = await postJson(t, owner, "/api/social-media/generate", {
    brand: "Owlbrook Atelier",
    businessType: "Handmade crafts",
    additionalContext: `Private launch notes ${OWNER_MARKER}`,
    hashtags: ["owlbrook"],
    selectedPlatforms: ["instagram", "facebook"],
    imagePath: ownerUpload.objectPath,
  });
  const ownerListing = await postJson(t, owner, "/api/product-listings/generate", {
    businessType: "Handmade crafts",
    productType: "Ceramic vase",
    materials: "Stoneware",
    color: "Owlbrook blue",
    tags: ["owlbrook"],
    selectedPlatforms: ["etsy", "ebay"],
    imagePath: ownerUpload.objectPath,
  });
  // The other user's own history: what their collection routes must show (and nothing more).
  const otherImage = (await makeImage("png", 300, 300)).toString("base64");
  const otherPost = await postJson(t, other, "/api/social-media/generate", {
    brand: "Stranger Goods",
    product: "Linen tea towel",
    selectedPlatforms: ["twitter"],
    imageBase64: otherImage,
  });
  const otherListing = await postJson(t, other, "/api/product-listings/generate", {
    productType: "Poster",
    selectedPlatforms: ["amazon"],
    imageBase64: otherImage,
  });

  const { id: bulkJobId, itemId: bulkItemId } = await finishedBulkJob(t, owner, ownerUpload.objectPath);

  // The first use replaced the bytes with a clean copy: that is what owner and admin are served.
  const served = await t.app.inject({
    method: "GET",
    url: ownerUpload.objectPath,
    headers: { cookie: owner.cookie },
  });
  if (served.statusCode !== 200) throw new Error(`image read failed: ${served.statusCode}`);
  const pending = await requestUpload(t, owner);

  const caption: string = ownerPost.platforms.instagram.caption;
  const listingTitle: string = ownerListing.platforms.etsy.title;
  return {
    t,
    users: { owner, other, admin, spare },
    owner: {
      upload: ownerUpload,
      servedSha256: sha256(served.rawPayload),
      pending,
      postId: ownerPost.id,
      caption,
      listingId: ownerListing.id,
      listingTitle,
      clientSecret: checkout.json().clientSecret,
      bulkJobId,
      bulkItemId,
    },
    other: { postId: otherPost.id, listingId: otherListing.id, upload: otherUpload },
    secrets: [
      OWNER_MARKER,
      caption,
      listingTitle,
      owner.email,
      owner.id,
      ownerPost.id,
      ownerListing.id,
      ownerUpload.id,
      pending.id,
      bulkJobId,
      bulkItemId,
    ],
  };
}

/** A one-photo social bulk job of `user`'s, run to the end by the app's own queue. */
async function finishedBulkJob(
  t: TestApp,
  user: SignedUpUser,
  imagePath: string,
): Promise<{ id: string; itemId: string }> {
  const created = await t.app.inject({
    method: "POST",
    url: "/api/bulk-jobs",
    payload: {
      kind: "social",
      context: {
        businessType: "ecommerce",
        brand: "Owlbrook Atelier",
        targetAudience: "Gift buyers",
        product: "vase",
      },
      images: [{ imagePath, fileName: "owlbrook-vase.jpg" }],
    },
    headers: { cookie: user.cookie },
  });
  if (created.statusCode !== 202) throw new Error(`bulk job failed: ${created.statusCode} ${created.body}`);
  const id: string = created.json().id;
  for (let tries = 0; tries < 200; tries += 1) {
    const job = await t.app.inject({ url: `/api/bulk-jobs/${id}`, headers: { cookie: user.cookie } });
    if (job.json().finishedAt) return { id, itemId: job.json().items[0].id };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the bulk job did not finish");
}
