import { marketplaceRules } from "../../../domain/platform-rules";
import { marketplaceCsv } from "./csv-file";
import type { ExportListing } from "./export-listing";
import {
  clipText,
  commaTags,
  descriptionHtml,
  priceNumber,
  uniqueHandles,
  urlHandle,
} from "./listing-fields";
import { shopifyCategoryFor } from "./marketplace-categories";

/**
 * Shopify's current product CSV template, header for header and in order, as Shopify documents it:
 * "Using CSV files to import and export products"
 * (https://help.shopify.com/en/manual/products/import-export/using-csv) and its sample file
 * https://help.shopify.com/cdn/shopifycloud/product-knowledge/production/csv/product_template.csv
 * (the 2024+ template: "URL handle", "Description", "Product category"… replaced "Handle",
 * "Body (HTML)"…; the unit-price columns are the newest addition). Header names are matched
 * exactly, case included.
 */
export const SHOPIFY_PRODUCT_COLUMNS = [
  "Title",
  "URL handle",
  "Description",
  "Vendor",
  "Product category",
  "Type",
  "Tags",
  "Published on online store",
  "Status",
  "SKU",
  "Barcode",
  "Option1 name",
  "Option1 value",
  "Option1 Linked To",
  "Option2 name",
  "Option2 value",
  "Option2 Linked To",
  "Option3 name",
  "Option3 value",
  "Option3 Linked To",
  "Price",
  "Compare-at price",
  "Cost per item",
  "Charge tax",
  "Tax code",
  "Unit price total measure",
  "Unit price total measure unit",
  "Unit price base measure",
  "Unit price base measure unit",
  "Inventory tracker",
  "Inventory quantity",
  "Continue selling when out of stock",
  "Weight value (grams)",
  "Weight unit for display",
  "Requires shipping",
  "Fulfillment service",
  "Product image URL",
  "Image position",
  "Image alt text",
  "Variant image URL",
  "Gift card",
  "SEO title",
  "SEO description",
  "Color (product.metafields.shopify.color-pattern)",
  "Google Shopping / Google product category",
  "Google Shopping / Gender",
  "Google Shopping / Age group",
  "Google Shopping / Manufacturer part number (MPN)",
  "Google Shopping / Ad group name",
  "Google Shopping / Ads labels",
  "Google Shopping / Condition",
  "Google Shopping / Custom product",
  "Google Shopping / Custom label 0",
  "Google Shopping / Custom label 1",
  "Google Shopping / Custom label 2",
  "Google Shopping / Custom label 3",
  "Google Shopping / Custom label 4",
] as const;

type ShopifyColumn = (typeof SHOPIFY_PRODUCT_COLUMNS)[number];

const shopifyRules = marketplaceRules.shopify;
/** Shopify's image alt text holds 512 characters. */
const ALT_TEXT_MAX = 512;

/**
 * One product row per listing, imported as a draft that is not on the online store: the seller
 * reviews it in Shopify before anything is sold. Vendor is the brand when known; left empty,
 * Shopify fills in the store's name. Columns we know nothing about stay empty, which Shopify reads
 * as its defaults (one "Default Title" variant, inventory not tracked).
 */
export function shopifyRecord(item: ExportListing, handle: string): string[] {
  const { listing } = item;
  const image = item.imageUrl ?? "";
  const cells: Partial<Record<ShopifyColumn, string>> = {
    Title: clipText(listing.title, shopifyRules.maxTitleChars),
    "URL handle": handle,
    Description: descriptionHtml(listing.description, [], item.language),
    Vendor: item.brand ?? "",
    "Product category": shopifyCategoryFor({
      category: listing.category,
      productType: item.productType,
      product: item.product,
    }),
    Type: item.productType ?? "",
    Tags: commaTags(listing.tags.slice(0, shopifyRules.maxTags)),
    "Published on online store": "FALSE",
    // The template writes statuses capitalised ("Active"); Shopify's values are active/draft/archived.
    Status: "Draft",
    Price: priceNumber(listing.suggestedPrice),
    "Product image URL": image,
    "Image position": image ? "1" : "",
    "Image alt text": image ? clipText(listing.title, ALT_TEXT_MAX) : "",
    "SEO title": clipText(listing.seoTitle ?? "", shopifyRules.maxSeoTitleChars ?? 70),
    "SEO description": clipText(listing.seoDescription ?? "", shopifyRules.maxSeoDescriptionChars ?? 160),
  };
  return SHOPIFY_PRODUCT_COLUMNS.map((column) => cells[column] ?? "");
}

/**
 * The Shopify product CSV. No byte order mark: Shopify's docs ask for UTF-8 and say nothing of a
 * BOM, and a BOM would sit glued to the first header, which Shopify matches exactly.
 */
export function shopifyProductsCsv(items: readonly ExportListing[]): string {
  const unique = uniqueHandles();
  const records = items.map((item) =>
    shopifyRecord(item, unique(urlHandle(item.listing.title, `product-${item.generationId.slice(0, 8)}`))),
  );
  return marketplaceCsv(SHOPIFY_PRODUCT_COLUMNS, records, { bom: false });
}
