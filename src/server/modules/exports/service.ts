import { eq } from "drizzle-orm";
import {
  type CopySheet,
  type CopySheetMarketplace,
  type ListingExportFormat,
  type ListingExportRequest,
  listingExportFilename,
} from "../../../domain/exports";
import type { ImportCheck, ImportFileMarketplace } from "../../../domain/import-check";
import type { ListingDetails } from "../../../domain/listing-details";
import { knownValue } from "../../../domain/options";
import { type MarketplacePlatform, platformLabels } from "../../../domain/platforms";
import type { ShopSettings } from "../../../domain/shop-settings";
import type { Database } from "../../db/client";
import { uploads } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { getShopSettings } from "../account/shop-settings";
import { listingRowsByGeneration } from "../bulk/service";
import {
  csvDocument,
  inMarketplaceOrder,
  LISTING_CSV_COLUMNS,
  listingCsvRecord,
} from "../generation/listing-csv";
import { getListingGeneration, type ListingRow, toListingResult } from "../generation/listing-service";
import { type OpenedUpload, openUpload } from "../uploads/service";
import { IMAGE_NOT_FOUND_MESSAGE } from "../uploads/stored-image";
import { copySheetFor } from "./copy-sheets";
import { ebayListingsCsv } from "./ebay-csv";
import type { ExportListing } from "./export-listing";
import { ebayProblems, shopifyProblems } from "./import-problems";
import type { PublicImageLinks } from "./public-image-links";
import { shopifyProductsCsv } from "./shopify-csv";

export interface ExportDeps {
  db: Database;
  storage: StorageProvider;
  imageLinks: PublicImageLinks;
}

/** One generation to export: its rows, and the brand when the caller knows it (bulk jobs). */
export interface ExportGeneration {
  rows: ListingRow[];
  brand?: string;
}

/** An item of a marketplace file that the marketplace would refuse as it is, and why. */
export interface ImportProblem {
  id: string;
  title: string;
  problems: string[];
}

export interface ExportFile {
  csv: string;
  /** Selected generations left out: no listing for the chosen marketplace. */
  skipped: number;
  /** Items in a marketplace file with required columns we could not fill (empty for the listing CSV). */
  problems: ImportProblem[];
}

/** Postgres takes large IN lists, but a bounded chunk keeps every query plan simple. */
const _CHUNK = 100;

/**
 * POST /api/product-listings/export: the caller's generations, in the order given (a repeated id
 * once), as one file. Any id that is not one of the caller's generations is a 404 for the whole
 * request, so an export never silently misses a listing the seller picked.
 */
export async function exportListings(
  deps: ExportDeps,
  userId: string,
  request: ListingExportRequest,
  now = new Date(),
): Promise<ExportFile & { filename: string }> {
  const ids = [...new Set(request.ids)];
  if (!ids.every(isUuid)) throw new AppError("not_found", "Listing not found");
  const byGeneration = await listingRowsByGeneration(deps.db, userId, ids);
  const generations = ids.map((id) => {
    const rows = byGeneration.get(id);
    if (!rows) throw new AppError("not_found", "Listing not found");
    return { rows };
  });
  const shop = await getShopSettings(deps.db, userId);
  const file = exportGenerations(request.format, generations, deps.imageLinks, now, shop);
  return { ...file, filename: listingExportFilename(request.format, now) };
}

/**
 * Generations as the chosen file: the listing CSV (every listing of every generation), or a
 * marketplace's import file (each generation's listing for it; generations without one are
 * skipped and counted). Nothing at all for the marketplace is a 409 the seller can read.
 */
export function exportGenerations(
  format: ListingExportFormat,
  generations: readonly ExportGeneration[],
  imageLinks: PublicImageLinks,
  now = new Date(),
  shop: ShopSettings = {},
): ExportFile {
  if (format === "generic") {
    const records = generations.flatMap(({ rows }) => inMarketplaceOrder(rows).map(listingCsvRecord));
    return { csv: csvDocument(LISTING_CSV_COLUMNS, records), skipped: 0, problems: [] };
  }
  const items = generations.flatMap((generation) => {
    const item = exportListingOf(generation, format, (path) => imageLinks.urlFor(path, now), shop);
    return item ? [item] : [];
  });
  if (items.length === 0) {
    throw new AppError(
      "nothing_to_export",
      `None of the selected listings has a ${platformLabels[format]} listing`,
    );
  }
  const csv = format === "shopify" ? shopifyProductsCsv(items) : ebayListingsCsv(items);
  const problems = items.flatMap((item) => {
    const found = importProblemsOf(format, item);
    return found.length > 0 ? [{ id: item.generationId, title: item.listing.title, problems: found }] : [];
  });
  return { csv, skipped: generations.length - items.length, problems };
}

function importProblemsOf(format: ImportFileMarketplace, item: ExportListing): string[] {
  return format === "shopify" ? shopifyProblems(item) : ebayProblems(item);
}

/**
 * GET /api/product-listings/:id/import-check: what each import file would be refused for, for
 * the page to show before the seller downloads it.
 */
export async function importCheck(
  deps: ExportDeps,
  userId: string,
  generationId: string,
  now = new Date(),
): Promise<ImportCheck> {
  const rows = await getListingGeneration(deps.db, userId, generationId);
  const shop = await getShopSettings(deps.db, userId);
  const marketplaces = (["shopify", "ebay"] as const).flatMap((platform) => {
    const item = exportListingOf({ rows }, platform, (path) => deps.imageLinks.urlFor(path, now), shop);
    return item ? [{ platform, problems: importProblemsOf(platform, item) }] : [];
  });
  return { generationId, marketplaces };
}

/** A generation's listing for one marketplace with what the files need; undefined when it has none. */
export function exportListingOf(
  { rows, brand }: ExportGeneration,
  platform: MarketplacePlatform,
  imageUrlFor: (imagePath: string | null) => string | null,
  shop: ShopSettings = {},
): ExportListing | undefined {
  const row = rows.find((candidate) => candidate.platform === platform);
  const listing = row ? toListingResult([row]).platforms[platform] : undefined;
  if (!row || !listing) return undefined;
  const details = (row.details ?? undefined) as ListingDetails | undefined;
  const mainPath = row.imagePath === "inline" ? null : row.imagePath;
  const paths = [...(mainPath ? [mainPath] : []), ...(details?.photos ?? [])];
  return {
    details,
    shop,
    photoCount: paths.length,
    photoUrls: paths.flatMap((path) => imageUrlFor(path) ?? []),
    generationId: row.generationId,
    listing,
    product: knownValue(row.product),
    productType: knownValue(row.productType),
    businessType: knownValue(row.businessType),
    materials: knownValue(row.materials),
    color: knownValue(row.color),
    brand: knownValue(brand),
    imageUrl: imageUrlFor(row.imagePath === "inline" ? null : row.imagePath),
    createdAt: row.createdAt,
    language: row.language,
  };
}

/**
 * GET /api/product-listings/:id/copy-sheet/:platform. The photo link is the public one when the
 * server is reachable from outside, else the app's own image address, which opens for the
 * signed-in owner (enough to save the photo and upload it by hand).
 */
export async function copySheet(
  deps: ExportDeps,
  userId: string,
  generationId: string,
  marketplace: CopySheetMarketplace,
): Promise<CopySheet> {
  const rows = await getListingGeneration(deps.db, userId, generationId);
  const item = exportListingOf({ rows }, marketplace, (path) => deps.imageLinks.urlFor(path) ?? path);
  if (!item) {
    throw new AppError("not_found", `This listing has no ${platformLabels[marketplace]} listing`);
  }
  return copySheetFor(marketplace, item);
}

/**
 * GET /objects/public/:uploadId: the photo behind a signed link, for anyone holding the link (a
 * marketplace's image fetcher). Refused: links switched off (404), a bad signature (403), an
 * expired link (410). Served exactly as the owner route serves it — the clean, metadata-free copy.
 */
export async function openPublicImage(
  deps: ExportDeps,
  uploadId: string,
  query: { expires?: string; signature?: string },
): Promise<OpenedUpload> {
  if (!deps.imageLinks.enabled) throw new AppError("not_found", IMAGE_NOT_FOUND_MESSAGE);
  const check = deps.imageLinks.verify(uploadId, query.expires, query.signature);
  if (check === "invalid") throw new AppError("forbidden", "This image link is not valid");
  if (check === "expired") {
    throw new AppError(
      "link_expired",
      "This image link has expired. Export the listing again for a fresh link.",
    );
  }
  const [row] = await deps.db
    .select({ ownerId: uploads.ownerId })
    .from(uploads)
    .where(eq(uploads.id, uploadId))
    .limit(1);
  if (!row) throw new AppError("not_found", IMAGE_NOT_FOUND_MESSAGE);
  // As its owner: the link was signed for this upload by the owner's export.
  return openUpload({ db: deps.db, storage: deps.storage }, { id: row.ownerId }, uploadId);
}
