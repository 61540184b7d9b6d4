import { marketplaceRules } from "../../../../../domain/platform-rules";
import type { MarketplacePlatform } from "../../../../../domain/platforms";
import { isSentencePiece } from "../../../../modules/generation/grounding/keep-facts";
import type { ListingBrief, ListingDraft, ListingDraftItem } from "../../generation-provider";
import { NothingToListError } from "../../generation-provider";
import { categoryFor, redbubbleFit } from "../categories";
import { suggestPrice } from "../pricing";
import type { ProductFacts } from "../product-facts";
import { createRng } from "../rng";
import { descriptionInVoice } from "../voice";
import type { LanguagePack } from "./language";
import { introIndex, type Picker } from "./pick";
import { factSentences, isSizeSpec, offerLine, says, sellerOpening } from "./sentences";
import { escapeRegExp, holds, holdsWord, type Subject } from "./subject";
import { type TagInput, tagPhrases } from "./tags";

/**
 * Marketplace listings, one pipeline for every language. A title in buyers' search order (maker,
 * model, the product as named, specs, features, material, colour; the condition where resale
 * buyers look for it) within the marketplace's limit; a description that opens with the product,
 * gives the seller's facts as prose, then an item-specifics block (condition always), the
 * seller's notes (not included, safety, delivery), the offer and a closing line; tags from the
 * seller's words. Category and price come from the product type (categories.ts, pricing.ts).
 */
export interface ListingInput {
  brief: ListingBrief;
  subject: Subject;
  pack: LanguagePack;
  picker: Picker;
  tags: TagInput;
  /** The English parse, for category, price band and the Redbubble decision. */
  facts: ProductFacts;
  seed: string;
}

export function composeListings(input: ListingInput): ListingDraft {
  const { brief } = input;
  const platforms: ListingDraft["platforms"] = {};
  const skipped: NonNullable<ListingDraft["skipped"]> = {};
  for (const marketplace of brief.platforms) {
    if (marketplace === "redbubble") {
      const fit = redbubbleFit(input.facts);
      if (!fit.fits) {
        skipped.redbubble = fit.reason;
        continue;
      }
    }
    platforms[marketplace] = listingFor(marketplace, input);
  }
  if (Object.keys(platforms).length === 0 && Object.keys(skipped).length > 0)
    throw new NothingToListError(skipped);
  return Object.keys(skipped).length ? { platforms, skipped } : { platforms };
}

function listingFor(marketplace: MarketplacePlatform, input: ListingInput): ListingDraftItem {
  const { subject, pack, brief } = input;
  const rule = marketplaceRules[marketplace];
  const title = titleFor(marketplace, subject, pack);
  const body = descriptionFor(marketplace, input);
  const max = rule.maxDescriptionChars ?? 5000;
  const description = descriptionInVoice(body, brief.voice?.alwaysWords ?? [], (text) => text.length <= max);
  const item: ListingDraftItem = {
    title,
    description,
    tags: tagsWithin(tagPhrases(input.tags), rule.maxTagChars, subject),
    category: categoryFor(marketplace, input.facts),
    suggestedPrice: suggestPrice(
      { marketplace, facts: input.facts },
      createRng(input.seed, brief.variant, marketplace),
    ),
  };
  if (marketplace === "amazon") item.bulletPoints = bulletsFor(subject, pack);
  if (marketplace === "shopify") {
    item.seoTitle = fitParts(
      [subject.name, ...subject.specs.slice(0, 1)],
      ", ",
      rule.maxSeoTitleChars ?? 70,
      pack,
    );
    item.seoDescription = firstSentences(description, rule.maxSeoDescriptionChars ?? 160);
  }
  return item;
}

/**
 * The tags within the marketplace's tag length, each a whole phrase: one too long becomes the
 * product's noun it names ("small batch hot sauce" → "hot sauce" on Etsy's 20 characters), never
 * the phrase cut at the limit ("small batch hot"); one not naming it is left out. Each tag once.
 */
function tagsWithin(phrases: readonly string[], max: number | undefined, subject: Subject): string[] {
  if (!max) return [...phrases];
  const noun = subject.sheet.noun.trim();
  const fitted = phrases.map((phrase) => {
    if (phrase.length <= max) return phrase;
    return noun &&
      noun.length <= max &&
      holdsWord(phrase, noun.split(/\s+/u).at(-1) ?? "") &&
      holds(phrase, noun)
      ? noun
      : undefined;
  });
  const seen = new Set<string>();
  return fitted.filter((tag): tag is string => {
    const key = tag?.toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Titles

const TITLE_SEPARATOR: Record<MarketplacePlatform, string> = {
  etsy: ", ",
  redbubble: " ",
  amazon: ", ",
  shopify: " - ",
  ebay: " ",
  mercari: ", ",
};

/** The parts of a title, most searched first (the name already carries maker and model). */
function titleParts(marketplace: MarketplacePlatform, subject: Subject, pack: LanguagePack): string[] {
  const condition = subject.condition.value;
  const resale = marketplace === "ebay" || marketplace === "mercari" || marketplace === "amazon";
  const conditionWord =
    condition !== "new" && resale && subject.condition.stated ? pack.conditionName[condition] : undefined;
  const design = subject.design && !holds(subject.name, subject.design) ? `“${subject.design}”` : undefined;
  const parts = [
    namedWithNoun(subject, pack),
    design,
    ...headlineSpecs(subject),
    ...titleFeatures(subject, pack).slice(0, 3),
    ...subject.materials.slice(0, 1),
    ...subject.colours.filter((colour) => !isSentencePiece(colour)).slice(0, 2),
  ];
  // "Veg Tan Leather" already in: no "Vegetable Tanned Leather" after it (a material once).
  const material = subject.materials[0];
  const head = material?.split(/\s+/u).at(-1);
  const named = parts.filter((part) => part && part !== material).join(" ");
  if (material && head && holdsWord(named, head)) parts.splice(parts.indexOf(material), 1);
  if (conditionWord) parts.splice(1, 0, conditionWord);
  const present = parts.filter((part): part is string => Boolean(part));
  return marketplace === "shopify" ? present.slice(0, 3) : present;
}

/**
 * Buyers search the noun: "Canon AE-1" is listed as "Canon AE-1 Camera". A name ending on the
 * noun's last word takes the whole noun there ("… Willis bag" + "shoulder bag" → "… Willis
 * shoulder bag", never "… Willis Bag Shoulder Bag"); a name holding that word elsewhere keeps
 * its own words.
 */
function namedWithNoun(subject: Subject, pack: LanguagePack): string {
  const typed = subject.sheet.noun.trim();
  // German writes every noun with a capital: "Lenovo ThinkPad T480 Laptop", never "… laptop".
  const noun = pack.language === "de" ? typed.charAt(0).toUpperCase() + typed.slice(1) : typed;
  if (!noun || holds(subject.name, noun)) return subject.name;
  const head = noun.split(/\s+/u).at(-1) ?? "";
  const ending = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(head)}$`, "iu");
  if (ending.test(subject.name)) return subject.name.replace(ending, noun);
  // The name says the noun's head elsewhere ("Lot of 8 toddler girl clothes" is a clothing lot):
  // never "… Clothes Clothing Lot".
  return holdsWord(subject.name, head) ? subject.name : `${subject.name} ${noun}`;
}

/**
 * The specs a title carries: the figures the seller put in their first sentence beside the name
 * ("MacBook Air M1, 8GB / 256GB") and the form's size (not "pit to pit 21in"). A figure said later belongs to what that sentence is
 * about ("a 30W charger", "212 cycles"), not to the product's name.
 */
function headlineSpecs(subject: Subject): string[] {
  const lead = subject.lead;
  if (!lead) return subject.specs;
  return subject.specs.filter((spec) => holds(lead, spec));
}

/**
 * The features a title carries: those the seller put in their first sentence, beside the name
 * ("speckled white glaze, drippy blue rim"); later sentences' pieces ("folded cash" from "holds
 * 4-6 cards + folded cash") read as fragments there. Never a sentence's piece.
 */
function titleFeatures(subject: Subject, pack: LanguagePack): string[] {
  const features = subject.features.filter((feature) => !isSentencePiece(feature));
  const lead = subject.lead;
  if (!lead) return features;
  const leading = features.filter((feature) => says(lead, feature, pack.language));
  return leading.length ? leading : features.slice(0, 2);
}

export function titleFor(marketplace: MarketplacePlatform, subject: Subject, pack: LanguagePack): string {
  const rule = marketplaceRules[marketplace];
  const parts = titleParts(marketplace, subject, pack).filter((part): part is string => Boolean(part));
  const separator = TITLE_SEPARATOR[marketplace];
  const cleaned = marketplace === "ebay" ? parts.map((part) => part.replace(/[,;]/g, "")) : parts;
  return fitParts(cleaned, separator, rule.maxTitleChars, pack);
}

/**
 * Whole parts while they fit, in order; the first part always (the normaliser trims it if
 * needed). A part that starts with the word the title ends on continues that phrase ("… on
 * Matte" + "Matte Paper" → "… on Matte Paper"): the rest of it is joined with a space, never a
 * separator, so a multi-word phrase is never split by a comma or a dash ("Matte, Paper").
 */
function fitParts(parts: readonly string[], separator: string, max: number, pack: LanguagePack): string {
  let title = "";
  for (const part of parts) {
    const cased = pack.titleCase(part.trim());
    const rest = withoutLeadingRepeat(title, cased);
    if (!rest || holds(title, rest)) continue;
    const join = rest !== cased ? " " : separator;
    const candidate = title ? `${title}${join}${rest}` : rest;
    if (!title || candidate.length <= max) title = candidate;
  }
  return title;
}

/** "… Handmade" + "Handmade Mug" → "Mug": a part never repeats the word the title ends on. */
function withoutLeadingRepeat(title: string, part: string): string {
  const last = title
    .split(/[\s,–-]+/)
    .filter(Boolean)
    .at(-1)
    ?.toLowerCase();
  const words = part.split(/\s+/);
  while (last && words.length && words[0]?.toLowerCase() === last) words.shift();
  return words.join(" ");
}

// ---------------------------------------------------------------------------------------------
// Descriptions

/**
 * The item-specifics block: label lines buyers scan (the condition always). `prose` is the
 * description above it: the seller's notes it already says are not repeated in brackets.
 */
function detailLines(subject: Subject, pack: LanguagePack, prose: string): string[] {
  const { labels } = pack;
  const condition = subject.condition;
  const notes = condition.words.filter((word) => !says(prose, word, pack.language));
  // An item the seller never called new or used gets no condition name: "New" or "Pre-owned"
  // would be our word (a plant with "a couple brown spots" is not "pre-owned"); their notes stay.
  const conditionValue = !condition.stated
    ? notes.length && condition.value !== "new"
      ? notes.join(", ")
      : undefined
    : notes.length
      ? `${pack.conditionName[condition.value]} (${notes.join(", ")})`
      : pack.conditionName[condition.value];
  const sizes = subject.specs.filter((spec) => isSizeSpec(spec) && !says(prose, spec, pack.language));
  const delivery = subject.delivery.filter((item) => !says(prose, item, pack.language));
  const rows: [string, string | undefined][] = [
    [labels.brand, subject.brand],
    [labels.model, subject.model],
    [labels.size, sizes.length ? pack.list(sizes) : undefined],
    [
      labels.material,
      subject.sheet.materials.length ? pack.list(materialsAsWritten(subject, pack)) : undefined,
    ],
    [labels.colour, subject.sheet.colours.length ? pack.list(subject.sheet.colours) : undefined],
    [labels.condition, conditionValue],
    [labels.delivery, delivery.length ? delivery.join("; ") : undefined],
  ];
  // A value saying nothing ("A", "-") is no item specific.
  const meaningful = (value: string | undefined): value is string => /\p{L}{2}|\p{N}/u.test(value ?? "");
  return (
    rows
      .filter((row): row is [string, string] => meaningful(row[1]))
      // A value ending on a lone "a" would read into the next line ("A" + "Thanks…").
      .map(([label, value]) => `${label}: ${value.replace(/(?:^|\s+|(?<=[:;,]))an?$/iu, "").trim() || value}`)
  );
}

function descriptionFor(marketplace: MarketplacePlatform, input: ListingInput): string {
  const { subject, pack, picker } = input;
  const facts = factSentences(subject, pack);
  // Redbubble's few listings (designs only) would share any framing line: they open with the name.
  const ownOpening = sellerOpening(subject);
  const opening =
    ownOpening ??
    (marketplace === "redbubble"
      ? pack.sentence(subject.name)
      : pack.intro(subject.name, introIndex(picker, pack, `${marketplace}.intro`), subject.sheet.noun));
  const short = marketplace === "mercari";
  const offer = offerLine(subject, pack);
  const closer = picker.pick(pack.closers, `${marketplace}.closer`);
  const max = marketplaceRules[marketplace].maxDescriptionChars ?? 5000;
  const compose = (sentences: readonly string[]) => {
    const prose = [opening, ...sentences].join(" ");
    const blocks = [
      prose,
      detailBlock(detailLines(subject, pack, prose), pack),
      offer,
      // Mercari's 1,000 characters go to facts; Redbubble's few listings would all share it.
      short || marketplace === "redbubble" ? undefined : closer,
    ];
    return blocks.filter((block): block is string => Boolean(block?.trim())).join("\n\n");
  };
  // Within the marketplace's limit, the seller's last sentences give way first (never the
  // item specifics, the offer or half a sentence).
  let sentences = ownOpening ? facts.listing.slice(1) : facts.listing;
  let body = compose(sentences);
  while (body.length > max && sentences.length > 0) {
    sentences = sentences.slice(0, -1);
    body = compose(sentences);
  }
  return body;
}

/**
 * Amazon's five bullets, each a fragment a seller would write: the product's features as said
 * ("Speckled white glaze and drippy blue rim."), then item specifics under their labels ("Size: 3 ×
 * 5oz", "Material: merino wool", "Color: sage, oat and rust", "Condition: Pre-owned (worn
 * twice)"), then safety notes. Never "SOCKS – Mix of sage and oat and rust" (a colour phrase
 * under the noun) or "SIZE – 16GB, i5" (a figure that is no size under "Size").
 */
function bulletsFor(subject: Subject, pack: LanguagePack): string[] {
  const { labels } = pack;
  const colours = subject.sheet.colours;
  // A feature naming the colours ("mix of sage and oat and rust") is the colour bullet's; one
  // that is a colour or a material ("hamilton brown", "canvas") is said by its own bullet.
  const specifics = [...colours, ...subject.sheet.materials];
  const features = subject.features.filter(
    (feature) =>
      !namesColours(feature, colours, pack) &&
      !specifics.some((item) => holds(item, feature) && holds(feature, item)),
  );
  // A figure the seller gave only in a later sentence belongs to what that sentence is about
  // ("one 10mm socket missing"), not to the product: it stays in the description.
  const lead = subject.lead;
  const ownFigure = (spec: string) =>
    !lead || holds(lead, spec) || !subject.said.some((sentence) => holds(sentence, spec));
  const specs = subject.specs.filter(ownFigure);
  const sizes = specs.filter((spec) => isSizeSpec(spec) || LETTER_SIZE.test(spec) || VOLUME.test(spec));
  const counts = specs.filter((spec) => COUNT.test(spec.trim()));
  const others = specs.filter((spec) => !sizes.includes(spec) && !counts.includes(spec));
  // "5oz" and "x3" are three 5oz bottles: "3 × 5oz". A count beside several sizes stays a figure.
  const count = counts.length === 1 && sizes.length === 1 ? countOf(counts[0] ?? "") : undefined;
  // Under "Size:" the seller's own "size"/"sz" word would say it twice ("Size: size M").
  const bare = sizes.map((size) => size.replace(SIZE_WORD, "") || size);
  const sized = count ? [`${count} × ${bare[0]}`] : bare;
  const figures = [...others, ...(count ? [] : counts)];
  const condition = subject.condition;
  const described = features.length
    ? pack.facts.features(features).replace(/[.!]$/u, "") +
      (figures.length ? `, ${figures.join(", ")}.` : ".")
    : figures.length
      ? // As typed, a first word of letters capitalised: "Edition of 50", but "i5-1145G7" stays.
        figures
          .join(", ")
          .replace(/^\p{Ll}+(?=\s|$)/u, (word) => word.charAt(0).toUpperCase() + word.slice(1))
      : undefined;
  const bullets = [
    described,
    sized.length ? `${labels.size}: ${sized.join(", ")}` : undefined,
    subject.sheet.materials.length
      ? `${labels.material}: ${pack.list(materialsAsWritten(subject, pack))}`
      : undefined,
    colours.length ? `${labels.colour}: ${pack.list(colours)}` : undefined,
    // The language's own condition sentence ("D'occasion, très bon état."), not the bare name.
    condition.stated
      ? `${labels.condition}: ${pack.facts.condition(condition.value, condition.words).replace(/[.!]$/u, "")}`
      : undefined,
    subject.safety.length ? pack.facts.safety(subject.safety) : undefined,
  ];
  return bullets.filter((bullet): bullet is string => Boolean(bullet)).slice(0, 5);
}

/** A letter size after its word: "size M", "sz XL", "talla S", "Größe L". */
const LETTER_SIZE = /\b(?:size|sz|taille|talla|größe|gr)\.?\s*(?:xxs|xs|s|m|l|xl|xxl|xxxl|\dxl)$/iu;
const SIZE_WORD = /^(?:size|sz|taille|talla|größe|gr)\.?\s+/iu;

/** US volumes the shared size test leaves out: "2.5 qt", "1 gal", "16 pt". */
const VOLUME = /\d\s*(?:qt|quarts?|gal|gallons?|pt|pints?)(?![\p{L}\p{N}])/iu;

/** A bare count in the seller's notation: "x3", "3x", "×3". */
const COUNT = /^(?:[x×]\s?\d{1,3}|\d{1,3}\s?[x×])$/iu;
const countOf = (spec: string) => spec.replace(/[^\d]/gu, "");

/** True when a feature names two or more of the colours (all of them when there is one). */
function namesColours(feature: string, colours: readonly string[], pack: LanguagePack): boolean {
  if (!colours.length) return false;
  const named = colours.filter((colour) => says(feature, colour, pack.language)).length;
  return named >= Math.min(2, colours.length) && named > 0 && colours.length > 1;
}

function firstSentences(text: string, max: number): string {
  const sentences = text.replace(/\s+/g, " ").split(/(?<=[.!?])\s+/);
  let result = "";
  for (const sentence of sentences) {
    const candidate = result ? `${result} ${sentence}` : sentence;
    if (candidate.length > max) break;
    result = candidate;
  }
  return result || text.slice(0, max);
}

/** German writes every noun with a capital ("Keramik", "Eiche massiv"); the sheet keeps the seller's case. */
function materialsAsWritten(subject: Subject, pack: LanguagePack): string[] {
  const materials = subject.sheet.materials;
  return pack.language === "de" ? materials.map((material) => pack.titleCase(material)) : [...materials];
}

/** The heading and its rows; nothing at all when no row has a value (no bare "Details"). */
function detailBlock(rows: readonly string[], pack: LanguagePack): string | undefined {
  return rows.length ? [pack.labels.details, ...rows].join("\n") : undefined;
}
