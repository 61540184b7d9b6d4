import type { FactSheet } from "../../../../domain/fact-sheet";
import type { LanguageCode } from "../../../../domain/languages";
import { marketplaceRules } from "../../../../domain/platform-rules";
import type { MarketplacePlatform } from "../../../../domain/platforms";
import type {
  ListingDraft,
  ListingDraftItem,
  SocialDraft,
} from "../../../providers/generation/generation-provider";
import { centsIn, formatPrice, priceToCents } from "../normalise";
import { categoryForGender } from "./category-gender";
import {
  type Grounds,
  groundsFor,
  hashtagWords,
  isGroundedPhrase,
  withoutUngroundedSentences,
  withoutUngroundedTitleParts,
} from "./ground-text";
import { keepBrandModel, keepDescriptionFacts, keepDesign, keepOffer, keepProductTitle } from "./keep-facts";

/**
 * The one promise both engines keep (issue 30): a draft, from whichever writer, says only what the
 * seller's words and fact sheet hold, and carries what they said that matters. Sentences that
 * state an ungrounded colour, condition, care, gender or claim are dropped; hashtags and tags
 * likewise; then the kept facts (offer code, brand and model, condition, safety) are added where
 * the writer left them out. Runs before the platform normaliser, which then enforces lengths.
 */
export function groundSocialDraft(
  draft: SocialDraft,
  sheet: FactSheet,
  sellerText: string,
  language: LanguageCode | undefined,
): SocialDraft {
  const grounds = groundsFor(sheet, sellerText, language);
  const platforms: SocialDraft["platforms"] = {};
  for (const [platform, post] of Object.entries(draft.platforms) as [
    keyof SocialDraft["platforms"],
    { caption: string },
  ][]) {
    const caption = withoutUngroundedSentences(withoutUngroundedHashtags(post.caption, grounds), grounds);
    platforms[platform] = { caption: keepOffer(caption, sheet, grounds.language) };
  }
  return {
    ...draft,
    platforms,
    hashtags: draft.hashtags.filter((tag) => isGroundedPhrase(hashtagWords(tag), grounds)),
  };
}

export function groundListingDraft(
  draft: ListingDraft,
  sheet: FactSheet,
  sellerText: string,
  language: LanguageCode | undefined,
): ListingDraft {
  const grounds = groundsFor(sheet, sellerText, language);
  const platforms: ListingDraft["platforms"] = {};
  for (const [platform, item] of Object.entries(draft.platforms) as [
    keyof ListingDraft["platforms"],
    ListingDraftItem,
  ][]) {
    platforms[platform] = groundListing(item, grounds, platform);
  }
  return { ...draft, platforms };
}

function groundListing(
  item: ListingDraftItem,
  grounds: Grounds,
  platform: MarketplacePlatform,
): ListingDraftItem {
  const { sheet, language } = grounds;
  const ebay = platform === "ebay";
  const printOnDemand = platform === "redbubble";
  let title = keepBrandModel(
    keepProductTitle(
      withoutUngroundedTitleParts(item.title, grounds),
      sheet,
      language,
      marketplaceRules[platform].maxTitleChars,
    ),
    sheet,
  );
  if (printOnDemand) title = keepDesign(title, sheet);
  const description = keepDescriptionFacts(
    withoutUngroundedSentences(item.description, grounds),
    sheet,
    language,
    {
      alwaysCondition: ebay,
    },
  );
  return {
    ...item,
    title,
    description,
    suggestedPrice: priceFor(item.suggestedPrice, sheet),
    category: categoryForGender(platform, item.category, grounds.sellerText),
    tags: item.tags.filter((tag) => isGroundedPhrase(tag, grounds)),
    ...(item.bulletPoints
      ? { bulletPoints: item.bulletPoints.filter((bullet) => isGroundedPhrase(bullet, grounds)) }
      : {}),
    ...(item.seoTitle
      ? { seoTitle: keepBrandModel(withoutUngroundedTitleParts(item.seoTitle, grounds), sheet) }
      : {}),
    ...(item.seoDescription
      ? { seoDescription: withoutUngroundedSentences(item.seoDescription, grounds) }
      : {}),
  };
}

/** Hashtags in a caption that claim what the seller did not say ("#CaramelOil") are taken out. */
function withoutUngroundedHashtags(caption: string, grounds: Grounds): string {
  return caption
    .replace(/(^|\s)#([\p{L}\p{N}_]+)/gu, (whole, space: string, tag: string) =>
      isGroundedPhrase(hashtagWords(tag), grounds) ? whole : space,
    )
    .replace(/[ \t]+\n/g, "\n")
    .replace(/[ \t]{2,}/g, " ");
}

/**
 * The seller's own price wins when they typed one; otherwise the writer's suggestion, in the
 * currency the seller writes in (what they typed, else dollars).
 */
function priceFor(suggested: string | number, sheet: FactSheet): string | number {
  if (sheet.price) return formatPrice(Math.round(sheet.price.amount * 100), sheet.price.currency);
  if (sheet.currency === "USD") return suggested;
  const cents = priceToCents(suggested);
  if (cents === null) return suggested;
  return formatPrice(centsIn(sheet.currency, cents), sheet.currency);
}
