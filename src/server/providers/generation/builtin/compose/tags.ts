import { cleanHashtag } from "../text";
import type { LanguagePack } from "./language";
import { holds, type Subject } from "./subject";

/**
 * Hashtags and marketplace tags, only from what the seller said: their own tags first, then the
 * product as they named it, its head noun, the maker and model, the product's own material with
 * the noun, the design, the occasion, the seller's short feature phrases and, in English, what
 * buyers search for this product type. Never the photo's colour or a packaging material
 * (#rosehipoil, never #GlassOil), never a stock tag.
 */
export interface TagInput {
  subject: Subject;
  pack: LanguagePack;
  /** The seller's own tags or hashtags, as typed (without '#'). */
  own: readonly string[];
  /** The product type's buyer searches (English lexicon only). */
  searches: readonly string[];
}

/** The tag phrases, best first, in plain words ("stoneware mug", "air force 1"). */
export function tagPhrases({ subject, pack, own, searches }: TagInput): string[] {
  const { sheet } = subject;
  const noun = sheet.noun.trim();
  const phrases: string[] = [...own];
  const add = (phrase: string | undefined) => {
    if (phrase) phrases.push(phrase);
  };
  add(shortPhrase(sheet.product, pack) ? sheet.product : undefined);
  // Maker and model as buyers tag them (#NikeAirForce1), not a whole model line.
  const model = sheet.model && wordsIn(sheet.model) <= 3 ? sheet.model : undefined;
  if (sheet.brand && model) add(`${sheet.brand} ${model}`);
  add(model && /^\p{L}/u.test(model) ? model : undefined);
  add(sheet.brand);
  add(sheet.design);
  add(sheet.artist);
  const material = subject.materials[0] ?? sheet.materials.find((item) => holds(sheet.product, item));
  // "stoneware mug"; never "ceramic ceramic" when the noun is the material. English order only
  // (#AlgodónBolso is no Spanish a buyer types).
  // Never a word twice at the join ("handmade soap" + "soap dish" is no "handmade soap soap dish").
  const repeats = material?.split(/\s+/u).at(-1)?.toLowerCase() === noun.split(/\s+/u)[0]?.toLowerCase();
  add(
    pack.language === "en" && material && noun && !repeats && !holds(noun, material) && !holds(material, noun)
      ? `${material} ${noun}`
      : undefined,
  );
  add(noun);
  // A buyers' search is a tag only when the seller's words back every word of it ("coffee mug"
  // for a mug sold for coffee; never "funny mug" for a plain one).
  for (const search of searches.filter((phrase) => backed(phrase, subject)).slice(0, 4)) add(search);
  if (sheet.condition.value === "vintage" && noun) add(`vintage ${noun}`);
  if (sheet.condition.value === "refurbished" && noun) add(`refurbished ${noun}`);
  add(sheet.occasion);
  for (const item of subject.materials) add(item);
  // A word never twice in a row where two pieces meet ("vintage" + "vintage teacup").
  const once = (phrase: string) =>
    phrase.trim().replace(/(?<![\p{L}\p{N}])(\p{L}+)(\s+\1)+(?![\p{L}\p{N}])/giu, "$1");
  return unique(phrases.map(once).filter((phrase) => phrase.length >= 2));
}

/** Social hashtags: the phrases with spaces and punctuation gone, capped at `max`. */
export function hashtagsOf(input: TagInput, max: number): string[] {
  // The seller's own hashtags as they spelt them (#pottery stays lower case).
  const own = input.own.map(cleanHashtag).filter((tag) => tag.length >= 2);
  // A hashtag of ours is at most three words (#StonewareMug, never #OrganicCottonFoodWrapsSet),
  // unless it is a name the seller gave (#IntroToTheWheel, #HarborAtDusk).
  const { sheet } = input.subject;
  const names = [sheet.design, sheet.artist].filter((name): name is string => Boolean(name));
  const ours = tagPhrases(input).filter(
    (phrase) => input.own.includes(phrase) || names.includes(phrase) || wordsIn(phrase) <= 3,
  );
  const tags = [...own, ...ours]
    .map(hashtagOf)
    .filter(
      (tag): tag is string => Boolean(tag) && !input.pack.hashtagStopwords.has((tag ?? "").toLowerCase()),
    );
  return unique(tags).slice(0, max);
}

/**
 * "Air Force 1" → "AirForce1"; "drippy blue rim" → "DrippyBlueRim"; letters and digits only. An
 * apostrophe inside a word joins it ("Levi's" → "Levis", never "LeviS"), and a word with its own
 * inner capital keeps its casing ("iPhone 12" → "iPhone12", never "IPhone12").
 */
export function hashtagOf(phrase: string): string | undefined {
  const joined = phrase.normalize("NFC").replace(/(\p{L})['’](\p{L})/gu, "$1$2");
  const words = joined.match(/[\p{L}\p{N}]+/gu) ?? [];
  const cased = (word: string) =>
    /^\p{Ll}+\p{Lu}/u.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1);
  const tag = words.map(cased).join("");
  return tag.length >= 2 && tag.length <= 30 && /\p{L}/u.test(tag) ? tag : undefined;
}

const wordsIn = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;

/** A phrase a seller would tag: one to three words, not only stopwords or numbers. */
function shortPhrase(phrase: string, pack: LanguagePack, most = 3): boolean {
  if (/[+&/]/.test(phrase)) return false;
  const words = phrase.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  if (words.length === 0 || words.length > most) return false;
  return words.some((word) => /\p{L}{2}/u.test(word) && !pack.hashtagStopwords.has(word));
}

/** Every word of `phrase` is in the seller's product, features, materials or other facts. */
function backed(phrase: string, subject: Subject): boolean {
  const { sheet } = subject;
  // Whole words: "e bike" is not backed by "kids bike" because "e" is inside "bike".
  const said = new Set(
    [sheet.product, sheet.noun, ...sheet.features, ...sheet.materials, ...sheet.claims, sheet.occasion ?? ""]
      .join(" ")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );
  return (phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).every((word) => said.has(word));
}

function unique(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const key = item.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
