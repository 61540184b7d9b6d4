import type { Readable } from "node:stream";
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
  uploadImageTypes,
} from "../../../domain/uploads";
import type { Database } from "../../db/client";
import { uploads } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { type LocalStorage, ObjectTooLargeError } from "../../providers/storage/local-storage";
import { isValidObjectKey } from "../../providers/storage/storage-provider";
import { type StorageAllowance, withStorageAllowance } from "./quota";
import { uploadIdFromKey } from "./service";

export const INVALID_UPLOAD_LINK_MESSAGE = "This upload link is not valid";
export const EXPIRED_UPLOAD_LINK_MESSAGE = "This upload link has expired";
export const USED_UPLOAD_LINK_MESSAGE = "This upload link has already been used";

const ACCEPTED_BODY_TYPES = new Set<string>([...uploadImageTypes, "image/jpg", "application/octet-stream"]);

export interface LocalUploadDeps {
  db: Database;
  storage: LocalStorage;
}

export interface LocalUploadRequest {
  key: string;
  query: { expires?: string; max?: string; sig?: string };
  contentType: string | undefined;
  contentLength: string | undefined;
  body: Readable;
}

/**
 * PUT /api/objects/local/<key>: the embedded store's stand-in for a presigned S3 PUT. The signed
 * query is the only permission (no cookie needed); it names the key, an expiry and a size cap.
 * Unlike a presigned PUT it works once: the first request claims the upload in its row (so every
 * app copy sharing the database agrees), and a replay — which could otherwise swap the image for
 * 15 minutes — gets 403. A write that fails gives the claim back, so the client may retry the same
 * URL. The bytes count against the owner's storage quota; the size is enforced while streaming
 * and past the cap nothing is kept. The bytes' real type is checked at first use, as on S3.
 */
export async function receiveLocalUpload(deps: LocalUploadDeps, request: LocalUploadRequest): Promise<void> {
  const uploadId = isValidObjectKey(request.key) ? uploadIdFromKey(request.key) : null;
  if (!uploadId) throw new AppError("forbidden", INVALID_UPLOAD_LINK_MESSAGE);
  const { result, maxBytes } = deps.storage.checkUploadSignature(request.key, request.query);
  if (result === "invalid") throw new AppError("forbidden", INVALID_UPLOAD_LINK_MESSAGE);
  if (result === "expired") throw new AppError("forbidden", EXPIRED_UPLOAD_LINK_MESSAGE);

  const type = request.contentType?.split(";")[0]?.trim().toLowerCase();
  if (type && !ACCEPTED_BODY_TYPES.has(type)) {
    throw new AppError("unsupported_media_type", UNSUPPORTED_IMAGE_MESSAGE);
  }
  // Node's parser never delivers more than a given Content-Length, nor accepts an invalid one.
  const length = request.contentLength === undefined ? null : Number(request.contentLength);
  if (length !== null && length > maxBytes) {
    throw new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE);
  }

  const ownerId = await claimUpload(deps.db, uploadId);
  let cap = maxBytes;
  let allowance: StorageAllowance | undefined;
  try {
    cap = await withStorageAllowance(deps.db, ownerId, uploadId, async (tx, current) => {
      allowance = current;
      if ((length ?? 1) > current.remaining) throw current.exceeded();
      const limit = Math.min(maxBytes, current.remaining);
      // Holds the bytes (or, for a body of unknown length, the most it may bring) while writing.
      await tx
        .update(uploads)
        .set({ size: length ?? limit })
        .where(eq(uploads.id, uploadId));
      return limit;
    });
    const { size } = await deps.storage.writeStream(request.key, request.body, cap);
    // The bytes are kept only if their row is still there once they are in place: an account
    // deleted while they arrived took its rows and objects with it, and a file renamed into place
    // after that would otherwise stay for good (finding 29.7). Race-free against the deletion,
    // which reads its keys and deletes the rows in one transaction, then removes the objects:
    // should this UPDATE (after the rename) find the row, the key is among those the deletion
    // removes afterwards; if not, the row is gone and the file is removed here. A crash in
    // between is left to the orphan sweep (deleteOrphanObjects).
    const [kept] = await deps.db
      .update(uploads)
      .set({ size })
      .where(eq(uploads.id, uploadId))
      .returning({ id: uploads.id });
    if (!kept) {
      await deps.storage.delete(request.key).catch(() => {});
      throw new AppError("forbidden", INVALID_UPLOAD_LINK_MESSAGE);
    }
  } catch (error) {
    // If this fails too the URL stays claimed: the client then needs a new one.
    await releaseUpload(deps.db, uploadId).catch(() => {});
    if (error instanceof ObjectTooLargeError) {
      throw cap < maxBytes && allowance
        ? allowance.exceeded()
        : new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE);
    }
    throw error;
  }
}

/**
 * One atomic conditional UPDATE: of any number of PUTs to one URL, on any app copy, exactly one
 * gets the row. Returns the owner; 403 when the upload was already received (or is being).
 */
async function claimUpload(db: Database, uploadId: string): Promise<string> {
  const [claimed] = await db
    .update(uploads)
    .set({ receivedAt: sql`now()` })
    .where(and(eq(uploads.id, uploadId), isNull(uploads.receivedAt)))
    .returning({ ownerId: uploads.ownerId });
  if (claimed) return claimed.ownerId;
  const [existing] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, uploadId));
  // No row: the upload was removed (its account deleted, say) after the URL was signed.
  throw new AppError("forbidden", existing ? USED_UPLOAD_LINK_MESSAGE : INVALID_UPLOAD_LINK_MESSAGE);
}

/** Gives a failed write's claim and reservation back: nothing was stored. */
async function releaseUpload(db: Database, uploadId: string): Promise<void> {
  await db.update(uploads).set({ receivedAt: null, size: null }).where(eq(uploads.id, uploadId));
}
