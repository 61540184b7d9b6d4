/**
 * Whole-word phrase search over a seller's text, the one primitive of the brief reader: letters
 * and digits on either side break a match ("new" is not in "renewed"), case and accents as
 * typed are ignored for letters' case only. Each list compiles once into one alternation that
 * starts with a fixed word, so matching stays linear in the text for these short literal lists.
 */
const cache = new WeakMap<readonly string[], RegExp>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function patternOf(phrases: readonly string[]): RegExp {
  let pattern = cache.get(phrases);
  if (!pattern) {
    // Longest first, so "worn once" wins over "worn" at the same place.
    const sorted = [...phrases].sort((a, b) => b.length - a.length).map(escapeRegExp);
    const body = sorted.map((phrase) => phrase.replace(/ /g, "[\\s-]+")).join("|");
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, "giu");
    cache.set(phrases, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

export interface PhraseHit {
  text: string;
  index: number;
}

/** Every phrase of the list in the text, as typed, in text order (longest at each place). */
export function findPhrases(text: string, phrases: readonly string[]): PhraseHit[] {
  if (!text || phrases.length === 0) return [];
  return [...text.matchAll(patternOf(phrases))].map((match) => ({ text: match[0], index: match.index ?? 0 }));
}

export function hasPhrase(text: string, phrases: readonly string[]): boolean {
  return findPhrases(text, phrases).length > 0;
}

/**
 * The seller's text in clauses: sentences, lines, and parts set off by dashes or semicolons.
 * Commas stay inside a clause (a list of specs is one clause); a dot inside a number ("1.5")
 * or a short abbreviation followed by a digit ("sz. 10") does not end one, a word's does
 * ("worn twice. 20% off").
 */
export function clausesOf(text: string): string[] {
  return text
    .split(/(?<=\p{L}{3}[.!?]|[!?])\s+|(?<=[.!?])\s+(?=\P{N})|\n+|\s[–—-]\s|;|(?<=\))\s|\s(?=\()/u)
    .map((part) => part.replace(/^[\s(]+|[\s.!?)]+$/g, "").trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/** The text once, its words lowercase and spaces single. */
export function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function uniqueCaseless(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const key = item.toLowerCase().replace(/[\s-]+/g, " ");
    if (!item || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
