/**
 * Why: a price more than a few times off (a motorcycle at $29.99) makes the whole listing
 * useless to post. The normaliser formats every price like "$1,234.56"; a writer's raw number
 * may also arrive. Returns whole dollars and cents as a number, or null when there is no price.
 */
export function parsePrice(price: string | number): number | null {
  if (typeof price === "number") return Number.isFinite(price) && price > 0 ? price : null;
  const match = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/.exec(price);
  if (!match) return null;
  const dollars = Number((match[1] ?? "").replace(/,/g, ""));
  const cents = match[2] ? Number(match[2].padEnd(2, "0")) : 0;
  const value = dollars + cents / 100;
  return value > 0 ? value : null;
}

export interface PriceCheck {
  price: number | null;
  band: readonly [number, number];
  inBand: boolean;
  /** How many times off the nearer bound the price is (1 inside the band; Infinity without a price). */
  factorOff: number;
}

/** Inclusive band in US dollars. */
export function checkPrice(price: string | number, band: readonly [number, number]): PriceCheck {
  const value = parsePrice(price);
  const [low, high] = band;
  if (value === null) return { price: null, band, inBand: false, factorOff: Number.POSITIVE_INFINITY };
  const inBand = value >= low && value <= high;
  const factorOff = inBand ? 1 : value < low ? low / value : value / high;
  return { price: value, band, inBand, factorOff: Math.round(factorOff * 100) / 100 };
}
