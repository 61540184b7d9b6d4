import type { BulkExportFormat } from "../../../domain/bulk";
import { socialPlatforms } from "../../../domain/platforms";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { getShopSettings } from "../account/shop-settings";
import type { PublicImageLinks } from "../exports/public-image-links";
import { exportGenerations } from "../exports/service";
import {
  csvDocument,
  inMarketplaceOrder,
  LISTING_CSV_COLUMNS,
  listingCsvRecord,
} from "../generation/listing-csv";
import { type BulkItemRow, type BulkJobRow, listingRowsByGeneration, resultsOf } from "./service";

/** The spec's bulk CSV (core-product §7), column for column. */
export const BULK_SOCIAL_CSV_COLUMNS = [
  "filename",
  "instagram_caption",
  "facebook_caption",
  "twitter_caption",
  "linkedin_caption",
  "pinterest_caption",
  "tiktok_caption",
  "hashtags",
  "processing_time",
] as const;

/** Listing jobs: the listing CSV's columns, one row per photo and marketplace, after the file's name. */
export const BULK_LISTING_CSV_COLUMNS = ["Filename", ...LISTING_CSV_COLUMNS] as const;

/**
 * A job's succeeded photos as CSV, in the order they were given. What is exported is what is
 * stored now, so a caption edited in history exports as edited. Failed and canceled photos have
 * nothing to export; a job with no successes is a 409 with the spec's words.
 */
export async function bulkJobCsv(
  { db, imageLinks }: { db: Database; imageLinks: PublicImageLinks },
  job: BulkJobRow,
  items: BulkItemRow[],
  format: BulkExportFormat,
): Promise<string> {
  if (format !== "bulk" && job.kind !== "listings")
    throw new AppError("bad_request", `format=${format} is for listing jobs; use format=bulk`);
  if (format === "bulk" && job.kind !== "social")
    throw new AppError("bad_request", "format=bulk is for social jobs; use format=listings");
  const done = items.filter((item) => item.status === "succeeded" && item.generationId);
  if (done.length === 0) throw new AppError("conflict", "No successful results to export");
  if (format === "bulk") return socialCsv(db, job, done);
  if (format === "listings") return listingCsv(db, job, done);
  return marketplaceCsv(db, imageLinks, job, done, format);
}

/**
 * A marketplace's import file: one product per succeeded photo that has a listing for it, in
 * the photos' order, with each photo's details (quantity, SKU, condition, brand, variants…), the
 * job's brand as Shopify's Vendor where a photo names no product brand, and the account's shop
 * settings.
 */
async function marketplaceCsv(
  db: Database,
  imageLinks: PublicImageLinks,
  job: BulkJobRow,
  items: BulkItemRow[],
  format: "shopify" | "ebay",
): Promise<string> {
  const ids = items.flatMap((item) => (item.generationId ? [item.generationId] : []));
  const byGeneration = await listingRowsByGeneration(db, job.userId, ids);
  const brand = (job.context as { brand?: unknown }).brand;
  const generations = ids.flatMap((id) => {
    const rows = byGeneration.get(id);
    return rows ? [{ rows, brand: typeof brand === "string" ? brand : undefined }] : [];
  });
  // Location, dispatch, returns and currency come from the seller's shop settings, as in a single export.
  const shop = await getShopSettings(db, job.userId);
  return exportGenerations(format, generations, imageLinks, new Date(), shop).csv;
}

async function socialCsv(db: Database, job: BulkJobRow, items: BulkItemRow[]): Promise<string> {
  const results = await resultsOf(db, "social", job.userId, items);
  const records = items.flatMap((item) => {
    const result = item.generationId ? results.get(item.generationId) : undefined;
    if (!result || !("hashtags" in result)) return [];
    return [
      [
        item.fileName,
        ...socialPlatforms.map((platform) => result.platforms[platform]?.caption ?? ""),
        result.hashtags.join(" "),
        item.finishedAt?.toISOString() ?? "",
      ],
    ];
  });
  return csvDocument(BULK_SOCIAL_CSV_COLUMNS, records);
}

async function listingCsv(db: Database, job: BulkJobRow, items: BulkItemRow[]): Promise<string> {
  const ids = items.flatMap((item) => (item.generationId ? [item.generationId] : []));
  const byGeneration = await listingRowsByGeneration(db, job.userId, ids);
  const records = items.flatMap((item) =>
    inMarketplaceOrder(byGeneration.get(item.generationId ?? "") ?? []).map((row) => [
      item.fileName,
      ...listingCsvRecord(row),
    ]),
  );
  return csvDocument(BULK_LISTING_CSV_COLUMNS, records);
}
