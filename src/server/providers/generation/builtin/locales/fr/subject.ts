import type { ListingBrief, SocialBrief } from "../../../generation-provider";
import { lexicon } from "../../lexicon/lexicon";
import type { ProductFacts } from "../../product-facts";
import { cleanText } from "../../text";
import { neutralSubject } from "../understand";
import { frenchData } from "./data";
import { type Gender, isAspirate, type NounPhrase } from "./grammar";

/**
 * What the French writer says the product is. The seller's own words when they wrote French
 * ("mug en céramique émaillée": the common case), our noun table's French name when they wrote
 * English and the lexicon knows the type ("stoneware mug" → "mug en grès"), else their words as
 * they are. Colours, materials, sizes, condition and "fait main" come from the seller's French
 * words first, then from the English parse (and, for colours, the photo's product colours).
 */
export interface FrenchColour {
  /** As a noun, and as an adjective after a masculine noun: "bleu marine", "vert". */
  noun: string;
  /** [masculine, feminine] when the colour agrees; undefined when it is invariable. */
  forms?: readonly [string, string];
}

export interface FrenchMaterial {
  /** "grès", "cire de soja". */
  noun: string;
  /** "en grès", "à la cire de soja". */
  phrase: string;
}

export interface FrenchSubject {
  mode: "item" | "range";
  np: NounPhrase;
  /** The head noun, singular, for tags and hashtags ("mug", "boucles d'oreilles"). */
  head: string;
  /** The words after the head noun that describe it, for a hashtag ("parfumée" in "bougie parfumée"). */
  headAdjective?: string;
  typeKey?: string;
  departmentKey?: string;
  /** True when the product is named in the seller's own French words. */
  sellerWords: boolean;
  colours: FrenchColour[];
  materials: FrenchMaterial[];
  sizes: string[];
  count?: number;
  condition?: ProductFacts["condition"];
  handmade: boolean;
  design: boolean;
  /** The English parse with the type, materials and condition the French words name (for categories, prices and Redbubble). */
  facts: ProductFacts;
}

const FRENCH_WORDS =
  /(?<![\p{L}'’])(?:en|de|du|des|pour|avec|à|au|aux|et|la|le|les|un|une|sur|sans|fait|faite|main|d|l)(?![\p{L}])/giu;
const ENGLISH_WORDS =
  /(?<![\p{L}'’])(?:the|and|with|for|of|in|made|set|pair|by|from|to|your|our|this|hand|on)(?![\p{L}])/giu;
const ACCENTED = /[éèêëàâçùûôîïœ]/iu;

/**
 * Whether a text reads as French rather than English: French function words or accents
 * outnumber English ones; on a tie (a single noun), the head noun decides.
 */
export function looksFrench(text: string | undefined): boolean {
  if (!text) return false;
  const lower = text.toLowerCase();
  const french = (lower.match(FRENCH_WORDS)?.length ?? 0) + (ACCENTED.test(lower) ? 1 : 0);
  const english = lower.match(ENGLISH_WORDS)?.length ?? 0;
  if (french !== english) return french > english;
  return french > 0 || headOf(lower) !== undefined;
}

interface HeadMatch {
  words: number;
  singular: string;
  gender: Gender;
  plural: boolean;
  aspirate: boolean;
  typeKey?: string;
}

let headIndex: Map<string, HeadMatch> | undefined;

/** Every French noun form we know the gender of → what it is. */
function heads(): Map<string, HeadMatch> {
  if (headIndex) return headIndex;
  const index = new Map<string, HeadMatch>();
  const { nouns, heads: extra } = frenchData();
  for (const [typeKey, [singular, plural, gender, flag]] of Object.entries(nouns)) {
    const base = { singular, gender, aspirate: flag === "h", typeKey };
    const pluralOnly = flag === "pl";
    for (const [form, isPlural] of [
      [singular, pluralOnly],
      [plural, true],
    ] as const) {
      const key = form.toLowerCase();
      // The singular wins for a noun whose plural is the same word ("tapis").
      if (!index.has(key))
        index.set(key, {
          ...base,
          words: key.split(" ").length,
          plural: isPlural && (pluralOnly || plural !== singular),
        });
    }
  }
  for (const [word, kind] of Object.entries(extra)) {
    const key = word.toLowerCase();
    if (index.has(key)) continue;
    index.set(key, {
      words: 1,
      singular: word,
      gender: kind.startsWith("f") ? "f" : "m",
      plural: kind.endsWith("p"),
      aspirate: isAspirate(word),
    });
  }
  headIndex = index;
  return index;
}

/** The longest known noun the phrase starts with. */
function headOf(phrase: string): HeadMatch | undefined {
  const words = phrase.toLowerCase().split(" ");
  for (let count = Math.min(6, words.length); count >= 1; count--) {
    const match = heads().get(words.slice(0, count).join(" "));
    if (match && match.words === count) return match;
  }
  return undefined;
}

/** Suffixes that tell the gender of an unknown French noun reliably, with their exceptions. */
const FEMININE = /(?:tion|sion|ette|euse|ière|ure|elle|ance|ence|ade|esse|ée|té)$/;
const MASCULINE = /(?:ment|eau|oir|isme|age|et|ier|at)$/;
const NOT_FEMININE = /^(?:murmure|musée|lycée|trophée|été|côté|pâté|silence|cimetière|vermicelle)$/;
const NOT_MASCULINE = /^(?:page|plage|image|cage|nage|rage|eau|peau|forêt)$/;

function guessGender(word: string): Gender | undefined {
  const lower = word.toLowerCase();
  if (FEMININE.test(lower) && !NOT_FEMININE.test(lower)) return "f";
  if (MASCULINE.test(lower) && !NOT_MASCULINE.test(lower)) return "m";
  return undefined;
}

function looksPlural(word: string): boolean {
  return /(?<![iaous])s$|(?:aux|eux|oux)$/i.test(word) && word.length >= 4;
}

const LEADING_DETERMINER =
  /^(?:(?:un|une|des|le|la|les|notre|nos|mon|ma|mes|ce|cet|cette|ces|nouveau|nouvelle)\s+|l['’]\s*)/i;
const TRAILING_LINK = /\s+(?:de|d['’]|du|des|en|à|au|aux|pour|avec|et|la|le|les|l['’]|sur|un|une)$/i;
const SIZE_PATTERNS = [
  /\b\d+(?:[.,]\d+)?\s?(?:x|×)\s?\d+(?:[.,]\d+)?(?:\s?(?:x|×)\s?\d+(?:[.,]\d+)?)?\s?(?:cm|mm|m)\b/giu,
  /\b\d+(?:[.,]\d+)?\s?(?:cm|mm|ml|cl|l|g|kg|oz)\b/giu,
  /\btaille\s+(?:xxs|xs|s|m|l|xl|xxl|\d{2})\b/giu,
  /\b(?:format\s+)?A[3-6]\b/gu,
];
const COUNT = /\b(?:lot|set|coffret|pack|ensemble) de (\d{1,3})\b/i;

/** The seller's phrase cut to a name: first clause, no leading article, no size, ≤ 8 words. */
function namePhrase(text: string): string {
  let phrase = text.split(/[,.;:!?()|]|\s[-–—]\s/)[0]?.trim() ?? "";
  phrase = phrase.replace(LEADING_DETERMINER, "");
  for (const pattern of SIZE_PATTERNS) phrase = phrase.replace(pattern, " ");
  phrase = phrase.replace(/\s+/g, " ").trim();
  let words = phrase.split(" ");
  if (words.length > 8) {
    const cut = words.findIndex(
      (word, index) => index >= 2 && /^(?:pour|avec|idéal|idéale|parfait|parfaite|qui)$/i.test(word),
    );
    words = words.slice(0, cut > 0 ? Math.min(cut, 8) : 8);
  }
  phrase = words.join(" ");
  while (TRAILING_LINK.test(phrase)) phrase = phrase.replace(TRAILING_LINK, "");
  // "Mug en grès" → "mug en grès"; a name in capitals ("iPhone", "KIKO") stays as written.
  if (/^\p{Lu}\p{Ll}/u.test(phrase) && !/^\p{Lu}\p{Ll}*\p{Lu}/u.test(phrase)) {
    phrase = phrase.charAt(0).toLocaleLowerCase("fr-FR") + phrase.slice(1);
  }
  return phrase;
}

function wholeWord(phrase: string): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['’]");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu");
}

/** The phrases of `list` the text says, longest first, none inside another one found. */
function findAll(text: string, list: readonly string[]): string[] {
  const found: string[] = [];
  for (const phrase of [...list].sort((a, b) => b.length - a.length)) {
    if (found.some((longer) => longer.includes(phrase))) continue;
    if (wholeWord(phrase).test(text)) found.push(phrase);
  }
  return found;
}

export function colourOf(english: string): FrenchColour | undefined {
  const { colours, colourModifiers } = frenchData().words;
  const lower = english.toLowerCase().trim();
  const known = colours[lower];
  if (known) return typeof known === "string" ? { noun: known } : { noun: known[0], forms: known };
  // "dark green" → "vert foncé": a compound colour is invariable.
  const [modifier, ...rest] = lower.split(" ");
  const base = colours[rest.join(" ")];
  const french = modifier ? colourModifiers[modifier] : undefined;
  if (base && french) return { noun: `${typeof base === "string" ? base : base[0]} ${french}` };
  return undefined;
}

export function materialOf(english: string): FrenchMaterial | undefined {
  const known = frenchData().words.materials[english.toLowerCase()];
  if (!known) return undefined;
  return typeof known === "string"
    ? { noun: known, phrase: `en ${known}` }
    : { noun: known[0], phrase: known[1] };
}

/** A French material noun → its phrase ("cire de soja" → "à la cire de soja") and English name. */
function frenchMaterial(noun: string): { material: FrenchMaterial; english?: string } {
  for (const [english, value] of Object.entries(frenchData().words.materials)) {
    const [name, phrase] = typeof value === "string" ? [value, `en ${value}`] : value;
    if (name === noun) return { material: { noun, phrase }, english };
  }
  return { material: { noun, phrase: `en ${noun}` } };
}

function sameNumbersOnce(list: readonly string[]): string[] {
  const seen = new Set<string>();
  // "40 cm" inside "40 x 40 cm" says nothing more.
  const within = (size: string) =>
    list.some((other) => other !== size && other.toLowerCase().includes(size.toLowerCase()));
  return list.filter((size) => {
    if (within(size)) return false;
    const key = size.match(/\d+(?:[.,]\d+)?/g)?.join("x") ?? size.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function rangeOf(businessType: string | undefined): { range: string; gender: Gender } {
  const { businesses, defaultRange } = frenchData().people;
  const text = (businessType ?? "").toLowerCase();
  const found = businesses.find((business) => new RegExp(business.match, "i").test(text));
  return found ?? defaultRange;
}

export function businessTagOf(businessType: string | undefined): string | undefined {
  const text = (businessType ?? "").toLowerCase();
  if (!text) return undefined;
  return frenchData().people.businesses.find((business) => new RegExp(business.match, "i").test(text))?.tag;
}

/**
 * The French subject of a brief. Throws ProductUnknownError (from neutralSubject) when nothing
 * names the product.
 */
export function frenchSubject(brief: SocialBrief | ListingBrief): FrenchSubject {
  const neutral = neutralSubject(brief);
  const { nouns, words } = frenchData();
  const lex = lexicon();
  const seller = neutral.sellerProduct;
  const sellerFrench = seller !== undefined && looksFrench(seller);
  const said = [seller, "additionalContext" in brief ? brief.additionalContext : undefined]
    .filter(Boolean)
    .join(" . ")
    .toLowerCase();
  const listing = "productType" in brief ? brief : undefined;
  const formText = [listing?.materials, listing?.color, listing?.size]
    .map((value) => cleanText(value))
    .join(" . ");
  const frenchText = `${said} . ${formText.toLowerCase()}`;

  // The product type: from the French head noun when the seller wrote French, else the lexicon's.
  const name = sellerFrench ? namePhrase(seller as string) : undefined;
  const head = name ? headOf(name) : undefined;
  // "lot de 4 dessous de verre": the lot is the grammatical head, the coasters are the product.
  const unit = name ? /^(?:lot|set|coffret|pack|ensemble|duo|trio) de (?:\d+ )?(.+)$/i.exec(name) : null;
  const product = unit ? headOf(unit[1] as string) : head;
  const productWords = unit
    ? (unit[1] as string)
        .split(" ")
        .slice(0, product?.words ?? 1)
        .join(" ")
    : undefined;
  const typeKey = sellerFrench ? product?.typeKey : neutral.typeKey;
  const type = typeKey ? lex.products.find((product) => product.key === typeKey) : undefined;
  const departmentKey = type?.department ?? neutral.departmentKey;

  // Materials: the French words first, then the English parse's, translated.
  const materials: FrenchMaterial[] = [];
  const englishMaterials: string[] = [];
  // The product's own name is not a material ("verre" in "dessous de verre").
  const headText = (
    productWords ?? (head && name ? name.split(" ").slice(0, head.words).join(" ") : "")
  ).toLowerCase();
  const materialText = headText ? frenchText.replaceAll(headText, " ") : frenchText;
  for (const noun of findAll(materialText, words.frenchMaterials)) {
    const { material, english } = frenchMaterial(noun);
    materials.push(material);
    if (english) englishMaterials.push(english);
  }
  for (const english of neutral.materials) {
    const material = materialOf(english);
    if (material && !materials.some((known) => known.noun === material.noun)) {
      materials.push(material);
      englishMaterials.push(english);
    }
  }

  // Colours: the French words the seller used, else the English parse's (the seller's or the photo's).
  const frenchColourWords = new Map(words.frenchColours);
  const frenchColours = findAll(frenchText, [...frenchColourWords.keys()])
    .map((word) => colourOf(frenchColourWords.get(word) as string))
    .filter((colour): colour is FrenchColour => Boolean(colour));
  const metals = materials.map((material) => material.noun).join(" ");
  const colours = (frenchColours.length ? frenchColours : neutral.colours.map(colourOf))
    .filter((colour): colour is FrenchColour => Boolean(colour))
    .filter((colour, index, all) => all.findIndex((other) => other.noun === colour.noun) === index)
    // Silver earrings are not "coloris argenté": a colour the metal says already goes.
    .filter(
      (colour) =>
        !(colour.noun === "argenté" && /argent/.test(metals)) &&
        !(colour.noun === "doré" && /\bor\b|laiton|doublé/.test(metals)) &&
        !(colour.noun === "or rose" && /or rose/.test(metals)),
    )
    .slice(0, 2);

  const sizes = sameNumbersOnce([
    ...SIZE_PATTERNS.flatMap((pattern) => [...frenchText.matchAll(pattern)].map((match) => match[0].trim())),
    ...neutral.sizes,
  ]).slice(0, 3);
  const countMatch = COUNT.exec(frenchText);
  const count = countMatch
    ? Number(countMatch[1])
    : neutral.facts.count?.phrase === "pair"
      ? undefined
      : neutral.count;
  const frenchCondition = (["refurbished", "used", "vintage", "new"] as const).find(
    (condition) => findAll(frenchText, words.frenchConditions[condition] ?? []).length > 0,
  );
  const condition = frenchCondition ?? neutral.condition;
  const handmade = neutral.handmade || findAll(frenchText, words.frenchHandmade).length > 0;
  const design = neutral.facts.design || findAll(frenchText, words.frenchDesign).length > 0;

  let np: NounPhrase;
  let headWord: string;
  let headAdjective: string | undefined;
  let mode: FrenchSubject["mode"] = "item";
  if (name && name.length >= 2) {
    const first = name.split(" ")[0] as string;
    np = {
      text: name,
      gender: head?.gender ?? guessGender(first),
      plural: head ? head.plural : looksPlural(first),
      aspirate: head?.aspirate ?? isAspirate(first),
    };
    headWord = productWords ?? (head ? name.split(" ").slice(0, head.words).join(" ") : first);
    const next = name.split(" ")[head?.words ?? 1];
    headAdjective =
      next &&
      !/^(?:de|d['’]|du|des|en|à|au|aux|pour|avec|et|la|le|les|sur|fait|faite|faits|faites)$/i.test(next) &&
      !/['’]/.test(next)
        ? next
        : undefined;
  } else if (typeKey && nouns[typeKey]) {
    const [singular, plural, gender, flag] = nouns[typeKey];
    const material = materials[0];
    const withMaterial = (noun: string) =>
      material && !noun.includes(material.noun) ? `${noun} ${material.phrase}` : noun;
    if (count && count > 1) {
      np = { text: `lot de ${count} ${withMaterial(plural)}`, gender: "m", plural: false };
    } else {
      np = { text: withMaterial(singular), gender, plural: flag === "pl", aspirate: flag === "h" };
    }
    headWord = singular;
  } else if (seller) {
    // English words we have no French name for: the seller's own, with no agreement to guess.
    np = { text: seller.length > 60 ? seller.slice(0, 60).replace(/\s+\S*$/, "") : seller, plural: false };
    headWord = np.text.split(" ").pop() ?? np.text;
  } else {
    const range = rangeOf(brief.businessType);
    np = {
      text: handmade && !/main|artisan/.test(range.range) ? `${range.range}` : range.range,
      gender: range.gender,
      plural: true,
    };
    headWord = range.range;
    mode = "range";
  }

  const facts: ProductFacts = {
    ...neutral.facts,
    type: sellerFrench ? type : neutral.facts.type,
    department: type
      ? lex.departments.get(type.department)
      : sellerFrench
        ? undefined
        : neutral.facts.department,
    materials: englishMaterials.length ? englishMaterials : neutral.facts.materials,
    condition,
    handmade,
    handmadeProduct: neutral.facts.handmadeProduct || (sellerFrench && handmade),
    design,
  };

  return {
    mode,
    np,
    head: headWord,
    headAdjective,
    typeKey,
    departmentKey,
    sellerWords: sellerFrench,
    // A range of products has no one colour: the photo's says nothing about the others.
    colours: mode === "range" ? [] : colours,
    materials: materials.slice(0, 2),
    sizes,
    count,
    condition,
    handmade,
    design,
    facts,
  };
}
