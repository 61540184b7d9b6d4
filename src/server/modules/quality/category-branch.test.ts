import { describe, expect, it } from "vitest";
import { categoryInBranch, segments } from "./category-branch";

describe("categoryInBranch", () => {
  const drinkware = "Home & Garden > Kitchen & Dining > Tableware > Drinkware";

  it("accepts the branch itself and anything below it", () => {
    expect(
      categoryInBranch("Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs", drinkware),
    ).toBe(true);
    expect(categoryInBranch(drinkware, drinkware)).toBe(true);
  });

  it("refuses a top-level-only category, another branch and an empty one", () => {
    expect(categoryInBranch("Home & Garden", drinkware)).toBe(false);
    expect(categoryInBranch("Home & Living > Kitchen & Dining", drinkware)).toBe(false);
    expect(categoryInBranch("", drinkware)).toBe(false);
  });

  it("compares whole segments, ignoring case, spacing and the separator used", () => {
    expect(categoryInBranch("Home & Garden > Decorations", "Home & Garden > Decor")).toBe(false);
    expect(categoryInBranch("home &  living › kitchen & dining", "Home & Living")).toBe(true);
  });

  it("takes alternatives", () => {
    const tote = ["Apparel & Accessories > Handbags, Wallets & Cases", "Luggage & Bags"];
    expect(categoryInBranch("Luggage & Bags > Shopping Totes", tote)).toBe(true);
    expect(categoryInBranch("Home & Garden > Decor", tote)).toBe(false);
  });
});

describe("segments", () => {
  it("splits, trims and lower-cases", () => {
    expect(segments(" Art & Collectibles >Prints »  Digital Prints ")).toEqual([
      "art & collectibles",
      "prints",
      "digital prints",
    ]);
  });
});
