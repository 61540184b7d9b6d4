import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bombPng,
  disguisedHtml,
  disguisedSvg,
  exifHasGps,
  makeImage,
  makeJpeg,
} from "../../../../tests/support/images";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
} from "../../../domain/uploads";
import { uploads } from "../../db/schema";
import { createStorageProvider } from "../../providers/storage";
import { TOO_MANY_PIXELS_MESSAGE, UNREADABLE_IMAGE_MESSAGE } from "./normalise-image";
import { type ImageDeps, loadImage, storeImageForUser } from "./service";

let t: TestApp;
let deps: ImageDeps;
let owner: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.database.db, storage: createStorageProvider(t.config) };
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
});
afterAll(() => t.close());

/** The object stored for an upload, as the storage provider holds it. */
async function storedBytes(uploadId: string): Promise<Buffer> {
  const stream = await deps.storage.read(`uploads/${uploadId}`);
  if (!stream) throw new Error(`no object for ${uploadId}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Uploads bytes the way the browser does: POST for a URL, then PUT to it. */
async function upload(user: SignedUpUser, bytes: Buffer, contentType = "image/jpeg") {
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/objects/upload",
    headers: { cookie: user.cookie },
    payload: { contentType },
  });
  expect(reply.statusCode).toBe(200);
  const { uploadURL, objectPath } = reply.json() as { uploadURL: string; objectPath: string };
  const url = new URL(uploadURL);
  const put = await t.app.inject({
    method: "PUT",
    url: `${url.pathname}${url.search}`,
    payload: bytes,
    headers: { "content-type": contentType },
  });
  expect(put.statusCode).toBe(200);
  return { objectPath, id: objectPath.split("/").pop() ?? "" };
}

describe("loadImage from an upload", () => {
  it("strips GPS and every other metadata from the normalised image", async () => {
    const original = await makeJpeg({ width: 2000, height: 1500, gps: true });
    const before = await sharp(original).metadata();
    expect(exifHasGps(before.exif)).toBe(true);

    const { objectPath } = await upload(owner, original);
    const image = await loadImage(deps, owner, { imagePath: objectPath });
    const after = await sharp(image.buffer).metadata();
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(image.buffer.includes(Buffer.from("TestCam"))).toBe(false);
  });

  it("fits it within 1024×1024 and records the clean copy it keeps", async () => {
    const original = await makeJpeg({ width: 2000, height: 1500 });
    const { objectPath, id } = await upload(owner, original);
    const image = await loadImage(deps, owner, { imagePath: objectPath });
    expect(image).toMatchObject({
      contentType: "image/jpeg",
      width: 1024,
      height: 768,
      originalWidth: 2000,
      originalHeight: 1500,
      sourceFormat: "jpeg",
      uploadId: id,
      objectPath,
    });

    // The row describes the stored object, which is now the clean copy (and the image's source).
    const stored = await storedBytes(id);
    expect(stored.equals(original)).toBe(false);
    expect(image.sha256).toBe(createHash("sha256").update(stored).digest("hex"));
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({
      contentType: "image/jpeg",
      size: stored.length,
      width: 2000,
      height: 1500,
      sha256: image.sha256,
    });
    expect(row?.cleanedAt).toBeInstanceOf(Date);
  });

  it("replaces the stored upload by a clean copy at first use: no GPS, at most 2048 px", async () => {
    const original = await makeJpeg({ width: 3000, height: 2000, gps: true });
    const { objectPath, id } = await upload(owner, original);
    const first = await loadImage(deps, owner, { imagePath: objectPath });

    const stored = await storedBytes(id);
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 2048, 1365]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(stored.includes(Buffer.from("TestCam"))).toBe(false);

    const served = await t.app.inject({ method: "GET", url: objectPath, headers: { cookie: owner.cookie } });
    expect(served.rawPayload.equals(stored)).toBe(true);
    // Later uses read the same clean copy, so they give the very same image.
    const again = await loadImage(deps, owner, { imagePath: objectPath });
    expect(again.buffer.equals(first.buffer)).toBe(true);
  });

  it("never enlarges a small image", async () => {
    const { objectPath } = await upload(owner, await makeJpeg({ width: 300, height: 200 }));
    const image = await loadImage(deps, owner, { imagePath: objectPath });
    expect([image.width, image.height]).toEqual([300, 200]);
  });

  it("applies the EXIF orientation", async () => {
    const { objectPath } = await upload(owner, await makeJpeg({ width: 400, height: 300, orientation: 6 }));
    const image = await loadImage(deps, owner, { imagePath: objectPath });
    expect([image.width, image.height]).toEqual([300, 400]);
    expect([image.originalWidth, image.originalHeight]).toEqual([300, 400]);
    expect((await sharp(image.buffer).metadata()).orientation).toBeUndefined();
  });

  it.each([
    ["png", "png"],
    ["gif", "webp"],
    ["webp", "webp"],
  ] as const)("accepts %s, keeps it as %s and returns JPEG", async (format, kept) => {
    const { objectPath, id } = await upload(owner, await makeImage(format), `image/${format}`);
    const image = await loadImage(deps, owner, { imagePath: objectPath });
    // The stored clean copy keeps a PNG a PNG, GIF and WebP as WebP (both keep transparency);
    // the image is made from it.
    expect(image.sourceFormat).toBe(kept);
    expect((await sharp(await storedBytes(id)).metadata()).format).toBe(kept);
    expect((await sharp(image.buffer).metadata()).format).toBe("jpeg");
  });

  it("flattens transparency onto white", async () => {
    const png = await sharp({
      create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { objectPath } = await upload(owner, png, "image/png");
    const image = await loadImage(deps, owner, { imagePath: objectPath });
    const { data } = await sharp(image.buffer).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(250);
  });

  it("can produce WebP instead", async () => {
    const { objectPath } = await upload(owner, await makeJpeg());
    const image = await loadImage(deps, owner, { imagePath: objectPath }, { format: "webp" });
    expect(image.contentType).toBe("image/webp");
    expect((await sharp(image.buffer).metadata()).format).toBe("webp");
  });

  it("accepts the full URL forms a client may send", async () => {
    const { objectPath, id } = await upload(owner, await makeJpeg());
    for (const imageUrl of [
      `http://localhost:3000${objectPath}`,
      `https://studio.example.com${objectPath}?v=1`,
    ]) {
      const image = await loadImage(deps, owner, { imageUrl });
      expect(image.uploadId).toBe(id);
    }
  });

  it("answers 404 for someone else's upload, an unknown id, and an upload never sent", async () => {
    const { objectPath } = await upload(owner, await makeJpeg());
    await expect(loadImage(deps, stranger, { imagePath: objectPath })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      loadImage(deps, owner, { imagePath: "/objects/uploads/00000000-0000-4000-8000-000000000000" }),
    ).rejects.toMatchObject({ statusCode: 404 });
    const pending = await t.app.inject({
      method: "POST",
      url: "/api/objects/upload",
      headers: { cookie: owner.cookie },
    });
    await expect(loadImage(deps, owner, { imagePath: pending.json().objectPath })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("never fetches other URLs (400)", async () => {
    for (const imageUrl of ["https://evil.example.com/cat.jpg", "file:///etc/passwd", "/api/auth/user"]) {
      await expect(loadImage(deps, owner, { imageUrl })).rejects.toMatchObject({ statusCode: 400 });
    }
  });

  it.each([
    ["HTML", disguisedHtml],
    ["SVG", disguisedSvg],
  ])("refuses %s disguised as a JPEG with 415", async (_name, bytes) => {
    const { objectPath } = await upload(owner, bytes);
    await expect(loadImage(deps, owner, { imagePath: objectPath })).rejects.toMatchObject({
      statusCode: 415,
      message: UNSUPPORTED_IMAGE_MESSAGE,
    });
  });

  it("refuses a damaged image behind valid magic bytes with 415", async () => {
    const jpeg = await makeJpeg();
    const { objectPath } = await upload(owner, Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(2000, 7)]));
    await expect(loadImage(deps, owner, { imagePath: objectPath })).rejects.toMatchObject({
      statusCode: 415,
      message: UNREADABLE_IMAGE_MESSAGE,
    });
  });

  it("refuses a decompression-bomb PNG from its header, without decoding it", async () => {
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const { objectPath } = await upload(owner, bomb, "image/png");
    await expect(loadImage(deps, owner, { imagePath: objectPath })).rejects.toMatchObject({
      statusCode: 413,
      message: TOO_MANY_PIXELS_MESSAGE,
    });
  });
});

describe("loadImage from imageBase64", () => {
  it("accepts plain base64 and data URLs, and strips GPS", async () => {
    const jpeg = await makeJpeg({ gps: true });
    for (const imageBase64 of [
      jpeg.toString("base64"),
      `data:image/jpeg;base64,${jpeg.toString("base64")}`,
    ]) {
      const image = await loadImage(deps, owner, { imageBase64 });
      expect(image.uploadId).toBeNull();
      expect(image.objectPath).toBeNull();
      expect((await sharp(image.buffer).metadata()).exif).toBeUndefined();
    }
  });

  it("goes by the bytes, not the data URL's declared type", async () => {
    const html = `data:image/png;base64,${disguisedHtml.toString("base64")}`;
    await expect(loadImage(deps, owner, { imageBase64: html })).rejects.toMatchObject({ statusCode: 415 });
    const png = await makeImage("png");
    const image = await loadImage(deps, owner, {
      imageBase64: `data:image/jpeg;base64,${png.toString("base64")}`,
    });
    expect(image.sourceFormat).toBe("png");
  });

  it("refuses over 10 MB with 413 before decoding, and a bomb with 413", async () => {
    const tooBig = "A".repeat(Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 8);
    await expect(loadImage(deps, owner, { imageBase64: tooBig })).rejects.toMatchObject({
      statusCode: 413,
      message: IMAGE_TOO_LARGE_MESSAGE,
    });
    await expect(loadImage(deps, owner, { imageBase64: bombPng().toString("base64") })).rejects.toMatchObject(
      { statusCode: 413, message: TOO_MANY_PIXELS_MESSAGE },
    );
  });

  it("takes imagePath first when a body carries several sources", async () => {
    const { objectPath, id } = await upload(owner, await makeJpeg());
    const image = await loadImage(deps, owner, { imagePath: objectPath, imageBase64: "not even base64" });
    expect(image.uploadId).toBe(id);
  });

  it("refuses text that is not base64, and no image at all, with 400", async () => {
    await expect(loadImage(deps, owner, {})).rejects.toMatchObject({ statusCode: 400 });
    for (const imageBase64 of ["", " ", "not base64!", "data:image/png,rawtext"]) {
      await expect(loadImage(deps, owner, { imageBase64 })).rejects.toMatchObject({ statusCode: 400 });
    }
  });
});

describe("storeImageForUser", () => {
  it("stores a server-made image as a normalised upload that only its owner can read", async () => {
    const generated = await makeJpeg({ width: 1536, height: 1536, gps: true });
    const { id, objectPath } = await storeImageForUser(deps, owner.id, generated);
    expect(objectPath).toBe(`/objects/uploads/${id}`);

    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({ ownerId: owner.id, contentType: "image/jpeg", width: 1024, height: 1024 });

    const mine = await t.app.inject({ method: "GET", url: objectPath, headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/jpeg");
    expect(mine.headers.etag).toBe(`"${row?.sha256}"`);
    expect((await sharp(mine.rawPayload).metadata()).exif).toBeUndefined();
    const theirs = await t.app.inject({
      method: "GET",
      url: objectPath,
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);

    const again = await loadImage(deps, owner, { imagePath: objectPath });
    expect([again.width, again.height]).toEqual([1024, 1024]);
  });

  it("refuses what is not an image", async () => {
    await expect(storeImageForUser(deps, owner.id, disguisedHtml)).rejects.toMatchObject({ statusCode: 415 });
  });
});
