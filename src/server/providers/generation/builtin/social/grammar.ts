/**
 * Small English helpers the social writer needs beyond ../text.ts: articles before numbers,
 * the seller's own capitalisation, and proper nouns in occasion names.
 */

/** "a" or "an" before a phrase, numbers included ("an 18k gold ring", "an 8 x 10 print"). */
export function aOrAn(phrase: string): string {
  const first = phrase.trim().split(/\s+/)[0] ?? "";
  if (/^\d/.test(first)) return /^(8|11|18|8\d)(?!\d)|^8\d\d(?!\d)/.test(first) ? "an" : "a";
  if (/^(?:uni|use|usu|eu|one|once|ur)/i.test(first)) return "a";
  if (/^(?:hour|honest|honou?r|heir)/i.test(first)) return "an";
  // Acronyms read letter by letter: "an SSD", "an LED lamp", "a USB hub".
  if (/^[A-Z]{2,}\b/.test(first)) return /^[AEFHILMNORSX]/.test(first) ? "an" : "a";
  return /^[aeiou]/i.test(first) ? "an" : "a";
}

/** Words ending in a lone "s" that are singular ("a canvas tote", "a glass jar" ends in "ss"). */
const SINGULAR_S =
  /^(?:canvas|christmas|lens|atlas|alias|bias|gas|news|series|species|thermos|yes|plus|bonus|campus|iris|tennis|chess|dress|class|glass|grass|brass|moss|cross)$/i;

/**
 * "a mug", "an espresso cup"; "one …" when the phrase starts with a word that reads as a plural
 * ("one jeans jacket" rather than "a jeans jacket", which reads as a broken template).
 */
export function withAOrAn(phrase: string): string {
  const first = phrase.trim().split(/\s+/)[0] ?? "";
  const looksPlural =
    /\p{L}{2,}s$/u.test(first) && !/(?:ss|us|is|'s|’s)$/i.test(first) && !SINGULAR_S.test(first);
  return `${looksPlural ? "one" : aOrAn(phrase)} ${phrase}`;
}

/**
 * A phrase in the seller's own capitalisation when the seller's text holds it: "MacBook Air",
 * "Honda CB500F" keep theirs; "Mug" at the start of a sentence, or words in a Title-Cased field,
 * become lowercase, so the phrase reads naturally mid-sentence.
 */
export function sellerCasing(phrase: string, texts: readonly string[]): string {
  const lower = phrase.toLowerCase();
  for (const text of texts) {
    const at = text.toLowerCase().indexOf(lower);
    if (at < 0) continue;
    const original = text.slice(at, at + phrase.length);
    const titled = isTitleCased(text);
    return original
      .split(" ")
      .map((word, index) => {
        if (/\p{Ll}.*\p{Lu}|\p{Lu}.*\d|\d.*\p{Lu}/u.test(word)) return word; // MacBook, CB500F
        if (/^\p{Lu}{2,}$/u.test(word)) return word; // SSD, USB
        const startsText = at === 0 && index === 0;
        const afterStop = index === 0 && /[.!?]\s*$/.test(text.slice(0, at));
        if (/^\p{Lu}/u.test(word) && !titled && !startsText && !afterStop) return word; // Honda
        return word.toLowerCase();
      })
      .join(" ");
  }
  return lower;
}

/** Most words after the first start with a capital: a Title-Cased field ("Red Wrap Dress"). */
function isTitleCased(text: string): boolean {
  const words = text
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^\p{L}/u.test(word) && word.length > 3 && !/\p{Ll}.*\p{Lu}|^\p{Lu}{2,}/u.test(word));
  if (words.length < 2) return false;
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  return capitalised / words.length >= 0.6;
}

const PROPER_NOUNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\blunar new year\b/g, "Lunar New Year"],
  [/\bchristmas\b/g, "Christmas"],
  [/\beaster\b/g, "Easter"],
  [/\bhalloween\b/g, "Halloween"],
  [/\bthanksgiving\b/g, "Thanksgiving"],
  [/\bhanukkah\b/g, "Hanukkah"],
  [/\bdiwali\b/g, "Diwali"],
  [/\beid\b/g, "Eid"],
  [/\bramadan\b/g, "Ramadan"],
  [/\bvalentine'?s day\b/g, "Valentine’s Day"],
  [/\bvalentine'?s\b/g, "Valentine’s"],
  [/\bmother'?s day\b/g, "Mother’s Day"],
  [/\bfather'?s day\b/g, "Father’s Day"],
  [/\bnew year'?s\b/g, "New Year’s"],
  [/(?<!Lunar )\bnew year\b/g, "New Year"],
];

/** "mother's day gift" → "Mother’s Day gift". */
export function properNouns(text: string): string {
  let result = text;
  for (const [pattern, name] of PROPER_NOUNS) result = result.replace(pattern, name);
  return result;
}

/**
 * A material as a noun, so "made of {material}" reads: "gold-plated" → "gold plating",
 * "gold-filled" → "gold fill"; other materials are nouns already ("stoneware", "14k gold").
 */
export function materialNoun(material: string): string {
  return material.replace(/^(.+?)[- ]plated$/, "$1 plating").replace(/^(.+?)[- ]filled$/, "$1 fill");
}
