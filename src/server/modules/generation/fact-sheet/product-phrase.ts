import type { BuiltinLanguage } from "../../../../domain/languages";
import { findProductType, lexicon, tokenise } from "../../../providers/generation/builtin/lexicon/lexicon";
import { vocabulary } from "../../../providers/generation/builtin/lexicon/vocabulary";
import type { FactWords } from "./fact-words";
import { clausesOf, findPhrases } from "./phrase-match";

export interface ProductPhrase {
  /** The product as the seller named it, without specs, sizes or condition ("hand stitched leather card holder"). */
  product: string;
  /** Its head noun ("card holder"). */
  noun: string;
  /** A design's name typed in capitals before the product ("Plant Mom Era" tee). */
  design?: string;
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
  const typedPhrase = productType ? { product: productType, noun: productType.toLowerCase() } : undefined;
  // Only the form's product type was typed: it is the phrase as it stands.
  if (typedPhrase && source.trim() === productType?.trim()) return typedPhrase;
  const first = namingClause(source, words);
  if (!first) return typedPhrase;
  const phrase = trimPhrase(firstPart(first, language));
  if (!/\p{L}{2}/u.test(phrase)) return typedPhrase;
  const typed = productType?.trim().toLowerCase();
  const design = language === "en" && !branded ? titleDesign(phrase) : undefined;
  const named = (noun: string): ProductPhrase => ({ product: phrase, noun, ...(design ? { design } : {}) });
  if (typed && phrase.toLowerCase().includes(typed)) return named(typed);
  // The design's words are not the product's ("But First, Tea mug" is a mug).
  if (language === "en")
    return named(
      englishHead(design ? phrase.slice(phrase.indexOf(design) + design.length + 1) : phrase, typed, branded),
    );
  // A head-initial language's phrase that opens with the maker names no noun ("Lenovo ThinkPad T480").
  if (branded && !typed) return named(phrase.toLowerCase());
  if (branded && typed) return named(typed);
  if (language === "de") return named(germanHead(phrase, words));
  return named(romanceHead(phrase, words));
}

/**
 * The first clause that names something once a leading announcement is taken off ("moving
 * sale!! big fiddle leaf fig …" names the fig; "NEW birria tacos" the tacos).
 */
function namingClause(source: string, words: FactWords): string | undefined {
  const clauses = clausesOf(source);
  for (const clause of clauses.slice(0, 3)) {
    const rest = withoutAnnouncement(clause, words);
    if (/\p{L}{2}/u.test(rest)) return rest;
  }
  return clauses[0];
}

function withoutAnnouncement(clause: string, words: FactWords): string {
  let rest = clause.trim();
  for (let step = 0; step < 4; step++) {
    const lead = findPhrases(rest, words.announcements)[0];
    if (lead?.index !== 0) break;
    const said = rest.slice(0, lead.text.length);
    // "New Balance 574": a capitalised "New" before a capitalised word starts a name.
    if (/^New$/.test(said) && /^\s+\p{Lu}/u.test(rest.slice(said.length))) break;
    rest = rest
      .slice(lead.text.length)
      .replace(/^[\s!.:,-]+/, "")
      .replace(/^(?:of|de|d'|du|des|von)\s+/i, "");
  }
  return rest;
}

/**
 * The clause up to its first comma, colon or plus outside quotes. A comma between capitalised
 * words before any product word is inside a name ("But First, Tea mug").
 */
function firstPart(clause: string, language: BuiltinLanguage): string {
  let quote: string | undefined;
  for (let index = 0; index < clause.length; index++) {
    const char = clause[index] as string;
    const before = clause.slice(0, index);
    if (quote) {
      if (char === quote || (quote === "“" && char === "”") || (quote === "«" && char === "»"))
        quote = undefined;
    } else if (/["“«]/.test(char) && !/\d$/.test(before)) {
      quote = char;
    } else if (char === "'" && /(?:^|\s)$/.test(before)) {
      quote = char;
    } else if (char === "," && clause[index + 1] === " ") {
      if (language === "en" && isCommaInName(before, clause.slice(index + 2))) continue;
      return before;
    } else if (char === ":" && clause[index + 1] === " " && namesListed(before)) {
      // "self care gift box: 4oz candle, tea …": what the named product holds follows.
      return before;
    } else if (char === "+" && before.endsWith(" ")) {
      return before.trimEnd();
    }
  }
  return clause;
}

/** A product named before a colon: two words or more, or a known product ("SYSTEM:" is a label). */
function namesListed(before: string): boolean {
  return before.trim().split(/\s+/).length >= 2 || findProductType(before, lexicon()) !== undefined;
}

function isCommaInName(before: string, after: string): boolean {
  const words = before.trim().split(/\s+/);
  return (
    words.length <= 4 &&
    words.every((word) => /^\p{Lu}/u.test(word)) &&
    /^\p{Lu}/u.test(after) &&
    findProductType(before, lexicon()) === undefined &&
    findProductType(after, lexicon()) !== undefined
  );
}

/**
 * A printed design's name typed in capitals before the product ("Plant Mom Era tee", "But
 * First, Tea mug"): two or more capitalised words, or a comma between them, then the product's
 * lowercase words. Not a possessive ("Mother's Day gift box" is an occasion) and not a product
 * word ("Tote bag").
 */
function titleDesign(phrase: string): string | undefined {
  const tokens = phrase.split(/\s+/);
  let end = 0;
  while (end < tokens.length && /^\p{Lu}\p{Ll}[\p{L}'’.,&-]*$/u.test(tokens[end] as string)) end++;
  const run = tokens.slice(0, end).join(" ");
  const rest = tokens.slice(end).join(" ");
  if (end === 0 || end === tokens.length || !/^\p{Ll}/u.test(rest)) return undefined;
  if (end < 2 && !run.includes(",")) return undefined;
  if (/['’]s\b/.test(run) || findProductType(run, lexicon()) || !findProductType(rest, lexicon())) {
    return undefined;
  }
  return run.replace(/,$/, "");
}

/**
 * Sizes, counts, gender words, condition tails and a dangling pack word off the end; quotes,
 * articles and a new-item tag ("NWT") off the start.
 */
function trimPhrase(text: string): string {
  let phrase = text
    .replace(/\s+(?:sz|size|us|eu|uk|talla|taille|größe|gr\.)(?:\s?\d|\s+\S).*$/iu, "")
    .replace(/\s+(?:mens|men's|womens|women's|unisex|kids)\.?$/iu, "")
    .replace(
      /\s+~?\d+(?:[.,]\d+)?\s?(?:oz|ml|g|kg|lb|lbs|cm|mm|m|in|ft|feet|inch|"|gb|tb)(?![\p{L}\p{N}]).*$/iu,
      "",
    )
    .replace(/:$/, "")
    .trim();
  phrase = phrase
    .replace(/^(?:a|an|the|my|our|un|una|une|le|la|el|ein|eine|der|die|das)\s+/iu, "")
    .replace(/^(?:nwt|nwot|bnwt|bnib|nib|NEW)\s+/u, "");
  const words = withoutDanglingEnd(phrase.split(/\s+/).slice(0, 9).join(" "));
  return words.replace(/\s+(?:set|pack|lot|box|bundle)\s+of$|\s+(?:set|pack|lot)\s+de$/iu, "");
}

/**
 * The condition typed after the product ("euc", "nwt", "nib", "usada", "gebraucht"): the
 * condition says it, not the name ("bici de carretera usada" would read "… usada, De segunda mano").
 */
const CONDITION_SHORTHAND =
  /\s+(?:euc|eeuc|vguc|guc|nwt|nwot|bnwt|nib|bnib|nwob|nos|used|pre-owned|usad[oa]s?|gebraucht|d'occasion|d’occasion)\.?$/iu;
/** Words a name never ends on: a cut phrase's article, preposition or conjunction. */
const DANGLING =
  /\s+(?:the|a|an|our|my|your|its|in|of|from|with|w\/|for|to|on|at|by|and|or|&|de|del|la|el|le|les|du|des|en|et|y|o|von|mit|aus|und|oder|im|der|die|das)$/iu;

/**
 * "raw wildflower honey from our own hives in the" (cut at nine words) → "… from our own hives";
 * "levis 501 jeans W32 L30 euc" → "levis 501 jeans W32 L30".
 */
function withoutDanglingEnd(phrase: string): string {
  let rest = phrase;
  for (let step = 0; step < 4; step++) {
    const next = rest.replace(CONDITION_SHORTHAND, "").replace(DANGLING, "");
    if (next === rest || !/\p{L}{2}/u.test(next)) break;
    rest = next;
  }
  return rest;
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

function englishHead(typedPhrase: string, typed: string | undefined, branded: boolean): string {
  // "lavender sachets 4 pack", "coasters set of 4": the count is no noun.
  const phrase = typedPhrase.replace(TRAILING_COUNT, "") || typedPhrase;
  const match = findProductType(phrase, lexicon());
  if (match) {
    // A lexicon word followed by a compound's head is its modifier ("card" in "card holder").
    const typedWords = tokenise(phrase);
    const words = typedWords.map((word) => word.toLowerCase());
    const end = match.at + match.matched.split(" ").length;
    const next = words[end]?.replace(/[^\p{L}-]/gu, "");
    if (next && COMPOUND_HEADS.has(next.replace(/s$/, ""))) return `${match.matched} ${next}`;
    // A known word before a plain word or two that end the phrase names a kind of thing, not
    // the thing ("fiddle leaf fig", "pothos cuttings").
    const tail = typedWords.slice(end);
    if (tail.length > 0 && tail.length <= 2 && tail.every(isPlainNoun))
      return `${match.matched} ${tail.join(" ")}`;
    return match.matched;
  }
  if (typed) return typed;
  if (branded || /['"“”‘’]/.test(phrase)) return phrase;
  // English puts the head last, before what links a describing phrase ("program for beginners").
  // A word that starts with a figure is a measure or a number, never the thing ("ebike battery
  // 36v 10ah" is a battery, not a "10ah").
  const words = phrase
    .toLowerCase()
    .split(/\s+(?:for|with|w\/|in|from|by|to|on)\s+/)[0]
    ?.split(/\s+/)
    .filter((word) => /\p{L}/u.test(word) && !/^\d/u.test(word));
  return words?.[words.length - 1] ?? phrase.toLowerCase();
}

const TRAILING_COUNT =
  /[\s,-]+(?:\d+\s*-?\s*(?:pack|pk|pcs|pieces?|count|ct)|(?:set|pack|lot|box)\s+of\s+\d+)\s*$/iu;

const LINKING = new Set([
  "for",
  "with",
  "w/",
  "in",
  "from",
  "by",
  "to",
  "on",
  "of",
  "and",
  "or",
  "only",
  "set",
  "lot",
  "pack",
]);

function isPlainNoun(word: string): boolean {
  const { materials, colours, claimWords, handmadeWords } = vocabulary();
  return (
    /^\p{Ll}[\p{Ll}-]+$/u.test(word) &&
    !LINKING.has(word) &&
    ![materials, colours, claimWords, handmadeWords].some((list) => list.includes(word))
  );
}

/**
 * Spanish and French put the head first, after articles and pack words: "set de 3 macetas",
 * and any word counting what follows ("jeu de 12 cubes", "caja de 6 velas").
 */
function romanceHead(phrase: string, words: FactWords): string {
  const tokens = phrase.split(/\s+/);
  const skip = new Set(words.leading);
  let index = 0;
  while (index < tokens.length - 1) {
    const token = (tokens[index] as string).toLowerCase();
    const counting = /^(?:de|d')$/i.test(tokens[index + 1] ?? "") && /^\d+$/.test(tokens[index + 2] ?? "");
    if (counting) index += 3;
    else if (skip.has(token) || /^\d+$/.test(token) || (/^d'|^l'/.test(token) && token.length <= 2)) index++;
    else break;
  }
  const head = (tokens[Math.min(index, tokens.length - 1)] as string).replace(/^(?:d'|l')/i, "");
  return head.toLowerCase();
}

function germanHead(phrase: string, words: FactWords): string {
  const ends = new Set(words.phraseEnds);
  const tokens = phrase.split(/\s+/);
  const cut = tokens.findIndex((token, index) => index > 0 && ends.has(token.toLowerCase()));
  const kept = cut > 0 ? tokens.slice(0, cut) : tokens;
  // "Rennrad Rahmengröße 56": a word before a bare figure labels a spec, it is not the product
  // (before a figure with its unit, "Trekkingrad 28 Zoll", it is the product).
  const labels = (index: number) =>
    /^\d/u.test(kept[index + 1] ?? "") && !/^\p{Lu}\p{Ll}/u.test(kept[index + 2] ?? "");
  const head = kept.filter((token, index) => /^\p{Lu}\p{Ll}/u.test(token) && !labels(index));
  // "Trekkingrad 28 Zoll": a word after a figure is its unit while another noun names the thing
  // ("4 Teller" alone is plates).
  const named = head.filter((token) => !/^\d/u.test(kept[kept.indexOf(token) - 1] ?? ""));
  const chosen = named.length ? named : head;
  return (chosen[chosen.length - 1] ?? tokens[0] ?? phrase).toLowerCase();
}
