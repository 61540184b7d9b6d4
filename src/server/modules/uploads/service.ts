import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { hasProAccess } from "../../../domain/plans";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  objectPathFor,
  UNSUPPORTED_IMAGE_MESSAGE,
  type UploadImageType,
  type UploadUrlReply,
  uploadImageTypes,
} from "../../../domain/uploads";
import type { Database } from "../../db/client";
import { uploads } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { detectImageType, SNIFF_BYTES } from "../images/image-type";
import { consumeRateLimit } from "../rate-limit/service";
import type { UserRow } from "../sessions/service";
import { withStorageAllowance } from "./quota";
import { IMAGE_NOT_FOUND_MESSAGE, isCleanCopy, readUsableUpload } from "./stored-image";

export interface UploadDeps {
  db: Database;
  storage: StorageProvider;
}

export type UploadRow = typeof uploads.$inferSelect;
type Viewer = { id: string; role?: "user" | "admin" };

/** An upload URL is good for 15 minutes: long enough for a slow phone link, short for a leak. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/**
 * Upload URLs per user per hour. Single-image pages need one per image; 200 leaves room for an
 * admin's test runs while stopping a script from filling the bucket. Pro's bulk jobs take up to
 * 500 photos each: 2,000 is four full batches an hour (the storage quota still bounds the bytes).
 */
export const UPLOAD_URL_LIMIT = { limit: 200, windowMs: 60 * 60_000 } as const;
export const PRO_UPLOAD_URL_LIMIT = { limit: 2000, windowMs: 60 * 60_000 } as const;

/** Declared types that mean "unknown": accepted, and checked by magic bytes at first use. */
const UNDECLARED_TYPES = new Set(["", "application/octet-stream"]);

export const uploadKeyFor = (uploadId: string): string => `uploads/${uploadId}`;
export const isUploadId = isUuid;

/** The upload id in a key made by uploadKeyFor; null for any other key. */
export function uploadIdFromKey(key: string): string | null {
  const id = key.startsWith("uploads/") ? key.slice("uploads/".length) : "";
  return isUploadId(id) ? id : null;
}

/**
 * POST /api/objects/upload: checks what the client declares, creates the caller's `uploads` row
 * under a server-made key and signs a PUT URL for it. The declared size is reserved against the
 * caller's storage quota (413 when stored + pending + new would pass it). The bytes themselves are
 * checked when the image is first used (magic bytes, size, pixels), since a client can declare
 * anything.
 */
export async function createUploadUrl(
  deps: UploadDeps,
  user: Pick<UserRow, "id" | "subscriptionStatus" | "subscriptionEndDate">,
  input: { contentType?: string; size?: number },
): Promise<UploadUrlReply> {
  const contentType = declaredImageType(input.contentType);
  if (input.size !== undefined && input.size > MAX_UPLOAD_BYTES) {
    throw new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE);
  }
  const limit = await consumeRateLimit(deps.db, {
    key: `upload-url:user:${user.id}`,
    ...(hasProAccess(user) ? PRO_UPLOAD_URL_LIMIT : UPLOAD_URL_LIMIT),
  });
  if (!limit.allowed) {
    throw new AppError("rate_limited", "Too many uploads. Please wait a while and try again.", {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }

  const id = randomUUID();
  const storageKey = uploadKeyFor(id);
  await withStorageAllowance(deps.db, user.id, null, async (tx, allowance) => {
    // Undeclared counts as one byte: unknown, but an image is never empty.
    if (Math.max(input.size ?? 0, 1) > allowance.remaining) throw allowance.exceeded();
    await tx.insert(uploads).values({
      id,
      ownerId: user.id,
      storageKey,
      // Replaced by the type the bytes really have when the image is first used.
      contentType: contentType ?? "application/octet-stream",
      // Reserved against the quota until the real size is known.
      declaredSize: input.size ?? null,
    });
  });
  const signed = await deps.storage.createUploadUrl(storageKey, {
    contentType,
    size: input.size,
    maxBytes: MAX_UPLOAD_BYTES,
    expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
  });
  return { uploadURL: signed.url, objectPath: objectPathFor(id) };
}

/** The declared type as one of the four, undefined when not declared; 415 for anything else. */
function declaredImageType(declared: string | undefined): UploadImageType | undefined {
  const bare = declared?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (UNDECLARED_TYPES.has(bare)) return undefined;
  const type = bare === "image/jpg" || bare === "image/pjpeg" ? "image/jpeg" : bare;
  if (!(uploadImageTypes as readonly string[]).includes(type)) {
    throw new AppError("unsupported_media_type", UNSUPPORTED_IMAGE_MESSAGE);
  }
  return type as UploadImageType;
}

/** The upload row when `viewer` may see it (owner, or an admin when allowed); otherwise 404. */
export async function findVisibleUpload(
  db: Database,
  viewer: Viewer | null,
  uploadId: string,
  { allowAdmin }: { allowAdmin: boolean },
): Promise<UploadRow> {
  if (!viewer || !isUploadId(uploadId)) throw new AppError("not_found", IMAGE_NOT_FOUND_MESSAGE);
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
  const visible = row && (row.ownerId === viewer.id || (allowAdmin && viewer.role === "admin"));
  if (!row || !visible) throw new AppError("not_found", IMAGE_NOT_FOUND_MESSAGE);
  return row;
}

export interface OpenedUpload {
  body: Readable;
  contentType: UploadImageType;
  size: number;
  /** A strong validator: the SHA-256 of the clean copy being served. */
  etag: string | undefined;
}

/**
 * GET /objects/uploads/:id: the image for its owner or an admin — only ever the clean copy, never
 * the bytes the client sent (those may carry the owner's GPS position and camera details). An
 * upload not yet verified is verified and replaced by its clean copy first (see readUsableUpload);
 * an already clean copy is streamed, and its first bytes are checked before anything is sent, so
 * only one of the four image types is ever served, with the type its magic bytes show.
 */
export async function openUpload(
  deps: UploadDeps,
  viewer: Viewer | null,
  uploadId: string,
): Promise<OpenedUpload> {
  const row = await findVisibleUpload(deps.db, viewer, uploadId, { allowAdmin: true });
  const info = row.cleanedAt ? await deps.storage.head(row.storageKey) : null;
  if (!info || !isCleanCopy(row, info.size)) {
    const usable = await readUsableUpload(deps, row);
    return {
      body: Readable.from([usable.bytes], { objectMode: false }),
      contentType: usable.contentType,
      size: usable.bytes.length,
      etag: `"${usable.sha256}"`,
    };
  }
  const stream = await deps.storage.read(row.storageKey);
  if (!stream) throw new AppError("not_found", IMAGE_NOT_FOUND_MESSAGE);
  const { head, body } = await peek(stream, SNIFF_BYTES);
  const contentType = detectImageType(head);
  if (!contentType) {
    body.destroy();
    throw new AppError("unsupported_media_type", UNSUPPORTED_IMAGE_MESSAGE);
  }
  return { body, contentType, size: info.size, etag: row.sha256 ? `"${row.sha256}"` : undefined };
}

/** Reads at least `bytes` bytes (or all there is) and gives back a stream of the whole object. */
async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator: AsyncIterator<Buffer> = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay() {
    if (head.length > 0) yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const body = Readable.from(replay(), { objectMode: false });
  // However the reply ends (sent, aborted by the client, or never started), the source closes.
  body.once("close", () => stream.destroy());
  return { head, body };
}

/** An upload URL lives 15 minutes; a row whose bytes have not arrived a day later never will. */
export const ABANDONED_UPLOAD_AGE_MS = 24 * 60 * 60_000;

/**
 * Removes `uploads` rows whose bytes never arrived (the dialog was closed, the PUT failed, the
 * process died mid-write). Only rows never verified by a first use are candidates, and each is
 * checked against storage, so an image that was uploaded but not used yet stays. Bounded per run;
 * the cleanup job runs often. Then sweeps the temporary files of writes that never finished.
 */
export async function deleteAbandonedUploads(deps: UploadDeps, batch = 200): Promise<number> {
  const candidates = await deps.db
    .select({ id: uploads.id, storageKey: uploads.storageKey })
    .from(uploads)
    .where(
      and(
        isNull(uploads.sha256),
        lt(uploads.createdAt, sql`now() - ${ABANDONED_UPLOAD_AGE_MS}::int * interval '1 millisecond'`),
      ),
    )
    .limit(batch);
  let deleted = 0;
  for (const candidate of candidates) {
    if (await deps.storage.head(candidate.storageKey)) continue;
    await deps.db.delete(uploads).where(and(eq(uploads.id, candidate.id), isNull(uploads.sha256)));
    deleted += 1;
  }
  await deps.storage.sweepTemporaryFiles?.();
  return deleted;
}

/**
 * How old an object without a row must be before the sweep removes it. A server-made image is
 * written a moment before its row is inserted, and an upload URL lives 15 minutes: an hour never
 * catches a live one.
 */
export const ORPHAN_OBJECT_GRACE_MS = 60 * 60_000;
const ORPHAN_SWEEP_BATCH = 500;

/**
 * Removes stored objects under `uploads/` that no `uploads` row names any more, once they are older
 * than ORPHAN_OBJECT_GRACE_MS; returns how many. Rows are made before their objects (an upload URL
 * is signed only after its row exists), so such an object is one whose row went first: bytes that
 * reached S3 after their account was deleted (a presigned PUT cannot be revoked), a server-made
 * image whose row could not be inserted, an object a deletion could not remove, or a local write a
 * crash cut off between storing and checking its row. Without this they would stay for good,
 * outside every quota, with whatever the photo carried. Works through the storage provider's
 * listing, so the local store and S3 are swept alike; keys are checked a batch at a time.
 */
export async function deleteOrphanObjects(deps: UploadDeps, now = Date.now()): Promise<number> {
  const cutoff = now - ORPHAN_OBJECT_GRACE_MS;
  let removed = 0;
  let batch: string[] = [];
  const sweepBatch = async () => {
    const keys = batch;
    batch = [];
    if (keys.length === 0) return;
    const named = await deps.db
      .select({ storageKey: uploads.storageKey })
      .from(uploads)
      .where(inArray(uploads.storageKey, keys));
    const kept = new Set(named.map((row) => row.storageKey));
    for (const key of keys) {
      if (kept.has(key)) continue;
      await deps.storage.delete(key);
      removed += 1;
    }
  };
  for await (const object of deps.storage.listObjects("uploads/")) {
    if (object.lastModified.getTime() > cutoff || !uploadIdFromKey(object.key)) continue;
    batch.push(object.key);
    if (batch.length >= ORPHAN_SWEEP_BATCH) await sweepBatch();
  }
  await sweepBatch();
  return removed;
}
