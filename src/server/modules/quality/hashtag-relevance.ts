import {
  lexicon as defaultLexicon,
  findProductType,
  type Lexicon,
} from "../../providers/generation/builtin/lexicon/lexicon";
import type { ProductType } from "../../providers/generation/builtin/lexicon/schema";
import { vocabulary as lexiconVocabulary } from "../../providers/generation/builtin/lexicon/vocabulary";
import { type QualityBrief, sellerWordsOf } from "./briefs";
import { STOPWORDS, tokenise, wholePhrasePattern } from "./words";

/**
 * Hashtag and tag relevance: does a hashtag (#StonewareMug, #coffeelover) or a marketplace tag
 * ("housewarming gift") say something about this product, or is it filler a writer puts on
 * everything (#instagood, #ShopNow, #SmallBusiness)? A tag is relevant when it names the
 * product or its type, the type's department or category, the seller's materials (or their
 * family: stoneware is ceramic), the colour, the product's uses or occasions, the brand, the
 * audience, the seller's style, what the seller says about the making (hand-poured: #Handmade),
 * the design or the condition (barely worn: #preloved), or one of the seller's own tags.
 *
 * The vocabulary comes from the brief (what the seller typed) and the product lexicon (the
 * names, search words, uses and occasions of the product type the seller's words name). The
 * lexicon's usual materials are not used: they say what such products are often made of, not
 * what this one is, so #Cotton on a soy candle stays unrelated.
 *
 * Hashtags run words together, so matching is on letters only: a vocabulary term of five or more
 * letters may sit anywhere in the tag ("coffee" in #coffeelover); a shorter one ("mug", "red",
 * "tee") must be a whole word of the tag (#RedMug splits at its capitals), or sit at a word's
 * start or end with the rest a known word or a plural ending (#mugs, #redmug, #muglife), so that
 * #inspired is not about a red product and #cupcake not about a cup.
 */

export interface TagVocabulary {
  /** Letters-and-digits-only terms ("mug", "coffeemug", "kilnandco"). */
  readonly terms: ReadonlySet<string>;
}

export interface TagRelevance {
  /** Tags judged (duplicates, ignoring case and #, counted once). */
  tags: number;
  relevant: string[];
  irrelevant: string[];
  /** relevant / tags; null when there are no tags to judge. */
  share: number | null;
}

/** Shorter terms than this must be a whole word of the tag (see the module comment). */
const SUBSTRING_MIN = 5;
/** Terms shorter than this carry no meaning on their own ("oz", "co"). */
const TERM_MIN = 3;

/**
 * Words that never make a tag relevant on their own: they fit every product ("gift", "shop",
 * "everyday use", "gift buyers", "new home").
 */
const GENERIC = new Set(
  (
    "gift gifts giving idea ideas present day days love lover lovers buyer buyers people fan fans " +
    "shop shopping small business sale new best good great perfect use uses used everyday daily " +
    "event events occasion occasions wear home product products item items thing things " +
    "brand buy style"
  ).split(" "),
);

/**
 * Words hashtags glue to a product word (#muglife, #tealover, #potterycollection): what is left
 * of a word after a short term may be one of these.
 */
const TAG_COMPANIONS = new Set(
  (
    "love lover lovers life gift gifts day time shop style art design designs decor goals addict " +
    "addicts collection collector of the my daily vibes idea ideas inspo inspiration making maker " +
    "makers handmade made new sale club community gram insta world aesthetic obsessed season mood " +
    "haul setup game ootd fashion"
  ).split(" "),
);

/** Specific materials a general tag may name: a stoneware mug is ceramic, a walnut board is wood. */
const MATERIAL_FAMILIES: readonly (readonly string[])[] = [
  ["ceramic", "ceramics", "stoneware", "porcelain", "earthenware", "pottery", "terracotta"],
  ["wood", "wooden", "walnut", "oak", "maple", "bamboo", "acacia", "teak", "pine", "woodwork"],
  ["wool", "woolen", "woollen", "merino", "cashmere", "alpaca", "knit", "knitted", "knitting"],
];

/** Tags that say the seller's condition (judged from the seller's words by the lexicon's vocabulary). */
const CONDITION_TAGS: Record<"new" | "used" | "refurbished" | "vintage", readonly string[]> = {
  new: ["brandnew", "newwithtags", "nwt", "newinbox", "unused"],
  used: ["preowned", "preloved", "secondhand", "thrifted", "thrift", "used"],
  refurbished: ["refurbished", "refurb", "renewed", "reconditioned"],
  vintage: ["vintage", "antique", "retro"],
};

/** Tags for handmade goods beyond the vocabulary's own words. */
const HANDMADE_TAGS = ["handmade", "handcrafted", "madebyhand", "smallbatch", "maker"];

/** Words that are removed from an occasion before it becomes a term: "coffee lover gift" → "coffeelover". */
const OCCASION_FILLER = new Set(["gift", "gifts", "idea", "ideas", "present"]);

/** The brief's vocabulary: build once per brief, then judge any number of tags with it. */
export function tagVocabularyOf(brief: QualityBrief, lex: Lexicon = defaultLexicon()): TagVocabulary {
  const terms = new Set<string>();
  const addTerm = (term: string) => {
    for (const form of [term, ...singularsOf(term)]) {
      if (form.length >= TERM_MIN && /\p{L}/u.test(form)) terms.add(form);
    }
  };
  /** Each meaningful word, and the whole phrase when it is short ("deep red" → deep, red, deepred). */
  const addWords = (text: string | undefined) => {
    if (!text) return;
    const words = wordsOf(text);
    const meaningful = words.filter((word) => !STOPWORDS.has(word) && !GENERIC.has(word));
    for (const word of meaningful) addTerm(word);
    if (meaningful.length > 0 && words.length >= 2 && words.length <= 4) addTerm(words.join(""));
  };
  /**
   * The phrase as one term only ("coffee mug" → coffeemug): its words alone may say little.
   * Nothing when every word is generic ("new home", "small gift").
   */
  const addWhole = (phrase: string) => {
    const words = wordsOf(phrase);
    if (words.every((word) => STOPWORDS.has(word) || GENERIC.has(word))) return;
    addTerm(words.join(""));
  };

  const { listing, social } = brief;
  const sellerText = [brief.product, listing.productType, listing.materials].filter(Boolean).join(". ");
  for (const text of [
    brief.product,
    listing.productType,
    listing.materials,
    listing.color,
    ...brief.photo.productColours,
    listing.occasion,
    listing.style,
    listing.targetAudience,
    listing.businessType,
    social.targetAudience,
    social.businessType,
    ...listing.tags,
    ...social.hashtags.map(splitCamel),
    ...brief.expect.productWords.flat(),
  ]) {
    addWords(text);
  }
  // The brand, as hashtags write it: "Kiln & Co" → kilnandco, kilnco.
  if (social.brand) {
    addWhole(social.brand.replace(/&/g, " and "));
    addWhole(social.brand);
  }

  // Material families the seller's materials belong to.
  const sellerWords = new Set(wordsOf(sellerText));
  for (const family of MATERIAL_FAMILIES) {
    if (family.some((word) => sellerWords.has(word))) for (const word of family) addTerm(word);
  }

  // What the seller's words (their notes included) say about the making, the design and the
  // condition: "hand-poured" supports #Handmade, "hand-lettered slogan" #design, "barely worn"
  // #preloved.
  const allSellerWords = sellerWordsOf(brief);
  const said = (phrase: string) => new RegExp(wholePhrasePattern(phrase), "iu").test(allSellerWords);
  const known = lexiconVocabulary();
  for (const family of [[...known.handmadeWords, ...HANDMADE_TAGS], known.designWords]) {
    if (family.some(said)) for (const phrase of family) addWhole(phrase);
  }
  for (const [condition, phrases] of Object.entries(known.conditions) as [
    keyof typeof CONDITION_TAGS,
    string[],
  ][]) {
    if (phrases.some(said)) for (const tag of CONDITION_TAGS[condition]) addTerm(tag);
  }

  // The product type the seller's words name, from the lexicon.
  for (const product of productTypesOf(brief, lex)) {
    for (const name of [product.name, product.plural, product.label ?? "", ...product.aliases]) {
      if (name) addWhole(name);
    }
    for (const phrase of product.searchWords) addWhole(phrase);
    for (const use of product.uses) addWords(use);
    // The category below its top level: "Decor > Artwork > … > Prints", "… > Drinkware > Mugs".
    for (const level of product.shopify.split(">").slice(1)) addWords(level);
    const department = lex.departments.get(product.department);
    addWords(product.department.replace(/-/g, " "));
    for (const occasion of department?.occasions ?? []) {
      const words = wordsOf(occasion).filter((word) => !OCCASION_FILLER.has(word));
      while (words[0] !== undefined && STOPWORDS.has(words[0])) words.shift();
      addWhole(words.join(" "));
    }
  }
  return { terms };
}

/** Whether one hashtag or tag relates to the product (see the module comment). */
export function isRelevantTag(tag: string, vocabulary: TagVocabulary): boolean {
  const pieces = piecesOf(tag);
  const joined = pieces.join("");
  if (joined.length === 0) return false;
  for (const term of vocabulary.terms) {
    if (term.length >= SUBSTRING_MIN) {
      if (joined.includes(term)) return true;
      continue;
    }
    for (const piece of joined === pieces[0] ? pieces : [...pieces, joined]) {
      if (shortTermIn(piece, term, vocabulary.terms)) return true;
    }
  }
  return false;
}

/** The share of tags that relate to the product; each tag counted once, however it is cased. */
export function tagRelevance(tags: readonly string[], vocabulary: TagVocabulary): TagRelevance {
  const seen = new Set<string>();
  const relevant: string[] = [];
  const irrelevant: string[] = [];
  for (const tag of tags) {
    const key = piecesOf(tag).join(" ");
    if (!key || seen.has(key)) continue;
    seen.add(key);
    (isRelevantTag(tag, vocabulary) ? relevant : irrelevant).push(tag);
  }
  const total = relevant.length + irrelevant.length;
  return { tags: total, relevant, irrelevant, share: total === 0 ? null : relevant.length / total };
}

const HASHTAG_IN_TEXT = /(^|[^\p{L}\p{N}_&/#])#([\p{L}\p{N}_]+)/gu;

/** The hashtags a caption carries, as written ("#StonewareMug"), in order, each once. */
export function hashtagsIn(text: string): string[] {
  const found = new Map<string, string>();
  for (const match of text.matchAll(HASHTAG_IN_TEXT)) {
    const tag = `#${match[2]}`;
    const key = tag.toLowerCase();
    if (!found.has(key)) found.set(key, tag);
  }
  return [...found.values()];
}

/** The product types the seller's product text and product type name (usually one). */
function productTypesOf(brief: QualityBrief, lex: Lexicon): ProductType[] {
  const found = new Map<string, ProductType>();
  for (const text of [brief.product, brief.listing.productType]) {
    const match = text ? findProductType(text, lex) : undefined;
    if (match) found.set(match.product.key, match.product);
  }
  return [...found.values()];
}

/**
 * A term shorter than SUBSTRING_MIN inside one word of a tag: the whole word, or its start or
 * end with the rest a plural ending, another term or a word hashtags glue on (#muglife).
 */
function shortTermIn(piece: string, term: string, terms: ReadonlySet<string>): boolean {
  if (piece === term) return true;
  const rests: string[] = [];
  if (piece.startsWith(term)) rests.push(piece.slice(term.length));
  if (piece.endsWith(term)) rests.push(piece.slice(0, piece.length - term.length));
  return rests.some(
    (rest) =>
      rest === "s" ||
      rest === "es" ||
      TAG_COMPANIONS.has(rest) ||
      (rest.length >= TERM_MIN && terms.has(rest)),
  );
}

/** A tag's words, lowercase, letters and digits only: "#StonewareMug" → stoneware, mug; "coffee lover gift" → 3 words. */
function piecesOf(tag: string): string[] {
  return wordsOf(splitCamel(tag.replace(/^#+/, "")));
}

/** "StonewareMug" → "Stoneware Mug", "TShirt" → "T Shirt", "KilnAndCo" → "Kiln And Co". */
function splitCamel(text: string): string {
  return text.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2");
}

/** Lowercase words with apostrophes dropped ("mother's" → "mothers"); hyphens split ("t-shirt" → t, shirt). */
function wordsOf(text: string): string[] {
  return tokenise(text).map((word) => word.replace(/'/g, ""));
}

/** Simple singulars of a term, so "earrings" and "#earring" meet: a tag may hold the singular. */
function singularsOf(term: string): string[] {
  if (term.length <= 3 || !term.endsWith("s") || /(ss|us|is|as)$/.test(term)) return [];
  if (term.endsWith("ies")) return [`${term.slice(0, -3)}y`];
  if (/(s|x|z|ch|sh)es$/.test(term)) return [term.slice(0, -2)];
  return [term.slice(0, -1)];
}
