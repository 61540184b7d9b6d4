/**
 * Whole-word phrase search over a seller's text, the one primitive of the brief reader: letters
 * and digits on either side break a match ("new" is not in "renewed"), case and accents as
 * typed are ignored for letters' case only. Each list compiles once into one pattern shaped as
 * a tree of its letters, so each place in the text is tried once per letter, not once per phrase.
 */
const cache = new WeakMap<readonly string[], RegExp>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Trie {
  end: boolean;
  next: Map<string, Trie>;
}

function trieOf(phrases: readonly string[]): Trie {
  const root: Trie = { end: false, next: new Map() };
  for (const phrase of phrases) {
    let node = root;
    for (const char of phrase.toLowerCase()) {
      let child = node.next.get(char);
      if (!child) {
        child = { end: false, next: new Map() };
        node.next.set(char, child);
      }
      node = child;
    }
    node.end = true;
  }
  return root;
}

/** A phrase's space matches any run of spaces or hyphens; a longer phrase is tried first ("worn once" before "worn"). */
function sourceOf(node: Trie): string {
  const branches = [...node.next].map(
    ([char, child]) => `${char === " " ? "[\\s-]+" : escapeRegExp(char)}${sourceOf(child)}`,
  );
  if (branches.length === 0) return "";
  const body = branches.length === 1 ? (branches[0] as string) : `(?:${branches.join("|")})`;
  return node.end ? `(?:${body})?` : body;
}

function patternOf(phrases: readonly string[]): RegExp {
  let pattern = cache.get(phrases);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${sourceOf(trieOf(phrases))})(?![\\p{L}\\p{N}])`, "giu");
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
 * The seller's text in clauses: sentences, lines, and parts set off by dashes, semicolons,
 * brackets or emoji. Commas stay inside a clause (a list of specs is one clause); a dot inside a
 * number ("1.5") or a short abbreviation followed by a digit ("sz. 10") does not end one.
 */
export function clausesOf(text: string): string[] {
  return text
    .split(CLAUSE_BREAK)
    .map((part) => part.replace(/^[\s(+]+|[\s.!?)]+$/g, "").trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/**
 * A word's or a bracket's full stop ("(boxed). 100% legit"), an ellipsis before a capital (one
 * before a lowercase word is part of a name: "Dad Joke Loading... tee"), a line, a dash not
 * after a number ("Nov 28 – Dec 1" is a range), a semicolon, brackets and emoji.
 */
const CLAUSE_BREAK = new RegExp(
  [
    String.raw`(?<=\p{L}{3}[.!?]|[!?]|\)[.!?])\s+`,
    String.raw`(?<=[.!?])(?<!\.\.\.)\s+(?=\P{N})`,
    String.raw`(?<=\.\.\.)\s+(?=\P{Ll})`,
    String.raw`\n+`,
    String.raw`(?<!\d)\s[–—-]\s`,
    ";",
    String.raw`(?<=\))\s`,
    String.raw`\s(?=\()`,
    String.raw`\s*\p{Extended_Pictographic}[\p{Extended_Pictographic}\u200d\ufe0f]*\s*`,
  ].join("|"),
  "u",
);

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
