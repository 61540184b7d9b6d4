import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { PassThrough, type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  assertValidObjectKey,
  type ObjectInfo,
  type SignedUpload,
  type StorageProvider,
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
   * Streams `source` into the object, counting bytes; past `maxBytes` it stops, keeps nothing
   * and throws ObjectTooLargeError. The source is drained rather than destroyed, so the caller can
   * still answer on the same connection.
   */
  async writeStream(key: string, source: Readable, maxBytes: number): Promise<{ size: number }> {
    const path = this.pathFor(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString("hex")}.part`;
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) callback(new ObjectTooLargeError(`more than ${maxBytes} bytes`));
        else callback(null, chunk);
      },
    });
    const guard = new PassThrough();
    source.pipe(guard);
    try {
      await pipeline(guard, counter, createWriteStream(temporary, { flags: "wx", mode: 0o600 }));
      await rename(temporary, path);
      return { size };
    } catch (error) {
      source.unpipe(guard);
      source.resume();
      await rm(temporary, { force: true });
      throw error;
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
    const temporary = `${path}.${randomBytes(6).toString("hex")}.part`;
    await writeFile(temporary, body, { flag: "wx", mode: 0o600 });
    await rename(temporary, path);
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
