import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { lstat, mkdir, open, opendir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  assertValidObjectKey,
  isValidObjectKey,
  type ObjectInfo,
  type SignedUpload,
  type StorageProvider,
  type StoredObject,
  type UploadUrlOptions,
} from "./storage-provider";
import { signUploadGrant, type UploadSignatureCheck, verifyUploadGrant } from "./upload-signer";

/** The path of the app's own upload endpoint; the object key follows it. */
export const LOCAL_UPLOAD_PATH = "/api/objects/local/";

export interface LocalStorageOptions {
  /** DATA_DIR/objects */
  rootDir: string;
  signingKey: Buffer;
  /** Seconds since the epoch; tests move it. */
  nowSeconds?: () => number;
}

/** A streamed upload went past its size cap; nothing was kept. */
export class ObjectTooLargeError extends Error {
  override name = "ObjectTooLargeError";
}

/**
 * A temporary file older than this belongs to a write that will never finish (a crash, or a
 * release before the abort fix). Every write refreshes the file's mtime, and a request must
 * arrive whole within the app's request timeout (minutes), so an hour never catches a live one.
 */
export const TEMPORARY_FILE_MAX_AGE_MS = 60 * 60_000;

/** `<object path>.<12 hex>.part`: object keys never end like this (they are `uploads/<uuid>`). */
const TEMPORARY_FILE_PATTERN = /\.[0-9a-f]{12}\.part$/;
const temporaryPathFor = (path: string) => `${path}.${randomBytes(6).toString("hex")}.part`;

/**
 * The embedded store: one file per key under DATA_DIR/objects. Upload URLs point at this app
 * (PUT /api/objects/local/<key>?expires=..&max=..&sig=..); the signature is the permission.
 * Writes go to a temporary file that is renamed into place, so a reader never sees half a file.
 */
export class LocalStorage implements StorageProvider {
  readonly kind = "local";
  private readonly now: () => number;

  constructor(private readonly options: LocalStorageOptions) {
    this.now = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  }

  async createUploadUrl(key: string, options: UploadUrlOptions): Promise<SignedUpload> {
    assertValidObjectKey(key);
    const grant = { key, expires: this.now() + options.expiresInSeconds, maxBytes: options.maxBytes };
    const query = new URLSearchParams({
      expires: String(grant.expires),
      max: String(grant.maxBytes),
      sig: signUploadGrant(this.options.signingKey, grant),
    });
    return {
      url: `${LOCAL_UPLOAD_PATH}${key}?${query}`,
      method: "PUT",
      headers: options.contentType ? { "content-type": options.contentType } : {},
    };
  }

  /** Checks an upload URL's query against its key. */
  checkUploadSignature(
    key: string,
    query: { expires?: string; max?: string; sig?: string },
  ): { result: UploadSignatureCheck; maxBytes: number } {
    const expires = Number(query.expires);
    const maxBytes = Number(query.max);
    if (!Number.isSafeInteger(expires) || !Number.isSafeInteger(maxBytes) || maxBytes < 0 || !query.sig) {
      return { result: "invalid", maxBytes: 0 };
    }
    const result = verifyUploadGrant(
      this.options.signingKey,
      { key, expires, maxBytes },
      query.sig,
      this.now(),
    );
    return { result, maxBytes };
  }

  /**
   * Streams `source` into the object, counting bytes; past `maxBytes` it stops, keeps nothing and
   * throws ObjectTooLargeError. One `pipeline` reads the source itself, so however the write ends
   * — the client aborts or closes mid-body, the source errors, the disk fails — the promise
   * settles, the file handle is closed and the temporary file removed. (A `source.pipe()` in
   * between once hid the client's abort: the write never settled, and every aborted PUT leaked a
   * file handle and a `.part` file.) Past the cap the source is drained rather than destroyed, so
   * the caller can still answer 413 on the same connection.
   */
  async writeStream(key: string, source: Readable, maxBytes: number): Promise<{ size: number }> {
    const path = this.pathFor(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = temporaryPathFor(path);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) callback(new ObjectTooLargeError(`more than ${maxBytes} bytes`));
        else callback(null, chunk);
      },
    });
    const file = createWriteStream(temporary, { flags: "wx", mode: 0o600 });
    try {
      // The source's own iterator ends in an error when the source is aborted, closed early or
      // destroyed; stopping on our side (the cap) leaves the source open instead of destroying it.
      await pipeline(source.iterator({ destroyOnReturn: false }), counter, file);
      await rename(temporary, path);
      return { size };
    } catch (error) {
      // pipeline can settle on a source error before the file has even finished opening (it counts
      // error events, not closed streams): removing it then would race its creation and leave it.
      if (!file.closed) await new Promise<void>((resolve) => file.once("close", () => resolve()));
      await rm(temporary, { force: true });
      if (error instanceof ObjectTooLargeError && !source.destroyed) source.resume();
      throw error;
    }
  }

  /**
   * Deletes temporary files older than TEMPORARY_FILE_MAX_AGE_MS anywhere under the root (left by
   * a crash mid-write, or by releases that leaked them); returns how many. Reads the tree as a
   * stream of entries, so a large store costs no more memory than a small one.
   */
  async sweepTemporaryFiles(): Promise<number> {
    const cutoffMs = this.now() * 1000 - TEMPORARY_FILE_MAX_AGE_MS;
    let removed = 0;
    const visit = async (directory: string): Promise<void> => {
      let entries: Awaited<ReturnType<typeof opendir>>;
      try {
        entries = await opendir(directory);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for await (const entry of entries) {
        const path = join(directory, entry.name);
        if (entry.isDirectory()) await visit(path);
        else if (entry.isFile() && TEMPORARY_FILE_PATTERN.test(entry.name)) {
          const info = await lstat(path).catch(() => null);
          if (!info || info.mtimeMs > cutoffMs) continue;
          await rm(path, { force: true });
          removed += 1;
        }
      }
    };
    await visit(this.options.rootDir);
    return removed;
  }

  /**
   * The files under the prefix's directory (keys are `uploads/<uuid>`, one directory deep; the
   * prefix's last part filters names), skipping temporary files and anything not a valid key.
   */
  async *listObjects(prefix: string): AsyncIterable<StoredObject> {
    const slash = prefix.lastIndexOf("/");
    const directoryKey = slash >= 0 ? prefix.slice(0, slash) : "";
    const namePrefix = prefix.slice(slash + 1);
    const directory = directoryKey
      ? join(this.options.rootDir, ...directoryKey.split("/"))
      : this.options.rootDir;
    let entries: Awaited<ReturnType<typeof opendir>>;
    try {
      entries = await opendir(directory);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for await (const entry of entries) {
      if (!entry.isFile() || !entry.name.startsWith(namePrefix)) continue;
      if (TEMPORARY_FILE_PATTERN.test(entry.name)) continue;
      const key = directoryKey ? `${directoryKey}/${entry.name}` : entry.name;
      if (!isValidObjectKey(key)) continue;
      const info = await lstat(join(directory, entry.name)).catch(() => null);
      if (info?.isFile()) yield { key, lastModified: info.mtime };
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.pathFor(key));
      return info.isFile() ? { size: info.size, contentType: null } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Readable | null> {
    try {
      // Opening first turns a missing file into null instead of a later stream error.
      const handle = await open(this.pathFor(key), "r");
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async write(key: string, body: Buffer, _contentType: string): Promise<void> {
    const path = this.pathFor(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = temporaryPathFor(path);
    try {
      await writeFile(temporary, body, { flag: "wx", mode: 0o600 });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }

  private pathFor(key: string): string {
    assertValidObjectKey(key);
    return join(this.options.rootDir, ...key.split("/"));
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
