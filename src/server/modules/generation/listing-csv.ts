import { stringify } from "csv-stringify/sync";
import { fileTimestamp } from "../../../domain/file-timestamp";
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
 *
 * Only the first character was once checked (finding 29.9b): but a spreadsheet set up for German,
 * French or Spanish reads `;` as the separator, so `Mug;=HYPERLINK(…)` became two cells there,
 * the second a formula. So, whatever a locale splits on:
 *  - every cell holding a separator of any locale (`,` `;` tab) or a line break is quoted (see
 *    CSV_QUOTED_MATCH), and spreadsheets keep a quoted field whole whatever their separator;
 *  - and, for readers that split anyway, a separator right before = + - @ gets an apostrophe
 *    between them (`;=` → `;'=`), so no piece can start a formula. After a line break the same
 *    holds, except for `- ` and `+ ` (a bullet list in a description stays as written).
 * Ordinary copy ("Size: 10-12", "S, M, L", "Mug - blue") is left exactly as it is.
 */
export function neutraliseCell(value: string): string {
  const inner = value.replace(
    FORMULA_AFTER_SEPARATOR,
    (_match, separator: string | undefined, sign: string | undefined, lineBreak: string, after: string) =>
      `${separator ?? lineBreak}'${sign ?? after}`,
  );
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([,;\t])([=+\-@])|([\r\n])([=@]|[+-](?! ))/g;

/** Fields csv-stringify quotes: a quote, a line break, or any locale's separator. */
export const CSV_QUOTED_MATCH = /[",;\t\r\n]/;

/** RFC 4180 CSV (CRLF, quotes doubled) with a UTF-8 BOM so Excel reads accents and emoji right. */
export function listingsToCsv(rows: readonly ListingRow[]): string {
  return csvDocument(LISTING_CSV_COLUMNS, inMarketplaceOrder(rows).map(listingCsvRecord));
}

/** One generation's rows in the canonical marketplace order. */
export function inMarketplaceOrder(rows: readonly ListingRow[]): ListingRow[] {
  const order = (platform: string) => marketplacePlatforms.indexOf(platform as MarketplacePlatform);
  return [...rows].sort((a, b) => order(a.platform) - order(b.platform));
}

/** A listing row as the cells of LISTING_CSV_COLUMNS. */
export function listingCsvRecord(row: ListingRow): string[] {
  return [
    platformLabels[row.platform as MarketplacePlatform] ?? row.platform,
    row.title,
    row.description,
    row.tags.join(", "),
    row.price ?? "",
    row.category ?? "",
    row.status,
  ];
}

/** A header and records as the CSV every export here writes: BOM, CRLF, formula-safe cells. */
export function csvDocument(header: readonly string[], records: readonly string[][]): string {
  const safe = records.map((record) => record.map(neutraliseCell));
  return `\uFEFF${stringify([[...header], ...safe], { record_delimiter: "\r\n", quoted_match: CSV_QUOTED_MATCH })}`;
}

/** `product-listings-2026-11-22T13-05-11Z.csv`: sortable, and safe in every file system. */
export function listingCsvFilename(now = new Date()): string {
  return `product-listings-${fileTimestamp(now)}.csv`;
}
