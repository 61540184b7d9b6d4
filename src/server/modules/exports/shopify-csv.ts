import { gramsOf, type ListingCondition } from "../../../domain/listing-details";
import { marketplaceRules } from "../../../domain/platform-rules";
import { marketplaceCsv } from "./csv-file";
import type { ExportListing } from "./export-listing";
import {
  clipText,
  commaTags,
  descriptionHtml,
  photoUrlsOf,
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
 *
 * A product with variants or several photos takes several rows sharing its URL handle: the first
 * carries the product; each further variant row its option value, price, SKU, stock and weight;
 * each further photo its image columns ("Adding multiple product images", Shopify Help Center,
 * same page). Photos sit on the variant rows first, then on rows of their own.
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

/** The columns Shopify needs on a new product's first row ("Title" and "URL handle"). */
export const SHOPIFY_REQUIRED_COLUMNS: readonly ShopifyColumn[] = ["Title", "URL handle"];

/** Google's condition values (new, used, refurbished), for Shopify's Google & YouTube channel. */
const GOOGLE_CONDITION: Record<ListingCondition, string> = {
  new: "new",
  "used-like-new": "used",
  "used-good": "used",
  "used-fair": "used",
  refurbished: "refurbished",
  vintage: "used",
};

type Cells = Partial<Record<ShopifyColumn, string>>;

/** Stock, price, SKU and weight of one variant row (or the product's only one). */
function variantCells(
  item: ExportListing,
  variant: { price?: number; quantity?: number; sku?: string } = {},
): Cells {
  const { details } = item;
  const quantity = variant.quantity ?? details?.quantity;
  const weight = details?.weight;
  return {
    SKU: variant.sku ?? details?.sku ?? "",
    Price:
      variant.price === undefined ? priceNumber(item.listing.suggestedPrice) : priceNumber(variant.price),
    // Stock is tracked by Shopify only when the seller gave a quantity.
    "Inventory tracker": quantity === undefined ? "" : "shopify",
    "Inventory quantity": quantity === undefined ? "" : String(quantity),
    "Weight value (grams)": weight ? String(gramsOf(weight)) : "",
    "Weight unit for display": weight?.unit ?? "",
    "Requires shipping": weight ? "TRUE" : "",
  };
}

/**
 * A listing's rows, imported as a draft that is not on the online store: the seller reviews it
 * in Shopify before anything is sold. Vendor is the product's brand when known (else a bulk job's
 * brand); left empty, Shopify fills in the store's name. Columns we know nothing about stay empty,
 * which Shopify reads as its defaults (one "Default Title" variant, inventory not tracked).
 */
export function shopifyRecords(item: ExportListing, handle: string): string[][] {
  const { listing, details } = item;
  const variants = details?.variants;
  const alt = clipText(listing.title, ALT_TEXT_MAX);
  const first: Cells = {
    Title: clipText(listing.title, shopifyRules.maxTitleChars),
    "URL handle": handle,
    Description: descriptionHtml(listing.description, [], item.language),
    Vendor: details?.brand ?? item.brand ?? "",
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
    ...variantCells(item, variants?.values[0]),
    ...(variants ? { "Option1 name": variants.option, "Option1 value": variants.values[0]?.value } : {}),
    "SEO title": clipText(listing.seoTitle ?? "", shopifyRules.maxSeoTitleChars ?? 70),
    "SEO description": clipText(listing.seoDescription ?? "", shopifyRules.maxSeoDescriptionChars ?? 160),
    "Google Shopping / Condition": details?.condition ? GOOGLE_CONDITION[details.condition] : "",
  };
  const rows: Cells[] = [
    first,
    ...(variants?.values.slice(1) ?? []).map((variant) => ({
      "URL handle": handle,
      "Option1 value": variant.value,
      ...variantCells(item, variant),
    })),
  ];
  photoUrlsOf(item).forEach((url, index) => {
    const image: Cells = {
      "Product image URL": url,
      "Image position": String(index + 1),
      "Image alt text": alt,
    };
    const row = rows[index];
    if (row) Object.assign(row, image);
    else rows.push({ "URL handle": handle, ...image });
  });
  return rows.map((cells) => SHOPIFY_PRODUCT_COLUMNS.map((column) => cells[column] ?? ""));
}

/** The listing's first row (the product itself). */
export function shopifyRecord(item: ExportListing, handle: string): string[] {
  return shopifyRecords(item, handle)[0] as string[];
}

/**
 * The Shopify product CSV. No byte order mark: Shopify's docs ask for UTF-8 and say nothing of a
 * BOM, and a BOM would sit glued to the first header, which Shopify matches exactly.
 */
export function shopifyProductsCsv(items: readonly ExportListing[]): string {
  const unique = uniqueHandles();
  const records = items.flatMap((item) =>
    shopifyRecords(item, unique(urlHandle(item.listing.title, `product-${item.generationId.slice(0, 8)}`))),
  );
  return marketplaceCsv(SHOPIFY_PRODUCT_COLUMNS, records, { bom: false });
}
