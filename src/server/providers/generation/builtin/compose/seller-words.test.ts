import { describe, expect, it } from "vitest";
import type { ImageFacts } from "../../../../../domain/ai-image";
import { socialPlatforms } from "../../../../../domain/platforms";
import { sheetOfBrief } from "../../../../modules/generation/fact-sheet/brief-sheet";
import type { ListingBrief, SocialBrief } from "../../generation-provider";
import { writeListings, writeSocialPosts } from "./index";

/**
 * The writer says the product's facts in the seller's own sentences (tidied), so nothing they
 * wrote is dropped or re-cut into fragments; it falls back to the sheet's facts alone when the
 * seller corrected the sheet or the item is restricted.
 */
const photo = {
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

const laptop: ListingBrief = {
  product: "refurbished MacBook Air M1 2020, 8GB / 256GB SSD, space gray. battery health 89%, 212 cycles",
  additionalContext:
    "Grade A — light micro scratches on the lid, screen is perfect. fresh macOS Sonoma install, iCloud removed. you'll recieve it w/ a 30W USB-C charger (not apple OEM). 90 day warranty from us",
  productType: "laptop",
  size: '13.3"',
  condition: "refurbished",
  tags: [],
  platforms: ["ebay", "amazon", "mercari"],
  variant: 0,
  facts: photo,
};

describe("listings in the seller's words", () => {
  const draft = writeListings(laptop);
  const ebay = draft.platforms.ebay;

  it("keeps every sentence the seller wrote about the item, tidied", () => {
    for (const sentence of [
      "8GB / 256GB SSD, space gray.",
      "Battery health 89%, 212 cycles.",
      "Grade A — light micro scratches on the lid, screen is perfect.",
      "Fresh macOS Sonoma install, iCloud removed.",
      "You'll receive it with a 30W USB-C charger (not apple OEM).",
      "90 day warranty from us.",
    ]) {
      expect(ebay?.description).toContain(sentence);
    }
  });

  it("titles the product with the figures beside its name, not a charger's watts or a battery's cycles", () => {
    expect(ebay?.title).toMatch(/MacBook Air M1 2020/);
    expect(ebay?.title).toMatch(/8GB/);
    expect(ebay?.title).not.toMatch(/30W|212/);
  });

  it("names a product line's maker as the brand, the line as the model; only sizes under Size", () => {
    expect(ebay?.description).toMatch(/^Brand: Apple$/m);
    expect(ebay?.description).toMatch(/^Model: MacBook Air M1 2020$/m);
    expect(ebay?.description).toMatch(/^Size: 13\.3"$/m);
    expect(ebay?.description).toMatch(/^Condition: Refurbished$/m);
  });

  it("says the seller's facts once: the item specifics skip what the prose already says", () => {
    expect(ebay?.description.match(/Grade A/g)).toHaveLength(1);
  });
});

describe("when the writer quotes nobody", () => {
  const social = (extra: Partial<SocialBrief>): SocialBrief => ({
    tone: "Friendly",
    hashtags: [],
    platforms: [...socialPlatforms],
    variant: 0,
    facts: photo,
    ...extra,
  });

  it("a corrected sheet: the seller's first words may say what they took back", () => {
    const brief = social({ product: "linen pillow cover, 18x18, navy. hidden zipper" });
    const read = sheetOfBrief(brief);
    if (!read) throw new Error("no sheet");
    const corrected = { ...read, colours: ["black"] };
    const draft = writeSocialPosts({ ...brief, sheet: corrected });
    const captions = Object.values(draft.platforms).map((post) => post?.caption ?? "");
    expect(captions.join("\n")).not.toMatch(/navy/i);
    expect(captions.join("\n")).toMatch(/black/i);
  });

  it("a restricted item: what the seller typed may be what no copy should repeat", () => {
    const draft = writeSocialPosts(
      social({
        product: "fisher-price rock 'n play sleeper, grey, gently used",
        additionalContext: "vibrates + rocks, music works. our baby slept great in it! pickup only",
      }),
    );
    const captions = Object.values(draft.platforms).map((post) => post?.caption ?? "");
    expect(captions.join("\n")).not.toMatch(/slept great/i);
  });

  it("a live animal is never offered by courier", () => {
    const draft = writeSocialPosts(
      social({
        product: "cachorros de chihuahua de 2 meses",
        additionalContext: "envío por mensajería a toda España",
        language: "es",
      }),
    );
    const captions = Object.values(draft.platforms).map((post) => post?.caption ?? "");
    expect(captions.join("\n")).not.toMatch(/mensajer/i);
  });
});

describe("the offer in the seller's words", () => {
  const post = (context: string) =>
    writeSocialPosts({
      product: "coffee subscription",
      additionalContext: context,
      tone: "Friendly",
      hashtags: [],
      platforms: ["instagram", "facebook"],
      variant: 0,
      facts: photo,
    }).platforms.instagram?.caption ?? "";

  it("keeps the deal's qualifiers: the first month, not every month", () => {
    expect(post("2 bags a month. first month 50% off with code FIRSTPOUR")).toContain(
      "First month 50% off with code FIRSTPOUR.",
    );
  });

  it("writes a label-like offer in the language's form", () => {
    const caption = post("2 bags a month. Father's Day: code DAD15 = 15% off til June 15");
    expect(caption).toContain("DAD15");
    expect(caption).not.toMatch(/=/);
  });
});

describe("hashtags a seller would type", () => {
  const tags = (product: string, additionalContext: string, language: "en" | "es" = "en") =>
    writeSocialPosts({
      product,
      additionalContext,
      language,
      tone: "Friendly",
      hashtags: [],
      platforms: ["instagram"],
      variant: 0,
      facts: photo,
    }).hashtags;

  it("only from whole words the seller wrote (no #EBike for a kids bike)", () => {
    expect(tags("kids bike 16 inch", "used, training wheels included").join(" ")).not.toMatch(/ebike/i);
  });

  it("of three words at most", () => {
    for (const tag of tags("beeswax food wraps set of 3", "organic cotton + local beeswax + jojoba")) {
      expect(tag.match(/\p{Lu}/gu)?.length ?? 0).toBeLessThanOrEqual(3);
    }
  });

  it("never in English word order for another language (#AlgodónBolso)", () => {
    expect(tags("bolso de cuero hecho a mano", "forro de algodón", "es")).not.toContain("AlgodónBolso");
  });
});

describe("item specifics as the language writes them", () => {
  it("German materials with a capital", () => {
    const draft = writeListings({
      product: "handgemachte Keramiktasse 300ml",
      additionalContext: "spülmaschinenfest",
      language: "de",
      tags: [],
      platforms: ["etsy"],
      variant: 0,
      facts: photo,
    });
    expect(draft.platforms.etsy?.description).toMatch(/^Material: Keramik$/m);
  });
});

describe("titles from the seller's first sentence", () => {
  it("carry the features beside the name, not a later sentence's pieces, and a material once", () => {
    const draft = writeListings({
      product:
        "minimalist card holder, veg tan leather, hand stitched w/ waxed thread. holds 4-6 cards + folded cash",
      materials: "vegetable tanned leather",
      tags: [],
      platforms: ["etsy"],
      variant: 0,
      facts: photo,
    });
    const title = draft.platforms.etsy?.title ?? "";
    expect(title).toMatch(/Veg Tan Leather/);
    expect(title).toMatch(/Hand Stitched/);
    expect(title).not.toMatch(/Folded Cash/);
    expect(title).not.toMatch(/Vegetable Tanned Leather/);
  });
});
