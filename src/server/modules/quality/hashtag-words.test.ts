import { describe, expect, it } from "vitest";
import { dictionaryOf, expandHashtags, splitHashtag } from "./hashtag-words";

const dictionary = dictionaryOf(["rosehip face oil in a glass bottle", "yellow jar of honey"], ["caramel"]);

describe("splitHashtag", () => {
  it("splits at capitals, digits and underscores", () => {
    expect(splitHashtag("#CaramelOil", dictionary)).toEqual(["caramel", "oil"]);
    expect(splitHashtag("#rosehip_oil", dictionary)).toEqual(["rosehip", "oil"]);
    expect(splitHashtag("#Size10", dictionary)).toEqual(["size", "10"]);
  });

  it("segments a lower-case tag into known words", () => {
    expect(splitHashtag("#yellowjar", dictionary)).toEqual(["yellow", "jar"]);
    expect(splitHashtag("#caramelfaceoil", dictionary)).toEqual(["caramel", "face", "oil"]);
  });

  it("keeps a tag whole when it cannot be segmented into known words", () => {
    expect(splitHashtag("#redbubble", dictionary)).toEqual(["redbubble"]);
    expect(splitHashtag("#shopsmall", dictionary)).toEqual(["shopsmall"]);
  });

  it("keeps a known word whole", () => {
    expect(splitHashtag("#rosehip", dictionary)).toEqual(["rosehip"]);
  });
});

describe("expandHashtags", () => {
  it("replaces every tag in a caption by its words", () => {
    expect(expandHashtags("New drop! #CaramelOil #yellowjar", dictionary)).toBe(
      "New drop! caramel oil yellow jar",
    );
  });

  it("leaves text without tags alone", () => {
    expect(expandHashtags("No tags here.", dictionary)).toBe("No tags here.");
  });
});
