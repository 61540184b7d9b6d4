import type { MarketplacePlatform } from "../../../../domain/platforms";
import type { ProductFamily } from "./categories";
import type { ProductKey } from "./products";
import type { Rng } from "./rng";

/**
 * Suggested prices: a documented band per product type and marketplace (US dollars, in cents —
 * no float money), a position in the band from size and materials, and the marketplace's usual
 * price ending. A suggestion only; the seller's own costs decide.
 *
 * Where the bands come from:
 * - Redbubble: retail = base price + the artist's markup, which "defaults to 20%" (Redbubble
 *   Help Center, "How much do I earn from my sales?", article 202270799). The bands are the US
 *   retail prices Redbubble shows at the default markup (2024–25 product pages, rounded):
 *   classic tee ≈ $20–28, classic mug ≈ $15–20, stickers ≈ $2–4.50, posters ≈ $15–40,
 *   canvas prints ≈ $45–120, pullover hoodie ≈ $38–55.
 * - Etsy: the middle of comparable active and sold listings in Etsy search (US, 2024–25) for
 *   print-on-demand and small-batch goods. Handmade ceramics sit higher: potters price mugs
 *   around $28–70 (Meesh Pottery, "How much does a handmade ceramic mug cost?"; Amy Lee
 *   Pottery's pricing guide puts large mugs at $30–75 retail), so handmade mugs get their own band.
 * - Amazon: typical list prices for the same goods from independent sellers (Merch on Demand
 *   tees mostly $15.99–24.99); a little under Etsy.
 * - Shopify (your own store): Etsy's band plus a little, since there are no marketplace fees.
 * - eBay and Mercari: resale-led marketplaces, the lowest bands; Mercari prices are whole dollars.
 */
type Band = readonly [low: number, high: number];
type Bands = Record<MarketplacePlatform, Band>;

export const PRICE_BANDS: Record<ProductKey, Bands> = {
  tshirt: {
    etsy: [1999, 2999],
    redbubble: [2000, 2800],
    amazon: [1599, 2499],
    shopify: [2200, 3200],
    ebay: [1495, 2295],
    mercari: [1200, 2000],
  },
  mug: {
    etsy: [1699, 2499],
    redbubble: [1500, 2000],
    amazon: [1299, 1999],
    shopify: [1800, 2600],
    ebay: [1195, 1895],
    mercari: [1000, 1800],
  },
  poster: {
    etsy: [1499, 3499],
    redbubble: [1500, 4000],
    amazon: [1299, 2999],
    shopify: [1800, 3800],
    ebay: [995, 2495],
    mercari: [1000, 2500],
  },
  sticker: {
    etsy: [349, 599],
    redbubble: [200, 450],
    amazon: [499, 899],
    shopify: [400, 700],
    ebay: [295, 595],
    mercari: [300, 600],
  },
  phonecase: {
    etsy: [1899, 2999],
    redbubble: [2200, 3000],
    amazon: [1299, 2299],
    shopify: [2200, 3200],
    ebay: [995, 1995],
    mercari: [1000, 2000],
  },
  tote: {
    etsy: [1699, 2999],
    redbubble: [1800, 2800],
    amazon: [1299, 2299],
    shopify: [2000, 3200],
    ebay: [1195, 2195],
    mercari: [1000, 2000],
  },
  hoodie: {
    etsy: [3499, 5499],
    redbubble: [3800, 5500],
    amazon: [2999, 4499],
    shopify: [4000, 6000],
    ebay: [2495, 3995],
    mercari: [2000, 3500],
  },
  canvas: {
    etsy: [3999, 8999],
    redbubble: [4500, 12000],
    amazon: [2999, 6999],
    shopify: [4500, 9900],
    ebay: [2495, 5995],
    mercari: [2500, 5500],
  },
  notebook: {
    etsy: [1299, 2499],
    redbubble: [1400, 2000],
    amazon: [999, 1799],
    shopify: [1400, 2600],
    ebay: [895, 1695],
    mercari: [800, 1500],
  },
  pillow: {
    etsy: [2499, 4499],
    redbubble: [2500, 4000],
    amazon: [1999, 3499],
    shopify: [2800, 4800],
    ebay: [1795, 3295],
    mercari: [1500, 3000],
  },
};

/** Handmade ceramic mugs (see the potters' pricing above). Redbubble only sells printed goods. */
const HANDMADE_MUG: Bands = {
  etsy: [2800, 4800],
  redbubble: [1500, 2000],
  amazon: [2499, 3999],
  shopify: [3000, 5000],
  ebay: [2195, 3795],
  mercari: [2000, 3500],
};

/** Products outside the ten types: broad bands from the same marketplaces' comparable listings. */
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
  art: PRICE_BANDS.poster,
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

/** Where in the band a size sits (0 = bottom, 1 = top). */
const SIZE_POSITION: ReadonlyArray<readonly [RegExp, number]> = [
  [/^small$/i, 0.15],
  [/^medium$/i, 0.4],
  [/^extra large$|^xl$/i, 0.85],
  [/^large$/i, 0.65],
  [/^11\s*oz$/i, 0.3],
  [/^15\s*oz$/i, 0.7],
  [/^20\s*oz$/i, 0.85],
  [/^8\s*x\s*10/i, 0.3],
  [/^12\s*x\s*16/i, 0.6],
  [/^a4$/i, 0.4],
  [/^custom/i, 0.8],
];

/** Materials that cost more to make or feel more premium move the price up a little. */
const MATERIAL_NUDGE: Record<string, number> = {
  metal: 0.15,
  wood: 0.12,
  glass: 0.1,
  ceramic: 0.05,
  canvas: 0.05,
  fabric: 0.03,
  cotton: 0,
  paper: -0.05,
  vinyl: -0.05,
  plastic: -0.08,
};

export interface PriceInput {
  marketplace: MarketplacePlatform;
  product?: ProductKey;
  family: ProductFamily;
  size?: string;
  materials?: string;
  handmade: boolean;
}

export function priceBand(input: PriceInput): Band {
  if (input.product === "mug" && input.handmade) return HANDMADE_MUG[input.marketplace];
  if (input.product) return PRICE_BANDS[input.product][input.marketplace];
  return FAMILY_BANDS[input.family][input.marketplace];
}

/** A suggested price in dollars (from integer cents), within the band, ending the marketplace's way. */
export function suggestPrice(input: PriceInput, rng: Rng): number {
  const [low, high] = priceBand(input);
  const size = input.size?.trim() ?? "";
  const sized = SIZE_POSITION.find(([pattern]) => pattern.test(size))?.[1] ?? 0.45;
  const materialKey = (input.materials ?? "").trim().toLowerCase();
  const material = Object.hasOwn(MATERIAL_NUDGE, materialKey) ? (MATERIAL_NUDGE[materialKey] ?? 0) : 0;
  const jitter = (rng.next() - 0.5) * 0.12;
  const position = Math.min(1, Math.max(0, sized + material + jitter));
  const target = Math.round(low + position * (high - low));
  return finish(target, low, high, input.marketplace) / 100;
}

/** Round to the marketplace's usual ending, staying within [low, high] (all in cents). */
function finish(cents: number, low: number, high: number, marketplace: MarketplacePlatform): number {
  if (marketplace === "redbubble") {
    // Redbubble shows base + 20% markup to the cent: no charm ending.
    const base = Math.round(cents / 1.2);
    return clamp(Math.round(base * 1.2), low, high);
  }
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
