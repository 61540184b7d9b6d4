import { describe, expect, it } from "vitest";
import {
  article,
  cleanHashtag,
  cleanLabel,
  cleanText,
  joinList,
  lines,
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

  // Pen test: each of these patterns rescanned long runs (quadratic); the outputs are unchanged.
  it("cleans long hostile runs: unclosed tags, '#' runs, spaces and punctuation before more text", () => {
    expect(cleanText("a <script>x</script> b <style>p{}</style>c")).toBe("a b c");
    expect(cleanText(`${"<script a".repeat(40_000)}x`)).toBe(`${"script a ".repeat(39_999)}script ax`);
    expect(cleanText(`keep ${"<a".repeat(100_000)}`)).toBe(`keep ${"a ".repeat(99_999)}a`);
    expect(cleanText(`${"#".repeat(100_000)}tag ${"#".repeat(100_000)}`)).toBe(`tag ${"#".repeat(100_000)}`);
    expect(lines(`a${" ".repeat(200_000)}x`, "b")).toBe(`a${" ".repeat(200_000)}x\nb`);
    expect(lines("a ", " ", " ", "", "b")).toBe("a\n\nb");
    const label = `Brand${", ".repeat(100_000)}x`;
    expect(cleanLabel(label, 300_000)).toBe(label);
    expect(cleanLabel("Brand, , ;", 60)).toBe("Brand");
  });
});
