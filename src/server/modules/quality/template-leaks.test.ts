import { describe, expect, it } from "vitest";
import { defaultIsPlural, findTemplateLeaks, pluralFromList } from "./template-leaks";

const kinds = (text: string) => findTemplateLeaks(text).map((leak) => leak.kind);

describe("findTemplateLeaks", () => {
  it("passes a clean caption", () => {
    expect(
      findTemplateLeaks(
        "A Christmas gift for the tea lover: this hand-thrown mug holds 350 ml. Dishwasher safe.",
      ),
    ).toEqual([]);
  });

  it("flags empty text", () => {
    expect(findTemplateLeaks("   \n")).toEqual([{ kind: "empty-text", excerpt: "" }]);
  });

  it("flags a doubled clause", () => {
    const leaks = findTemplateLeaks("Perfect for tea lovers, a thoughtful gift, and a thoughtful gift.");
    expect(leaks).toEqual([{ kind: "repeated-clause", excerpt: "a thoughtful gift" }]);
  });

  it("flags the doubled clause even in a cut-off excerpt", () => {
    expect(kinds("…a thoughtful gift, and a thoughtful gift.")).toContain("repeated-clause");
  });

  it("flags a sentence repeated within the text, ignoring case and punctuation", () => {
    const leaks = findTemplateLeaks("Shop the drop today! Made in small batches. shop the drop today.");
    expect(leaks).toEqual([{ kind: "repeated-sentence", excerpt: "shop the drop today" }]);
  });

  it("flags a/an directly before a plural", () => {
    const leaks = findTemplateLeaks("Step out in a sneakers built for city walks, or grab an earrings set.");
    expect(leaks).toEqual([
      { kind: "article-before-plural", excerpt: "a sneakers" },
      { kind: "article-before-plural", excerpt: "an earrings" },
    ]);
  });

  it("does not flag singular words ending in s", () => {
    expect(
      kinds("A dress, a cactus, a canvas print, a mother's day card, a kids' tee and a trellis."),
    ).toEqual([]);
  });

  it("accepts a plural predicate", () => {
    const isPlural = pluralFromList(["jeans", "leggings"]);
    expect(findTemplateLeaks("A jeans and a cards set.", { isPlural })).toEqual([
      { kind: "article-before-plural", excerpt: "A jeans" },
    ]);
  });

  it("flags a mid-text ellipsis but not one at the end", () => {
    expect(kinds("Hand-poured soy wax... scented with fig.")).toEqual(["mid-text-ellipsis"]);
    expect(kinds("Hand-poured soy wax… scented with fig.")).toEqual(["mid-text-ellipsis"]);
    expect(kinds("Something cosy is coming…")).toEqual([]);
    expect(kinds("Something cosy is coming... ✨")).toEqual([]);
  });

  it("flags unfilled slots and badly stringified values", () => {
    const leaks = findTemplateLeaks(
      "Meet the {{productName}} in undefined, only null left! [object Object] NaN",
    );
    expect(leaks.map((leak) => leak.kind)).toEqual(Array(6).fill("placeholder-literal"));
    expect(leaks[0]?.excerpt).toContain("undefined");
  });

  it("does not flag placeholder words inside other words or in another case", () => {
    expect(kinds("Annulled? Never. Naan bread board, Nullarbor print.")).toEqual([]);
  });
});

describe("defaultIsPlural", () => {
  it("flags -s words but not -ss/-us/-is or known singulars", () => {
    expect(["sneakers", "mugs", "earrings"].map(defaultIsPlural)).toEqual([true, true, true]);
    expect(["dress", "cactus", "iris", "christmas", "lens", "mug"].map(defaultIsPlural)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
