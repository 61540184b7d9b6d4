import { tokenise } from "./words";

/**
 * Hashtags run words together (#CaramelOil, #yellowjar, #rosehip_oil), and a statement hidden in
 * one is still a statement. This splits a tag into words: at underscores, capitals and digits
 * first; then each all-lower-case piece that is not a known word is segmented into known words
 * (fewest pieces wins), where "known" is the dictionary the caller gives (the brief's and the
 * outputs' own words plus the statement vocabulary). A piece that cannot be segmented stays whole,
 * so #redbubble never becomes "red bubble" unless "bubble" is a word of the brief or its copy.
 */

/** The shortest piece a segmentation may use ("oz", "xl" are still words). */
const MIN_PIECE = 2;

export function splitHashtag(tag: string, dictionary: ReadonlySet<string>): string[] {
  const body = tag.replace(/^#+/, "");
  const chunks = body
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .replace(/(\p{L})(\p{N})/gu, "$1 $2")
    .replace(/(\p{N})(\p{L})/gu, "$1 $2")
    .replace(/_/g, " ");
  return tokenise(chunks).flatMap((chunk) => segment(chunk, dictionary));
}

function segment(word: string, dictionary: ReadonlySet<string>): string[] {
  if (dictionary.has(word) || word.length < MIN_PIECE * 2) return [word];
  const chars = Array.from(word);
  const n = chars.length;
  // best[i]: fewest pieces covering chars[0..i), with the pieces.
  const best: (string[] | null)[] = Array.from({ length: n + 1 }, () => null);
  best[0] = [];
  for (let end = 1; end <= n; end++) {
    for (let start = 0; start <= end - MIN_PIECE; start++) {
      const before = best[start];
      if (!before) continue;
      const piece = chars.slice(start, end).join("");
      if (!dictionary.has(piece)) continue;
      const candidate = [...before, piece];
      const current = best[end];
      if (!current || candidate.length < current.length) best[end] = candidate;
    }
  }
  return best[n] ?? [word];
}

/** Every #tag in a text replaced by its words ("Shop the #CaramelOil drop" → "Shop the caramel oil drop"). */
export function expandHashtags(text: string, dictionary: ReadonlySet<string>): string {
  return text.replace(/#([\p{L}\p{N}_]+)/gu, (_, tag: string) => splitHashtag(tag, dictionary).join(" "));
}

/** A dictionary from texts: their words, lower-cased (hashtags themselves left out). */
export function dictionaryOf(texts: Iterable<string>, extra: Iterable<string> = []): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of tokenise(text.replace(/#[\p{L}\p{N}_]+/gu, " "))) words.add(word);
  }
  for (const word of extra) for (const token of tokenise(word)) words.add(token);
  return words;
}
