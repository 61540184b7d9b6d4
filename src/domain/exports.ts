import { z } from "zod";
import { fileTimestamp } from "./file-timestamp";
import { languageCodes } from "./languages";
import { type CopySheetMarketplace, copySheetMarketplaces } from "./platforms";

/**
 * Marketplace-native exports of listing generations: import files for the marketplaces that take
 * one (Shopify's product CSV, eBay's Seller Hub listing upload) and copy sheets for those that do
 * not (their own listing form's fields, in the form's order, ready to paste).
 */

/** `generic` is the listing CSV (Platform, Title, Description, Tags, Price, Category, Status). */
export const listingExportFormats = ["shopify", "ebay", "generic"] as const;
export type ListingExportFormat = (typeof listingExportFormats)[number];

/** One export takes this many generations at most. */
export const LISTING_EXPORT_MAX_IDS = 100;

/** POST /api/product-listings/export: the caller's generations, in the order they appear in the file. */
export const listingExportRequestSchema = z.object({
  ids: z
    .array(z.string().trim().min(1).max(100))
    .min(1, "Select at least one listing")
    .max(LISTING_EXPORT_MAX_IDS, `Export at most ${LISTING_EXPORT_MAX_IDS} listings at a time`),
  format: z.enum(listingExportFormats),
});
export type ListingExportRequest = z.infer<typeof listingExportRequestSchema>;

/** How many selected generations were left out (no listing for the chosen marketplace). */
export const SKIPPED_GENERATIONS_HEADER = "X-Skipped-Generations";

/** `shopify-products-…csv`, `ebay-listings-…csv`, `product-listings-…csv`. */
export function listingExportFilename(format: ListingExportFormat, now = new Date()): string {
  const stem = { shopify: "shopify-products", ebay: "ebay-listings", generic: "product-listings" }[format];
  return `${stem}-${fileTimestamp(now)}.csv`;
}

export { type CopySheetMarketplace, copySheetMarketplaces } from "./platforms";

export const copySheetFieldSchema = z.object({
  /** Stable, for code: `title`, `tags`, `bulletPoints`… */
  key: z.string(),
  /** The field's name as the marketplace's form shows it. */
  label: z.string(),
  /** What to paste; a list for fields that take several entries (tags, bullet points). */
  value: z.union([z.string(), z.array(z.string())]),
  /** The marketplace's limit for the field, in words ("140 characters"). */
  limit: z.string().optional(),
  /** What the seller should know or still do. */
  note: z.string().optional(),
});
export type CopySheetField = z.infer<typeof copySheetFieldSchema>;

/** GET /api/product-listings/:id/copy-sheet/:platform */
export const copySheetSchema = z.object({
  generationId: z.string(),
  marketplace: z.enum(copySheetMarketplaces),
  marketplaceName: z.string(),
  /** The page the field order was taken from. */
  formSource: z.string(),
  createdAt: z.string(),
  /**
   * The product photo: a signed link anyone can open for 30 days when this server is publicly
   * reachable (GET /api/config `exports.publicImageLinks`), otherwise the app's own image address
   * (opens for the signed-in owner); null when the generation kept no photo.
   */
  imageUrl: z.string().nullable(),
  /** In the order of the marketplace's listing form. */
  fields: z.array(copySheetFieldSchema),
  /** The language the listing is written in: the page lays Arabic and Hebrew out right to left. */
  language: z.enum(languageCodes),
});
export type CopySheet = z.infer<typeof copySheetSchema>;

export const copySheetParamsSchema = z.object({
  id: z.string().trim().min(1).max(100),
  platform: z.enum(copySheetMarketplaces),
});

/** `?download=1` adds Content-Disposition: attachment. */
export const copySheetQuerySchema = z.object({ download: z.enum(["0", "1"]).optional() });

/** `etsy-copy-sheet-2026-11-22T13-05-11Z.json` */
export function copySheetFilename(marketplace: CopySheetMarketplace, now = new Date()): string {
  return `${marketplace}-copy-sheet-${fileTimestamp(now)}.json`;
}
