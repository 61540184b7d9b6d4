import { describe, expect, it } from "vitest";
import {
  defaultIsPlural,
  findListingLeaks,
  findRepeatsAcrossOutputs,
  findTemplateLeaks,
  leaksNotFrom,
  pluralFromList,
} from "./template-leaks";

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
    // undefined, null, NaN, [object Object] and the one {{productName}} slot.
    expect(leaks.map((leak) => leak.kind)).toEqual(Array(5).fill("placeholder-literal"));
    expect(leaks[0]?.excerpt).toContain("undefined");
  });

  it("does not flag placeholder words inside other words or in another case", () => {
    expect(kinds("Annulled? Never. Naan bread board, Nullarbor print.")).toEqual([]);
  });

  it("flags a single-brace slot and a stray brace", () => {
    expect(kinds("Meet the {product} from {brand}.")).toEqual(["placeholder-literal", "placeholder-literal"]);
    expect(kinds("Cosy nights } ahead")).toEqual(["placeholder-literal"]);
  });

  it("flags any ellipsis with words after it, even one that ends a sentence", () => {
    expect(kinds("Gold-plated Sterling Silver… Necklace 18 inch")).toEqual(["mid-text-ellipsis"]);
    expect(kinds("Wait for it… #candle")).toEqual(["mid-text-ellipsis"]);
  });

  it("flags a doubled word on one line, whatever the case, but not repeated numbers", () => {
    expect(findTemplateLeaks("Gold Gold Necklace with the the chain")).toEqual([
      { kind: "doubled-word", excerpt: "Gold Gold" },
      { kind: "doubled-word", excerpt: "the the" },
    ]);
    expect(kinds("Set of 2 2 mugs. Mug\nMug lovers, rejoice")).toEqual([]);
  });

  it("flags a slot echoing the word before it", () => {
    expect(findTemplateLeaks("Gift Idea, Gift for Gift Buyers")).toEqual([
      { kind: "echoed-slot", excerpt: "Gift for Gift" },
    ]);
    expect(kinds("Day to day, side by side, a gift for tea lovers.")).toEqual([]);
  });
});

describe("findListingLeaks", () => {
  const listing = {
    title: "Deep Red Stoneware Mug",
    description: "Thrown on the wheel. Holds 12 oz.",
    category: "Home & Living > Kitchen & Dining > Drink & Barware > Mugs",
    suggestedPrice: "$34.00",
    tags: ["stoneware mug", "red mug"],
  };

  it("passes a clean listing", () => {
    expect(findListingLeaks(listing)).toEqual([]);
  });

  it("names empty required fields, empty optional fields and the field of each leak", () => {
    const leaks = findListingLeaks({
      ...listing,
      suggestedPrice: "",
      tags: [],
      seoTitle: " ",
      bulletPoints: ["Holds 12 oz… and more", "undefined"],
    });
    expect(leaks.map((leak) => [leak.kind, leak.field])).toEqual([
      ["empty-field", "suggestedPrice"],
      ["empty-field", "tags"],
      ["empty-field", "seoTitle"],
      ["mid-text-ellipsis", "bulletPoints[0]"],
      ["placeholder-literal", "bulletPoints[1]"],
    ]);
  });

  it("allows an ellipsis that ends a truncated field", () => {
    expect(
      findListingLeaks({ ...listing, description: "Thrown on the wheel, glazed by hand and fired tw…" }),
    ).toEqual([]);
  });
});

describe("findRepeatsAcrossOutputs", () => {
  it("finds a sentence two outputs of one generation share, reported on the later one", () => {
    const repeats = findRepeatsAcrossOutputs([
      { key: "instagram", text: "Fresh from the kiln! Each mug is thrown by hand. #pottery #mug" },
      { key: "facebook", text: "New this week. Each mug is thrown by hand.\n#pottery #mug" },
      { key: "twitter", text: "Kiln day! Fresh mugs." },
    ]);
    expect(repeats).toEqual([
      {
        key: "facebook",
        firstKey: "instagram",
        leak: { kind: "repeated-across-outputs", excerpt: "each mug is thrown by hand" },
      },
    ]);
  });

  it("lets the seller's facts recur, given the seller's words, but not the writer's framing", () => {
    const outputs = [
      { key: "pinterest", text: "Made of stoneware and silicone. Tap here to see more of our shop." },
      { key: "tiktok", text: "Made of stoneware and silicone. Tap here to see more of our shop." },
    ];
    const repeats = findRepeatsAcrossOutputs(outputs, undefined, "stoneware silicone teethers");
    expect(repeats.map((repeat) => repeat.leak.excerpt)).toEqual(["tap here to see more of our shop"]);
    // Without the seller's words, both count.
    expect(findRepeatsAcrossOutputs(outputs)).toHaveLength(2);
  });

  it("ignores item-specifics lines", () => {
    expect(
      findRepeatsAcrossOutputs([
        { key: "ebay", text: "Item specifics\n• Material: gold-plated sterling silver and moonstone" },
        {
          key: "mercari",
          text: "Material: gold-plated sterling silver and moonstone\nChain: 18 inch, lobster clasp",
        },
      ]),
    ).toEqual([]);
  });

  it("ignores short sentences, hashtag blocks and links", () => {
    expect(
      findRepeatsAcrossOutputs([
        { key: "a", text: "Shop now. #one #two #three #four https://example.com/shop/mug" },
        { key: "b", text: "Shop now. #one #two #three #four https://example.com/shop/mug" },
      ]),
    ).toEqual([]);
  });
});

describe("leaksNotFrom", () => {
  it("keeps the writer's leaks and drops what the seller typed", () => {
    const seller = "word word word, and null";
    const leaks = findTemplateLeaks("Say word word word. A sneakers for null days.");
    expect(leaksNotFrom(leaks, seller).map((leak) => leak.kind)).toEqual(["article-before-plural"]);
  });

  it("never excuses an empty text", () => {
    expect(leaksNotFrom(findTemplateLeaks(""), "")).toEqual([{ kind: "empty-text", excerpt: "" }]);
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
