import type { ListingBrief, SocialBrief } from "../../../generation-provider";
import { lexicon, tokenise } from "../../lexicon/lexicon";
import { vocabulary } from "../../lexicon/vocabulary";
import type { ProductFacts } from "../../product-facts";
import { type NeutralSubject, neutralSubject } from "../understand";
import { type Gender, type GermanNoun, germanNouns, germanWords } from "./data";
import { capitaliseFirst, type NounPhrase } from "./grammar";
import { looksGerman } from "./language";

/**
 * What the German writer says about the product: its name as a German noun phrase (the seller's
 * own words when they typed German, else the noun table's word for the lexicon type), the facts
 * in German (colours as nouns, "in Salbeigrün"; materials after "aus"; gems after "mit"), and
 * the facts the shared price and category tables need.
 */
export interface GermanSubject {
  neutral: NeutralSubject;
  /** The product, or undefined when only the business type is known (a range post). */
  noun?: NounPhrase;
  /** The head noun ("Keramiktasse"), for hashtags and tags. */
  head?: string;
  /** The noun table entry when the product's type is known (from English or a German head noun). */
  entry?: GermanNoun;
  typeKey?: string;
  /** The seller typed the product in German (their words are used as they are). */
  sellerGerman: boolean;
  /** German colour nouns to say ("Salbeigrün"), at most two. */
  colours: string[];
  /** The product's name already says its colour or material: detail lines leave them out. */
  colourInName: boolean;
  materialInName: boolean;
  /** Material nouns for "aus …" ("Steinzeug"), gems for "mit …", finishes ("vergoldet"). */
  materials: string[];
  gems: string[];
  finishes: string[];
  sizes: string[];
  count?: number;
  condition?: ProductFacts["condition"];
  handmade: boolean;
  design: boolean;
  /** The facts for the shared price, category and Redbubble tables (type filled in from German). */
  facts: ProductFacts;
}

const PREPOSITIONS = new Set([
  "mit",
  "aus",
  "in",
  "im",
  "für",
  "fürs",
  "von",
  "vom",
  "zum",
  "zur",
  "ohne",
  "als",
  "inkl",
  "inklusive",
  "und",
  "&",
  "oder",
  "–",
  "-",
]);

const DESIGN_WORDS =
  /(?:aufdruck|motiv|print|illustration|design|spruch|schriftzug|bedruckt|typografie|zeichnung|kunstdruck|poster)/i;

export function germanSubject(brief: SocialBrief | ListingBrief): GermanSubject {
  const neutral = neutralSubject(brief);
  const words = germanWords();
  const product = neutral.sellerProduct;
  const englishTyped = product !== undefined && neutral.typeKey !== undefined && readsEnglish(product);
  const sellerGerman = product !== undefined && !englishTyped;
  const said = [
    product,
    "productType" in brief ? brief.productType : undefined,
    "color" in brief ? brief.color : undefined,
    "materials" in brief ? brief.materials : undefined,
  ]
    .filter(Boolean)
    .join(" ");

  let noun: NounPhrase | undefined;
  let head: string | undefined;
  let entry: GermanNoun | undefined;
  let typeKey = neutral.typeKey;
  if (product && sellerGerman) {
    const parsed = germanPhrase(product);
    noun = parsed.noun;
    head = parsed.head;
    typeKey = parsed.typeKey ?? (looksGerman(product) ? undefined : neutral.typeKey);
    entry = typeKey ? germanNouns()[typeKey] : undefined;
  } else if (typeKey && germanNouns()[typeKey]) {
    entry = germanNouns()[typeKey];
    const material = neutral.materials
      .map((name) => words.materials[name.toLowerCase()])
      .find((name) => name && !/^[+~]/.test(name));
    noun = tableNoun(entry as GermanNoun, material);
    head = (entry as GermanNoun).zahl === "pl" ? entry?.p : entry?.s;
  } else if (product) {
    // An English product the noun table does not know: the seller's words, left as they are.
    noun = { text: product, plural: false, agreeable: false };
    head = undefined;
  }

  const germanText = sellerGerman ? said : "";
  const germanColours = germanText ? coloursIn(germanText) : [];
  const englishColours = neutral.colours
    .map(colourNoun)
    .filter((colour): colour is string => Boolean(colour));
  // The seller's German colour wins; else their English one or the photo's product colour.
  const colours = (germanColours.length ? germanColours : englishColours).slice(0, 2);
  const germanMaterials = germanText ? materialsIn(germanText) : [];
  const translated = neutral.materials
    .map((material) => words.materials[material.toLowerCase()])
    .filter(Boolean) as string[];
  const all = unique([...germanMaterials, ...translated]);
  const materials = all.filter((material) => !/^[+~]/.test(material));
  const gems = all.filter((material) => material.startsWith("+")).map((gem) => gem.slice(1));
  const finishes = all.filter((material) => material.startsWith("~")).map((finish) => finish.slice(1));
  const nameText = (noun?.text ?? "").toLowerCase();
  const lexType = typeKey ? lexicon().byKey.get(typeKey) : undefined;
  const lowered = (germanText || "").toLowerCase();
  const handmade = neutral.handmade || words.handmadeWords.some((word) => lowered.includes(word));
  const condition = sellerGerman ? (germanCondition(lowered) ?? neutral.condition) : neutral.condition;
  const design = neutral.facts.design || DESIGN_WORDS.test(germanText);
  const count = sellerGerman ? germanCount(product ?? "") : neutral.count;
  // The shared price, category and Redbubble tables read these facts: the German reading wins.
  const facts: ProductFacts = {
    ...neutral.facts,
    ...(lexType && !neutral.facts.type
      ? { type: lexType, department: lexicon().departments.get(lexType.department) }
      : {}),
    handmade,
    handmadeProduct: neutral.facts.handmadeProduct || (sellerGerman && handmade && !neutral.facts.handmade),
    condition,
    design,
    count: sellerGerman
      ? count
        ? { quantity: count, phrase: `set of ${count}` }
        : undefined
      : neutral.facts.count,
  };
  return {
    neutral,
    noun,
    head,
    entry,
    typeKey,
    sellerGerman,
    colours,
    colourInName: colours.some((colour) => nameText.includes(colour.toLowerCase())),
    materialInName: materials.some((material) => nameText.includes(material.toLowerCase().slice(0, 5))),
    materials,
    gems,
    finishes,
    sizes: unique([
      ...(sellerGerman ? germanSizes(said) : []),
      ...neutral.sizes.map(germanSize).filter((size): size is string => Boolean(size)),
    ]),
    // A German phrase's count is read in German ("4er-Set"); the English parser misreads it.
    count,
    condition,
    handmade,
    design,
    facts,
  };
}

/** The noun table's noun for an English-typed product: a bare noun, so articles may go before it. */
function tableNoun(entry: GermanNoun, material: string | undefined): NounPhrase {
  const plural = entry.zahl === "pl";
  const noun = plural ? entry.p : entry.s;
  // "Tasse aus Steinzeug": the material rides along and needs no agreement.
  const text = material ? `${noun} aus ${material}` : noun;
  return { text, gender: entry.g, plural, agreeable: !/(?:^|\s)\p{Ll}/u.test(noun.replace(/ mit /, " ")) };
}

/**
 * The seller's German phrase: its head noun (the last capitalised word before a preposition or a
 * comma: "Keramiktasse" in "glasierte Keramiktasse mit Goldrand"), the head's gender from the
 * noun table (compounds take the gender of their last part: Keramik|tasse) or from a reliable
 * ending (-ung, -heit, -chen…), and whether an article may be put before the phrase as typed.
 */
export function germanPhrase(product: string): { noun: NounPhrase; head?: string; typeKey?: string } {
  const name = shortName(product);
  const tokens = name.split(/\s+/);
  let end = tokens.findIndex((token, index) => index > 0 && PREPOSITIONS.has(token.toLowerCase()));
  if (end < 0) end = tokens.length;
  const core = tokens.slice(0, end);
  let headIndex = -1;
  for (let index = core.length - 1; index >= 0; index--) {
    if (/^\p{Lu}/u.test(core[index] as string) && /\p{L}{2}/u.test(core[index] as string)) {
      headIndex = index;
      break;
    }
  }
  // Adjectives before the head are written in lowercase inside a sentence ("Unsere glasierte …").
  const before = core.slice(0, Math.max(headIndex, 0));
  const adjectives = before.filter((word) => isAdjective(word));
  const text = [
    ...tokens.map((word, index) => (index < headIndex && isAdjective(word) ? word.toLowerCase() : word)),
  ].join(" ");
  if (headIndex < 0) return { noun: { text, plural: false, agreeable: false } };
  const head = (core[headIndex] as string).replace(/[^\p{L}\p{N}-]+$/u, "");
  const found = genderOf(head);
  const numbers = before.some((word) => /\d/.test(word));
  const nounsBefore = before.length - adjectives.length;
  const agreeable =
    found !== undefined &&
    !numbers &&
    nounsBefore === 0 &&
    (adjectives.length === 0 ||
      (found.gender === "f" && !found.plural && adjectives.every((word) => /e$/i.test(word))));
  return {
    noun: { text, gender: found?.gender, plural: found?.plural ?? false, agreeable },
    head,
    typeKey: found?.typeKey,
  };
}

/** The product's name without what follows a comma or a bracket ("…, 350 ml"), within 70 characters. */
function shortName(product: string): string {
  const first = product.split(/\s*[,;(|]\s*|\s+[–—]\s+/)[0]?.trim() || product;
  if (first.length <= 70) return first;
  const cut = first.slice(0, 70);
  return cut.slice(0, cut.lastIndexOf(" ") > 20 ? cut.lastIndexOf(" ") : 70).trim();
}

function isAdjective(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/^\p{L}+$/u.test(word)) return false;
  if (/^\p{Ll}/u.test(word)) return true;
  // "Vintage Lederjacke": an English loanword stays as the seller wrote it.
  if (englishVocabulary().has(lower)) return false;
  // A capitalised first word may be an adjective the seller capitalised ("Glasierte Tasse").
  return /(?:e|er|es|en|em)$/.test(lower) && genderOf(word) === undefined;
}

interface HeadGender {
  gender: Gender;
  plural: boolean;
  typeKey?: string;
}

let index: { word: string; gender: Gender; plural: boolean; key: string }[] | undefined;

/** Every single-word singular and plural of the noun table, longest first. */
function nounIndex() {
  if (index) return index;
  const list: { word: string; gender: Gender; plural: boolean; key: string }[] = [];
  for (const [key, entry] of Object.entries(germanNouns())) {
    // A product German shops name in the plural ("Ohrringe") has its plural in both fields.
    if (!/\s/.test(entry.s))
      list.push({ word: entry.s.toLowerCase(), gender: entry.g, plural: entry.zahl === "pl", key });
    if (!/\s/.test(entry.p) && entry.p !== entry.s)
      list.push({ word: entry.p.toLowerCase(), gender: entry.g, plural: true, key });
  }
  index = list.sort((a, b) => b.word.length - a.word.length);
  return index;
}

const ENDINGS: readonly [RegExp, Gender][] = [
  [/(?:ung|heit|keit|schaft|tion|sion|tät|ik|ur|enz|anz|ei)$/, "f"],
  [/(?:chen|lein|ment|um|tum)$/, "n"],
  [/(?:ling|ismus)$/, "m"],
];

/** The head noun's gender: the noun table's (a compound's last part), else a reliable ending. */
export function genderOf(head: string): HeadGender | undefined {
  const lower = head.toLowerCase();
  for (const entry of nounIndex()) {
    if (
      lower === entry.word ||
      (lower.endsWith(entry.word) && entry.word.length >= 3 && lower.length - entry.word.length >= 2)
    ) {
      // "Kissen", "Becher": singular and plural alike, read as the singular a seller names.
      return { gender: entry.gender, plural: entry.plural, typeKey: entry.key };
    }
  }
  for (const [pattern, gender] of ENDINGS) if (pattern.test(lower)) return { gender, plural: false };
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Facts from German words.

function coloursIn(text: string): string[] {
  const words = germanWords();
  const found: string[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}]+/u)) {
    const stem = raw.replace(/(?:e|er|es|en|em)$/, "");
    for (const candidate of [raw, stem, `${stem}e`]) {
      const colour = colourWord(candidate, words);
      if (colour) {
        found.push(colour);
        break;
      }
    }
  }
  return unique(found);
}

function colourWord(word: string, words: ReturnType<typeof germanWords>): string | undefined {
  if (words.germanColours[word]) return words.germanColours[word];
  for (const prefix of words.germanColourPrefixes) {
    if (!word.startsWith(prefix)) continue;
    const base = words.germanColours[word.slice(prefix.length)];
    if (base) return capitaliseFirst(`${prefix}${base.toLowerCase()}`);
  }
  return undefined;
}

function materialsIn(text: string): string[] {
  const words = germanWords();
  const found: string[] = [];
  const tokens = text.toLowerCase().split(/[^\p{L}]+/u);
  for (const [at, word] of tokens.entries()) {
    // "Kerze im Glas": what the product comes in is not what it is made of.
    if (/^(?:im|in|ins)$/.test(tokens[at - 1] ?? "")) continue;
    if (word.length < 3 || words.germanMaterialExclusions.some((no) => word.startsWith(no) || word === no))
      continue;
    for (const [stem, material] of Object.entries(words.germanMaterials)) {
      if (word.startsWith(stem) || (word.endsWith(stem) && word.length > stem.length)) {
        if (word.startsWith(stem) && /farb|ton$|optik/.test(word.slice(stem.length))) continue;
        found.push(material);
        break;
      }
    }
  }
  return unique(found);
}

/** "Größe M", "Gr. 38": a clothing size the seller wrote in German. */
function germanSizes(text: string): string[] {
  return [...text.matchAll(/\b(?:Größe|Gr\.)\s*([A-Z0-9]{1,4}(?:\/[A-Z0-9]{1,4})?)\b/g)].map(
    (match) => `Größe ${match[1]}`,
  );
}

/** "4er-Set", "Set aus 4", "6 Stück": how many come in the listing, when the seller says so. */
function germanCount(text: string): number | undefined {
  const match = /(\d+)er[- ]?(?:set|pack)|set (?:aus|mit|von) (\d+)|(\d+)\s*(?:stück|stk)\b/i.exec(text);
  const value = Number(match?.[1] ?? match?.[2] ?? match?.[3]);
  return value >= 2 && value <= 100 ? value : undefined;
}

function germanCondition(text: string): ProductFacts["condition"] {
  const { conditions } = germanWords();
  for (const key of ["refurbished", "vintage", "used", "new"] as const) {
    if (conditions[key].some((word) => new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, "u").test(text)))
      return key;
  }
  return undefined;
}

/** An English colour name (the seller's or the photo's) as a German noun; undefined when unknown. */
export function colourNoun(english: string): string | undefined {
  const words = germanWords();
  const key = english.toLowerCase().trim();
  if (words.colours[key]) return words.colours[key];
  const [modifier, ...rest] = key.split(" ");
  const base = words.colours[rest.join(" ")];
  const prefix = modifier ? words.colourModifiers[modifier] : undefined;
  if (base && prefix && !/\s/.test(base)) return `${prefix}${base.toLowerCase()}`;
  return undefined;
}

/** A size as a German buyer reads it; undefined for an English word the writer cannot say. */
export function germanSize(size: string): string | undefined {
  const text = size.trim();
  const named: Record<string, string> = { small: "S", medium: "M", large: "L", "extra large": "XL" };
  if (named[text.toLowerCase()]) return `Größe ${named[text.toLowerCase()]}`;
  const label = /^size\s+(\S+)$/i.exec(text);
  if (label) return `Größe ${label[1]}`;
  if (!/\d/.test(text)) return /^[A-Z]\d$|^X{0,3}[SML]$/.test(text) ? text : undefined;
  const ounces = /^(\d+(?:[.,]\d+)?)\s*(?:fl\.?\s*)?oz$/i.exec(text);
  if (ounces) {
    const ml = Math.round((Number((ounces[1] as string).replace(",", ".")) * 29.57) / 10) * 10;
    return `${ounces[1]} oz (ca. ${ml} ml)`;
  }
  const inches = text
    .replace(/\s*(?:-?inch(?:es)?|in\.?|")(?![\p{L}])/giu, " Zoll")
    .replace(/\s+/g, " ")
    .trim();
  if (/[a-z]{3,}/i.test(inches.replace(/Zoll|cm|mm|ml|kg|GB|TB|RAM|SSD/g, ""))) return undefined;
  return inches.replace(/(\d)\.(\d)/g, "$1,$2");
}

// ---------------------------------------------------------------------------------------------

let englishWords: Set<string> | undefined;

/** Words an English product name is made of: the lexicon's names and search words, colours, materials. */
function englishVocabulary(): Set<string> {
  if (englishWords) return englishWords;
  const set = new Set<string>([
    "a",
    "an",
    "the",
    "with",
    "of",
    "for",
    "in",
    "and",
    "set",
    "pair",
    "size",
    "oz",
    "inch",
    "my",
    "our",
    "new",
    "small",
    "large",
    "medium",
    "mini",
    "big",
    "custom",
    "personalized",
    "personalised",
    "cute",
    "handmade",
    "hand",
    "made",
    "vintage",
    "boho",
    "modern",
    "minimalist",
    "funny",
    "gift",
    "women's",
    "men's",
    "kids",
    "baby",
    "from",
    "on",
    "by",
    "to",
    "her",
    "him",
    "pack",
  ]);
  const add = (phrase: string) => {
    for (const word of tokenise(phrase)) set.add(word.toLowerCase());
  };
  for (const product of lexicon().products) {
    for (const phrase of [product.name, product.plural, ...product.aliases, ...product.searchWords])
      add(phrase);
  }
  const vocab = vocabulary();
  for (const phrase of [
    ...vocab.colours,
    ...vocab.colourModifiers,
    ...vocab.materials,
    ...vocab.handmadeWords,
    ...vocab.designWords,
  ])
    add(phrase);
  englishWords = set;
  return set;
}

/**
 * Whether the seller wrote the product in English: most of its words are the lexicon's English
 * words and nothing reads as German ("T-Shirt mit Aufdruck" is German; "Poster" alone is both,
 * and the noun table says it the same way).
 */
export function readsEnglish(text: string): boolean {
  if (looksGerman(text)) return false;
  const words = tokenise(text.toLowerCase()).filter((word) => /\p{L}{2}/u.test(word));
  if (words.length === 0) return false;
  const known = words.filter((word) => englishVocabulary().has(word)).length;
  return known / words.length >= 0.6;
}

function unique(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const key = item.toLowerCase();
    if (!item || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
