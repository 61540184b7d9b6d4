import type { FactSheet } from "../../../../../domain/fact-sheet";
import { type BuiltinLanguage, isBuiltinLanguage } from "../../../../../domain/languages";
import { knownValue } from "../../../../../domain/options";
import { type BriefScreen, screenBrief } from "../../../../modules/generation/brief-screen";
import { sheetOfBrief } from "../../../../modules/generation/fact-sheet/brief-sheet";
import {
  type ListingBrief,
  type ListingDraft,
  ProductUnknownError,
  type SocialBrief,
  type SocialDraft,
} from "../../generation-provider";
import {
  boundedListingBrief,
  boundedSocialBrief,
  brandName,
  listingBriefSeed,
  socialBriefSeed,
} from "../brief-bounds";
import { briefProductFacts } from "../product-facts";
import { languagePacks } from "./lang";
import type { LanguagePack } from "./language";
import { composeListings } from "./listings";
import { createPicker } from "./pick";
import { scheduleFor } from "./schedule";
import { firstSentence, sellerSentences } from "./seller-sentences";
import { composeSocial } from "./social";
import { type SellerWords, type Subject, subjectOf } from "./subject";
import type { TagInput } from "./tags";

/**
 * The builtin writer (DESIGN.md §7): one pipeline for English, Spanish, French and German.
 * Understand (the service's fact sheet, or the brief read here when called directly) → subject
 * (the facts in the seller's words) → a plan per platform → sentences from the language pack.
 * Deterministic: the same brief and variant give the same text.
 *
 * Throws ProductUnknownError when nothing names the product: the service asks the seller for it.
 */
export function writeSocialPosts(input: SocialBrief): SocialDraft {
  const brief = boundedSocialBrief(input);
  const language = languageOf(brief.language);
  const pack = languagePacks[language];
  const sheet = sheetFor(brief);
  const screen = screenOf(brief);
  const subject = subjectOf(
    sheetWithinPolicy(sheet, screen),
    sellerWordsOf(brief, sheet, language, screen),
    language,
  );
  const draft = composeSocial({
    brief,
    subject,
    pack,
    picker: createPicker(socialBriefSeed({ ...brief, voice: undefined }, language), brief.variant),
    tags: tagInput(subject, pack, brief.hashtags, language, sheet, brief),
    shop: brandName(brief.brand),
  });
  return { ...draft, suggestedSchedule: scheduleFor(language, brief.platforms, brief.targetAudience) };
}

export function writeListings(input: ListingBrief): ListingDraft {
  const brief = boundedListingBrief(input);
  const language = languageOf(brief.language);
  const pack = languagePacks[language];
  const sheet = sheetFor(brief);
  const screen = screenOf(brief);
  const subject = subjectOf(
    sheetWithinPolicy(sheet, screen),
    sellerWordsOf(brief, sheet, language, screen),
    language,
  );
  // The voice reshapes the text itself (voice.ts); it does not move the framing picks.
  const seed = listingBriefSeed({ ...brief, voice: undefined }, language);
  return composeListings({
    brief,
    subject,
    pack,
    picker: createPicker(seed, brief.variant),
    tags: tagInput(
      subject,
      pack,
      [...brief.tags, ...(brief.voice?.alwaysWords ?? [])],
      language,
      sheet,
      brief,
    ),
    facts: briefProductFacts(brief, sheet),
    seed,
  });
}

function languageOf(language: string | undefined): BuiltinLanguage {
  if (!language) return "en";
  if (!isBuiltinLanguage(language)) throw new Error(`The builtin writer has no ${language} language pack`);
  return language;
}

/** The service's sheet (possibly corrected by the seller); read here when a caller gave none. */
function sheetFor(brief: SocialBrief | ListingBrief): FactSheet {
  const sheet = brief.sheet ?? sheetOfBrief(brief);
  if (!sheet || !/[\p{L}\p{N}]/u.test(sheet.product)) throw new ProductUnknownError();
  return sheet;
}

/**
 * The seller's sentences the copy may quote: none when they corrected the sheet, since their
 * first words may say what they took back ("navy" corrected to "black").
 */
function sellerWordsOf(
  brief: SocialBrief | ListingBrief,
  sheet: FactSheet,
  language: BuiltinLanguage,
  screen: BriefScreen,
): SellerWords {
  if (brief.sheet && corrected(brief)) return { said: [] };
  // An item the marketplaces restrict or forbid is described by its facts alone: the seller's
  // own sentences may carry what no copy should repeat ("our baby slept great in it", "ships
  // anywhere", "self defense").
  if (screen.policy.level !== "ok") return { said: [] };
  return {
    // The forms' "Not listed" is no text of the seller's.
    said: sellerSentences(
      [knownValue(brief.product), knownValue(brief.additionalContext)],
      sheet,
      language,
      "brand" in brief ? brief.brand : undefined,
    ),
    // The size the listing form gives is the seller's headline figure too.
    lead: knownValue(brief.product)
      ? [firstSentence(brief.product ?? ""), "size" in brief ? knownValue(brief.size) : undefined]
          .filter(Boolean)
          .join(" . ")
      : undefined,
  };
}

/** The marketplace policy's reading of the brief (the service screens it the same way first). */
function screenOf(brief: SocialBrief | ListingBrief): BriefScreen {
  const listing = "productType" in brief ? brief : undefined;
  return screenBrief({
    product: brief.product,
    additionalContext: brief.additionalContext,
    productType: listing?.productType,
    materials: listing?.materials,
    style: listing?.style,
    size: listing?.size,
    color: listing?.color,
    occasion: listing?.occasion,
    businessType: brief.businessType,
    condition: listing?.condition,
    language: brief.language,
  });
}

/** Shipping, by post or courier, in the four languages. */
const SHIPPING =
  /\b(?:ship|ships|shipping|shipped|post|posted|postage|courier|env[ií]os?|env[ií]o|mensajer[ií]a|exp[ée]di\w*|livraison|livr[ée]s?|envoi|versand|verschick\w*|paket\w*)\b/iu;

/** A live animal is never offered by post or courier (the law and every marketplace forbid it): pickup stays. */
function sheetWithinPolicy(sheet: FactSheet, screen: BriefScreen): FactSheet {
  if (!screen.policy.hits?.some((hit) => hit.rule === "live-animals")) return sheet;
  return { ...sheet, delivery: sheet.delivery.filter((item) => !SHIPPING.test(item)) };
}

/** Whether the brief's sheet differs from the brief as read (the photo's offered colour aside). */
function corrected(brief: SocialBrief | ListingBrief): boolean {
  const read = sheetOfBrief({ ...brief, sheet: undefined });
  const facts = (sheet: FactSheet | undefined) => JSON.stringify({ ...sheet, photoColour: undefined });
  return facts(read) !== facts(brief.sheet);
}

function tagInput(
  subject: Subject,
  pack: LanguagePack,
  own: readonly string[],
  language: BuiltinLanguage,
  sheet: FactSheet,
  brief: SocialBrief | ListingBrief,
): TagInput {
  const searches = language === "en" ? (briefProductFacts(brief, sheet).type?.searchWords ?? []) : [];
  return {
    subject,
    pack,
    own: own.map((tag) => tag.replace(/^#+/, "").trim()).filter((tag) => tag.length >= 2),
    searches,
  };
}
