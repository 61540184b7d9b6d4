import type { MarketplacePlatform } from "../../../../domain/platforms";
import type { ProductKey } from "./products";

/**
 * Each marketplace's own category path for what is being listed, as its listing form or
 * category browser shows it:
 * - Etsy: the seller taxonomy (Open API v3 getSellerTaxonomyNodes), e.g. node 1062 "Mugs",
 *   482 "T-shirts", 190 "Totes", 1326 "Stickers".
 * - Amazon: the US browse tree (Seller Central category listings report / browse nodes).
 * - eBay: the US category tree (Taxonomy API / "Browse categories").
 * - Shopify: the Standard Product Taxonomy (github.com/Shopify/product-taxonomy, dist/en/categories.txt).
 * - Redbubble and Mercari publish no taxonomy; these are the category menus of their US sites.
 */
type Paths = Record<MarketplacePlatform, string>;

export const productCategories: Record<ProductKey, Paths> = {
  mug: {
    etsy: "Home & Living > Kitchen & Dining > Drink & Barware > Drinkware > Mugs",
    redbubble: "Home & Living > Mugs > Classic Mugs",
    amazon: "Home & Kitchen > Kitchen & Dining > Dining & Entertaining > Cups, Mugs & Saucers > Mugs",
    shopify: "Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs",
    ebay: "Home & Garden > Kitchen, Dining & Bar > Dinnerware & Serveware > Cups & Mugs",
    mercari: "Home > Kitchen & Dining > Mugs",
  },
  tshirt: {
    etsy: "Clothing > Gender-Neutral Adult Clothing > Tops & Tees > T-shirts",
    redbubble: "Clothing > T-Shirts > Classic T-Shirts",
    amazon: "Clothing, Shoes & Jewelry > Novelty & More > Clothing > Novelty > Men > Tops & Tees > T-Shirts",
    shopify: "Apparel & Accessories > Clothing > Clothing Tops > T-Shirts",
    ebay: "Clothing, Shoes & Accessories > Men > Men's Clothing > Shirts > T-Shirts",
    mercari: "Men > Tops & T-shirts > T-shirts",
  },
  hoodie: {
    etsy: "Clothing > Gender-Neutral Adult Clothing > Hoodies & Sweatshirts > Hoodies",
    redbubble: "Clothing > Hoodies & Sweatshirts > Pullover Hoodies",
    amazon: "Clothing, Shoes & Jewelry > Men > Clothing > Fashion Hoodies & Sweatshirts",
    shopify: "Apparel & Accessories > Clothing > Clothing Tops > Hoodies",
    ebay: "Clothing, Shoes & Accessories > Men > Men's Clothing > Hoodies & Sweatshirts",
    mercari: "Men > Sweats & hoodies > Hoodies",
  },
  poster: {
    etsy: "Home & Living > Home Decor > Wall Decor",
    redbubble: "Wall Art > Posters",
    amazon: "Home & Kitchen > Wall Art > Posters & Prints",
    shopify: "Home & Garden > Decor > Artwork > Posters, Prints, & Visual Artwork",
    ebay: "Art > Art Posters",
    mercari: "Home > Artwork > Posters & prints",
  },
  canvas: {
    etsy: "Art & Collectibles > Prints > Giclée",
    redbubble: "Wall Art > Canvas Prints",
    amazon: "Home & Kitchen > Wall Art > Posters & Prints",
    shopify: "Home & Garden > Decor > Artwork > Posters, Prints, & Visual Artwork",
    ebay: "Art > Art Prints",
    mercari: "Home > Artwork > Paintings",
  },
  sticker: {
    etsy: "Paper & Party Supplies > Paper > Stickers, Labels & Tags > Stickers",
    redbubble: "Stickers",
    amazon: "Arts, Crafts & Sewing > Scrapbooking & Stamping > Scrapbooking > Embellishments > Stickers",
    shopify:
      "Arts & Entertainment > Hobbies & Creative Arts > Arts & Crafts > Art & Crafting Materials > Embellishments & Trims > Decorative Stickers",
    ebay: "Home & Garden > Home Décor > Decals, Stickers & Vinyl Art",
    mercari: "Office > Stationery > Stickers",
  },
  phonecase: {
    etsy: "Electronics & Accessories > Cell Phone Accessories > Phone Cases",
    redbubble: "Phone Cases",
    amazon: "Cell Phones & Accessories > Cases, Holsters & Sleeves > Basic Cases",
    shopify:
      "Electronics > Communications > Telephony > Mobile & Smart Phone Accessories > Mobile Phone Cases",
    ebay: "Cell Phones, Smart Watches & Accessories > Cell Phone Accessories > Cases, Covers & Skins",
    mercari: "Electronics > Cell phones & accessories > Cases, covers & skins",
  },
  tote: {
    etsy: "Bags & Purses > Totes",
    redbubble: "Accessories > Tote Bags",
    amazon: "Clothing, Shoes & Jewelry > Women > Handbags & Wallets > Totes",
    shopify: "Luggage & Bags > Shopping Totes",
    ebay: "Clothing, Shoes & Accessories > Women > Women's Bags & Handbags",
    mercari: "Women > Women's handbags > Totes & shoppers",
  },
  notebook: {
    etsy: "Books, Movies & Music > Books > Blank Books > Journals & Notebooks",
    redbubble: "Stationery & Office > Notebooks > Spiral Notebooks",
    amazon: "Office Products > Office & School Supplies > Paper > Notebooks & Writing Pads",
    shopify: "Office Supplies > General Office Supplies > Paper Products > Notebooks & Notepads",
    ebay: "Business & Industrial > Office > Office Supplies > Notebooks & Writing Pads",
    mercari: "Office > Office supplies > Notebooks",
  },
  pillow: {
    etsy: "Home & Living > Home Decor > Pillows & Pillow Covers",
    redbubble: "Home & Living > Throw Pillows",
    amazon: "Home & Kitchen > Home Décor Products > Decorative Pillows, Inserts & Covers > Throw Pillows",
    shopify: "Home & Garden > Decor > Throw Pillows",
    ebay: "Home & Garden > Home Décor > Decorative Pillows",
    mercari: "Home > Home décor > Decorative pillows",
  },
};

/** Families for products outside the ten types, matched by keyword. */
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
export function categoryFor(
  marketplace: MarketplacePlatform,
  product: ProductKey | undefined,
  family: ProductFamily,
): string {
  if (product) return productCategories[product][marketplace];
  return familyCategories[family][marketplace];
}
