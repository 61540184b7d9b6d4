import type { FactSheet } from "../../../../../domain/fact-sheet";
import { type BuiltinLanguage, isBuiltinLanguage } from "../../../../../domain/languages";
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
import { parseProductFacts } from "../product-facts";
import { languagePacks } from "./lang";
import type { LanguagePack } from "./language";
import { composeListings } from "./listings";
import { createPicker } from "./pick";
import { scheduleFor } from "./schedule";
import { composeSocial } from "./social";
import { type Subject, subjectOf } from "./subject";
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
  const subject = subjectOf(sheet);
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
  const subject = subjectOf(sheet);
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
    facts: factsFor(brief, sheet),
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

/** The English parse: category, price band, Redbubble fit and buyers' searches come from it. */
function factsFor(brief: SocialBrief | ListingBrief, sheet: FactSheet) {
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

function tagInput(
  subject: Subject,
  pack: LanguagePack,
  own: readonly string[],
  language: BuiltinLanguage,
  sheet: FactSheet,
  brief: SocialBrief | ListingBrief,
): TagInput {
  const searches = language === "en" ? (factsFor(brief, sheet).type?.searchWords ?? []) : [];
  return {
    subject,
    pack,
    own: own.map((tag) => tag.replace(/^#+/, "").trim()).filter((tag) => tag.length >= 2),
    searches,
  };
}
