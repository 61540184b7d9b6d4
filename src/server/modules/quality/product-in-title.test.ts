import { describe, expect, it } from "vitest";
import { missingProductWords, productInTitleShare, titleNamesProduct } from "./product-in-title";

describe("titleNamesProduct", () => {
  it("matches case-insensitively as a whole word", () => {
    expect(titleNamesProduct("Speckled Stoneware MUG – 350 ml", "mug")).toBe(true);
    expect(titleNamesProduct("Smuggler's Cove Art Print", "mug")).toBe(false);
  });

  it("tolerates simple singular and plural", () => {
    expect(titleNamesProduct("Set of 2 Ceramic Mugs", "mug")).toBe(true);
    expect(titleNamesProduct("Linen Summer Dress", "dresses")).toBe(true);
    expect(titleNamesProduct("Two Linen Dresses", "dress")).toBe(true);
    expect(titleNamesProduct("Beeswax Candles, Set of 3", "candle")).toBe(true);
    expect(titleNamesProduct("Floral Baby Onesie", "onesies")).toBe(true);
    expect(titleNamesProduct("Pressed Flower Bookmarks", "bookmark")).toBe(true);
  });

  it("handles multi-word product types", () => {
    expect(titleNamesProduct("Organic Cotton Tote Bags – Market Set", "tote bag")).toBe(true);
    expect(titleNamesProduct("Organic Cotton Tote – Market Bag", "tote bag")).toBe(false);
  });

  it("is false when the title never says what the item is", () => {
    expect(titleNamesProduct("Sunset Dreams – Handmade Gift", "mug")).toBe(false);
    expect(titleNamesProduct("Anything", "  ")).toBe(false);
  });
});

describe("productInTitleShare", () => {
  it("reports the share of titles naming the product", () => {
    expect(
      productInTitleShare([
        { title: "Ceramic Mug", productType: "mug" },
        { title: "Sunset Dreams", productType: "mug" },
        { title: "Linen Dresses", productType: "dress" },
        { title: "Silver Hoop Earrings", productType: "earring" },
      ]),
    ).toEqual({ matched: 3, total: 4, share: 0.75 });
  });

  it("is 0 of 0 for no titles", () => {
    expect(productInTitleShare([])).toEqual({ matched: 0, total: 0, share: 0 });
  });
});

describe("missingProductWords", () => {
  it("needs every entry, any one of an entry's alternatives", () => {
    expect(missingProductWords("Refurbished MacBook Air 13-inch, 16GB", [["laptop", "macbook"]])).toEqual([]);
    expect(missingProductWords("Set of 2 Red Espresso Cups", [["espresso cup", "demitasse cup"]])).toEqual(
      [],
    );
    expect(missingProductWords("Modern Red Ceramic Mug 3oz", [["espresso cup", "demitasse cup"]])).toEqual([
      "espresso cup | demitasse cup",
    ]);
    expect(missingProductWords("Black Hand-Lettered T-Shirt", [["t-shirt", "tee"], "black"])).toEqual([]);
    expect(missingProductWords("Hand-Lettered Slogan Design", [["t-shirt", "tee"], "black"])).toEqual([
      "t-shirt | tee",
      "black",
    ]);
  });
});
