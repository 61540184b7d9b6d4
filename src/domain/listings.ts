import { z } from "zod";
import { marketplacePlatforms } from "./platforms";
import { imageSourceFields, optionalText } from "./social";

export const MAX_REQUEST_TAGS = 20;

/** The product context form (spec core-product §3), shared by listings and AI product images. */
export const productContextFields = {
  businessType: optionalText(),
  targetAudience: optionalText(),
  productType: optionalText(),
  style: optionalText(),
  materials: optionalText(),
  size: optionalText(),
  occasion: optionalText(),
  color: optionalText(),
};

export const listingGenerationRequestSchema = z.object({
  ...imageSourceFields,
  ...productContextFields,
  /** Keywords the seller wants in the tags. */
  tags: z
    .array(z.string().trim().min(1, "Tags cannot be empty").max(100))
    .max(MAX_REQUEST_TAGS, `At most ${MAX_REQUEST_TAGS} tags`)
    .default([]),
  selectedPlatforms: z
    .array(z.enum(marketplacePlatforms))
    .min(1, "Select at least one platform")
    .transform((list) => [...new Set(list)]),
  variant: z.number().int().min(0).max(1_000_000).optional(),
});
export type ListingGenerationRequest = z.input<typeof listingGenerationRequestSchema>;
export type ListingGenerationInput = z.output<typeof listingGenerationRequestSchema>;

export const listingSchema = z.object({
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** Always formatted like `$12.99`. */
  suggestedPrice: z.string(),
  category: z.string(),
  /** Amazon: up to five key-feature bullets. */
  bulletPoints: z.array(z.string()).optional(),
  /** Shopify: search engine listing title and description. */
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingPlatformsSchema = z.partialRecord(z.enum(marketplacePlatforms), listingSchema);

export const listingGenerationResultSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  selectedPlatforms: z.array(z.enum(marketplacePlatforms)),
  platforms: listingPlatformsSchema,
  engine: z.string(),
  imagePath: z.string().nullable(),
});
export type ListingGenerationResult = z.infer<typeof listingGenerationResultSchema>;

/** A stored listing generation as GET /api/product-listings lists it. */
export const storedListingGenerationSchema = listingGenerationResultSchema.extend({
  productType: z.string().nullable(),
  businessType: z.string().nullable(),
  status: z.string(),
});
export type StoredListingGeneration = z.infer<typeof storedListingGenerationSchema>;

/** POST /api/product-listings/download-csv: a stored generation by id, or the spec's `{platforms, createdAt, id}`. */
export const listingCsvRequestSchema = z.object({
  id: z.string().trim().min(1).max(100),
  platforms: z.unknown().optional(),
  createdAt: z.string().optional(),
});

export const listingUpdateSchema = z.object({ platforms: listingPlatformsSchema });
export type ListingUpdate = z.infer<typeof listingUpdateSchema>;
