import type { ImageFacts } from "../../../../domain/ai-image";
import type { FactSheet } from "../../../../domain/fact-sheet";
import type { ListingBrief, SocialBrief } from "../generation-provider";
import { type DecisionKind, decisionKind } from "./decision-kind";
import {
  findProductType,
  type Lexicon,
  lexicon,
  type ProductMatch,
  pluralOf,
  tokenise,
} from "./lexicon/lexicon";
import type { Department, ProductType } from "./lexicon/schema";
import { type Vocabulary, vocabulary } from "./lexicon/vocabulary";
import { cleanText } from "./text";

/**
 * What the seller told us about the product, parsed from their own words: the "What are you
 * selling?" field (`product`), the listing form's product type, materials, colour and size, and
 * the social form's additional context. The seller's words always win over the photo; nothing
 * here is guessed from the photo.
 */
export interface ProductFacts {
  /** The lexicon's product type when the seller's words name one. */
  type?: ProductType;
  department?: Department;
  /**
   * The product in running text, singular and lowercase, in the seller's own words when they
   * gave a more specific name than the lexicon's ("espresso cup", "wrap dress"); the lexicon's
   * name otherwise. Undefined when nothing names the product.
   */
  name?: string;
  /** The same, plural ("espresso cups"). */
  plural?: string;
  /** The same as a title writes it ("Espresso Cup", "T-Shirt"). */
  label?: string;
  /** The seller's identifying words before the name, for titles ("2015 Honda CB500F", "ocean wave"). */
  qualifier?: string;
  /** Materials the seller named, lowercase ("stoneware", "sterling silver"), first named first. */
  materials: string[];
  /** Colours the seller named, lowercase, with their modifiers ("deep red", "navy blue"). */
  colours: string[];
  /** Sizes and measurements as written for a buyer ("12 oz", "13-inch", "8 x 10 in", "size M"). */
  sizes: string[];
  /** "set of 4", "pack of 10", "pair": how many come in one listing, when said. */
  count?: { quantity: number; phrase: string };
  /** Other concrete specs the seller gave, kept verbatim ("16 GB RAM", "512 GB SSD"). */
  specs: string[];
  /** Only when the seller said so ("barely worn" → used, "refurbished", "vintage"). */
  condition?: "new" | "used" | "refurbished" | "vintage";
  /** Only when the seller said so: of the product ("hand-thrown") or of the shop ("Handmade crafts"). */
  handmade: boolean;
  /** The product's own words say it is made by hand (a printed design on a blank is not). */
  handmadeProduct: boolean;
  /** The seller describes a printed design, art or lettering (decides whether Redbubble fits). */
  design: boolean;
  /** The seller sells print-on-demand (their business, or "printed on demand"): their designs fit Redbubble. */
  printOnDemand: boolean;
  /** A one-off or a limited edition (an original painting, "edition of 20", hand-pulled): not print-on-demand. */
  oneOff: boolean;
  /** Other describing words the seller used, safe to repeat ("flutter sleeves", "inner pocket"). */
  features: string[];
  /** Everything the seller wrote, lowercase: what a claim must be found in (see `supports`). */
  said: string;
  /**
   * What the category, price and Redbubble decisions file the product under when the English
   * parse is not enough (a class, a digital download, a non-English noun): decision-kind.ts.
   */
  decision?: DecisionKind;
  /** The product's maker and model, from the fact sheet ("Sony", "WH-1000XM4"). */
  brand?: string;
  model?: string;
  /** The seller's own price, from the fact sheet: it anchors the suggested price. */
  sellerPrice?: { amount: number; currency: "USD" | "EUR" | "GBP" };
}

export interface ProductFactsInput {
  /** "What are you selling?" */
  product?: string;
  /** The listing form's product type (one of the spec's ten, or the seller's own text). */
  productType?: string;
  materials?: string;
  color?: string;
  size?: string;
  style?: string;
  /** The social form's additional context. */
  context?: string;
  businessType?: string;
  tags?: readonly string[];
  /**
   * The brief's fact sheet, read once by the service (modules/generation/fact-sheet): where it
   * knows better, it wins (the seller's condition words, their colours only, the product's own
   * materials apart from its packaging, the maker and model, the head noun of an English brief).
   */
  sheet?: FactSheet;
  /** The brief's language: the sheet's noun replaces the English parse's only for English. */
  language?: string;
}

/**
 * A writer's brief read with its fact sheet: the English parse that category, price band,
 * Redbubble fit and buyers' searches come from (the builtin writer's, and the price guide every
 * engine's listings carry).
 */
export function briefProductFacts(brief: SocialBrief | ListingBrief, sheet: FactSheet): ProductFacts {
  const listing = "productType" in brief ? brief : undefined;
  return parseProductFacts({
    product: brief.product ?? sheet.product,
    productType: listing?.productType,
    materials: listing?.materials,
    color: listing?.color,
    size: listing?.size,
    style: listing?.style,
    businessType: brief.businessType,
    context: brief.additionalContext,
    tags: listing ? listing.tags : (brief as SocialBrief).hashtags,
    sheet,
    language: brief.language,
  });
}

/**
 * The seller's product, parsed from their words. Fields the seller filled in (materials, colour,
 * size) come first and verbatim; the free text adds what it names. The product type is looked up
 * in the free text first ("What are you selling?"), then the form's product type, then the
 * additional context, then the seller's tags.
 */
export function parseProductFacts(input: ProductFactsInput, lex: Lexicon = lexicon()): ProductFacts {
  const parsed = parseSellerWords(input, lex);
  const facts = input.sheet ? withSheet(parsed, input.sheet, input.language ?? "en") : parsed;
  const sheet = input.sheet;
  const product = [sheet?.product, clean(input.product), clean(input.productType)]
    .filter(Boolean)
    .join(" . ");
  const decision =
    decisionKind(
      {
        noun: sheet?.noun,
        product,
        context: clean(input.context),
        language: input.language,
        parsed: facts.type,
        productType: clean(input.productType),
      },
      lex,
    ) ?? (facts.type ? undefined : typeOfAnyClause(product, lex, sheet?.noun));
  return {
    ...facts,
    ...(decision ? { decision } : {}),
    ...(sheet?.brand ? { brand: sheet.brand } : {}),
    ...(sheet?.model ? { model: sheet.model } : {}),
    ...(sheet?.price ? { sellerPrice: sheet.price } : {}),
  };
}

/** "toy car" is a kind of "car": its name ends on the other's whole name. */
function namesKindOf(specific: ProductType, general: ProductType): boolean {
  return specific.name.endsWith(` ${general.name}`) || specific.plural.endsWith(` ${general.plural}`);
}

/**
 * A lexicon type named in any clause of the product words ("But First, Tea mug" → mug). With the
 * sheet's noun known, only a type of that noun counts: "sewing machine … needs a new belt soon"
 * names a belt the machine needs, not a belt for sale (it was filed under Belts everywhere).
 */
function typeOfAnyClause(product: string, lex: Lexicon, noun?: string): DecisionKind | undefined {
  const head = noun?.toLowerCase().split(/\s+/).pop()?.replace(/s$/, "");
  for (const clause of product.split(/[,;.!?()]|\s[–—-]\s/)) {
    const match = findProductType(clause, lex);
    if (!match) continue;
    const named = `${match.product.name} ${match.product.plural}`.toLowerCase();
    if (!head || named.split(/\s+/).some((word) => word.replace(/s$/, "") === head))
      return { type: match.product, why: `"${match.matched}"` };
  }
  return undefined;
}

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The parse corrected by the fact sheet (see ProductFactsInput.sheet). */
function withSheet(parsed: ProductFacts, sheet: FactSheet, language: string): ProductFacts {
  const packaging = sheet.packaging.join(" ").toLowerCase();
  const materials = sheet.materials.length
    ? sheet.materials.map((material) => material.toLowerCase())
    : parsed.materials.filter((material) => !packaging.includes(material));
  const handmadeProduct =
    sheet.claims.some((claim) =>
      /^hand|handmade|made by hand|hecho a mano|fait main|handgemacht/i.test(claim),
    ) || parsed.handmadeProduct;
  let naming: Pick<ProductFacts, "name" | "plural" | "label"> = {};
  const head = sheet.noun.toLowerCase();
  const lastWord = head.split(" ").pop() ?? head;
  const parsedName = (parsed.name ?? "").toLowerCase();
  if (language === "en" && (!parsed.type || !parsedName.includes(lastWord.replace(/s$/, "")))) {
    const plural = /s$/.test(head)
      ? head
      : `${head.slice(0, head.length - lastWord.length)}${pluralOf(lastWord)}`;
    // A maker's model keeps the seller's casing ("Jordan 1 Retro High OG"); a plain noun is lowercase.
    const name = sheet.brand ? sheet.noun : head;
    // A model's name has no plural of its own: "two Jordan 1 Retro High OG items".
    naming = {
      name,
      plural: sheet.brand ? `${name} items` : plural,
      label: sheet.brand ? name : titleCase(head),
    };
  }
  const maker = [sheet.brand, sheet.model].filter(Boolean).join(" ");
  // "MacBook Air" named by the maker's "MacBook Air M1 2020": the model is the name.
  if (maker && !naming.name && parsed.name && letters(maker).includes(letters(parsed.name))) {
    naming = { name: maker, plural: `${maker} items`, label: maker };
  }
  // A name the sheet corrected takes its product type from the lexicon again ("honey", not "jar").
  // A type whose name is not the sheet's noun ("greeting card" for a card holder, "dice set" for
  // "set de 3 macetas") is looked up again from the noun too.
  const typeHead = parsed.type?.name.split(" ").pop()?.replace(/s$/, "");
  // (Not for a maker's model named as the noun: "MacBook Air" is no noun a lexicon knows.)
  const namesModel = sheet.brand !== undefined && head.includes(sheet.brand.toLowerCase());
  const mistyped = !namesModel && typeHead !== undefined && !head.includes(typeHead);
  const renamed = (naming.name !== undefined && naming.name !== parsed.name) || mistyped;
  const retyped = renamed ? findProductType(naming.name ?? head, lexicon()) : undefined;
  const typing = renamed
    ? {
        type: retyped?.product,
        department: retyped ? lexicon().departments.get(retyped.product.department) : undefined,
      }
    : {};
  return {
    ...parsed,
    ...naming,
    ...typing,
    // The maker names the item already when the name is the model ("Jordan 1 Retro High OG").
    qualifier:
      maker && !letters(naming.name ?? parsed.name ?? "").includes(letters(maker))
        ? maker
        : maker
          ? undefined
          : parsed.qualifier,
    condition: sheet.condition.stated ? sheet.condition.value : undefined,
    colours: sheet.colours.map((colour) => colour.toLowerCase()),
    materials,
    handmade: handmadeProduct,
    handmadeProduct,
    design: parsed.design || sheet.design !== undefined,
  };
}

function parseSellerWords(input: ProductFactsInput, lex: Lexicon): ProductFacts {
  const vocab = vocabulary();
  const product = clean(input.product);
  const productType = clean(input.productType);
  const context = clean(input.context);
  const described = [product, productType, context].filter(Boolean).join(" . ");

  let match: ProductMatch | undefined;
  let source: string | undefined;
  for (const text of [product, productType, context, ...(input.tags ?? []).map(clean)]) {
    if (!text) continue;
    match = findProductType(text, lex);
    if (match) {
      source = text;
      break;
    }
  }

  // The form's type read as the same noun, more exactly ("cars" in the text, "toy cars" in the
  // form): the seller said which kind of it they sell.
  const typed = productType && source !== productType ? findProductType(productType, lex) : undefined;
  if (match && typed && typed.product !== match.product && namesKindOf(typed.product, match.product)) {
    match = typed;
    source = productType;
  }

  const materials = withoutContained([
    ...splitList(clean(input.materials)).filter(hasLetter),
    ...findPhrases(described, vocab.materials),
  ]);
  const colours = withoutContained([
    ...splitList(clean(input.color)).filter(hasLetter),
    ...findColours(described, vocab),
  ]);
  const measured = sameNumbersOnce([...splitList(clean(input.size)), ...findSizes(described)]);
  const count = findCount(described);
  const specs = findSpecs(product ?? "", measured, count);
  // "50mm" is said by the spec "50mm f/1.8 lens": once is enough.
  const sizes = measured.filter(
    (size) => !specs.some((spec) => spec.toLowerCase().includes(size.toLowerCase())),
  );
  const condition = findCondition(described, vocab);
  const handmadeProduct = findPhrases(described, vocab.handmadeWords).length > 0;
  // A shop that says it is handmade ("Handmade crafts") makes what it sells by hand.
  const handmade =
    handmadeProduct ||
    /\bhand ?made\b/i.test(input.businessType ?? "") ||
    /\bhand ?made\b/i.test(input.style ?? "");
  const type = match?.product;
  const design = type?.redbubble?.fit === "art" || findPhrases(described, vocab.designWords).length > 0;
  const printOnDemand = /\bprint[- ]on[- ]demand\b|\bpod\b|\bprinted on demand\b/i.test(
    `${input.businessType ?? ""} ${described}`,
  );
  const oneOff = ONE_OFF.test(described) || editionNumber(described);

  const naming = nameOf(match, source, product ?? productType, vocab, lex);
  return {
    type,
    department: type ? lex.departments.get(type.department) : undefined,
    name: naming?.name,
    plural: naming?.plural,
    label: naming?.label,
    qualifier: naming?.qualifier,
    materials,
    colours,
    sizes,
    count,
    specs,
    condition,
    handmade,
    handmadeProduct,
    design,
    printOnDemand,
    oneOff,
    features: findFeatures(product ?? productType ?? "").filter(
      (feature) =>
        !specs.some((spec) => spec.toLowerCase().includes(feature) || feature.includes(spec.toLowerCase())),
    ),
    said: [
      product,
      productType,
      context,
      clean(input.materials),
      clean(input.color),
      clean(input.size),
      clean(input.style),
      clean(input.businessType),
      ...(input.tags ?? []).map(clean),
    ]
      .filter(Boolean)
      .join(" . ")
      .toLowerCase(),
  };
}

/**
 * A one-off, a limited edition or a print made by hand, none of which Redbubble prints on demand:
 * an original painting, "edition of 20", hand-pulled or letterpress prints, a hand-signed print
 * ("signed", "signée", "signiert", "firmado"), fan art of someone else's characters.
 */
const ONE_OFF =
  /\boriginal (?:oil|acrylic|watercolou?r|gouache|pastel|painting|artwork|drawing)\b|\bone[- ]of[- ]a[- ]kind\b|\booak\b|\blimited edition\b|\bedition of \d+|\bhand[- ]pulled\b|\bsigned (?:and|&|\+) numbered\b|\bnumbered edition\b|\bunique piece\b|\bletterpress(?:ed)?\b|\bhand[- ]?(?:printed|stamped|lettered and printed)\b|\bblock[- ]printed\b|\b(?:hand[- ])?signed\b|\bsignée?s?\b|\bsigniert\b|\bfirmad[oa]s?\b|\bfan[- ]?art\b|\bfan[- ]made\b|\bédition limitée\b|\bedición limitada\b|\blimitierte auflage\b/i;

/**
 * "3/25" numbers a print of an edition; "80/20" (a cotton-poly blend), "50/50", "3/4 sleeves" and
 * "1/2 inch" (fractions of a measure) do not.
 */
function editionNumber(text: string): boolean {
  for (const match of text.matchAll(
    /\b(\d{1,3})\/(\d{1,3})\b(?!\s*(?:%|blend|cotton|poly|mix|merino|nylon|wool|sleeves?|length|inch|in\b|"|zip|cup|tsp|tbsp|oz|lb|yard|mile))/gi,
  )) {
    const [number, of] = [Number(match[1]), Number(match[2])];
    if (number >= 1 && number < of && of >= 5 && of <= 500) return true;
  }
  return false;
}

/**
 * Whether a buyer's search phrase (a tag, a hashtag, a title's second name) describes this
 * product and nothing more: every word is in the product's name, what it is used for, what the
 * seller wrote, or a plain shopping word. "coffee mug" passes for a mug used for morning coffee;
 * "cross necklace" for a moonstone pendant, "goat milk soap" for a plain soap bar and
 * "chromebook" for a MacBook do not.
 */
export function describes(facts: ProductFacts, phrase: string): boolean {
  const type = facts.type;
  const known = new Set(
    [
      facts.name,
      facts.plural,
      facts.label,
      facts.qualifier,
      type?.name,
      type?.plural,
      ...(type?.uses ?? []),
      ...facts.features,
      facts.said,
    ]
      .filter(Boolean)
      .join(" ")
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u),
  );
  return phrase
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .every((word) => known.has(word) || SHOPPING_WORDS.has(word));
}

/** Words any product's search phrase may carry: what shoppers add, and the occasions they shop for. */
const SHOPPING_WORDS = new Set([
  "gift",
  "gifts",
  "idea",
  "ideas",
  "present",
  "decor",
  "accessory",
  "accessories",
  "for",
  "and",
  "the",
  "a",
  "of",
  "s",
  "housewarming",
  "new",
  "home",
  "teacher",
  "thank",
  "you",
  "self",
  "care",
  "stocking",
  "stuffer",
  "hostess",
  "office",
  "coworker",
  "back",
  "to",
  "school",
  "graduation",
  "holiday",
  "anniversary",
  "birthday",
  "christmas",
  "mother's",
  "father's",
  "mothers",
  "fathers",
  "day",
  "valentine's",
  "wedding",
  "bridesmaid",
  "groomsmen",
  "party",
  "favor",
  "baby",
  "shower",
]);

/**
 * Whether a phrase (a search word, a tag) claims only what the seller said: "handmade mug",
 * "funny mug" and "gift for her" pass only when the seller's words contain "handmade", "funny",
 * "for her" (or, for handmade, another handmade word such as "hand-thrown").
 */
export function supports(facts: ProductFacts, phrase: string): boolean {
  const lower = ` ${phrase.toLowerCase()} `;
  const said = ` ${facts.said.replace(/[^\p{L}\p{N}' -]+/gu, " ")} `;
  for (const claim of vocabulary().claimWords) {
    if (!lower.includes(` ${claim} `)) continue;
    if (/^hand|artisan|pottery/.test(claim) && facts.handmade) continue;
    if (/^(?:vintage|antique|retro)$/.test(claim) && facts.condition === "vintage") continue;
    if (/^(?:new|brand new|unused|sealed)$/.test(claim) && facts.condition === "new") continue;
    if (!said.includes(` ${claim} `)) return false;
  }
  return true;
}

/**
 * The colours to say the product is: the seller's own, and only those. The photo's measured
 * colour is not the product's (an amber bottle holds a clear oil; a warm light turns red
 * leather "caramel"), so it is only ever offered to the seller (the fact sheet's
 * `photoColour`) and written once they accept it into their own words. Empty when the seller
 * named none: then the copy names no colour at all.
 */
export function productColours(facts: ProductFacts, _image: ImageFacts, max = 2): string[] {
  return facts.colours.slice(0, max);
}

// ---------------------------------------------------------------------------------------------

/** The seller's text, cleaned ('Not listed' and markup gone); undefined when empty. */
function clean(text: string | undefined): string | undefined {
  // A link or an e-mail address names no product: "https://example.com/a" is not one.
  // Cut first: every pattern below then runs on at most 400 characters.
  const value = cleanText(text)
    .slice(0, 400)
    .replace(/\b(?:https?:\/\/|www\.)\S*/gi, " ")
    .replace(/[^\s@]+@[^\s@]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return value || undefined;
}

/**
 * Each thing said once: "cotton canvas" makes "canvas" and "cotton" redundant, "gold-plated
 * sterling silver" makes "gold plated" redundant (hyphens and spaces compare alike).
 */
function withoutContained(list: readonly string[]): string[] {
  const items = unique(list);
  const key = (item: string) => ` ${item.toLowerCase().replace(/[-\s]+/g, " ")} `;
  return items.filter(
    (item, index) =>
      !items.some((other, at) => at !== index && key(other).includes(key(item)) && key(other) !== key(item)),
  );
}

/** Sizes that state the same numbers ("8x10 inches", "8x10"; "13-inch", "13 inch") said once. */
function sameNumbersOnce(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return unique(list).filter((size) => {
    const numbers = size.match(/\d+(?:\.\d+)?/g)?.join("x") ?? size.toLowerCase();
    if (seen.has(numbers)) return false;
    seen.add(numbers);
    return true;
  });
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

/** A colour or material is a word: "!." and "00" are not. */
const hasLetter = (text: string) => text.split(" ").every((word) => /\p{L}{2}/u.test(word));

/** "Cotton, linen and wool" → ["cotton", "linen", "wool"]. */
function splitList(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .toLowerCase()
    .split(/,|;|\/|\band\b|&/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 2 && part.length <= 40);
}

function words(text: string): string[] {
  return rawWords(text).map((word) => word.toLowerCase());
}

/** The text's words as written. */
function rawWords(text: string): string[] {
  return tokenise(text);
}

/** Every phrase of the list found in the text (longest first, not overlapping), in text order. */
function findPhrases(text: string, phrases: readonly string[]): string[] {
  const tokens = words(text);
  const known = new Set(phrases);
  const longest = Math.max(1, ...phrases.map((phrase) => phrase.split(" ").length));
  const found: string[] = [];
  for (let start = 0; start < tokens.length; ) {
    let length = Math.min(longest, tokens.length - start);
    for (; length >= 1; length--) {
      const candidate = tokens.slice(start, start + length).join(" ");
      if (known.has(candidate)) {
        found.push(candidate);
        break;
      }
    }
    start += Math.max(1, length);
  }
  return found;
}

/**
 * Colour words with their modifiers ("deep red"), leaving out those inside a material the seller
 * named ("sterling silver", "rose gold", "terracotta clay"): a material is not a colour claim.
 */
function findColours(text: string, vocab: Vocabulary): string[] {
  const modifiers = new Set(vocab.colourModifiers);
  const tokens = words(text);
  const inMaterial = spansOf(tokens, vocab.materials);
  const colours = new Set(vocab.colours);
  const longest = Math.max(...vocab.colours.map((colour) => colour.split(" ").length));
  const found: string[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let length = Math.min(longest, tokens.length - start); length >= 1; length--) {
      const candidate = tokens.slice(start, start + length).join(" ");
      if (!colours.has(candidate)) continue;
      const covered = [...Array(length).keys()].some((offset) => inMaterial.has(start + offset));
      if (!covered) {
        const before = tokens[start - 1];
        found.push(before && modifiers.has(before) && length === 1 ? `${before} ${candidate}` : candidate);
      }
      start += length - 1;
      break;
    }
  }
  return found;
}

/** Word positions covered by a multi-word phrase of the list ("sterling silver" covers "silver"). */
function spansOf(tokens: readonly string[], phrases: readonly string[]): Set<number> {
  const known = new Set(phrases.filter((phrase) => phrase.includes(" ")));
  const covered = new Set<number>();
  for (let start = 0; start < tokens.length; start++) {
    for (let length = 4; length >= 2; length--) {
      if (known.has(tokens.slice(start, start + length).join(" "))) {
        for (let offset = 0; offset < length; offset++) covered.add(start + offset);
        break;
      }
    }
  }
  return covered;
}

const UNIT = String.raw`(?:fl\.? ?oz|oz|ml|cl|l|litre|liter|cm|mm|in|inch|inches|ft|feet|foot|m|kg|g|lb|lbs|quart|qt|gallon|gal)`;
const SIZE_PATTERNS = [
  // 8 x 10 in, 8x10", 30 x 40 cm
  new RegExp(
    String.raw`\b\d+(?:\.\d+)?\s?[x×]\s?\d+(?:\.\d+)?(?:\s?[x×]\s?\d+(?:\.\d+)?)?(?:\s?${UNIT}\b|")?`,
    "gi",
  ),
  // 13-inch, 6 inch, 12 oz, 500 ml, 16"
  new RegExp(String.raw`\b\d+(?:\.\d+)?(?:-|\s)?${UNIT}\b|\b\d+(?:\.\d+)?"`, "gi"),
  // size M, size 8, US 9, EU 40
  /\b(?:size|us|uk|eu)\s?(?:xxs|xs|s|m|l|xl|xxl|xxxl|\d{1,2}(?:\.5)?)\b/gi,
  /\b(?:a[3-6])\b/gi,
];

function findSizes(text: string): string[] {
  const found: string[] = [];
  const taken: [number, number][] = [];
  for (const pattern of SIZE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      taken.push([start, end]);
      found.push(match[0].trim());
    }
  }
  return found;
}

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  dozen: 12,
};

function findCount(text: string): ProductFacts["count"] {
  const lower = text.toLowerCase();
  const setOf =
    /\b(set|pack|bundle|box|lot) of (\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/.exec(
      lower,
    );
  if (setOf) {
    const quantity = Number(setOf[2]) || NUMBER_WORDS[setOf[2] as string] || 0;
    if (quantity >= 2) return { quantity, phrase: `${setOf[1]} of ${quantity}` };
  }
  const pack = /\b(\d{1,4})[- ]?(pack|pc|pcs|pieces|piece set|count)\b/.exec(lower);
  if (pack && Number(pack[1]) >= 2) return { quantity: Number(pack[1]), phrase: `${pack[1]}-pack` };
  if (/\b(a |one )?pair of\b/.test(lower)) return { quantity: 2, phrase: "pair" };
  return undefined;
}

/** Short comma-separated parts of the product text with a number in them: "16 GB RAM". */
function findSpecs(product: string, sizes: readonly string[], count: ProductFacts["count"]): string[] {
  // A comma inside a number ("18,000 miles") does not split it.
  return product
    .split(/,(?!\d{3}\b)|;|\(|\)|\s[–—-]\s|\bwith\b/)
    .slice(1)
    .map((part) => part.trim())
    .filter((part) => /\d/.test(part) && part.length <= 30)
    .filter((part) => !sizes.some((size) => sameNumbers(size, part)))
    .filter((part) => !count || !part.toLowerCase().includes(count.phrase.split(" ")[0] ?? ""));
}

function findCondition(text: string, vocab: Vocabulary): ProductFacts["condition"] {
  for (const condition of ["refurbished", "vintage", "used", "new"] as const) {
    if (findPhrases(text, vocab.conditions[condition]).length) return condition;
  }
  return undefined;
}

function sameNumbers(a: string, b: string): boolean {
  const numbers = (text: string) => text.match(/\d+(?:\.\d+)?/g)?.join("x") ?? "";
  return numbers(a) !== "" && numbers(a) === numbers(b);
}

/** "with flutter sleeves", "with an inner pocket" → ["flutter sleeves", "an inner pocket"]. */
function findFeatures(product: string): string[] {
  const features: string[] = [];
  for (const match of product.matchAll(/\bwith (?:a |an )?((?:[^,;.()]|\.(?=\d)){3,60})/gi)) {
    const feature = (match[1] as string).trim().toLowerCase();
    if (feature.split(" ").length <= 6) features.push(feature);
  }
  return features;
}

/** Words that describe rather than name: never part of the product's name. */
const DESCRIBING = new Set([
  "a",
  "an",
  "the",
  "my",
  "our",
  "new",
  "cute",
  "funny",
  "beautiful",
  "lovely",
  "unique",
  "custom",
  "personalized",
  "personalised",
  "minimal",
  "minimalist",
  "modern",
  "rustic",
  "boho",
  "vintage",
  "chunky",
  "heavy",
  "large",
  "small",
  "mini",
  "big",
  "tiny",
  "soft",
  "cozy",
  "cosy",
  "premium",
  "classic",
  "simple",
  "elegant",
  "pretty",
  "perfect",
  "best",
  "quality",
  "original",
  "limited",
  "refurbished",
  "used",
  "handmade",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "set",
  "pack",
  "of",
  "and",
  "for",
  "in",
  "on",
  "by",
  "to",
]);

interface Naming {
  name: string;
  plural: string;
  label: string;
  qualifier?: string;
}

/**
 * The product's name in the seller's words. With a lexicon match: the lexicon's name, or the
 * seller's one-word more specific kind of it ("wrap dress", "drop earrings", "espresso cup") when
 * the word before the match is not a colour, material, size or describing word. Without one: the
 * noun phrase the seller typed, up to the first comma or "with" (at most four words).
 * `qualifier` keeps the seller's other leading words that identify the item ("2015 Honda CB500F",
 * "ocean wave", "moonstone") for titles.
 */
function nameOf(
  match: ProductMatch | undefined,
  source: string | undefined,
  fallback: string | undefined,
  vocab: Vocabulary,
  lex: Lexicon,
): Naming | undefined {
  const notName = (word: string) =>
    DESCRIBING.has(word) ||
    vocab.colours.includes(word) ||
    vocab.colourModifiers.includes(word) ||
    vocab.materials.includes(word) ||
    vocab.handmadeWords.includes(word) ||
    /\d/.test(word) ||
    /^(?:hand|wheel)-/.test(word) ||
    /(?:ed|ing)$/.test(word);
  if (match && source) {
    const type = match.product;
    // The seller's own casing for the qualifier ("MacBook Air"); the split is the same.
    const original = rawWords(source);
    const leading = words(source).slice(0, match.at);
    const before = leading[leading.length - 1];
    const beforeThat = leading[leading.length - 2];
    // A word of another lexicon name ("MacBook Air laptop") is a qualifier, not a kind.
    const partOfName = (word: string) =>
      lex.byName.has(word) || (beforeThat !== undefined && lex.byName.has(`${beforeThat} ${word}`));
    const singular = singularOf(match.matched, type);
    // The seller's more specific name when it is one of the lexicon's ("wrap dress", "plant pot").
    // (Not one whose first words look plural: "a dolls house" reads as a slip.)
    const ownName =
      singular !== type.name &&
      singular.includes(" ") &&
      singular
        .split(" ")
        .slice(0, -1)
        .every((word) => !/[^s]s$/.test(word));
    let name = ownName ? singular : type.name;
    let label = ownName ? titleCase(singular) : (type.label ?? titleCase(type.name));
    let plural = ownName ? pluralWord(singular, type) : type.plural;
    if (before && !notName(before) && !partOfName(before) && !match.matched.includes(" ")) {
      name = `${before} ${singular}`;
      plural = `${before} ${pluralWord(singular, type)}`;
      label = titleCase(name);
      leading.pop();
    }
    const qualifier = trailingQualifier(leading, original, vocab, notName);
    return { name, plural, label, qualifier };
  }
  if (!fallback) return undefined;
  const head = fallback.split(/,|;|\(|\s[–—-]\s|\bwith\b|\bin\b|\bfor\b/i)[0] ?? "";
  // "standing desk": a verb-ing may name the kind; a past participle ("glazed") describes.
  const kept = words(head).filter((word) => !notName(word) || word === "of" || /[a-z]{3}ing$/.test(word));
  const phrase = kept
    .slice(-4)
    .join(" ")
    .replace(/^of |of$/g, "")
    .trim();
  if (!/\p{L}{2}/u.test(phrase)) return undefined;
  const last = phrase.split(" ").pop() as string;
  // A plural the seller typed ("glasses", "wooden coasters") reads "a pair of glasses", "a set of
  // wooden coasters": never "a glasses".
  if (/[^su']s$/.test(last) && !/(?:ss|us|is)$/.test(last)) {
    const unit = PAIRS.has(last) ? "pair" : "set";
    return { name: `${unit} of ${phrase}`, plural: `${unit}s of ${phrase}`, label: titleCase(phrase) };
  }
  return {
    name: phrase,
    plural: `${phrase.slice(0, phrase.length - last.length)}${pluralOf(last)}`,
    label: titleCase(phrase),
  };
}

/** Things sold in pairs, named in the plural. */
const PAIRS = new Set([
  "glasses",
  "sunglasses",
  "jeans",
  "pants",
  "trousers",
  "shorts",
  "leggings",
  "tights",
  "shoes",
  "boots",
  "sneakers",
  "sandals",
  "slippers",
  "socks",
  "gloves",
  "mittens",
  "earrings",
  "scissors",
  "headphones",
  "earbuds",
  "skis",
  "binoculars",
  "pliers",
  "tongs",
  "chopsticks",
  "overalls",
]);

/** The identifying words right before the product's name ("2015 Honda CB500F"), if any. */
function trailingQualifier(
  leading: string[],
  original: string[],
  vocab: Vocabulary,
  notName: (word: string) => boolean,
): string | undefined {
  const kept: string[] = [];
  for (let index = leading.length - 1; index >= 0 && kept.length < 4; index--) {
    const word = leading[index] as string;
    // Sizes ("13-inch"), materials and colours are said elsewhere: skip them, keep looking.
    if (findSizes(word).length || vocab.materials.includes(word) || vocab.colours.includes(word)) continue;
    const identifying = /\d/.test(word)
      ? /[a-z]/i.test(word) || /^(?:19|20)\d\d$/.test(word)
      : !notName(word);
    if (!identifying) break;
    kept.unshift(original[index] ?? word);
  }
  return kept.length ? kept.join(" ") : undefined;
}

function singularOf(matched: string, type: ProductType): string {
  if (matched === type.plural) return type.name;
  for (const alias of type.aliases) if (matched === pluralOf(alias)) return alias;
  return matched;
}

function pluralWord(singular: string, type: ProductType): string {
  return singular === type.name ? type.plural : pluralOf(singular);
}

function titleCase(text: string): string {
  return text
    .split(" ")
    .map((word) =>
      word
        .split("-")
        .map((part) => (part ? part.charAt(0).toUpperCase() + part.slice(1) : part))
        .join("-"),
    )
    .join(" ");
}
