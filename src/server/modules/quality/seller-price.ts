/**
 * A marketplace price in US dollars, whatever currency it was written in: "$1,234.56",
 * "€24,50", "24,50 €", "EUR 12", "12.99". Euros are converted at the corpus's rate (1.08 USD per
 * EUR, as its README compares them); a price without a currency sign is taken as dollars (the
 * normaliser writes every price as "$12.99" today). Null when there is no price.
 */
export const USD_PER_EUR = 1.08;

export function priceInUsd(price: string | number): number | null {
  if (typeof price === "number") return Number.isFinite(price) && price > 0 ? price : null;
  const euro = /€|\beur\b|\beuros?\b/i.test(price);
  const amount = parseAmount(price);
  if (amount === null || amount <= 0) return null;
  return Math.round((euro ? amount * USD_PER_EUR : amount) * 100) / 100;
}

/** "1,234.56" and "1.234,56" and "12,99" and "12.5": the last separator followed by 1–2 digits is the decimal one. */
export function parseAmount(text: string): number | null {
  const match = /\d[\d.,\s]*/.exec(text.replace(/\u00a0/g, " "));
  if (!match) return null;
  const raw = match[0].replace(/\s+$/, "").replace(/[.,]$/, "");
  const decimal = /[.,](\d{1,2})$/.exec(raw);
  const whole = (decimal ? raw.slice(0, decimal.index) : raw).replace(/[.,\s]/g, "");
  const value = Number(`${whole}.${decimal?.[1] ?? "0"}`);
  return Number.isFinite(value) ? value : null;
}

export interface BandCheck {
  usd: number | null;
  inBand: boolean;
}

/** Inclusive; a band of [0, 0] is not applicable (the caller skips it). */
export function priceInBand(price: string | number, band: readonly [number, number]): BandCheck {
  const usd = priceInUsd(price);
  return { usd, inBand: usd !== null && usd >= band[0] && usd <= band[1] };
}
