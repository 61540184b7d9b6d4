import { readFileSync } from "node:fs";
import { knownValue } from "../../../domain/options";
import { findProductType, lexicon } from "../../providers/generation/builtin/lexicon/lexicon";
import { serverFile } from "../../server-paths";

/**
 * Marketplace categories for the import files, from what the builtin writer already knows: its
 * product lexicon maps every product type it recognises ("Mug", "tote bag", "canvas print"…) to
 * the exact full path of a category in Shopify's Standard Product Taxonomy
 * (https://github.com/Shopify/product-taxonomy, dist/en/categories.txt) and to eBay's US category
 * path, which data/ebay-us-categories.json turns into eBay's leaf category ID. A category we
 * cannot vouch for is left empty: Shopify refuses a row whose category is not in its taxonomy,
 * and eBay a row whose category is not a leaf.
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
 * eBay US leaf category IDs (eBay's `*Category` takes only a leaf). data/ebay-us-categories.json
 * holds, for each lexicon product type that has one, the leaf it is listed under on eBay US, and
 * the full path of each of those leaves, taken from eBay's own category tree (Trading API
 * GetCategories for site 0; the file names the copy used and its date). It is derived, never
 * edited by hand: scripts/derive-ebay-categories.ts holds the hand-picked leaves for product
 * types whose lexicon path is a parent category, and checks every pick is a leaf. A type without
 * a leaf there stays empty, and the export names it as missing instead of guessing.
 */
interface EbayCategoryData {
  /** The leaf categories mapped to, each with its full path on eBay US. */
  categories: { id: string; path: string; leaf: boolean }[];
  /** Lexicon product type key → leaf category ID. */
  productTypes: Record<string, string>;
}

interface EbayCategoryIndex {
  byProductType: ReadonlyMap<string, string>;
  byLeafPath: ReadonlyMap<string, string>;
  leafIds: ReadonlySet<string>;
  /** A lexicon eBay path (what the writer puts in a listing) → the one leaf all its types share. */
  byLexiconPath: ReadonlyMap<string, string>;
}

let ebayIndex: EbayCategoryIndex | undefined;
function ebayCategories(): EbayCategoryIndex {
  if (ebayIndex) return ebayIndex;
  const data = JSON.parse(
    readFileSync(serverFile("modules/exports/data/ebay-us-categories.json"), "utf8"),
  ) as EbayCategoryData;
  const byProductType = new Map(
    Object.entries(data.productTypes).filter(([, id]) => data.categories.some((c) => c.id === id && c.leaf)),
  );
  const leaves = data.categories.filter((category) => category.leaf);
  const leafIds = new Set(leaves.map((category) => category.id));
  const byLeafPath = new Map(leaves.map((category) => [category.path, category.id]));
  const idsByLexiconPath = new Map<string, Set<string | undefined>>();
  const lex = lexicon();
  for (const product of lex.products) {
    const path = product.categories?.ebay ?? lex.departments.get(product.department)?.categories.ebay;
    if (!path) continue;
    const ids = idsByLexiconPath.get(path) ?? new Set();
    ids.add(byProductType.get(product.key));
    idsByLexiconPath.set(path, ids);
  }
  const byLexiconPath = new Map<string, string>();
  for (const [path, ids] of idsByLexiconPath) {
    const [only] = ids;
    if (ids.size === 1 && only) byLexiconPath.set(path, only);
  }
  ebayIndex = { byProductType, byLeafPath, leafIds, byLexiconPath };
  return ebayIndex;
}

/**
 * eBay's `*Category` (a leaf category ID) for the listing; empty when not known. The listing's
 * own category wins when it names a leaf we know (its ID or its full eBay path); then the
 * product type's leaf; then the listing's category when it is a lexicon path all of whose
 * product types share one leaf.
 */
export function ebayCategoryIdFor(hints: ProductHints): string {
  const index = ebayCategories();
  const category = hints.category?.trim() ?? "";
  if (index.leafIds.has(category)) return category;
  const byListing = index.byLeafPath.get(category);
  if (byListing) return byListing;
  const type = productTypeOf(hints);
  const byType = type && index.byProductType.get(type.key);
  if (byType) return byType;
  return index.byLexiconPath.get(category) ?? "";
}
