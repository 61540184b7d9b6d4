import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { objectPathFor } from "../../../domain/uploads";
import type { Database } from "../../db/client";
import {
  bulkItems,
  bulkJobs,
  freeRewrites,
  productListings,
  socialMediaPosts,
  uploads,
} from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { uploadIdFromReference } from "../images/service";
import { getListingGeneration } from "./listing-service";
import { findOwnPost } from "./social-service";

/**
 * Deleting a generation from History (DELETE /api/social-media/posts/:id and
 * DELETE /api/product-listings/:id): its rows, its free-rewrite counters, and the photos it was
 * written from (the main photo and a listing's further photos) when nothing else of the owner's uses them any more: no other post or listing, no
 * bulk photo still waiting or kept for another result. A photo another generation uses stays.
 * Someone else's id, or one that does not exist, is a 404 and deletes nothing.
 *
 * The rows and the photos' `uploads` rows go in one transaction; the stored objects are removed
 * after it commits (a photo is unreachable once its row is gone: GET /objects/uploads/:id reads the
 * row first). An object that cannot be removed now is logged and left to the hourly orphan sweep
 * (deleteOrphanObjects in uploads/service.ts), so the seller's delete never fails on it.
 */
export interface DeleteGenerationDeps {
  db: Database;
  /** Absent where a caller has no store (tests of the rows alone): the orphan sweep removes the objects. */
  storage?: StorageProvider;
  log?: FastifyBaseLogger;
}

export async function deleteSocialPost(
  deps: DeleteGenerationDeps,
  userId: string,
  id: string,
): Promise<void> {
  const post = await findOwnPost(deps.db, userId, id);
  const keys = await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(socialMediaPosts)
      .where(and(eq(socialMediaPosts.id, post.id), eq(socialMediaPosts.userId, userId)))
      .returning({ id: socialMediaPosts.id });
    // Deleted by a request that ran at the same moment: the same answer as a second delete.
    if (deleted.length === 0) throw new AppError("not_found", "Post not found");
    await tx.delete(freeRewrites).where(eq(freeRewrites.generationId, post.id));
    return removeUnusedPhotos(tx, userId, post.id, [post.imagePath]);
  });
  await removeObjects(deps, keys);
}

export async function deleteListingGeneration(
  deps: DeleteGenerationDeps,
  userId: string,
  generationId: string,
): Promise<void> {
  const rows = await getListingGeneration(deps.db, userId, generationId);
  const keys = await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(productListings)
      .where(and(eq(productListings.generationId, generationId), eq(productListings.userId, userId)))
      .returning({ id: productListings.id });
    if (deleted.length === 0) throw new AppError("not_found", "Listing not found");
    await tx.delete(freeRewrites).where(eq(freeRewrites.generationId, generationId));
    // The main photo and the further ones (details.photos), once each.
    const photos = rows.flatMap((row) => [row.imagePath, ...(row.details?.photos ?? [])]);
    return removeUnusedPhotos(tx, userId, generationId, photos);
  });
  await removeObjects(deps, keys);
}

/**
 * Deletes the `uploads` rows of the owner's photos in `imagePaths` that nothing uses now that the
 * generation is gone, and returns their storage keys. Run inside the deleting transaction, after
 * the generation's own rows are deleted. A path that is not an upload (an inline photo) is skipped.
 */
async function removeUnusedPhotos(
  tx: Database,
  ownerId: string,
  generationId: string,
  imagePaths: ReadonlyArray<string | null>,
): Promise<string[]> {
  const uploadIds = [
    ...new Set(imagePaths.flatMap((path) => (path ? [uploadIdFromReference(path)] : []))),
  ].filter((id): id is string => id !== null);
  const keys: string[] = [];
  for (const uploadId of uploadIds) {
    if (await photoStillUsed(tx, ownerId, generationId, objectPathFor(uploadId))) continue;
    const removed = await tx
      .delete(uploads)
      .where(and(eq(uploads.id, uploadId), eq(uploads.ownerId, ownerId)))
      .returning({ storageKey: uploads.storageKey });
    keys.push(...removed.map((row) => row.storageKey));
  }
  return keys;
}

/**
 * Whether anything of the owner's still names the photo: a post, a listing, or a bulk photo that is
 * not just the record of the deleted generation (one waiting to run, failed, or another result).
 */
async function photoStillUsed(
  tx: Database,
  ownerId: string,
  generationId: string,
  objectPath: string,
): Promise<boolean> {
  const [post] = await tx
    .select({ id: socialMediaPosts.id })
    .from(socialMediaPosts)
    .where(and(eq(socialMediaPosts.userId, ownerId), eq(socialMediaPosts.imagePath, objectPath)))
    .limit(1);
  if (post) return true;
  const [listing] = await tx
    .select({ id: productListings.id })
    .from(productListings)
    .where(
      and(
        eq(productListings.userId, ownerId),
        or(
          eq(productListings.imagePath, objectPath),
          sql`${productListings.details} -> 'photos' @> ${JSON.stringify([objectPath])}::jsonb`,
        ),
      ),
    )
    .limit(1);
  if (listing) return true;
  const ownJobs = tx.select({ id: bulkJobs.id }).from(bulkJobs).where(eq(bulkJobs.userId, ownerId));
  const [bulkPhoto] = await tx
    .select({ id: bulkItems.id })
    .from(bulkItems)
    .where(
      and(
        inArray(bulkItems.jobId, ownJobs),
        eq(bulkItems.imagePath, objectPath),
        or(isNull(bulkItems.generationId), ne(bulkItems.generationId, generationId)),
      ),
    )
    .limit(1);
  return Boolean(bulkPhoto);
}

async function removeObjects(deps: DeleteGenerationDeps, keys: string[]): Promise<void> {
  const storage = deps.storage;
  if (!storage) return;
  for (const key of keys) {
    await storage
      .delete(key)
      .catch((err: unknown) =>
        deps.log?.warn({ err, key }, "a deleted generation's photo is left to the orphan sweep"),
      );
  }
}
