import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { Listing } from "../../../domain/listings";
import { copySheetFor } from "./copy-sheets";
import { marketplaceCsv } from "./csv-file";
import { EBAY_LISTING_COLUMNS, ebayListingsCsv, ebayRecord } from "./ebay-csv";
import type { ExportListing } from "./export-listing";
import {
  clipText,
  commaTags,
  descriptionHtml,
  escapeHtml,
  priceNumber,
  uniqueHandles,
  urlHandle,
} from "./listing-fields";
import { ebayCategoryIdFor, shopifyCategoryFor } from "./marketplace-categories";
import { SHOPIFY_PRODUCT_COLUMNS, shopifyProductsCsv, shopifyRecord } from "./shopify-csv";

const listing = (fields: Partial<Listing> = {}): Listing => ({
  title: "Terracotta Stoneware Mug",
  description: "Hand-thrown mug.\n\n• Holds 15oz\n• Dishwasher safe",
  tags: ["mug", "stoneware"],
  suggestedPrice: "$24.00",
  category: "Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs",
  ...fields,
});

const item = (fields: Partial<ExportListing> = {}): ExportListing => ({
  generationId: "6f1c1f0e-8a51-4f7e-9d43-1b2c3d4e5f60",
  listing: listing(),
  product: undefined,
  productType: "Mug",
  businessType: "Handmade crafts",
  materials: "Ceramic, glaze",
  color: "terracotta",
  brand: undefined,
  imageUrl: null,
  createdAt: new Date("2026-03-01T10:00:00Z"),
  ...fields,
});

const cell = (columns: readonly string[], record: string[], name: string) => record[columns.indexOf(name)];

describe("priceNumber", () => {
  it.each([
    ["$12.99", "12.99"],
    ["$1,234.5", "1234.50"],
    ["12", "12.00"],
    ["USD 7.10", "7.10"],
    // Euro prices are stored with a decimal comma: 29,75 € is 29.75, not 2975.
    ["29,75 €", "29.75"],
    ["£1,299.99", "1299.99"],
    ["", ""],
    ["free", ""],
  ])("%s → %s", (input, expected) => expect(priceNumber(input)).toBe(expected));
});

describe("descriptionHtml", () => {
  it("makes paragraphs, lists and line breaks, escaping every piece of text", () => {
    expect(descriptionHtml('First <b>line</b>\nsecond & more\n\n- one\n- two "quoted"\nafter')).toBe(
      "<p>First &lt;b&gt;line&lt;/b&gt;<br>second &amp; more</p><ul><li>one</li><li>two &quot;quoted&quot;</li></ul><p>after</p>",
    );
  });
  it("adds extra bullet points as a list and skips empty input", () => {
    expect(descriptionHtml("", ["A", " "])).toBe("<ul><li>A</li></ul>");
    expect(escapeHtml("'<>&\"")).toBe("&#39;&lt;&gt;&amp;&quot;");
  });
});

describe("urlHandle", () => {
  it("folds accents and joins words with single dashes", () => {
    expect(urlHandle("  Crème Brûlée Mug — 15oz!! ", "x")).toBe("creme-brulee-mug-15oz");
    expect(urlHandle("Straße & Co", "x")).toBe("strasse-co");
  });
  it("falls back when nothing Latin is left, and stays within 100 characters", () => {
    expect(urlHandle("日本の茶碗", "product-abc")).toBe("product-abc");
    const long = urlHandle("word ".repeat(60), "x");
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
  it("makes repeated handles unique within a file", () => {
    const unique = uniqueHandles();
    expect([unique("mug"), unique("mug"), unique("mug-2"), unique("mug")]).toEqual([
      "mug",
      "mug-2",
      "mug-2-2",
      "mug-3",
    ]);
  });
});

describe("clipText and commaTags", () => {
  it("cuts at a word boundary, counting characters not bytes", () => {
    expect(clipText("aaaa bbbb cccc", 11)).toBe("aaaa bbbb");
    expect(clipText("日本日本日本", 4)).toBe("日本日本");
  });
  it("keeps a tag's comma from splitting it", () => {
    expect(commaTags(["a, b", " c ", ""])).toBe("a b, c");
  });
});

describe("marketplaceCsv", () => {
  it("quotes per RFC 4180, neutralises formulas but not plain numbers, and adds a BOM only when asked", () => {
    const csv = marketplaceCsv(["A", "B", "C", "D"], [["=1+1", "12.99", "-3", 'say "hi",\nbye']], {
      bom: false,
    });
    expect(csv.startsWith("\uFEFF")).toBe(false);
    expect(csv).toContain('"say ""hi"",\nbye"');
    expect(csv.split("\r\n")[0]).toBe("A,B,C,D");
    const [, row] = parse(csv) as string[][];
    expect(row).toEqual(["'=1+1", "12.99", "-3", 'say "hi",\nbye']);
    expect(marketplaceCsv(["A"], [["-x"], ["@x"], ["+x"], ["\tx"]], { bom: true })).toBe(
      "\uFEFFA\r\n'-x\r\n'@x\r\n'+x\r\n\"'\tx\"\r\n",
    );
  });
});

describe("Shopify product rows", () => {
  it("fill the documented columns as a draft, off the online store", () => {
    const record = shopifyRecord(
      item({ brand: "Clay & Co", imageUrl: "https://studio.example/objects/public/x?sig=1" }),
      "terracotta-stoneware-mug",
    );
    expect(record).toHaveLength(SHOPIFY_PRODUCT_COLUMNS.length);
    const get = (name: string) => cell(SHOPIFY_PRODUCT_COLUMNS, record, name);
    expect(get("Title")).toBe("Terracotta Stoneware Mug");
    expect(get("URL handle")).toBe("terracotta-stoneware-mug");
    expect(get("Description")).toBe(
      "<p>Hand-thrown mug.</p><ul><li>Holds 15oz</li><li>Dishwasher safe</li></ul>",
    );
    expect(get("Vendor")).toBe("Clay & Co");
    expect(get("Product category")).toBe("Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs");
    expect(get("Type")).toBe("Mug");
    expect(get("Tags")).toBe("mug, stoneware");
    expect(get("Published on online store")).toBe("FALSE");
    expect(get("Status")).toBe("Draft");
    expect(get("Price")).toBe("24.00");
    expect(get("Product image URL")).toBe("https://studio.example/objects/public/x?sig=1");
    expect(get("Image position")).toBe("1");
    expect(get("SKU")).toBe("");
  });
  it("leave Vendor, image and an unknown category empty", () => {
    const record = shopifyRecord(
      item({ listing: listing({ category: "Things" }), productType: undefined, product: "zorblax widget" }),
      "h",
    );
    const get = (name: string) => cell(SHOPIFY_PRODUCT_COLUMNS, record, name);
    expect([get("Vendor"), get("Product category"), get("Product image URL"), get("Image position")]).toEqual(
      ["", "", "", ""],
    );
  });
  it("give two products with the same title different handles", () => {
    const rows = parse(shopifyProductsCsv([item(), item()]), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row["URL handle"])).toEqual([
      "terracotta-stoneware-mug",
      "terracotta-stoneware-mug-2",
    ]);
  });
});

describe("eBay listing rows", () => {
  it("are fixed-price GTC Adds with the item specifics eBay requires", () => {
    const record = ebayRecord(item({ listing: listing({ title: "x ".repeat(60) }) }));
    const get = (name: string) => cell(EBAY_LISTING_COLUMNS, record, name);
    expect(get(EBAY_LISTING_COLUMNS[0])).toBe("Add");
    expect(get("*Format")).toBe("FixedPrice");
    expect(get("*Duration")).toBe("GTC");
    expect(get("*StartPrice")).toBe("24.00");
    expect(get("*Quantity")).toBe("1");
    expect(get("*ConditionID")).toBe("1000");
    expect(get("*C:Brand")).toBe("Unbranded");
    expect(get("*Location")).toBe("");
    expect(Array.from(get("*Title") ?? "").length).toBeLessThanOrEqual(80);
  });
  it("use a known leaf category and the Used condition for vintage sellers", () => {
    const tee = ebayRecord(
      item({
        productType: "T-shirt",
        businessType: "Vintage collectibles",
        listing: listing({ category: "x" }),
      }),
    );
    expect(cell(EBAY_LISTING_COLUMNS, tee, "*Category")).toBe("15687");
    expect(cell(EBAY_LISTING_COLUMNS, tee, "*ConditionID")).toBe("3000");
    expect(ebayCategoryIdFor({ category: "Home & Garden", productType: null, product: null })).toBe("");
    expect(
      ebayListingsCsv([item()]).startsWith(
        "*Action(SiteID=US|Country=US|Currency=USD|Version=1193|CC=UTF-8),",
      ),
    ).toBe(true);
  });
  it("take Shopify's category from the product type when the listing's is not a taxonomy path", () => {
    expect(shopifyCategoryFor({ category: "Mugs", productType: "Mug", product: null })).toBe(
      "Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs",
    );
  });
});

describe("copy sheets", () => {
  it("list Etsy's fields in its form's order, leaving out what is unknown", () => {
    const sheet = copySheetFor("etsy", item());
    expect(sheet.fields.map((field) => field.key)).toEqual([
      "title",
      "description",
      "category",
      "price",
      "quantity",
      "tags",
      "materials",
    ]);
    expect(sheet.fields.find((field) => field.key === "materials")?.value).toEqual(["Ceramic", "glaze"]);
    expect(sheet.formSource).toMatch(/^https:\/\/help\.etsy\.com\//);
  });
  it("cut Amazon's search terms under 250 bytes between words", () => {
    const tags = Array.from({ length: 40 }, (_, n) => `keyword${n}`);
    const sheet = copySheetFor("amazon", item({ listing: listing({ tags, bulletPoints: ["One", "Two"] }) }));
    const terms = String(sheet.fields.find((field) => field.key === "searchTerms")?.value);
    expect(Buffer.byteLength(terms)).toBeLessThan(250);
    expect(terms.split(" ").every((word) => tags.includes(word))).toBe(true);
    expect(sheet.fields.map((field) => field.key)).toEqual([
      "category",
      "title",
      "price",
      "condition",
      "description",
      "bulletPoints",
      "searchTerms",
    ]);
  });
});

describe("right-to-left descriptions", () => {
  it("wraps an Arabic or Hebrew description in dir=rtl with its language, and leaves others alone", () => {
    expect(descriptionHtml("كوب سيراميك مصنوع يدويا", [], "ar")).toBe(
      '<div dir="rtl" lang="ar"><p>كوب سيراميك مصنوع يدويا</p></div>',
    );
    expect(descriptionHtml("ספל קרמיקה", [], "he")).toMatch(/^<div dir="rtl" lang="he">/);
    expect(descriptionHtml("Taza de cerámica", [], "es")).toBe("<p>Taza de cerámica</p>");
    expect(descriptionHtml("Mug")).toBe("<p>Mug</p>");
  });
});
