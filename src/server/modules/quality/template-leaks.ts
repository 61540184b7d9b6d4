import { tokenise } from "./words";

export type TemplateLeakKind =
  | "empty-text"
  | "repeated-sentence"
  | "repeated-clause"
  | "article-before-plural"
  | "mid-text-ellipsis"
  | "placeholder-literal";

export interface TemplateLeak {
  kind: TemplateLeakKind;
  excerpt: string;
}

export interface TemplateLeakOptions {
  /** Decides whether the word after "a"/"an" is a plural. Receives the word lower-cased. */
  isPlural?: (word: string) => boolean;
}

/**
 * Singular words that end in a lone "s". Why: sellers write "a Christmas gift" and "a canvas
 * print" all the time, and the suffix heuristic must not call those leaks.
 */
export const SINGULAR_S_WORDS: ReadonlySet<string> = new Set([
  "alias",
  "atlas",
  "bias",
  "canvas",
  "christmas",
  "gas",
  "lens",
  "news",
  "series",
  "species",
  "thermos",
  "yes",
]);

/**
 * Why: a slot filled with a plural ("a {product}" → "a sneakers") is the commonest grammar leak of
 * a template writer. Keep it simple: ends in "s" but not "ss"/"us"/"is" ("a dress", "a cactus",
 * "a trellis" are fine), minus a short list of singular "-s" words.
 */
export function defaultIsPlural(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 3 || !w.endsWith("s")) return false;
  if (w.endsWith("ss") || w.endsWith("us") || w.endsWith("is") || w.endsWith("'s")) return false;
  return !SINGULAR_S_WORDS.has(w);
}

/** Why: a caller with a real noun list can plug it in instead of the suffix heuristic. */
export function pluralFromList(plurals: Iterable<string>): (word: string) => boolean {
  const set = new Set([...plurals].map((word) => word.toLowerCase()));
  return (word) => set.has(word.toLowerCase());
}

const PLACEHOLDER_WORDS = ["undefined", "null", "NaN"] as const;
const PLACEHOLDER_MARKERS = ["[object Object]", "{{", "}}"] as const;
const EXCERPT_RADIUS = 30;
const MIN_CLAUSE_WORDS = 3;
const LEADING_CONNECTIVES = new Set(["and", "or", "but", "plus", "so", "also"]);

/**
 * Why: these are the fingerprints of a template writer gone wrong — an unfilled slot, a value
 * that stringified badly, a sentence emitted twice, a truncation mid-text — that a human seller
 * would never write. Returns one entry per finding, in a stable order by kind.
 */
export function findTemplateLeaks(text: string, options: TemplateLeakOptions = {}): TemplateLeak[] {
  if (text.trim() === "") return [{ kind: "empty-text", excerpt: "" }];
  const isPlural = options.isPlural ?? defaultIsPlural;
  return [
    ...repeatedSegments(text),
    ...articleBeforePlural(text, isPlural),
    ...midTextEllipses(text),
    ...placeholderLiterals(text),
  ];
}

/**
 * Why: a doubled sentence ("A thoughtful gift. A thoughtful gift.") or doubled clause
 * ("…a thoughtful gift, and a thoughtful gift.") means two template parts produced the same line.
 * Compared after normalising case, punctuation and a leading "and"/"or".
 */
function repeatedSegments(text: string): TemplateLeak[] {
  const leaks: TemplateLeak[] = [];
  const reported = new Set<string>();
  const sentences = text.split(/(?<=[.!?…])\s+|\n+/);
  for (const key of duplicates(
    sentences.map((sentence) => tokenise(sentence).join(" ")),
    1,
  )) {
    reported.add(key);
    leaks.push({ kind: "repeated-sentence", excerpt: key });
  }
  const clauses = text.split(/[.!?…;:,\n]+|\s[–—-]\s/).map((clause) => {
    const words = tokenise(clause);
    while (words.length > 0 && LEADING_CONNECTIVES.has(words[0] ?? "")) words.shift();
    return words.join(" ");
  });
  for (const key of duplicates(clauses, MIN_CLAUSE_WORDS)) {
    if (!reported.has(key)) leaks.push({ kind: "repeated-clause", excerpt: key });
  }
  return leaks;
}

function duplicates(keys: readonly string[], minWords: number): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const key of keys) {
    if (key === "" || key.split(" ").length < minWords) continue;
    if (seen.has(key)) repeated.add(key);
    seen.add(key);
  }
  return [...repeated];
}

function articleBeforePlural(text: string, isPlural: (word: string) => boolean): TemplateLeak[] {
  const leaks: TemplateLeak[] = [];
  // A possessive plural ("a kids' tee") is fine, hence the look-ahead for a trailing apostrophe.
  const pattern = /(?<![\p{L}\p{N}'’])(an?)\s+(\p{L}[\p{L}\p{N}]*(?:['’]\p{L}+)*)(?![\p{L}\p{N}'’])/giu;
  for (const match of text.matchAll(pattern)) {
    const word = (match[2] ?? "").replace(/’/g, "'").toLowerCase();
    if (isPlural(word)) leaks.push({ kind: "article-before-plural", excerpt: match[0] });
  }
  return leaks;
}

/** An ellipsis followed by more words was cut off mid-text; one at the very end is a style choice. */
function midTextEllipses(text: string): TemplateLeak[] {
  const leaks: TemplateLeak[] = [];
  for (const match of text.matchAll(/…|\.{3,}/g)) {
    const end = match.index + match[0].length;
    if (/[\p{L}\p{N}]/u.test(text.slice(end))) {
      leaks.push({ kind: "mid-text-ellipsis", excerpt: excerptAround(text, match.index, end) });
    }
  }
  return leaks;
}

function placeholderLiterals(text: string): TemplateLeak[] {
  const leaks: TemplateLeak[] = [];
  for (const word of PLACEHOLDER_WORDS) {
    // Case-sensitive and whole-word: "null" the value, not "annulled"; "NaN", not "naan".
    for (const match of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "gu"))) {
      leaks.push({
        kind: "placeholder-literal",
        excerpt: excerptAround(text, match.index, match.index + word.length),
      });
    }
  }
  for (const marker of PLACEHOLDER_MARKERS) {
    let from = text.indexOf(marker);
    while (from !== -1) {
      leaks.push({ kind: "placeholder-literal", excerpt: excerptAround(text, from, from + marker.length) });
      from = text.indexOf(marker, from + marker.length);
    }
  }
  return leaks;
}

function excerptAround(text: string, start: number, end: number): string {
  return text.slice(Math.max(0, start - EXCERPT_RADIUS), end + EXCERPT_RADIUS).trim();
}
