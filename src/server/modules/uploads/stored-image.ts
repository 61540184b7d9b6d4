import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import type { ErrorCode } from "../../../domain/errors";
import { hasProAccess } from "../../../domain/plans";
import { IMAGE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, type UploadImageType } from "../../../domain/uploads";
import { uploads, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { detectImageType } from "../images/image-type";
import { normaliseImage, UNREADABLE_IMAGE_MESSAGE } from "../images/normalise-image";
import { consumeRateLimit } from "../rate-limit/service";
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
  // Bytes a first use found unusable are never read or decoded again (by any app copy).
  if (row.unusableAt) throw refusalOf(row);
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

/** First uses of one upload under way in this process: a second caller waits for the first's result. */
const firstUses = new Map<string, Promise<UsableImage>>();

function replaceWithCleanCopy(deps: UploadDeps, row: UploadRow, original: Buffer): Promise<UsableImage> {
  const running = firstUses.get(row.id);
  if (running) return running;
  const firstUse = cleanFirstUse(deps, row, original).finally(() => firstUses.delete(row.id));
  firstUses.set(row.id, firstUse);
  return firstUse;
}

async function cleanFirstUse(deps: UploadDeps, given: UploadRow, original: Buffer): Promise<UsableImage> {
  // Another request (here or on another copy) may have finished this first use since the row was
  // read: its refusal, or its clean copy when that is what was just read, stands without a decode.
  const [row = given] = await deps.db.select().from(uploads).where(eq(uploads.id, given.id));
  if (row.unusableAt) throw refusalOf(row);
  const contentType = detectImageType(original);
  if (row.sha256 && contentType && isCleanCopy(row, original.length)) {
    return { bytes: original, contentType, sha256: row.sha256 };
  }
  if (row.size === null && row.declaredSize === null) await reserveAtFirstUse(deps, row, original.length);
  await enforceFirstUseRate(deps, row.ownerId);
  // A photo keeps its format (issue 32: a PNG the seller exports stays a PNG); GIF and WebP are
  // kept as WebP, which holds their transparency too.
  const type = detectImageType(original);
  const format = type === "image/jpeg" ? "jpeg" : type === "image/png" ? "png" : "webp";
  // Throws 415 (not an image of the four types, or unreadable) or 413 (pixel cap): remembered on
  // the row, so no copy decodes these bytes again; a busy queue (503/429) is not remembered.
  const clean = await normaliseImage(original, {
    maxEdge: STORED_IMAGE_MAX_EDGE,
    format,
    account: row.ownerId,
  }).catch((error: unknown) => rememberUnusable(deps, row, error));
  const sha256 = createHash("sha256").update(clean.buffer).digest("hex");
  await deps.storage.write(row.storageKey, clean.buffer, clean.contentType);
  // Two first uses at once both write the same re-encode of the same bytes; the row agrees.
  const [recorded] = await deps.db
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
    .where(eq(uploads.id, row.id))
    .returning({ id: uploads.id });
  if (!recorded) {
    // The row went while the copy was made (its account was deleted): keep no object without one.
    await deps.storage.delete(row.storageKey).catch(() => {});
    throw new AppError("not_found", IMAGE_NOT_FOUND_MESSAGE);
  }
  return { bytes: clean.buffer, contentType: clean.contentType, sha256 };
}

/** Refusals of the bytes themselves: the same bytes would be refused again. */
const UNUSABLE_CODES = new Set<ErrorCode>(["unsupported_media_type", "payload_too_large"]);

/** Records a refusal of the bytes on the row (every later use answers it at once), then rethrows it. */
async function rememberUnusable(deps: UploadDeps, row: UploadRow, error: unknown): Promise<never> {
  if (error instanceof AppError && UNUSABLE_CODES.has(error.code)) {
    await deps.db
      .update(uploads)
      .set({ unusableAt: sql`now()`, unusableCode: error.code, unusableMessage: error.message })
      .where(eq(uploads.id, row.id))
      // Not remembered this time (the next use decodes again): the caller still gets the refusal.
      .catch(() => {});
  }
  throw error;
}

/** The refusal a first use recorded. */
function refusalOf(row: UploadRow): AppError {
  const code = UNUSABLE_CODES.has(row.unusableCode as ErrorCode)
    ? (row.unusableCode as ErrorCode)
    : "unsupported_media_type";
  return new AppError(code, row.unusableMessage ?? UNREADABLE_IMAGE_MESSAGE);
}

/**
 * Decodes of uploads not verified yet, per account (issue 29). Each upload is verified once and
 * a refusal is remembered, so this only bites a loop of new uploads or of failed attempts: 100 an
 * hour for Free (its upload URLs allow 200), 2,000 for Pro (whose bulk jobs take 500 photos).
 */
export const FIRST_USE_LIMIT = { limit: 100, windowMs: 60 * 60_000 } as const;
export const PRO_FIRST_USE_LIMIT = { limit: 2000, windowMs: 60 * 60_000 } as const;
export const FIRST_USE_LIMITED_MESSAGE =
  "Too many new photos were checked for this account in the last hour. Please wait a while and try again.";
export const firstUseRateKey = (ownerId: string) => `image-first-use:user:${ownerId}`;

async function enforceFirstUseRate(deps: UploadDeps, ownerId: string): Promise<void> {
  const [owner] = await deps.db
    .select({ subscriptionStatus: users.subscriptionStatus, subscriptionEndDate: users.subscriptionEndDate })
    .from(users)
    .where(eq(users.id, ownerId))
    .limit(1);
  const result = await consumeRateLimit(deps.db, {
    key: firstUseRateKey(ownerId),
    ...(owner && hasProAccess(owner) ? PRO_FIRST_USE_LIMIT : FIRST_USE_LIMIT),
  });
  if (!result.allowed) {
    throw new AppError("rate_limited", FIRST_USE_LIMITED_MESSAGE, {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
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
