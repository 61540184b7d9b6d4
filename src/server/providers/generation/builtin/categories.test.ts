import { describe, expect, it } from "vitest";
import { NOT_LISTED, productOptions } from "../../../../domain/options";
import { marketplacePlatforms } from "../../../../domain/platforms";
import { categoryFor, productCategories, productFamily } from "./categories";
import { PRODUCT_KEYS, productKeyFrom } from "./products";

describe("categories", () => {
  it("has a real path for all ten product types on all six marketplaces", () => {
    for (const key of PRODUCT_KEYS) {
      for (const marketplace of marketplacePlatforms) {
        const path = productCategories[key][marketplace];
        expect(path, `${key} on ${marketplace}`).toMatch(/^[^>]+( > [^>]+)*$/);
      }
    }
    // Spot checks against the marketplaces' own trees.
    expect(categoryFor("etsy", "mug", "generic")).toBe(
      "Home & Living > Kitchen & Dining > Drink & Barware > Drinkware > Mugs",
    );
    expect(categoryFor("amazon", "mug", "generic")).toBe(
      "Home & Kitchen > Kitchen & Dining > Dining & Entertaining > Cups, Mugs & Saucers > Mugs",
    );
    expect(categoryFor("shopify", "tshirt", "generic")).toBe(
      "Apparel & Accessories > Clothing > Clothing Tops > T-Shirts",
    );
    expect(categoryFor("etsy", "tote", "generic")).toBe("Bags & Purses > Totes");
  });

  it("maps every product option to its type", () => {
    const options = productOptions.productType.filter((value) => value !== NOT_LISTED);
    expect(options.map((option) => productKeyFrom(option))).toEqual([
      "tshirt",
      "mug",
      "poster",
      "sticker",
      "phonecase",
      "tote",
      "hoodie",
      "canvas",
      "notebook",
      "pillow",
    ]);
  });

  it("falls back by keyword for custom product types, then the business type", () => {
    expect(productFamily("Beaded necklace")).toBe("jewelry");
    expect(productFamily("Soy candle")).toBe("candle");
    expect(productFamily("Printable planner")).toBe("digital");
    expect(productFamily(undefined, "Vintage collectibles")).toBe("vintage");
    expect(productFamily("Something unusual", undefined)).toBe("generic");
    expect(categoryFor("ebay", undefined, "jewelry")).toMatch(/^Jewelry & Watches/);
    for (const marketplace of marketplacePlatforms) {
      expect(categoryFor(marketplace, undefined, "generic").length).toBeGreaterThan(2);
    }
  });
});
