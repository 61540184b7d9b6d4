import { describe, expect, it } from "vitest";
import { captionFolds, captionTokens, foldCaption } from "./caption-fold";

describe("foldCaption", () => {
  it("shows a short caption whole", () => {
    expect(foldCaption("Warm mornings. #mug\n", captionFolds.instagram)).toEqual({
      shown: "Warm mornings. #mug",
      folded: false,
    });
  });

  it("folds between words before the network's character limit", () => {
    const caption = `${"Thrown by hand in small batches ".repeat(6)}#mug`;
    const { shown, folded } = foldCaption(caption, captionFolds.instagram);
    expect(folded).toBe(true);
    expect(Array.from(shown).length).toBeLessThanOrEqual(125);
    expect(shown.length).toBeGreaterThan(100);
    expect(caption.startsWith(shown)).toBe(true);
    // A word is never cut in two.
    expect(caption[shown.length]).toBe(" ");
  });

  it("cuts a word only when there is no break near the fold", () => {
    const { shown } = foldCaption("x".repeat(300), captionFolds.linkedin);
    expect(shown).toBe("x".repeat(210));
  });

  it("folds at the network's line limit", () => {
    const { shown, folded } = foldCaption("One\nTwo\nThree\nFour", captionFolds.linkedin);
    expect(shown).toBe("One\nTwo\nThree");
    expect(folded).toBe(true);
  });

  it("counts an emoji as one character and never splits it", () => {
    const caption = `${"☕️🎉".repeat(40)} end`;
    const { shown } = foldCaption(caption, captionFolds.pinterest);
    expect(caption.startsWith(shown)).toBe(true);
    expect(Array.from(shown).length).toBeLessThanOrEqual(60);
  });

  it("never folds an X post", () => {
    const caption = `${"word ".repeat(55)}\n\nnext`;
    expect(foldCaption(caption, captionFolds.twitter)).toEqual({ shown: caption.trimEnd(), folded: false });
  });
});

describe("captionTokens", () => {
  it("marks hashtags, links and @names, and keeps the rest as text", () => {
    expect(captionTokens("New mug by @clay.co at https://clayandco.shop/mug #café #pottery_love!")).toEqual([
      { kind: "text", text: "New mug by " },
      { kind: "mention", text: "@clay.co" },
      { kind: "text", text: " at " },
      { kind: "link", text: "https://clayandco.shop/mug" },
      { kind: "text", text: " " },
      { kind: "hashtag", text: "#café" },
      { kind: "text", text: " " },
      { kind: "hashtag", text: "#pottery_love" },
      { kind: "text", text: "!" },
    ]);
  });

  it("leaves e-mail addresses and mid-word signs alone", () => {
    expect(captionTokens("Write to hi@clay.co about C#9")).toEqual([
      { kind: "text", text: "Write to hi@clay.co about C#9" },
    ]);
  });

  it("gives back the whole text, in order", () => {
    const text = "#one two #three\nhttps://a.co/x four";
    expect(
      captionTokens(text)
        .map((token) => token.text)
        .join(""),
    ).toBe(text);
  });
});
