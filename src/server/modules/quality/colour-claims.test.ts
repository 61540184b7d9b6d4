import { describe, expect, it } from "vitest";
import {
  checkColourClaims,
  checkColourTruth,
  DEFAULT_COLOURS,
  findColours,
  sameFamily,
} from "./colour-claims";

describe("checkColourClaims", () => {
  it("flags an output colour the brief never mentioned", () => {
    const check = checkColourClaims(
      "Stoneware mug glazed in deep red",
      "A burnt orange cup for slow mornings",
    );
    expect(check).toEqual({
      briefColours: ["red"],
      outputColours: ["burnt orange"],
      unsupported: ["burnt orange"],
      contradiction: true,
    });
  });

  it("accepts a shade of a brief colour", () => {
    expect(checkColourClaims("Red ceramic mug", "A crimson mug for coffee").contradiction).toBe(false);
    expect(checkColourClaims("navy blue linen apron", "Cobalt apron, washed linen").contradiction).toBe(
      false,
    );
    expect(checkColourClaims("a sage green planter", "Olive-toned planter").contradiction).toBe(false);
  });

  it("has nothing to contradict when the brief names no colour", () => {
    const check = checkColourClaims("Handmade ceramic mug", "A bright yellow mug");
    expect(check.contradiction).toBe(false);
    expect(check.unsupported).toEqual([]);
    expect(check.outputColours).toEqual(["yellow"]);
  });

  it("reports each unsupported colour once", () => {
    const check = checkColourClaims(
      "black leather wallet",
      "Black wallet with white stitching. White thread, black hide.",
    );
    expect(check.unsupported).toEqual(["white"]);
  });

  it("matches whole words only, case-insensitively", () => {
    expect(checkColourClaims("RED enamel pin", "Sold on Redbubble, tangerine tin").contradiction).toBe(false);
  });

  it("takes a custom colour list", () => {
    const check = checkColourClaims("mint green mug", "mint green mug with a pearl handle", {
      colours: ["mint green", "pearl"],
      families: {},
    });
    expect(check.unsupported).toEqual(["pearl"]);
  });
});

describe("findColours", () => {
  it("prefers the longest name, so multi-word colours are not split", () => {
    expect(findColours("Burnt-orange scarf, navy blue trim and sky blue tassels")).toEqual([
      "burnt orange",
      "navy blue",
      "sky blue",
    ]);
  });

  it("ships a default list of around forty colours", () => {
    expect(DEFAULT_COLOURS.length).toBeGreaterThanOrEqual(40);
    expect(DEFAULT_COLOURS).toContain("navy blue");
  });
});

describe("sameFamily", () => {
  it("joins shades through their family, in both directions", () => {
    expect(sameFamily("crimson", "red")).toBe(true);
    expect(sameFamily("red", "maroon")).toBe(true);
    expect(sameFamily("burgundy", "scarlet")).toBe(true);
    expect(sameFamily("red", "navy")).toBe(false);
  });
});

describe("checkColourTruth", () => {
  it("catches the backdrop's colour as both a contradiction and unsupported", () => {
    expect(
      checkColourTruth("Hand-thrown stoneware mug glazed deep red", ["deep red"], "A warm orange mug"),
    ).toEqual({
      briefColours: ["red"],
      photoColours: ["red"],
      outputColours: ["orange"],
      contradicting: ["orange"],
      unsupported: ["orange"],
    });
  });

  it("lets the photo support a colour only when the seller named none", () => {
    const unnamed = checkColourTruth(
      "Van Gogh Starry Night print",
      ["blue", "yellow"],
      "Swirling navy and gold",
    );
    expect(unnamed.contradicting).toEqual([]);
    expect(unnamed.unsupported).toEqual([]);
    const named = checkColourTruth(
      "Set of 2 espresso cups, red glaze",
      ["red", "white"],
      "Red and white cups",
    );
    expect(named.contradicting).toEqual(["white"]);
    expect(named.unsupported).toEqual([]);
  });

  it("flags a colour nobody gave even when the seller named no colour", () => {
    const check = checkColourTruth(
      "Canvas tote bag, natural undyed cotton",
      ["cream", "beige"],
      "A purple tote",
    );
    expect(check.contradicting).toEqual([]);
    expect(check.unsupported).toEqual(["purple"]);
  });

  it("knows the extra shades writers reach for", () => {
    expect(findColours("Caramel or black? Coral, off-white and space gray.")).toEqual([
      "caramel",
      "black",
      "coral",
      "off-white",
      "space gray",
    ]);
    expect(findColours("A coffee mug, a wine glass and a walnut board")).toEqual([]);
  });
});
