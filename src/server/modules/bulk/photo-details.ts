import { z } from "zod";
import { type BulkImage, type BulkPhotoDetails, bulkPhotoDetailsSchema } from "../../../domain/bulk";

/**
 * A listing batch's per-photo details (quantity, SKU, condition, brand, variants, weight, package
 * size) live in the job's stored context under this key, by the photo's position in the batch:
 * the job's row is written with its items in one transaction and never changes afterwards, and
 * the items' table has no place for them. The job's reply leaves the key out (jobContextOf).
 */
const PHOTO_DETAILS_KEY = "photoDetails";

const storedPhotoDetailsSchema = z.record(z.string(), bulkPhotoDetailsSchema);

/** The context to store for a new job: the brand context, plus each photo's details when any has some. */
export function contextWithPhotoDetails(
  context: Record<string, unknown>,
  images: readonly Pick<BulkImage, "details">[],
): Record<string, unknown> {
  const byPosition: Record<string, BulkPhotoDetails> = {};
  images.forEach((image, position) => {
    if (image.details && Object.keys(image.details).length > 0) byPosition[position] = image.details;
  });
  return Object.keys(byPosition).length > 0 ? { ...context, [PHOTO_DETAILS_KEY]: byPosition } : context;
}

/** The details stored for the photo at `position`, if the seller gave any. */
export function photoDetailsOf(context: unknown, position: number): BulkPhotoDetails | undefined {
  const stored = (context as Record<string, unknown> | null)?.[PHOTO_DETAILS_KEY];
  if (stored === undefined) return undefined;
  const parsed = storedPhotoDetailsSchema.safeParse(stored);
  return parsed.success ? parsed.data[String(position)] : undefined;
}

/** The brand context as the job was created with it, without the photos' details. */
export function jobContextOf(context: unknown): Record<string, unknown> {
  const { [PHOTO_DETAILS_KEY]: _details, ...brandContext } = (context ?? {}) as Record<string, unknown>;
  return brandContext;
}
