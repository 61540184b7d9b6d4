import { describe, expect, it } from "vitest";
import { parseAmount, priceInBand, priceInUsd } from "./seller-price";

describe("parseAmount", () => {
  it.each([
    ["$1,234.56", 1234.56],
    ["1.234,56 €", 1234.56],
    ["12,99", 12.99],
    ["€24,5", 24.5],
    ["36", 36],
    ["190 €", 190],
  ])("%s → %d", (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it("has no amount without digits", () => {
    expect(parseAmount("free")).toBeNull();
  });
});

describe("priceInUsd", () => {
  it("converts euros at 1.08", () => {
    expect(priceInUsd("€100,00")).toBe(108);
    expect(priceInUsd("12,99 EUR")).toBe(14.03);
  });

  it("takes dollars as they are", () => {
    expect(priceInUsd("$29.99")).toBe(29.99);
  });
});

describe("priceInBand", () => {
  it("hits inside the band (inclusive) and misses outside it", () => {
    expect(priceInBand("$48.00", [28, 48]).inBand).toBe(true);
    expect(priceInBand("€50", [28, 48]).inBand).toBe(false);
    expect(priceInBand("", [28, 48]).inBand).toBe(false);
  });
});
