import { describe, expect, it } from "vitest";
import { phrasesPerPlatform } from "./platform-phrases";

const out = (platform: string, brief: string, text: string, own: string[] = []) => ({
  platform,
  brief,
  text,
  ownWords: new Set(own),
});

describe("phrasesPerPlatform", () => {
  it("counts a template phrase shared by several briefs on one platform", () => {
    const phrases = phrasesPerPlatform([
      out("etsy", "a", "A great pick for anyone."),
      out("etsy", "b", "Also a great pick for anyone."),
      out("etsy", "c", "Something else entirely here."),
      out("etsy", "d", "Nothing in common at all."),
    ]);
    expect(phrases[0]).toMatchObject({ platform: "etsy", phrase: "a great pick for", count: 2, share: 0.5 });
  });

  it("does not count a phrase of one brief only, nor across platforms", () => {
    expect(
      phrasesPerPlatform([
        out("etsy", "a", "hand thrown stoneware mug"),
        out("etsy", "a", "hand thrown stoneware mug"),
        out("x", "b", "hand thrown stoneware mug"),
      ]),
    ).toEqual([]);
  });

  it("leaves a brief's own product words out of its phrases", () => {
    expect(
      phrasesPerPlatform([
        out("etsy", "a", "our speckled mug is here", ["mug"]),
        out("etsy", "b", "our speckled mug is here", ["mug"]),
      ]).map((phrase) => phrase.phrase),
    ).toEqual([]);
  });

  it("ignores hashtags", () => {
    expect(phrasesPerPlatform([out("x", "a", "#a #b #c #d"), out("x", "b", "#a #b #c #d")])).toEqual([]);
  });
});
