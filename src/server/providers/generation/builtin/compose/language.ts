import type { ProductCondition } from "../../../../../domain/fact-sheet";
import type { BuiltinLanguage } from "../../../../../domain/languages";

/**
 * A language, as data and a small grammar: everything the one composing pipeline (./social.ts,
 * ./listings.ts) needs to write English, Spanish, French or German. The pipeline decides WHAT is
 * said (only the fact sheet's facts, and framing that claims nothing about the product); a
 * language decides HOW it reads.
 *
 * Rules every language keeps (the quality suite checks them on the seller corpus):
 * - Framing lines (hooks, intros, calls to action, closers) claim nothing about the product: no
 *   quality, material, colour, condition ("new", "brand new"), origin, "handmade", care, use,
 *   gift-worthiness, price or delivery promise. They may speak about the shop, the reader and
 *   the act of looking or buying.
 * - No "Label: value" sentences in captions, not even before a link ("Order here: {url}" reads
 *   as a label; write "Order yours at {url}") ("What's on the tag: 8oz.", "Quick facts: …"); in
 *   listing descriptions only the item-specifics block (`labels`) is written that way.
 * - Every list has many variants whose wording differs (no 4-word run shared by two variants of
 *   one list): the pipeline spreads them across products so no 4-word phrase recurs in more than
 *   10 % of one platform's outputs.
 * - Slots: `{name}` is the product as the seller named it (with brand and model), lower-case
 *   start unless a proper noun; `{shop}` the shop's name; `{url}` the product link. A template
 *   holding a slot is used only when the slot has a value.
 */
export type Register = "warm" | "plain" | "lively";

/** What the seller wants the post to do: the call to action follows it. */
export type Intent = "buy" | "talk";

/** Where a social call to action points. */
export type CtaChannel =
  /** Instagram, TikTok: links in captions are not clickable ("link in bio"). */
  | "bio"
  /** A link is in the post ({url}). */
  | "link"
  /** No link anywhere: message, comment, visit the shop. */
  | "plain";

export interface FactSentences {
  /** The product's materials (not its packaging): "Made of stoneware and walnut." */
  materials(materials: readonly string[]): string;
  /** Colours the seller gave: "In sage green and off-white." */
  colours(colours: readonly string[]): string;
  /** Specs as the seller wrote them ("12 oz", "set of 3", "8 GB"): "12 oz, set of 3." */
  specs(specs: readonly string[]): string;
  /** The seller's own features and claims, as said: "Speckled white glaze, drippy blue rim." */
  features(features: readonly string[]): string;
  /**
   * The condition with the seller's words, for anything but an unstated new item:
   * ("used", ["worn twice", "no creasing"]) → "Pre-owned: worn twice, no creasing." is a label
   * line; write a sentence: "Pre-owned and worn twice, with no creasing." Keep the seller's
   * words verbatim inside it. Stated new: "Brand new." / "New, unused." is fine.
   */
  condition(condition: ProductCondition, words: readonly string[]): string;
  /** What does not come with it, seller's words: "Please note: no box." → "It comes without the box." or "No box included." */
  notIncluded(items: readonly string[]): string;
  /** Delivery, pickup, shipping time, in the seller's words: "Ships in 3-5 days." */
  delivery(items: readonly string[]): string;
  /** Safety notes, verbatim: "Not suitable for children under 3." */
  safety(items: readonly string[]): string;
  /**
   * The offer, its code verbatim: ({discount: "20% off", code: "MOM20", ends: "til Jan 5"}) →
   * "Use code MOM20 for 20% off, til Jan 5." With only `text`, the seller's sentence.
   */
  offer(offer: { discount?: string; code?: string; ends?: string; text: string }): string;
  /** A printed design and its artist: "Printed with “Starry Night” by Van Gogh." */
  design(design: string, artist?: string): string;
  /** The occasion the seller named, as an angle, not a claim: "Ready for Mother's Day gifting." → "For Mother's Day." */
  occasion(occasion: string): string;
}

/**
 * Item-specifics labels for listing descriptions ("Material: stoneware") and Amazon bullets
 * (upper-cased there). Each must be one the quality suite knows as a product attribute
 * (src/server/modules/quality/label-lines.ts SPEC_LABELS): any other "Label: value" line reads
 * as robotic.
 */
export interface SpecLabels {
  brand: string;
  model: string;
  size: string;
  material: string;
  colour: string;
  condition: string;
  delivery: string;
  /** The heading above the item-specifics block, alone on its line ("Details", "Detalles", "Détails", "Details"). */
  details: string;
}

export interface LanguagePack {
  language: BuiltinLanguage;
  /** "a, b and c" ("a, b y c", "a, b et c", "a, b und c"). */
  list(items: readonly string[], conjunction?: "and" | "or"): string;
  /** Capitalises the first letter, adds a full stop when the text has no end punctuation. */
  sentence(text: string): string;
  /** A listing title's words as buyers see them (English Title Case; es/fr sentence case; German as typed, first letter up). */
  titleCase(text: string): string;
  /** The condition as one or two words for titles and item specifics ("Used", "Gebraucht"). */
  conditionName: Record<ProductCondition, string>;
  /** A first line claiming nothing about the product, per register. ≥ 12 each, no slots. */
  hooks: Record<Register, readonly string[]>;
  /**
   * A sentence presenting the product by name and claiming nothing else ("Meet our {name}."),
   * variant `index` (0 ≤ index < introCount, ≥ 12 variants). A function, so a language can make
   * its articles and possessives agree with the name ("nuestra taza", "nos bougies", "unsere Tasse");
   * `noun` is the fact sheet's head noun when known ("Samsung Galaxy S21" → "móvil").
   */
  intro(name: string, index: number, noun?: string): string;
  introCount: number;
  /** Calls to action, per intent and channel (`{url}` in "link"; `{shop}` allowed anywhere). ≥ 8 each. */
  ctas: Record<Intent, Record<CtaChannel, readonly string[]>>;
  /** A listing description's last line (questions welcome, thanks for looking). ≥ 12, claim-free. */
  closers: readonly string[];
  /** "From {shop}." variants, when the shop is named. ≥ 6. */
  fromShop: readonly string[];
  facts: FactSentences;
  labels: SpecLabels;
  /** Words that never make a hashtag on their own (articles, prepositions, "set", "pack"). */
  hashtagStopwords: ReadonlySet<string>;
}
