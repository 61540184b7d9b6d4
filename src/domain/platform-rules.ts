import type { MarketplacePlatform, SocialPlatform } from "./platforms";

/**
 * The one table of platform rules (DESIGN.md §7). Every result passes through the normaliser that
 * enforces these, whatever engine wrote it. Each figure names its source.
 */
export interface SocialRule {
  /** Hard cap on the post text. */
  maxChars: number;
  /** X counts weighted characters (URL = 23, emoji = 2) via twitter-text. */
  weighted?: boolean;
  /** Hashtags allowed inside this platform's own text. */
  maxHashtags: number;
  /** A title field the platform has besides the text (Pinterest). */
  maxTitleChars?: number;
  /** The length that reads best, which the writers aim for (not enforced). */
  idealChars?: number;
}

export const socialRules: Record<SocialPlatform, SocialRule> = {
  // Instagram Help Center: captions up to 2,200 characters. Hashtags: Instagram limited posts to
  // 5 hashtags in December 2025 (previously 30).
  instagram: { maxChars: 2200, maxHashtags: 5, idealChars: 400 },
  // Facebook: a post holds up to 63,206 characters; 40–120 words read best (DESIGN.md §7).
  facebook: { maxChars: 63_206, maxHashtags: 3, idealChars: 600 },
  // X developer docs, "Counting characters": 280 weighted characters; URLs count 23, emoji 2.
  twitter: { maxChars: 280, weighted: true, maxHashtags: 3, idealChars: 240 },
  // LinkedIn Help: posts up to 3,000 characters.
  linkedin: { maxChars: 3000, maxHashtags: 5, idealChars: 1300 },
  // Pinterest Help / API (pins): description up to 500 characters, title up to 100.
  pinterest: { maxChars: 500, maxHashtags: 5, maxTitleChars: 100, idealChars: 450 },
  // TikTok captions: 2,200 characters (the limit DESIGN.md §7 fixes; TikTok has allowed 4,000
  // since 2023, so 2,200 is safe on every client).
  tiktok: { maxChars: 2200, maxHashtags: 6, idealChars: 300 },
};

export interface MarketplaceRule {
  maxTitleChars: number;
  maxDescriptionChars?: number;
  maxTags: number;
  maxTagChars?: number;
  /** Characters a tag may contain (Etsy: letters, digits, spaces, - and '). */
  tagPattern?: RegExp;
  /** Characters that may appear at most once in a title (Etsy). */
  titleCharsAtMostOnce?: readonly string[];
  /** Characters never allowed in a title (Amazon). */
  titleBannedChars?: readonly string[];
  /** No word may appear more than this many times in a title (Amazon). */
  titleMaxWordRepeats?: number;
  maxBulletPoints?: number;
  /** Search terms (the tags joined by spaces) must stay under this many UTF-8 bytes (Amazon). */
  maxSearchTermBytes?: number;
  maxSeoTitleChars?: number;
  maxSeoDescriptionChars?: number;
}

export const marketplaceRules: Record<MarketplacePlatform, MarketplaceRule> = {
  // Etsy Seller Handbook / Open API v3 (createDraftListing): title ≤ 140 characters, and %, :, &
  // and + may each be used only once; 13 tags, each ≤ 20 characters of letters, numbers,
  // spaces, hyphens and apostrophes.
  etsy: {
    maxTitleChars: 140,
    maxTags: 13,
    maxTagChars: 20,
    tagPattern: /^[\p{L}\p{N} '-]+$/u,
    titleCharsAtMostOnce: ["%", ":", "&", "+"],
  },
  // Redbubble: title ≤ 100 characters and at most 15 tags (both unconfirmed — Redbubble does not
  // publish them; its guidelines do forbid tag spam).
  redbubble: { maxTitleChars: 100, maxTags: 15, maxTagChars: 50 },
  // Amazon Seller Central, product title requirements (2025): ≤ 200 characters, none of
  // ! $ ? _ { } ^ ¬ ¦, no word more than twice; up to 5 bullet points; generic keywords
  // (search terms) under 250 bytes.
  amazon: {
    maxTitleChars: 200,
    maxTags: 20,
    titleBannedChars: ["!", "$", "?", "_", "{", "}", "^", "¬", "¦"],
    titleMaxWordRepeats: 2,
    maxBulletPoints: 5,
    maxSearchTermBytes: 249,
  },
  // Shopify Help Center: product title ≤ 255 characters; search engine listing title ≤ 70 and
  // description ≤ 160; up to 250 tags per product.
  shopify: {
    maxTitleChars: 255,
    maxTags: 250,
    maxTagChars: 255,
    maxSeoTitleChars: 70,
    maxSeoDescriptionChars: 160,
  },
  // eBay Seller Center: listing titles ≤ 80 characters.
  ebay: { maxTitleChars: 80, maxTags: 20, maxTagChars: 65 },
  // Mercari listing form: title ≤ 80 characters (40 in the app's older versions), description ≤ 1,000.
  mercari: { maxTitleChars: 80, maxDescriptionChars: 1000, maxTags: 20, maxTagChars: 40 },
};

/** The `hashtags` list of a social result holds 1–30 tags (spec core-product §5 and DESIGN.md §7). */
export const MAX_RESULT_HASHTAGS = 30;
/** A listing carries at most 20 tags (spec core-product §5), fewer where the marketplace says so. */
export const MAX_LISTING_TAGS = 20;
