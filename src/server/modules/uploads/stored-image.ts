import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { IMAGE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, type UploadImageType } from "../../../domain/uploads";
import { uploads } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { detectImageType } from "../images/image-type";
import { normaliseImage } from "../images/normalise-image";
import { withStorageAllowance } from "./quota";
import type { UploadDeps, UploadRow } from "./service";

export const IMAGE_NOT_FOUND_MESSAGE = "Image not found";

/**
 * Longest edge of the copy of an upload that is kept and served. 2048 px is Shopify's recommended
 * product-image size, above Amazon's 1000 px zoom minimum and eBay's 1600 px, so the served image
 * stays good enough for any marketplace, while a 50 MP original shrinks to well under 1 MB.
 */
export const STORED_IMAGE_MAX_EDGE = 2048;

export interface UsableImage {
  /** The clean copy: auto-oriented, at most STORED_IMAGE_MAX_EDGE, no EXIF, GPS, XMP or ICC. */
  bytes: Buffer;
  contentType: UploadImageType;
  sha256: string;
}

/** Whether the stored object is still the clean copy recorded in the row. */
export function isCleanCopy(row: UploadRow, storedBytes: number): boolean {
  // On S3 a presigned PUT can be replayed until it expires and replace the clean copy; the size
  // would then almost surely differ, and the object is verified and cleaned again.
  return row.cleanedAt !== null && row.size === storedBytes;
}

/**
 * The bytes of an upload as every feature may use them. At its first use (and whenever the stored
 * object is no longer the recorded clean copy) the bytes the client sent are verified — size, type
 * by magic bytes, pixel cap, via normaliseImage — and replaced in storage by a metadata-free
 * re-encode (JPEG stays JPEG; PNG, GIF and WebP become WebP, which keeps transparency), recorded
 * in the row. From then on only that copy exists, so the owner's EXIF and GPS data never leave.
 */
export async function readUsableUpload(deps: UploadDeps, row: UploadRow): Promise<UsableImage> {
  // HEAD before reading: an oversize object (possible on S3) is never downloaded, and is deleted.
  const info = await deps.storage.head(row.storageKey);
  if (!info) throw new AppError("not_found", IMAGE_NOT_FOUND_MESSAGE);
  if (info.size > MAX_UPLOAD_BYTES) return discardOversizeUpload(deps, row);
  const stream = await deps.storage.read(row.storageKey);
  if (!stream) throw new AppError("not_found", IMAGE_NOT_FOUND_MESSAGE);
  const bytes = await readAtMost(stream, MAX_UPLOAD_BYTES);
  if (!bytes) return discardOversizeUpload(deps, row);
  const contentType = detectImageType(bytes);
  if (row.sha256 && contentType && isCleanCopy(row, bytes.length)) {
    return { bytes, contentType, sha256: row.sha256 };
  }
  return replaceWithCleanCopy(deps, row, bytes);
}

async function replaceWithCleanCopy(
  deps: UploadDeps,
  row: UploadRow,
  original: Buffer,
): Promise<UsableImage> {
  if (row.size === null && row.declaredSize === null) await reserveAtFirstUse(deps, row, original.length);
  const format = detectImageType(original) === "image/jpeg" ? "jpeg" : "webp";
  // Throws 415 (not an image of the four types, or unreadable) or 413 (pixel cap): nothing changes.
  const clean = await normaliseImage(original, { maxEdge: STORED_IMAGE_MAX_EDGE, format });
  const sha256 = createHash("sha256").update(clean.buffer).digest("hex");
  await deps.storage.write(row.storageKey, clean.buffer, clean.contentType);
  // Two first uses at once both write the same re-encode of the same bytes; the row agrees.
  await deps.db
    .update(uploads)
    .set({
      contentType: clean.contentType,
      size: clean.buffer.length,
      width: clean.width,
      height: clean.height,
      sha256,
      cleanedAt: sql`now()`,
      receivedAt: sql`coalesce(${uploads.receivedAt}, now())`,
    })
    .where(eq(uploads.id, row.id));
  return { bytes: clean.buffer, contentType: clean.contentType, sha256 };
}

/**
 * Nothing was reserved for an upload sent to S3 without a declared size (its presigned PUT takes
 * any size): its real size is checked against the owner's quota now, and an object that does not
 * fit is deleted with its row, like one over 10 MB.
 */
async function reserveAtFirstUse(deps: UploadDeps, row: UploadRow, bytes: number): Promise<void> {
  const refused = await withStorageAllowance(deps.db, row.ownerId, row.id, async (tx, allowance) => {
    if (bytes > allowance.remaining) return allowance.exceeded();
    await tx.update(uploads).set({ size: bytes }).where(eq(uploads.id, row.id));
    return null;
  });
  if (!refused) return;
  await deps.storage.delete(row.storageKey);
  await deps.db.delete(uploads).where(eq(uploads.id, row.id));
  throw refused;
}

/** An object over the cap (possible on S3, where a presigned PUT cannot limit size) is removed. */
export async function discardOversizeUpload(deps: UploadDeps, row: UploadRow): Promise<never> {
  await deps.storage.delete(row.storageKey);
  await deps.db.delete(uploads).where(eq(uploads.id, row.id));
  throw new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE);
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
