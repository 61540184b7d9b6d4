import type { BuiltinLanguage } from "../../../../domain/languages";
import { findProductType, lexicon } from "../../../providers/generation/builtin/lexicon/lexicon";
import type { FactWords } from "./fact-words";
import { clausesOf } from "./phrase-match";

export interface ProductPhrase {
  /** The product as the seller named it, without specs, sizes or condition ("hand stitched leather card holder"). */
  product: string;
  /** Its head noun ("card holder"). */
  noun: string;
}

/**
 * The product phrase: the first clause of what the seller sells, up to its first comma, with
 * sizes, counts and condition notes taken off ("Jordan 1 Retro High OG sz 10 mens" keeps the
 * name). The head noun: English puts it last ("leather card holder" → the form's "card holder"
 * when given, else the lexicon's longest match, else the last word); Spanish and French put it
 * first after any pack words ("set de 3 macetas de cerámica" → "macetas"); German puts it in the
 * last capitalised word before a linking word ("Makramee Wandbehang aus Treibholz" → "Wandbehang").
 */
export function readProductPhrase(
  source: string,
  productType: string | undefined,
  language: BuiltinLanguage,
  words: FactWords,
  /** A maker was named: without a known product word, the whole name is the noun ("Jordan 1 Retro High"). */
  branded = false,
): ProductPhrase | undefined {
  const first = clausesOf(source)[0];
  if (!first) return productType ? { product: productType, noun: productType.toLowerCase() } : undefined;
  // A comma inside quotes belongs to a design's name ("'But First, Tea' mug").
  const phrase = trimPhrase(firstPart(first));
  if (!/\p{L}{2}/u.test(phrase))
    return productType ? { product: productType, noun: productType.toLowerCase() } : undefined;
  const typed = productType?.trim().toLowerCase();
  if (typed && phrase.toLowerCase().includes(typed)) return { product: phrase, noun: typed };
  if (language === "en") return { product: phrase, noun: englishHead(phrase, typed, branded) };
  if (language === "de") return { product: phrase, noun: germanHead(phrase, words) };
  return { product: phrase, noun: romanceHead(phrase, words) };
}

/** The clause up to its first comma outside quotes. */
function firstPart(clause: string): string {
  let quote: string | undefined;
  for (let index = 0; index < clause.length; index++) {
    const char = clause[index] as string;
    if (quote) {
      if (char === quote || (quote === "“" && char === "”") || (quote === "«" && char === "»"))
        quote = undefined;
    } else if (/["“«]/.test(char) || (char === "'" && /(?:^|\s)$/.test(clause.slice(0, index)))) {
      quote = char;
    } else if (char === "," && clause[index + 1] === " ") {
      return clause.slice(0, index);
    }
  }
  return clause;
}

/** Sizes, counts, gender words and condition tails off the end; quotes and articles off the start. */
function trimPhrase(text: string): string {
  let phrase = text
    .replace(/\s+(?:sz|size|us|eu|uk|talla|taille|größe|gr\.)\s?\S+.*$/iu, "")
    .replace(/\s+(?:mens|men's|womens|women's|unisex|kids)\.?$/iu, "")
    .replace(/\s+\d+(?:[.,]\d+)?\s?(?:oz|ml|g|kg|lb|cm|mm|in|"|gb|tb)\b.*$/iu, "")
    .trim();
  phrase = phrase.replace(/^(?:a|an|the|my|our|un|una|une|le|la|el|ein|eine|der|die|das)\s+/iu, "");
  const words = phrase.split(/\s+/);
  return words.slice(0, 9).join(" ");
}

/** Nouns that make a compound with the word before them: "card holder", "face oil", "wall hanging". */
const COMPOUND_HEADS = new Set([
  "holder",
  "stand",
  "rack",
  "case",
  "cover",
  "box",
  "bag",
  "set",
  "kit",
  "pack",
  "bundle",
  "sleeve",
  "hanger",
  "hanging",
  "mat",
  "tray",
  "organizer",
  "organiser",
  "oil",
  "butter",
  "balm",
  "cream",
  "spray",
  "wash",
  "scrub",
  "serum",
  "mask",
  "board",
  "frame",
  "light",
  "lamp",
  "shelf",
  "clip",
  "charm",
  "chain",
  "strap",
  "band",
  "cushion",
  "pillow",
  "warmer",
  "topper",
  "opener",
  "keeper",
  "saver",
  "guard",
  "plate",
  "book",
  "planner",
  "template",
  "print",
  "poster",
  "sticker",
  "decal",
  "sign",
  "ornament",
  "garland",
  "wreath",
]);

function englishHead(phrase: string, typed: string | undefined, branded: boolean): string {
  const match = findProductType(phrase, lexicon());
  if (match) {
    // A lexicon word followed by a compound's head is its modifier ("card" in "card holder").
    const words = phrase.toLowerCase().split(/\s+/);
    const end = match.at + match.matched.split(" ").length;
    const next = words[end]?.replace(/[^\p{L}-]/gu, "");
    if (next && COMPOUND_HEADS.has(next.replace(/s$/, ""))) return `${match.matched} ${next}`;
    return match.matched;
  }
  if (typed) return typed;
  if (branded || /['"“”‘’]/.test(phrase)) return phrase;
  const words = phrase
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  return words[words.length - 1] ?? phrase.toLowerCase();
}

function romanceHead(phrase: string, words: FactWords): string {
  const tokens = phrase.split(/\s+/);
  const skip = new Set(words.leading);
  let index = 0;
  while (index < tokens.length - 1) {
    const token = (tokens[index] as string).toLowerCase();
    if (skip.has(token) || /^\d+$/.test(token) || (/^d'|^l'/.test(token) && token.length <= 2)) index++;
    else break;
  }
  const head = (tokens[index] as string).replace(/^(?:d'|l')/i, "");
  return head.toLowerCase();
}

function germanHead(phrase: string, words: FactWords): string {
  const ends = new Set(words.phraseEnds);
  const tokens = phrase.split(/\s+/);
  const cut = tokens.findIndex((token, index) => index > 0 && ends.has(token.toLowerCase()));
  const head = (cut > 0 ? tokens.slice(0, cut) : tokens).filter((token) => /^\p{Lu}\p{Ll}/u.test(token));
  return (head[head.length - 1] ?? tokens[0] ?? phrase).toLowerCase();
}
