import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
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
 * admin's bulk test runs while stopping a script from filling the bucket.
 */
export const UPLOAD_URL_LIMIT = { limit: 200, windowMs: 60 * 60_000 } as const;
export const IMAGE_NOT_FOUND_MESSAGE = "Image not found";

/** Declared types that mean "unknown": accepted, and checked by magic bytes at first use. */
const UNDECLARED_TYPES = new Set(["", "application/octet-stream"]);

export const uploadKeyFor = (uploadId: string): string => `uploads/${uploadId}`;
export const isUploadId = isUuid;

/**
 * POST /api/objects/upload: checks what the client declares, creates the caller's `uploads` row
 * under a server-made key and signs a PUT URL for it. The bytes themselves are checked when the
 * image is first used (magic bytes, size, pixels), since a client can declare anything.
 */
export async function createUploadUrl(
  deps: UploadDeps,
  user: { id: string },
  input: { contentType?: string; size?: number },
): Promise<UploadUrlReply> {
  const contentType = declaredImageType(input.contentType);
  if (input.size !== undefined && input.size > MAX_UPLOAD_BYTES) {
    throw new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE);
  }
  const limit = await consumeRateLimit(deps.db, { key: `upload-url:user:${user.id}`, ...UPLOAD_URL_LIMIT });
  if (!limit.allowed) {
    throw new AppError("rate_limited", "Too many uploads. Please wait a while and try again.", {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }

  const id = randomUUID();
  const storageKey = uploadKeyFor(id);
  const signed = await deps.storage.createUploadUrl(storageKey, {
    contentType,
    size: input.size,
    maxBytes: MAX_UPLOAD_BYTES,
    expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
  });
  await deps.db.insert(uploads).values({
    id,
    ownerId: user.id,
    storageKey,
    // Replaced by the type the bytes really have when the image is first used.
    contentType: contentType ?? "application/octet-stream",
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

/** An object over the cap (possible on S3, where a presigned PUT cannot limit size) is removed. */
export async function discardOversizeUpload(deps: UploadDeps, row: UploadRow): Promise<never> {
  await deps.storage.delete(row.storageKey);
  await deps.db.delete(uploads).where(eq(uploads.id, row.id));
  throw new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE);
}

/** Records what the stored bytes really are; facts from an earlier, different object are dropped. */
export async function recordVerifiedUpload(
  db: Database,
  row: UploadRow,
  facts: { contentType: UploadImageType; size: number; width?: number; height?: number; sha256?: string },
): Promise<void> {
  const sameObject = row.size === facts.size && row.contentType === facts.contentType;
  const next = {
    contentType: facts.contentType,
    size: facts.size,
    width: facts.width ?? (sameObject ? row.width : null),
    height: facts.height ?? (sameObject ? row.height : null),
    sha256: facts.sha256 ?? (sameObject ? row.sha256 : null),
  };
  const unchanged =
    next.contentType === row.contentType &&
    next.size === row.size &&
    next.width === row.width &&
    next.height === row.height &&
    next.sha256 === row.sha256;
  if (!unchanged) await db.update(uploads).set(next).where(eq(uploads.id, row.id));
}

export interface OpenedUpload {
  body: Readable;
  contentType: UploadImageType;
  size: number;
  /** A strong validator when the image's hash is known (after its first use). */
  etag: string | undefined;
}

/**
 * GET /objects/uploads/:id: the stored bytes for their owner or an admin. The first bytes are
 * read before anything is sent, and only one of the four image types is ever served, with the
 * type its magic bytes show (never the declared one), so a disguised page cannot run as HTML.
 */
export async function openUpload(
  deps: UploadDeps,
  viewer: Viewer | null,
  uploadId: string,
): Promise<OpenedUpload> {
  const row = await findVisibleUpload(deps.db, viewer, uploadId, { allowAdmin: true });
  const info = await deps.storage.head(row.storageKey);
  if (!info) throw new AppError("not_found", IMAGE_NOT_FOUND_MESSAGE);
  if (info.size > MAX_UPLOAD_BYTES) return discardOversizeUpload(deps, row);
  const stream = await deps.storage.read(row.storageKey);
  if (!stream) throw new AppError("not_found", IMAGE_NOT_FOUND_MESSAGE);

  const { head, body } = await peek(stream, SNIFF_BYTES);
  const contentType = detectImageType(head);
  if (!contentType) {
    body.destroy();
    throw new AppError("unsupported_media_type", UNSUPPORTED_IMAGE_MESSAGE);
  }
  await recordVerifiedUpload(deps.db, row, { contentType, size: info.size });
  const etag = row.sha256 && row.size === info.size ? `"${row.sha256}"` : undefined;
  return { body, contentType, size: info.size, etag };
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

/** Reads a whole object into memory, or null when it holds more than `maxBytes`. */
export async function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > maxBytes) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** An upload URL lives 15 minutes; a row whose bytes have not arrived a day later never will. */
export const ABANDONED_UPLOAD_AGE_MS = 24 * 60 * 60_000;

/**
 * Removes `uploads` rows whose bytes never arrived (the dialog was closed, the PUT failed). Only
 * rows never verified by a first use are candidates, and each is checked against storage, so an
 * image that was uploaded but not used yet stays. Bounded per run; the cleanup job runs often.
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
  return deleted;
}
