import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Listing } from "../../../domain/listings";
import { lexicon } from "../../providers/generation/builtin/lexicon/lexicon";
import { serverFile } from "../../server-paths";
import { EBAY_LISTING_COLUMNS, ebayRecord } from "./ebay-csv";
import type { ExportListing } from "./export-listing";
import { ebayProblems } from "./import-problems";
import { ebayCategoryIdFor } from "./marketplace-categories";

/**
 * Issue 32: a leaf category ID for every product type the writer knows, from eBay's own US
 * category tree (data/ebay-us-categories.json, derived by scripts/derive-ebay-categories.ts).
 */

interface EbayCategoryData {
  source: { url: string; retrieved: string };
  categories: { id: string; path: string; leaf: boolean }[];
  productTypes: Record<string, string>;
}

const data = JSON.parse(
  readFileSync(serverFile("modules/exports/data/ebay-us-categories.json"), "utf8"),
) as EbayCategoryData;
const pathOf = new Map(data.categories.map((category) => [category.id, category.path]));

describe("the eBay US category table", () => {
  it("cites its source and date", () => {
    expect(data.source.url).toMatch(/^https:\/\/github\.com\/.+ebay_categories\.csv$/);
    expect(data.source.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("maps only to leaf categories it lists, none of them a parent of another", () => {
    const mapped = Object.values(data.productTypes);
    expect(mapped.length).toBeGreaterThan(0);
    for (const id of mapped) {
      expect(data.categories.find((category) => category.id === id)?.leaf, id).toBe(true);
    }
    const paths = data.categories.map((category) => category.path);
    for (const path of paths) {
      expect(
        paths.filter((other) => other.startsWith(`${path} > `)),
        `${path} has children, so it is not a leaf`,
      ).toEqual([]);
    }
    expect(new Set(data.categories.map((category) => category.id)).size).toBe(data.categories.length);
  });

  it("names only product types the lexicon knows", () => {
    const keys = new Set(lexicon().products.map((product) => product.key));
    expect(Object.keys(data.productTypes).filter((key) => !keys.has(key))).toEqual([]);
  });

  // Checked against eBay's US tree (the source file): each ID and its full path.
  it.each([
    ["mug", "20695", "Home & Garden > Kitchen, Dining & Bar > Dinnerware & Serveware > Mugs"],
    ["t-shirt", "15687", "Clothing, Shoes & Accessories > Men > Men's Clothing > Shirts > T-Shirts"],
    ["phonecase", "20349", "Cell Phones & Accessories > Cell Phone Accessories > Cases, Covers & Skins"],
    ["candle", "46782", "Home & Garden > Candles & Home Fragrance > Candles"],
    ["necklace", "155101", "Jewelry & Watches > Fashion Jewelry > Necklaces & Pendants"],
    ["earrings", "50647", "Jewelry & Watches > Fashion Jewelry > Earrings"],
    ["dress", "63861", "Clothing, Shoes & Accessories > Women > Women's Clothing > Dresses"],
    ["bath-bomb", "72759", "Health & Beauty > Bath & Body > Bath Bombs & Fizzies"],
    ["art-print", "360", "Art > Art Prints"],
    ["coaster", "36026", "Home & Garden > Kitchen, Dining & Bar > Bar Tools & Accessories > Coasters"],
  ])("maps %s to %s", (key, id, path) => {
    expect(data.productTypes[key]).toBe(id);
    expect(pathOf.get(id)).toBe(path);
  });
});

const listing = (fields: Partial<Listing> = {}): Listing => ({
  title: "Hand-poured soy candle",
  description: "Cedar and amber.",
  tags: ["candle"],
  suggestedPrice: "$24.00",
  category: "Home & Garden > Home Décor > Candles & Home Fragrance > Candles",
  ...fields,
});

const item = (fields: Partial<ExportListing> = {}): ExportListing => ({
  generationId: "6f1c1f0e-8a51-4f7e-9d43-1b2c3d4e5f60",
  listing: listing(),
  product: undefined,
  productType: "Candle",
  businessType: "Handmade crafts",
  materials: "Soy wax",
  color: undefined,
  brand: undefined,
  imageUrl: null,
  createdAt: new Date("2026-03-01T10:00:00Z"),
  ...fields,
});

const categoryCell = (record: string[]) => record[EBAY_LISTING_COLUMNS.indexOf("*Category")];
const categoryProblem = (problems: string[]) => problems.find((problem) => problem.includes("category ID"));

describe("eBay's *Category in the export", () => {
  it("is the product type's leaf, and the reply names no missing category", () => {
    expect(categoryCell(ebayRecord(item()))).toBe("46782");
    expect(categoryProblem(ebayProblems(item()))).toBeUndefined();
  });

  it("comes from the seller's words when no product type was picked", () => {
    const mug = item({
      productType: undefined,
      product: "Speckled stoneware coffee mug",
      listing: listing({ category: "x" }),
    });
    expect(categoryCell(ebayRecord(mug))).toBe("20695");
  });

  it("takes the listing's own category when it is a leaf we know, by path or by ID", () => {
    const byPath = item({
      listing: listing({
        category: "Home & Garden > Kitchen, Dining & Bar > Bar Tools & Accessories > Coasters",
      }),
    });
    expect(categoryCell(ebayRecord(byPath))).toBe("36026");
    expect(ebayCategoryIdFor({ category: "36026", productType: "Candle", product: null })).toBe("36026");
  });

  it("never takes a parent category, and names the item instead", () => {
    expect(ebayCategoryIdFor({ category: "Home & Garden", productType: null, product: null })).toBe("");
    expect(ebayCategoryIdFor({ category: "11700", productType: null, product: null })).toBe("");
    const unknown = item({ productType: "Hovercraft", listing: listing({ category: "Everything Else" }) });
    expect(categoryCell(ebayRecord(unknown))).toBe("");
    expect(categoryProblem(ebayProblems(unknown))).toContain('"Hovercraft"');
  });
});
