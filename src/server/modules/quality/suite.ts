import { basename } from "node:path";
import type { ImageFacts } from "../../../domain/ai-image";
import type { Listing } from "../../../domain/listings";
import {
  type MarketplacePlatform,
  marketplacePlatforms,
  type SocialPlatform,
  socialPlatforms,
} from "../../../domain/platforms";
import type {
  GenerationProvider,
  ListingBrief,
  ListingDraft,
  SocialBrief,
} from "../../providers/generation/generation-provider";
import { sellerTextOf, sheetOfBrief } from "../generation/fact-sheet/brief-sheet";
import { writeGroundedListings, writeGroundedSocial } from "../generation/grounding/grounded-writer";
import { analyseImage } from "../generation/image-facts";
import { normaliseListing, normaliseSocialResult } from "../generation/normalise";
import { loadQualityBriefs, type QualityBrief, sellerColourWordsOf, sellerWordsOf } from "./briefs";
import { categoryInBranch } from "./category-branch";
import { findUnsupportedClaims } from "./claims";
import { checkColourTruth, DEFAULT_COLOURS, findColours, sameFamily } from "./colour-claims";
import { listingViolations, socialViolations } from "./content-rules";
import { type PhotoOptions, photoFor } from "./photos";
import { checkPrice } from "./price-band";
import { missingProductWords } from "./product-in-title";
import {
  buildSuiteReport,
  type GenerationRecord,
  type OutputRecord,
  type QualitySuiteReport,
} from "./report";
import { listingText } from "./seller-report";
import { findListingLeaks, findRepeatsAcrossOutputs, findTemplateLeaks } from "./template-leaks";
import { STOPWORDS, tokenise } from "./words";

/**
 * The quality suite: every brief of the fixed set (tests/fixtures/quality/briefs.json) through a
 * writer — its photo analysed as the app analyses an upload, social posts for all six networks,
 * listings for all six marketplaces — then every metric of this folder on every output, summed
 * up against the targets. Used by `npm run quality`, the targets test, and (later) the
 * admin quality lab; it reads no database and writes no file.
 */
export interface QualitySuiteOptions {
  provider: GenerationProvider;
  /** The fixed set by default. */
  briefs?: readonly QualityBrief[];
  /**
   * "native": the writer reads the brief's `product` field. "legacy": a writer from before that
   * field existed gets the seller's product words where it can read them — as the listing's
   * product type when that is empty, and at the front of the social form's additional context.
   */
  productField?: "native" | "legacy";
  variant?: number;
  photos?: PhotoOptions;
  /** How a photo becomes facts; the app's own analyser by default. */
  analyse?: (buffer: Buffer) => Promise<ImageFacts>;
  /**
   * Hold every draft to the seller's words as the services do (the default). The measures' own
   * tests turn it off to measure a stock writer's raw output.
   */
  ground?: boolean;
}

export async function runQualitySuite(options: QualitySuiteOptions): Promise<QualitySuiteReport> {
  const started = performance.now();
  const briefs = options.briefs ?? loadQualityBriefs();
  const mode = options.productField ?? "native";
  const analyse = options.analyse ?? ((buffer: Buffer) => analyseImage(buffer));
  const generations: GenerationRecord[] = [];
  for (const brief of briefs) {
    generations.push(
      await runBrief(
        options.provider,
        brief,
        mode,
        options.variant ?? 0,
        analyse,
        options.photos,
        options.ground ?? true,
      ),
    );
  }
  return buildSuiteReport({
    engine: options.provider.engine,
    productField: mode,
    briefs,
    generations,
    ignoredPhraseWords: phraseWordsToIgnore(briefs),
    elapsedMs: Math.round(performance.now() - started),
  });
}

async function runBrief(
  provider: GenerationProvider,
  brief: QualityBrief,
  mode: "native" | "legacy",
  variant: number,
  analyse: (buffer: Buffer) => Promise<ImageFacts>,
  photoOptions: PhotoOptions | undefined,
  ground: boolean,
): Promise<GenerationRecord> {
  const photo = await photoFor(brief, photoOptions);
  const facts = await analyse(photo.original);
  const image = {
    buffer: photo.buffer,
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
  };
  const record: GenerationRecord = {
    brief: brief.key,
    photo:
      brief.photo.kind === "file"
        ? `tests/fixtures/quality/photos/${brief.photo.file}`
        : `drawn: ${basename(photo.source)}`,
    measuredColours: measuredColoursOf(facts),
    photoColourMatches: photoColourMatches(brief, facts),
    errors: [],
    social: null,
    listings: null,
    outputs: [],
    elapsedMs: 0,
  };
  /** Only the writer's own time counts (not the photo, its analysis or the checks). */
  let writingMs = 0;
  const timed = async <T>(write: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await write();
    } finally {
      writingMs += performance.now() - started;
    }
  };
  const sellerWords = sellerWordsOf(brief);
  const colourWords = sellerColourWordsOf(brief);
  const judge = (text: string) => ({
    colour: checkColourTruth(colourWords, brief.photo.productColours, text),
    unsupportedClaims: findUnsupportedClaims(sellerWords, text),
  });

  // Social posts, all six networks.
  try {
    // As the services run it: the brief read into its fact sheet, the draft held to it.
    const socialBrief = socialBriefOf(brief, mode, variant, facts);
    const draft = await timed(() =>
      ground
        ? writeGroundedSocial(provider, { ...socialBrief, sheet: sheetOfBrief(socialBrief) }, image)
        : provider.writeSocialPosts(socialBrief, image),
    );
    const platforms = [...socialPlatforms];
    const result = normaliseSocialResult(
      draft,
      platforms,
      brief.social.hashtags.map((tag) => `#${tag}`),
    );
    record.social = {
      hashtags: result.hashtags,
      suggestedSchedule: result.suggestedSchedule,
      captions: Object.fromEntries(platforms.map((p) => [p, result.platforms[p]?.caption ?? ""])),
    };
    const violations = socialViolations(result, platforms, { checkLeaks: true });
    const repeats = findRepeatsAcrossOutputs(
      platforms.map((platform) => ({ key: platform, text: result.platforms[platform]?.caption ?? "" })),
      undefined,
      sellerTextOf(socialBrief),
    );
    for (const [index, platform] of platforms.entries()) {
      const caption = result.platforms[platform]?.caption ?? "";
      record.outputs.push({
        brief: brief.key,
        kind: "social",
        platform,
        text: caption,
        ruleViolations: violationsFor(violations, platform, index === 0),
        templateLeaks: [
          ...findTemplateLeaks(caption),
          ...repeats.filter((repeat) => repeat.key === platform).map((repeat) => repeat.leak),
        ],
        ...judge(caption),
      });
    }
  } catch (error) {
    record.errors.push(`social: ${describeError(error)}`);
  }

  // Listings, all six marketplaces.
  try {
    const listingBrief = listingBriefOf(brief, mode, variant, facts);
    const draft = await timed(() =>
      ground
        ? writeGroundedListings(provider, { ...listingBrief, sheet: sheetOfBrief(listingBrief) }, image)
        : provider.writeListings(listingBrief, image),
    );
    record.listings = listingsOf(draft);
    const listed = marketplacePlatforms.flatMap((platform) => {
      const entry = record.listings?.[platform];
      return entry && "listing" in entry ? [{ platform, listing: entry.listing }] : [];
    });
    const repeats = findRepeatsAcrossOutputs(
      listed.map(({ platform, listing }) => ({ key: platform, text: listing.description })),
      undefined,
      sellerTextOf(listingBrief),
    );
    for (const platform of marketplacePlatforms) {
      const entry = record.listings[platform];
      if (!entry || "skipped" in entry) {
        record.outputs.push({
          brief: brief.key,
          kind: "listing",
          platform,
          text: "",
          skipped: entry?.skipped ?? "no listing and no reason given",
          ruleViolations: [],
          templateLeaks: [],
          ...judge(""),
        });
        continue;
      }
      const { listing } = entry;
      const text = listingText(listing);
      record.outputs.push({
        brief: brief.key,
        kind: "listing",
        platform,
        text,
        title: listing.title,
        ruleViolations: listingViolations(platform, listing, { checkLeaks: true }),
        templateLeaks: [
          ...findListingLeaks(listing),
          ...repeats
            .filter((repeat) => repeat.key === platform)
            .map((repeat) => ({ ...repeat.leak, field: "description" })),
        ],
        ...judge(text),
        missingProductWords: missingProductWords(listing.title, brief.expect.productWords),
        categoryInBranch: categoryVerdict(brief, platform, listing.category),
        price: checkPrice(listing.suggestedPrice, brief.expect.priceBand),
      });
    }
  } catch (error) {
    record.errors.push(`listings: ${describeError(error)}`);
  }
  record.elapsedMs = Math.round(writingMs * 10) / 10;
  return record;
}

function socialBriefOf(
  brief: QualityBrief,
  mode: "native" | "legacy",
  variant: number,
  facts: ImageFacts,
): SocialBrief {
  const { social } = brief;
  const context =
    mode === "legacy"
      ? [brief.product, social.additionalContext].filter(Boolean).join(". ")
      : social.additionalContext;
  return {
    ...(mode === "native" && { product: brief.product }),
    businessType: social.businessType,
    brand: social.brand,
    targetAudience: social.targetAudience,
    tone: social.tone,
    campaignGoal: social.campaignGoal,
    additionalContext: context,
    hashtags: [...social.hashtags],
    platforms: [...socialPlatforms],
    variant,
    facts,
  };
}

function listingBriefOf(
  brief: QualityBrief,
  mode: "native" | "legacy",
  variant: number,
  facts: ImageFacts,
): ListingBrief {
  const { listing } = brief;
  return {
    ...(mode === "native" && { product: brief.product }),
    businessType: listing.businessType,
    targetAudience: listing.targetAudience,
    productType: listing.productType ?? (mode === "legacy" ? brief.product : undefined),
    style: listing.style,
    materials: listing.materials,
    size: listing.size,
    occasion: listing.occasion,
    color: listing.color,
    tags: [...listing.tags],
    platforms: [...marketplacePlatforms],
    variant,
    facts,
  };
}

/** Each marketplace's listing (normalised as the service stores it) or the writer's reason to skip it. */
function listingsOf(
  draft: ListingDraft,
): Partial<Record<MarketplacePlatform, { listing: Listing } | { skipped: string }>> {
  const out: Partial<Record<MarketplacePlatform, { listing: Listing } | { skipped: string }>> = {};
  for (const platform of marketplacePlatforms) {
    const raw = draft.platforms[platform];
    const reason = draft.skipped?.[platform];
    if (raw) out[platform] = { listing: normaliseListing(platform, raw) };
    else if (reason !== undefined) out[platform] = { skipped: reason };
  }
  return out;
}

function categoryVerdict(
  brief: QualityBrief,
  platform: MarketplacePlatform,
  category: string,
): boolean | null {
  if (platform === "shopify") return categoryInBranch(category, brief.expect.shopifyBranch);
  if (platform === "etsy") {
    return brief.expect.etsyBranch === null ? null : categoryInBranch(category, brief.expect.etsyBranch);
  }
  return null;
}

/** socialViolations names the platform first ("x: 300 > 280 chars"); the rest is the whole result's. */
function violationsFor(
  violations: readonly string[],
  platform: SocialPlatform,
  takesShared: boolean,
): string[] {
  return violations.filter((problem) => {
    const owner = socialPlatforms.find((p) => problem.startsWith(`${p}:`));
    return owner === platform || (owner === undefined && takesShared);
  });
}

function measuredColoursOf(facts: ImageFacts): string[] {
  const product = (facts as { productColors?: { name: string }[] }).productColors ?? [];
  return (product.length > 0 ? product : facts.colors).map((colour) => colour.name);
}

/**
 * Informational, for the image analysis: does the most prominent colour the analyser measured
 * (the product's, when it separates the product) name the product's known colour?
 */
function photoColourMatches(brief: QualityBrief, facts: ImageFacts): boolean {
  const [first] = measuredColoursOf(facts);
  if (!first) return false;
  const measured = findColours(first, DEFAULT_COLOURS);
  const known = brief.photo.productColours.flatMap((name) => findColours(name, DEFAULT_COLOURS));
  return measured.some((colour) => known.some((other) => sameFamily(colour, other)));
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * The product and brand words of every brief: a phrase carrying one of them is the product's own
 * vocabulary, not a template's. Function words and short tokens are kept out of the list, or
 * "set of 2 espresso cups" would hide every phrase with "of" in it.
 */
export function phraseWordsToIgnore(briefs: readonly QualityBrief[]): string[] {
  const words = new Set<string>();
  for (const brief of briefs) {
    const text = [
      brief.product,
      brief.listing.productType,
      brief.listing.materials,
      brief.listing.color,
      brief.listing.size,
      brief.social.brand,
      ...brief.expect.productWords.flat(),
    ]
      .filter(Boolean)
      .join(" ");
    for (const token of tokenise(text)) {
      if (token.length >= 3 && !STOPWORDS.has(token)) words.add(token);
      else if (/\d/.test(token)) words.add(token);
    }
  }
  return [...words].sort();
}

export type { OutputRecord };
