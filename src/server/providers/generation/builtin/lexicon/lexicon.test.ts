import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findProductType, LexiconError, loadLexicon } from "./lexicon";
import { testLexicon } from "./test-lexicon";

/** The top-level verticals of Shopify's Standard Product Taxonomy (dist/en/categories.txt). */
const SHOPIFY_VERTICALS = [
  "Animals & Pet Supplies",
  "Apparel & Accessories",
  "Arts & Entertainment",
  "Baby & Toddler",
  "Business & Industrial",
  "Cameras & Optics",
  "Electronics",
  "Food, Beverages & Tobacco",
  "Furniture",
  "Hardware",
  "Health & Beauty",
  "Home & Garden",
  "Luggage & Bags",
  "Mature",
  "Media",
  "Office Supplies",
  "Religious & Ceremonial",
  "Software",
  "Sporting Goods",
  "Toys & Games",
  "Vehicles & Parts",
  "Gift Cards",
  "Product Add-Ons",
  "Bundles",
  "Services",
];

describe("the product lexicon's data files", () => {
  const lexicon = loadLexicon();

  it("load, validate and know several hundred product types", () => {
    expect(lexicon.products.length).toBeGreaterThanOrEqual(300);
  });

  it("map every product type to a Shopify taxonomy path and every marketplace", () => {
    for (const product of lexicon.products) {
      const vertical = product.shopify.split(" > ")[0];
      expect(SHOPIFY_VERTICALS, `${product.key}: ${product.shopify}`).toContain(vertical);
      expect(product.shopify.split(" > ").length, product.key).toBeGreaterThanOrEqual(2);
      const department = lexicon.departments.get(product.department);
      for (const marketplace of ["etsy", "amazon", "ebay", "mercari"] as const) {
        expect(
          product.categories?.[marketplace] ?? department?.categories[marketplace],
          product.key,
        ).toBeTruthy();
      }
    }
  });

  it("find every product type by its own name and plural", () => {
    for (const product of lexicon.products) {
      expect(findProductType(product.name, lexicon)?.product.key, product.name).toBe(product.key);
      expect(findProductType(`two ${product.plural}`, lexicon)?.product.key, product.plural).toBe(
        product.key,
      );
    }
  });
});

describe("findProductType", () => {
  const find = (text: string) => findProductType(text, testLexicon)?.product.key;

  it("prefers the longest name and reads modifiers as modifiers", () => {
    expect(find("Large coffee mug")).toBe("mug");
    expect(find("refurbished macbook air 13")).toBe("laptop");
    expect(find("leopard print dress")).toBe("dress");
    expect(find("poster print of the sea")).toBe("art-print");
  });

  it("never takes a name the seller says is absent as the product", () => {
    expect(find("cordless sander, tool only - no mug no t-shirt")).toBeUndefined();
    expect(find("sander kit, laptop not included")).toBeUndefined();
    expect(find("garden shears without the original dress")).toBeUndefined();
    expect(find("sander (dress sold separately), mug")).toBe("mug");
    expect(find("no-frills mug")).toBe("mug");
  });

  it("takes the first product named", () => {
    expect(find("tee with a mug on it")).toBe("t-shirt");
    expect(find("nothing we know")).toBeUndefined();
  });
});

describe("loadLexicon", () => {
  const folderWith = (files: Record<string, unknown>) => {
    const folder = mkdtempSync(join(tmpdir(), "lexicon-"));
    for (const [name, content] of Object.entries(files))
      writeFileSync(join(folder, name), JSON.stringify(content));
    return folder;
  };
  const department = {
    key: "cups",
    categories: { etsy: "Home & Living", amazon: "Home & Kitchen", ebay: "Home & Garden", mercari: "Home" },
  };
  const product = {
    key: "mug",
    name: "mug",
    plural: "mugs",
    department: "cups",
    shopify: "Home & Garden > Kitchen & Dining",
    price: [1000, 2000],
    searchWords: ["mug", "coffee mug"],
    uses: ["coffee"],
  };

  it("refuses a file that breaks the schema, naming the file and field", () => {
    const folder = folderWith({
      "bad.json": { departments: [department], products: [{ ...product, price: [3000, 1000] }] },
    });
    expect(() => loadLexicon(folder)).toThrow(/bad\.json: products\.0\.price/);
  });

  it("refuses unknown departments and names claimed twice", () => {
    expect(() => loadLexicon(folderWith({ "a.json": { products: [product] } }))).toThrow(LexiconError);
    const twice = folderWith({
      "a.json": { departments: [department], products: [product] },
      "b.json": { products: [{ ...product, key: "cup", name: "cup", plural: "cups", aliases: ["mug"] }] },
    });
    expect(() => loadLexicon(twice)).toThrow(/"mug" names both/);
  });
});
