import type { MarketplacePlatform } from "../../../../domain/platforms";
import { lexicon } from "./lexicon/lexicon";
import type { ProductFacts } from "./product-facts";

/**
 * Each marketplace's category path for what is being listed. Known product types carry their own
 * paths in the lexicon (lexicon/data/products/*.json: Shopify's Standard Product Taxonomy, and
 * the Etsy, Amazon, eBay and Mercari category menus); a product the lexicon does not know falls
 * back to a broad family matched by keyword, below. What the decisions file a product under
 * comes first when the parse is not enough (decision-kind.ts: a class or a service, a digital
 * download, a non-English noun read through decision-nouns.ts).
 * - Etsy: the seller taxonomy (Open API v3 getSellerTaxonomyNodes).
 * - Amazon: the US browse tree (Seller Central category listings report / browse nodes).
 * - eBay: the US category tree (Taxonomy API / "Browse categories").
 * - Shopify: the Standard Product Taxonomy (github.com/Shopify/product-taxonomy, dist/en/categories.txt).
 * - Redbubble and Mercari publish no taxonomy; these are the category menus of their US sites.
 */
type Paths = Record<MarketplacePlatform, string>;

/**
 * Families for products the lexicon does not know, matched by keyword or named by the noun
 * tables; also how Shopify files what is not shipped goods ("Services", "Software > Digital
 * Goods & Currency": github.com/Shopify/product-taxonomy data/categories/se_services.yml and
 * so_software.yml).
 */
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
  | "food"
  | "apparel"
  | "shoes"
  | "bags"
  | "electronics"
  | "toys"
  | "pets"
  | "plants"
  | "cuttings"
  | "media"
  | "tradingcards"
  | "stickerpack"
  | "neonsign"
  | "giftset"
  | "template"
  | "software"
  | "class"
  | "fitness"
  | "service"
  | "babygear"
  | "tools"
  | "motorsports"
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
    shopify: "Software > Digital Goods & Currency > Digital Artwork",
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
  food: {
    etsy: "Home & Living > Food & Drink",
    redbubble: "Home & Living",
    amazon: "Grocery & Gourmet Food",
    shopify: "Food, Beverages & Tobacco > Food Items",
    ebay: "Home & Garden > Food & Beverages",
    mercari: "Home > Kitchen & dining",
  },
  apparel: {
    etsy: "Clothing",
    redbubble: "Clothing",
    amazon: "Clothing, Shoes & Jewelry",
    shopify: "Apparel & Accessories > Clothing",
    ebay: "Clothing, Shoes & Accessories",
    mercari: "Women > Tops & blouses",
  },
  shoes: {
    etsy: "Shoes",
    redbubble: "Clothing",
    amazon: "Clothing, Shoes & Jewelry > Shoes",
    shopify: "Apparel & Accessories > Shoes",
    ebay: "Clothing, Shoes & Accessories > Shoes",
    mercari: "Women > Shoes",
  },
  bags: {
    etsy: "Bags & Purses",
    redbubble: "Bags",
    amazon: "Clothing, Shoes & Jewelry > Women > Handbags & Wallets",
    shopify: "Apparel & Accessories > Handbags, Wallets & Cases > Handbags",
    ebay: "Clothing, Shoes & Accessories > Women > Women's Bags & Handbags",
    mercari: "Women > Women's handbags",
  },
  electronics: {
    etsy: "Electronics & Accessories",
    redbubble: "Home & Living",
    amazon: "Electronics",
    shopify: "Electronics",
    ebay: "Consumer Electronics",
    mercari: "Electronics",
  },
  toys: {
    etsy: "Toys & Games > Toys",
    redbubble: "Kids & Babies",
    amazon: "Toys & Games",
    shopify: "Toys & Games > Toys",
    ebay: "Toys & Hobbies",
    mercari: "Kids > Toys",
  },
  pets: {
    etsy: "Pet Supplies",
    redbubble: "Pets",
    amazon: "Pet Supplies",
    shopify: "Animals & Pet Supplies > Pet Supplies",
    ebay: "Pet Supplies",
    mercari: "Pet supplies",
  },
  plants: {
    etsy: "Home & Living > Outdoor & Gardening > Plants",
    redbubble: "Home & Living",
    amazon: "Patio, Lawn & Garden > Gardening & Lawn Care > Plants, Seeds & Bulbs",
    shopify: "Home & Garden > Plants",
    ebay: "Home & Garden > Yard, Garden & Outdoor Living > Plants, Seeds & Bulbs",
    mercari: "Garden & outdoor > Plants",
  },
  cuttings: {
    etsy: "Home & Living > Outdoor & Gardening > Plants",
    redbubble: "Home & Living",
    amazon: "Patio, Lawn & Garden > Gardening & Lawn Care > Plants, Seeds & Bulbs",
    shopify: "Home & Garden > Plants",
    ebay: "Home & Garden > Yard, Garden & Outdoor Living > Plants, Seeds & Bulbs",
    mercari: "Garden & outdoor > Plants",
  },
  media: {
    etsy: "Books, Movies & Music",
    redbubble: "Home & Living",
    amazon: "Books",
    shopify: "Media",
    ebay: "Music",
    mercari: "Books, movies & music",
  },
  tradingcards: {
    etsy: "Toys & Games > Games & Puzzles > Card Games",
    redbubble: "Stationery & Office",
    amazon: "Toys & Games > Games & Accessories > Trading Cards & Accessories",
    shopify: "Arts & Entertainment > Hobbies & Creative Arts > Collectibles",
    ebay: "Toys & Hobbies > Collectible Card Games",
    mercari: "Toys & collectibles > Trading cards",
  },
  stickerpack: {
    etsy: "Paper & Party Supplies > Paper > Stickers, Labels & Tags > Stickers",
    redbubble: "Stickers",
    amazon: "Office Products > Office & School Supplies > Labels, Indexes & Stamps > Stickers",
    shopify:
      "Arts & Entertainment > Hobbies & Creative Arts > Arts & Crafts > Art & Crafting Materials > Embellishments & Trims > Decorative Stickers",
    ebay: "Crafts > Scrapbooking & Paper Crafts > Stickers & Stickers Sets",
    mercari: "Office > Stationery > Stickers",
  },
  neonsign: {
    etsy: "Home & Living > Home Decor > Signs",
    redbubble: "Home & Living",
    amazon: "Tools & Home Improvement > Lighting & Ceiling Fans > Novelty Lighting > Neon Signs",
    shopify: "Home & Garden > Lighting > Night Lights & Ambient Lighting",
    ebay: "Home & Garden > Home Décor > Signs & Plaques",
    mercari: "Home > Home décor > Signs",
  },
  giftset: {
    etsy: "Bath & Beauty > Bath & Beauty Gift Sets",
    redbubble: "Home & Living",
    amazon: "Beauty & Personal Care > Gift Sets",
    shopify: "Health & Beauty > Personal Care",
    ebay: "Health & Beauty > Bath & Body > Bath & Body Gift Sets",
    mercari: "Beauty > Bath & body",
  },
  template: {
    etsy: "Paper & Party Supplies > Paper > Templates",
    redbubble: "Stationery & Office",
    amazon: "Software",
    shopify: "Software > Digital Goods & Currency > Document Templates",
    ebay: "Computers/Tablets & Networking > Software",
    mercari: "Other",
  },
  software: {
    etsy: "Craft Supplies & Tools > Patterns & How To",
    redbubble: "Stationery & Office",
    amazon: "Software",
    shopify: "Software > Digital Goods & Currency",
    ebay: "Computers/Tablets & Networking > Software",
    mercari: "Other",
  },
  class: {
    etsy: "Craft Supplies & Tools > Patterns & How To",
    redbubble: "Home & Living",
    amazon: "Handmade Products",
    shopify: "Services > Personal Services > Educational Services",
    ebay: "Specialty Services",
    mercari: "Other",
  },
  fitness: {
    etsy: "Craft Supplies & Tools > Patterns & How To",
    redbubble: "Home & Living",
    amazon: "Sports & Outdoors > Exercise & Fitness",
    shopify: "Services > Personal Services > Fitness & Wellness",
    ebay: "Specialty Services",
    mercari: "Other",
  },
  service: {
    etsy: "Craft Supplies & Tools > Patterns & How To",
    redbubble: "Home & Living",
    amazon: "Handmade Products",
    shopify: "Services > Professional Services",
    ebay: "Specialty Services > Graphic & Logo Design",
    mercari: "Other",
  },
  // Strollers, car seats, high chairs, carriers: each marketplace's baby department (eBay's
  // "Baby" tree, Shopify's "Baby & Toddler"), never the home aisle.
  babygear: {
    etsy: "Accessories > Baby Accessories",
    redbubble: "Kids & Babies",
    amazon: "Baby Products",
    shopify: "Baby & Toddler",
    ebay: "Baby",
    mercari: "Kids",
  },
  // Power and hand tools and their storage (eBay US "Tools & Workshop Equipment", Shopify "Hardware > Tools").
  tools: {
    etsy: "Craft Supplies & Tools > Tools & Equipment",
    redbubble: "Home & Living",
    amazon: "Tools & Home Improvement > Power & Hand Tools",
    shopify: "Hardware > Tools",
    ebay: "Home & Garden > Tools & Workshop Equipment",
    mercari: "Tools",
  },
  // Motorcycle and powersports parts and riding gear (eBay Motors, Amazon Automotive).
  motorsports: {
    etsy: "Accessories > Car Accessories",
    redbubble: "Home & Living",
    amazon: "Automotive > Motorcycle & Powersports",
    shopify: "Vehicles & Parts > Vehicle Parts & Accessories",
    ebay: "eBay Motors > Parts & Accessories",
    mercari: "Other",
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
  [
    /jewel|necklace|earring|bracelet|\brings?\b|pendant|anklet|brooch|collier|pendientes|kette\b|schmuck|bijou/,
    "jewelry",
  ],
  [/candle|wax melt|diffuser|bougie|\bvelas?\b|kerze/, "candle"],
  // Before "bags" and "electronics": a motorcycle's saddlebag or a drill's charger names the part,
  // not the product.
  [
    /stroller|\bpram\b|pushchair|car seat(?! cover)|high ?chair|baby carrier|bassinet|playpen|cochecito|poussette|kinderwagen|silla de coche|si[eè]ge auto|autositz|hochstuhl|trona|chaise haute/,
    "babygear",
  ],
  [
    /motorcycle|motorbike|motocross|dirt bike|\batv\b|powersports|casco de moto|casque (?:de )?moto|motorrad/,
    "motorsports",
  ],
  [
    /\bdrill|\bsaws?\b|wrench|spanner|socket set|tool ?box|tool chest|screwdriver|\bsander|grinder|power tool|hand tool|taladro|perceuse|\bscie\b|bohrmaschine|akkuschrauber|werkzeug|s[äa]ge\b/,
    "tools",
  ],
  [/template|preset|plantilla|vorlage/, "template"],
  [/digital|download|printable|svg/, "digital"],
  [/card holder|cardholder|wallet|portefeuille|cartera|geldbörse/, "accessories"],
  [/greeting card|\bcards?\b|postcard|invitation/, "cards"],
  [/yarn|fabric|art suppl|paint|brush|pencil|marker|sketch|easel|pigment/, "artsupplies"],
  [
    /laptop|computer|phone|headphone|console|camera|tablet|keyboard|(?<!contact )\blens(?:es)?\b|tripod|router|ordinateur|portátil|kopfhörer/,
    "electronics",
  ],
  // What a pet lives in or on: the pet aisle, not the home's ("10 gallon aquarium", "cat tree").
  [
    /aquarium|fish tank|terrarium|cat tree|scratching post|litter box|bird ?cage|hamster cage|\bleash/,
    "pets",
  ],
  [/\b(?:bag|purse|handbag|sac|bolso|tasche)\b/, "bags"],
  // Clothes named as such or by a garment ("lot of 8 toddler girl clothes" was Home & Kitchen).
  [/\b(?:shoes|sneakers|trainers|boots|sandals|loafers|zapatos|chaussures|schuhe)\b/, "shoes"],
  [
    /\b(?:clothes|clothing|apparel|outfits?|shirts?|t-shirts?|tees|blouses?|dress(?:es)?|skirts?|leggings|jeans|trousers|pants|shorts|jackets?|coats?|sweaters?|hoodies?|cardigans?|onesies?|rompers?|pajamas|ropa|vêtements|kleidung)\b/,
    "apparel",
  ],
  [/vintage|antique|collectib|retro/, "vintage"],
  [/\bart\b|artwork|painting|illustration|print/, "art"],
  [/soap|lotion|serum|balm|cosmetic|skincare|bath bomb|beauty|savon|jabón|seife|huile|aceite/, "beauty"],
  [/accessor|scarf|hat|keychain|belt|hair clip/, "accessories"],
  [
    /honey|jam|cookie|cake|bread|coffee|\btea\b|sauce|granola|chocolate|candy|food|miel|confiture|galleta|honig/,
    "food",
  ],
  [/decor|vase|ornament|sign|planter|coaster|blanket|rug|lamp|frame/, "decor"],
  [/\blego\b|\btoys?\b|jigsaw puzzle|action figure|board game|plush|stuffed animal|playset/, "toys"],
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

/**
 * The lexicon type the decisions read: the decision kind's (a non-English noun, a corrected
 * English one) when there is one, else the parse's. Undefined when a family decides.
 */
export function decisionType(facts: ProductFacts): ProductFacts["type"] {
  if (facts.decision) return facts.decision.type;
  return facts.type;
}

/** The family the decisions read when no lexicon type does. */
export function decisionFamily(facts: ProductFacts): ProductFamily {
  return facts.decision?.family ?? productFamily(facts.name, ...facts.materials);
}

/** The category path for a listing on a marketplace. */
export function categoryFor(marketplace: MarketplacePlatform, facts: ProductFacts): string {
  const type = decisionType(facts);
  // A service or a class is filed as one even when its deliverables name a lexicon type.
  const family = facts.decision?.family;
  if (family && SERVICES.has(family)) return familyCategories[family][marketplace];
  if (type) {
    const department = facts.decision ? undefined : facts.department;
    if (marketplace === "shopify") return type.shopify;
    if (marketplace === "redbubble") return type.redbubble?.category ?? familyCategories.generic.redbubble;
    return (
      type.categories?.[marketplace] ??
      (department ?? lexicon().departments.get(type.department))?.categories[marketplace] ??
      familyCategories[decisionFamily(facts)][marketplace]
    );
  }
  return familyCategories[decisionFamily(facts)][marketplace];
}

/** Families sold but not shipped as goods. */
const SERVICES: ReadonlySet<ProductFamily> = new Set(["class", "fitness", "service", "template", "software"]);

export type RedbubbleFit = { fits: true } | { fits: false; reason: string };

/**
 * Redbubble prints artists' designs on its own products: it lists art (posters, prints,
 * stickers) and designs for its blanks (tees, mugs, totes), never finished goods made elsewhere.
 */
export function redbubbleFit(facts: ProductFacts): RedbubbleFit {
  const type = decisionType(facts);
  const fit = type?.redbubble?.fit;
  const used = facts.condition !== undefined && facts.condition !== "new";
  // A one-off or limited edition (an original painting, a hand-pulled or letterpress print run, a
  // hand-signed print), fan art, a used or vintage item: none is something Redbubble prints on demand.
  const family = facts.decision?.family;
  // Files, classes and services are sold as they are: there is nothing for Redbubble to print.
  const notPrinted =
    (family !== undefined && SERVICES.has(family)) || type?.shopify.startsWith("Software") === true;
  const printable = !used && !facts.oneOff && !notPrinted;
  if (printable && fit === "art" && (facts.printOnDemand || !facts.handmadeProduct)) return { fits: true };
  // A printable design (the seller's print-on-demand business, or a named design, slogan or
  // artwork) on one of Redbubble's own blanks.
  if (printable && fit === "blank" && (facts.printOnDemand || (facts.design && !facts.handmadeProduct))) {
    return { fits: true };
  }
  if (printable && !type && facts.design && facts.printOnDemand) return { fits: true };
  // The lexicon's name, never the seller's free text, so the reason cannot echo odd input.
  const what = type?.plural ?? "this product";
  const reason =
    fit === "blank"
      ? `Redbubble prints artists' designs on its own blank ${what}; it doesn't sell finished ${what} made elsewhere. Upload your design to Redbubble instead, or choose another marketplace.`
      : `Redbubble only sells designs printed on its own products (prints, stickers, apparel), so it can't list ${what}. Choose another marketplace for it.`;
  return { fits: false, reason };
}
