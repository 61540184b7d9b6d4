import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type FactSheet, type ProductCondition, productConditions } from "../../../domain/fact-sheet";
import { languageOf } from "../../../domain/languages";
import type { Listing, ListingGenerationInput, ListingGenerationResult } from "../../../domain/listings";
import { type MarketplacePlatform, platformLabels } from "../../../domain/platforms";
import { productListings } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { NothingToListError } from "../../providers/generation/generation-provider";
import type { UserRow } from "../sessions/service";
import { freeRewritesLeft } from "../usage/free-rewrites";
import { recordUsageEvent } from "../usage/service";
import { refuseIfMeaningless, screenFields, writableMarketplaces } from "./brief-gate";
import { writeGroundedListings } from "./grounding/grounded-writer";
import { assertWritesLanguage } from "./language-support";
import {
  getListingGeneration,
  type ListingRow,
  listingBriefFrom,
  listingColumns,
  listingOf,
  skippedOf,
  toListingResult,
} from "./listing-service";
import { withRewriteAllowance } from "./metered-write";
import { normaliseListings } from "./normalise";
import { REWRITE_ATTEMPTS } from "./regenerate-social-platform";
import type { GenerationDeps } from "./social-service";
import { withFacts } from "./social-service";
import { voiceOfStoredProfile } from "./stored-voice";
import { refusedEarly } from "./writer-refusal";

export const LISTING_PHOTO_NOT_KEPT_MESSAGE =
  "This listing's photo wasn't saved with it, so one marketplace can't be rewritten. Make new listings from the photo instead.";

/**
 * Writes one marketplace's listing of a stored generation again and saves it in place; the other
 * marketplaces (with the seller's edits) stay as they are. Metered as `regenerateSocialPlatform`
 * says: free on the Free plan up to FREE_REWRITES_PER_PLATFORM per marketplace, then a listing
 * generation; taken before the photo is read (402 at the Free limit), recorded with a usage event,
 * given back on any failure. A writer that now finds
 * the marketplace unfit for the product is a 400 with its reason, and nothing is charged.
 */
export async function regenerateListingMarketplace(
  deps: GenerationDeps,
  user: UserRow,
  generationId: string,
  platform: MarketplacePlatform,
  /** The seller's corrected fact sheet, when the page sends it. */
  corrected?: FactSheet,
): Promise<ListingGenerationResult> {
  const rows = await getListingGeneration(deps.db, user.id, generationId);
  const row = rows.find((candidate) => candidate.platform === platform);
  if (!row) {
    const message = `${platformLabels[platform]} is not one of this generation's marketplaces`;
    throw new AppError("bad_request", message, {
      issues: [{ code: "custom", path: ["platform"], message }],
    });
  }
  if (row.imagePath === "inline") throw new AppError("conflict", LISTING_PHOTO_NOT_KEPT_MESSAGE);
  const language = languageOf(row.language).code;
  assertWritesLanguage(deps.provider, language);
  // The stored brief goes through the same screen as a new one, before anything is reserved: a
  // marketplace that forbids the item is a 400 with its reason (NothingToListError).
  refusedEarly(() => {
    const screen = screenFields(row);
    refuseIfMeaningless(screen);
    writableMarketplaces(screen, [platform]);
  });

  const target = { generationId, platform };
  const result = await withRewriteAllowance(deps.db, user, "product_listing", target, async (free) => {
    const input = { ...(await rewriteInputFrom(deps, user, row, platform)), facts: corrected };
    const listing = await writeNewListing(deps, user, input, platform, listingOf(row));
    const updated = await deps.db.transaction(async (tx) => {
      const [stored] = await tx
        .update(productListings)
        .set(listingColumns(listing))
        .where(and(eq(productListings.id, row.id), eq(productListings.userId, user.id)))
        .returning();
      if (!stored) throw new AppError("not_found", "Listing not found");
      // The sheet the seller corrected is kept on every row of the generation, like its details:
      // reopened from History, it shows again.
      if (corrected) {
        await tx
          .update(productListings)
          .set({ factSheet: corrected })
          .where(and(eq(productListings.generationId, generationId), eq(productListings.userId, user.id)));
      }
      await recordUsageEvent(tx, user.id, "product_listing", {
        generationId,
        platforms: [platform],
        rewrite: true,
        ...(free ? { freeRewrite: true } : {}),
        engine: deps.provider.engine,
      });
      return stored;
    });
    const rewritten = toListingResult(
      rows.map((candidate) => (candidate.id === updated.id ? updated : candidate)),
    );
    // The sheet the rewrite kept to goes back with it, so the page's next rewrite keeps to it too.
    return withFacts(rewritten, corrected);
  });
  const platforms = result.selectedPlatforms;
  return { ...result, freeRewritesLeft: await freeRewritesLeft(deps.db, generationId, platforms) };
}

/**
 * The generation's own brief, for one marketplace: everything the seller sent, their tag keywords,
 * "anything else buyers should know" and condition included (a generation written before those
 * were kept has none: the writer picks tags again and reads the condition from the details).
 */
async function rewriteInputFrom(
  deps: GenerationDeps,
  user: UserRow,
  row: ListingRow,
  platform: MarketplacePlatform,
): Promise<ListingGenerationInput> {
  return {
    imagePath: row.imagePath,
    product: row.product ?? undefined,
    businessType: row.businessType ?? undefined,
    targetAudience: row.targetAudience ?? undefined,
    productType: row.productType ?? undefined,
    style: row.style ?? undefined,
    materials: row.materials ?? undefined,
    size: row.size ?? undefined,
    occasion: row.occasion ?? undefined,
    color: row.color ?? undefined,
    additionalContext: row.additionalContext ?? undefined,
    condition: productConditionOf(row.condition),
    tags: row.ownTags ?? [],
    selectedPlatforms: [platform],
    language: languageOf(row.language).code,
    brandProfileId: row.brandProfileId ?? undefined,
    // The seller's stored details: the writer keeps their condition and its note (issue 32).
    details: row.details ?? undefined,
    ...(await voiceOfStoredProfile(deps.db, user.id, row.brandProfileId)),
  };
}

/** A new listing in another variant; asked again only while the writer repeats the current one. */
async function writeNewListing(
  deps: GenerationDeps,
  user: UserRow,
  input: ListingGenerationInput,
  platform: MarketplacePlatform,
  current: Listing,
): Promise<Listing> {
  const image = await deps.loadImage(user, input, { normalise: deps.provider.readsImage });
  const facts = await deps.analyseImage(image.sample);
  let listing: Listing | undefined;
  for (let attempt = 0; attempt < REWRITE_ATTEMPTS; attempt += 1) {
    const brief = listingBriefFrom({ ...input, variant: randomInt(1, 1_000_001) }, facts);
    const draft = await writeGroundedListings(deps.provider, brief, image.normalised);
    const [skipped] = skippedOf(draft, [platform]);
    if (skipped) throw new NothingToListError({ [platform]: skipped.reason });
    listing = normaliseListings(draft, [platform], { neverWords: brief.voice?.neverWords })[platform];
    if (listing && (listing.title !== current.title || listing.description !== current.description)) break;
  }
  if (!listing) throw new Error("the normaliser returned no listing");
  return listing;
}

/** A stored condition as the writer reads it; anything else (none, an older value) is none. */
function productConditionOf(stored: string | null): ProductCondition | undefined {
  return productConditions.find((condition) => condition === stored);
}
