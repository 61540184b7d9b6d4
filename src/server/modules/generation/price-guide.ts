import type { FactSheet } from "../../../domain/fact-sheet";
import type { PriceGuide } from "../../../domain/listings";
import type { MarketplacePlatform } from "../../../domain/platforms";
import { priceAdvice } from "../../providers/generation/builtin/pricing";
import { briefProductFacts, type ProductFacts } from "../../providers/generation/builtin/product-facts";
import type { ListingBrief, ListingDraft } from "../../providers/generation/generation-provider";
import { centsIn, formatPrice, priceToCents } from "./normalise";

/**
 * Every engine's listing prices, kept honest in one place (issue 30: "prices start from the
 * seller's own price when given; brand, condition and specs move the band; say so when unsure").
 * The band is the pricing table's (product type, count, condition, maker, marketplace level), read
 * from the brief and its fact sheet. A suggestion outside the band (a model's guess) is moved to
 * its nearest end; each listing then carries its guide, which the page shows beside the price.
 */
export function withPriceGuides(draft: ListingDraft, brief: ListingBrief, sheet: FactSheet): ListingDraft {
  const facts = briefProductFacts(brief, sheet);
  // The band comparable listings ask, whatever the seller typed: it shows where their price sits.
  const market: ProductFacts = { ...facts, sellerPrice: undefined };
  const platforms: ListingDraft["platforms"] = {};
  for (const [platform, item] of Object.entries(draft.platforms) as [
    MarketplacePlatform,
    NonNullable<ListingDraft["platforms"][MarketplacePlatform]>,
  ][]) {
    const advice = priceAdvice({ marketplace: platform, facts: market });
    const [low, high] = advice.band;
    const suggested = priceToCents(item.suggestedPrice);
    const outside = !sheet.price && suggested !== null && (suggested < low || suggested > high);
    platforms[platform] = {
      ...item,
      suggestedPrice: outside ? clamp(suggested, low, high) / 100 : item.suggestedPrice,
      priceGuide: guideOf(advice, sheet),
    };
  }
  return { ...draft, platforms };
}

function guideOf(advice: ReturnType<typeof priceAdvice>, sheet: FactSheet): PriceGuide {
  const [low, high] = advice.band;
  const guide: PriceGuide = {
    own: sheet.price !== undefined,
    low: wholePrice(centsIn(sheet.currency, low), sheet.currency, "down"),
    high: wholePrice(centsIn(sheet.currency, high), sheet.currency, "up"),
    basis: advice.reason,
    sure: advice.sure,
  };
  if (!sheet.price) return guide;
  // The seller's price in their currency against the band converted to it.
  const yours = Math.round(sheet.price.amount * 100);
  const [from, to] = [centsIn(sheet.currency, low), centsIn(sheet.currency, high)];
  return { ...guide, yours: yours < from ? "below" : yours > to ? "above" : "within" };
}

/** A band's end in whole units: `$30`, `£25`, `28 €` (the band is a guide, not a price tag). */
function wholePrice(cents: number, currency: FactSheet["currency"], round: "down" | "up"): string {
  const whole = (round === "down" ? Math.floor(cents / 100) : Math.ceil(cents / 100)) * 100;
  return formatPrice(Math.max(100, whole), currency).replace(/[.,]00(?=\s|$)/, "");
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
