import type { MarketplacePlatform } from "../../../../domain/platforms";
import { type ProductFamily, productFamily } from "./categories";
import type { ProductFacts } from "./product-facts";
import type { Rng } from "./rng";

/**
 * Suggested prices: the product type's band (US cents, no float money; lexicon price = a typical
 * new item from an independent seller on Etsy or a Shopify store, or a typical second-hand price
 * for goods mostly resold), moved by what the seller told us (a set of four costs more than one;
 * a premium material, a larger size or handmade moves it up; pre-owned moves it down), then set
 * to each marketplace's level and usual price ending. A suggestion only; the seller's own costs
 * decide.
 *
 * Marketplace levels (relative to the Etsy/independent band), from comparable listings:
 * - Shopify (your own store): a little above Etsy, with no marketplace fees to cover.
 * - Amazon: a little under Etsy for the same goods from independent sellers.
 * - eBay and Mercari: resale-led, the lowest; Mercari prices are whole dollars.
 * - Redbubble: base price + the artist's default 20% markup (Redbubble Help Center, "How much do
 *   I earn from my sales?", article 202270799), close to Etsy's print-on-demand band.
 */
type Band = readonly [low: number, high: number];
type Bands = Record<MarketplacePlatform, Band>;

const MARKETPLACE_LEVEL: Record<MarketplacePlatform, number> = {
  etsy: 1,
  shopify: 1.08,
  amazon: 0.92,
  redbubble: 1,
  ebay: 0.85,
  mercari: 0.8,
};

/** Products the lexicon does not know: broad bands from the marketplaces' comparable listings. */
export const FAMILY_BANDS: Record<ProductFamily, Bands> = {
  jewelry: {
    etsy: [2499, 5999],
    redbubble: [1500, 3000],
    amazon: [1999, 4999],
    shopify: [2800, 6500],
    ebay: [1495, 3995],
    mercari: [1200, 3500],
  },
  candle: {
    etsy: [1800, 3200],
    redbubble: [1500, 2500],
    amazon: [1599, 2999],
    shopify: [2000, 3600],
    ebay: [1295, 2495],
    mercari: [1000, 2200],
  },
  art: {
    etsy: [1499, 3499],
    redbubble: [1500, 4000],
    amazon: [1299, 2999],
    shopify: [1800, 3800],
    ebay: [995, 2495],
    mercari: [1000, 2500],
  },
  digital: {
    etsy: [399, 1299],
    redbubble: [1500, 3000],
    amazon: [999, 1999],
    shopify: [500, 1500],
    ebay: [395, 995],
    mercari: [300, 1000],
  },
  decor: {
    etsy: [1999, 4499],
    redbubble: [1800, 3500],
    amazon: [1599, 3999],
    shopify: [2200, 4800],
    ebay: [1295, 3495],
    mercari: [1000, 3000],
  },
  vintage: {
    etsy: [1500, 4500],
    redbubble: [1500, 3000],
    amazon: [1500, 4500],
    shopify: [1800, 5000],
    ebay: [995, 3995],
    mercari: [800, 3500],
  },
  artsupplies: {
    etsy: [1200, 2800],
    redbubble: [1200, 2000],
    amazon: [999, 2499],
    shopify: [1400, 3000],
    ebay: [895, 2295],
    mercari: [700, 2000],
  },
  accessories: {
    etsy: [1500, 3500],
    redbubble: [1500, 2800],
    amazon: [1299, 2999],
    shopify: [1800, 3800],
    ebay: [995, 2495],
    mercari: [800, 2500],
  },
  cards: {
    etsy: [499, 799],
    redbubble: [400, 600],
    amazon: [499, 899],
    shopify: [500, 900],
    ebay: [395, 795],
    mercari: [300, 800],
  },
  beauty: {
    etsy: [899, 2499],
    redbubble: [1500, 2500],
    amazon: [999, 2499],
    shopify: [1000, 2800],
    ebay: [795, 1995],
    mercari: [600, 1800],
  },
  handmade: {
    etsy: [1999, 4499],
    redbubble: [1500, 3000],
    amazon: [1999, 3999],
    shopify: [2200, 4800],
    ebay: [1295, 3495],
    mercari: [1000, 3000],
  },
  generic: {
    etsy: [1499, 3499],
    redbubble: [1500, 3000],
    amazon: [1299, 2999],
    shopify: [1800, 3800],
    ebay: [995, 2495],
    mercari: [800, 2500],
  },
};

/** Materials that cost more to make or read as premium move the price up within the band. */
const PREMIUM =
  /sterling|solid gold|14k|18k|gold-filled|cashmere|merino|alpaca|silk|full-grain|leather|walnut|oak|teak|marble|porcelain|stoneware|linen|brass|copper/;
const BUDGET = /plastic|acrylic|polyester|vinyl|paper|cardstock/;

export interface PriceInput {
  marketplace: MarketplacePlatform;
  facts: ProductFacts;
}

/** The band for one item on Etsy (the reference level), before the marketplace's level. */
export function baseBand(facts: ProductFacts): Band {
  if (facts.type) return facts.type.price;
  return FAMILY_BANDS[familyOf(facts)].etsy;
}

function familyOf(facts: ProductFacts): ProductFamily {
  return productFamily(facts.name, ...facts.materials);
}

/** The band on a marketplace for this listing (count and condition included). */
export function priceBand(input: PriceInput): Band {
  const { facts, marketplace } = input;
  if (!facts.type) {
    const band = FAMILY_BANDS[familyOf(facts)][marketplace];
    return scaled(band, quantityFactor(facts));
  }
  const resale = facts.type.resale;
  let factor = MARKETPLACE_LEVEL[marketplace] * quantityFactor(facts);
  // A second-hand band already is one; a new-goods band drops for a used or refurbished item.
  if (!resale && facts.condition === "used") factor *= 0.55;
  if (!resale && facts.condition === "refurbished") factor *= 0.75;
  return scaled(facts.type.price, factor);
}

/** A set of n costs less than n single items: each extra one adds half of one. */
function quantityFactor(facts: ProductFacts): number {
  const quantity = Math.min(facts.count?.quantity ?? 1, 50);
  return 1 + (quantity - 1) * 0.5;
}

function scaled([low, high]: Band, factor: number): Band {
  return [Math.max(50, Math.round(low * factor)), Math.max(100, Math.round(high * factor))];
}

/** Where in the band this listing sits (0 = bottom, 1 = top). */
function position(facts: ProductFacts): number {
  let at = 0.45;
  const materials = facts.materials.join(" ");
  if (PREMIUM.test(materials)) at += 0.15;
  if (BUDGET.test(materials)) at -= 0.1;
  if (facts.handmade) at += 0.12;
  const size = facts.sizes.join(" ").toLowerCase();
  if (/\b(?:xl|xxl|large|extra large)\b/.test(size)) at += 0.1;
  if (/\b(?:small|mini|xs)\b/.test(size)) at -= 0.1;
  if (facts.specs.length >= 2) at += 0.1;
  return at;
}

/** A suggested price in dollars (from integer cents), within the band, ending the marketplace's way. */
export function suggestPrice(input: PriceInput, rng: Rng): number {
  const [low, high] = priceBand(input);
  const jitter = (rng.next() - 0.5) * 0.12;
  const at = Math.min(1, Math.max(0, position(input.facts) + jitter));
  const target = Math.round(low + at * (high - low));
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
