import type { Readable } from "node:stream";

/**
 * Object storage behind one small interface (DESIGN.md §2): files under DATA_DIR/objects with
 * upload URLs signed by this app (the embedded default), or any S3-compatible bucket with
 * presigned URLs. `createStorageProvider` in index.ts is the one place that chooses.
 *
 * Keys are made by the server only (`uploads/<uuid>`); nothing here trusts a client's name.
 */
export interface StorageProvider {
  readonly kind: "local" | "s3";

  /** A URL the browser PUTs the bytes to, with the headers it must send along. */
  createUploadUrl(key: string, options: UploadUrlOptions): Promise<SignedUpload>;

  /** Size and stored content type, or null when nothing has been uploaded under the key. */
  head(key: string): Promise<ObjectInfo | null>;

  /** The object's bytes as a stream, or null when it does not exist. */
  read(key: string): Promise<Readable | null>;

  /** Stores bytes the server made itself (generated images). */
  write(key: string, body: Buffer, contentType: string): Promise<void>;

  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;

  /**
   * Every object whose key starts with `prefix`, with when it was last written, in no promised
   * order (temporary files of unfinished writes are not objects). Read as a stream of pages, so a
   * large store costs no more memory than a small one. The orphan sweep uses it to find objects
   * no `uploads` row names any more.
   */
  listObjects(prefix: string): AsyncIterable<StoredObject>;

  /**
   * Removes what interrupted writes left behind (the local store's temporary files); returns how
   * many. Stores that keep nothing half-written (S3: an interrupted PUT stores nothing) omit it.
   */
  sweepTemporaryFiles?(): Promise<number>;
}

export interface UploadUrlOptions {
  /** When known, the upload must be sent with this Content-Type (S3 signs it). */
  contentType?: string;
  /** When known, the exact byte count (S3 signs Content-Length). */
  size?: number;
  /** The most bytes the object may hold. Enforced while streaming locally; on S3 at first use. */
  maxBytes: number;
  expiresInSeconds: number;
}

export interface SignedUpload {
  url: string;
  method: "PUT";
  headers: Record<string, string>;
}

export interface StoredObject {
  key: string;
  lastModified: Date;
}

export interface ObjectInfo {
  size: number;
  contentType: string | null;
}

/** Server-made keys only: lower-case letters, digits, `-`, `_`, `.` in `/`-separated parts. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function isValidObjectKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key) && !key.includes("..");
}

export function assertValidObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
}
