import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { productListings } from "../../db/schema";
import { listingCsvFilename, listingsToCsv, neutraliseCell } from "./listing-csv";

type Row = typeof productListings.$inferSelect;
const row = (overrides: Partial<Row>): Row => ({
  id: "00000000-0000-0000-0000-000000000001",
  generationId: "00000000-0000-0000-0000-0000000000aa",
  userId: "00000000-0000-0000-0000-0000000000bb",
  title: "Mug",
  description: "A mug",
  tags: ["mug"],
  imagePath: "/objects/uploads/x",
  platform: "etsy",
  category: "Mugs",
  price: "$12.99",
  product: null,
  businessType: null,
  targetAudience: null,
  productType: null,
  style: null,
  occasion: null,
  materials: null,
  size: null,
  color: null,
  extras: {},
  skipped: null,
  engine: "builtin",
  language: "en",
  brandProfileId: null,
  status: "draft",
  createdAt: new Date("2026-11-22T10:00:00Z"),
  ...overrides,
});

describe("listing CSV", () => {
  it("is RFC 4180 with a BOM, the spec's columns, and survives quotes, commas, newlines and emoji", () => {
    const csv = listingsToCsv([
      row({
        platform: "ebay",
        title: 'He said "hi", twice',
        description: "Line one\nLine two ☕",
        tags: ["a", "b"],
      }),
      row({ platform: "etsy" }),
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain("\r\n");
    const records = parse(csv.slice(1), { columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0] ?? {})).toEqual([
      "Platform",
      "Title",
      "Description",
      "Tags",
      "Price",
      "Category",
      "Status",
    ]);
    expect(records.map((record) => record.Platform)).toEqual(["Etsy", "eBay"]);
    expect(records[1]).toMatchObject({
      Title: 'He said "hi", twice',
      Description: "Line one\nLine two ☕",
      Tags: "a, b",
      Price: "$12.99",
      Status: "draft",
    });
  });

  it("neutralises cells that a spreadsheet would run as formulas", () => {
    for (const dangerous of ['=HYPERLINK("http://evil")', "+1+1", "-2", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(neutraliseCell(dangerous)).toBe(`'${dangerous}`);
    }
    expect(neutraliseCell("Mug - blue")).toBe("Mug - blue");
    const records = parse(listingsToCsv([row({ title: "=cmd|' /C calc'!A0" })]).slice(1), {
      columns: true,
    }) as Record<string, string>[];
    expect(records[0]?.Title).toBe("'=cmd|' /C calc'!A0");
  });

  it("names the file with a timestamp", () => {
    expect(listingCsvFilename(new Date("2026-11-22T13:05:11.123Z"))).toBe(
      "product-listings-2026-11-22T13-05-11Z.csv",
    );
  });
});
