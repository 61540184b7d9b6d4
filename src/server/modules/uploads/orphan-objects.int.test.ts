import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { makeJpeg } from "../../../../tests/support/images";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import { uploads } from "../../db/schema";
import { createStorageProvider } from "../../providers/storage";
import { LocalStorage } from "../../providers/storage/local-storage";
import { INVALID_UPLOAD_LINK_MESSAGE } from "./local-upload";
import { deleteOrphanObjects, ORPHAN_OBJECT_GRACE_MS } from "./service";

/**
 * Finding 29.7: an account deleted while one of its photos was still being sent kept that photo
 * on disk for good (the PUT answered 200 after the deletion; no row, nothing swept it). Now the
 * PUT keeps its bytes only if the row is still there once they are in place, and a sweep removes
 * any object no upload row names.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const deps = () => ({ db: t.database.db, storage: createStorageProvider(t.config) });
const objectsDir = () => join(t.config.dataDir, "objects", "uploads");

async function newUploadPath(user: SignedUpUser, size: number) {
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/objects/upload",
    headers: { cookie: user.cookie },
    payload: { contentType: "image/jpeg", size },
  });
  expect(reply.statusCode).toBe(200);
  const { uploadURL, objectPath } = reply.json() as { uploadURL: string; objectPath: string };
  const url = new URL(uploadURL);
  return { path: `${url.pathname}${url.search}`, id: objectPath.split("/").pop() ?? "" };
}

function deleteAccountOf(user: SignedUpUser) {
  return t.app.inject({
    method: "DELETE",
    url: "/api/account",
    headers: { cookie: user.cookie },
    payload: { password: user.password },
  });
}

describe("a local upload still being sent when its account is deleted", () => {
  it("is refused at the end (403) and leaves no file and no row", async () => {
    const seller = await signUp(t.app);
    const bytes = await makeJpeg({ gps: true });
    const upload = await newUploadPath(seller, bytes.length);

    // The account is deleted while the bytes are on their way (after the link was claimed).
    const original = LocalStorage.prototype.writeStream;
    const deletions: number[] = [];
    vi.spyOn(LocalStorage.prototype, "writeStream").mockImplementation(async function (
      this: LocalStorage,
      key: string,
      source: Readable,
      maxBytes: number,
    ) {
      deletions.push((await deleteAccountOf(seller)).statusCode);
      return original.call(this, key, source, maxBytes);
    });

    const put = await t.app.inject({
      method: "PUT",
      url: upload.path,
      payload: bytes,
      headers: { "content-type": "image/jpeg" },
    });
    expect(deletions).toEqual([204]);
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: INVALID_UPLOAD_LINK_MESSAGE, code: "forbidden" });
    expect(existsSync(join(objectsDir(), upload.id))).toBe(false);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, upload.id))).toEqual([]);
  });

  it("still stores an upload whose account stays", async () => {
    const seller = await signUp(t.app);
    const bytes = await makeJpeg();
    const upload = await newUploadPath(seller, bytes.length);
    const put = await t.app.inject({
      method: "PUT",
      url: upload.path,
      payload: bytes,
      headers: { "content-type": "image/jpeg" },
    });
    expect(put.statusCode).toBe(200);
    expect(existsSync(join(objectsDir(), upload.id))).toBe(true);
  });
});

describe("the orphan sweep on the local store", () => {
  it("removes objects no upload names once past the grace period, and keeps the rest", async () => {
    const seller = await signUp(t.app);
    const bytes = await makeJpeg();
    const kept = await newUploadPath(seller, bytes.length);
    await t.app.inject({
      method: "PUT",
      url: kept.path,
      payload: bytes,
      headers: { "content-type": "image/jpeg" },
    });
    mkdirSync(objectsDir(), { recursive: true });
    const oldOrphan = join(objectsDir(), randomUUID());
    const newOrphan = join(objectsDir(), randomUUID());
    const oldPart = join(objectsDir(), `${randomUUID()}.0123456789ab.part`);
    const notAnUpload = join(objectsDir(), "readme.txt");
    for (const path of [oldOrphan, newOrphan, oldPart, notAnUpload]) writeFileSync(path, "bytes");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    for (const path of [oldOrphan, oldPart, notAnUpload, join(objectsDir(), kept.id)]) {
      utimesSync(path, twoHoursAgo, twoHoursAgo);
    }

    expect(await deleteOrphanObjects(deps())).toBeGreaterThanOrEqual(1);
    expect(existsSync(oldOrphan)).toBe(false);
    expect(existsSync(newOrphan)).toBe(true);
    expect(existsSync(join(objectsDir(), kept.id))).toBe(true);
    // Temporary files are the .part sweep's; names that are not upload keys are nobody's here.
    expect(existsSync(oldPart)).toBe(true);
    expect(existsSync(notAnUpload)).toBe(true);

    expect(
      await deleteOrphanObjects(deps(), Date.now() + ORPHAN_OBJECT_GRACE_MS + 60_000),
    ).toBeGreaterThanOrEqual(1);
    expect(existsSync(newOrphan)).toBe(false);
    expect(existsSync(join(objectsDir(), kept.id))).toBe(true);
  });

  it("finds nothing to do on an empty store", async () => {
    const empty = new LocalStorage({
      rootDir: join(t.config.dataDir, "no-objects"),
      signingKey: Buffer.alloc(32),
    });
    expect(await deleteOrphanObjects({ db: t.database.db, storage: empty })).toBe(0);
  });
});
