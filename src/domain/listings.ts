import { z } from "zod";
import { brandProfileIdField, languageField, voiceFields } from "./brand-voice";
import { factSheetSchema, productConditions } from "./fact-sheet";
import { generationWarningsField } from "./generation-warnings";
import { languageCodes } from "./languages";
import { listingDetailsSchema } from "./listing-details";
import { MAX_LISTING_TAGS, marketplaceRules } from "./platform-rules";
import { marketplacePlatforms } from "./platforms";
import { safeText } from "./safe-text";
import { ADDITIONAL_CONTEXT_MAX, imageSourceFields, optionalText, productField } from "./social";

export const MAX_REQUEST_TAGS = 20;
export const REQUEST_TAG_MAX_CHARS = 100;

/** The product context form (spec core-product §3), shared by listings and AI product images. */
export const productContextFields = {
  /** "What are you selling?" in the seller's words: what the listing (or AI image) is of. */
  product: productField(),
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
    .array(safeText(REQUEST_TAG_MAX_CHARS).min(1, "Tags cannot be empty"))
    .max(MAX_REQUEST_TAGS, `At most ${MAX_REQUEST_TAGS} tags`)
    .default([]),
  selectedPlatforms: z
    .array(z.enum(marketplacePlatforms))
    .min(1, "Select at least one platform")
    .transform((list) => [...new Set(list)]),
  variant: z.number().int().min(0).max(1_000_000).optional(),
  /** A brand profile of the caller's: its fields fill in whatever this request leaves out. */
  brandProfileId: brandProfileIdField(),
  language: languageField(),
  ...voiceFields,
  /** Anything else the seller wants buyers to know: offer, delivery, condition notes, what is not included. */
  additionalContext: optionalText(ADDITIONAL_CONTEXT_MAX),
  /** The item's condition, when the seller chose one (their own words in the brief win over it). */
  condition: z.enum(productConditions).optional(),
  /** The seller's own price as typed ("36", "24,50 €"): suggestions start from it. */
  price: optionalText(50),
  /** "What we understood", as the seller corrected it: written from instead of reading the brief again. */
  facts: factSheetSchema.optional(),
  /**
   * What the seller fills in for the marketplaces besides the words (./listing-details.ts):
   * quantity, SKU, exact condition, brand, variants, weight, package size, further photos.
   */
  details: listingDetailsSchema.optional(),
});
export type ListingGenerationRequest = z.input<typeof listingGenerationRequestSchema>;
export type ListingGenerationInput = z.output<typeof listingGenerationRequestSchema>;

/**
 * Where a listing's price comes from, for the seller to judge it: the band comparable listings
 * ask on this marketplace (the product type's, moved by count, condition and maker) and what moved
 * it. `sure` is false when the writer does not know the product type and the band is a broad
 * guess for its family: the page then says to check comparable listings. With the seller's own
 * price (`own`), the price is theirs and the band shows where it sits.
 */
export const priceGuideSchema = z.object({
  /** The price is the seller's own, as typed. */
  own: z.boolean(),
  /** The band's ends, formatted like the price in whole units (`$30`, `28 €`). */
  low: z.string(),
  high: z.string(),
  /** What the band was read from, in words ("mug, used, premium maker"). */
  basis: z.string(),
  /** False when the band is a broad guess: the seller should check comparable listings. */
  sure: z.boolean(),
  /** Where the seller's own price sits against the band (only with `own`). */
  yours: z.enum(["below", "within", "above"]).optional(),
});
export type PriceGuide = z.infer<typeof priceGuideSchema>;

export const listingSchema = z.object({
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** Formatted like `$12.99`; `£12.99` or `12,99 €` when the seller's own prices are in pounds or euros. */
  suggestedPrice: z.string(),
  /** Where the price comes from (absent on listings written before it was added). */
  priceGuide: priceGuideSchema.optional(),
  category: z.string(),
  /** Amazon: up to five key-feature bullets. */
  bulletPoints: z.array(z.string()).optional(),
  /** Shopify: search engine listing title and description. */
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingPlatformsSchema = z.partialRecord(z.enum(marketplacePlatforms), listingSchema);

const rules = Object.values(marketplaceRules);
const most = (pick: (rule: (typeof rules)[number]) => number | undefined) =>
  Math.max(...rules.map((rule) => pick(rule) ?? 0));

/**
 * Caps on an owner's edit of a listing. Generous: whatever fits the most permissive marketplace
 * passes, and the normaliser then trims it to the edited marketplace's own rules (as the editor's
 * counters warn). Bounded: nothing longer reaches the normaliser or the database.
 */
export const LISTING_EDIT_LIMITS = {
  /** Shopify's 255, the longest title any marketplace takes. */
  title: most((rule) => rule.maxTitleChars),
  /** The normaliser keeps 5,000 at most (Mercari 1,000); room to paste and trim. */
  description: 10_000,
  /** Shopify takes up to 250 tags; the normaliser keeps MAX_LISTING_TAGS of them. */
  tags: Math.max(
    most((rule) => rule.maxTags),
    MAX_LISTING_TAGS,
  ),
  /** Shopify's 255, the longest tag any marketplace takes. */
  tagChars: most((rule) => rule.maxTagChars),
  /** `$1,234,567.89` and room for how people type prices (`12,99 USD`). */
  price: 50,
  /** Marketplace category paths ("Home & Living > Kitchen & Dining > … > Mugs"). */
  category: 500,
  /** Amazon takes 5 bullet points; a few more may be pasted and are cut to 5. */
  bulletPoints: 10,
  bulletPointChars: 1000,
  /** Shopify's search-engine title is 70: a title-length edit is taken and trimmed to it. */
  seoTitle: most((rule) => rule.maxTitleChars),
  /** Shopify's search-engine description is 160: a paragraph is taken and trimmed to it. */
  seoDescription: 1000,
} as const;

const limits = LISTING_EDIT_LIMITS;
const editText = (max: number) => safeText(max, { trim: false });

/** One marketplace's listing as the owner edits it: the listing's fields, each capped and checked. */
export const listingEditSchema = z.object({
  title: editText(limits.title),
  description: editText(limits.description),
  tags: z.array(editText(limits.tagChars)).max(limits.tags, `At most ${limits.tags} tags`),
  suggestedPrice: editText(limits.price),
  category: editText(limits.category),
  bulletPoints: z
    .array(editText(limits.bulletPointChars))
    .max(limits.bulletPoints, `At most ${limits.bulletPoints} bullet points`)
    .optional(),
  seoTitle: editText(limits.seoTitle).optional(),
  seoDescription: editText(limits.seoDescription).optional(),
});

/** A marketplace the writer chose not to list on, with a reason the seller can read. */
export const skippedMarketplaceSchema = z.object({
  platform: z.enum(marketplacePlatforms),
  reason: z.string(),
});
export type SkippedMarketplace = z.infer<typeof skippedMarketplaceSchema>;

export const listingGenerationResultSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The marketplaces that got a listing (a skipped one is not among them). */
  selectedPlatforms: z.array(z.enum(marketplacePlatforms)),
  platforms: listingPlatformsSchema,
  /**
   * Chosen marketplaces left without a listing, each with its reason (e.g. Redbubble for a laptop:
   * it prints designs on its own products). Canonical marketplace order; empty when none.
   */
  skipped: z.array(skippedMarketplaceSchema).default([]),
  engine: z.string(),
  imagePath: z.string().nullable(),
  /** The language the listings are written in (src/domain/languages.ts). */
  language: z.enum(languageCodes),
  /** The brand profile the generation used, when it used one (null once that profile is deleted). */
  brandProfileId: z.string().nullable(),
  /** What the seller filled in besides the words, as stored (absent when none was given). */
  details: listingDetailsSchema.optional(),
  /** Policy warnings (restricted or prohibited items); empty when none (./generation-warnings.ts). */
  warnings: generationWarningsField(),
  /** "What we understood": the brief's fact sheet the listings were written from, as the seller last corrected it (absent for generations written before sheets were kept). */
  facts: factSheetSchema.optional(),
  /**
   * Free rewrites left per marketplace (FREE_REWRITES_PER_PLATFORM each; they matter on the Free
   * plan): sent with a new generation and a rewrite's reply, absent where not worked out.
   */
  freeRewritesLeft: z.partialRecord(z.enum(marketplacePlatforms), z.number().int().min(0)).optional(),
});
export type ListingGenerationResult = z.infer<typeof listingGenerationResultSchema>;

/** A stored listing generation as GET /api/product-listings lists it. */
export const storedListingGenerationSchema = listingGenerationResultSchema.extend({
  /** "What are you selling?" as the seller typed it; null when left blank (and for older rows). */
  product: z.string().nullable(),
  productType: z.string().nullable(),
  businessType: z.string().nullable(),
  /**
   * The audience the seller chose (the generator page offers it again next time). This server
   * always sends it; it is optional so listings shaped before it was added still read.
   */
  targetAudience: z.string().nullable().optional(),
  status: z.string(),
});
export type StoredListingGeneration = z.infer<typeof storedListingGenerationSchema>;

/** POST /api/product-listings/download-csv: a stored generation by id, or the spec's `{platforms, createdAt, id}`. */
export const listingCsvRequestSchema = z.object({
  id: safeText(100).min(1),
  platforms: z.unknown().optional(),
  createdAt: safeText(100).optional(),
});

export const listingUpdateSchema = z.object({
  platforms: z.partialRecord(z.enum(marketplacePlatforms), listingEditSchema),
});
export type ListingUpdate = z.infer<typeof listingUpdateSchema>;

/** POST /api/product-listings/:id/regenerate: the one marketplace of a stored generation to write again. */
export const listingMarketplaceRewriteSchema = z.object({
  platform: z.enum(marketplacePlatforms),
  /**
   * "What we understood" as the page shows it: the rewrite keeps to it (the seller's condition,
   * price and offer are not stored with the listing, so without it a rewrite would lose them).
   */
  facts: factSheetSchema.optional(),
});
export type ListingMarketplaceRewrite = z.infer<typeof listingMarketplaceRewriteSchema>;
