/**
 * Word helpers shared by the quality metrics. Sellers write in many languages and paste curly
 * apostrophes, so words are Unicode letters/digits with inner apostrophes kept ("mother's").
 */

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;

/** Why: every metric must agree on what a "word" is, or the same caption scores differently per metric. */
export function tokenise(text: string): string[] {
  return text.normalize("NFC").toLowerCase().replace(/[’‘]/g, "'").match(WORD) ?? [];
}

/** Why: user-supplied words (colours, product types) go into regexes and must match literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Why: `\b` only knows ASCII, so "café" or "naïve" would split mid-word; these look-arounds treat
 * any Unicode letter or digit as part of a word. Words in a multi-word phrase may be separated by
 * spaces or hyphens ("navy blue", "navy-blue").
 */
export function wholePhrasePattern(phrase: string): string {
  const words = phrase
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map(escapeRegExp);
  return `(?<![\\p{L}\\p{N}])${words.join("[\\s-]+")}(?![\\p{L}\\p{N}])`;
}

/**
 * English function words (and the words of counts and sizes) that say nothing about a product:
 * never treated as product vocabulary, so a phrase carrying one can still count as a template's.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or but of in on at to for from by with without into onto over under about as is are be " +
    "it its this that these those my our your their his her we you they i me us them set pack pair piece " +
    "pieces each per one two three four five six seven eight nine ten inch inches size sizes"
  ).split(" "),
);
