import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bombPng, disguisedHtml, exifHasGps, makeJpeg } from "../../../../tests/support/images";
import { type LocalS3, startLocalS3 } from "../../../../tests/support/s3-server";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import { MAX_UPLOAD_BYTES, STORAGE_QUOTA_BYTES, STORAGE_QUOTA_MESSAGES } from "../../../domain/uploads";
import { uploads } from "../../db/schema";
import { loadImage } from "../../modules/images/service";
import {
  deleteOrphanObjects,
  ORPHAN_OBJECT_GRACE_MS,
  UPLOAD_URL_TTL_SECONDS,
} from "../../modules/uploads/service";
import { createStorageProvider, storageUploadOrigins } from "./index";
import { S3Storage } from "./s3-storage";
import type { StorageProvider } from "./storage-provider";

let s3: LocalS3;
let t: TestApp;
let storage: StorageProvider;
let owner: SignedUpUser;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp(s3.env);
  storage = createStorageProvider(t.config);
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function readAll(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** POST /api/objects/upload, then PUT the bytes straight to the bucket as a browser would. */
async function uploadThroughBucket(bytes: Buffer, declared: { contentType?: string; size?: number }) {
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/objects/upload",
    headers: { cookie: owner.cookie },
    payload: declared,
  });
  expect(reply.statusCode).toBe(200);
  const { uploadURL, objectPath } = reply.json() as { uploadURL: string; objectPath: string };
  const put = await fetch(uploadURL, {
    method: "PUT",
    body: new Uint8Array(bytes),
    headers: declared.contentType ? { "content-type": declared.contentType } : {},
  });
  return { uploadURL, objectPath, id: objectPath.split("/").pop() ?? "", putStatus: put.status };
}

describe("S3 storage against a real S3-compatible server", () => {
  it("is chosen by S3_BUCKET", () => {
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.kind).toBe("s3");
  });

  it("presigns a PUT the browser can use, then heads, reads and deletes the object", async () => {
    const bytes = await makeJpeg();
    const signed = await storage.createUploadUrl("uploads/provider-roundtrip", {
      contentType: "image/jpeg",
      size: bytes.length,
      maxBytes: MAX_UPLOAD_BYTES,
      expiresInSeconds: 60,
    });
    expect(signed.method).toBe("PUT");
    expect(signed.url.startsWith(`${s3.endpoint}/${s3.bucket}/uploads/provider-roundtrip?`)).toBe(true);
    const query = new URL(signed.url).searchParams;
    expect(query.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(query.has("x-amz-checksum-crc32")).toBe(false);
    expect(signed.headers).toEqual({ "content-type": "image/jpeg" });

    const put = await fetch(signed.url, {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: signed.headers,
    });
    expect(put.status).toBe(200);
    expect(await storage.head("uploads/provider-roundtrip")).toEqual({
      size: bytes.length,
      contentType: "image/jpeg",
    });
    expect((await readAll(await storage.read("uploads/provider-roundtrip")))?.equals(bytes)).toBe(true);

    await storage.delete("uploads/provider-roundtrip");
    expect(await storage.head("uploads/provider-roundtrip")).toBeNull();
    expect(await storage.read("uploads/provider-roundtrip")).toBeNull();
    await storage.delete("uploads/provider-roundtrip"); // deleting twice is fine
  });

  it("writes server-made objects", async () => {
    await storage.write("uploads/server-made", Buffer.from("abc"), "image/jpeg");
    expect(await storage.head("uploads/server-made")).toEqual({ size: 3, contentType: "image/jpeg" });
  });
});

describe("uploads on S3 through the app", () => {
  it("sends the browser to the bucket, then streams the image to its owner", async () => {
    const bytes = await makeJpeg({ gps: true });
    const upload = await uploadThroughBucket(bytes, { contentType: "image/jpeg", size: bytes.length });
    expect(upload.uploadURL.startsWith(`${s3.endpoint}/${s3.bucket}/uploads/${upload.id}?`)).toBe(true);
    expect(new URL(upload.uploadURL).searchParams.get("X-Amz-Expires")).toBe(String(UPLOAD_URL_TTL_SECONDS));
    expect(upload.putStatus).toBe(200);

    const mine = await t.app.inject({
      method: "GET",
      url: upload.objectPath,
      headers: { cookie: owner.cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/jpeg");
    // Only the clean copy is served, and it replaced the bytes sent in the bucket.
    expect(mine.rawPayload.equals(bytes)).toBe(false);
    expect((await sharp(mine.rawPayload).metadata()).exif).toBeUndefined();
    expect((await readAll(await storage.read(`uploads/${upload.id}`)))?.equals(mine.rawPayload)).toBe(true);
    const stranger = await signUp(t.app);
    const theirs = await t.app.inject({
      method: "GET",
      url: upload.objectPath,
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);

    const image = await loadImage({ db: t.database.db, storage }, owner, { imagePath: upload.objectPath });
    expect((await sharp(image.buffer).metadata()).exif).toBeUndefined();
  });

  it("deletes an object over 10 MB at first use and answers 413", async () => {
    // A presigned PUT cannot cap the size when the client declares none.
    const upload = await uploadThroughBucket(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff), {
      contentType: "image/jpeg",
    });
    expect(upload.putStatus).toBe(200);
    expect((await storage.head(`uploads/${upload.id}`))?.size).toBe(MAX_UPLOAD_BYTES + 1);

    await expect(
      loadImage({ db: t.database.db, storage }, owner, { imagePath: upload.objectPath }),
    ).rejects.toMatchObject({ statusCode: 413 });
    expect(await storage.head(`uploads/${upload.id}`)).toBeNull();
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, upload.id))).toEqual([]);
  });

  it("deletes an oversize object on first read too", async () => {
    const upload = await uploadThroughBucket(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff), {});
    const reply = await t.app.inject({
      method: "GET",
      url: upload.objectPath,
      headers: { cookie: owner.cookie },
    });
    expect(reply.statusCode).toBe(413);
    expect(await storage.head(`uploads/${upload.id}`)).toBeNull();
  });

  it("serves a clean copy again when a replayed presigned PUT replaced it", async () => {
    // A presigned PUT cannot be made single-use: until it expires it can overwrite the object.
    const bytes = await makeJpeg({ gps: true });
    const upload = await uploadThroughBucket(bytes, { contentType: "image/jpeg", size: bytes.length });
    const first = await t.app.inject({
      method: "GET",
      url: upload.objectPath,
      headers: { cookie: owner.cookie },
    });
    expect(first.statusCode).toBe(200);

    const replay = await fetch(upload.uploadURL, {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": "image/jpeg" },
    });
    expect(replay.status).toBe(200);
    const again = await t.app.inject({
      method: "GET",
      url: upload.objectPath,
      headers: { cookie: owner.cookie },
    });
    expect(again.statusCode).toBe(200);
    expect(exifHasGps((await sharp(again.rawPayload).metadata()).exif)).toBe(false);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("checks an upload's real size against the quota at first use when none was declared", async () => {
    const user = await signUp(t.app);
    const filler = randomUUID();
    await t.database.db.insert(uploads).values({
      id: filler,
      ownerId: user.id,
      storageKey: `uploads/${filler}`,
      contentType: "image/jpeg",
      size: STORAGE_QUOTA_BYTES.free - 100,
    });
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/objects/upload",
      headers: { cookie: user.cookie },
      payload: { contentType: "image/jpeg" },
    });
    expect(reply.statusCode).toBe(200);
    const { uploadURL, objectPath } = reply.json() as { uploadURL: string; objectPath: string };
    const id = objectPath.split("/").pop() ?? "";
    const put = await fetch(uploadURL, {
      method: "PUT",
      body: new Uint8Array(await makeJpeg()),
      headers: { "content-type": "image/jpeg" },
    });
    expect(put.status).toBe(200);

    const served = await t.app.inject({ method: "GET", url: objectPath, headers: { cookie: user.cookie } });
    expect(served.statusCode).toBe(413);
    expect(served.json()).toEqual({ message: STORAGE_QUOTA_MESSAGES.free, code: "payload_too_large" });
    expect(await storage.head(`uploads/${id}`)).toBeNull();
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, id))).toEqual([]);
  });

  it("checks magic bytes and pixels at first use", async () => {
    const html = await uploadThroughBucket(disguisedHtml, { contentType: "image/jpeg" });
    const served = await t.app.inject({
      method: "GET",
      url: html.objectPath,
      headers: { cookie: owner.cookie },
    });
    expect(served.statusCode).toBe(415);
    expect(served.headers["content-type"]).toMatch(/^application\/json/);

    const bomb = await uploadThroughBucket(bombPng(), { contentType: "image/png" });
    await expect(
      loadImage({ db: t.database.db, storage }, owner, { imagePath: bomb.objectPath }),
    ).rejects.toMatchObject({ statusCode: 413 });
  });

  it("lets the browser reach the bucket under the CSP", async () => {
    expect(storageUploadOrigins(t.config)).toEqual([s3.endpoint]);
    const reply = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(String(reply.headers["content-security-policy"])).toContain(`connect-src 'self' ${s3.endpoint}`);
  });

  it("has no local PUT endpoint", async () => {
    const reply = await t.app.inject({
      method: "PUT",
      url: "/api/objects/local/uploads/x?expires=1&max=1&sig=x",
      payload: Readable.from([Buffer.from("x")]),
      headers: { "content-type": "image/jpeg" },
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe("objects no upload names (finding 29.7)", () => {
  it("sweeps a photo PUT to the bucket after its account was deleted, and keeps everyone else's", async () => {
    const seller = await signUp(t.app);
    const bytes = await makeJpeg({ gps: true });
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/objects/upload",
      headers: { cookie: seller.cookie },
      payload: { contentType: "image/jpeg", size: bytes.length },
    });
    const { uploadURL, objectPath } = reply.json() as { uploadURL: string; objectPath: string };
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: seller.cookie },
      payload: { password: seller.password },
    });
    expect(deleted.statusCode).toBe(204);
    // A presigned PUT cannot be revoked: the bytes still land in the bucket, with no row.
    const put = await fetch(uploadURL, {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": "image/jpeg" },
    });
    expect(put.status).toBe(200);
    const orphanKey = `uploads/${objectPath.split("/").pop()}`;
    const kept = await uploadThroughBucket(await makeJpeg(), { contentType: "image/jpeg" });
    const keptKey = `uploads/${kept.id}`;
    const listed = [];
    for await (const object of storage.listObjects("uploads/")) listed.push(object.key);
    expect(listed).toEqual(expect.arrayContaining([orphanKey, keptKey]));

    // Within the grace period nothing is touched (a server-made image is written before its row).
    expect(await deleteOrphanObjects({ db: t.database.db, storage })).toBe(0);
    expect(await storage.head(orphanKey)).not.toBeNull();

    const removed = await deleteOrphanObjects(
      { db: t.database.db, storage },
      Date.now() + ORPHAN_OBJECT_GRACE_MS + 60_000,
    );
    expect(removed).toBe(1);
    expect(await storage.head(orphanKey)).toBeNull();
    expect(await storage.head(keptKey)).not.toBeNull();
    // Keys that are not uploads/<uuid> are never the sweep's business.
    expect(await storage.head("uploads/server-made")).not.toBeNull();
  });
});
