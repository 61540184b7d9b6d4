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
  details: null,
  factSheet: null,
  additionalContext: null,
  condition: null,
  ownTags: null,
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
    for (const dangerous of ['=HYPERLINK("http://evil")', "+1+1", "-2", "@SUM(A1)", "\tx", "\rx"]) {
      expect(neutraliseCell(dangerous)).toBe(`'${dangerous}`);
    }
    // A tab or line break before a formula character is itself a place a cell can start.
    expect(neutraliseCell("\t=1")).toBe("'\t'=1");
    expect(neutraliseCell("\r=1")).toBe("'\r'=1");
    expect(neutraliseCell("Mug - blue")).toBe("Mug - blue");
    const records = parse(listingsToCsv([row({ title: "=cmd|' /C calc'!A0" })]).slice(1), {
      columns: true,
    }) as Record<string, string>[];
    expect(records[0]?.Title).toBe("'=cmd|' /C calc'!A0");
  });

  it("keeps a cell safe in every locale: no separator of any locale starts a formula (finding 29.9b)", () => {
    const hostile = [
      'Mug;=HYPERLINK("http://evil","Click")',
      "Mug,=1+1",
      "Mug\t@SUM(A1)",
      "Mug;+1+1",
      "Mug;-2+3",
      "a;b;=cmd|' /C calc'!A0",
      "Line one\n=1+1",
      "Line one\r\n@SUM(A1)",
      "Line one\n+1",
    ];
    for (const cell of hostile) {
      const safe = neutraliseCell(cell);
      // Even a reader that ignores quotes and splits on every locale's separator gets no formula.
      for (const piece of safe.split(/[,;\t]|\r\n|\r|\n/)) expect(piece, cell).not.toMatch(/^[=+\-@]/);
      // Read back with either separator, quotes honoured only at a field's start (as a spreadsheet
      // in a `;` locale reads a `,` file): no field starts a formula.
      const csv = listingsToCsv([row({ title: cell })]).slice(1);
      for (const delimiter of [",", ";"]) {
        const records = parse(csv, { delimiter, relax_column_count: true, relax_quotes: true }) as string[][];
        for (const field of records.flat())
          expect(field, `${cell} with ${delimiter}`).not.toMatch(/^[=+\-@]/);
      }
    }
    expect(neutraliseCell("Mug;=1+1")).toBe("Mug;'=1+1");
    expect(neutraliseCell("=1;=2")).toBe("'=1;'=2");
  });

  it("leaves ordinary copy as it is", () => {
    for (const copy of [
      "Size: 10-12",
      "S, M, L",
      "Mug - blue",
      "Red; blue; green",
      "50% off - today only",
      "you@example.com",
      "Features:\n- handmade\n- dishwasher safe\n+ a gift box",
      "• Material: stoneware",
    ]) {
      expect(neutraliseCell(copy), copy).toBe(copy);
    }
  });

  it("quotes a cell holding any locale's separator, so it stays one cell", () => {
    const csv = listingsToCsv([row({ title: "Red; blue", description: "tab\there" })]);
    expect(csv).toContain('"Red; blue"');
    expect(csv).toContain('"tab\there"');
  });

  it("names the file with a timestamp", () => {
    expect(listingCsvFilename(new Date("2026-11-22T13:05:11.123Z"))).toBe(
      "product-listings-2026-11-22T13-05-11Z.csv",
    );
  });
});
