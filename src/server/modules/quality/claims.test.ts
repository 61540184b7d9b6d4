import { describe, expect, it } from "vitest";
import { findUnsupportedClaims } from "./claims";

const claims = (seller: string, output: string) => findUnsupportedClaims(seller, output).map((c) => c.claim);

describe("findUnsupportedClaims", () => {
  it("flags a claim the seller never made, once, with its words", () => {
    const found = findUnsupportedClaims(
      "White leather sneakers, barely worn",
      "Handmade leather sneakers. Handmade and waterproof, eco-friendly too.",
    );
    expect(found.map((claim) => claim.claim)).toEqual(["handmade", "eco-friendly", "waterproof"]);
    expect(found[0]?.excerpt).toContain("Handmade leather sneakers");
  });

  it("accepts what the seller said, in their own words", () => {
    expect(claims("Hand-thrown stoneware mug", "A handmade mug, thrown on the wheel.")).toEqual([]);
    expect(claims("Business: Handmade crafts", "Handmade in our studio.")).toEqual([]);
    expect(claims("Organic cotton onesie, nickel-free snaps", "Organic cotton, nickel-free snaps.")).toEqual(
      [],
    );
    expect(claims("Finished with food-safe oil", "Food safe finish.")).toEqual([]);
  });

  it("does not take lettering or a drawn design for a handmade product", () => {
    expect(claims("Black tee with a hand-lettered slogan", "A handmade tee.")).toEqual(["handmade"]);
  });

  it("knows materials and origin claims", () => {
    expect(claims("Gold-plated pendant necklace", "Solid gold pendant, 14k gold, made in Italy.")).toEqual([
      "made in a named country",
      "solid or karat gold",
    ]);
    expect(claims("Gold-plated sterling silver necklace", "Sterling silver under gold plate.")).toEqual([]);
    expect(claims("White leather sneakers", "Genuine leather upper.")).toEqual(["genuine leather"]);
  });

  it("does not count karat-like mileage or sizes", () => {
    expect(claims("2015 motorcycle, 18,000 miles", "Only 18k miles, 500 cc.")).toEqual([]);
  });

  it("treats a negated mention as advice, not a claim", () => {
    expect(claims("Stoneware mug", "Not dishwasher safe: hand wash to keep the glaze bright.")).toEqual([]);
    expect(claims("Stoneware mug", "It isn't microwave safe.")).toEqual([]);
  });

  it("matches whole words only", () => {
    expect(claims("Canvas tote", "Organically shaped handles, veganism aside.")).toEqual([]);
  });
});
