import type { FactSheet } from "../../../../../domain/fact-sheet";
import type { BuiltinLanguage } from "../../../../../domain/languages";
import {
  knownBrandSpelling,
  startsWithProductLine,
} from "../../../../modules/generation/fact-sheet/brand-model";
import { asPhrase } from "../../../../modules/generation/fact-sheet/seller-phrase";
import { abbreviationsInCapitals } from "../text";

/**
 * What a piece of copy may say about the product: the fact sheet's facts, each in the seller's
 * words, with what the product's name already says taken out of the rest (so "Made of stoneware."
 * does not follow "our handmade stoneware mug"). Nothing here comes from the photo.
 */
export interface Subject {
  /** The product as the seller named it, with the maker and model in front when the name lacks them. */
  name: string;
  brand?: string;
  model?: string;
  specs: string[];
  /** The seller's describing words and claims ("drippy blue rim", "dishwasher safe"). */
  features: string[];
  materials: string[];
  colours: string[];
  design?: string;
  artist?: string;
  condition: FactSheet["condition"];
  notIncluded: string[];
  delivery: string[];
  safety: string[];
  offer?: NonNullable<FactSheet["offer"]>;
  occasion?: string;
  /** The seller's own price as buyers read it ("$14", "24,50 €"), when they typed one. */
  price?: string;
  /**
   * The seller's own sentences, tidied (./seller-sentences.ts): the copy says the product's facts
   * in them, and in fact sentences only for what they do not hold. Empty when the seller
   * corrected the sheet ("What we understood"): their first words may say what they took back.
   */
  said: string[];
  /** The seller's first sentence about the product: the specs buyers search sit there. */
  lead?: string;
  /** Every word of the facts above, lower case: a hashtag or tag made of them is grounded. */
  sheet: FactSheet;
}

/** What the seller wrote, as the copy may quote it. */
export interface SellerWords {
  said: string[];
  lead?: string;
}

const compact = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * True when `text` holds `phrase` (spaces, case, accents and punctuation aside). A phrase of one or
 * two letters or figures ("S", "M", "XL", "3") is held only as a word of its own: inside other
 * words every text holds it ("S" in "set of 3" made a set of wraps in S, M and L an M).
 */
export function holds(text: string, phrase: string): boolean {
  const needle = compact(phrase);
  if (needle.length > 0 && needle.length <= 2) return holdsWord(text, phrase.trim());
  return needle.length > 0 && compact(text).includes(needle);
}

/** Each phrase once, and none that a longer one already holds ("12oz" beside "12 oz", "10" beside "sz 10"). */
export function distinct(phrases: readonly string[]): string[] {
  const unique: string[] = [];
  for (const phrase of phrases.map((item) => item.trim()).filter(Boolean)) {
    if (!unique.some((other) => compact(other) === compact(phrase))) unique.push(phrase);
  }
  return unique.filter(
    (phrase) =>
      !unique.some((other) => compact(other).length > compact(phrase).length && holds(other, phrase)),
  );
}

export function subjectOf(
  input: FactSheet,
  words: SellerWords = { said: [] },
  language: BuiltinLanguage = "en",
): Subject {
  const sheet = phrasedSheet(input);
  const name = language === "de" ? nameOf(sheet) : withoutSentenceCapital(nameOf(sheet), sheet);
  const notIn = (phrases: readonly string[]) => distinct(phrases).filter((phrase) => !holds(name, phrase));
  // A claim already inside a feature is said there; one inside the packaging or delivery words
  // ("wrapped in recycled paper") is about the parcel, not the product.
  const aside = [...sheet.packaging, ...sheet.delivery];
  const claims = sheet.claims.filter(
    (claim) => ![...sheet.features, ...aside].some((phrase) => holds(phrase, claim)),
  );
  // A note the condition line carries ("battery health 91%") is said there, not twice.
  const conditionNotes = sheet.condition.words;
  const features = notIn([...sheet.features, ...claims]).filter(
    (feature) => !conditionNotes.some((note) => holds(note, feature) || holds(feature, note)),
  );
  const describedColours = [name, ...features];
  return {
    name,
    brand: sheet.brand,
    model: sheet.model,
    // A spec a feature already carries ("16 GB RAM" beside "16 GB") is said there.
    specs: notIn(sheet.specs).filter(
      (spec) =>
        !features.some((feature) => holds(feature, spec)) &&
        !conditionNotes.some((note) => holds(note, spec) || holds(spec, note)),
    ),
    features,
    // A material a feature names is a part's ("cotton wick", "rubber feet"): "Made of cotton"
    // would make it the product's.
    materials: notIn(sheet.materials).filter(
      (material) => !features.some((feature) => holds(feature, material)),
    ),
    // "In white and blue" after "speckled white glaze, drippy blue rim" says nothing new.
    colours: distinct(sheet.colours).filter(
      (colour) => !describedColours.some((phrase) => holds(phrase, colour)),
    ),
    design: sheet.design,
    artist: sheet.artist,
    condition: sheet.condition,
    notIncluded: distinct(sheet.notIncluded),
    delivery: distinct(sheet.delivery),
    safety: distinct(sheet.safety),
    offer: sheet.offer,
    occasion: sheet.occasion,
    price: sheet.price ? priceText(sheet.price.amount, sheet.price.currency) : undefined,
    said: words.said,
    lead: words.lead,
    sheet,
  };
}

/**
 * The sheet's phrases as printed: a note marker off ("Note:"), and resale and tech shorthand in
 * capitals as in the seller's sentences ("hdmi" → "HDMI", "og box" → "OG box", "abbey road lp" →
 * "abbey road LP"), so a title or a bullet says it as the caption does.
 */
function phrasedSheet(sheet: FactSheet): FactSheet {
  const each = (list: readonly string[]) => list.map(asPhrase).filter(Boolean).map(abbreviationsInCapitals);
  return {
    ...sheet,
    product: abbreviationsInCapitals(sheet.product),
    specs: sheet.specs.map(abbreviationsInCapitals),
    features: each(sheet.features),
    claims: each(sheet.claims),
    notIncluded: each(sheet.notIncluded),
    delivery: each(sheet.delivery),
    safety: each(sheet.safety),
    // "Vintage (Vintage, 80er)": the condition's own name is not one of its notes.
    condition: {
      ...sheet.condition,
      words: each(sheet.condition.words).filter((word) => compact(word) !== compact(sheet.condition.value)),
    },
  };
}

/** "$14", "$24.50", "£20", "450 €", "24,50 €": whole amounts without cents. */
export function priceText(amount: number, currency: "USD" | "EUR" | "GBP"): string {
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  if (currency === "EUR") {
    const number = whole ? String(cents / 100) : (cents / 100).toFixed(2).replace(".", ",");
    return `${number} €`;
  }
  const number = whole
    ? (cents / 100).toLocaleString("en-US")
    : (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
  return `${currency === "GBP" ? "£" : "$"}${number}`;
}

/** "Jordan 1 Retro High OG" as typed; "Nike" + "Air Force 1" + "sneakers" when the phrase lacks them. */
function nameOf(sheet: FactSheet): string {
  let name = sheet.product.trim();
  const model = sheet.model;
  // "Samsung Galaxy S21" with the model "Galaxy S21 5G" already names it: the Model line says the rest.
  const modelStart = model?.split(/\s+/u)[0] ?? "";
  if (model && !holds(name, model) && !holdsWord(name, modelStart)) {
    name =
      sheet.brand && holdsWord(name, sheet.brand)
        ? name.replace(new RegExp(`(${escapeRegExp(sheet.brand)})`, "iu"), `$1 ${model}`)
        : `${model} ${name}`;
  }
  // "MacBook Air" names Apple by itself: no "Apple refurbished MacBook Air".
  const lineNamed = sheet.model !== undefined && startsWithProductLine(sheet.model);
  if (sheet.brand && !holds(name, sheet.brand) && !lineNamed) name = `${sheet.brand} ${name}`;
  return name;
}

/**
 * "Hand-thrown stoneware mug" → "hand-thrown stoneware mug": a capital the seller gave only for
 * starting their sentence reads wrong mid-sentence ("Here's the Hand-thrown…"). A name's own
 * capitals stay: a maker, a design, two capitalised words ("Louis Vuitton", "Fleetwood Mac"), a
 * word with capitals inside ("MacBook"). German keeps every capital (nouns).
 */
function withoutSentenceCapital(name: string, sheet: FactSheet): string {
  const words = name.split(/\s+/u);
  const [first = ""] = words;
  // "Kiln & Kettle mug": a name joined by "&" is one name.
  const second = (/^[&+]$/u.test(words[1] ?? "") ? words[2] : words[1]) ?? "";
  if (!/^\p{Lu}[\p{Ll}'’-]*$/u.test(first) || /^\p{Lu}/u.test(second)) return name;
  const named = [sheet.brand, sheet.model, sheet.design, sheet.artist];
  if (named.some((proper) => proper && holdsWord(proper, first))) return name;
  // A known maker's own capital ("Levi's 501 jeans"), whoever named it.
  if (knownBrandSpelling(first) === first) return name;
  return first.charAt(0).toLowerCase() + name.slice(1);
}

/** The text as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/** Whether the text holds the word as a whole word, case aside. */
export function holdsWord(text: string, word: string): boolean {
  return (
    word !== "" && new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, "iu").test(text)
  );
}
