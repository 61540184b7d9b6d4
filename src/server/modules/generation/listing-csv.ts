import { stringify } from "csv-stringify/sync";
import { type MarketplacePlatform, marketplacePlatforms, platformLabels } from "../../../domain/platforms";
import type { productListings } from "../../db/schema";

type ListingRow = typeof productListings.$inferSelect;

export const LISTING_CSV_COLUMNS = [
  "Platform",
  "Title",
  "Description",
  "Tags",
  "Price",
  "Category",
  "Status",
] as const;

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula (OWASP "CSV Injection"); a leading apostrophe makes it plain text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180 CSV (CRLF, quotes doubled) with a UTF-8 BOM so Excel reads accents and emoji right. */
export function listingsToCsv(rows: readonly ListingRow[]): string {
  const order = (platform: string) => marketplacePlatforms.indexOf(platform as MarketplacePlatform);
  const sorted = [...rows].sort((a, b) => order(a.platform) - order(b.platform));
  const records = sorted.map((row) =>
    [
      platformLabels[row.platform as MarketplacePlatform] ?? row.platform,
      row.title,
      row.description,
      row.tags.join(", "),
      row.price ?? "",
      row.category ?? "",
      row.status,
    ].map(neutraliseCell),
  );
  return `\uFEFF${stringify([[...LISTING_CSV_COLUMNS], ...records], { record_delimiter: "\r\n", quoted_match: /[",\r\n]/ })}`;
}

/** `product-listings-2026-11-22T13-05-11Z.csv`: sortable, and safe in every file system. */
export function listingCsvFilename(now = new Date()): string {
  return `product-listings-${now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-")}.csv`;
}
