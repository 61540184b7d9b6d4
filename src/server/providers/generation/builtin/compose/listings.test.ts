import { describe, expect, it } from "vitest";
import { factSheet } from "../../../../../../tests/support/fact-sheet";
import type { ImageFacts } from "../../../../../domain/ai-image";
import type { FactSheet } from "../../../../../domain/fact-sheet";
import type { ListingBrief } from "../../generation-provider";
import { writeListings } from "./index";

/** Listing titles, tags and Amazon bullets read as a seller would post them. */
const sheet = (overrides: Partial<FactSheet> = {}): FactSheet =>
  factSheet({ product: "poster", noun: "poster", ...overrides });

const brief = (facts: FactSheet, platforms: ListingBrief["platforms"]): ListingBrief => ({
  product: facts.product,
  tags: [],
  platforms,
  variant: 0,
  facts: { colors: [], productColors: [] } as unknown as ImageFacts,
  sheet: facts,
});

describe("listing titles", () => {
  it("keeps a multi-word material whole when the name ends on its first word", () => {
    const facts = sheet({
      product: "poster 16x20in on matte",
      specs: ["16x20in"],
      materials: ["matte paper"],
    });
    const draft = writeListings(brief(facts, ["etsy", "amazon", "ebay", "shopify", "mercari"]));
    for (const [platform, listing] of Object.entries(draft.platforms)) {
      expect(listing?.title, platform).toContain("Matte Paper");
      expect(listing?.title, platform).not.toMatch(/Matte[,–-]\s*Paper|Matte - Paper/);
    }
  });
});

describe("listing tags", () => {
  it("never cuts a tag phrase at Etsy's 20 characters: the noun it names instead", () => {
    const facts = sheet({ product: "small batch hot sauce", noun: "hot sauce", specs: ["5oz"] });
    const draft = writeListings(brief(facts, ["etsy", "ebay"]));
    const etsy = draft.platforms.etsy?.tags ?? [];
    expect(etsy).toContain("hot sauce");
    expect(etsy).not.toContain("small batch hot");
    for (const tag of etsy) expect(tag.length).toBeLessThanOrEqual(20);
    // A material ending on the noun's first word makes no tag with the word twice.
    const dish = sheet({ product: "soap dish", noun: "soap dish", materials: ["handmade soap"] });
    for (const tag of writeListings(brief(dish, ["ebay"])).platforms.ebay?.tags ?? [])
      expect(tag.toLowerCase()).not.toContain("soap soap");
    const teacup = sheet({
      product: "vintage teacup",
      noun: "vintage teacup",
      condition: { value: "vintage", words: [], stated: true },
    });
    for (const tag of writeListings(brief(teacup, ["ebay"])).platforms.ebay?.tags ?? [])
      expect(tag.toLowerCase()).not.toContain("vintage vintage");
    // eBay's 65 characters hold the whole phrase.
    expect(draft.platforms.ebay?.tags).toContain("small batch hot sauce");
  });
});

describe("Amazon bullets", () => {
  it("reads as fragments a seller writes: labelled specifics, no colour phrase under the noun", () => {
    const facts = sheet({
      product: "hand knit wool socks",
      noun: "socks",
      features: ["mix of sage and oat and rust"],
      materials: ["merino wool"],
      colours: ["sage", "oat", "rust"],
    });
    const bullets = writeListings(brief(facts, ["amazon"])).platforms.amazon?.bulletPoints ?? [];
    expect(bullets).toContain("Color: sage, oat and rust");
    expect(bullets).toContain("Material: merino wool");
    expect(bullets.join(" ")).not.toMatch(/SOCKS –|mix of sage/i);
  });

  it("never appends the noun to a name that already says its head word", () => {
    const lot = sheet({ product: "lot of 8 toddler girl clothes", noun: "clothing lot" });
    const title = writeListings(brief(lot, ["etsy"])).platforms.etsy?.title ?? "";
    expect(title).toMatch(/^Lot of 8 Toddler Girl Clothes/);
    expect(title).not.toMatch(/Clothing Lot/);
    // The name ending on the head takes the whole noun there, as before.
    const bag = sheet({ product: "Fossil Willis bag", noun: "shoulder bag" });
    expect(writeListings(brief(bag, ["etsy"])).platforms.etsy?.title).toMatch(/^Fossil Willis Shoulder Bag/);
  });

  it("keeps every letter size of a set", () => {
    // "S" is a letter of "set of 3": a short figure is held only as a word of its own.
    const wraps = sheet({
      product: "beeswax food wraps set of 3",
      noun: "food wraps",
      specs: ["S", "M", "L", "set of 3"],
    });
    const draft = writeListings(brief(wraps, ["amazon", "etsy"]));
    expect(draft.platforms.amazon?.bulletPoints).toContain("Size: S, M, L");
    expect(draft.platforms.etsy?.title).toMatch(/\bS, M, L\b/);
  });

  it("writes a count beside one size as so many of that size, and a letter size once", () => {
    const sauce = sheet({
      product: "hot sauce",
      noun: "hot sauce",
      features: ["habanero + mango"],
      specs: ["5oz", "x3"],
    });
    const bullets = writeListings(brief(sauce, ["amazon"])).platforms.amazon?.bulletPoints ?? [];
    expect(bullets).toContain("Size: 3 × 5oz");
    expect(bullets.join(" ")).not.toMatch(/SIZE –|x3/);
    const helmet = sheet({
      product: "motorcycle helmet",
      noun: "motorcycle helmet",
      specs: ["size M"],
      condition: { value: "used", words: ["never dropped"], stated: true },
    });
    const helmetBullets = writeListings(brief(helmet, ["amazon"])).platforms.amazon?.bulletPoints ?? [];
    expect(helmetBullets).toContain("Size: M");
    expect(helmetBullets).toContain("Condition: Pre-owned, never dropped");
  });

  it("files figures that are no size under no Size label", () => {
    const laptop = sheet({
      product: "Dell Latitude 7420 laptop",
      noun: "laptop",
      specs: ["i5-1145G7", "16GB RAM"],
    });
    const bullets = writeListings(brief(laptop, ["amazon"])).platforms.amazon?.bulletPoints ?? [];
    expect(bullets).toContain("i5-1145G7, 16GB RAM");
    expect(bullets.some((bullet) => bullet.startsWith("Size"))).toBe(false);
  });
});

describe("Amazon bullets' figures", () => {
  // Without a hand-built sheet: the writer reads the seller's sentences itself.
  const seller = (product: string, extra: Partial<ListingBrief> = {}): ListingBrief => ({
    product,
    tags: [],
    platforms: ["amazon"],
    variant: 0,
    facts: { colors: [], productColors: [] } as unknown as ImageFacts,
    ...extra,
  });

  it("leaves a figure from a later sentence about something else out of the bullets", () => {
    const draft = writeListings(
      seller("Craftsman 42 piece socket set, SAE + metric, in original case", {
        additionalContext: "one 10mm socket missing",
        condition: "used",
      }),
    );
    expect((draft.platforms.amazon?.bulletPoints ?? []).join(" ")).not.toContain("10mm");
    expect(draft.platforms.amazon?.description).toContain("10mm");
  });

  it("files a US volume under Size", () => {
    const draft = writeListings(
      seller("vintage Pyrex mixing bowl", { size: "2.5 qt", condition: "vintage" }),
    );
    expect(draft.platforms.amazon?.bulletPoints).toContain("Size: 2.5 qt");
  });
});
