import { socialRules } from "../../../../domain/platform-rules";
import type { SocialPlatform } from "../../../../domain/platforms";
import { cleanHashtag, toHashtag } from "./text";
import type { Words } from "./words";

/** The result's hashtag list holds 8–20 tags (the domain allows 1–30; 8–20 reads as curated). */
export const MIN_TAGS = 8;
export const MAX_TAGS = 20;

/** Colours too plain to be worth a hashtag. */
const PLAIN_COLOURS = new Set([
  "white",
  "off-white",
  "cream",
  "black",
  "grey",
  "light grey",
  "brown",
  "beige",
  "stone",
  "tan",
]);

/**
 * The result's hashtag list, most relevant first: the seller's own tags, the brand, what the
 * seller's words name, the business, the image's colours, the audience, the goal, then general
 * small-business tags until there are at least eight. No '#', letters/digits/underscores only,
 * deduplicated without regard to case.
 */
export function buildHashtags(w: Words, userTags: readonly string[]): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  const add = (tag: string | undefined) => {
    if (!tag) return;
    const clean = cleanHashtag(tag);
    const key = clean.toLowerCase();
    if (clean.length < 2 || clean.length > 40 || seen.has(key) || tags.length >= MAX_TAGS) return;
    if (/^\d+$/.test(clean)) return;
    seen.add(key);
    tags.push(clean);
  };
  for (const tag of userTags) add(tag);
  if (w.brand) add(toHashtag(w.brand));
  if (!isGenericNoun(w.noun)) add(toHashtag(w.noun.replace(/^(pair|batch) of /, "")));
  const [firstBusinessTag, ...moreBusinessTags] = w.business.hashtags;
  add(firstBusinessTag);
  for (const colour of w.colours) {
    if (!PLAIN_COLOURS.has(colour.name)) add(toHashtag(colour.name));
  }
  for (const tag of w.audience?.hashtags ?? []) add(tag);
  for (const tag of w.goal.hashtags) add(tag);
  for (const tag of moreBusinessTags) add(tag);
  const mood = toHashtag(w.mood.word);
  const colour = w.colours.find((entry) => !PLAIN_COLOURS.has(entry.name));
  const padding = [
    "ShopSmall",
    "SmallBusiness",
    colour ? `${toHashtag(colour.name)}Aesthetic` : undefined,
    `${mood}Style`,
    "SupportSmallBusiness",
    "MadeWithCare",
    "DailyInspiration",
    "ColorPalette",
    "NewFavorite",
  ];
  for (const tag of padding) {
    if (tags.length >= MIN_TAGS + 2) break;
    add(tag);
  }
  return tags;
}

function isGenericNoun(noun: string): boolean {
  return /^(piece|product|design|find|kit|routine|service|project|approach|space|beauty pick|accessory|artwork|trip|course|dish)$/.test(
    noun,
  );
}

/**
 * The tags a platform's own caption carries, within its cap (domain platform-rules): the
 * seller's tags first, then a platform-flavoured pick of the rest, so the six captions do not
 * all end with the same line.
 */
export function hashtagsFor(platform: SocialPlatform, all: readonly string[], userCount: number): string[] {
  const wanted: Record<SocialPlatform, number> = {
    instagram: 5,
    tiktok: 5,
    linkedin: 4,
    pinterest: 4,
    facebook: 2,
    twitter: 2,
  };
  const cap = Math.min(wanted[platform], socialRules[platform].maxHashtags);
  const user = all.slice(0, userCount);
  const rest = all.slice(userCount);
  // Each platform starts its share of the remaining tags at a different point.
  const offset: Record<SocialPlatform, number> = {
    instagram: 0,
    tiktok: 1,
    linkedin: 0,
    pinterest: 2,
    facebook: 0,
    twitter: 0,
  };
  const brandFirst = rest.slice(0, 1);
  const rotated = [...rest.slice(1 + offset[platform]), ...rest.slice(1, 1 + offset[platform])];
  return [...user, ...brandFirst, ...rotated].slice(0, cap);
}

export function hashtagLine(tags: readonly string[]): string {
  return tags.map((tag) => `#${tag}`).join(" ");
}
