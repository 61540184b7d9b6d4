import { listingExportFilename } from "../../../domain/exports";
import type { ImportFileMarketplace } from "../../../domain/import-check";
import { platformLabels } from "../../../domain/platforms";
import { shopifyFileUrl } from "../../../domain/shop-settings";
import type { UploadImageType } from "../../../domain/uploads";
import { AppError } from "../../lib/app-error";
import { getShopSettings } from "../account/shop-settings";
import { type ArchiveEntry, zipArchive } from "../downloads/zip-archive";
import { getListingGeneration } from "../generation/listing-service";
import { uploadIdFromReference } from "../images/service";
import { openUpload } from "../uploads/service";
import { ebayListingsCsv } from "./ebay-csv";
import type { ExportListing } from "./export-listing";
import { ebayProblems, shopifyProblems } from "./import-problems";
import { urlHandle } from "./listing-fields";
import type { ExportDeps } from "./service";
import { exportListingOf } from "./service";
import { shopifyProductsCsv } from "./shopify-csv";

/**
 * "Download for import", for a server marketplaces cannot reach (no public photo links): one
 * .zip with the marketplace's file and every photo of the listing, as stored (its own format: a
 * PNG stays a PNG), named `<product>-<generation>-<n>.<ext>` so names never clash in a store.
 *
 * - Shopify: upload the photos to the store's Files page (Content → Files) first. Shopify serves
 *   each at `https://<store>.myshopify.com/cdn/shop/files/<name>` (its `file_url`), so with the
 *   store's address in Shop settings the file links them by name and the import picks them up.
 * - eBay: its upload file takes photos only as links (PicURL), so the photos come numbered in the
 *   listing's order, to add to each listing in Seller Hub after the upload.
 */
export interface ImportArchive {
  bytes: Uint8Array;
  filename: string;
}

const EXTENSIONS: Record<UploadImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

export const IMPORT_ARCHIVE_README = "read-me.txt";

export async function importArchive(
  deps: ExportDeps,
  userId: string,
  generationId: string,
  marketplace: ImportFileMarketplace,
  now = new Date(),
): Promise<ImportArchive> {
  const rows = await getListingGeneration(deps.db, userId, generationId);
  const shop = await getShopSettings(deps.db, userId);
  const base = exportListingOf({ rows }, marketplace, () => null, shop);
  if (!base) {
    throw new AppError("not_found", `This listing has no ${platformLabels[marketplace]} listing`);
  }
  const stem = `${urlHandle(base.listing.title, "product").slice(0, 50).replace(/-+$/, "")}-${generationId.slice(0, 8)}`;
  const paths = [rows[0]?.imagePath, ...(base.details?.photos ?? [])].filter(
    (path): path is string => Boolean(path) && path !== "inline",
  );
  const photos: { name: string; bytes: Uint8Array }[] = [];
  for (const [index, path] of paths.entries()) {
    const photo = await photoBytes(deps, userId, path);
    if (photo)
      photos.push({ name: `${stem}-${index + 1}.${EXTENSIONS[photo.contentType]}`, bytes: photo.bytes });
  }
  const linked = marketplace === "shopify" && shop.shopifyStore;
  const item: ExportListing = {
    ...base,
    photoCount: paths.length,
    photoUrls: linked ? photos.map((photo) => shopifyFileUrl(shop.shopifyStore as string, photo.name)) : [],
  };
  const csvName = listingExportFilename(marketplace, now);
  const csv = marketplace === "shopify" ? shopifyProductsCsv([item]) : ebayListingsCsv([item]);
  const problems = (marketplace === "shopify" ? shopifyProblems(item) : ebayProblems(item)).filter(
    // The photos are in the .zip: the read-me says how they get in.
    (problem) => !problem.includes("can't fetch photos"),
  );
  const entries: ArchiveEntry[] = [
    { name: csvName, content: csv },
    ...photos.map((photo) => ({ name: `photos/${photo.name}`, content: photo.bytes, compressed: true })),
    {
      name: IMPORT_ARCHIVE_README,
      content: readMe(marketplace, csvName, photos.length, Boolean(linked), problems),
    },
  ];
  return {
    bytes: zipArchive(entries, now),
    filename: csvName.replace(/\.csv$/, "-with-photos.zip"),
  };
}

async function photoBytes(deps: ExportDeps, userId: string, path: string) {
  const uploadId = uploadIdFromReference(path);
  if (!uploadId) return null;
  try {
    const image = await openUpload(deps, { id: userId, role: "user" }, uploadId);
    const chunks: Buffer[] = [];
    for await (const chunk of image.body) chunks.push(chunk as Buffer);
    return { contentType: image.contentType, bytes: new Uint8Array(Buffer.concat(chunks)) };
  } catch (error) {
    // A photo deleted since (or unreadable) is left out; the file and the other photos still help.
    if (error instanceof AppError && error.statusCode < 500) return null;
    throw error;
  }
}

function readMe(
  marketplace: ImportFileMarketplace,
  csvName: string,
  photoCount: number,
  linked: boolean,
  problems: readonly string[],
): string {
  const steps =
    marketplace === "shopify"
      ? linked
        ? [
            `1. In your Shopify admin, open Content → Files and upload every photo in the photos folder (${photoCount}), keeping their names.`,
            `2. Then open Products → Import and upload ${csvName}. Each product's photos are linked by those names.`,
          ]
        : [
            `1. In your Shopify admin, open Products → Import and upload ${csvName}.`,
            "2. Open the new product and add the photos from the photos folder, in their numbered order (1 is the main photo).",
            "   To have the file link them instead, add your store's myshopify.com address in Shop settings and download again.",
          ]
      : [
          `1. In eBay's Seller Hub, open Reports → Uploads and upload ${csvName}.`,
          "2. eBay's file takes photos only as web links, so add the photos from the photos folder to the listing in Seller Hub, in their numbered order (1 is the main photo).",
        ];
  const still =
    problems.length > 0
      ? ["", `${platformLabels[marketplace]} still needs:`, ...problems.map((p) => `- ${p}`)]
      : [];
  return [`${platformLabels[marketplace]} import`, "", ...steps, ...still, ""].join("\r\n");
}
