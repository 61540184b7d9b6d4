import { z } from "zod";
import { brandProfileIdField, languageField, voiceFields } from "./brand-voice";
import { fileTimestamp } from "./file-timestamp";
import { listingDetailsSchema } from "./listing-details";
import {
  listingGenerationRequestSchema,
  listingGenerationResultSchema,
  MAX_REQUEST_TAGS,
  REQUEST_TAG_MAX_CHARS,
} from "./listings";
import { marketplacePlatforms, socialPlatforms } from "./platforms";
import { safeText } from "./safe-text";
import {
  ADDITIONAL_CONTEXT_MAX,
  optionalText,
  productField,
  productUrlSchema,
  socialGenerationResultSchema,
  TEXT_FIELD_MAX,
  URL_MAX,
} from "./social";

/** Bulk studio (Pro): one brand context applied to many photos, run as server-side jobs. */

/** Images in one job. The spec shows no cap; the server needs one (DESIGN.md §5: 1–500). */
export const BULK_MAX_IMAGES = 500;
/**
 * What one account may have waiting (queued or running, not finished) at once (issue 29): the
 * queue serves accounts in turn, and these keep one account from parking an unbounded backlog in
 * it. Three jobs and 1,000 photos still let a Pro seller start a full 500-photo batch while
 * another one runs; past either, a new job is refused (429) with how many are waiting.
 */
export const BULK_MAX_QUEUED_JOBS = 3;
export const BULK_MAX_QUEUED_PHOTOS = 1000;
/** When a refused seller may try again: a running batch frees room within minutes. */
export const BULK_QUEUE_FULL_RETRY_SECONDS = 60;
/** The page's thumbnail grid shows this many, then '+N' (spec core-product §9). */
export const BULK_THUMBNAILS_SHOWN = 12;
/** The spec's bulk flow sends these hashtags with every image (core-product §7). */
export const BULK_SOCIAL_HASHTAGS = ["social", "content", "marketing"] as const;
export const FILE_NAME_MAX = 255;

export const bulkKinds = ["social", "listings"] as const;
export type BulkKind = (typeof bulkKinds)[number];

/** The bulk page's own option lists (spec core-product §3 'Bulk page options'): value and label. */
export const bulkBusinessTypes = [
  { value: "ecommerce", label: "E-commerce" },
  { value: "restaurant", label: "Restaurant" },
  { value: "fitness", label: "Fitness" },
  { value: "beauty", label: "Beauty" },
  { value: "technology", label: "Technology" },
  { value: "fashion", label: "Fashion" },
  { value: "travel", label: "Travel" },
  { value: "education", label: "Education" },
  { value: "health", label: "Health" },
  { value: "other", label: "Other" },
] as const;
export const bulkTones = [
  { value: "professional", label: "Professional" },
  { value: "casual", label: "Casual" },
  { value: "playful", label: "Playful" },
  { value: "inspiring", label: "Inspiring" },
  { value: "urgent", label: "Urgent" },
] as const;
export const BULK_DEFAULT_TONE = "professional";

const required = (label: string) => safeText(TEXT_FIELD_MAX).min(1, `${label} is required`);

/** The brand panel: business type, brand and audience are required (spec core-product §5). */
const brandContextFields = {
  businessType: required("Business type"),
  brand: required("Brand name"),
  targetAudience: required("Target audience"),
  /** "What are you selling?" for every photo; a photo's own `product` or its file name can say more. */
  product: productField(),
  additionalContext: optionalText(ADDITIONAL_CONTEXT_MAX),
  /** A brand profile of the caller's: its fields fill in whatever the context leaves out. */
  brandProfileId: brandProfileIdField(),
  language: languageField(),
  ...voiceFields,
};

export const bulkSocialContextSchema = z.object({
  ...brandContextFields,
  tone: optionalText().default(BULK_DEFAULT_TONE),
  campaignGoal: optionalText(),
  productUrl: productUrlSchema,
  selectedPlatforms: z
    .array(z.enum(socialPlatforms))
    .min(1, "Select at least one platform")
    .default([...socialPlatforms])
    .transform((list) => [...new Set(list)]),
});
export type BulkSocialContext = z.output<typeof bulkSocialContextSchema>;

export const bulkListingContextSchema = z.object({
  ...brandContextFields,
  productType: optionalText(),
  style: optionalText(),
  materials: optionalText(),
  size: optionalText(),
  occasion: optionalText(),
  color: optionalText(),
  tags: z
    .array(safeText(REQUEST_TAG_MAX_CHARS).min(1, "Tags cannot be empty"))
    .max(MAX_REQUEST_TAGS, `At most ${MAX_REQUEST_TAGS} tags`)
    .default([]),
  selectedPlatforms: z
    .array(z.enum(marketplacePlatforms))
    .min(1, "Select at least one marketplace")
    .transform((list) => [...new Set(list)]),
});
export type BulkListingContext = z.output<typeof bulkListingContextSchema>;

export const BULK_DETAILS_PHOTOS_MESSAGE =
  "A photo in a batch makes a listing of its own: add more photos to it by opening that listing once it is written";
export const BULK_DETAILS_SOCIAL_MESSAGE = "Listing details go with listing batches only";

/**
 * One photo's listing details in a listing batch (issue 32): checked like the listing form's
 * (domain/listing-details.ts), but the photo is the listing's only one, so `photos` is refused.
 */
export const bulkPhotoDetailsSchema = listingDetailsSchema.extend({
  photos: z.undefined({ error: BULK_DETAILS_PHOTOS_MESSAGE }).optional(),
});
export type BulkPhotoDetails = z.output<typeof bulkPhotoDetailsSchema>;

export const bulkImageSchema = z.object({
  /** An objectPath of the caller's own upload (`/objects/uploads/<id>`). */
  imagePath: safeText(URL_MAX).min(1, "imagePath is required"),
  fileName: safeText(FILE_NAME_MAX).min(1, "fileName is required"),
  /** What this photo shows, when it differs from the context's product. */
  product: productField(),
  /**
   * Listing batches: this photo's own price as typed ("24", "24,50 €"), checked and read as the
   * single listing request's `price` is: its listings start from it.
   */
  price: listingGenerationRequestSchema.shape.price,
  /** Listing batches: this photo's quantity, SKU, condition, brand, variants, weight, package size. */
  details: bulkPhotoDetailsSchema.optional(),
});
export type BulkImage = z.output<typeof bulkImageSchema>;

const imagesField = z
  .array(bulkImageSchema)
  .min(1, "Please select at least one image to process")
  .max(BULK_MAX_IMAGES, `A bulk job takes at most ${BULK_MAX_IMAGES} images`);

/**
 * A social batch writes posts: a photo's listing details or price would be dropped unseen, so
 * they are refused.
 */
const socialImagesField = imagesField.superRefine((images, check) => {
  images.forEach((image, index) => {
    for (const field of ["details", "price"] as const) {
      if (image[field] !== undefined) {
        check.addIssue({ code: "custom", path: [index, field], message: BULK_DETAILS_SOCIAL_MESSAGE });
      }
    }
  });
});

/** POST /api/bulk-jobs. */
export const createBulkJobSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("social"), context: bulkSocialContextSchema, images: socialImagesField }),
  z.object({ kind: z.literal("listings"), context: bulkListingContextSchema, images: imagesField }),
]);
export type CreateBulkJobRequest = z.input<typeof createBulkJobSchema>;
export type CreateBulkJobInput = z.output<typeof createBulkJobSchema>;

export const bulkJobStatuses = ["queued", "running", "completed", "canceled"] as const;
export type BulkJobStatus = (typeof bulkJobStatuses)[number];
export const bulkItemStatuses = ["pending", "running", "succeeded", "failed", "canceled"] as const;
export type BulkItemStatus = (typeof bulkItemStatuses)[number];

export const bulkItemSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  imagePath: z.string(),
  /** What the seller said this photo shows (set for it alone, or when fixing it); null otherwise. */
  product: z.string().nullable(),
  status: z.enum(bulkItemStatuses),
  /** Why it failed, in words a seller can act on. */
  error: z.string().nullable(),
  /** The stored generation (edits made in history show here too); null until it succeeded. */
  result: z.union([socialGenerationResultSchema, listingGenerationResultSchema]).nullable(),
  processingTimeMs: z.number().int().nullable(),
  finishedAt: z.string().nullable(),
});
export type BulkItem = z.infer<typeof bulkItemSchema>;

/**
 * POST /api/bulk-jobs/:id/items/:itemId/retry: a failed photo run again on its own, with what it
 * shows corrected ("What are you selling?"). Without `product` it runs again as it was.
 */
export const retryBulkItemSchema = z.object({ product: productField() });
export type RetryBulkItemRequest = z.input<typeof retryBulkItemSchema>;

/** Only a failed photo can be retried; what the seller is told for each other status (409). */
export const BULK_RETRY_CONFLICTS: Record<Exclude<BulkItemStatus, "failed">, string> = {
  pending: "This photo is still waiting its turn in the batch, so there is nothing to retry yet.",
  running: "This photo is being processed right now. Wait for it to finish before trying it again.",
  succeeded: "This photo already has its content, so there is nothing to retry. Edit the text instead.",
  canceled:
    "This photo was canceled with its batch, so it cannot be retried on its own. Add it to a new batch instead.",
};

export const bulkJobSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(bulkKinds),
  status: z.enum(bulkJobStatuses),
  total: z.number().int(),
  pending: z.number().int(),
  running: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  canceled: z.number().int(),
  /** The brand context the job was created with. */
  context: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BulkJobSummary = z.infer<typeof bulkJobSummarySchema>;

export const bulkJobSchema = bulkJobSummarySchema.extend({ items: z.array(bulkItemSchema) });
export type BulkJob = z.infer<typeof bulkJobSchema>;

export const bulkJobListSchema = z.object({ jobs: z.array(bulkJobSummarySchema) });

/**
 * One server-sent `progress` event: the counts and every item's status, without results (a
 * 500-photo job's captions would be megabytes per tick). The page fetches the job for results.
 */
export const bulkProgressItemSchema = bulkItemSchema.omit({ result: true, imagePath: true });
export const bulkProgressSchema = bulkJobSummarySchema.omit({ context: true }).extend({
  items: z.array(bulkProgressItemSchema),
});
export type BulkProgress = z.infer<typeof bulkProgressSchema>;

/**
 * `?format=` of the CSV export: `bulk` is the spec's bulk CSV (social jobs' default), `listings`
 * the listing CSV's columns, one row per photo and marketplace (listing jobs' default);
 * `shopify` and `ebay` (listing jobs only) are those marketplaces' own import files.
 */
export const bulkExportFormats = ["bulk", "listings", "shopify", "ebay"] as const;
export type BulkExportFormat = (typeof bulkExportFormats)[number];
export const defaultExportFormat = (kind: BulkKind): BulkExportFormat =>
  kind === "social" ? "bulk" : "listings";
export const bulkExportQuerySchema = z.object({ format: z.enum(bulkExportFormats).optional() });

/** Finished means nothing is left to run. */
export const isBulkJobFinished = (status: BulkJobStatus): boolean =>
  status === "completed" || status === "canceled";

/**
 * The spec's CSV file name: bulk-social-content-{timestamp}.csv (listings: bulk-listings-…);
 * a marketplace's import file is named as the single export names it (shopify-products-…).
 */
export function bulkCsvFilename(kind: BulkKind, now = new Date(), format?: BulkExportFormat): string {
  const stamp = fileTimestamp(now);
  if (format === "shopify") return `shopify-products-${stamp}.csv`;
  if (format === "ebay") return `ebay-listings-${stamp}.csv`;
  return kind === "social" ? `bulk-social-content-${stamp}.csv` : `bulk-listings-${stamp}.csv`;
}

/** The spec's summary toast (core-product §8): 'Processed {n} images. {k} successful[, {f} failed]'. */
export function bulkSummaryToast(counts: { succeeded: number; failed: number; total: number }): {
  title: string;
  description: string;
  destructive: boolean;
} {
  const processed = counts.succeeded + counts.failed;
  const failed = counts.failed > 0 ? `, ${counts.failed} failed` : "";
  return {
    title: "Bulk Processing Complete",
    description: `Processed ${processed} images. ${counts.succeeded} successful${failed}`,
    destructive: counts.succeeded === 0,
  };
}
