import { describe, expect, it } from "vitest";
import { MAX_NEVER_WORDS } from "../../../domain/brand-voice";
import { marketplacePlatforms, socialPlatforms } from "../../../domain/platforms";
import { neverWordsMatcher, neverWordsWork } from "./never-words";
import { normaliseListings, normaliseSocialResult } from "./normalise";

/**
 * Issue 29, finding 6: a hostile voice (fifty never-words like "a a a … b0") cost 0.5–1.5 s of
 * CPU per photo: one big regex compiled for every photo and platform, which tried every word at
 * every "a". The words are now compiled once per list, and matched by one pass of an automaton.
 * These tests count the work, not the time.
 */

/** Fifty words of 40 characters: "a a a … a b0", "a a a … a b1", … */
const hostileWords = (tag: string, count = MAX_NEVER_WORDS) =>
  Array.from({ length: count }, (_, index) => {
    const tail = `${tag}${index}`;
    return `${"a ".repeat((40 - tail.length) / 2)}${tail}`.slice(0, 40);
  });

function stepsFor(run: () => void): number {
  const before = neverWordsWork.steps;
  run();
  return neverWordsWork.steps - before;
}

describe("the cost of a seller's never-words", () => {
  it("compiles a voice once for a whole job, not per photo or platform", () => {
    const words = [...hostileWords(`job${Date.now()}x`, 45), "cheap", "mass produced"];
    const caption = `${"a ".repeat(300)}b7 Cheap mugs, mass-produced. #cheapmugs`;
    const before = neverWordsWork.compiles;
    for (let photo = 0; photo < 20; photo += 1) {
      const social = normaliseSocialResult(
        {
          platforms: Object.fromEntries(socialPlatforms.map((platform) => [platform, { caption }])),
          hashtags: ["#mugs", "#cheapmugs"],
        },
        socialPlatforms,
        [],
        { neverWords: words },
      );
      expect(social.platforms.instagram?.caption.toLowerCase()).not.toContain("cheap");
      const listings = normaliseListings(
        {
          platforms: Object.fromEntries(
            marketplacePlatforms.map((platform) => [
              platform,
              { title: "Cheap mug", description: caption, tags: ["cheap mug", "mug"], category: "Mugs" },
            ]),
          ),
        },
        marketplacePlatforms,
        { neverWords: words },
      );
      expect(listings.etsy?.title).toBe("Mug");
    }
    expect(neverWordsWork.compiles - before).toBe(1);
    // The same words in another order or casing are another list only when they differ.
    neverWordsMatcher(words.map((word) => word.toUpperCase()));
    expect(neverWordsWork.compiles - before).toBe(2);
  });

  it("matches in steps linear in the text, however hostile the words", () => {
    const voices = [
      hostileWords("b"),
      // Every prefix of a long run: each position ends many words at once.
      Array.from({ length: 20 }, (_, index) => "a ".repeat(index + 1).trim()),
      Array.from({ length: MAX_NEVER_WORDS }, (_, index) => `${"ab".repeat(10)}${index}`),
    ];
    const texts = (size: number) => [
      "a ".repeat(size / 2),
      "a-".repeat(size / 2),
      "ab".repeat(size / 2),
      `#${"a".repeat(size)}`,
      "a a b0 ".repeat(size / 7),
    ];
    for (const words of voices) {
      const never = neverWordsMatcher(words);
      if (!never) throw new Error("no matcher");
      for (const [index, small] of texts(20_000).entries()) {
        const large = texts(40_000)[index] as string;
        const cost = (text: string) =>
          stepsFor(() => {
            never.hits(text);
            never.remove(text);
          });
        const smallSteps = cost(small);
        const largeSteps = cost(large);
        // Twice the text, about twice the work; and never more than a few steps per character
        // per word, against the hundreds the regex spent.
        expect(largeSteps, `${words[0]} / ${small.slice(0, 8)}`).toBeLessThanOrEqual(smallSteps * 2.2 + 100);
        expect(smallSteps, `${words[0]} / ${small.slice(0, 8)}`).toBeLessThanOrEqual(
          small.length * (4 + 2 * words.length),
        );
      }
    }
  });

  it("keeps at most the profile's number of words, and one of each in any casing", () => {
    const before = neverWordsWork.compiles;
    const words = Array.from({ length: MAX_NEVER_WORDS + 10 }, (_, index) => `cap${Date.now()}w${index}`);
    const never = neverWordsMatcher([...words, ...words.map((word) => word.toUpperCase())]);
    expect(neverWordsWork.compiles - before).toBe(1);
    expect(never?.hits(words[MAX_NEVER_WORDS - 1] ?? "")).toBe(true);
    expect(never?.hits(words[MAX_NEVER_WORDS] ?? "")).toBe(false);
  });
});
