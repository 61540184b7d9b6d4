import type { ImageFacts } from "../../../../../domain/ai-image";
import { ProductUnknownError } from "../../generation-provider";
import type { BusinessProfile } from "../businesses";
import { findProductType, type Lexicon, lexicon } from "../lexicon/lexicon";
import type { ProductType } from "../lexicon/schema";
import { vocabulary } from "../lexicon/vocabulary";
import type { Slots } from "../phrasebook/phrasebook";
import {
  type ProductFacts,
  type ProductFactsInput,
  parseProductFacts,
  productColours,
} from "../product-facts";
import type { Rng } from "../rng";
import { joinList, titleCase } from "../text";
import { plural as pluralOf } from "../words";
import { materialNoun, properNouns, sellerCasing, withAOrAn } from "./grammar";

/**
 * What a post is about, in words the phrasebook's slots take: the product as the seller named it
 * (with its article, its number and its pronouns), the true facts about it (the seller's colours
 * or the photo's foreground, materials, sizes, specs, features, condition, handmade only when
 * said) and what the lexicon knows it is for. Nothing here is guessed: a fact nobody gave leaves
 * its slot empty, and the phrasebook skips every sentence that needs it.
 */
export interface Subject {
  /** "item": one product the seller named. "range": only the business type is known. */
  mode: "item" | "range";
  facts: ProductFacts;
  /** The lexicon type behind the words, when there is one (from the product or the business). */
  type?: ProductType;
  /** The product's name, singular ("mug"); undefined in range mode. */
  name?: string;
  /** The colours the copy may name (the seller's, else the photo's foreground), at most two. */
  colours: string[];
  materials: string[];
  /** The seller's handmade word ("hand-thrown"), only when the product or the shop is handmade. */
  handmade?: string;
  /** Vintage only when the seller wrote "vintage" or "antique" (not for "retro" styling). */
  condition?: ProductFacts["condition"];
  /** Buyer search phrases that claim nothing the seller did not say. */
  searches: string[];
  uses: string[];
  /** Gift occasions ("housewarming gift") and other occasions ("Christmas"). */
  gifts: string[];
  occasions: string[];
  /** Occasions that only make hashtags ("vacation outfit"), not sentences. */
  occasionTags: string[];
  /** Care advice for educational posts (the lexicon's, a full sentence). */
  care?: string;
  /** Every slot the phrasebook may fill from the subject. */
  slots: Record<string, string | undefined>;
}

export interface SubjectInput {
  product?: string;
  context?: string;
  businessType?: string;
  business: BusinessProfile;
  /** The business type was given (and is not the forms' 'Not listed'). */
  businessKnown: boolean;
  image: ImageFacts;
  /** The product lexicon (tests pass a small fixed one). */
  lexicon?: Lexicon;
  /** The service's fact sheet of the brief, when it read one. */
  sheet?: ProductFactsInput["sheet"];
}

/**
 * The subject of a generation. Throws ProductUnknownError when nothing the seller gave names a
 * product: no "What are you selling?", no product noun in the context, no business type.
 */
export function subjectOf(input: SubjectInput, rng: Rng): Subject {
  const lex = input.lexicon ?? lexicon();
  const facts = productFirst(
    parseProductFacts(
      {
        product: input.product,
        context: input.context,
        businessType: input.businessType,
        sheet: input.sheet,
      },
      lex,
    ),
    input.product ? parseProductFacts({ product: input.product, sheet: input.sheet }, lex) : undefined,
  );
  const sellerTexts = [input.product, input.context].filter((text): text is string => Boolean(text));
  const sellerText = sellerTexts.join(" . ").toLowerCase();

  if (facts.name) {
    // "a pair of jeans" is already one pair: the lexicon's name says so, the count need not.
    const counted =
      facts.count && /^(pairs?|sets?|packs?) of /i.test(facts.name) ? { ...facts, count: undefined } : facts;
    return itemSubject(withSellersAlias(counted, input.product, lex), sellerTexts, sellerText, input, rng);
  }
  if (!input.businessKnown) throw new ProductUnknownError();
  return rangeSubject(facts, sellerText, input, lex, rng);
}

/**
 * The seller's "What are you selling?" names the product, even one the lexicon does not know;
 * the context only names it when that field does not ("Ergonomic standing desk converter" plus
 * a context that mentions a mug is a desk converter). Materials, sizes and the rest still come
 * from both.
 */
function productFirst(all: ProductFacts, own: ProductFacts | undefined): ProductFacts {
  if (!own?.name || own.name === all.name) return all;
  return {
    ...all,
    type: own.type,
    department: own.department,
    name: own.name,
    plural: own.plural,
    label: own.label,
    qualifier: own.qualifier,
    design: own.design || all.design,
  };
}

/**
 * "Red wrap dress" names a dress by the lexicon's alias "wrap dress", "terracotta plant pot" a
 * planter by "plant pot": the post uses the seller's word, not the lexicon's.
 */
function withSellersAlias(facts: ProductFacts, product: string | undefined, lex: Lexicon): ProductFacts {
  const type = facts.type;
  if (!type || !product || facts.name?.toLowerCase() !== type.name) return facts;
  const match = findProductType(product, lex);
  if (match?.product !== type) return facts;
  const alias = type.aliases.find((name) => match.matched === name || match.matched === pluralOf(name));
  // Spelling variants of the name ("tshirt", "t shirt") keep the lexicon's spelling.
  const letters = (text: string) => text.replace(/[^a-z]/g, "");
  if (!alias || letters(alias) === letters(type.name)) return facts;
  // "drop earrings" for a "pair of dangle earrings": already plural.
  const plural = /^pair of /.test(type.name) && /s$/.test(alias) ? alias : pluralOf(alias);
  return { ...facts, name: alias, plural, label: titleCase(alias) };
}

function itemSubject(
  parsed: ProductFacts,
  sellerTexts: readonly string[],
  sellerText: string,
  input: SubjectInput,
  rng: Rng,
): Subject {
  let facts = parsed;
  // "Gold moonstone necklace" says the colour gold, not "made of gold": a precious metal is a
  // material only when the seller says how (solid, 14k, sterling, plated, filled).
  const preciousWords =
    /\b(solid|real|pure|\d{1,2} ?k|\d{1,2} ?kt|karat|sterling|925|plated|filled|vermeil)\b/;
  const metalColours = preciousWords.test(sellerText)
    ? []
    : facts.materials.filter((material) => /^(gold|golden|silver|rose gold|platinum)$/.test(material));
  if (metalColours.length) {
    facts = {
      ...facts,
      materials: facts.materials.filter((material) => !metalColours.includes(material)),
      colours: facts.colours.length ? facts.colours : metalColours,
    };
  }
  const colours = productColours(facts, input.image).map((colour) => colour.toLowerCase());
  // "polymer drop earrings" after "polymer clay": the name starts after the material's words.
  const described = [...facts.materials, ...facts.colours].join(" ").split(" ");
  // A name with capitals is the seller's own, as typed (a maker's model from the fact sheet).
  let named = /\p{Lu}/u.test(facts.name as string)
    ? (facts.name as string)
    : sellerCasing(facts.name as string, sellerTexts);
  while (named.includes(" ") && described.includes((named.split(" ")[0] as string).toLowerCase())) {
    named = named.slice(named.indexOf(" ") + 1);
  }
  const { name, pluralName, plural: saysPlural } = grammaticalNumber(named, facts, sellerTexts, sellerText);
  // "in a glass jar": the jar's material, not the candle's.
  const materials = facts.materials.filter(
    (material) =>
      !name.toLowerCase().includes(material) &&
      !new RegExp(`\\b(in|inside) (a|an|the) (\\w+ )?${escapeRegExp(material)}\\b`).test(sellerText),
  );
  const taken = [...materials, ...colours].join(" ").split(" ");
  const qualifier = facts.qualifier
    ? sellerCasing(facts.qualifier, sellerTexts)
        .split(" ")
        .filter((word) => !taken.includes(word.toLowerCase()))
        .join(" ") || undefined
    : undefined;

  // The words before the name: colour, material, the seller's identifying words.
  const material = materials[0];
  // "gold" says nothing "gold-plated" has not: one of the two is enough before the name.
  const colour =
    colours[0] && !materials.some((entry) => entry.includes(colours[0] as string)) ? colours[0] : undefined;
  const adjectives = unique(
    [colour, material && !colour?.includes(material) ? material : undefined, qualifier].filter(
      (word): word is string => Boolean(word) && !name.toLowerCase().includes((word as string).toLowerCase()),
    ),
  );
  // "pair of" + "white leather" + "sneakers": the describing words go before the noun.
  const withAdjectives = (noun: string) => {
    const unit = /^((?:pairs?|sets?|packs?) of (?:\d+ )?)(.+)$/i.exec(noun);
    return unit ? `${unit[1]}${[...adjectives, unit[2]].join(" ")}` : [...adjectives, noun].join(" ");
  };
  const singularThing = withAdjectives(name);
  const describedPlural = withAdjectives(pluralName);
  const unit = facts.count ? countPhrase(facts.count, pluralName) : undefined;
  const unitThing = facts.count ? countPhrase(facts.count, describedPlural) : undefined;
  const plural = saysPlural;

  const product = unit ?? (plural ? pluralName : name);
  const thing = unitThing ?? (plural ? describedPlural : singularThing);
  const details = joinList([...facts.sizes, ...facts.specs].slice(0, 3));
  const ownColours = colours.filter((entry) => !materials.some((item) => item.includes(entry)));
  // "with a moonstone" is a material, said already; "drainage hole" reads "a drainage hole".
  const features = facts.features
    .filter((feature) => !materials.some((entry) => feature.toLowerCase().includes(entry)))
    .map((feature) =>
      /s$/i.test(feature) || /^(a|an|the|two|three|\d)\b/i.test(feature) ? feature : withAOrAn(feature),
    );
  const type = facts.type;
  const uses = rng.shuffle(type?.uses ?? []);
  const { gifts, occasions, searchOnly } = splitOccasions(facts.department?.occasions ?? []);
  const searches = rng
    .shuffle((type?.searchWords ?? []).filter((phrase) => plainSearch(phrase, type, name, sellerText)))
    .map((phrase) => sellerCasing(phrase, sellerTexts));
  const handmade = facts.handmade ? handmadeWord(sellerText) : undefined;
  const condition =
    facts.condition === "vintage" && !/\b(vintage|antique)\b/.test(sellerText) ? undefined : facts.condition;
  const label =
    facts.label && facts.label.toLowerCase() === name.toLowerCase() && !/[A-Z].*[A-Z]|\d/.test(name)
      ? facts.label
      : titleCase(name);
  const titleAdjectives = adjectives.map((word) => (/\p{Lu}/u.test(word) ? word : titleCase(word)));
  const titleName = facts.count
    ? titleCase(countPhrase(facts.count, pluralName))
    : plural
      ? titleCase(pluralName)
      : label;
  const factList = [colour, ...materials.slice(0, 2), ...facts.sizes, ...facts.specs]
    .filter(Boolean)
    .slice(0, 3);
  const care = type?.care ?? facts.department?.care;

  return {
    mode: "item",
    facts,
    type,
    name,
    colours,
    materials,
    handmade,
    condition,
    searches,
    uses,
    gifts,
    occasions,
    occasionTags: searchOnly,
    care,
    slots: {
      product,
      products: pluralName,
      thisProduct: `${plural ? "these" : "this"} ${product}`,
      aProduct: plural ? product : withAOrAn(product),
      thing,
      thisThing: `${plural ? "these" : "this"} ${thing}`,
      aThing: plural ? thing : withAOrAn(thing),
      ...pronouns(plural),
      colour: joinList(ownColours) || undefined,
      material: material ? materialNoun(material) : undefined,
      materials: materials.length > 1 ? joinList(materials.slice(0, 2).map(materialNoun)) : undefined,
      details: details || undefined,
      features: joinList(features.slice(0, 2)) || undefined,
      handmade,
      condition,
      facts: factList.length ? factList.join(", ") : undefined,
      described: details ? `${thing}, ${details}` : thing,
      aDescribed: `${plural ? `these ${thing}` : withAOrAn(thing)}${details ? `, ${details}` : ""}`,
      use: uses[0],
      use2: uses[1],
      aGift: gifts[0] ? withAOrAn(gifts[0]) : undefined,
      occasion: occasions[0],
      care,
      search: searches[0],
      search2: searches[1],
      titleThing: [...titleAdjectives, titleName].join(" "),
      titleProduct: facts.count
        ? titleName.replace(/ of (\d+ )?/, (joint) => `${joint}${material ? `${titleCase(material)} ` : ""}`)
        : [material ? titleCase(material) : undefined, titleName].filter(Boolean).join(" "),
      titleColour: colour ? titleCase(colour) : undefined,
      titleDetails: details || undefined,
      titleUse: uses[0] ? midTitle(uses[0]) : undefined,
      titleSearch: searches[0] ? midTitle(searches[0]) : undefined,
    },
  };
}

/**
 * Only the business type is known: posts talk about the shop's products in general terms
 * ("our candles", "our handmade work") and never invent a single item.
 */
function rangeSubject(
  facts: ProductFacts,
  sellerText: string,
  input: SubjectInput,
  lex: Lexicon,
  rng: Rng,
): Subject {
  const match = input.businessType ? findProductType(input.businessType, lex) : undefined;
  const type = match?.product;
  const range = type ? type.plural : input.business.range;
  const uses = rng.shuffle(type?.uses ?? []);
  const handmade = facts.handmade
    ? handmadeWord(`${sellerText} ${input.businessType ?? ""}`.toLowerCase())
    : undefined;
  return {
    mode: "range",
    facts,
    type,
    colours: [],
    materials: facts.materials,
    handmade,
    searches: [],
    uses,
    gifts: [],
    occasions: [],
    occasionTags: [],
    slots: {
      range,
      products: type ? type.plural : undefined,
      // "our candles are", "our handmade work is".
      ...pronouns(/[^s]s$/.test(range)),
      handmade,
      material: joinList(facts.materials.slice(0, 2)) || undefined,
      use: uses[0],
      use2: uses[1],
      titleRange: titleCase(range),
    },
  };
}

/**
 * The name in the number the seller used: "earrings", "sneakers" and "jeans" stay plural
 * ("these earrings are"), as does a name the seller only wrote in the plural ("mugs, each one
 * unique"); a set or a pair is one thing ("this set of 4 mugs is").
 */
function grammaticalNumber(
  named: string,
  facts: ProductFacts,
  sellerTexts: readonly string[],
  sellerText: string,
): { name: string; pluralName: string; plural: boolean } {
  const lexiconPlural = facts.plural && facts.name && named.toLowerCase() === facts.name.toLowerCase();
  let pluralName = lexiconPlural ? sellerCasing(facts.plural as string, sellerTexts) : pluralOf(named);
  const last = named.split(" ").pop() ?? named;
  // A name that is already plural: the lexicon's own ("jeans"), or a word with a plural ending.
  const pairNoun = /^pair of (.+)$/.exec(facts.type?.name ?? "")?.[1];
  const stems = new Set(
    facts.type ? [facts.type.name, ...facts.type.aliases].map((name) => name.split(" ").pop() as string) : [],
  );
  const alreadyPlural =
    pluralName.toLowerCase() === named.toLowerCase() ||
    // A "pair of earrings" type named "drop earrings": the seller's noun is the pair's noun.
    (pairNoun !== undefined && last.toLowerCase() === pairNoun.split(" ").pop()) ||
    // "drop earrings": the lexicon knows "earring", so "earrings" is its plural.
    (/s$/i.test(last) &&
      [last.slice(0, -1), last.slice(0, -2)].some((stem) => stems.has(stem.toLowerCase()))) ||
    (!facts.type && /[^su]s$/i.test(last) && !/(ss|us|is|ics)$/i.test(last));
  if (alreadyPlural) pluralName = named;
  // The lexicon's "pair of sneakers" for a seller who wrote "sneakers": "these sneakers".
  const pair = /^pair of (.+)$/i.exec(named);
  if (pair && !/\bpairs?\b/.test(sellerText)) {
    const noun = pair[1] as string;
    return { name: noun, pluralName: noun, plural: true };
  }
  // "a pair of jeans", "set of 4 mugs": one thing ("this pair of jeans is").
  if (facts.count || pair) return { name: named, pluralName, plural: false };
  const plural =
    alreadyPlural || (wholeWords(pluralName).test(sellerText) && !wholeWords(named).test(sellerText));
  return { name: named, pluralName, plural };
}

/** Title Case for a phrase inside a title: "an after-dinner espresso" → "an After-Dinner Espresso". */
function midTitle(phrase: string): string {
  const titled = titleCase(phrase);
  return titled.replace(/^(A|An|The|Your|Our)\b/, (word) => word.toLowerCase());
}

function pronouns(plural: boolean): Slots {
  return plural
    ? { it: "they", them: "them", itIs: "they’re", is: "are", has: "have", its: "their" }
    : { it: "it", them: "it", itIs: "it’s", is: "is", has: "has", its: "its" };
}

/** "set of 4" + "mugs" → "set of 4 mugs"; "pair" → "pair of earrings"; "4-pack" → "4-pack of candles". */
function countPhrase(count: NonNullable<ProductFacts["count"]>, plural: string): string {
  if (count.phrase === "pair") return `pair of ${plural}`;
  if (/-pack$/.test(count.phrase)) return `${count.phrase} of ${plural}`;
  return `${count.phrase} ${plural}`;
}

function splitOccasions(list: readonly string[]): {
  gifts: string[];
  occasions: string[];
  searchOnly: string[];
} {
  const gifts: string[] = [];
  const occasions: string[] = [];
  const searchOnly: string[] = [];
  for (const occasion of list) {
    const phrase = properNouns(occasion);
    if (/\b(gift|present)s?\b/.test(phrase)) gifts.push(phrase);
    // A sentence says "for Christmas", never "for vacation outfit": only named days read right.
    else if (/\p{Lu}/u.test(phrase)) occasions.push(phrase);
    else searchOnly.push(phrase);
  }
  return { gifts, occasions, searchOnly };
}

/** Words a buyer's search phrase may add to the product's name without claiming anything. */
const PLAIN_SEARCH_WORDS = new Set([
  "coffee",
  "tea",
  "wall",
  "home",
  "decor",
  "gift",
  "gifts",
  "idea",
  "ideas",
]);

/**
 * A buyer search phrase the post may print: every word in it is the product's name, a word the
 * seller used, or a plain word ("coffee mug", "mug gift"). The lexicon lists sub-kinds too ("funny mug", "gaming laptop", "birth flower
 * necklace"), which would be claims; those are left out.
 */
function plainSearch(
  phrase: string,
  type: ProductType | undefined,
  name: string,
  sellerText: string,
): boolean {
  if (phrase === name.toLowerCase()) return false;
  // Not the lexicon's one-word aliases: many are sub-kinds too ("linocut", "chromebook", "votive").
  const allowed = new Set([...name.toLowerCase().split(/\s+/), ...(type ? [type.name, type.plural] : [])]);
  return phrase
    .toLowerCase()
    .split(/\s+/)
    .every((word) => allowed.has(word) || PLAIN_SEARCH_WORDS.has(word) || wholeWords(word).test(sellerText));
}

/** The seller's own handmade word, as a post can say it ("hand-thrown", "made in small batches"). */
function handmadeWord(text: string): string {
  const words = [...vocabulary().handmadeWords].sort((a, b) => b.length - a.length);
  const found = words.find((word) => wholeWords(word).test(text));
  if (!found) return "handmade";
  if (/^small[- ]batch$/.test(found)) return "made in small batches";
  if (/^hand[- ]?made$/.test(found)) return "handmade";
  if (/^hand crafted$/.test(found)) return "handcrafted";
  return found.replace(/^(hand|wheel) (?=\w)/, "$1-");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function wholeWords(phrase: string): RegExp {
  const escaped = escapeRegExp(phrase.toLowerCase());
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu");
}

function unique(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
