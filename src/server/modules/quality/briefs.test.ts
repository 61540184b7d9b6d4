import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { productOptions } from "../../../domain/options";
import {
  loadQualityBriefs,
  QUALITY_FIXTURES_DIR,
  qualityBriefsFileSchema,
  sellerColourWordsOf,
  sellerWordsOf,
} from "./briefs";

const briefs = loadQualityBriefs();

describe("the quality suite's briefs", () => {
  it("load and validate: about twenty products, each key once", () => {
    expect(briefs.length).toBeGreaterThanOrEqual(18);
    expect(new Set(briefs.map((brief) => brief.key)).size).toBe(briefs.length);
  });

  it("cover the issue's cases", () => {
    const product = (key: string) => briefs.find((brief) => brief.key === key)?.product ?? "";
    expect(product("mug")).toMatch(/stoneware mug glazed deep red, 12 oz/i);
    expect(product("dress")).toMatch(/red viscose wrap dress/i);
    expect(product("necklace")).toMatch(/gold-plated.*moonstone/i);
    expect(product("art-print")).toMatch(/starry night/i);
    expect(product("espresso-cups")).toMatch(/set of 2 espresso cups/i);
    expect(product("laptop")).toMatch(/macbook air.*16 GB RAM, 512 GB SSD/i);
    expect(product("motorcycle")).toMatch(/honda cb500f motorcycle, 18,000 miles/i);
  });

  it("fit only printable designs on Redbubble", () => {
    expect(briefs.filter((brief) => brief.expect.redbubbleFits).map((brief) => brief.key)).toEqual([
      "art-print",
      "lettered-tee",
      "sticker-pack",
    ]);
  });

  it("mix the form's own product types with sellers' free text, and leave some to the product field", () => {
    const listed = new Set<string>(productOptions.productType);
    const types = briefs.map((brief) => brief.listing.productType);
    expect(types.filter((type) => type !== undefined && listed.has(type)).length).toBeGreaterThanOrEqual(4);
    expect(types.filter((type) => type !== undefined && !listed.has(type)).length).toBeGreaterThanOrEqual(4);
    expect(types.filter((type) => type === undefined).length).toBeGreaterThanOrEqual(1);
  });

  it("use real photos that exist and are licensed, and draw the rest", () => {
    const licences = readFileSync(join(QUALITY_FIXTURES_DIR, "photos", "LICENSES.md"), "utf8");
    const files = briefs.flatMap((brief) => (brief.photo.kind === "file" ? [brief.photo.file] : []));
    expect(files.length).toBeGreaterThanOrEqual(1);
    for (const file of files) {
      expect(existsSync(join(QUALITY_FIXTURES_DIR, "photos", file)), file).toBe(true);
      expect(licences, file).toContain(`\`${file}\``);
    }
    const seeds = briefs.flatMap((brief) => (brief.photo.kind === "generated" ? [brief.photo.seed] : []));
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it("often put the product on a backdrop of another colour", () => {
    const contrasting = briefs.filter(
      (brief) =>
        brief.photo.backdropColours.length > 0 &&
        !brief.photo.backdropColours.some((colour) => brief.photo.productColours.includes(colour)),
    );
    expect(contrasting.length).toBeGreaterThanOrEqual(briefs.length / 2);
  });

  it("expect prices as bands a seller would accept", () => {
    const band = (key: string) => briefs.find((brief) => brief.key === key)?.expect.priceBand;
    expect(band("motorcycle")).toEqual([2000, 12000]);
    expect(band("laptop")).toEqual([300, 1200]);
    expect(band("mug")).toEqual([12, 70]);
  });

  it("give the seller's words for claims and colours", () => {
    const mug = briefs.find((brief) => brief.key === "mug");
    if (!mug) throw new Error("no mug brief");
    expect(sellerWordsOf(mug)).toContain("Handmade crafts");
    expect(sellerWordsOf(mug)).toContain("Kiln & Co");
    expect(sellerColourWordsOf(mug)).toContain("Deep red");
    expect(sellerColourWordsOf(mug)).not.toContain("Kiln & Co");
  });
});

describe("qualityBriefsFileSchema", () => {
  const raw = JSON.parse(readFileSync(join(QUALITY_FIXTURES_DIR, "briefs.json"), "utf8"));

  it("refuses a duplicate key, an inverted price band and an unknown field", () => {
    const [first] = raw.briefs;
    expect(qualityBriefsFileSchema.safeParse({ briefs: [first, first] }).success).toBe(false);
    const inverted = { ...first, expect: { ...first.expect, priceBand: [70, 12] } };
    expect(qualityBriefsFileSchema.safeParse({ briefs: [inverted] }).success).toBe(false);
    expect(qualityBriefsFileSchema.safeParse({ briefs: [{ ...first, colour: "red" }] }).success).toBe(false);
  });

  it("refuses a product text over 200 characters", () => {
    const [first] = raw.briefs;
    expect(
      qualityBriefsFileSchema.safeParse({ briefs: [{ ...first, product: "x".repeat(201) }] }).success,
    ).toBe(false);
  });
});
