import { describe, expect, it } from "vitest";
import { findForbidden } from "./must-not-say";

const phrases = (list: string[], text: string) => findForbidden(list, text).map((hit) => hit.phrase);

// The first call compiles the vocabulary (a second or more on a busy machine).
describe("findForbidden", { timeout: 30_000 }, () => {
  it("finds a whole-word, case-insensitive hit", () => {
    expect(phrases(["porcelain", "oven safe"], "A Porcelain mug, oven-safe too.")).toEqual([
      "porcelain",
      "oven safe",
    ]);
  });

  it("misses part of a word", () => {
    expect(phrases(["gold"], "Goldenrod yellow")).toEqual([]);
  });

  it("excuses an explicit negation", () => {
    expect(phrases(["box"], "Sold with no box.")).toEqual([]);
    expect(phrases(["frame"], "Frame not included.")).toEqual([]);
    expect(phrases(["caja"], "Se vende sin caja.")).toEqual([]);
    expect(phrases(["Rahmen"], "Ohne Rahmen.")).toEqual([]);
  });

  it("still counts the same phrase stated plainly elsewhere", () => {
    expect(phrases(["box"], "No box? Comes in the original box.")).toEqual(["box"]);
  });

  it("matches apostrophes either way", () => {
    expect(phrases(["women's"], "Women’s sneakers")).toEqual(["women's"]);
  });
});

describe("findForbidden and social idioms", { timeout: 30_000 }, () => {
  it("does not take 'link in bio' for a bio claim, but catches one", () => {
    expect(phrases(["bio"], "Lien en bio !")).toEqual([]);
    expect(phrases(["bio"], "Miel bio de Provence.")).toEqual(["bio"]);
  });
});
