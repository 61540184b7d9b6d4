import { describe, expect, it } from "vitest";
import {
  article,
  cleanHashtag,
  cleanLabel,
  cleanText,
  joinList,
  possessive,
  sentences,
  titleCase,
  toHashtag,
  truncateWords,
} from "./text";

describe("text helpers", () => {
  it("strips markup, scripts, control characters and hashtags' hash signs from user text", () => {
    expect(cleanText("<script>alert(1)</script><b>Glazed</b> by\u0007 hand #pottery")).toBe(
      "Glazed by hand pottery",
    );
    expect(cleanText("\u202Egnirts\u202C  spaced\n\nout")).toBe("gnirts spaced out");
    expect(cleanText("Not listed")).toBe("");
    expect(cleanText(undefined)).toBe("");
    expect(cleanLabel("  Clay & Co!!  ")).toBe("Clay & Co");
    expect(cleanLabel("!!!")).toBeUndefined();
  });

  it("cuts at a word boundary, never mid-emoji", () => {
    expect(truncateWords("one two three four", 12)).toBe("one two…");
    expect(truncateWords("short", 12)).toBe("short");
    const emoji = truncateWords("🔥".repeat(10), 7);
    expect(emoji.length).toBeLessThanOrEqual(7);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("writes hashtags and lists the way people do", () => {
    expect(toHashtag("Clay & Co")).toBe("ClayAndCo");
    expect(toHashtag("sage green")).toBe("SageGreen");
    expect(cleanHashtag("#slow living!")).toBe("slowliving");
    expect(joinList(["a", "b", "c"])).toBe("a, b and c");
    expect(article("earthy")).toBe("an");
    expect(article("useful")).toBe("a");
    expect(possessive("Clay & Co")).toBe("Clay & Co’s");
    expect(titleCase("gift for the home")).toBe("Gift for the Home");
    expect(sentences("One. Two! Three")).toEqual(["One.", "Two!", "Three"]);
  });
});
