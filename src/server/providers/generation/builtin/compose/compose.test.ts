import { describe, expect, it } from "vitest";
import type { ImageFacts } from "../../../../../domain/ai-image";
import type { FactSheet } from "../../../../../domain/fact-sheet";
import { socialPlatforms } from "../../../../../domain/platforms";
import type { ListingBrief, SocialBrief } from "../../generation-provider";
import { ProductUnknownError } from "../../generation-provider";
import { writeListings, writeSocialPosts } from "./index";

/**
 * The one pipeline, end to end on hand-built fact sheets: what the sheet holds is said, in the
 * seller's words, and nothing else is (the photo's colour least of all).
 */
const photo: ImageFacts = {
  width: 800,
  height: 800,
  orientation: "square",
  colors: [{ name: "caramel", hex: "#b5651d", share: 0.6 }],
  brightness: "normal",
  plainWhiteBackground: false,
  productColors: [{ name: "caramel", hex: "#b5651d", share: 0.6 }],
  backgroundColor: null,
  foregroundShare: 0.5,
} as unknown as ImageFacts;

function sheet(overrides: Partial<FactSheet> = {}): FactSheet {
  return {
    product: "leather card holder",
    noun: "card holder",
    brand: undefined,
    specs: ["holds 6 cards"],
    features: ["hand stitched"],
    condition: { value: "new", words: [], stated: false },
    materials: ["vegetable tanned leather"],
    packaging: [],
    colours: ["tan"],
    delivery: ["ships in 2 days"],
    notIncluded: [],
    claims: [],
    safety: [],
    currency: "USD",
    ...overrides,
  };
}

const social = (facts: FactSheet, extra: Partial<SocialBrief> = {}): SocialBrief => ({
  product: facts.product,
  tone: "Friendly",
  hashtags: [],
  platforms: [...socialPlatforms],
  variant: 0,
  facts: photo,
  sheet: facts,
  ...extra,
});

const listing = (facts: FactSheet, extra: Partial<ListingBrief> = {}): ListingBrief => ({
  product: facts.product,
  tags: [],
  platforms: ["etsy", "ebay", "amazon", "shopify", "mercari", "redbubble"],
  variant: 0,
  facts: photo,
  sheet: facts,
  ...extra,
});

describe("the composing writer", () => {
  it("says the seller's facts and never the photo's colour", () => {
    const draft = writeSocialPosts(social(sheet()));
    for (const platform of socialPlatforms) {
      const caption = draft.platforms[platform]?.caption ?? "";
      expect(caption, platform).toContain("leather card holder");
      expect(caption.toLowerCase(), platform).not.toContain("caramel");
    }
    expect(draft.hashtags.join(" ").toLowerCase()).not.toContain("caramel");
  });

  it("puts the offer code in every caption", () => {
    const offer = {
      code: "MOM20",
      discount: "20% off",
      ends: "til May 12",
      text: "20% off with MOM20 til May 12",
    };
    const draft = writeSocialPosts(social(sheet({ offer })));
    for (const platform of socialPlatforms)
      expect(draft.platforms[platform]?.caption, platform).toContain("MOM20");
  });

  it("keeps what a buyer must know in the short captions too: collection, what is missing, the condition", () => {
    // Many facts before them: TikTok keeps two facts and Pinterest four, never these.
    const aquarium = sheet({
      product: "10 gallon glass aquarium",
      noun: "aquarium",
      specs: ["10 gallon", "20 x 10 x 12 in"],
      features: ["holds water, tested", "glass lid", "black trim", "rounded corners"],
      materials: ["glass"],
      colours: ["black"],
      condition: { value: "used", words: ["crack in the lid corner"], stated: true },
      notIncluded: ["no filter"],
      delivery: ["pickup only"],
    });
    const draft = writeSocialPosts(social(aquarium, { platforms: ["tiktok", "pinterest"] }));
    for (const platform of ["tiktok", "pinterest"] as const) {
      const caption = (draft.platforms[platform]?.caption ?? "").toLowerCase();
      expect(caption, platform).toContain("pickup only");
      expect(caption, platform).toContain("no filter");
      expect(caption, platform).toContain("crack in the lid corner");
    }
  });

  it("keeps any thing the seller says is left out in every caption, read from their words", () => {
    // Read from the brief, not a hand-built sheet: "filter" and "heater" are on no list of things.
    const draft = writeSocialPosts({
      ...social(sheet()),
      sheet: undefined,
      product: "20 gallon aquarium tank",
      additionalContext:
        "black rim. glass lid slides. holds water, tested. rounded corners. no filter no heater, no leaks",
    });
    for (const platform of socialPlatforms)
      expect(draft.platforms[platform]?.caption, platform).toContain("No filter no heater");
  });

  it("keeps room in a tweet for what a buyer must know after a long fact", () => {
    const draft = writeSocialPosts({
      ...social(sheet()),
      sheet: undefined,
      platforms: ["twitter"],
      product: "20 gallon aquarium tank",
      additionalContext:
        "used two years as a planted tank with shrimp and moss, holds water perfectly, glass is clear with no scratches on the front panel, rim in good shape, lid slides. no filter no heater",
    });
    expect(draft.platforms.twitter?.caption).toContain("No filter no heater");
  });

  it("names the product once when the seller's first sentence types it with shorthand", () => {
    const draft = writeSocialPosts({
      ...social(sheet()),
      sheet: undefined,
      product: "ps5 disc edition w/ 1 controller + hdmi, works perfect",
      additionalContext: "no box. pickup only",
    });
    for (const platform of socialPlatforms) {
      const caption = draft.platforms[platform]?.caption ?? "";
      expect(caption.match(/disc edition/giu)?.length, platform).toBe(1);
    }
  });

  it("keeps maker, model and condition in listings, and the seller's condition words", () => {
    const used = sheet({
      product: "Air Force 1 sneakers",
      noun: "sneakers",
      brand: "Nike",
      model: "Air Force 1",
      specs: ["size 10"],
      features: [],
      materials: [],
      colours: ["white"],
      condition: { value: "used", words: ["worn twice"], stated: true },
      notIncluded: ["no box"],
    });
    const draft = writeListings(listing(used, { platforms: ["ebay", "etsy"] }));
    const ebay = draft.platforms.ebay;
    expect(ebay?.title).toMatch(/^Nike Air Force 1 Sneakers/);
    expect(ebay?.title).toContain("Pre-owned");
    expect(ebay?.description).toContain("Condition: Pre-owned (worn twice)");
    expect(draft.platforms.etsy?.description).toContain("No box");
    expect(ebay?.description.toLowerCase()).not.toMatch(/\bbrand new\b/);
  });

  it("claims no condition the seller did not state", () => {
    const draft = writeListings(listing(sheet(), { platforms: ["etsy"] }));
    expect(draft.platforms.etsy?.description).not.toMatch(/Condition:|brand new/i);
  });

  it("skips Redbubble for a finished product, with a reason", () => {
    const draft = writeListings(listing(sheet()));
    expect(draft.platforms.redbubble).toBeUndefined();
    expect(draft.skipped?.redbubble).toMatch(/Redbubble/);
  });

  it("writes the same text for the same brief, and other framing for the next variant", () => {
    const brief = social(sheet());
    expect(writeSocialPosts(brief)).toEqual(writeSocialPosts(brief));
    const next = writeSocialPosts({ ...brief, variant: 1 });
    expect(next.platforms.instagram?.caption).not.toBe(writeSocialPosts(brief).platforms.instagram?.caption);
  });

  it("never gives two platforms of one generation the same framing line", () => {
    const draft = writeSocialPosts(social(sheet()));
    const firstLines = socialPlatforms.map(
      (platform) => draft.platforms[platform]?.caption.split(/(?<=[.!?])\s/)[0],
    );
    expect(new Set(firstLines).size).toBe(firstLines.length);
  });

  it("writes a corrected fact sheet: the correction shows in the copy", () => {
    const corrected = sheet({ colours: ["forest green"] });
    const caption = writeSocialPosts(social(corrected)).platforms.instagram?.caption ?? "";
    expect(caption).toContain("forest green");
    expect(caption).not.toContain("tan.");
  });

  it("writes each builtin language from its pack", () => {
    const es = writeSocialPosts(
      social(
        sheet({
          product: "taza de cerámica",
          noun: "taza",
          specs: [],
          features: [],
          materials: ["cerámica"],
        }),
        {
          language: "es",
        },
      ),
    );
    expect(es.platforms.instagram?.caption).toContain("taza de cerámica");
    expect(es.suggestedSchedule).toMatch(/hora local/);
    const de = writeListings(
      listing(
        sheet({ product: "Keramiktasse", noun: "Tasse", specs: [], features: [], materials: ["Keramik"] }),
        {
          language: "de",
          platforms: ["etsy"],
        },
      ),
    );
    expect(de.platforms.etsy?.description).toContain("Material: Keramik");
  });

  it("asks for the product when nothing names it", () => {
    expect(() => writeSocialPosts(social(sheet({ product: "", noun: "" })))).toThrow(ProductUnknownError);
  });
});
