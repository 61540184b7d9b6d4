import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ImageFacts } from "../../../../domain/ai-image";
import { NOT_LISTED, productOptions } from "../../../../domain/options";
import { marketplaceRules } from "../../../../domain/platform-rules";
import { type MarketplacePlatform, marketplacePlatforms } from "../../../../domain/platforms";
import type { ListingBrief, ListingDraftItem } from "../generation-provider";
import { NothingToListError, ProductUnknownError } from "../generation-provider";
import { writeListings } from "./listing-writer";
import { priceBand } from "./pricing";
import { parseProductFacts } from "./product-facts";

const facts: ImageFacts = {
  width: 1024,
  height: 1024,
  orientation: "square",
  // The backdrop is burnt orange; the product in front of it is navy.
  colors: [
    { name: "burnt orange", hex: "#cc5500", share: 0.7 },
    { name: "navy", hex: "#1f2a44", share: 0.25 },
  ],
  brightness: "bright",
  plainWhiteBackground: false,
  productColors: [{ name: "navy", hex: "#1f2a44", share: 0.9 }],
  backgroundColor: { name: "burnt orange", hex: "#cc5500" },
  foregroundShare: 0.3,
};

const brief = (overrides: Partial<ListingBrief> = {}): ListingBrief => ({
  product: "Hand-thrown stoneware mug glazed in deep red, 12 oz",
  businessType: "Handmade crafts",
  targetAudience: "Gift buyers",
  productType: "Mug",
  style: "Minimalist",
  materials: undefined,
  size: undefined,
  occasion: "Gift giving",
  color: undefined,
  tags: [],
  platforms: [...marketplacePlatforms],
  variant: 0,
  facts,
  ...overrides,
});

const LEAK = /\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]|not listed/i;

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
  it("writes every selected marketplace in its own shape, leading every title with the product", () => {
    const draft = writeListings(brief());
    for (const marketplace of marketplacePlatforms.filter((name) => name !== "redbubble")) {
      const listing = listingOf(brief(), marketplace);
      expect(ruleProblems(marketplace, listing), marketplace).toEqual([]);
      expect(listing.title.toLowerCase(), marketplace).toContain("mug");
      expect(listing.title.toLowerCase().indexOf("mug"), marketplace).toBeLessThan(25);
      expect(JSON.stringify(listing)).not.toMatch(LEAK);
    }
    expect(draft.platforms.amazon?.bulletPoints?.length).toBeGreaterThanOrEqual(3);
    expect(draft.platforms.shopify?.seoTitle).toBeTruthy();
    expect(draft.platforms.etsy?.description).toMatch(/DETAILS/);
  });

  it("tells the truth about colour: the seller's words only, never the photo's", () => {
    const said = JSON.stringify(writeListings(brief()).platforms).toLowerCase();
    expect(said).toContain("deep red");
    expect(said).not.toMatch(/burnt orange|navy/);
    const unsaid = JSON.stringify(writeListings(brief({ product: "stoneware mug" })).platforms).toLowerCase();
    expect(unsaid).not.toMatch(/navy|burnt orange/);
  });

  it("says handmade only when the seller did", () => {
    const plain = writeListings(brief({ product: "Porcelain mug", businessType: "Coffee shop" }));
    expect(JSON.stringify(plain.platforms)).not.toMatch(/hand ?made|made by hand/i);
    expect(JSON.stringify(writeListings(brief()).platforms)).toMatch(/handmade|made by hand/i);
  });

  it("files each product under its own category branch, and prices it in its band", () => {
    const laptop = writeListings(
      brief({
        product: "Refurbished 13-inch MacBook Air laptop, 16 GB RAM, 512 GB SSD",
        productType: undefined,
      }),
    );
    expect(laptop.platforms.shopify?.category).toMatch(/^Electronics > Computers/);
    expect(laptop.platforms.ebay?.title).toMatch(/laptop/i);
    expect(Number(laptop.platforms.ebay?.suggestedPrice)).toBeGreaterThan(150);
    const mug = writeListings(brief());
    expect(mug.platforms.shopify?.category).toMatch(/^Home & Garden > Kitchen & Dining/);
    const band = priceBand({ marketplace: "etsy", facts: parseProductFacts({ product: brief().product }) });
    const price = Number(mug.platforms.etsy?.suggestedPrice) * 100;
    expect(price).toBeGreaterThanOrEqual(band[0]);
    expect(price).toBeLessThanOrEqual(band[1]);
  });

  it("offers Redbubble only for printable designs, and says why it skips it", () => {
    const mug = writeListings(brief());
    expect(mug.platforms.redbubble).toBeUndefined();
    expect(mug.skipped?.redbubble).toMatch(/Redbubble/);
    const tee = writeListings(
      brief({ product: "Black tee with a hand-lettered slogan", productType: undefined }),
    );
    expect(tee.platforms.redbubble?.title).toMatch(/T-Shirt|Tee/i);
    expect(tee.skipped).toBeUndefined();
    expect(() => writeListings(brief({ platforms: ["redbubble"] }))).toThrow(NothingToListError);
  });

  it("asks for the product instead of inventing one", () => {
    expect(() =>
      writeListings(
        brief({ product: undefined, productType: undefined, businessType: "Handmade crafts", tags: [] }),
      ),
    ).toThrow(ProductUnknownError);
  });

  it("never repeats a sentence within one generation", () => {
    const draft = writeListings(brief({ targetAudience: "Coffee lovers" }));
    const sentences = Object.values(draft.platforms)
      .flatMap((listing) => [listing?.description ?? "", ...(listing?.bulletPoints ?? [])])
      .flatMap((text) => text.split(/(?<=[.!?])\s+|\n+/))
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence.split(" ").length >= 5);
    const repeated = sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index);
    expect(repeated).toEqual([]);
  });

  it("puts the seller's tags first and keeps Etsy's tag rules", () => {
    const listing = listingOf(brief({ tags: ["pottery lover"] }), "etsy");
    expect(listing.tags[0]).toBe("pottery lover");
    expect(listing.tags.length).toBeLessThanOrEqual(13);
    for (const tag of listing.tags) expect(tag.length).toBeLessThanOrEqual(20);
  });

  it("treats 'Not listed' as unknown", () => {
    const draft = writeListings(
      brief({
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
    for (const listing of Object.values(draft.platforms)) expect(JSON.stringify(listing)).not.toMatch(LEAK);
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
      product: fc.option(fc.oneof(fc.constantFrom("mug", "linen dress", "sticker pack", "laptop"), text), {
        nil: undefined,
      }),
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
        let draft: ReturnType<typeof writeListings>;
        try {
          draft = writeListings(input);
        } catch (error) {
          if (error instanceof ProductUnknownError || error instanceof NothingToListError) return;
          throw error;
        }
        const written = [...Object.keys(draft.platforms), ...Object.keys(draft.skipped ?? {})].sort();
        expect(written).toEqual([...input.platforms].sort());
        for (const marketplace of Object.keys(draft.platforms) as MarketplacePlatform[]) {
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
