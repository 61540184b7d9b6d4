import { describe, expect, it } from "vitest";
import { properNamesOf, withProperNames } from "./proper-names";
import { understandBrief } from "./understand-brief";

describe("a maker's own spelling", () => {
  it("respells a known maker typed casually, wherever the sentence names it", () => {
    const levis = properNamesOf("Levi's", "501");
    expect(withProperNames("levis 501 jeans w32, the levis tag is intact", levis)).toBe(
      "Levi's 501 jeans w32, the Levi's tag is intact",
    );
    expect(withProperNames("Dr martens 1460 boots", properNamesOf("Dr. Martens", "1460"))).toBe(
      "Dr. Martens 1460 boots",
    );
    expect(withProperNames("dewalt drill 20v", properNamesOf("dewalt", undefined))).toBe("DeWalt drill 20v");
  });

  it("takes the seller's own brand from the form when it is a name, never a plain word", () => {
    expect(withProperNames("kiln & kettle mug", properNamesOf(undefined, undefined, "Kiln & Kettle"))).toBe(
      "Kiln & Kettle mug",
    );
    expect(withProperNames("bloom candle", properNamesOf(undefined, undefined, "Bloom"))).toBe(
      "bloom candle",
    );
  });

  it("respells a maker named by a plain word only before its model, and no other word", () => {
    const coach = properNamesOf("Coach", "Willis");
    expect(withProperNames("coach willis bag, a gift for a coach", coach)).toBe(
      "Coach willis bag, a gift for a coach",
    );
    expect(withProperNames("mcKee glass bowl", properNamesOf(undefined, undefined, "McKee Glass"))).toBe(
      "mcKee glass bowl",
    );
  });

  it("spells the product's name with it, and leaves a word no list knows as typed", () => {
    expect(understandBrief({ product: "levis 501 jeans w32 l30" })?.product).toMatch(/^Levi's 501 jeans/);
    expect(understandBrief({ product: "catan board game, complete" })?.product).toBe("Catan board game");
    expect(understandBrief({ product: "dewalt drill 20v with 2 batteries" })?.product).toMatch(
      /^DeWalt drill/,
    );
    expect(understandBrief({ product: "gizmotron desk lamp" })?.product).toBe("gizmotron desk lamp");
    // A product line names its maker and is spelt as the maker spells it.
    expect(understandBrief({ product: "iphone 13 128gb unlocked" })?.product).toBe("iPhone 13");
  });
});
