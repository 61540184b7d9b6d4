import { z } from "zod";
import { type BulkImage, type BulkPhotoDetails, bulkPhotoDetailsSchema } from "../../../domain/bulk";

/**
 * A listing batch's per-photo details (quantity, SKU, condition, brand, variants, weight, package
 * size) and own prices live in the job's stored context under these keys, by the photo's position
 * in the batch: the job's row is written with its items in one transaction and never changes
 * afterwards, and the items' table has no place for them. The job's reply leaves the keys out
 * (jobContextOf). Prices have a key of their own so jobs stored before them read as they did.
 */
const PHOTO_DETAILS_KEY = "photoDetails";
const PHOTO_PRICES_KEY = "photoPrices";

const storedPhotoDetailsSchema = z.record(z.string(), bulkPhotoDetailsSchema);
const storedPhotoPricesSchema = z.record(z.string(), z.string());

/** What a listing batch's photo says of its own listing, besides what it shows. */
export interface PhotoListingFields {
  details?: BulkPhotoDetails;
  /** The seller's own price as typed, as the single listing request's `price`. */
  price?: string;
}

/** The context to store for a new job: the brand context, plus each photo's details and price when any has some. */
export function contextWithPhotoDetails(
  context: Record<string, unknown>,
  images: readonly Pick<BulkImage, "details" | "price">[],
): Record<string, unknown> {
  const details: Record<string, BulkPhotoDetails> = {};
  const prices: Record<string, string> = {};
  images.forEach((image, position) => {
    if (image.details && Object.keys(image.details).length > 0) details[position] = image.details;
    if (image.price?.trim()) prices[position] = image.price;
  });
  return {
    ...context,
    ...(Object.keys(details).length > 0 ? { [PHOTO_DETAILS_KEY]: details } : {}),
    ...(Object.keys(prices).length > 0 ? { [PHOTO_PRICES_KEY]: prices } : {}),
  };
}

/** The details and price stored for the photo at `position`, those the seller gave. */
export function photoListingFieldsOf(context: unknown, position: number): PhotoListingFields {
  const stored = (context ?? {}) as Record<string, unknown>;
  const details = storedPhotoDetailsSchema.safeParse(stored[PHOTO_DETAILS_KEY] ?? {});
  const prices = storedPhotoPricesSchema.safeParse(stored[PHOTO_PRICES_KEY] ?? {});
  const fields: PhotoListingFields = {};
  const ownDetails = details.success ? details.data[String(position)] : undefined;
  const ownPrice = prices.success ? prices.data[String(position)] : undefined;
  if (ownDetails) fields.details = ownDetails;
  if (ownPrice) fields.price = ownPrice;
  return fields;
}

/** The brand context as the job was created with it, without the photos' details and prices. */
export function jobContextOf(context: unknown): Record<string, unknown> {
  const {
    [PHOTO_DETAILS_KEY]: _details,
    [PHOTO_PRICES_KEY]: _prices,
    ...brandContext
  } = (context ?? {}) as Record<string, unknown>;
  return brandContext;
}
