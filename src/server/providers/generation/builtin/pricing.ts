import type { MarketplacePlatform } from "../../../../domain/platforms";
import { brandTier } from "./brand-tiers";
import { decisionFamily, decisionType, type ProductFamily } from "./categories";
import type { ProductFacts } from "./product-facts";
import type { Rng } from "./rng";

/**
 * Suggested prices: the product type's band (US cents, no float money; lexicon price = a typical
 * new item from an independent seller on Etsy or a Shopify store, or a typical second-hand price
 * for goods mostly resold), or a broad family's band where the lexicon has no type (a class, a
 * template, a non-English noun the tables file under "food"), moved by what the seller told us:
 * - the seller's own price, when typed, is the suggestion (priceAdvice says so: "your own price");
 * - a set, pack or lot costs more than one ("set of 3", "lote de 5", "12er-Set"), unless the
 *   product's name is the lot ("block set", "cookie box") or it is food, sold by the package;
 * - used or refurbished goods drop (a resale band already is second-hand);
 * - a luxury maker has its own band, a premium maker sits higher in the band, a high-street
 *   maker lower (brand-tiers.ts); a device a product is made for ("for iPad") is no maker;
 * - a printed design on a print-on-demand blank is priced at the print-on-demand level;
 * - premium materials, handmade, an edition, a larger size, more memory move it up the band;
 * then set to each marketplace's level and usual price ending. A suggestion only; the seller's
 * own costs decide.
 *
 * Marketplace levels (relative to the Etsy/independent band) stay close together: comparable
 * listings of the same item differ by a few percent, not by a fifth.
 * - Shopify (your own store): a little above Etsy, with no marketplace fees to cover.
 * - Amazon: a little under Etsy for the same goods from independent sellers.
 * - eBay and Mercari: resale-led, the lowest; Mercari prices are whole dollars.
 * - Redbubble: base price + the artist's default 20% markup (Redbubble Help Center, "How much do
 *   I earn from my sales?", article 202270799), close to Etsy's print-on-demand band.
 */
type Band = readonly [low: number, high: number];

const MARKETPLACE_LEVEL: Record<MarketplacePlatform, number> = {
  etsy: 1,
  shopify: 1.02,
  amazon: 0.98,
  redbubble: 1,
  ebay: 0.96,
  mercari: 0.95,
};

/**
 * Products the lexicon does not know: a broad band per family (US cents, the Etsy/independent
 * level), from the marketplaces' comparable listings. A family whose noun names the whole lot
 * (a sticker pack, a card lot, a gift set) is priced per lot, not per piece.
 */
export const FAMILY_BANDS: Record<ProductFamily, Band> = {
  jewelry: [2499, 5999],
  candle: [1800, 3200],
  art: [1499, 3499],
  digital: [399, 1299],
  decor: [1999, 4499],
  vintage: [1500, 4500],
  artsupplies: [1200, 2800],
  accessories: [1500, 3500],
  cards: [499, 799],
  beauty: [1200, 3000],
  handmade: [1999, 4499],
  food: [1500, 4000],
  apparel: [2500, 6000],
  shoes: [5000, 12000],
  bags: [3500, 9000],
  electronics: [5000, 25000],
  toys: [1800, 4500],
  pets: [1500, 3500],
  plants: [1200, 4000],
  cuttings: [600, 1400],
  media: [1000, 4000],
  tradingcards: [1500, 4000],
  stickerpack: [800, 1500],
  neonsign: [12000, 30000],
  giftset: [4000, 8500],
  template: [1200, 3900],
  software: [800, 2500],
  class: [4500, 12000],
  fitness: [4900, 15000],
  service: [15000, 50000],
  // Mostly resold second-hand: a used stroller or drill, a rider's helmet or a part.
  babygear: [4000, 25000],
  tools: [2500, 15000],
  motorsports: [5000, 40000],
  generic: [1499, 3499],
};

/** A family's band as a seller reads it, for the price guide ("a broad band (candles)"). */
const FAMILY_NAMES: Record<ProductFamily, string> = {
  jewelry: "jewelry",
  candle: "candles",
  art: "art",
  digital: "digital downloads",
  decor: "home decor",
  vintage: "vintage goods",
  artsupplies: "art supplies",
  accessories: "accessories",
  cards: "cards",
  beauty: "beauty products",
  handmade: "handmade goods",
  food: "food",
  apparel: "clothing",
  shoes: "shoes",
  bags: "bags",
  electronics: "electronics",
  toys: "toys",
  pets: "pet supplies",
  plants: "plants",
  cuttings: "plant cuttings",
  media: "records, books and media",
  tradingcards: "trading cards",
  stickerpack: "sticker packs",
  neonsign: "neon signs",
  giftset: "gift sets",
  template: "templates",
  software: "software",
  class: "classes",
  fitness: "fitness programmes",
  service: "services",
  babygear: "baby gear",
  tools: "tools",
  motorsports: "motorcycle parts and gear",
  generic: "any product we do not know",
};

/** Families priced per lot: the seller's count is already in the band. */
const PER_LOT: ReadonlySet<ProductFamily> = new Set([
  "food",
  "stickerpack",
  "tradingcards",
  "giftset",
  "template",
  "software",
  "class",
  "fitness",
  "service",
]);

/** Materials that cost more to make or read as premium move the price up within the band. */
const PREMIUM =
  /sterling|solid gold|14k|18k|gold-filled|cashmere|merino|alpaca|silk|full-grain|leather|walnut|oak|teak|marble|porcelain|stoneware|linen|brass|copper|damascus/;
const BUDGET = /plastic|acrylic|polyester|vinyl|paper|cardstock/;

/** What a unit of the seller's currency is worth in dollars (approximate, fixed: as the quality suite compares). */
const USD_PER: Record<"USD" | "EUR" | "GBP", number> = { USD: 1, EUR: 1.08, GBP: 1.27 };

export interface PriceInput {
  marketplace: MarketplacePlatform;
  facts: ProductFacts;
}

/** The band and why: what the suggestion was read from, and whether the seller should check it. */
export interface PriceAdvice {
  /** US cents, inclusive. */
  band: Band;
  /** The seller's own price typed in, in US cents: the suggestion is this price. */
  anchor?: number;
  /** A short reason for the seller ("your price", "used Sony headphones, premium brand"). */
  reason: string;
  /** False when the band is a broad family's guess or very wide: the seller should check it. */
  sure: boolean;
}

/** A band whose top is more than this many times its bottom is too wide to be sure of a point in it. */
const WIDE_BAND = 4;

/** The band for one item on Etsy (the reference level), before the marketplace's level. */
export function baseBand(facts: ProductFacts): Band {
  return decisionType(facts)?.price ?? FAMILY_BANDS[decisionFamily(facts)];
}

/** The band on a marketplace for this listing (count, condition and maker included). */
export function priceBand(input: PriceInput): Band {
  return priceAdvice(input).band;
}

/** The band with its reason; the seller's own price, when typed, anchors it. */
export function priceAdvice(input: PriceInput): PriceAdvice {
  const { facts, marketplace } = input;
  const type = decisionType(facts);
  const family = decisionFamily(facts);
  const reasons: string[] = [];
  if (facts.sellerPrice) {
    const anchor = Math.round(facts.sellerPrice.amount * USD_PER[facts.sellerPrice.currency] * 100);
    if (anchor > 0) {
      return {
        band: [Math.round(anchor * 0.9), Math.round(anchor * 1.1)],
        anchor,
        reason: "your own price",
        sure: true,
      };
    }
  }
  // A product whose name is the lot ("block set", "cookie box", "advent calendar") is priced whole.
  const lotName = [type?.name, facts.name].some(
    (name) => name && LOT_NAME.test(name.replace(/^(?:sets?|pairs?) of /, "")),
  );
  const perLot = (!type && PER_LOT.has(family)) || lotName;
  // Food is priced by the package ("caja de 6 galletas"); only a few packages together multiply.
  const food = type ? type.shopify.startsWith("Food") : family === "food";
  const quantity = perLot ? 1 : food ? Math.min(facts.count?.quantity ?? 1, 4) : lotSize(facts);
  let factor = MARKETPLACE_LEVEL[marketplace] * quantityFactor(quantity);
  if (quantity > 1) reasons.push(`${quantity} in one listing`);
  // A second-hand band already is one; a new-goods band drops for a used or refurbished item.
  const resale = type?.resale ?? RESALE_FAMILIES.has(family);
  if (facts.condition === "used") {
    // A resale band is already a used item's (no drop), but it is still why the band is where it is.
    if (!resale) factor *= 0.55;
    reasons.push("used");
  }
  if (!resale && facts.condition === "refurbished") {
    factor *= 0.75;
    reasons.push("refurbished");
  }
  const tier = makerTier(facts);
  // A luxury maker's goods sell at their own level, even second-hand: its own band where known,
  // else several times an unbranded item's.
  const luxury = tier === "luxury" ? luxuryBand(type?.key, family) : undefined;
  if (tier === "luxury") {
    if (luxury) factor = MARKETPLACE_LEVEL[marketplace] * (facts.condition === "new" ? 1.5 : 1);
    else factor *= resale ? 2 : 5;
    reasons.push("luxury maker");
  }
  if (tier === "premium") reasons.push("premium maker");
  if (tier === "budget") reasons.push("high-street maker");
  const printed = type && facts.printOnDemand && !facts.oneOff ? PRINT_ON_DEMAND_BANDS[type.key] : undefined;
  if (printed) reasons.push("print on demand");
  const base = luxury ?? printed ?? type?.price ?? FAMILY_BANDS[family];
  const what = type ? type.name : FAMILY_NAMES[family];
  const band = scaled(base, factor);
  return {
    band,
    reason: [what, ...reasons].join(", "),
    // A family's guess, or a band so wide (a vehicle, a resale market) that its middle says little.
    sure: type !== undefined && band[1] <= band[0] * WIDE_BAND,
  };
}

/**
 * A printed design on a print-on-demand blank sells at the print-on-demand level (the blank's base
 * cost plus the usual markup, as on Redbubble, Printful or Printify shops), not at the band of a
 * handmade or branded one: a POD tote is about $20, a hand-sewn leather tote several times that.
 * US cents, by lexicon product key; approximate retail levels.
 */
export const PRINT_ON_DEMAND_BANDS: Readonly<Record<string, Band>> = {
  "t-shirt": [2000, 3000],
  "long-sleeve-tee": [2500, 3500],
  "tank-top": [1800, 2800],
  hoodie: [3800, 5500],
  "zip-up-hoodie": [4200, 6000],
  sweatshirt: [3200, 4800],
  "kids-t-shirt": [1600, 2500],
  "kids-hoodie": [3000, 4200],
  "baby-bodysuit": [1600, 2400],
  leggings: [3000, 4500],
  socks: [1200, 1800],
  dress: [3500, 5000],
  "tote-bag": [1600, 2600],
  "drawstring-bag": [1800, 2800],
  "zipper-pouch": [1400, 2200],
  backpack: [4000, 6000],
  "duffle-bag": [5000, 7000],
  mug: [1400, 2200],
  "travel-mug": [2200, 3200],
  "water-bottle": [2500, 3500],
  coaster: [1000, 1800],
  phonecase: [1800, 3000],
  "tablet-case": [2500, 4000],
  "laptop-sleeve": [2800, 4200],
  "laptop-skin": [1500, 2500],
  "mouse-pad": [1200, 1800],
  "desk-mat": [2500, 3800],
  sticker: [300, 600],
  "fridge-magnet": [500, 900],
  postcard: [300, 500],
  "greeting-card": [400, 700],
  poster: [1500, 3500],
  "art-print": [1800, 4000],
  "photographic-print": [1800, 4500],
  canvas: [5000, 12000],
  "framed-print": [5000, 10000],
  "metal-print": [6000, 20000],
  pillow: [2500, 4000],
  "throw-blanket": [4500, 7000],
  tapestry: [3000, 5000],
  "shower-curtain": [5000, 7000],
  "duvet-cover": [9000, 14000],
  "bath-mat": [3000, 4000],
  "wall-clock": [3500, 5000],
  "jigsaw-puzzle": [2500, 4000],
  notebook: [1200, 2000],
  journal: [1800, 2800],
  "baseball-cap": [2500, 3500],
  "bucket-hat": [2500, 3500],
  scarf: [3000, 4500],
};

/**
 * Pre-owned luxury makers' goods (Louis Vuitton, Hermès, Rolex, IWC…), US cents, from resale
 * marketplaces' comparable listings; new ones sell about half as much again.
 */
const LUXURY_BANDS: Readonly<Record<string, Band>> = {
  watch: [250000, 900000],
  handbag: [60000, 250000],
  "tote-bag": [60000, 200000],
  backpack: [60000, 200000],
  bags: [60000, 250000],
  wallet: [20000, 60000],
  "card-wallet": [15000, 45000],
  belt: [25000, 60000],
  sneakers: [30000, 90000],
  shoes: [30000, 90000],
  scarf: [15000, 50000],
  sunglasses: [20000, 45000],
  jacket: [80000, 300000],
  coat: [100000, 400000],
  necklace: [50000, 400000],
  bracelet: [50000, 500000],
  ring: [50000, 400000],
  earrings: [40000, 300000],
};

function luxuryBand(key: string | undefined, family: ProductFamily): Band | undefined {
  return (key ? LUXURY_BANDS[key] : undefined) ?? LUXURY_BANDS[family];
}

/** Families whose band is already a second-hand market (collectibles, records, trading cards). */
const RESALE_FAMILIES: ReadonlySet<ProductFamily> = new Set(["vintage", "media", "tradingcards"]);

/** Names of a whole lot. */
const LOT_NAME = /\b(?:set|kit|lot|bundle|box|pack|sampler|collection|calendar|hamper|basket)\b/;

/** Families sold as files or work: a maker's name there is a compatibility ("for iPad"), not the maker. */
const NOT_MADE: ReadonlySet<ProductFamily> = new Set([
  "template",
  "software",
  "digital",
  "class",
  "fitness",
  "service",
]);

function makerTier(facts: ProductFacts): ReturnType<typeof brandTier> {
  const family = facts.decision?.family;
  if (family && NOT_MADE.has(family)) return undefined;
  if (decisionType(facts)?.shopify.startsWith("Software")) return undefined;
  return brandTier(facts.brand, facts.said);
}

/** How many come in one listing: "set of 3", "3 pack", "pair", and the same in es/fr/de ("lote de 5", "12er-Set"). */
function lotSize(facts: ProductFacts): number {
  if (facts.count) return facts.count.quantity;
  const said = facts.said;
  const lot =
    /\b(?:set|lote|lot|pack|paquete|caja|coffret|jeu|juego|kit|boîte|bo[iî]te|packung|satz)\s+(?:de|x|of|mit|von)?\s*(\d{1,3})\b/u.exec(
      said,
    ) ??
    /\b(?:caja|box|pack)\s*x\s*(\d{1,3})\b/u.exec(said) ??
    /\b(\d{1,3})\s*(?:er)?[- ]?(?:set|pack|pcs|stück|piezas|pièces)\b/u.exec(said);
  const quantity = Number(lot?.[1] ?? 1);
  return quantity >= 2 ? quantity : 1;
}

/** A set of n costs less than n single items: each extra one adds 40 % of one. */
function quantityFactor(quantity: number): number {
  return 1 + (Math.min(quantity, 50) - 1) * 0.4;
}

function scaled([low, high]: Band, factor: number): Band {
  return [Math.max(50, Math.round(low * factor)), Math.max(100, Math.round(high * factor))];
}

/** Where in the band this listing sits (0 = bottom, 1 = top). */
function position(facts: ProductFacts): number {
  let at = 0.5;
  const materials = facts.materials.join(" ");
  if (PREMIUM.test(materials)) at += 0.1;
  if (BUDGET.test(materials)) at -= 0.1;
  if (facts.handmade) at += 0.1;
  // A numbered, signed or hand-pulled edition sells above an open print run.
  if (facts.oneOff) at += 0.2;
  const size = facts.sizes.join(" ").toLowerCase();
  if (/\b(?:xl|xxl|large|extra large)\b/.test(size) || /\b(?:[1-9]\d*(?:[.,]\d+)?)\s?kg\b/.test(size))
    at += 0.1;
  if (/\b(?:small|mini|xs)\b/.test(size)) at -= 0.1;
  if (facts.specs.length >= 2) at += 0.1;
  // More memory or storage than a base model: "16 GB RAM", "512 GB SSD", "1 TB".
  if (/\b(?:16|32|64)\s?gb\s?(?:ram|memory)|\b(?:512\s?gb|[1-9]\s?tb)\b/i.test(facts.specs.join(" ")))
    at += 0.1;
  const tier = makerTier(facts);
  if (tier === "premium") at += 0.15;
  if (tier === "budget") at -= 0.2;
  // However much the seller says, a suggestion stays inside the band's middle half or so.
  return Math.min(0.8, Math.max(0.15, at));
}

/**
 * A suggested price in dollars (from integer cents), ending the marketplace's way: the seller's
 * own price when they typed one, else a point of the band (its middle, moved by what the
 * seller said: materials, handmade, an edition, print on demand, the maker, the specs).
 */
export function suggestPrice(input: PriceInput, rng: Rng): number {
  const advice = priceAdvice(input);
  const jitter = (rng.next() - 0.5) * 0.12;
  if (advice.anchor !== undefined) return advice.anchor / 100;
  const [low, high] = advice.band;
  const at = Math.min(1, Math.max(0, position(input.facts) + jitter));
  // Halfway between the linear and the log-scale point: a wide band does not pull it to its top.
  const target = Math.round((low + at * (high - low) + low * (high / low) ** at) / 2);
  return finish(target, low, high, input.marketplace) / 100;
}

/** Round to the marketplace's usual ending, staying within [low, high] (all in cents). */
function finish(cents: number, low: number, high: number, marketplace: MarketplacePlatform): number {
  if (marketplace === "redbubble") {
    // Redbubble shows base + 20% markup to the cent: no charm ending.
    const base = Math.round(cents / 1.2);
    return clamp(Math.round(base * 1.2), low, high);
  }
  // Big-ticket items end in round tens or hundreds, not 99 cents.
  if (cents >= 100_000) return clamp(Math.round(cents / 5_000) * 5_000, low, high);
  const ending =
    marketplace === "mercari" || marketplace === "shopify" ? 0 : marketplace === "ebay" ? 95 : 99;
  const dollars = Math.floor(cents / 100);
  let price = dollars * 100 + ending;
  if (ending === 0 && cents - dollars * 100 >= 50) price += 100;
  if (price > high) price -= 100;
  if (price < low) price += 100;
  return clamp(price, low, high);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
