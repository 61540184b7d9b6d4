import { isPlainWordBrand, knownBrandSpelling } from "./brand-model";

/**
 * A maker's name as the maker spells it wherever the seller typed it casually ("levis 501" →
 * "Levi's 501", "dewalt drill" → "DeWalt drill", "Dr martens" → "Dr. Martens"). Only names with a
 * known spelling are touched: the known makers' list's, the sheet's maker, the seller's own brand
 * from the form. A word that merely looks like one keeps the seller's letters; a maker whose name
 * is a plain word ("coach", "apple") is respelt only where its model follows it ("coach willis").
 */
export function withProperNames(text: string, names: readonly ProperName[]): string {
  let result = text;
  for (const { name, model } of names) {
    if (!name.trim()) continue;
    const plain = isPlainWordBrand(name);
    result = replaceSpans(result, name, (span, after) => {
      if (span === name) return span;
      // "Kiln & Kettle" typed "KILN & KETTLE" or "kiln & kettle" is theirs; "McKee" is already cased by its seller.
      if (/\p{Lu}/u.test(span.slice(1)) && span !== span.toUpperCase()) return span;
      if (plain && !(model && startsWithWord(after, model.split(/\s+/u)[0] ?? ""))) return span;
      return name;
    });
  }
  return result;
}

export interface ProperName {
  /** The spelling to use. */
  name: string;
  /** The model, for a maker named by a plain word: only "coach willis" is the maker's. */
  model?: string;
}

/**
 * The spellings a brief gives: the sheet's maker in the known list's spelling, its model's product
 * line ("iPhone", "MacBook"), and the seller's
 * own brand from the form when it is a name of several words or one with a sign or an inner capital
 * ("Kiln & Kettle", "Levi's", "McKee") — a one-word brand like "Bloom" is also a plain word.
 */
export function properNamesOf(
  brand: string | undefined,
  model: string | undefined,
  shop?: string,
): ProperName[] {
  const names: ProperName[] = [];
  const known = brand ? (knownBrandSpelling(brand) ?? brand) : undefined;
  if (known) names.push({ name: known, model });
  // "iphone 13": a product line the list knows is spelt as its maker spells it ("iPhone").
  const line = model ? knownBrandSpelling(model.split(/\s+/u)[0] ?? "") : undefined;
  if (line && line !== known) names.push({ name: line });
  const own = shop?.trim();
  if (own && (knownBrandSpelling(own) || /[\s&'’.+-]|\p{Ll}\p{Lu}/u.test(own)) && /\p{Lu}/u.test(own))
    names.push({ name: knownBrandSpelling(own) ?? own });
  return names;
}

const compact = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s.'’-]+/g, "");

const startsWithWord = (text: string, word: string) =>
  word !== "" && text.trimStart().toLowerCase().startsWith(word.toLowerCase());

/**
 * Each run of whole words in the text that spells the name (case, spaces, dots, apostrophes and
 * hyphens aside, and a possessive-less plural: "levis" for "Levi's"), replaced by `replace`.
 */
function replaceSpans(text: string, name: string, replace: (span: string, after: string) => string): string {
  const target = compact(name);
  const bare = compact(name.replace(/['’]s$/iu, "s"));
  const wordCount = name.split(/\s+/u).length;
  const words = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}.'’&+-]*/gu)];
  let out = "";
  let from = 0;
  for (let index = 0; index < words.length; index++) {
    for (let length = Math.min(wordCount + 1, words.length - index); length >= 1; length--) {
      const first = words[index];
      const last = words[index + length - 1];
      if (!first || !last || first.index === undefined || last.index === undefined) continue;
      const start = first.index;
      const end = last.index + last[0].length;
      const span = text.slice(start, end).replace(/[.'’]+$/u, "");
      const key = compact(span);
      if (key !== target && key !== bare) continue;
      const spanEnd = start + span.length;
      out += text.slice(from, start) + replace(span, text.slice(spanEnd));
      from = spanEnd;
      index += length - 1;
      break;
    }
  }
  return out + text.slice(from);
}
