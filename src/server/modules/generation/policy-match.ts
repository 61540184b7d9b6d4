/**
 * The small matcher the marketplace policy table is written in: word lists in the seller's
 * languages, matched whole-word and case-insensitively (Unicode-aware: "Kätzchen", "bière"),
 * each occurrence checked against the words around it so that "cat toy", "wine glass", "glue
 * gun", "toy car" and "CBD-free" are not the item they mention.
 */

/**
 * One term: a phrase in lowercase. A space or hyphen in it matches a space, a hyphen or nothing
 * ("fan art" = "fan-art" = "fanart"); a trailing `*` takes any word ending ("vacun*" =
 * "vacunado", "vacunados"). A RegExp's source is used (the set's own flags apply:
 * case-insensitive and Unicode unless `caseSensitive`).
 */
export type Term = string | RegExp;

export interface TermSet {
  terms: readonly Term[];
  /** An occurrence right after one of these words (the two words before it) does not count. */
  notAfter?: readonly string[];
  /** An occurrence right before one of these words (the two words after it) does not count. */
  notBefore?: readonly string[];
  /** Only the word right after is checked against `notBefore` (default 2). */
  lookAhead?: number;
  /** Match the terms' capitals as written ("Coach" the brand, not a coach). */
  caseSensitive?: boolean;
  /** An occurrence negated by the seller ("no CBD", "CBD-free", "never used") does not count. */
  negatable?: boolean;
}

/**
 * A condition on the brief's text: a word set; both of two word sets within a few words of each
 * other ("Rolex replica", "inspired by Chanel"); or all / any / none of other conditions.
 */
export type Condition =
  | TermSet
  | { near: readonly [TermSet, TermSet]; within: number }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { none: Condition };

/** Words that negate the next term ("no CBD", "sin alcohol", "ohne Nikotin", "never used"). */
const NEGATIONS = new Set(
  "no not non never zero without sin nunca ni sans pas jamais aucun aucune ohne kein keine keinen nie nicht".split(
    " ",
  ),
);
/** A word after the term that negates it ("CBD-free", "alcohol free", "alkoholfrei" is one word). */
const NEGATING_SUFFIX = new Set(["free", "frei", "libre", "gratis"]);

const WORD = /[\p{L}\p{N}']+/gu;
/** Punctuation that ends a clause: a guard word beyond it belongs to something else. */
const CLAUSE = /[,.;:!?()[\]\n|/]/;
const compiled = new WeakMap<TermSet, RegExp>();

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function termSource(term: Term): string {
  if (term instanceof RegExp) return term.source;
  const stem = term.endsWith("*");
  const body = (stem ? term.slice(0, -1) : term)
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join("[\\s\\-]*");
  return stem ? `${body}[\\p{L}]*` : body;
}

function regexOf(set: TermSet): RegExp {
  let regex = compiled.get(set);
  if (!regex) {
    const alternation = set.terms.map(termSource).join("|");
    const flags = set.caseSensitive ? "gu" : "giu";
    regex = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, flags);
    compiled.set(set, regex);
  }
  return regex;
}

function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((word) => word.toLowerCase());
}

/** Where the set's terms occur and count (their neighbours don't rule them out): [start, end]. */
export function occurrences(text: string, set: TermSet): [number, number][] {
  const regex = regexOf(set);
  regex.lastIndex = 0;
  const found: [number, number][] = [];
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    if (match[0].length === 0) {
      regex.lastIndex += 1;
      continue;
    }
    const end = match.index + match[0].length;
    // The neighbours within the same clause: "cigars, box of 10" is not a "cigar box".
    const before = wordsOf(
      text
        .slice(Math.max(0, match.index - 60), match.index)
        .split(CLAUSE)
        .pop() ?? "",
    ).slice(-2);
    const after = wordsOf(text.slice(end, end + 60).split(CLAUSE)[0] ?? "");
    if (set.notAfter?.some((word) => before.includes(word))) continue;
    const ahead = after.slice(0, set.lookAhead ?? 2);
    if (set.notBefore?.some((word) => ahead.includes(word))) continue;
    if (set.negatable !== false && isNegated(before, after)) continue;
    found.push([match.index, end]);
  }
  return found;
}

export function hasTerm(text: string, set: TermSet): boolean {
  return occurrences(text, set).length > 0;
}

/** Both sets occur with at most `within` words between them, in either order. */
function near(text: string, [first, second]: readonly [TermSet, TermSet], within: number): boolean {
  const seconds = occurrences(text, second);
  if (seconds.length === 0) return false;
  const gap = (from: number, to: number) => (from >= to ? 0 : wordsOf(text.slice(from, to)).length);
  return occurrences(text, first).some(([start, end]) =>
    seconds.some(([otherStart, otherEnd]) =>
      otherStart >= end
        ? gap(end, otherStart) <= within
        : otherEnd <= start && gap(otherEnd, start) <= within,
    ),
  );
}

function isNegated(before: string[], after: string[]): boolean {
  if (before.some((word) => NEGATIONS.has(word))) return true;
  return NEGATING_SUFFIX.has(after[0] ?? "");
}

/** Whether the condition holds for the text (the brief's fields, joined). */
export function holds(text: string, condition: Condition): boolean {
  if ("all" in condition) return condition.all.every((part) => holds(text, part));
  if ("any" in condition) return condition.any.some((part) => holds(text, part));
  if ("none" in condition) return !holds(text, condition.none);
  if ("near" in condition) return near(text, condition.near, condition.within);
  return hasTerm(text, condition);
}
