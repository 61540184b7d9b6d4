import { describe, expect, it } from "vitest";
import { imageFactsSchema } from "../../../domain/ai-image";
import type { MarketplacePlatform } from "../../../domain/platforms";
import type { ListingBrief, ListingDraft } from "../../providers/generation/generation-provider";
import { sheetOfBrief } from "./fact-sheet/brief-sheet";
import { priceToCents } from "./normalise";
import { withPriceGuides } from "./price-guide";

/** A plain photo: the guide reads the seller's words, never the photo. */
const photo = imageFactsSchema.parse({
  width: 800,
  height: 800,
  orientation: "square",
  colors: [],
  brightness: "balanced",
  plainWhiteBackground: true,
});

function brief(
  fields: Partial<ListingBrief>,
  platforms: MarketplacePlatform[] = ["etsy", "ebay"],
): ListingBrief {
  const base: ListingBrief = {
    productType: undefined,
    tags: [],
    platforms,
    variant: 0,
    facts: photo,
    language: "en",
    ...fields,
  };
  return { ...base, sheet: sheetOfBrief(base) };
}

function draft(price: string | number, platforms: MarketplacePlatform[] = ["etsy", "ebay"]): ListingDraft {
  return {
    platforms: Object.fromEntries(
      platforms.map((platform) => [
        platform,
        { title: "T", description: "D", tags: [], category: "C", suggestedPrice: price },
      ]),
    ),
  };
}

function guided(fields: Partial<ListingBrief>, price: string | number = 25) {
  const request = brief(fields);
  if (!request.sheet) throw new Error("no sheet");
  return withPriceGuides(draft(price), request, request.sheet).platforms;
}

const dollars = (text: string) => (priceToCents(text) ?? 0) / 100;

describe("the price guide every engine's listings carry", () => {
  it("gives a known product type's band and what moved it", () => {
    const etsy = guided({ product: "handmade stoneware coffee mug, 12 oz" }).etsy;
    expect(etsy?.priceGuide?.sure).toBe(true);
    expect(etsy?.priceGuide?.own).toBe(false);
    expect(etsy?.priceGuide?.basis).toMatch(/mug/);
    expect(dollars(etsy?.priceGuide?.low ?? "")).toBeLessThan(dollars(etsy?.priceGuide?.high ?? ""));
  });

  it("moves the band for condition and maker, and says so", () => {
    const fresh = guided({ product: "Nike Air Force 1 sneakers, new in box" }).ebay?.priceGuide;
    const used = guided({ product: "Nike Air Force 1 sneakers, worn twice" }).ebay?.priceGuide;
    expect(used?.basis).toMatch(/used/);
    expect(dollars(used?.high ?? "")).toBeLessThan(dollars(fresh?.high ?? ""));
  });

  it("says when it is unsure: a product type it does not know, or a band too wide to point into", () => {
    const unknown = guided({ product: "zorblax gizmo thing" }).etsy?.priceGuide;
    expect(unknown?.sure).toBe(false);
    expect(unknown?.basis).toBe("any product we do not know");
    const motorcycle = guided({ product: "2015 Honda CB500F motorcycle, 18k miles" }).ebay?.priceGuide;
    expect(motorcycle?.sure).toBe(false);
  });

  it("keeps the seller's own price and shows where it sits against the band", () => {
    const cheap = guided({ product: "handmade stoneware coffee mug", price: "5" }, 5).etsy?.priceGuide;
    expect(cheap).toMatchObject({ own: true, yours: "below" });
    const fair = guided({ product: "handmade stoneware coffee mug", price: "$34" }, 34).etsy;
    expect(fair?.priceGuide).toMatchObject({ own: true, yours: "within" });
    expect(fair?.suggestedPrice).toBe(34);
  });

  it("moves a suggestion outside the band (a model's guess) to the band's nearest end", () => {
    const listings = guided({ product: "handmade stoneware coffee mug, 12 oz" }, "$900");
    const guide = listings.etsy?.priceGuide;
    expect(Number(listings.etsy?.suggestedPrice)).toBeLessThanOrEqual(dollars(guide?.high ?? "") + 1);
    const low = guided({ product: "handmade stoneware coffee mug, 12 oz" }, 0.5).etsy;
    expect(Number(low?.suggestedPrice)).toBeGreaterThanOrEqual(dollars(low?.priceGuide?.low ?? "") - 1);
  });

  it("writes the band in the seller's currency", () => {
    const guide = guided({ product: "taza de cerámica hecha a mano", price: "24,50 €", language: "es" }, 24.5)
      .etsy?.priceGuide;
    expect(guide?.low).toMatch(/^\d+ €$/);
    expect(guide?.high).toMatch(/^\d+ €$/);
  });
});
