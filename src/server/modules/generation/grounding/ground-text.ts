import type { FactSheet } from "../../../../domain/fact-sheet";
import { type BuiltinLanguage, isBuiltinLanguage, type LanguageCode } from "../../../../domain/languages";
import { factWords } from "../fact-sheet/fact-words";
import { codesIn } from "../fact-sheet/offer";
import { findPhrases, type PhraseHit } from "../fact-sheet/phrase-match";
import { type ClaimWords, claimWordsFor, FORBIDDEN_CLAIMS } from "./claim-words";
import { maskIdioms } from "./idioms";
import { withSharedHeads } from "./shared-heads";

/**
 * What a piece of copy may claim: the seller's own text (every field they typed, in one
 * lowercase string) and their fact sheet. A colour, condition, care instruction, gender, making
 * or certification word in the copy must be found there; "made of X" must name one of the
 * product's own materials (not its bottle's).
 */
export interface Grounds {
  sheet: FactSheet;
  /** Everything the seller typed. */
  sellerText: string;
  language: BuiltinLanguage;
}

export interface Ungrounded {
  kind: "colour" | "condition" | "care" | "gender" | "claim" | "material" | "offer" | "forbidden";
  word: string;
}

export function groundsFor(
  sheet: FactSheet,
  sellerText: string,
  language: LanguageCode | undefined,
): Grounds {
  return { sheet, sellerText, language: isBuiltinLanguage(language) ? language : "en" };
}

/** Letters and digits only, lowercase: "Hand-wash" = "handwash", "women's" = "womens". */
const compact = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * The seller's words as a claim is looked up in them: every run of 1–5 words, compacted (spacing,
 * case and punctuation ignored), computed once per grounds.
 */
const saidRuns = new WeakMap<Grounds, Set<string>>();

function runsOf(grounds: Grounds): Set<string> {
  let runs = saidRuns.get(grounds);
  if (!runs) {
    runs = new Set<string>();
    const words = withSharedHeads(grounds.sellerText)
      .toLowerCase()
      .split(/[^\p{L}\p{N}'’-]+/u)
      .filter(Boolean);
    for (let start = 0; start < words.length; start++) {
      let joined = "";
      for (let length = 1; length <= 5 && start + length <= words.length; length++) {
        joined += words[start + length - 1];
        runs.add(compact(joined));
      }
    }
    saidRuns.set(grounds, runs);
  }
  return runs;
}

/** Whether the seller's own words say the phrase (whole words, spacing and case ignored). */
function said(grounds: Grounds, phrase: string): boolean {
  const target = compact(phrase);
  return !target || runsOf(grounds).has(target);
}

const HANDMADE_SAID =
  /\bhand[\s-]?(?:made|crafted|knit|knitted|stitched|sewn|poured|dyed|thrown|painted|built|carved|lettered|bound|tied|woven|cut|forged|printed|blown|turned|glazed|beaded|embroidered|illustrated|drawn)\b|\bmade by hand\b|\bi (?:make|knit|sew|throw|pour|carve|paint|crochet|weave)\b|\bhandarbeit|\bhandgemacht|\bselbstgemacht|\bfait(?:e)? main\b|\bhech[oa] a mano\b|\bartesan|\bartisan|\bcrochet|\bhäkel|\bgehäkelt|\bgestrickt|\btricot/i;
const HANDMADE_CLAIM =
  /^(?:handmade|hand-made|hand made|handcrafted|hand-crafted|made by hand|artisan|fait main|faite main|hecho a mano|hecha a mano|artesanal|handgemacht|handarbeit)$/i;

/** "used" as a verb ("can be used", "used for") states no condition. */
function verbUse(text: string, hit: PhraseHit): boolean {
  if (!/^used$/i.test(hit.text)) return false;
  const before = text.slice(Math.max(0, hit.index - 14), hit.index).toLowerCase();
  const after = text.slice(hit.index + hit.text.length, hit.index + hit.text.length + 6).toLowerCase();
  return (
    /\b(?:be|is|are|was|were|been|being|get|gets|got|we|i|you|they|it's|it is|often|commonly|easily|mostly)\s+$/.test(
      before,
    ) || /^\s+(?:to|for|as|in|by|with|on|daily|every)\b/.test(after)
  );
}

/** Every claim word in the text that neither the seller's words nor their sheet hold. */
export function findUngrounded(copy: string, grounds: Grounds): Ungrounded[] {
  // "link in bio" is the profile, not an organic claim.
  const text = maskIdioms(copy);
  const words: ClaimWords = claimWordsFor(grounds.language);
  const { sheet } = grounds;
  const found: Ungrounded[] = [];
  const colours = new Set(sheet.colours.flatMap((colour) => colour.toLowerCase().split(/[\s-]+/)));
  for (const hit of findPhrases(text, words.colours)) {
    const word = hit.text.toLowerCase();
    if (!colours.has(word) && !said(grounds, word)) found.push({ kind: "colour", word: hit.text });
  }
  for (const [condition, list] of Object.entries(words.conditions)) {
    for (const hit of findPhrases(text, list)) {
      if (verbUse(text, hit) || said(grounds, hit.text)) continue;
      const matches = condition === sheet.condition.value;
      // The sheet's own condition may be said in other words once the seller stated it.
      if (matches && sheet.condition.stated) continue;
      found.push({ kind: "condition", word: hit.text });
    }
  }
  for (const hit of findPhrases(text, words.care)) {
    if (
      !said(grounds, hit.text) &&
      !sheet.claims.some((claim) => compact(claim).includes(compact(hit.text)))
    ) {
      found.push({ kind: "care", word: hit.text });
    }
  }
  for (const hit of findPhrases(text, words.gender)) {
    const bare = hit.text
      .toLowerCase()
      .replace(/['’]s$|s$/, "")
      .replace(/^(?:for|para|pour|für)\s+/, "");
    if (!said(grounds, hit.text) && !said(grounds, bare) && !said(grounds, `${bare}s`))
      found.push({ kind: "gender", word: hit.text });
  }
  for (const hit of findPhrases(text, words.claims)) {
    if (HANDMADE_CLAIM.test(hit.text) ? HANDMADE_SAID.test(grounds.sellerText) : said(grounds, hit.text))
      continue;
    if (sheet.claims.some((claim) => compact(claim) === compact(hit.text))) continue;
    found.push({ kind: "claim", word: hit.text });
  }
  for (const hit of findPhrases(text, words.materials)) {
    if (
      !said(grounds, hit.text) &&
      !sheet.materials.some((material) => compact(material).includes(compact(hit.text)))
    ) {
      found.push({ kind: "material", word: hit.text });
    }
  }
  found.push(...madeOfPackaging(text, grounds, words));
  // Never said, whoever wrote it first (claim-words.ts FORBIDDEN_CLAIMS).
  for (const hit of findPhrases(text, FORBIDDEN_CLAIMS)) found.push({ kind: "forbidden", word: hit.text });
  // An offer code other than the sheet's: a code the seller corrected, or one nobody gave.
  const lists = grounds.language === "en" ? [factWords.en] : [factWords[grounds.language], factWords.en];
  for (const code of codesIn(text, lists)) {
    if (code.toLowerCase() !== sheet.offer?.code?.toLowerCase()) found.push({ kind: "offer", word: code });
  }
  return found;
}

/** "made from glass" for an oil in a glass bottle: the packaging's material stated as the product's. */
function madeOfPackaging(text: string, grounds: Grounds, words: ClaimWords): Ungrounded[] {
  const { sheet } = grounds;
  if (sheet.packaging.length === 0) return [];
  const own = sheet.materials.map((material) => material.toLowerCase());
  const packed = sheet.packaging.flatMap((pack) => pack.toLowerCase().split(/\s+/).slice(0, -1));
  const found: Ungrounded[] = [];
  for (const hit of findPhrases(text, words.madeOf)) {
    const next = text.slice(hit.index + hit.text.length, hit.index + hit.text.length + 30).toLowerCase();
    const material = packed.find((word) => new RegExp(`^\\s+(?:\\w+\\s+)?${word}\\b`, "u").test(next));
    if (material && !own.some((mine) => mine.includes(material)))
      found.push({ kind: "material", word: `${hit.text} ${material}` });
  }
  return found;
}

/**
 * The text with every sentence that states something ungrounded left out, lines and paragraphs
 * kept as they were. A line left empty goes; blank lines never pile up.
 */
export function withoutUngroundedSentences(text: string, grounds: Grounds): string {
  const lines = text.split("\n").map((line) => {
    if (!/[\p{L}\p{N}]/u.test(line)) return line;
    const sentences = line.split(/(?<=[.!?…])\s+/u);
    const kept = sentences.filter((sentence) => findUngrounded(sentence, grounds).length === 0);
    if (kept.length === sentences.length) return line;
    return kept.length ? kept.join(" ") : null;
  });
  const kept = lines.filter((line): line is string => line !== null);
  // A heading whose section lost every line ("CARE" over nothing) goes too.
  const withoutEmptyHeadings = kept.filter((line, index) => {
    if (!isHeading(line)) return true;
    const next = kept.slice(index + 1).find((other) => other.trim() !== "");
    return kept[index + 1]?.trim() !== "" && next !== undefined && !isHeading(next);
  });
  return withoutEmptyHeadings
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** "CARE", "DETAILS", "PFLEGE", "Care:": a section's heading line. */
function isHeading(line: string): boolean {
  const text = line.trim();
  return /^\p{Lu}[\p{Lu}\s&]{2,30}:?$/u.test(text) || /^\p{L}[\p{L}\s]{1,20}:$/u.test(text);
}

/** A title with the parts that state something ungrounded taken out ("Leather Sneakers, Vintage, 10"). */
export function withoutUngroundedTitleParts(title: string, grounds: Grounds): string {
  const parts = title.split(/(\s*[,|–—]\s*|\s+-\s+)/);
  const kept: string[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const part = parts[index] ?? "";
    const bad = findUngrounded(part, grounds);
    if (bad.length === 0) {
      if (kept.length) kept.push(parts[index - 1] ?? ", ");
      kept.push(part);
      continue;
    }
    // In the part that names the product, only the word goes ("Caramel Leather Sneakers").
    if (index === 0) {
      let cleaned = part;
      for (const { word } of bad)
        cleaned = cleaned.replace(
          new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])\\s*`, "iu"),
          "",
        );
      if (/[\p{L}\p{N}]/u.test(cleaned)) kept.push(cleaned.trim());
    }
  }
  return kept.join("").trim() || title;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "#CaramelOil" → "caramel oil": how a hashtag reads when checked. */
export function hashtagWords(tag: string): string {
  return tag
    .replace(/^#/, "")
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
}

export function isGroundedPhrase(phrase: string, grounds: Grounds): boolean {
  return findUngrounded(phrase, grounds).length === 0;
}
