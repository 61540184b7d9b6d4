import type { ImageFacts } from "../../../domain/ai-image";
import type { Listing } from "../../../domain/listings";
import {
  type MarketplacePlatform,
  marketplacePlatforms,
  type SocialPlatform,
  socialPlatforms,
} from "../../../domain/platforms";
import {
  type GenerationProvider,
  type ListingDraft,
  ProductUnknownError,
} from "../../providers/generation/generation-provider";
import { type BriefScreen, screenBrief } from "../generation/brief-screen";
import { writeGroundedListings, writeGroundedSocial } from "../generation/grounding/grounded-writer";
import { analyseImage } from "../generation/image-facts";
import { normaliseListing, normaliseSocialResult } from "../generation/normalise";
import { loadSellerBriefs, type SellerBrief, sellerTextOf } from "./seller-briefs";
import { decoyColourFor, decoyPhoto } from "./seller-photo";
import { buildSellerReport, type SellerQualityReport } from "./seller-report";
import { listingBriefOfSeller, screenedBriefOfSeller, socialBriefOfSeller } from "./seller-requests";
import type { ScreenFunction } from "./seller-screen";

/**
 * Issue 30's yardstick: every brief of the seller corpus (tests/fixtures/quality/seller-briefs)
 * through a writer as the app runs it — the service-level screen first (a refusal writes
 * nothing; marketplaces the policy forbids are skipped), then social posts for all six networks
 * and listings for all six marketplaces in the brief's language, normalised as the services
 * store them, on a drawn photo whose colour is deliberately not the product's. The outputs are
 * then measured against the brief's `truth` (./seller-report.ts). Reads no database, writes no
 * file.
 */
export interface SellerSuiteOptions {
  provider: GenerationProvider;
  briefs?: readonly SellerBrief[];
  variant?: number;
  /** The app's screenBrief by default. */
  screen?: ScreenFunction;
  analyse?: (buffer: Buffer) => Promise<ImageFacts>;
  /**
   * Hold every draft to the seller's words as the services do (the default). The checkers' own
   * tests turn it off to measure a writer's raw output.
   */
  ground?: boolean;
}

export type ListingEntry = { listing: Listing } | { skipped: string };

/** One brief's run: what the screen and the writer did, and what came out. */
export interface SellerGeneration {
  brief: string;
  language: SellerBrief["language"];
  photo: { decoy: string; measuredColours: string[] };
  screen: BriefScreen;
  /** Why nothing (or part) was written: the screen's refusal, or a writer's ProductUnknownError. */
  refused: { screen?: string; social?: string; listings?: string };
  /** Anything else a writer threw (a crash, a 400 the request schema would give). */
  errors: string[];
  social: {
    captions: Partial<Record<SocialPlatform, string>>;
    hashtags: string[];
  } | null;
  listings: Partial<Record<MarketplacePlatform, ListingEntry>> | null;
  elapsedMs: number;
}

export async function runSellerSuite(options: SellerSuiteOptions): Promise<SellerQualityReport> {
  const started = performance.now();
  const briefs = options.briefs ?? loadSellerBriefs();
  const screen = options.screen ?? screenBrief;
  const analyse = options.analyse ?? ((buffer: Buffer) => analyseImage(buffer));
  const generations: SellerGeneration[] = [];
  for (const brief of briefs) {
    generations.push(
      await runSellerBrief(
        options.provider,
        brief,
        screen,
        analyse,
        options.variant ?? 0,
        options.ground ?? true,
      ),
    );
  }
  return buildSellerReport({
    engine: options.provider.engine,
    briefs,
    generations,
    elapsedMs: Math.round(performance.now() - started),
  });
}

export async function runSellerBrief(
  provider: GenerationProvider,
  brief: SellerBrief,
  screen: ScreenFunction,
  analyse: (buffer: Buffer) => Promise<ImageFacts>,
  variant = 0,
  ground = true,
): Promise<SellerGeneration> {
  const photo = await decoyPhoto(decoyColourFor(sellerTextOf(brief)));
  const facts = await analyse(photo.original);
  const image = provider.readsImage ? photo.image : null;
  const verdict = screen(screenedBriefOfSeller(brief));
  const record: SellerGeneration = {
    brief: brief.id,
    language: brief.language,
    photo: { decoy: photo.decoy.name, measuredColours: measuredColoursOf(facts) },
    screen: verdict,
    refused: {},
    errors: [],
    social: null,
    listings: null,
    elapsedMs: 0,
  };
  if (verdict.refusal) {
    record.refused.screen = verdict.refusal;
    return record;
  }
  let writingMs = 0;
  const timed = async <T>(write: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    try {
      return await write();
    } finally {
      writingMs += performance.now() - at;
    }
  };

  try {
    const socialBrief = socialBriefOfSeller(brief, facts, variant);
    const draft = await timed(() =>
      ground
        ? writeGroundedSocial(provider, socialBrief, image)
        : provider.writeSocialPosts(socialBrief, image),
    );
    const result = normaliseSocialResult(draft, socialBrief.platforms, []);
    record.social = {
      captions: Object.fromEntries(
        socialBrief.platforms.map((platform) => [platform, result.platforms[platform]?.caption ?? ""]),
      ),
      hashtags: result.hashtags,
    };
  } catch (error) {
    if (error instanceof ProductUnknownError) record.refused.social = error.message;
    else record.errors.push(`social: ${describeError(error)}`);
  }

  try {
    const listingBrief = listingBriefOfSeller(brief, facts, variant);
    // Marketplaces the policy forbids are not written: the service skips them before the writer.
    const skippedByPolicy = verdict.policy.skip;
    listingBrief.platforms = listingBrief.platforms.filter((platform) => !skippedByPolicy[platform]);
    const draft: ListingDraft =
      listingBrief.platforms.length > 0
        ? await timed(() =>
            ground
              ? writeGroundedListings(provider, listingBrief, image)
              : provider.writeListings(listingBrief, image),
          )
        : { platforms: {} };
    record.listings = listingsOf(draft, skippedByPolicy);
  } catch (error) {
    if (error instanceof ProductUnknownError) record.refused.listings = error.message;
    else record.errors.push(`listings: ${describeError(error)}`);
  }
  record.elapsedMs = Math.round(writingMs * 10) / 10;
  return record;
}

/** Each marketplace's listing (normalised as the service stores it), or why it was skipped. */
function listingsOf(
  draft: ListingDraft,
  skippedByPolicy: Partial<Record<MarketplacePlatform, string>>,
): Partial<Record<MarketplacePlatform, ListingEntry>> {
  const out: Partial<Record<MarketplacePlatform, ListingEntry>> = {};
  for (const platform of marketplacePlatforms) {
    const policy = skippedByPolicy[platform];
    const raw = draft.platforms[platform];
    const reason = draft.skipped?.[platform];
    if (policy !== undefined) out[platform] = { skipped: `policy: ${policy}` };
    else if (raw) out[platform] = { listing: normaliseListing(platform, raw) };
    else out[platform] = { skipped: reason ?? "no listing and no reason given" };
  }
  return out;
}

function measuredColoursOf(facts: ImageFacts): string[] {
  const product = (facts as { productColors?: { name: string }[] }).productColors ?? [];
  return (product.length > 0 ? product : facts.colors).map((colour) => colour.name);
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export { marketplacePlatforms, socialPlatforms };
