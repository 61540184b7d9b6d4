import { describe, expect, it } from "vitest";
import { factSheet } from "../../../../../../../tests/support/fact-sheet";
import type { FactSheet } from "../../../../../../domain/fact-sheet";
import { findUngrounded, groundsFor } from "../../../../../modules/generation/grounding/ground-text";
import { findLabelLines } from "../../../../../modules/quality/label-lines";
import { tokenise } from "../../../../../modules/quality/words";
import type { LanguagePack } from "../language";
import { languagePacks } from "./index";

/**
 * The rules every language pack keeps (../language.ts): framing claims nothing the seller did
 * not say, reads as prose (no label lines), and its variants share no 4-word run, so that the
 * pipeline's spreading keeps every phrase under 10 % of a platform's outputs.
 */
const EMPTY_SHEET: FactSheet = factSheet();

const NAME = "xyzzy";
const SHOP = "Qwerty Studio";
const URL = "https://example.com/p/1";

function framingLists(pack: LanguagePack): Record<string, string[]> {
  const fill = (line: string) => line.replaceAll("{shop}", SHOP).replaceAll("{url}", URL);
  const lists: Record<string, string[]> = {
    intros: Array.from({ length: pack.introCount }, (_, index) => pack.intro(NAME, index)),
    closers: pack.closers.map(fill),
    fromShop: pack.fromShop.map(fill),
  };
  for (const [register, hooks] of Object.entries(pack.hooks)) lists[`hooks.${register}`] = hooks.map(fill);
  for (const [intent, channels] of Object.entries(pack.ctas))
    for (const [channel, ctas] of Object.entries(channels))
      lists[`ctas.${intent}.${channel}`] = ctas.map(fill);
  return lists;
}

function fourGrams(line: string, ignored: ReadonlySet<string>): Set<string> {
  const words = tokenise(line);
  const grams = new Set<string>();
  for (let i = 0; i + 4 <= words.length; i++) {
    const window = words.slice(i, i + 4);
    if (window.some((word) => ignored.has(word))) continue;
    grams.add(window.join(" "));
  }
  return grams;
}

describe.each(Object.values(languagePacks))("language pack $language", (pack) => {
  const lists = framingLists(pack);
  const grounds = groundsFor(EMPTY_SHEET, "", pack.language);
  const ignored = new Set([...tokenise(NAME), ...tokenise(SHOP), ...tokenise(URL)]);

  it("has enough variants in every framing list", () => {
    const minimum = (key: string) => (key === "fromShop" ? 6 : key.startsWith("ctas.") ? 8 : 12);
    for (const [key, lines] of Object.entries(lists)) {
      expect(new Set(lines).size, key).toBeGreaterThanOrEqual(minimum(key));
    }
  });

  it("frames without claiming anything about the product", () => {
    for (const [key, lines] of Object.entries(lists))
      for (const line of lines) expect(findUngrounded(line, grounds), `${key}: ${line}`).toEqual([]);
  });

  it("writes framing as prose, never as label lines", () => {
    for (const [key, lines] of Object.entries(lists))
      for (const line of lines) expect(findLabelLines(line, "caption"), `${key}: ${line}`).toEqual([]);
  });

  it("never repeats a 4-word run between two variants of one list", () => {
    for (const [key, lines] of Object.entries(lists)) {
      const seen = new Map<string, string>();
      for (const line of lines) {
        for (const gram of fourGrams(line, ignored)) {
          const other = seen.get(gram);
          if (other !== undefined && other !== line)
            expect.fail(`${key}: "${gram}" in "${other}" and "${line}"`);
          seen.set(gram, line);
        }
      }
    }
  });

  it("keeps the seller's words verbatim in fact sentences", () => {
    const { facts } = pack;
    expect(facts.offer({ code: "SPRING15", discount: "15%", text: "15% with SPRING15" })).toContain(
      "SPRING15",
    );
    expect(facts.condition("used", ["worn twice"])).toContain("worn twice");
    expect(facts.materials(["stoneware"])).toContain("stoneware");
    expect(facts.design("Starry Night", "Van Gogh")).toMatch(/Starry Night.*Van Gogh/);
    for (const line of [
      facts.condition("used", ["worn twice"]),
      facts.materials(["stoneware"]),
      facts.specs(["12 oz"]),
      facts.colours(["sage green"]),
    ])
      expect(findLabelLines(line, "caption"), line).toEqual([]);
  });

  it("lists and sentences read naturally", () => {
    expect(pack.list(["a", "b", "c"])).toMatch(/^a, b \S+ c$/);
    expect(pack.list(["a"])).toBe("a");
    expect(pack.sentence("ships in 3 days")).toMatch(/^S.*\.$/);
    expect(pack.sentence("Ready?")).toBe("Ready?");
  });
});
