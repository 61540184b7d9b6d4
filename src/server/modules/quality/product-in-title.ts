import { wholePhrasePattern } from "./words";

export interface TitleCheck {
  title: string;
  productType: string;
}

export interface ProductInTitleShare {
  matched: number;
  total: number;
  /** matched / total; 0 when there are no titles (see `total`). */
  share: number;
}

/**
 * Why: marketplace search matches on the title, so a listing whose title never says what the item
 * is ("Sunset Dreams – Handmade Gift" for a mug) is hard to find. Case-insensitive, whole word, and
 * tolerant of simple singular/plural on the last word ("mug"/"mugs", "dress"/"dresses",
 * "tote bag"/"tote bags").
 */
export function titleNamesProduct(title: string, productType: string): boolean {
  const words = productType
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
  const last = words.pop();
  if (last === undefined) return false;
  const stem = words.join(" ");
  return numberForms(last).some((form) => phraseRegExp(stem ? `${stem} ${form}` : form).test(title));
}

const phrasePatterns = new Map<string, RegExp>();

/** Compiled once per phrase: the suite asks about the same few product words for every title. */
function phraseRegExp(phrase: string): RegExp {
  let pattern = phrasePatterns.get(phrase);
  if (!pattern) {
    pattern = new RegExp(wholePhrasePattern(phrase), "iu");
    phrasePatterns.set(phrase, pattern);
  }
  return pattern;
}

/** Why: one number to track across a generation run — the share of titles naming the product. */
export function productInTitleShare(checks: readonly TitleCheck[]): ProductInTitleShare {
  const matched = checks.filter((check) => titleNamesProduct(check.title, check.productType)).length;
  return { matched, total: checks.length, share: checks.length === 0 ? 0 : matched / checks.length };
}

/** Simple English singular/plural variants; deliberately no irregulars (a seller types "mug", not "mice"). */
function numberForms(word: string): string[] {
  const w = word.toLowerCase();
  const forms = new Set([w, `${w}s`, `${w}es`]);
  if (/[^aeiou]y$/.test(w)) forms.add(`${w.slice(0, -1)}ies`);
  if (w.endsWith("ies")) forms.add(`${w.slice(0, -3)}y`);
  if (w.endsWith("es")) forms.add(w.slice(0, -2));
  if (w.endsWith("s") && !w.endsWith("ss")) forms.add(w.slice(0, -1));
  return [...forms];
}

/**
 * Why: a brief's product words are a list of requirements, each either one word or a set of
 * alternatives (["laptop", "macbook"]): "Refurbished MacBook Air 13-inch" names a laptop as
 * well as "13-inch Laptop" does. Returns the requirements the title misses (none: it names the product).
 */
export function missingProductWords(
  title: string,
  productWords: readonly (string | readonly string[])[],
): string[] {
  const missing: string[] = [];
  for (const entry of productWords) {
    const alternatives = typeof entry === "string" ? [entry] : entry;
    if (!alternatives.some((word) => titleNamesProduct(title, word))) missing.push(alternatives.join(" | "));
  }
  return missing;
}
