import { describe, expect, it } from "vitest";
import { loadQualityBriefs } from "./briefs";
import { hashtagsIn, isRelevantTag, tagRelevance, tagVocabularyOf } from "./hashtag-relevance";

const briefs = new Map(loadQualityBriefs().map((brief) => [brief.key, brief]));
const vocabularyOf = (key: string) => {
  const brief = briefs.get(key);
  if (!brief) throw new Error(`no brief ${key}`);
  return tagVocabularyOf(brief);
};
const mug = vocabularyOf("mug");

describe("isRelevantTag", () => {
  it("takes hashtags naming the mug, its material family, uses, colour and brand", () => {
    // "mug" is the product; stoneware is ceramic; coffee is what a mug is for.
    for (const tag of [
      "#mug",
      "#ceramics",
      "#coffeelover",
      "#Mugs",
      "#RedMug",
      "#StonewareMug",
      "#KilnAndCo",
    ]) {
      expect(isRelevantTag(tag, mug), tag).toBe(true);
    }
    // The department's occasions and the seller's own tags; marketplace tags are phrases.
    for (const tag of ["#HousewarmingGift", "#pottery", "coffee mug", "housewarming gift", "#Drinkware"]) {
      expect(isRelevantTag(tag, mug), tag).toBe(true);
    }
  });

  it("refuses filler that fits any product", () => {
    for (const tag of [
      "#instagood",
      "#love",
      "#photooftheday",
      "#ShopNow",
      "#ShopSmall",
      "#SmallBusiness",
      "#NewArrival",
      "#GiftForHer",
      "gift idea",
      "everyday",
    ]) {
      expect(isRelevantTag(tag, mug), tag).toBe(false);
    }
  });

  it("needs a short word to stand as a word: #muglife and #redmug, not #inspired or #cupcake", () => {
    expect(isRelevantTag("#muglife", mug)).toBe(true);
    expect(isRelevantTag("#redmug", mug)).toBe(true);
    // "red" ends "inspired" and "cup" (a mug's alias) starts "cupcake": neither is about the mug.
    expect(isRelevantTag("#inspired", mug)).toBe(false);
    expect(isRelevantTag("#cupcake", mug)).toBe(false);
    // "gold" is the necklace's colour, and #goldenhour is about light.
    const necklace = vocabularyOf("necklace");
    expect(isRelevantTag("#GoldNecklace", necklace)).toBe(true);
    expect(isRelevantTag("#goldenhour", necklace)).toBe(false);
  });

  it("judges against the product at hand: a mug's hashtag says nothing about a necklace", () => {
    const necklace = vocabularyOf("necklace");
    expect(isRelevantTag("#coffeelover", necklace)).toBe(false);
    expect(isRelevantTag("#moonstone", necklace)).toBe(true);
    expect(isRelevantTag("#LunaLane", necklace)).toBe(true);
    expect(isRelevantTag("#moonstone", mug)).toBe(false);
  });

  it("takes the seller's audience, condition and making only when the seller says them", () => {
    // Sneakers "barely worn" are second-hand; the mug is not.
    expect(isRelevantTag("#Secondhand", vocabularyOf("sneakers"))).toBe(true);
    expect(isRelevantTag("#Secondhand", mug)).toBe(false);
    // The laptop's seller sells to students; the candle's seller says it is hand-poured.
    expect(isRelevantTag("#StudentLife", vocabularyOf("laptop"))).toBe(true);
    expect(isRelevantTag("#Handmade", vocabularyOf("candle"))).toBe(true);
    expect(isRelevantTag("#Handmade", vocabularyOf("laptop"))).toBe(false);
    // A cotton wick is not a cotton candle: the type's usual materials are not the product's.
    expect(isRelevantTag("#Cotton", vocabularyOf("candle"))).toBe(false);
  });
});

describe("tagRelevance", () => {
  it("gives the share of tags that relate to the product, each tag once", () => {
    const result = tagRelevance(
      ["#mug", "#ceramics", "#coffeelover", "#instagood", "#love", "#photooftheday", "#Mug"],
      mug,
    );
    expect(result).toEqual({
      tags: 6,
      relevant: ["#mug", "#ceramics", "#coffeelover"],
      irrelevant: ["#instagood", "#love", "#photooftheday"],
      share: 0.5,
    });
  });

  it("has no share without tags", () => {
    expect(tagRelevance([], mug)).toEqual({ tags: 0, relevant: [], irrelevant: [], share: null });
  });
});

describe("hashtagsIn", () => {
  it("finds a caption's hashtags, not anchors, HTML entities or URL fragments", () => {
    expect(
      hashtagsIn("New in! #StonewareMug, #mug and #MUG. Q&A#1 see example.com/#top\n#coffeelover"),
    ).toEqual(["#StonewareMug", "#mug", "#coffeelover"]);
  });
});
