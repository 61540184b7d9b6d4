import { describe, expect, it } from "vitest";
import { gramsOf, listingDetailsSchema, readPriceAmount, writerConditionOf } from "./listing-details";

describe("listing details", () => {
  it("give the writer its coarser condition: every used grade is used", () => {
    expect(
      ["new", "used-like-new", "used-good", "used-fair", "refurbished", "vintage"].map((c) =>
        writerConditionOf(c as Parameters<typeof writerConditionOf>[0]),
      ),
    ).toEqual(["new", "used", "used", "used", "refurbished", "vintage"]);
  });

  it("weigh in whole grams", () => {
    expect(gramsOf({ value: 1.5, unit: "kg" })).toBe(1500);
    expect(gramsOf({ value: 1, unit: "lb" })).toBe(454);
    expect(gramsOf({ value: 8, unit: "oz" })).toBe(227);
  });

  it("read prices as sellers type them", () => {
    expect(["36", "24,50", "24.5", "$1,299.99", "1.299,99 €", "free"].map(readPriceAmount)).toEqual([
      36,
      24.5,
      24.5,
      1299.99,
      1299.99,
      null,
    ]);
  });

  it("refuse a price to a fraction of a cent, and keep variants' names apart", () => {
    const parsed = listingDetailsSchema.safeParse({
      variants: { option: "Size", values: [{ value: "S", price: 12.345 }] },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Prices go to the cent");
    expect(
      listingDetailsSchema.safeParse({ variants: { option: "Size", values: [{ value: "S", price: 12.35 }] } })
        .success,
    ).toBe(true);
  });
});
