import { knownValue } from "../../../domain/options";
import { findProductType, lexicon } from "../../providers/generation/builtin/lexicon/lexicon";

/**
 * Marketplace categories for the import files, from what the builtin writer already knows: its
 * product lexicon maps every product type it recognises ("Mug", "tote bag", "canvas print"…) to
 * the exact full path of a category in Shopify's Standard Product Taxonomy
 * (https://github.com/Shopify/product-taxonomy, dist/en/categories.txt) and to eBay's US category
 * path. A category we cannot vouch for is left empty: Shopify refuses a row whose category is not
 * in its taxonomy, and eBay a row whose category is not a leaf.
 */

let shopifyPaths: Set<string> | undefined;
const knownShopifyPaths = (): Set<string> => {
  shopifyPaths ??= new Set(lexicon().products.map((product) => product.shopify));
  return shopifyPaths;
};

export interface ProductHints {
  /** The listing's own category (what the seller sees and may have edited). */
  category: string | null | undefined;
  productType: string | null | undefined;
  /** "What are you selling?" in the seller's words. */
  product: string | null | undefined;
}

/** The lexicon's product type for the brief: the form's product type first, then the seller's words. */
function productTypeOf(hints: ProductHints) {
  for (const text of [knownValue(hints.productType), knownValue(hints.product)]) {
    const match = text ? findProductType(text) : undefined;
    if (match) return match.product;
  }
  return undefined;
}

/**
 * Shopify's "Product category": the listing's category when it is a taxonomy path (the builtin
 * writer writes one), else the path for the product type; empty when neither is known.
 */
export function shopifyCategoryFor(hints: ProductHints): string {
  const category = hints.category?.trim() ?? "";
  if (knownShopifyPaths().has(category)) return category;
  return productTypeOf(hints)?.shopify ?? "";
}

/**
 * eBay US leaf category IDs by the eBay category path the writer uses. Only IDs seen on live eBay
 * US listings of that path are here (each item page carries its category ID):
 * - 15687 Men's T-Shirts — e.g. https://vi.vipr.ebaydesc.com/itmdesc/355661403917?category=15687
 * - 20349 Cases, Covers & Skins — e.g. https://vi.vipr.ebaydesc.com/itmdesc/222482208935?category=20349
 * Everything else is left empty and the seller picks the category in Seller Hub (the upload
 * report names the rows that need one). Extend this table only with IDs checked the same way or
 * through eBay's Taxonomy API (getCategorySuggestions).
 */
const EBAY_CATEGORY_IDS: Readonly<Record<string, string>> = {
  "Clothing, Shoes & Accessories > Men > Men's Clothing > Shirts > T-Shirts": "15687",
  "Cell Phones, Smart Watches & Accessories > Cell Phone Accessories > Cases, Covers & Skins": "20349",
};

/** eBay's `*Category` (a leaf category ID) for the listing; empty when not known. */
export function ebayCategoryIdFor(hints: ProductHints): string {
  const category = hints.category?.trim() ?? "";
  const byListing = EBAY_CATEGORY_IDS[category];
  if (byListing) return byListing;
  const type = productTypeOf(hints);
  const path =
    type?.categories?.ebay ?? (type && lexicon().departments.get(type.department)?.categories.ebay);
  return (path && EBAY_CATEGORY_IDS[path]) || "";
}
