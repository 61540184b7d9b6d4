import type { BulkExportFormat } from "../../../domain/bulk";
import { socialPlatforms } from "../../../domain/platforms";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
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
  db: Database,
  job: BulkJobRow,
  items: BulkItemRow[],
  format: BulkExportFormat,
): Promise<string> {
  const done = items.filter((item) => item.status === "succeeded" && item.generationId);
  if (done.length === 0) throw new AppError("conflict", "No successful results to export");
  if (format === "bulk") {
    if (job.kind !== "social")
      throw new AppError("bad_request", "format=bulk is for social jobs; use format=listings");
    return socialCsv(db, job, done);
  }
  if (job.kind !== "listings")
    throw new AppError("bad_request", "format=listings is for listing jobs; use format=bulk");
  return listingCsv(db, job, done);
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
