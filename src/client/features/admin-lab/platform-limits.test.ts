import { describe, expect, it } from "vitest";
import { checkPlatformLimits } from "./platform-limits";

describe("checkPlatformLimits", () => {
  it("passes captions within every limit and says what it measured", () => {
    const check = checkPlatformLimits({
      platforms: { instagram: { caption: "A mug. #pottery" }, twitter: { caption: "A mug." } },
      hashtags: ["#pottery"],
    });
    expect(check).toEqual({
      passed: true,
      details: "2 captions within limits (Instagram 15/2,200, X (Twitter) 6/280); 1 hashtags",
    });
  });

  it("counts X in weighted characters: a URL is 23, whatever its length", () => {
    const url = `https://example.com/${"a".repeat(300)}`;
    expect(checkPlatformLimits({ platforms: { twitter: { caption: url } }, hashtags: ["#a"] }).passed).toBe(
      true,
    );
    const emoji = "☕".repeat(141); // 2 each: 282
    expect(checkPlatformLimits({ platforms: { twitter: { caption: emoji } }, hashtags: ["#a"] })).toEqual({
      passed: false,
      details: "X (Twitter) caption 282 > 280 weighted characters",
    });
  });

  it("names every broken rule: length, hashtags in the text, empty captions, the hashtag list", () => {
    const check = checkPlatformLimits({
      platforms: {
        pinterest: { caption: "p".repeat(501) },
        facebook: { caption: "#a #b #c #d" },
        linkedin: { caption: "  " },
      },
      hashtags: [],
    });
    expect(check.passed).toBe(false);
    expect(check.details.split("; ")).toEqual([
      "Facebook caption has 4 > 3 hashtags",
      "LinkedIn caption is empty",
      "Pinterest caption 501 > 500 characters",
      "0 hashtags in the list (1–30 expected)",
    ]);
  });

  it("does not count '#' inside a word, a URL or an entity as a hashtag", () => {
    const caption = "C# and F#, see https://a.example/#top &#39; #one #two #three";
    expect(checkPlatformLimits({ platforms: { facebook: { caption } }, hashtags: ["#x"] }).passed).toBe(true);
  });

  it("fails when there is nothing to check", () => {
    expect(checkPlatformLimits({ platforms: {}, hashtags: ["#a"] })).toEqual({
      passed: false,
      details: "no captions to check",
    });
  });
});
