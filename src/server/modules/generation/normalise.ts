import { type Listing, listingSchema } from "../../../domain/listings";
import {
  MAX_LISTING_TAGS,
  MAX_RESULT_HASHTAGS,
  type MarketplaceRule,
  marketplaceRules,
  socialRules,
} from "../../../domain/platform-rules";
import type { MarketplacePlatform, SocialPlatform } from "../../../domain/platforms";
import { fitsPlatform } from "../../../domain/text-length";
import type { ListingDraftItem } from "../../providers/generation/generation-provider";

/**
 * The one normaliser every generated (or edited) result passes through, whatever wrote it. It
 * enforces the platform rules table (src/domain/platform-rules.ts): lengths trimmed at word
 * boundaries, hashtags cleaned, deduped and capped, marketplace title and tag rules, `$12.99`
 * prices. It never throws on odd input; it repairs it.
 */

const ELLIPSIS = "…";
/** C0 controls except tab and newline, DEL, and the zero-width no-break space. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFEFF]/g;
/** HTML/XML tags: results are plain text everywhere they go (pages, CSV, .txt). */
const MARKUP_TAG = /<\/?[a-zA-Z!][^<>]*>/g;
const HASHTAG_BODY = /[^\p{L}\p{N}_]/gu;
const HASHTAG_IN_TEXT = /(^|[^\p{L}\p{N}_&/#])#([\p{L}\p{N}_]+)/gu;

/** Plain, printable text: no markup, no control characters, no `[object Object]`, tidy spaces. */
export function cleanText(value: unknown, { multiline = true } = {}): string {
  if (typeof value !== "string") return "";
  let text = value.replace(CONTROL_CHARS, "").replace(MARKUP_TAG, "").replaceAll("[object Object]", "");
  text = text.replace(/\r\n?/g, "\n");
  text = multiline ? text.replace(/\n{3,}/g, "\n\n") : text.replace(/\s*\n\s*/g, " ");
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .trim();
}

/**
 * Cuts text so `fits` holds, at a word boundary where one is near, never inside a surrogate pair.
 * `marker` (an ellipsis for prose) is appended when anything was cut.
 */
export function trimToFit(text: string, fits: (candidate: string) => boolean, marker = ""): string {
  if (fits(text)) return text;
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  // Binary search for the longest prefix (in code points) that fits with the marker.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(chars.slice(0, mid).join("").trimEnd() + marker)) low = mid;
    else high = mid - 1;
  }
  let cut = chars.slice(0, low).join("");
  const lastSpace = cut.search(/\s\S*$/);
  // Back up to the last word boundary unless that would throw away most of the text.
  if (lastSpace > cut.length * 0.6) cut = cut.slice(0, lastSpace);
  cut = cut.replace(/[\s,;:–—-]+$/u, "");
  const result = cut + (cut ? marker : "");
  return fits(result) ? result : "";
}

const maxLength = (limit: number) => (candidate: string) => candidate.length <= limit;

/** `#Tag` → `tag` body rules: letters, digits, underscore; not all digits. Returns `#body` or null. */
export function cleanHashtag(raw: string): string | null {
  const body = raw.replace(/^#+/, "").normalize("NFC").replace(HASHTAG_BODY, "").slice(0, 100);
  if (!body || /^\d+$/.test(body) || /^_+$/.test(body)) return null;
  return `#${body}`;
}

/** Cleans, dedupes (case-insensitively, first spelling wins) and caps a hashtag list. */
export function cleanHashtags(list: readonly unknown[], max: number): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of list) {
    if (typeof item !== "string") continue;
    const tag = cleanHashtag(item);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    result.push(tag);
    if (result.length >= max) break;
  }
  return result;
}

/** Keeps the first `max` hashtags in a text (and only one of each); later ones are removed. */
export function capHashtagsInText(text: string, max: number): string {
  let capped = text;
  // Removing one tag can turn a glued-on neighbour ("#a#b") into a tag of its own, so repeat until
  // the count holds; every pass removes text, so this ends.
  while (countHashtagsInText(capped) > max || hasRepeatedHashtag(capped)) {
    const seen = new Set<string>();
    capped = capped.replace(HASHTAG_IN_TEXT, (match, lead: string, body: string) => {
      const key = body.toLowerCase();
      if (seen.size < max && !seen.has(key)) {
        seen.add(key);
        return match;
      }
      return lead;
    });
  }
  return cleanText(capped.replace(/[ \t]{2,}/g, " "));
}

function hasRepeatedHashtag(text: string): boolean {
  const bodies = Array.from(text.matchAll(HASHTAG_IN_TEXT), (match) => (match[2] ?? "").toLowerCase());
  return new Set(bodies).size !== bodies.length;
}

export function countHashtagsInText(text: string): number {
  return Array.from(text.matchAll(HASHTAG_IN_TEXT)).length;
}

export function normaliseCaption(platform: SocialPlatform, raw: unknown): string {
  const rule = socialRules[platform];
  const text = capHashtagsInText(cleanText(raw), rule.maxHashtags);
  return trimToFit(text, (candidate) => fitsPlatform(platform, candidate), ELLIPSIS);
}

export interface NormalisedSocial {
  platforms: Partial<Record<SocialPlatform, { caption: string }>>;
  hashtags: string[];
  suggestedSchedule: string;
}

/** A social result with exactly the selected platforms, every caption within its platform's rules. */
export function normaliseSocialResult(
  draft: {
    platforms?: Partial<Record<string, { caption?: unknown } | undefined>>;
    hashtags?: unknown;
    suggestedSchedule?: unknown;
  },
  selected: readonly SocialPlatform[],
  fallbackHashtags: readonly string[] = ["#shopsmall"],
): NormalisedSocial {
  const platforms: NormalisedSocial["platforms"] = {};
  for (const platform of selected) {
    platforms[platform] = { caption: normaliseCaption(platform, draft.platforms?.[platform]?.caption) };
  }
  let hashtags = cleanHashtags(Array.isArray(draft.hashtags) ? draft.hashtags : [], MAX_RESULT_HASHTAGS);
  if (hashtags.length === 0) hashtags = cleanHashtags(fallbackHashtags, MAX_RESULT_HASHTAGS);
  if (hashtags.length === 0) hashtags = ["#shopsmall"];
  const schedule = trimToFit(cleanText(draft.suggestedSchedule), maxLength(2000), ELLIPSIS);
  return { platforms, hashtags, suggestedSchedule: schedule || "Not specified" };
}

const MAX_PRICE_DOLLARS = 1_000_000;

/** Cents from a number or a price-looking string (`12.99`, `$12.99`, `12,99 USD`); null when there is none. */
export function priceToCents(value: unknown): number | null {
  let amount: number | null = null;
  if (typeof value === "number" && Number.isFinite(value)) amount = value;
  if (typeof value === "string") {
    const match = /(\d{1,7})(?:[.,](\d{1,2}))?/.exec(value.replace(/(\d),(\d{3})\b/g, "$1$2"));
    if (match) amount = Number(`${match[1]}.${(match[2] ?? "0").padEnd(2, "0")}`);
  }
  // No marketplace listing costs a million dollars; beyond that it is noise, not a price.
  if (amount === null || amount <= 0 || amount >= MAX_PRICE_DOLLARS) return null;
  return Math.round(amount * 100);
}

export function formatPrice(cents: number): string {
  const dollars = Math.floor(cents / 100).toLocaleString("en-US");
  return `$${dollars}.${String(cents % 100).padStart(2, "0")}`;
}

function normaliseTitle(raw: unknown, rule: MarketplaceRule): string {
  let title = cleanText(raw, { multiline: false });
  for (const banned of rule.titleBannedChars ?? []) title = title.replaceAll(banned, " ");
  for (const once of rule.titleCharsAtMostOnce ?? []) {
    const first = title.indexOf(once);
    if (first >= 0) title = title.slice(0, first + 1) + title.slice(first + 1).replaceAll(once, " ");
  }
  if (rule.titleMaxWordRepeats) title = limitWordRepeats(title, rule.titleMaxWordRepeats);
  title = title
    .replace(/\s{2,}/g, " ")
    .replace(/\s+([,.;:])/g, "$1")
    .trim();
  return trimToFit(title, maxLength(rule.maxTitleChars));
}

/** Drops a word's occurrences beyond `max` (case-insensitive), as Amazon's title rule asks. */
function limitWordRepeats(title: string, max: number): string {
  const counts = new Map<string, number>();
  return title
    .split(/\s+/)
    .filter((word) => {
      const key = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
      if (!key) return true;
      const seen = (counts.get(key) ?? 0) + 1;
      counts.set(key, seen);
      return seen <= max;
    })
    .join(" ");
}

function normaliseTags(raw: unknown, rule: MarketplaceRule): string[] {
  const list = Array.isArray(raw) ? raw : [];
  const max = Math.min(rule.maxTags, MAX_LISTING_TAGS);
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const item of list) {
    if (typeof item !== "string") continue;
    let tag = cleanText(item, { multiline: false }).replace(/^#+/, "");
    if (rule.tagPattern)
      tag = Array.from(tag)
        .filter((char) => rule.tagPattern?.test(char))
        .join("");
    tag = tag.replace(/\s{2,}/g, " ").trim();
    if (rule.maxTagChars) tag = trimToFit(tag, maxLength(rule.maxTagChars));
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length >= max) break;
  }
  if (rule.maxSearchTermBytes) {
    while (tags.length > 0 && Buffer.byteLength(tags.join(" "), "utf8") > rule.maxSearchTermBytes) tags.pop();
  }
  return tags;
}

const DESCRIPTION_CAP = 5000;

export function normaliseListing(
  platform: MarketplacePlatform,
  raw: Partial<ListingDraftItem> | undefined,
): Listing {
  const rule = marketplaceRules[platform];
  const description = trimToFit(
    cleanText(raw?.description),
    maxLength(Math.min(rule.maxDescriptionChars ?? DESCRIPTION_CAP, DESCRIPTION_CAP)),
    ELLIPSIS,
  );
  const cents = priceToCents(raw?.suggestedPrice);
  const listing: Listing = {
    title: normaliseTitle(raw?.title, rule),
    description,
    tags: normaliseTags(raw?.tags, rule),
    suggestedPrice: cents === null ? "" : formatPrice(cents),
    category: trimToFit(cleanText(raw?.category, { multiline: false }), maxLength(300)),
  };
  if (rule.maxBulletPoints && Array.isArray(raw?.bulletPoints)) {
    listing.bulletPoints = raw.bulletPoints
      .map((point) => trimToFit(cleanText(point, { multiline: false }), maxLength(500), ELLIPSIS))
      .filter(Boolean)
      .slice(0, rule.maxBulletPoints);
  }
  if (rule.maxSeoTitleChars && raw?.seoTitle !== undefined) {
    listing.seoTitle = trimToFit(
      cleanText(raw.seoTitle, { multiline: false }),
      maxLength(rule.maxSeoTitleChars),
    );
  }
  if (rule.maxSeoDescriptionChars && raw?.seoDescription !== undefined) {
    listing.seoDescription = trimToFit(
      cleanText(raw.seoDescription, { multiline: false }),
      maxLength(rule.maxSeoDescriptionChars),
      ELLIPSIS,
    );
  }
  return listingSchema.parse(listing);
}

export function normaliseListings(
  draft: { platforms?: Partial<Record<string, Partial<ListingDraftItem> | undefined>> },
  selected: readonly MarketplacePlatform[],
): Partial<Record<MarketplacePlatform, Listing>> {
  const platforms: Partial<Record<MarketplacePlatform, Listing>> = {};
  for (const platform of selected)
    platforms[platform] = normaliseListing(platform, draft.platforms?.[platform]);
  return platforms;
}
