import { createHash, randomUUID } from "node:crypto";
import {
  existsSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { type AddressInfo, connect } from "node:net";
import { join } from "node:path";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
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
  STORAGE_QUOTA_BYTES,
  STORAGE_QUOTA_MESSAGES,
  UNSUPPORTED_IMAGE_MESSAGE,
} from "../../../domain/uploads";
import { rateLimitBuckets, uploads, users } from "../../db/schema";
import { createStorageProvider } from "../../providers/storage";
import { LocalStorage } from "../../providers/storage/local-storage";
import { loadImage } from "../images/service";
import { USED_UPLOAD_LINK_MESSAGE } from "./local-upload";
import {
  deleteAbandonedUploads,
  PRO_UPLOAD_URL_LIMIT,
  UPLOAD_URL_LIMIT,
  UPLOAD_URL_TTL_SECONDS,
} from "./service";

let t: TestApp;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let admin: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  admin = await signUp(t.app);
  await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
});
afterAll(() => t.close());

const deps = () => ({ db: t.database.db, storage: createStorageProvider(t.config) });
const objectsRoot = () => join(t.config.dataDir, "objects");
const objectsDir = () => join(objectsRoot(), "uploads");

/** Every `.part` file anywhere under `directory`. */
function partFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, encoding: "utf8" }).filter((name) =>
    name.endsWith(".part"),
  );
}

function requestUpload(cookie: string | undefined, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/objects/upload",
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

/** Asks for an upload URL; returns it as a path on this app plus the objectPath and upload id. */
async function newUpload(
  user: SignedUpUser,
  payload: Record<string, unknown> = { contentType: "image/jpeg" },
) {
  const reply = await requestUpload(user.cookie, payload);
  expect(reply.statusCode).toBe(200);
  const { uploadURL, objectPath } = reply.json() as { uploadURL: string; objectPath: string };
  const url = new URL(uploadURL);
  return { path: `${url.pathname}${url.search}`, objectPath, id: objectPath.split("/").pop() ?? "" };
}

function put(path: string, body: Buffer | Readable, contentType = "image/jpeg", headers = {}) {
  return t.app.inject({
    method: "PUT",
    url: path,
    payload: body,
    headers: { "content-type": contentType, ...headers },
  });
}

function get(objectPath: string, cookie?: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "GET",
    url: objectPath,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

async function uploaded(user: SignedUpUser, bytes: Buffer, contentType = "image/jpeg") {
  const upload = await newUpload(user, { contentType, size: bytes.length });
  expect((await put(upload.path, bytes, contentType)).statusCode).toBe(200);
  return upload;
}

describe("POST /api/objects/upload", () => {
  it("answers an absolute upload URL on this app and an objectPath owned by the caller", async () => {
    const reply = await requestUpload(owner.cookie, { contentType: "image/png", size: 1234 });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["cache-control"]).toBe("no-store");
    const { uploadURL, objectPath } = reply.json();
    expect(objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    const url = new URL(uploadURL);
    expect(url.origin).toBe("http://localhost");
    expect(url.pathname).toMatch(/^\/api\/objects\/local\/uploads\/[0-9a-f-]{36}$/);
    expect([...url.searchParams.keys()].sort()).toEqual(["expires", "max", "sig"]);
    expect(url.searchParams.get("max")).toBe(String(MAX_UPLOAD_BYTES));

    const id = objectPath.split("/").pop();
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({ ownerId: owner.id, storageKey: `uploads/${id}`, contentType: "image/png" });
    expect(row?.size).toBeNull();
  });

  it("accepts a request without a body (the type is then checked by magic bytes at first use)", async () => {
    const reply = await requestUpload(owner.cookie);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().objectPath).toMatch(/^\/objects\/uploads\//);
  });

  it("refuses anyone signed out", async () => {
    const reply = await requestUpload(undefined, { contentType: "image/jpeg" });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().code).toBe("unauthorized");
  });

  it.each(["text/html", "image/svg+xml", "application/pdf", "image/heic"])(
    "refuses a declared %s with 415",
    async (contentType) => {
      const reply = await requestUpload(owner.cookie, { contentType });
      expect(reply.statusCode).toBe(415);
      expect(reply.json()).toEqual({ message: UNSUPPORTED_IMAGE_MESSAGE, code: "unsupported_media_type" });
    },
  );

  it("refuses a declared size over 10485760 bytes with 413 and accepts exactly 10485760", async () => {
    const over = await requestUpload(owner.cookie, { contentType: "image/jpeg", size: MAX_UPLOAD_BYTES + 1 });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: IMAGE_TOO_LARGE_MESSAGE, code: "payload_too_large" });
    const exact = await requestUpload(owner.cookie, { contentType: "image/jpeg", size: MAX_UPLOAD_BYTES });
    expect(exact.statusCode).toBe(200);
  });

  it("rate-limits upload URLs per user with 429 and Retry-After", async () => {
    const user = await signUp(t.app);
    await t.database.db.insert(rateLimitBuckets).values({
      key: `upload-url:user:${user.id}`,
      count: UPLOAD_URL_LIMIT.limit,
      resetAt: new Date(Date.now() + 60_000),
    });
    const reply = await requestUpload(user.cookie, { contentType: "image/jpeg" });
    expect(reply.statusCode).toBe(429);
    expect(Number(reply.headers["retry-after"])).toBeGreaterThan(0);
    expect((await requestUpload(owner.cookie, { contentType: "image/jpeg" })).statusCode).toBe(200);
  });

  it("gives Pro room for bulk jobs: past the Free hourly limit, up to Pro's", async () => {
    const user = await signUp(t.app);
    await t.database.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, user.id));
    const bucket = (count: number) =>
      t.database.db
        .insert(rateLimitBuckets)
        .values({ key: `upload-url:user:${user.id}`, count, resetAt: new Date(Date.now() + 60_000) })
        .onConflictDoUpdate({ target: rateLimitBuckets.key, set: { count } });
    await bucket(UPLOAD_URL_LIMIT.limit);
    expect((await requestUpload(user.cookie, { contentType: "image/jpeg" })).statusCode).toBe(200);
    await bucket(PRO_UPLOAD_URL_LIMIT.limit);
    expect((await requestUpload(user.cookie, { contentType: "image/jpeg" })).statusCode).toBe(429);
  });
});

describe("GET /objects/uploads/:id", () => {
  let image: Buffer;
  let objectPath: string;
  beforeAll(async () => {
    image = await makeJpeg();
    ({ objectPath } = await uploaded(owner, image));
  });

  it("streams the image to its owner with its real type, nosniff and private caching", async () => {
    const reply = await get(objectPath, owner.cookie);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("image/jpeg");
    expect(reply.headers["x-content-type-options"]).toBe("nosniff");
    expect(reply.headers["content-disposition"]).toBe("inline");
    expect(reply.headers["cache-control"]).toBe("private, max-age=3600");
    expect(reply.headers["content-length"]).toBe(String(reply.rawPayload.length));
    const served = await sharp(reply.rawPayload).metadata();
    expect([served.format, served.width, served.height]).toEqual(["jpeg", 640, 480]);
  });

  it("streams the same clean copy to an admin too", async () => {
    const mine = await get(objectPath, owner.cookie);
    const reply = await get(objectPath, admin.cookie);
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.equals(mine.rawPayload)).toBe(true);
  });

  it("answers 404 JSON to another user and to anyone signed out", async () => {
    for (const cookie of [stranger.cookie, undefined]) {
      const reply = await get(objectPath, cookie);
      expect(reply.statusCode).toBe(404);
      expect(reply.headers["content-type"]).toMatch(/^application\/json/);
      expect(reply.json()).toEqual({ message: "Image not found", code: "not_found" });
    }
  });

  it("answers 404 for an unknown id, a malformed id and an upload whose bytes never arrived", async () => {
    const pending = await newUpload(owner);
    for (const path of [
      "/objects/uploads/00000000-0000-4000-8000-000000000000",
      "/objects/uploads/not-a-uuid",
      "/objects/uploads/..%2F..%2Fsession-secret",
      pending.objectPath,
    ]) {
      const reply = await get(path, owner.cookie);
      expect(reply.statusCode, path).toBe(404);
      expect(reply.json().code).toBe("not_found");
    }
  });

  it("replaces the upload by its clean copy at first read, records it, and sends its hash as ETag", async () => {
    const bytes = await makeImage("webp");
    const upload = await uploaded(owner, bytes, "image/webp");
    const first = await get(upload.objectPath, owner.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    const sha256 = createHash("sha256").update(first.rawPayload).digest("hex");
    expect(first.headers.etag).toBe(`"${sha256}"`);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, upload.id));
    expect(row).toMatchObject({
      contentType: "image/webp",
      size: first.rawPayload.length,
      width: 320,
      height: 200,
      sha256,
    });
    expect(row?.cleanedAt).toBeInstanceOf(Date);
    expect(readFileSync(join(objectsDir(), upload.id)).equals(first.rawPayload)).toBe(true);

    // Later reads stream the stored clean copy; a loadImage in between changes nothing.
    await loadImage(deps(), owner, { imagePath: upload.objectPath });
    const second = await get(upload.objectPath, owner.cookie);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const cached = await get(upload.objectPath, owner.cookie, {
      "if-none-match": String(second.headers.etag),
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it("serves the clean copy's real type, never the declared one", async () => {
    const png = await makeImage("png");
    const upload = await uploaded(owner, png, "image/jpeg");
    const reply = await get(upload.objectPath, owner.cookie);
    expect(reply.statusCode).toBe(200);
    // A PNG stays a PNG (GIF and WebP are kept as WebP), its transparency kept.
    expect(reply.headers["content-type"]).toBe("image/png");
    expect((await sharp(reply.rawPayload).metadata()).hasAlpha).toBe(true);
  });

  it.each([
    ["HTML", disguisedHtml],
    ["SVG", disguisedSvg],
  ])(
    "never serves %s disguised as image/jpeg: 415 JSON, and first use refuses it too",
    async (_name, bytes) => {
      const upload = await uploaded(owner, bytes, "image/jpeg");
      const reply = await get(upload.objectPath, owner.cookie);
      expect(reply.statusCode).toBe(415);
      expect(reply.headers["content-type"]).toMatch(/^application\/json/);
      expect(reply.body).not.toContain("<script>");
      expect(reply.json()).toEqual({ message: UNSUPPORTED_IMAGE_MESSAGE, code: "unsupported_media_type" });
      await expect(loadImage(deps(), owner, { imagePath: upload.objectPath })).rejects.toMatchObject({
        statusCode: 415,
        message: UNSUPPORTED_IMAGE_MESSAGE,
      });
    },
  );
});

describe("PUT to the local store's signed URL", () => {
  it("needs no cookie: the signature is the permission", async () => {
    const upload = await newUpload(owner);
    const reply = await put(upload.path, await makeJpeg());
    expect(reply.statusCode).toBe(200);
  });

  it("refuses a tampered signature, key, size cap or expiry with 403 and stores nothing", async () => {
    const upload = await newUpload(owner);
    const url = new URL(upload.path, "http://localhost");
    const sig = url.searchParams.get("sig") ?? "";
    const tampered = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return `${copy.pathname}${copy.search}`;
    };
    const other = await newUpload(owner);
    const otherKeyPath = `${new URL(other.path, "http://localhost").pathname}${url.search}`;
    const flipped = `${sig.slice(0, -2)}${sig.at(-2) === "A" ? "B" : "A"}${sig.at(-1)}`;
    for (const path of [
      tampered("sig", flipped),
      tampered("sig", ""),
      tampered("max", String(MAX_UPLOAD_BYTES * 10)),
      tampered("expires", String(Number(url.searchParams.get("expires")) + 3600)),
      otherKeyPath,
      url.pathname,
    ]) {
      const reply = await put(path, await makeJpeg());
      expect(reply.statusCode, path).toBe(403);
      expect(reply.json()).toEqual({ message: "This upload link is not valid", code: "forbidden" });
    }
    expect((await get(upload.objectPath, owner.cookie)).statusCode).toBe(404);
    expect((await get(other.objectPath, owner.cookie)).statusCode).toBe(404);
  });

  it("refuses an expired URL with 403", async () => {
    const upload = await newUpload(owner);
    const storage = createStorageProvider(t.config);
    expect(storage).toBeInstanceOf(LocalStorage);
    // The same key signed by the same secret, but with an expiry in the past.
    const expired = await storage.createUploadUrl(`uploads/${upload.id}`, {
      maxBytes: MAX_UPLOAD_BYTES,
      expiresInSeconds: -1,
    });
    const reply = await put(expired.url, await makeJpeg());
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ message: "This upload link has expired", code: "forbidden" });
    expect((await get(upload.objectPath, owner.cookie)).statusCode).toBe(404);
  });

  it("signs URLs that expire after the upload TTL", async () => {
    const before = Math.floor(Date.now() / 1000);
    const upload = await newUpload(owner);
    const expires = Number(new URL(upload.path, "http://localhost").searchParams.get("expires"));
    expect(expires - before).toBeGreaterThanOrEqual(UPLOAD_URL_TTL_SECONDS);
    expect(expires - before).toBeLessThanOrEqual(UPLOAD_URL_TTL_SECONDS + 5);
  });

  it("refuses a declared Content-Length over the cap with 413", async () => {
    const upload = await newUpload(owner);
    const reply = await put(upload.path, Buffer.alloc(MAX_UPLOAD_BYTES + 1));
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ message: IMAGE_TOO_LARGE_MESSAGE, code: "payload_too_large" });
    expect(reply.headers.connection).toBe("close");
  });

  it("stops a streamed body (no Content-Length) past 10485760 bytes with 413 and keeps nothing", async () => {
    const upload = await newUpload(owner);
    const chunk = Buffer.alloc(1024 * 1024, 0xab);
    let sent = 0;
    const body = new Readable({
      read() {
        if (sent > MAX_UPLOAD_BYTES + chunk.length) return this.push(null);
        sent += chunk.length;
        this.push(chunk);
      },
    });
    const reply = await put(upload.path, body, "image/jpeg", { "transfer-encoding": "chunked" });
    expect(reply.statusCode).toBe(413);
    expect(reply.json().code).toBe("payload_too_large");
    expect(readdirSync(objectsDir()).filter((name) => name.startsWith(upload.id))).toEqual([]);
    expect((await get(upload.objectPath, owner.cookie)).statusCode).toBe(404);
  });

  it("accepts exactly 10485760 bytes", async () => {
    const upload = await newUpload(owner);
    const reply = await put(upload.path, Buffer.alloc(MAX_UPLOAD_BYTES, 1), "application/octet-stream");
    expect(reply.statusCode).toBe(200);
  });

  it("refuses a body sent as a non-image type with 415", async () => {
    const upload = await newUpload(owner);
    const reply = await put(upload.path, disguisedHtml, "text/html");
    expect(reply.statusCode).toBe(415);
    expect((await get(upload.objectPath, owner.cookie)).statusCode).toBe(404);
  });
});

describe("clean copies: the bytes sent are never served (pen test finding 7)", () => {
  it("serves a photo with EXIF GPS without any metadata, and keeps only the clean copy", async () => {
    const original = await makeJpeg({ width: 3000, height: 2000, gps: true, orientation: 6 });
    expect(exifHasGps((await sharp(original).metadata()).exif)).toBe(true);
    const upload = await uploaded(owner, original);

    const reply = await get(upload.objectPath, owner.cookie);
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.equals(original)).toBe(false);
    const served = await sharp(reply.rawPayload).metadata();
    expect(served.exif).toBeUndefined();
    expect(served.xmp).toBeUndefined();
    expect(served.iptc).toBeUndefined();
    expect(served.icc).toBeUndefined();
    expect(served.orientation).toBeUndefined();
    expect(reply.rawPayload.includes(Buffer.from("TestCam"))).toBe(false);
    // Turned upright by its EXIF orientation, then capped at 2048 px on the longest edge.
    expect([served.format, served.width, served.height]).toEqual(["jpeg", 1365, 2048]);
    // The original is gone from storage: only the clean copy is left to serve.
    expect(readFileSync(join(objectsDir(), upload.id)).equals(reply.rawPayload)).toBe(true);
  });
});

describe("single-use upload links (pen test finding 1)", () => {
  it("refuses a replayed PUT with 403 and keeps the first image", async () => {
    const first = await makeJpeg({ width: 640, height: 480 });
    const upload = await uploaded(owner, first);
    const before = await get(upload.objectPath, owner.cookie);

    const replay = await put(upload.path, await makeJpeg({ width: 320, height: 200 }));
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual({ message: USED_UPLOAD_LINK_MESSAGE, code: "forbidden" });
    expect(replay.headers.connection).toBe("close");

    const after = await get(upload.objectPath, owner.cookie);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
  });

  it("refuses a replay that comes before the image was ever read", async () => {
    const upload = await uploaded(owner, await makeJpeg({ width: 640, height: 480 }));
    const replay = await put(upload.path, await makeJpeg({ width: 320, height: 200 }));
    expect(replay.statusCode).toBe(403);
    const served = await sharp((await get(upload.objectPath, owner.cookie)).rawPayload).metadata();
    expect([served.width, served.height]).toEqual([640, 480]);
  });

  it("lets exactly one of several PUTs at once through", async () => {
    const upload = await newUpload(owner);
    const image = await makeJpeg();
    const replies = await Promise.all(Array.from({ length: 6 }, () => put(upload.path, image)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 403, 403, 403, 403, 403]);
  });

  it("gives the link back when the write fails, so the client can retry it", async () => {
    const upload = await newUpload(owner);
    const chunk = Buffer.alloc(1024 * 1024, 0xab);
    const tooBig = Readable.from(Array.from({ length: MAX_UPLOAD_BYTES / chunk.length + 2 }, () => chunk));
    const refused = await put(upload.path, tooBig, "image/jpeg", { "transfer-encoding": "chunked" });
    expect(refused.statusCode).toBe(413);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, upload.id));
    expect(row).toMatchObject({ receivedAt: null, size: null });

    expect((await put(upload.path, await makeJpeg())).statusCode).toBe(200);
    expect((await get(upload.objectPath, owner.cookie)).statusCode).toBe(200);
  });
});

describe("a PUT the client aborts mid-body (pen test finding 1)", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const openFds = () => readdirSync("/proc/self/fd").length;
  /** Where this process's open file descriptors point, for those inside DATA_DIR/objects. */
  const fdsIntoObjects = () =>
    readdirSync("/proc/self/fd")
      .map((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`);
        } catch {
          return ""; // closed between listing and reading
        }
      })
      .filter((target) => target.startsWith(join(t.config.dataDir, "objects")));

  it("closes the file, removes the .part file and gives the link back", async () => {
    const upload = await newUpload(owner);
    const baseline = openFds();

    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {}); // the server may reset it first
    socket.write(
      `PUT ${upload.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/jpeg\r\nContent-Length: ${1024 * 1024}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(256 * 1024, 0xab));
    // Abort only once the server is writing the body to its temporary file.
    await vi.waitFor(() => expect(partFiles(objectsRoot())).toHaveLength(1), { timeout: 10_000 });
    socket.destroy();

    await vi.waitFor(
      () => {
        expect(partFiles(objectsRoot())).toEqual([]);
        expect(fdsIntoObjects()).toEqual([]);
        expect(openFds()).toBeLessThanOrEqual(baseline);
      },
      { timeout: 10_000 },
    );
    await vi.waitFor(async () => {
      const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, upload.id));
      expect(row).toMatchObject({ receivedAt: null, size: null });
    });
    expect((await get(upload.objectPath, owner.cookie)).statusCode).toBe(404);

    // The same URL still works for the retry.
    const retry = await fetch(`http://127.0.0.1:${port}${upload.path}`, {
      method: "PUT",
      body: new Uint8Array(await makeJpeg()),
      headers: { "content-type": "image/jpeg" },
    });
    expect(retry.status).toBe(200);
    expect((await get(upload.objectPath, owner.cookie)).statusCode).toBe(200);
  });
});

describe("storage quota (pen test finding 7)", () => {
  /** Pretends the user already keeps `bytes` (rows only: no 250 MB is written). */
  async function alreadyStored(user: SignedUpUser, bytes: number) {
    for (let left = bytes; left > 0; left -= 2_000_000_000) {
      const id = randomUUID();
      await t.database.db.insert(uploads).values({
        id,
        ownerId: user.id,
        storageKey: `uploads/${id}`,
        contentType: "image/jpeg",
        size: Math.min(left, 2_000_000_000),
      });
    }
  }

  it("refuses an upload URL with 413 when stored + pending + new bytes would pass 250 MB", async () => {
    const user = await signUp(t.app);
    await alreadyStored(user, STORAGE_QUOTA_BYTES.free - 3000);
    expect((await requestUpload(user.cookie, { contentType: "image/jpeg", size: 2000 })).statusCode).toBe(
      200,
    );

    // 2000 bytes are now pending: 1000 are left.
    const over = await requestUpload(user.cookie, { contentType: "image/jpeg", size: 1001 });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: STORAGE_QUOTA_MESSAGES.free, code: "payload_too_large" });
    expect(over.json().message).toBe("You've used your 250 MB of image storage. Upgrade to Pro for 10 GB.");
    expect((await requestUpload(user.cookie, { contentType: "image/jpeg", size: 1000 })).statusCode).toBe(
      200,
    );
    expect((await requestUpload(user.cookie, { contentType: "image/jpeg" })).statusCode).toBe(413);
    // Other accounts are not affected.
    expect((await requestUpload(owner.cookie, { contentType: "image/jpeg", size: 5000 })).statusCode).toBe(
      200,
    );
  });

  it("refuses a PUT whose real bytes would pass the quota, with or without Content-Length", async () => {
    const user = await signUp(t.app);
    await alreadyStored(user, STORAGE_QUOTA_BYTES.free - 5000);
    // Declaring nothing (or too little) does not help: the bytes that arrive are what count.
    const upload = await newUpload(user, { contentType: "image/jpeg", size: 10 });
    const body = Buffer.alloc(8000, 0xab);

    const declared = await put(upload.path, body);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ message: STORAGE_QUOTA_MESSAGES.free, code: "payload_too_large" });
    const streamed = await put(
      upload.path,
      Readable.from([body.subarray(0, 4000), body.subarray(4000)]),
      "image/jpeg",
      {
        "transfer-encoding": "chunked",
      },
    );
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().message).toBe(STORAGE_QUOTA_MESSAGES.free);
    expect(readdirSync(objectsDir()).filter((name) => name.startsWith(upload.id))).toEqual([]);

    const image = await makeJpeg({ width: 32, height: 32 });
    expect(image.length).toBeLessThan(5000);
    expect((await put(upload.path, image)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, upload.id));
    expect(row?.size).toBe(image.length);
  });

  it("lets parallel PUTs of one account use only the room that is left", async () => {
    const user = await signUp(t.app);
    await alreadyStored(user, STORAGE_QUOTA_BYTES.free - 5000);
    const links = [];
    for (let index = 0; index < 6; index += 1)
      links.push(await newUpload(user, { contentType: "image/jpeg" }));
    const replies = await Promise.all(links.map((link) => put(link.path, Buffer.alloc(2000, 0xab))));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(2);
    expect(replies.filter((reply) => reply.statusCode === 413)).toHaveLength(4);
  });

  it("gives Pro 10 GB", async () => {
    const user = await signUp(t.app);
    await t.database.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, user.id));
    await alreadyStored(user, STORAGE_QUOTA_BYTES.free * 2);
    expect((await requestUpload(user.cookie, { contentType: "image/jpeg", size: 1000 })).statusCode).toBe(
      200,
    );

    await alreadyStored(user, STORAGE_QUOTA_BYTES.pro - STORAGE_QUOTA_BYTES.free * 2 - 1000);
    const over = await requestUpload(user.cookie, { contentType: "image/jpeg", size: 1 });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(STORAGE_QUOTA_MESSAGES.pro);
  });
});

describe("abandoned uploads", () => {
  it("removes day-old rows whose bytes never arrived, and keeps uploaded or recent ones", async () => {
    const abandoned = await newUpload(owner);
    const recent = await newUpload(owner);
    const unused = await uploaded(owner, await makeJpeg());
    const used = await uploaded(owner, await makeJpeg());
    await loadImage(deps(), { id: owner.id }, { imagePath: used.objectPath });
    const dayOld = sql`now() - interval '25 hours'`;
    for (const upload of [abandoned, unused, used]) {
      await t.database.db.update(uploads).set({ createdAt: dayOld }).where(eq(uploads.id, upload.id));
    }

    await deleteAbandonedUploads(deps());

    const remaining = new Set(
      (await t.database.db.select({ id: uploads.id }).from(uploads)).map((row) => row.id),
    );
    expect(remaining.has(abandoned.id)).toBe(false);
    expect(remaining.has(recent.id)).toBe(true);
    expect(remaining.has(unused.id)).toBe(true);
    expect(remaining.has(used.id)).toBe(true);
    expect((await get(unused.objectPath, owner.cookie)).statusCode).toBe(200);
  });

  it("sweeps temporary files older than an hour, and keeps fresh ones and real objects", async () => {
    const kept = await uploaded(owner, await makeJpeg());
    const stale = join(objectsDir(), `${randomUUID()}.0123456789ab.part`);
    const fresh = join(objectsDir(), `${randomUUID()}.ba9876543210.part`);
    writeFileSync(stale, "half an image");
    writeFileSync(fresh, "half an image");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    utimesSync(join(objectsDir(), kept.id), twoHoursAgo, twoHoursAgo);

    await deleteAbandonedUploads(deps());

    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(join(objectsDir(), kept.id))).toBe(true);
    rmSync(fresh);
  });
});

describe("security headers", () => {
  it("allow the upload dialog's camera preview and keep uploads same-origin with the local store", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(reply.headers["content-security-policy"]);
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
  });
});
