import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ImageFacts } from "../../../../domain/ai-image";
import { NOT_LISTED, productOptions } from "../../../../domain/options";
import { marketplaceRules } from "../../../../domain/platform-rules";
import { type MarketplacePlatform, marketplacePlatforms } from "../../../../domain/platforms";
import type { ListingBrief, ListingDraftItem } from "../generation-provider";
import { writeListings } from "./listing-writer";
import { priceBand } from "./pricing";
import { productKeyFrom } from "./products";

const facts: ImageFacts = {
  width: 1024,
  height: 1024,
  orientation: "square",
  colors: [
    { name: "terracotta", hex: "#c86b47", share: 0.7 },
    { name: "cream", hex: "#efe2c6", share: 0.25 },
  ],
  brightness: "bright",
  plainWhiteBackground: true,
};

const brief = (overrides: Partial<ListingBrief> = {}): ListingBrief => ({
  businessType: "Handmade crafts",
  targetAudience: "Gift buyers",
  productType: "Mug",
  style: "Minimalist",
  materials: "Ceramic",
  size: "15oz",
  occasion: "Gift giving",
  color: "terracotta",
  tags: [],
  platforms: [...marketplacePlatforms],
  variant: 0,
  facts,
  ...overrides,
});

const LEAK = /\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]|not listed/i;
const productTypes = productOptions.productType.filter((value) => value !== NOT_LISTED);

function listingOf(input: ListingBrief, marketplace: MarketplacePlatform): ListingDraftItem {
  const listing = writeListings(input).platforms[marketplace];
  if (!listing) throw new Error(`no ${marketplace} listing`);
  return listing;
}

/** Every rule of domain/platform-rules that a writer can keep by itself. */
function ruleProblems(marketplace: MarketplacePlatform, listing: ListingDraftItem): string[] {
  const rule = marketplaceRules[marketplace];
  const problems: string[] = [];
  const { title, description, tags } = listing;
  if (title.length > rule.maxTitleChars) problems.push(`title ${title.length}`);
  if (!title.trim()) problems.push("empty title");
  if (/\n/.test(title)) problems.push("newline in title");
  for (const char of rule.titleBannedChars ?? []) if (title.includes(char)) problems.push(`banned ${char}`);
  for (const char of rule.titleCharsAtMostOnce ?? []) {
    if (title.split(char).length > 2) problems.push(`${char} twice`);
  }
  if (rule.titleMaxWordRepeats) {
    const counts = new Map<string, number>();
    for (const word of title.toLowerCase().split(/\s+/)) {
      const key = word.replace(/[^\p{L}\p{N}]/gu, "");
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [word, count] of counts)
      if (count > rule.titleMaxWordRepeats) problems.push(`"${word}" ×${count}`);
  }
  if (rule.maxDescriptionChars && description.length > rule.maxDescriptionChars) problems.push("description");
  if (!description.trim()) problems.push("empty description");
  if (tags.length > Math.min(rule.maxTags, 20)) problems.push(`${tags.length} tags`);
  const seen = new Set<string>();
  for (const tag of tags) {
    if (rule.maxTagChars && tag.length > rule.maxTagChars) problems.push(`tag ${tag} too long`);
    if (rule.tagPattern && !rule.tagPattern.test(tag)) problems.push(`tag ${tag} characters`);
    if (seen.has(tag.toLowerCase())) problems.push(`duplicate ${tag}`);
    seen.add(tag.toLowerCase());
  }
  if (rule.maxSearchTermBytes && Buffer.byteLength(tags.join(" "), "utf8") > rule.maxSearchTermBytes) {
    problems.push("search terms");
  }
  if ((listing.bulletPoints?.length ?? 0) > (rule.maxBulletPoints ?? 0)) problems.push("bullets");
  if (listing.seoTitle && listing.seoTitle.length > (rule.maxSeoTitleChars ?? 0)) problems.push("seo title");
  if (listing.seoDescription && listing.seoDescription.length > (rule.maxSeoDescriptionChars ?? 0)) {
    problems.push("seo description");
  }
  for (const value of [title, description, listing.category, ...(listing.bulletPoints ?? [])]) {
    if (/<\/?[a-z!][^>]*>/i.test(value)) problems.push("markup");
  }
  if (typeof listing.suggestedPrice !== "number" || !Number.isFinite(listing.suggestedPrice))
    problems.push("price");
  return problems;
}

describe("writeListings", () => {
  it("writes every selected marketplace, each in its own shape", () => {
    const draft = writeListings(brief());
    expect(Object.keys(draft.platforms).sort()).toEqual([...marketplacePlatforms].sort());
    const titles = Object.values(draft.platforms).map((listing) => listing?.title);
    expect(new Set(titles).size).toBe(marketplacePlatforms.length);
    const descriptions = Object.values(draft.platforms).map((listing) => listing?.description);
    expect(new Set(descriptions).size).toBe(marketplacePlatforms.length);

    expect(draft.platforms.etsy?.description).toMatch(/DETAILS[\s\S]*CARE/);
    expect(draft.platforms.amazon?.bulletPoints?.length).toBe(5);
    expect(draft.platforms.ebay?.description).toMatch(/Item specifics/);
    expect(draft.platforms.ebay?.description).toContain("Condition: See photos");
    expect(draft.platforms.shopify?.seoTitle).toBeTruthy();
    expect(draft.platforms.shopify?.seoDescription).toBeTruthy();
    expect(draft.platforms.shopify?.description).not.toMatch(/<[a-z]/i);
  });

  it("writes a title a buyer searches for", () => {
    const etsy = listingOf(brief(), "etsy");
    expect(etsy.title).toBe(
      "Terracotta Minimalist Ceramic Mug 15oz – Handmade Coffee Cup, Gift Idea for Gift Buyers",
    );
    expect(listingOf(brief(), "ebay").title).toMatch(/^Minimalist Terracotta Ceramic Mug 15oz/);
    expect(listingOf(brief(), "amazon").title).toMatch(/^Handmade Minimalist Ceramic Mug, 15oz, Terracotta/);
  });

  it("names the product type in every title, for all ten types on all six marketplaces", () => {
    for (const productType of productTypes) {
      const draft = writeListings(brief({ productType, materials: undefined, size: undefined }));
      for (const marketplace of marketplacePlatforms) {
        const listing = draft.platforms[marketplace];
        expect(listing?.title.toLowerCase(), `${productType} on ${marketplace}`).toContain(
          productType.toLowerCase(),
        );
        expect(
          ruleProblems(marketplace, listing as ListingDraftItem),
          `${productType} on ${marketplace}`,
        ).toEqual([]);
      }
    }
  });

  it("has a category and an in-band price for all ten types on all six marketplaces", () => {
    for (const productType of productTypes) {
      const draft = writeListings(brief({ productType, businessType: "Print-on-demand" }));
      for (const marketplace of marketplacePlatforms) {
        const listing = draft.platforms[marketplace] as ListingDraftItem;
        expect(listing.category.length).toBeGreaterThan(3);
        const [low, high] = priceBand({
          marketplace,
          product: productKeyFrom(productType),
          family: "generic",
          handmade: false,
        });
        const cents = Math.round(Number(listing.suggestedPrice) * 100);
        expect(cents).toBeGreaterThanOrEqual(low);
        expect(cents).toBeLessThanOrEqual(high);
      }
    }
  });

  it("prices like money: cents, and the marketplace's usual ending", () => {
    const draft = writeListings(brief());
    const cents = (marketplace: MarketplacePlatform) =>
      Math.round(Number(draft.platforms[marketplace]?.suggestedPrice) * 100);
    expect(cents("etsy") % 100).toBe(99);
    expect(cents("amazon") % 100).toBe(99);
    expect(cents("ebay") % 100).toBe(95);
    expect(cents("mercari") % 100).toBe(0);
    expect(cents("shopify") % 100).toBe(0);
    for (const marketplace of marketplacePlatforms) {
      const price = Number(draft.platforms[marketplace]?.suggestedPrice);
      expect(Number.isFinite(price)).toBe(true);
      expect(Math.round(price * 100) / 100).toBe(price);
    }
  });

  it("keeps Etsy's tag rules: up to 13, each ≤ 20 letters, digits, spaces, - and '", () => {
    for (const productType of productTypes) {
      const tags = listingOf(
        brief({ productType, tags: ["Coffee & Tea!!", "a very long tag that goes on and on"] }),
        "etsy",
      ).tags;
      expect(tags.length).toBeGreaterThanOrEqual(10);
      expect(tags.length).toBeLessThanOrEqual(13);
      for (const tag of tags) {
        expect(tag.length).toBeLessThanOrEqual(20);
        expect(tag).toMatch(/^[\p{L}\p{N} '-]+$/u);
      }
    }
  });

  it("puts the seller's tags first", () => {
    const tags = listingOf(brief({ tags: ["boho kitchen", "clay mug"] }), "etsy").tags;
    expect(tags.slice(0, 2)).toEqual(["boho kitchen", "clay mug"]);
  });

  it("keeps Amazon titles clean: no banned characters, no word more than twice", () => {
    const listing = listingOf(
      brief({ style: "Mug! Mug? Mug$", materials: "{ceramic}^", color: "mug_mug", productType: "Mug" }),
      "amazon",
    );
    expect(listing.title).not.toMatch(/[!$?_{}^¬¦]/);
    expect(ruleProblems("amazon", listing)).toEqual([]);
    expect(listing.bulletPoints?.length).toBeLessThanOrEqual(5);
  });

  it("uses the seller's colour, style, material, size, occasion and audience", () => {
    const etsy = listingOf(brief(), "etsy");
    for (const word of ["terracotta", "minimalist", "ceramic", "15 oz", "gift"]) {
      expect(etsy.description.toLowerCase()).toContain(word);
    }
    expect(etsy.tags).toEqual(expect.arrayContaining(["terracotta mug", "minimalist mug", "ceramic mug"]));
    expect(listingOf(brief(), "amazon").bulletPoints?.join(" ")).toMatch(/gift/i);
  });

  it("never invents a condition, price claims or shipping promises", () => {
    const draft = writeListings(brief());
    for (const listing of Object.values(draft.platforms)) {
      const text = [listing?.title, listing?.description, ...(listing?.bulletPoints ?? [])].join("\n");
      expect(text).not.toMatch(
        /brand new|new with tags|like new|free shipping|ships (in|within)|% off|\$\d|dishwasher|microwave/i,
      );
    }
  });

  it("writes a natural listing for a custom product type and for none", () => {
    const candle = writeListings(brief({ productType: "Soy candle", materials: "Wax", size: undefined }));
    for (const marketplace of marketplacePlatforms) {
      expect(candle.platforms[marketplace]?.title.toLowerCase()).toContain("soy candle");
    }
    expect(candle.platforms.etsy?.category).toBe("Home & Living > Home Decor > Candles & Holders > Candles");
    expect(candle.platforms.etsy?.description).toMatch(/wick/i);

    const necklace = writeListings(brief({ productType: "Beaded necklace" }));
    expect(necklace.platforms.ebay?.category).toMatch(/^Jewelry & Watches/);

    const none = writeListings(brief({ productType: undefined, businessType: "Jewelry" }));
    expect(none.platforms.etsy?.title.toLowerCase()).toContain("jewelry piece");
    expect(none.platforms.etsy?.category).toBe("Jewelry");
  });

  it("writes from the photo alone when every field is missing", () => {
    const bare: ListingBrief = { tags: [], platforms: [...marketplacePlatforms], variant: 0, facts };
    const draft = writeListings(bare);
    for (const marketplace of marketplacePlatforms) {
      const listing = draft.platforms[marketplace] as ListingDraftItem;
      expect(ruleProblems(marketplace, listing)).toEqual([]);
      for (const value of [listing.title, listing.description, listing.category, ...listing.tags]) {
        expect(value).not.toMatch(LEAK);
      }
      expect(listing.title.toLowerCase()).toContain("terracotta");
      expect(listing.title.toLowerCase()).toMatch(/item|piece/);
    }
  });

  it("treats 'Not listed' as unknown", () => {
    const draft = writeListings(
      brief({
        productType: NOT_LISTED,
        style: NOT_LISTED,
        materials: NOT_LISTED,
        size: NOT_LISTED,
        occasion: NOT_LISTED,
        color: NOT_LISTED,
        targetAudience: NOT_LISTED,
        businessType: NOT_LISTED,
        tags: [NOT_LISTED],
      }),
    );
    for (const listing of Object.values(draft.platforms)) {
      expect(JSON.stringify(listing)).not.toMatch(LEAK);
    }
  });

  it("is deterministic, and a new variant says something new", () => {
    expect(writeListings(brief())).toEqual(writeListings(brief()));
    const first = writeListings(brief({ variant: 0 }));
    const second = writeListings(brief({ variant: 1 }));
    const differs = marketplacePlatforms.some(
      (marketplace) =>
        first.platforms[marketplace]?.description !== second.platforms[marketplace]?.description ||
        first.platforms[marketplace]?.suggestedPrice !== second.platforms[marketplace]?.suggestedPrice,
    );
    expect(differs).toBe(true);
  });

  it("keeps every rule and leaks nothing for random briefs (property)", () => {
    // Inputs never spell a leak word, even once the writer joins their words ("nu ll" → #NuLl).
    const noLeakWords = (text: string) =>
      !/undefined|null|nan|objectobject|notlisted/i.test(text.replace(/[^\p{L}]/gu, ""));
    const text = fc.string({ unit: "grapheme", maxLength: 120 }).filter(noLeakWords);
    const option = (values: readonly string[]) =>
      fc.option(fc.oneof(fc.constantFrom(...values.filter((value) => value !== NOT_LISTED)), text), {
        nil: undefined,
      });
    const arbitraryBrief: fc.Arbitrary<ListingBrief> = fc.record({
      businessType: option(productOptions.businessType),
      targetAudience: option(productOptions.targetAudience),
      productType: option(productOptions.productType),
      style: option(productOptions.style),
      materials: option(productOptions.materials),
      size: option(productOptions.size),
      occasion: option(productOptions.occasion),
      color: fc.option(text, { nil: undefined }),
      tags: fc.array(text, { maxLength: 20 }),
      platforms: fc.subarray([...marketplacePlatforms], { minLength: 1 }),
      variant: fc.nat({ max: 1000 }),
      facts: fc.constant(facts),
    });
    fc.assert(
      fc.property(arbitraryBrief, (input) => {
        const draft = writeListings(input);
        expect(Object.keys(draft.platforms).sort()).toEqual([...input.platforms].sort());
        for (const marketplace of input.platforms) {
          const listing = draft.platforms[marketplace] as ListingDraftItem;
          expect(ruleProblems(marketplace, listing)).toEqual([]);
          for (const value of [
            listing.title,
            listing.description,
            listing.category,
            ...(listing.bulletPoints ?? []),
          ]) {
            expect(value).not.toMatch(LEAK);
          }
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
