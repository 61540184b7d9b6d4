import twitter from "twitter-text";
import { ANALYSIS_MAX_CHARS } from "../../../domain/ai-image";
import { type Listing, listingSchema, priceGuideSchema } from "../../../domain/listings";
import {
  MAX_LISTING_TAGS,
  MAX_RESULT_HASHTAGS,
  type MarketplaceRule,
  marketplaceRules,
  socialRules,
} from "../../../domain/platform-rules";
import type { MarketplacePlatform, SocialPlatform } from "../../../domain/platforms";
import { SCHEDULE_MAX, URL_MAX } from "../../../domain/social";
import { fitsPlatform } from "../../../domain/text-length";
import type { ListingDraftItem } from "../../providers/generation/generation-provider";
import { type NeverWords, neverWordsMatcher } from "./never-words";

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
/** Half of a surrogate pair without the other half: not text, and `jsonb` refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** HTML/XML tags: results are plain text everywhere they go (pages, CSV, .txt). */
const MARKUP_TAG = /<\/?[a-zA-Z!][^<>]*>/g;
// Hashtag bodies are letters, combining marks, digits and underscores: without the marks
// (`\p{M}`) a Devanagari or Thai hashtag would lose its vowel signs (#हस्तनिर्मित → #हसतनरमत).
const HASHTAG_BODY = /[^\p{L}\p{M}\p{N}_]/gu;
// A hashtag starts with a letter, digit or underscore: a mark belongs to the character before it.
const HASHTAG_IN_TEXT = /(^|[^\p{L}\p{M}\p{N}_&/#])#([\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*)/gu;

// Linear time on any input (a pen test froze the server for 27 s with one 150,000-space title).
// Every pattern here either matches a run greedily with nothing after it that could fail (so a
// run is consumed once and never rescanned) or is a single character class; trailing runs are
// trimmed by scanning back from the end. None has a repeated part next to another part that can
// match the same characters, like `\s*\n\s*` or `\s+$`: those rescan a long run from every
// position inside it, which is quadratic.
const WHITESPACE_RUN = /\s+/g;
/** Whitespace that needs tidying: a run of two or more, or one character that is not a space. */
const UNTIDY_WHITESPACE = /\s{2,}|[^\S ]/g;
const WHITESPACE_CHAR = /\s/;
const TRAILING_PUNCTUATION = /[\s,;:–—-]/;

/** Plain, printable text: no markup, no control characters, no `[object Object]`, tidy spaces. */
export function cleanText(value: unknown, { multiline = true } = {}): string {
  if (typeof value !== "string") return "";
  return withoutMarkup(
    value.replace(CONTROL_CHARS, "").replace(LONE_SURROGATE, "").replaceAll("[object Object]", ""),
  )
    .replace(/\r\n?/g, "\n")
    .replace(UNTIDY_WHITESPACE, (run) => collapseWhitespace(run, multiline))
    .trim();
}

/**
 * Tags removed. Removing `<A>` from `<<A>A>` leaves a new tag behind, so a few passes run; text
 * still holding a tag after them is adversarial, and loses its angle brackets instead (a fixed
 * number of linear passes keeps this linear).
 */
function withoutMarkup(text: string): string {
  let result = text;
  for (let pass = 0; pass < 3; pass += 1) {
    const next = result.replace(MARKUP_TAG, "");
    if (next === result) return result;
    result = next;
  }
  MARKUP_TAG.lastIndex = 0;
  return MARKUP_TAG.test(result) ? result.replace(/[<>]/g, "") : result;
}

/**
 * One whitespace run, as a whole: spaces and tabs become one space; a run with a line break is
 * a line break (one space in single-line text), and with two or more, one blank line.
 */
function collapseWhitespace(run: string, multiline: boolean): string {
  const firstBreak = run.indexOf("\n");
  if (firstBreak < 0) return spacesAndTabsToOne(run);
  if (!multiline) return " ";
  return run.includes("\n", firstBreak + 1) ? "\n\n" : "\n";
}

/** Each stretch of spaces and tabs in a run becomes one space; a no-break space stays as it is. */
function spacesAndTabsToOne(run: string): string {
  let result = "";
  let blank = false;
  for (const char of run) {
    const space = char === " " || char === "\t";
    if (!space) result += char;
    else if (!blank) result += " ";
    blank = space;
  }
  return result;
}

/** `text` without the trailing characters that match `char` (one character at a time, from the end). */
export function trimEndMatching(text: string, char: RegExp): string {
  let end = text.length;
  while (end > 0 && char.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/** Index of the last whitespace character, or -1. */
function lastWhitespaceIndex(text: string): number {
  for (let index = text.length - 1; index >= 0; index -= 1) {
    if (WHITESPACE_CHAR.test(text.charAt(index))) return index;
  }
  return -1;
}

/**
 * Cuts text so `fits` holds, at a word boundary where one is near, never inside a surrogate pair.
 * `marker` (an ellipsis for prose) is appended when anything was cut; `alreadyCut` says the
 * caller has cut the text before (so it gets the marker even if it fits now).
 */
export function trimToFit(
  text: string,
  fits: (candidate: string) => boolean,
  marker = "",
  alreadyCut = false,
): string {
  if (!alreadyCut && fits(text)) return text;
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
  const lastSpace = lastWhitespaceIndex(cut);
  // Back up to the last word boundary unless that would throw away most of the text.
  if (lastSpace > cut.length * 0.6) cut = cut.slice(0, lastSpace);
  cut = trimEndMatching(cut, TRAILING_PUNCTUATION);
  const result = cut + (cut ? marker : "");
  return fits(result) ? result : "";
}

/** The first `max` UTF-16 units of `text`, one fewer rather than half an emoji. */
function headOf(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

const maxLength = (limit: number) => (candidate: string) => candidate.length <= limit;

/**
 * `trimToFit` for a plain length cap. Only the first `limit + 1` characters can matter (cleaned
 * text has no long whitespace runs to trim away), so a 150,000-character input costs no more
 * than one at the cap.
 */
export function trimToLength(text: string, limit: number, marker = ""): string {
  if (text.length <= limit) return text;
  return trimToFit(headOf(text, limit + 1), maxLength(limit), marker, true);
}

/**
 * `#Tag` → `tag` body rules: letters (with their combining marks), digits, underscore; not all
 * digits; at most 100 characters, never half of one. Returns `#body` or null.
 */
export function cleanHashtag(raw: string): string | null {
  const body = raw
    .replace(/^#+/, "")
    .normalize("NFC")
    .replace(HASHTAG_BODY, "")
    .replace(/^\p{M}+/u, "");
  const capped = Array.from(body).slice(0, 100).join("");
  if (!capped || /^\d+$/.test(capped) || /^_+$/.test(capped)) return null;
  return `#${capped}`;
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

const HASHTAG_BODY_AT = /[\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*/uy;
/** What may not stand right before a hashtag's `#` (the lead of HASHTAG_IN_TEXT). */
const NOT_A_HASHTAG_LEAD = /[\p{L}\p{M}\p{N}_&/#]/u;

/**
 * Keeps the first `max` hashtags in a text (and only one of each); later ones are removed.
 *
 * One pass from left to right. Removing a tag can turn a glued-on neighbour ("#a#b") into a tag
 * of its own, so whether a `#` starts a tag is decided by the text kept so far, not the input:
 * the result is what removing tags over and over until the rule holds would give, without the
 * passes (one pass per glued tag was quadratic on "#x#x#x…").
 */
export function capHashtagsInText(text: string, max: number): string {
  return tidyAfterCap(dropExtraHashtags(text, max).text);
}

function tidyAfterCap(text: string): string {
  return cleanText(text.replace(/[ \t]{2,}/g, " "));
}

function dropExtraHashtags(text: string, max: number): { text: string; dropped: boolean } {
  const seen = new Set<string>();
  let kept = "";
  // The last character of `kept`, tracked as it grows: reading it back from `kept` would
  // flatten the growing string on every `#` (quadratic copying).
  let last = "";
  let dropped = false;
  let index = 0;
  for (let hash = text.indexOf("#"); hash >= 0; hash = text.indexOf("#", index)) {
    if (hash > index) {
      kept += text.slice(index, hash);
      last = codePointBefore(text, hash);
    }
    index = hash + 1;
    HASHTAG_BODY_AT.lastIndex = index;
    const body = NOT_A_HASHTAG_LEAD.test(last) ? undefined : HASHTAG_BODY_AT.exec(text)?.[0];
    if (!body) {
      kept += "#";
      last = "#";
      continue;
    }
    index += body.length;
    const key = body.toLowerCase();
    if (seen.size < max && !seen.has(key)) {
      seen.add(key);
      kept += `#${body}`;
      last = codePointBefore(text, index);
    } else {
      dropped = true;
    }
  }
  return { text: kept + text.slice(index), dropped };
}

/** The code point that ends just before `end` (both halves of a surrogate pair). */
function codePointBefore(text: string, end: number): string {
  const code = text.charCodeAt(end - 2);
  return text.slice(code >= 0xd800 && code <= 0xdbff && end >= 2 ? end - 2 : end - 1, end);
}

export function countHashtagsInText(text: string): number {
  return Array.from(text.matchAll(HASHTAG_IN_TEXT)).length;
}

/**
 * A model's description of a photo (POST /api/ai/analyze-image) as plain text: no markup, no
 * Markdown headings or emphasis, no control characters, one paragraph, at most
 * ANALYSIS_MAX_CHARS cut at a word.
 */
export function normaliseAnalysis(raw: unknown): string {
  const plain = cleanText(raw)
    .replace(/^#{1,6}[ \t]+/gm, "")
    .replace(/\*\*|__|`+/g, "");
  return trimToLength(cleanText(plain, { multiline: false }), ANALYSIS_MAX_CHARS, ELLIPSIS);
}

/**
 * The most of a caption X's counter (twitter-text) is asked to measure. Its link finder is
 * quadratic on long dotted text ("a.a.a…": 16,000 characters take a quarter of a second), and
 * no caption we keep needs more: 280 weighted characters plus one product link of the longest
 * kind we accept (which X counts as 23 whatever its length).
 */
const WEIGHTED_MEASURE_MAX = socialRules.twitter.maxChars + URL_MAX;

export function normaliseCaption(platform: SocialPlatform, raw: unknown): string {
  const rule = socialRules[platform];
  const cleaned = cleanText(raw);
  const capped = dropExtraHashtags(cleaned, rule.maxHashtags);
  // Clean already; only a dropped tag leaves spaces or an empty line to tidy.
  const text = capped.dropped ? tidyAfterCap(capped.text) : cleaned;
  if (!rule.weighted) return trimToLength(text, rule.maxChars, ELLIPSIS);
  const fits = (candidate: string) => fitsPlatform(platform, candidate);
  const head = headOf(text, WEIGHTED_MEASURE_MAX);
  const parsed = twitter.parseTweet(head);
  if (head === text && parsed.weightedLength <= rule.maxChars) return text;
  // X says where its limit falls; the search for the cut only looks below that point.
  return trimToFit(headOf(head, parsed.validRangeEnd + 1), fits, ELLIPSIS, true);
}

export interface NormalisedSocial {
  platforms: Partial<Record<SocialPlatform, { caption: string }>>;
  hashtags: string[];
  suggestedSchedule: string;
}

/** What the seller's brand voice asks of every output, whatever engine wrote it. */
export interface NormaliseOptions {
  /**
   * Words and phrases that must never appear (case-insensitive; whole words, anywhere in a
   * hashtag, anywhere at all in scripts without spaces): see ./never-words.ts.
   */
  neverWords?: readonly string[];
}

/**
 * Never-words only ever shorten a text, but a rule applied after their removal can cut a word in
 * half ("cheapest" → "cheap…"): removal and the rules alternate until both hold (twice is the
 * most real text needs; the bound keeps hostile text linear).
 */
const NEVER_WORD_PASSES = 4;

function withoutNeverWords(text: string, never: NeverWords | undefined, rules: (text: string) => string) {
  let result = rules(text);
  for (let pass = 0; never && pass < NEVER_WORD_PASSES && never.hits(result); pass += 1) {
    result = rules(never.remove(result));
  }
  return result;
}

/** A caption within its platform's rules and without a never-word: removed first, rules after. */
function normaliseCaptionWithout(
  platform: SocialPlatform,
  raw: unknown,
  never: NeverWords | undefined,
): string {
  const cleaned = cleanText(raw);
  return withoutNeverWords(never ? never.remove(cleaned) : cleaned, never, (text) =>
    normaliseCaption(platform, text),
  );
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
  options: NormaliseOptions = {},
): NormalisedSocial {
  const never = neverWordsMatcher(options.neverWords);
  const platforms: NormalisedSocial["platforms"] = {};
  for (const platform of selected) {
    platforms[platform] = {
      caption: normaliseCaptionWithout(platform, draft.platforms?.[platform]?.caption, never),
    };
  }
  // A hashtag holding a never-word is dropped whole, before the cap, so the others move up.
  const allowed = (list: readonly unknown[]) =>
    never ? list.filter((tag) => typeof tag === "string" && !never.tagHits(cleanHashtag(tag) ?? "")) : list;
  let hashtags = cleanHashtags(
    allowed(Array.isArray(draft.hashtags) ? draft.hashtags : []),
    MAX_RESULT_HASHTAGS,
  );
  if (hashtags.length === 0) hashtags = cleanHashtags(allowed(fallbackHashtags), MAX_RESULT_HASHTAGS);
  // The last resort: one generic tag the seller has not banned (none, if they banned them all).
  if (hashtags.length === 0) hashtags = cleanHashtags(allowed(LAST_RESORT_HASHTAGS), 1);
  const schedule = withoutNeverWords(cleanText(draft.suggestedSchedule), never, (text) =>
    trimToLength(cleanText(text), SCHEDULE_MAX, ELLIPSIS),
  );
  return { platforms, hashtags, suggestedSchedule: schedule || notSpecified(never) };
}

const LAST_RESORT_HASHTAGS = ["#shopsmall", "#smallbusiness", "#supportsmall"];

/** What an empty schedule says, in words the seller has not banned. */
function notSpecified(never: NeverWords | undefined): string {
  return ["Not specified", "Any day", "—"].find((text) => !never?.hits(text)) ?? "—";
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

export type PriceCurrency = "USD" | "EUR" | "GBP";

/** The currency a price was written in: euros and pounds by their sign or code, else dollars. */
export function priceCurrencyOf(value: unknown): PriceCurrency {
  if (typeof value !== "string") return "USD";
  if (/€|\bEUR\b/i.test(value)) return "EUR";
  if (/£|\bGBP\b/i.test(value)) return "GBP";
  return "USD";
}

/** What a dollar buys in another currency, for a writer's suggestion in dollars (approximate, fixed). */
const PER_DOLLAR: Record<PriceCurrency, number> = { USD: 1, EUR: 0.93, GBP: 0.79 };

/** US cents in the seller's currency, to the quarter (a converted $31.99 reads 29,75 €, not 29,7507 €). */
export function centsIn(currency: PriceCurrency, usCents: number): number {
  if (currency === "USD") return usCents;
  return Math.round((usCents * PER_DOLLAR[currency]) / 25) * 25;
}

/**
 * `$1,234.56`, `£1,234.56`, or `1234,56 €` as euro prices are written where they are used (no
 * thousands dot, so the price reads back the same through priceToCents).
 */
export function formatPrice(cents: number, currency: PriceCurrency = "USD"): string {
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, "0");
  if (currency === "EUR") return `${whole},${fraction} €`;
  return `${currency === "GBP" ? "£" : "$"}${whole.toLocaleString("en-US")}.${fraction}`;
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
    .replace(WHITESPACE_RUN, " ")
    .replace(/ ([,.;:])/g, "$1")
    .trim();
  return trimToLength(title, rule.maxTitleChars);
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
    if (rule.maxTagChars) tag = tagWithin(tag, rule.maxTagChars);
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

/**
 * Words that link a search phrase's parts (articles, prepositions, conjunctions; English,
 * Spanish, French, German): a tag never starts or ends on one ("small batch hot", "gift for").
 */
const TAG_LINK_WORDS = new Set(
  (
    "a an the of for with and or in on to at by from into that this is are & + " +
    "de del la las el los para con y o en al un una " +
    "du des le les pour avec et ou au aux sur dans une " +
    "der die das den dem für mit und oder von vom zum zur aus im am auf ein eine"
  ).split(" "),
);
/** Words that name no product alone ("set" from "set of 4 mugs"). */
const TAG_VAGUE_WORDS = new Set(
  "set sets lot lots pack pair bundle kit piece pieces item items juego lote ensemble satz paar".split(" "),
);

/**
 * A tag within `max` characters, as a whole search phrase or not at all. A tag is a phrase buyers
 * type: cutting it at the limit leaves a phrase nobody searches ("small batch hot sauce" → "small
 * batch hot"). A phrase with a linking word is shortened to the thing it names, the words before
 * the first link ("sweater for small dogs" → "sweater", "bolso de cuero hecho a mano" → "bolso");
 * any other phrase is dropped whole: without its language the normaliser cannot tell which end
 * holds the product (English puts it last, Spanish and French first). A writer that knows the
 * language shortens its own tags before this.
 */
export function tagWithin(tag: string, max: number): string {
  if (tag.length <= max) return tag;
  const words = tag.split(" ");
  const link = words.findIndex((word, index) => index > 0 && TAG_LINK_WORDS.has(word.toLowerCase()));
  if (link < 0) return "";
  const core = words.slice(0, link).join(" ");
  return core.length <= max && isSearchPhrase(core) ? core : "";
}

/** Starts and ends on a content word, and one of its words names something on its own. */
function isSearchPhrase(phrase: string): boolean {
  const words = phrase.toLowerCase().split(" ").filter(Boolean);
  const first = words[0] ?? "";
  const last = words.at(-1) ?? "";
  if (!first || TAG_LINK_WORDS.has(first) || TAG_LINK_WORDS.has(last)) return false;
  return words.some((word) => /\p{L}{3}/u.test(word) && !TAG_VAGUE_WORDS.has(word));
}

const DESCRIPTION_CAP = 5000;

/**
 * A listing within its marketplace's rules and without the seller's never-words: removed from
 * every text field (a tag holding one is dropped whole), then the rules applied to what is left.
 */
export function normaliseListing(
  platform: MarketplacePlatform,
  raw: Partial<ListingDraftItem> | undefined,
  options: NormaliseOptions = {},
): Listing {
  const never = neverWordsMatcher(options.neverWords);
  if (!never) return listingWithinRules(platform, raw);
  let listing = listingWithinRules(platform, listingWithout(raw, never));
  for (let pass = 0; pass < NEVER_WORD_PASSES && listingHits(listing, never); pass += 1) {
    listing = listingWithinRules(platform, listingWithout(listing, never));
  }
  return listing;
}

function listingWithout(
  raw: Partial<ListingDraftItem> | undefined,
  never: NeverWords,
): Partial<ListingDraftItem> | undefined {
  if (!raw) return raw;
  const text = (value: unknown) => (typeof value === "string" ? never.remove(cleanText(value)) : value);
  const texts = (value: unknown) => (Array.isArray(value) ? value.map(text) : value);
  const scrubbed: Record<string, unknown> = {
    ...raw,
    title: text(raw.title),
    description: text(raw.description),
    category: typeof raw.category === "string" ? categoryWithout(raw.category, never) : raw.category,
    tags: Array.isArray(raw.tags) ? raw.tags.filter((tag) => !tagHolds(tag, never)) : raw.tags,
    bulletPoints: texts(raw.bulletPoints),
  };
  if (raw.seoTitle !== undefined) scrubbed.seoTitle = text(raw.seoTitle);
  if (raw.seoDescription !== undefined) scrubbed.seoDescription = text(raw.seoDescription);
  return scrubbed as Partial<ListingDraftItem>;
}

/**
 * A tag is a search phrase: one holding a never-word is no longer the phrase buyers type, and is
 * dropped whole. A phrase with spaces holds it as a word; one glued together ("cheapmugs") holds
 * it anywhere, like a hashtag.
 */
function tagHolds(tag: unknown, never: NeverWords): boolean {
  if (typeof tag !== "string") return false;
  return /\s/.test(tag.trim()) ? never.hits(tag) : never.tagHits(tag);
}

/** A category path without the never-words, and without a step they emptied ("Home > > Mugs"). */
function categoryWithout(category: string, never: NeverWords): string {
  if (!never.hits(category)) return category;
  return category
    .split(">")
    .map((step) => never.remove(cleanText(step, { multiline: false })))
    .filter((step) => /[\p{L}\p{N}]/u.test(step))
    .join(" > ");
}

function listingHits(listing: Listing, never: NeverWords): boolean {
  const texts = [
    listing.title,
    listing.description,
    listing.category,
    ...(listing.bulletPoints ?? []),
    listing.seoTitle ?? "",
    listing.seoDescription ?? "",
  ];
  return texts.some((text) => never.hits(text)) || listing.tags.some((tag) => tagHolds(tag, never));
}

function listingWithinRules(
  platform: MarketplacePlatform,
  raw: Partial<ListingDraftItem> | undefined,
): Listing {
  const rule = marketplaceRules[platform];
  const description = trimToLength(
    cleanText(raw?.description),
    Math.min(rule.maxDescriptionChars ?? DESCRIPTION_CAP, DESCRIPTION_CAP),
    ELLIPSIS,
  );
  const cents = priceToCents(raw?.suggestedPrice);
  const listing: Listing = {
    title: normaliseTitle(raw?.title, rule),
    description,
    tags: normaliseTags(raw?.tags, rule),
    suggestedPrice: cents === null ? "" : formatPrice(cents, priceCurrencyOf(raw?.suggestedPrice)),
    category: trimToLength(cleanText(raw?.category, { multiline: false }), 300),
  };
  const guide = priceGuideSchema.safeParse(raw?.priceGuide);
  if (guide.success && guide.data) listing.priceGuide = guide.data;
  if (rule.maxBulletPoints && Array.isArray(raw?.bulletPoints)) {
    listing.bulletPoints = raw.bulletPoints
      .map((point) => trimToLength(cleanText(point, { multiline: false }), 500, ELLIPSIS))
      .filter(Boolean)
      .slice(0, rule.maxBulletPoints);
  }
  if (rule.maxSeoTitleChars && raw?.seoTitle !== undefined) {
    listing.seoTitle = trimToLength(cleanText(raw.seoTitle, { multiline: false }), rule.maxSeoTitleChars);
  }
  if (rule.maxSeoDescriptionChars && raw?.seoDescription !== undefined) {
    listing.seoDescription = trimToLength(
      cleanText(raw.seoDescription, { multiline: false }),
      rule.maxSeoDescriptionChars,
      ELLIPSIS,
    );
  }
  return listingSchema.parse(listing);
}

export function normaliseListings(
  draft: { platforms?: Partial<Record<string, Partial<ListingDraftItem> | undefined>> },
  selected: readonly MarketplacePlatform[],
  options: NormaliseOptions = {},
): Partial<Record<MarketplacePlatform, Listing>> {
  const platforms: Partial<Record<MarketplacePlatform, Listing>> = {};
  for (const platform of selected)
    platforms[platform] = normaliseListing(platform, draft.platforms?.[platform], options);
  return platforms;
}
