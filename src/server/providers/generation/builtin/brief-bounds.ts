import { createHash } from "node:crypto";
import { MAX_REQUEST_TAGS, REQUEST_TAG_MAX_CHARS } from "../../../../domain/listings";
import {
  ADDITIONAL_CONTEXT_MAX,
  HASHTAG_MAX_CHARS,
  MAX_REQUEST_HASHTAGS,
  TEXT_FIELD_MAX,
  URL_MAX,
} from "../../../../domain/social";
import type { ListingBrief, SocialBrief } from "../generation-provider";
import { cleanText, clip, clipWords, trimTrailing } from "./text";

/**
 * What every builtin writer (English and each locale's) does to a brief before writing: holds it
 * within the request schemas' caps, and digests it into the seed its random choices start from.
 */

/**
 * The brief within the request schema's caps (src/domain/social.ts). Requests never exceed them;
 * the writers hold them themselves too, so nothing they run ever sees unbounded text. A link
 * longer than any URL a request may carry is no link at all.
 */
export function boundedSocialBrief(brief: SocialBrief): SocialBrief {
  const short = (value: string | undefined) =>
    value === undefined ? undefined : clip(value, TEXT_FIELD_MAX);
  return {
    ...brief,
    product: short(brief.product),
    businessType: short(brief.businessType),
    brand: short(brief.brand),
    targetAudience: short(brief.targetAudience),
    tone: clip(brief.tone, TEXT_FIELD_MAX),
    campaignGoal: short(brief.campaignGoal),
    productUrl: brief.productUrl && brief.productUrl.length <= URL_MAX ? brief.productUrl : undefined,
    additionalContext:
      brief.additionalContext === undefined
        ? undefined
        : clip(brief.additionalContext, ADDITIONAL_CONTEXT_MAX),
    hashtags: brief.hashtags.slice(0, MAX_REQUEST_HASHTAGS).map((tag) => clip(tag, HASHTAG_MAX_CHARS)),
  };
}

/** The listing brief within the request schema's caps (src/domain/listings.ts). */
export function boundedListingBrief(brief: ListingBrief): ListingBrief {
  const short = (value: string | undefined) =>
    value === undefined ? undefined : clip(value, TEXT_FIELD_MAX);
  return {
    ...brief,
    product: short(brief.product),
    businessType: short(brief.businessType),
    targetAudience: short(brief.targetAudience),
    productType: short(brief.productType),
    style: short(brief.style),
    materials: short(brief.materials),
    size: short(brief.size),
    occasion: short(brief.occasion),
    color: short(brief.color),
    additionalContext:
      brief.additionalContext === undefined
        ? undefined
        : clip(brief.additionalContext, ADDITIONAL_CONTEXT_MAX),
    price: short(brief.price),
    tags: brief.tags.slice(0, MAX_REQUEST_TAGS).map((tag) => clip(tag, REQUEST_TAG_MAX_CHARS)),
  };
}

/**
 * What identifies a social brief for the PRNG: everything except the variant and the platform
 * list, digested first, so briefs that differ in one word draw unrelated sequences (the PRNG's own
 * seed hash keeps low bits of nearby strings correlated). A locale writer passes its language,
 * which also brings in the seller's voice; the English seed is what it was before either existed,
 * so English outputs did not change.
 */
export function socialBriefSeed(brief: SocialBrief, locale?: string): string {
  const fields = [
    brief.product ?? "",
    brief.businessType ?? "",
    brief.brand ?? "",
    brief.targetAudience ?? "",
    brief.tone,
    brief.campaignGoal ?? "",
    brief.productUrl ?? "",
    brief.additionalContext ?? "",
    brief.hashtags,
    brief.facts,
  ];
  const text = JSON.stringify(locale ? [locale, ...fields, brief.voice ?? null] : fields);
  return createHash("sha256").update(text).digest("hex").slice(0, 24);
}

/**
 * What identifies a listing brief for the PRNG: everything except the variant and the platform
 * list. A locale writer's seed names its language and the seller's voice and is digested like the
 * social one; the English seed is the plain JSON it always was, so English outputs did not change.
 */
export function listingBriefSeed(brief: ListingBrief, locale?: string): string {
  const fields = [
    brief.product ?? "",
    brief.businessType ?? "",
    brief.targetAudience ?? "",
    brief.productType ?? "",
    brief.style ?? "",
    brief.materials ?? "",
    brief.size ?? "",
    brief.occasion ?? "",
    brief.color ?? "",
    brief.tags,
    brief.facts,
  ];
  if (!locale) return JSON.stringify(fields);
  const text = JSON.stringify([locale, ...fields, brief.voice ?? null]);
  return createHash("sha256").update(text).digest("hex").slice(0, 24);
}

/** The brand as the seller wrote it, cut at a word (never with a "…") when it is very long. */
export function brandName(brand: string | undefined): string | undefined {
  const text = trimTrailing(clipWords(cleanText(brand), 60), /[\s.,;:!?\-–—]/);
  return /[\p{L}\p{N}]/u.test(text) ? text : undefined;
}
