import type { MarketplacePlatform } from "../../../../domain/platforms";
import type { ProductFacts } from "./product-facts";

/**
 * Each marketplace's category path for what is being listed. Known product types carry their own
 * paths in the lexicon (lexicon/data/products/*.json: Shopify's Standard Product Taxonomy, and
 * the Etsy, Amazon, eBay and Mercari category menus); a product the lexicon does not know falls
 * back to a broad family matched by keyword, below.
 * - Etsy: the seller taxonomy (Open API v3 getSellerTaxonomyNodes).
 * - Amazon: the US browse tree (Seller Central category listings report / browse nodes).
 * - eBay: the US category tree (Taxonomy API / "Browse categories").
 * - Shopify: the Standard Product Taxonomy (github.com/Shopify/product-taxonomy, dist/en/categories.txt).
 * - Redbubble and Mercari publish no taxonomy; these are the category menus of their US sites.
 */
type Paths = Record<MarketplacePlatform, string>;

/** Families for products the lexicon does not know, matched by keyword. */
export type ProductFamily =
  | "jewelry"
  | "candle"
  | "art"
  | "digital"
  | "decor"
  | "vintage"
  | "artsupplies"
  | "accessories"
  | "cards"
  | "beauty"
  | "handmade"
  | "generic";

const familyCategories: Record<ProductFamily, Paths> = {
  jewelry: {
    etsy: "Jewelry",
    redbubble: "Accessories",
    amazon: "Clothing, Shoes & Jewelry > Women > Jewelry",
    shopify: "Apparel & Accessories > Jewelry",
    ebay: "Jewelry & Watches > Handcrafted & Artisan Jewelry",
    mercari: "Women > Jewelry",
  },
  candle: {
    etsy: "Home & Living > Home Decor > Candles & Holders > Candles",
    redbubble: "Home & Living",
    amazon: "Home & Kitchen > Home Décor Products > Candles & Holders > Candles",
    shopify: "Home & Garden > Decor > Home Fragrances > Candles",
    ebay: "Home & Garden > Home Décor > Candles & Home Fragrance > Candles",
    mercari: "Home > Home décor > Candles",
  },
  art: {
    etsy: "Art & Collectibles > Prints",
    redbubble: "Wall Art > Art Prints",
    amazon: "Home & Kitchen > Wall Art > Posters & Prints",
    shopify: "Home & Garden > Decor > Artwork > Posters, Prints, & Visual Artwork",
    ebay: "Art > Art Prints",
    mercari: "Home > Artwork > Posters & prints",
  },
  digital: {
    etsy: "Art & Collectibles > Prints > Digital Prints",
    redbubble: "Wall Art > Art Prints",
    amazon: "Home & Kitchen > Wall Art > Posters & Prints",
    shopify: "Home & Garden > Decor > Artwork > Posters, Prints, & Visual Artwork",
    ebay: "Art > Art Prints",
    mercari: "Home > Artwork > Posters & prints",
  },
  decor: {
    etsy: "Home & Living > Home Decor",
    redbubble: "Home & Living",
    amazon: "Home & Kitchen > Home Décor Products",
    shopify: "Home & Garden > Decor",
    ebay: "Home & Garden > Home Décor",
    mercari: "Home > Home décor",
  },
  vintage: {
    etsy: "Art & Collectibles > Collectibles",
    redbubble: "Home & Living",
    amazon: "Collectibles & Fine Art > Collectibles",
    shopify: "Arts & Entertainment > Hobbies & Creative Arts > Collectibles",
    ebay: "Collectibles",
    mercari: "Vintage & collectibles",
  },
  artsupplies: {
    etsy: "Craft Supplies & Tools",
    redbubble: "Stationery & Office",
    amazon: "Arts, Crafts & Sewing > Painting, Drawing & Art Supplies",
    shopify: "Arts & Entertainment > Hobbies & Creative Arts > Arts & Crafts > Art & Crafting Materials",
    ebay: "Crafts > Art Supplies",
    mercari: "Arts & Crafts > Painting",
  },
  accessories: {
    etsy: "Accessories",
    redbubble: "Accessories",
    amazon: "Clothing, Shoes & Jewelry > Women > Accessories",
    shopify: "Apparel & Accessories > Clothing Accessories",
    ebay: "Clothing, Shoes & Accessories > Women > Women's Accessories",
    mercari: "Women > Women's accessories",
  },
  cards: {
    etsy: "Paper & Party Supplies > Paper > Greeting Cards",
    redbubble: "Stationery & Office > Greeting Cards",
    amazon: "Office Products > Office & School Supplies > Paper > Cards & Card Stock",
    shopify: "Arts & Entertainment > Party & Celebration > Gift Giving > Greeting & Note Cards",
    ebay: "Collectibles > Paper > Greeting Cards",
    mercari: "Office > Stationery > Cards",
  },
  beauty: {
    etsy: "Bath & Beauty",
    redbubble: "Home & Living",
    amazon: "Beauty & Personal Care",
    shopify: "Health & Beauty > Personal Care",
    ebay: "Health & Beauty",
    mercari: "Beauty",
  },
  handmade: {
    etsy: "Home & Living",
    redbubble: "Home & Living",
    amazon: "Handmade Products",
    shopify: "Home & Garden",
    ebay: "Crafts > Handcrafted & Finished Pieces",
    mercari: "Handmade",
  },
  generic: {
    etsy: "Home & Living",
    redbubble: "Home & Living",
    amazon: "Home & Kitchen",
    shopify: "Home & Garden",
    ebay: "Everything Else",
    mercari: "Other",
  },
};

const familyKeywords: ReadonlyArray<readonly [RegExp, ProductFamily]> = [
  [/jewel|necklace|earring|bracelet|\brings?\b|pendant|anklet|brooch/, "jewelry"],
  [/candle|wax melt|diffuser/, "candle"],
  [/digital|download|printable|svg/, "digital"],
  [/greeting card|\bcards?\b|postcard|invitation/, "cards"],
  [/art suppl|paint|brush|pencil|marker|sketch|easel|pigment/, "artsupplies"],
  [/vintage|antique|collectib|retro/, "vintage"],
  [/\bart\b|artwork|painting|illustration|print/, "art"],
  [/soap|lotion|serum|balm|cosmetic|skincare|bath bomb|beauty/, "beauty"],
  [/accessor|scarf|hat|wallet|keychain|belt|hair clip|bag/, "accessories"],
  [/decor|vase|ornament|sign|planter|coaster|blanket|rug|lamp|frame/, "decor"],
  [/hand ?made|craft/, "handmade"],
];

/** The family a free-text product (or, failing that, the business type) belongs to. */
export function productFamily(...texts: (string | undefined)[]): ProductFamily {
  for (const text of texts) {
    const lower = (text ?? "").toLowerCase();
    if (!lower) continue;
    for (const [pattern, family] of familyKeywords) {
      if (pattern.test(lower)) return family;
    }
  }
  return "generic";
}

/** The category path for a listing on a marketplace. */
export function categoryFor(marketplace: MarketplacePlatform, facts: ProductFacts): string {
  const type = facts.type;
  if (type && facts.department) {
    if (marketplace === "shopify") return type.shopify;
    if (marketplace === "redbubble") return type.redbubble?.category ?? familyCategories.generic.redbubble;
    return type.categories?.[marketplace] ?? facts.department.categories[marketplace];
  }
  return familyCategories[productFamily(facts.name, ...facts.materials)][marketplace];
}

export type RedbubbleFit = { fits: true } | { fits: false; reason: string };

/**
 * Redbubble prints artists' designs on its own products: it lists art (posters, prints,
 * stickers) and designs for its blanks (tees, mugs, totes), never finished goods made elsewhere.
 */
export function redbubbleFit(facts: ProductFacts): RedbubbleFit {
  const fit = facts.type?.redbubble?.fit;
  const used = facts.condition !== undefined && facts.condition !== "new";
  // A one-off or limited edition (an original painting, a hand-pulled print run) is not something
  // Redbubble prints on demand; nor is a used or vintage item.
  const printable = !used && !facts.oneOff;
  if (printable && fit === "art" && (facts.printOnDemand || !facts.handmadeProduct)) return { fits: true };
  // A printable design (the seller's print-on-demand business, or a named design, slogan or
  // artwork) on one of Redbubble's own blanks.
  if (printable && fit === "blank" && (facts.printOnDemand || (facts.design && !facts.handmadeProduct))) {
    return { fits: true };
  }
  if (printable && !facts.type && facts.design && facts.printOnDemand) return { fits: true };
  // The lexicon's name, never the seller's free text, so the reason cannot echo odd input.
  const what = facts.type?.plural ?? "this product";
  const reason =
    fit === "blank"
      ? `Redbubble prints artists' designs on its own blank ${what}; it doesn't sell finished ${what} made elsewhere. Upload your design to Redbubble instead, or choose another marketplace.`
      : `Redbubble only sells designs printed on its own products (prints, stickers, apparel), so it can't list ${what}. Choose another marketplace for it.`;
  return { fits: false, reason };
}
