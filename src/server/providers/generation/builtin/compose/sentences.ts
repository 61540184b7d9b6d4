import { withSharedHeads } from "../../../../modules/generation/grounding/shared-heads";
import type { LanguagePack } from "./language";
import { tidy } from "./seller-sentences";
import { holds, type Subject } from "./subject";

/**
 * The product's facts as sentences in one language, most telling first: the design, the seller's
 * features, specs, materials, colours, the condition (unless an unstated new), what is not
 * included, safety notes, delivery. Each carries only the seller's words.
 */
export interface FactLines {
  /** A caption's facts: everything, the seller's price riding on the first. */
  social: string[];
  /**
   * A listing description's prose: what the item-specifics block below it does not say (the
   * design, the features, what is not included, safety notes). Specs, materials, colours, the
   * condition and delivery are in that block, so the prose does not say them twice.
   */
  listing: string[];
  /**
   * The caption facts a buyer must know before they order (a subset of `social`): what is not
   * included, safety notes, how it is delivered or collected, and the condition of anything but
   * an unstated new item. A short caption that keeps only its first facts keeps these as well.
   */
  mustKnow: ReadonlySet<string>;
}

/**
 * The seller's own sentences first, as they wrote them; then a fact sentence for each fact of the
 * sheet those sentences do not already hold (a listing field's material, a colour typed in its
 * own box, the condition picked from the form).
 */
export function factSentences(subject: Subject, pack: LanguagePack): FactLines {
  const { facts } = pack;
  // "Microwave & dishwasher safe." says "microwave safe" too.
  // The offer's line says its own figures ("$12/jar or 3 for $33").
  const offer = subject.said.length && subject.offer ? [subject.offer.text] : [];
  const saidText = withSharedHeads([subject.name, ...subject.said, ...offer].join(" . "));
  // A fact is said when the seller's sentences hold it as typed or as tidied ("pls" → "please").
  const unsaid = (items: readonly string[]) => items.filter((item) => !says(saidText, item, pack.language));
  const when = <T>(items: readonly T[], write: (items: readonly T[]) => string) =>
    items.length ? write(items) : undefined;
  const present = (lines: (string | undefined)[]) => lines.filter((line): line is string => Boolean(line));
  const condition = conditionSentence(subject, pack, saidText);
  // A design the name already carries ("Jordan 1 'Lost & Found'") needs no "printed with" line.
  const design =
    subject.design && !holds(saidText, subject.design)
      ? facts.design(subject.design, subject.artist)
      : undefined;
  const features = unsaid(subject.features);
  const notIncluded = when(unsaid(subject.notIncluded), facts.notIncluded);
  const safety = when(unsaid(subject.safety), facts.safety);
  const specs = unsaid(subject.specs);
  // Specs ride with the features in a post ("speckled glaze, drippy rim, 12 oz"), and the seller's
  // own price with them ("… consommé for dipping, $14.").
  const figures = [...specs, ...(subject.price && !holds(saidText, subject.price) ? [subject.price] : [])];
  const delivery = when(unsaid(subject.delivery), facts.delivery);
  const social = present([
    ...subject.said,
    design,
    featuresWithFigures(features, figures, pack),
    when(unsaid(subject.materials), facts.materials),
    when(unsaid(subject.colours), facts.colours),
    condition,
    notIncluded,
    safety,
    delivery,
  ]);
  // A seller's sentence is one to know when it holds such a fact ("Local pickup only, no shipping").
  const toKnow = [
    ...subject.notIncluded,
    ...subject.safety,
    ...subject.delivery,
    ...(subject.condition.stated ? subject.condition.words : []),
  ];
  const mustKnow = new Set([
    ...present([condition, notIncluded, safety, delivery]),
    ...subject.said.filter((sentence) => toKnow.some((fact) => says(sentence, fact, pack.language))),
  ]);
  // The item-specifics block below a description gives sizes, materials, colours, the condition
  // and delivery; other figures ("8GB", "212 cycles") are said in the prose.
  const otherSpecs = specs.filter((spec) => !isSizeSpec(spec));
  const listing = present([
    ...subject.said,
    design,
    when(features, facts.features),
    when(otherSpecs, facts.specs),
    notIncluded,
    safety,
  ]);
  return { social, listing, mustKnow };
}

/**
 * A short caption's facts: the first `count`, most telling first, and every later one a buyer
 * must know (FactLines.mustKnow), in their order — "pickup only" or "no physical item is shipped"
 * is never cut for length.
 */
export function shortFacts(facts: readonly string[], count: number, mustKnow: ReadonlySet<string>): string[] {
  return facts.filter((fact, index) => index < count || mustKnow.has(fact));
}

/** Whether the text says the fact, as the seller typed it or as tidied ("w/" → "with", "pls" → "please"). */
export function says(text: string, fact: string, language: LanguagePack["language"]): boolean {
  return holds(text, fact) || holds(text, tidy(fact, language));
}

/**
 * The seller's first sentence when it names the product ("NEW birria tacos 🌮 3 tacos with
 * consommé…", "Selling my grandma's Singer sewing machine"): it opens the copy in their words,
 * instead of an intro naming the product a second time. Short enough to open a tweet.
 */
export function sellerOpening(
  subject: Subject,
  language: LanguagePack["language"] = "en",
): string | undefined {
  const first = subject.said[0];
  // Their sentence is tidied ("w/" → "with"), the sheet's name is as typed.
  const product = subject.sheet.product;
  return first &&
    first.length <= OPENING_MAX &&
    (holds(first, product) || holds(first, tidy(product, language)))
    ? first
    : undefined;
}

const OPENING_MAX = 200;

/**
 * The offer in the seller's own sentence when it is one ("First month 50% off with code
 * FIRSTPOUR."): their qualifiers ("first month", "on subs") are part of the deal. The language's
 * form ("Use code MOM20 for 20% off, til Jan 5.") when their words are a fragment or run long,
 * or when the seller corrected the sheet (their first words may hold the old code).
 */
export function offerLine(subject: Subject, pack: LanguagePack): string | undefined {
  const offer = subject.offer;
  if (!offer) return undefined;
  const own = subject.said.length ? tidy(offer.text, pack.language).replace(/[\s,;:–—-]+$/u, "") : "";
  const complete =
    own.length <= OFFER_MAX &&
    (offer.code === undefined || holds(own, offer.code)) &&
    (offer.discount === undefined || holds(own, offer.discount)) &&
    own.split(/\s+/u).length >= 3 &&
    // "Father's Day: code DAD15 = 15% off" reads as a form, not a sentence.
    !/[:=]/u.test(own);
  if (!complete) return pack.facts.offer(offer);
  const sentence = own.charAt(0).toUpperCase() + own.slice(1);
  return /[.!?…]$/u.test(sentence) ? sentence : `${sentence}.`;
}

const OFFER_MAX = 160;

/**
 * The condition, for anything but an unstated new item, with the seller's words the sentences do
 * not already say; nothing when they say it all ("vintage 90s … euc, some light scuffs").
 */
function conditionSentence(subject: Subject, pack: LanguagePack, saidText: string): string | undefined {
  const { condition } = subject;
  // Unstated, the condition's name would be ours: the seller's own sentences carry their notes.
  if (!condition.stated) return undefined;
  const words = condition.words.filter((word) => !holds(saidText, word));
  const named = holds(saidText, condition.value) || holds(saidText, pack.conditionName[condition.value]);
  if (!words.length && (named || (subject.said.length > 0 && condition.words.length > 0))) return undefined;
  return pack.facts.condition(condition.value, words);
}

/** A size, a dimension, a volume or a weight ("13.3\"", "12 oz", "11x14", "sz 10", "W32"). */
export function isSizeSpec(spec: string): boolean {
  return SIZE_SPEC.test(spec) || GRAMS.test(spec);
}

const SIZE_SPEC =
  /\d\s*(?:mm|cm|m|in|inch|inches|"|''|ft|feet|oz|fl\.?\s?oz|ml|cl|l|ltr|litres?|liters?|kg|lbs?|pounds?)(?![\p{L}\p{N}])|\d\s*[x×]\s*\d|\b(?:size|sz|taille|talla|größe|gr|eu|us|uk)\.?\s*\d|^(?:xxs|xs|s|m|l|xl|xxl|xxxl|\dxl)$|\b[wl]\d{2}\b/iu;
/** Grams in lower case only: "5G" is a network, "i5-1145G7" a processor. */
const GRAMS = /\d\s*(?:g|gr)(?![\p{L}\p{N}])/u;

/**
 * "Hammered texture and brushed finish, 2mm, sizes 5-9, $28.": the seller's features as a list,
 * their figures after it with commas (a figure is not one more feature: never "… and 2mm").
 */
function featuresWithFigures(
  features: readonly string[],
  figures: readonly string[],
  pack: LanguagePack,
): string | undefined {
  if (!features.length) return figures.length ? pack.facts.specs(figures) : undefined;
  const listed = pack.facts.features(features);
  if (!figures.length) return listed;
  return `${listed.replace(/[.!]$/u, "")}, ${figures.join(", ")}.`;
}
