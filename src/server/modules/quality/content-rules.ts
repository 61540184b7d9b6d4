import twitter from "twitter-text";
import type { Listing } from "../../../domain/listings";
import {
  MAX_LISTING_TAGS,
  MAX_RESULT_HASHTAGS,
  marketplaceRules,
  socialRules,
} from "../../../domain/platform-rules";
import type { MarketplacePlatform, SocialPlatform } from "../../../domain/platforms";
import { lexicon } from "../../providers/generation/builtin/lexicon/lexicon";
import { NothingToListError, ProductUnknownError } from "../../providers/generation/generation-provider";
import {
  findListingLeaks,
  findRepeatsAcrossOutputs,
  findTemplateLeaks,
  leaksNotFrom,
  type TemplateLeak,
} from "./template-leaks";

/**
 * An independent statement of the platform rules (DESIGN.md §7) for the property tests: every
 * output of every engine, after the normaliser, must come back with no violations.
 */
const LEAKS = /\bundefined\b|\[object Object\]|\bNaN\b|not listed/i;
const HASHTAG = /(^|[^\p{L}\p{M}\p{N}_&/#])#([\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*)/gu;

export function socialViolations(
  result: {
    platforms: Partial<Record<SocialPlatform, { caption: string }>>;
    hashtags: string[];
    suggestedSchedule: string;
  },
  selected: readonly SocialPlatform[],
  { checkLeaks = false } = {},
): string[] {
  const problems: string[] = [];
  const keys = Object.keys(result.platforms).sort();
  if (keys.join() !== [...selected].sort().join()) problems.push(`platforms ${keys} ≠ selected ${selected}`);
  for (const platform of selected) {
    const caption = result.platforms[platform]?.caption ?? "";
    const rule = socialRules[platform];
    const length = rule.weighted ? twitter.parseTweet(caption).weightedLength : caption.length;
    if (length > rule.maxChars) problems.push(`${platform}: ${length} > ${rule.maxChars} chars`);
    const tags = Array.from(caption.matchAll(HASHTAG)).length;
    if (tags > rule.maxHashtags) problems.push(`${platform}: ${tags} > ${rule.maxHashtags} hashtags`);
    if (/<\/?[a-zA-Z!][^<>]*>/.test(caption)) problems.push(`${platform}: markup left`);
    if (checkLeaks && LEAKS.test(caption))
      problems.push(`${platform}: leak in ${JSON.stringify(caption.slice(0, 80))}`);
    if (checkLeaks && caption.trim() === "") problems.push(`${platform}: empty caption`);
  }
  if (result.hashtags.length < 1 || result.hashtags.length > MAX_RESULT_HASHTAGS) {
    problems.push(`${result.hashtags.length} hashtags in the list`);
  }
  const seen = new Set<string>();
  for (const tag of result.hashtags) {
    if (!/^#[\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*$/u.test(tag) || /^#\d+$/.test(tag))
      problems.push(`bad hashtag ${JSON.stringify(tag)}`);
    if (seen.has(tag.toLowerCase())) problems.push(`duplicate hashtag ${tag}`);
    seen.add(tag.toLowerCase());
  }
  if (!result.suggestedSchedule) problems.push("empty schedule");
  return problems;
}

export function listingViolations(
  platform: MarketplacePlatform,
  listing: Listing,
  { checkLeaks = false } = {},
): string[] {
  const rule = marketplaceRules[platform];
  const problems: string[] = [];
  const { title, description, tags } = listing;
  if (title.length > rule.maxTitleChars)
    problems.push(`${platform}: title ${title.length} > ${rule.maxTitleChars}`);
  if (/\n/.test(title)) problems.push(`${platform}: newline in title`);
  for (const char of rule.titleBannedChars ?? [])
    if (title.includes(char)) problems.push(`${platform}: banned ${char} in title`);
  for (const char of rule.titleCharsAtMostOnce ?? []) {
    if (title.split(char).length - 1 > 1) problems.push(`${platform}: ${char} more than once in title`);
  }
  if (rule.titleMaxWordRepeats) {
    const counts = new Map<string, number>();
    for (const word of title.toLowerCase().split(/\s+/)) {
      const key = word.replace(/[^\p{L}\p{N}]/gu, "");
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [word, count] of counts)
      if (count > rule.titleMaxWordRepeats) problems.push(`${platform}: "${word}" ×${count}`);
  }
  if (rule.maxDescriptionChars && description.length > rule.maxDescriptionChars)
    problems.push(`${platform}: description too long`);
  if (tags.length > Math.min(rule.maxTags, MAX_LISTING_TAGS))
    problems.push(`${platform}: ${tags.length} tags`);
  const seen = new Set<string>();
  for (const tag of tags) {
    if (!tag.trim()) problems.push(`${platform}: empty tag`);
    if (rule.maxTagChars && tag.length > rule.maxTagChars)
      problems.push(`${platform}: tag ${JSON.stringify(tag)} too long`);
    if (rule.tagPattern && !rule.tagPattern.test(tag))
      problems.push(`${platform}: tag ${JSON.stringify(tag)} has bad characters`);
    if (seen.has(tag.toLowerCase())) problems.push(`${platform}: duplicate tag ${tag}`);
    seen.add(tag.toLowerCase());
  }
  if (rule.maxSearchTermBytes && Buffer.byteLength(tags.join(" "), "utf8") > rule.maxSearchTermBytes) {
    problems.push(`${platform}: search terms over ${rule.maxSearchTermBytes} bytes`);
  }
  if (listing.suggestedPrice !== "" && !/^\$\d{1,3}(,\d{3})*\.\d{2}$/.test(listing.suggestedPrice)) {
    problems.push(`${platform}: price ${JSON.stringify(listing.suggestedPrice)}`);
  }
  if (listing.bulletPoints && listing.bulletPoints.length > (rule.maxBulletPoints ?? 0))
    problems.push(`${platform}: bullets`);
  if (listing.seoTitle && listing.seoTitle.length > (rule.maxSeoTitleChars ?? 0))
    problems.push(`${platform}: seo title`);
  if (listing.seoDescription && listing.seoDescription.length > (rule.maxSeoDescriptionChars ?? 0))
    problems.push(`${platform}: seo description`);
  for (const [field, value] of Object.entries({ title, description, category: listing.category })) {
    if (/<\/?[a-zA-Z!][^<>]*>/.test(value)) problems.push(`${platform}: markup in ${field}`);
    if (checkLeaks && LEAKS.test(value))
      problems.push(`${platform}: leak in ${field}: ${JSON.stringify(value.slice(0, 80))}`);
  }
  if (checkLeaks && (!title || !listing.suggestedPrice || !listing.category))
    problems.push(`${platform}: missing title, price or category`);
  return problems;
}

/**
 * Everything the seller typed into a brief, as one text: a leak that only repeats the seller's
 * own words ("null", "word word", "…") is theirs, not the writer's template.
 */
export function sellerTextOf(brief: object): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(brief)) {
    if (key === "facts" || key === "platforms" || key === "variant") continue;
    if (typeof value === "string") parts.push(value);
    else if (Array.isArray(value))
      parts.push(...value.filter((item): item is string => typeof item === "string"));
  }
  return parts.join("\n");
}

const describeLeak = (where: string, leak: TemplateLeak) =>
  `${where}${leak.field ? ` ${leak.field}` : ""}: ${leak.kind} ${JSON.stringify(leak.excerpt.slice(0, 80))}`;

/**
 * Template leaks in a social result (issue 12): per caption (doubled sentences and words, "a" +
 * plural, mid-text ellipses, placeholders, empty captions) and sentences repeated across the
 * captions of the one generation — less what the seller typed themselves.
 */
export interface LeakCheckOptions {
  /**
   * Hostile input: a word the seller typed may end in "s" without being a plural ("gnirts"), so
   * "a" + a word of the seller's is not counted. Realistic briefs keep this off: "a sneakers"
   * from a seller's "sneakers" is exactly the leak.
   */
  sellerWordsMayEndInS?: boolean;
}

function writersLeaks(leaks: readonly TemplateLeak[], sellerText: string, options: LeakCheckOptions) {
  const sellerWords = new Set(sellerText.toLowerCase().split(/[^\p{L}\p{N}']+/u));
  return leaksNotFrom(leaks, sellerText).filter((leak) => {
    if (leak.kind !== "article-before-plural") return true;
    const word = leak.excerpt.toLowerCase().split(/\s+/).pop() ?? "";
    if (!sellerWords.has(word)) return true;
    // "a sneakers" from the seller's "sneakers" is the leak: a plural the lexicon knows. A word of
    // the seller's that merely ends in "s" ("gnirts", "chess") is not one.
    return !options.sellerWordsMayEndInS && knownPlurals().has(word);
  });
}

let plurals: Set<string> | undefined;
function knownPlurals(): Set<string> {
  plurals ??= new Set(lexicon().products.map((product) => product.plural.split(" ").pop() ?? ""));
  return plurals;
}

export function socialLeaks(
  result: { platforms: Partial<Record<SocialPlatform, { caption: string }>> },
  selected: readonly SocialPlatform[],
  sellerText: string,
  options: LeakCheckOptions = {},
): string[] {
  const captions = selected.map((platform) => ({
    key: platform,
    text: result.platforms[platform]?.caption ?? "",
  }));
  const repeats = findRepeatsAcrossOutputs(captions, undefined, sellerText);
  return captions.flatMap(({ key, text }) =>
    writersLeaks(
      [
        ...findTemplateLeaks(text),
        ...repeats.filter((repeat) => repeat.key === key).map((repeat) => repeat.leak),
      ],
      sellerText,
      options,
    ).map((leak) => describeLeak(key, leak)),
  );
}

/** The same for one generation's listings, and for the reasons given for skipped marketplaces. */
export function listingLeaks(
  listings: Partial<Record<MarketplacePlatform, Listing>>,
  listed: readonly MarketplacePlatform[],
  skipped: Partial<Record<MarketplacePlatform, string>>,
  sellerText: string,
  options: LeakCheckOptions = {},
): string[] {
  const repeats = findRepeatsAcrossOutputs(
    listed.map((platform) => ({ key: platform, text: listings[platform]?.description ?? "" })),
    undefined,
    sellerText,
  );
  const problems = listed.flatMap((platform) => {
    const listing = listings[platform];
    if (!listing) return [`${platform}: missing`];
    const leaks = [
      ...findListingLeaks(listing),
      ...repeats
        .filter((repeat) => repeat.key === platform)
        .map((repeat) => ({ ...repeat.leak, field: "description" })),
    ];
    return writersLeaks(leaks, sellerText, options).map((leak) => describeLeak(platform, leak));
  });
  for (const [platform, reason] of Object.entries(skipped)) {
    for (const leak of writersLeaks(findTemplateLeaks(reason ?? ""), sellerText, options)) {
      problems.push(describeLeak(`${platform} skip reason`, leak));
    }
  }
  return problems;
}

/**
 * Why a writer's refusal is wrong, if it is: ProductUnknownError only when the brief names no
 * product (and naming the field to fill in); NothingToListError only with a readable reason for
 * every marketplace it skipped; nothing else may be thrown.
 */
export function refusalProblems(error: unknown, { namesProduct }: { namesProduct: boolean }): string[] {
  if (error instanceof ProductUnknownError) {
    const problems: string[] = [];
    if (namesProduct)
      problems.push(`ProductUnknownError although the brief names a product: ${error.message}`);
    if (error.field !== "product" || !error.message.trim())
      problems.push("ProductUnknownError without a message");
    return problems;
  }
  if (error instanceof NothingToListError) {
    const reasons = Object.entries(error.reasons);
    if (reasons.length === 0) return ["NothingToListError without reasons"];
    return reasons.flatMap(([platform, reason]) =>
      !reason?.trim()
        ? [`${platform}: skipped without a reason`]
        : findTemplateLeaks(reason).map((leak) => describeLeak(`${platform} skip reason`, leak)),
    );
  }
  return [`threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`];
}
