import { describe, expect, it } from "vitest";
import { marketplacePlatforms } from "../../../../domain/platforms";
import { FAMILY_BANDS, PRICE_BANDS, type PriceInput, priceBand, suggestPrice } from "./pricing";
import { PRODUCT_KEYS } from "./products";
import { createRng } from "./rng";

const price = (input: Omit<PriceInput, "family" | "handmade"> & Partial<PriceInput>, variant = 0) =>
  suggestPrice({ family: "generic", handmade: false, ...input }, createRng("pricing-test", variant));

describe("suggestPrice", () => {
  it("has a documented band for every product type and marketplace, low below high", () => {
    for (const bands of [...Object.values(PRICE_BANDS), ...Object.values(FAMILY_BANDS)]) {
      for (const marketplace of marketplacePlatforms) {
        const [low, high] = bands[marketplace];
        expect(Number.isInteger(low) && Number.isInteger(high)).toBe(true);
        expect(low).toBeGreaterThan(0);
        expect(high).toBeGreaterThan(low);
      }
    }
  });

  it("stays within the band, in whole cents, for every product, marketplace and variant", () => {
    for (const product of PRODUCT_KEYS) {
      for (const marketplace of marketplacePlatforms) {
        const [low, high] = priceBand({ marketplace, product, family: "generic", handmade: false });
        for (const variant of [0, 1, 2, 3, 4]) {
          for (const size of [undefined, "Small", "Extra Large", "11oz", "15oz", "Custom size"]) {
            const value = price({ marketplace, product, size, materials: "Metal" }, variant);
            const cents = Math.round(value * 100);
            expect(cents / 100).toBe(value);
            expect(cents).toBeGreaterThanOrEqual(low);
            expect(cents).toBeLessThanOrEqual(high);
          }
        }
      }
    }
  });

  it("ends prices the way each marketplace does", () => {
    const cents = (marketplace: (typeof marketplacePlatforms)[number]) =>
      Math.round(price({ marketplace, product: "tshirt" }) * 100) % 100;
    expect(cents("etsy")).toBe(99);
    expect(cents("amazon")).toBe(99);
    expect(cents("ebay")).toBe(95);
    expect(cents("mercari")).toBe(0);
    expect(cents("shopify")).toBe(0);
  });

  it("charges more for bigger sizes and pricier materials", () => {
    for (const variant of [0, 1, 2]) {
      expect(price({ marketplace: "etsy", product: "mug", size: "15oz" }, variant)).toBeGreaterThan(
        price({ marketplace: "etsy", product: "mug", size: "11oz" }, variant),
      );
      expect(
        price({ marketplace: "amazon", product: "canvas", size: "12x16 inches" }, variant),
      ).toBeGreaterThan(price({ marketplace: "amazon", product: "canvas", size: "8x10 inches" }, variant));
      expect(
        price({ marketplace: "shopify", product: "poster", materials: "Metal" }, variant),
      ).toBeGreaterThan(price({ marketplace: "shopify", product: "poster", materials: "Paper" }, variant));
    }
  });

  it("prices handmade mugs like potters do", () => {
    const handmade = price({ marketplace: "etsy", product: "mug", handmade: true, size: "15oz" });
    expect(handmade).toBeGreaterThanOrEqual(28);
    expect(handmade).toBeLessThanOrEqual(48);
    expect(handmade).toBeGreaterThan(price({ marketplace: "etsy", product: "mug", size: "15oz" }));
  });

  it("prices products outside the ten types from their family", () => {
    const value = price({ marketplace: "etsy", family: "jewelry" });
    expect(value).toBeGreaterThanOrEqual(24.99);
    expect(value).toBeLessThanOrEqual(59.99);
  });
});
