import { describe, expect, it } from "vitest";
import { checkPrice, parsePrice } from "./price-band";

describe("parsePrice", () => {
  it("reads the normaliser's format and plain numbers", () => {
    expect(parsePrice("$34.00")).toBe(34);
    expect(parsePrice("$4,250.50")).toBe(4250.5);
    expect(parsePrice("12.5")).toBe(12.5);
    expect(parsePrice(29.99)).toBe(29.99);
  });

  it("is null for no price, zero or junk", () => {
    expect(parsePrice("")).toBeNull();
    expect(parsePrice("$0.00")).toBeNull();
    expect(parsePrice("free")).toBeNull();
    expect(parsePrice(Number.NaN)).toBeNull();
  });
});

describe("checkPrice", () => {
  it("is inclusive at both ends", () => {
    expect(checkPrice("$12.00", [12, 70]).inBand).toBe(true);
    expect(checkPrice("$70.00", [12, 70]).inBand).toBe(true);
  });

  it("says how far off a price is", () => {
    expect(checkPrice("$29.99", [2000, 12000])).toEqual({
      price: 29.99,
      band: [2000, 12000],
      inBand: false,
      factorOff: 66.69,
    });
    expect(checkPrice("$140.00", [12, 70]).factorOff).toBe(2);
    expect(checkPrice("", [12, 70])).toMatchObject({ price: null, inBand: false });
  });
});
