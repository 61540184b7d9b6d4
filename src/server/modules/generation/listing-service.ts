import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { brandVoiceOf, languageOrDefault } from "../../../domain/brand-voice";
import type { GenerationWarning } from "../../../domain/generation-warnings";
import { languageOf } from "../../../domain/languages";
import { type ListingDetails, writerConditionOf } from "../../../domain/listing-details";
import type {
  Listing,
  ListingGenerationInput,
  ListingGenerationResult,
  ListingUpdate,
  SkippedMarketplace,
  StoredListingGeneration,
} from "../../../domain/listings";
import { knownValue } from "../../../domain/options";
import { type MarketplacePlatform, marketplacePlatforms } from "../../../domain/platforms";
import { HISTORY_LIMIT_MAX } from "../../../domain/social";
import type { Database } from "../../db/client";
import { productListings } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import {
  type ListingBrief,
  type ListingDraft,
  NothingToListError,
} from "../../providers/generation/generation-provider";
import type { UserRow } from "../sessions/service";
import { allFreeRewrites } from "../usage/free-rewrites";
import { recordUsageEvent } from "../usage/service";
import {
  listingWarnings,
  mergeSkipped,
  policySkips,
  refuseIfMeaningless,
  screenFields,
  writableMarketplaces,
} from "./brief-gate";
import { sheetOfBrief } from "./fact-sheet/brief-sheet";
import { storedFactsOf } from "./fact-sheet/stored-sheet";
import { writeGroundedListings } from "./grounding/grounded-writer";
import { hasImageSource } from "./image-source";
import { assertWritesLanguage } from "./language-support";
import { withListingDetailFacts } from "./listing-detail-facts";
import { checkListingPhotos } from "./listing-photos";
import { withReservedGeneration } from "./metered-write";
import { normaliseListing, normaliseListings } from "./normalise";
import { type GenerationDeps, withFacts } from "./social-service";
import { refusedEarly } from "./writer-refusal";

export type ListingRow = typeof productListings.$inferSelect;

/**
 * Listings for the selected marketplaces: one stored row per marketplace, sharing a generationId
 * (DESIGN.md §4). Same order as social: cheap checks, reserve (402 at the limit, before any image
 * is decoded), load and analyse the image, write, normalise, store with the usage event in one
 * transaction, release on any failure (a bad image included).
 *
 * The writer may skip a chosen marketplace that cannot sell the product (`draft.skipped`, with a
 * reason): it gets no listing and no row, and the reply lists it under `skipped`. Skipping every
 * chosen marketplace is a refusal (NothingToListError), like not knowing the product at all
 * (ProductUnknownError): a 400 with the writer's message, and nothing charged.
 *
 * Before any of it, and whichever engine writes, the brief screen (./brief-gate.ts): a brief that
 * names nothing is refused (ProductUnknownError); marketplaces that forbid the item (a replica, a
 * live animal, a vape…) are taken out before the writer sees the brief and listed under `skipped`
 * with the reason, the reply carries the policy's `warnings`, and a request whose every chosen
 * marketplace forbids the item is the NothingToListError 400 with each reason. Both refusals come
 * before the reservation.
 */
export async function generateListings(
  deps: GenerationDeps,
  user: UserRow,
  input: ListingGenerationInput,
): Promise<ListingGenerationResult> {
  if (!hasImageSource(input)) {
    throw new AppError("bad_request", "An image is required: upload one or generate one with AI first");
  }
  assertWritesLanguage(deps.provider, input.language);
  refusedEarly(() => screenListingInput(input));
  const details = await checkListingPhotos(
    deps.db,
    user.id,
    input.details,
    input.imagePath ?? input.imageUrl,
  );
  input = { ...input, details };

  return withReservedGeneration(deps.db, user.id, "product_listing", async () => {
    const composed = await composeListings(deps, user, input);
    const rows = await deps.db.transaction((tx) => storeListings(tx, user, input, composed));
    const result = { ...toListingResult(rows), warnings: composed.warnings };
    return withFacts(
      { ...result, freeRewritesLeft: allFreeRewrites(result.selectedPlatforms) },
      composed.brief.sheet,
    );
  });
}

/** Written, normalised listings not stored yet (bulk stores them in the transaction that ends its item). */
export interface ComposedListings {
  imagePath: string | null;
  brief: ListingBrief;
  listed: MarketplacePlatform[];
  skipped: SkippedMarketplace[];
  listings: ReturnType<typeof normaliseListings>;
  engine: string;
  /** The brief's policy warnings (./brief-gate.ts). */
  warnings: GenerationWarning[];
}

/**
 * The brief screen for a listing request: throws ProductUnknownError when the brief names nothing
 * and NothingToListError when every chosen marketplace forbids the item. Returns the screen and
 * the marketplaces left to write for. `fileName` is a bulk photo's.
 */
export function screenListingInput(input: ListingGenerationInput, fileName?: string) {
  const screen = screenFields({ ...input, product: input.product ?? input.facts?.product }, fileName);
  refuseIfMeaningless(screen);
  const writable = writableMarketplaces(screen, input.selectedPlatforms);
  return { screen, writable, skipped: policySkips(screen, input.selectedPlatforms) };
}

/**
 * Screens the brief (screenListingInput: the marketplaces that forbid the item never reach the
 * writer), loads and analyses the image, asks the writer, drops the marketplaces it skipped and
 * enforces the marketplace rules on the rest. Touches no table. Throws NothingToListError when
 * every chosen marketplace was skipped. `options.fileName` is a bulk photo's file name, read by
 * the screen with the rest of the brief.
 */
export async function composeListings(
  deps: Pick<GenerationDeps, "provider" | "loadImage" | "analyseImage">,
  user: UserRow,
  input: ListingGenerationInput,
  options: { fileName?: string } = {},
): Promise<ComposedListings> {
  const screened = screenListingInput(input, options.fileName);
  const image = await deps.loadImage(user, input, { normalise: deps.provider.readsImage });
  const facts = await deps.analyseImage(image.sample);
  const brief = listingBriefFrom({ ...input, selectedPlatforms: screened.writable }, facts);
  const draft = await writeGroundedListings(deps.provider, brief, image.normalised);
  const skipped = mergeSkipped(screened.skipped, skippedOf(draft, brief.platforms));
  const listed = brief.platforms.filter((platform) => !skipped.some((item) => item.platform === platform));
  if (listed.length === 0) {
    throw new NothingToListError(Object.fromEntries(skipped.map((item) => [item.platform, item.reason])));
  }
  const listings = normaliseListings(draft, listed, { neverWords: brief.voice?.neverWords });
  const warnings = listingWarnings(screened.screen, input.selectedPlatforms);
  return {
    imagePath: image.objectPath,
    brief,
    listed,
    skipped,
    listings,
    engine: deps.provider.engine,
    warnings,
  };
}

/** Stores composed listings, one row per marketplace, with their usage event; call it inside a transaction. */
export async function storeListings(
  tx: Database,
  user: Pick<UserRow, "id">,
  input: ListingGenerationInput,
  { imagePath, brief, listed, skipped, listings, engine }: ComposedListings,
): Promise<ListingRow[]> {
  const generationId = randomUUID();
  const stored = await tx
    .insert(productListings)
    .values(
      listed.map((platform) => {
        const listing = listings[platform] as Listing;
        return {
          generationId,
          userId: user.id,
          platform,
          ...listingColumns(listing),
          imagePath: imagePath ?? "inline",
          product: brief.product ?? null,
          skipped: skipped.length > 0 ? skipped : null,
          details: storedDetails(input.details),
          factSheet: brief.sheet ?? null,
          businessType: input.businessType ?? null,
          targetAudience: input.targetAudience ?? null,
          productType: input.productType ?? null,
          style: input.style ?? null,
          occasion: input.occasion ?? null,
          materials: input.materials ?? null,
          size: input.size ?? null,
          color: input.color ?? null,
          additionalContext: input.additionalContext ?? null,
          condition: input.condition ?? null,
          ownTags: input.tags,
          engine,
          language: languageOrDefault(brief.language),
          brandProfileId: input.brandProfileId ?? null,
        };
      }),
    )
    .returning();
  await recordUsageEvent(tx, user.id, "product_listing", {
    generationId,
    platforms: listed,
    ...(skipped.length > 0 ? { skipped: skipped.map((item) => item.platform) } : {}),
    engine,
  });
  return stored;
}

/** A reason is shown as written, on one line, within this many characters. */
const SKIP_REASON_MAX = 300;
const SKIP_REASON_FALLBACK = "This marketplace isn't a fit for this product.";

/**
 * The chosen marketplaces the writer skipped, in canonical order, each with a clean one-line
 * reason. Marketplaces that were not chosen are ignored; a skipped one loses any listing the
 * writer also wrote for it.
 */
export function skippedOf(draft: ListingDraft, chosen: readonly MarketplacePlatform[]): SkippedMarketplace[] {
  const reasons = draft.skipped ?? {};
  return marketplacePlatforms.flatMap((platform) => {
    if (!chosen.includes(platform) || reasons[platform] === undefined) return [];
    return [{ platform, reason: cleanReason(reasons[platform]) }];
  });
}

function cleanReason(reason: unknown): string {
  const text = typeof reason === "string" ? reason : "";
  // Control characters (NUL included, which jsonb refuses) and lone surrogates become spaces.
  const printable = Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff) ? " " : char;
  }).join("");
  const clean = printable.replace(/\s+/g, " ").trim();
  if (!clean) return SKIP_REASON_FALLBACK;
  const characters = Array.from(clean);
  if (characters.length <= SKIP_REASON_MAX) return clean;
  const cut = characters.slice(0, SKIP_REASON_MAX - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

export function listingBriefFrom(input: ListingGenerationInput, facts: ListingBrief["facts"]): ListingBrief {
  const brief: ListingBrief = {
    product: knownValue(input.product),
    businessType: knownValue(input.businessType),
    targetAudience: knownValue(input.targetAudience),
    productType: knownValue(input.productType),
    style: knownValue(input.style),
    materials: knownValue(input.materials),
    size: knownValue(input.size),
    occasion: knownValue(input.occasion),
    color: knownValue(input.color),
    additionalContext: withConditionNote(knownValue(input.additionalContext), input.details),
    // The seller's exact condition reaches the writer as its coarser kind (used — good → used).
    condition:
      input.condition ?? (input.details?.condition ? writerConditionOf(input.details.condition) : undefined),
    price: knownValue(input.price),
    tags: input.tags.map((tag) => tag.trim()).filter(Boolean),
    platforms: input.selectedPlatforms,
    variant: input.variant ?? 0,
    facts,
    language: languageOrDefault(input.language),
    voice: brandVoiceOf(input),
  };
  // The details' brand and condition grade are the seller's facts too (./listing-detail-facts.ts).
  const sheet = withListingDetailFacts(sheetOfBrief(brief, input.facts), input.details, {
    language: brief.language,
    corrected: input.facts !== undefined,
  });
  // A product named only in "Anything else buyers should know?" is the product: every writer
  // reads it from the product field.
  return { ...brief, product: brief.product ?? sheet?.product, sheet };
}

/** The seller's condition note is for buyers too: the writer reads it with the rest of the brief. */
function withConditionNote(context: string | undefined, details: ListingDetails | undefined) {
  const note = details?.conditionNote?.trim();
  if (!note) return context;
  return [context, `Condition: ${note}`].filter(Boolean).join("\n\n");
}

/** Details as stored: null when the seller gave none. */
function storedDetails(details: ListingDetails | undefined): ListingDetails | null {
  if (!details) return null;
  const given = Object.entries(details).filter(
    ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
  );
  return given.length > 0 ? (Object.fromEntries(given) as ListingDetails) : null;
}

/** A listing as the columns of its `product_listings` row (new or edited). */
export function listingColumns(listing: Listing) {
  return {
    title: listing.title,
    description: listing.description,
    tags: listing.tags,
    price: listing.suggestedPrice,
    category: listing.category,
    extras: extrasOf(listing),
  };
}

/** The marketplace-specific fields the listing table has no column for. */
function extrasOf(listing: Listing): Record<string, unknown> {
  const extras: Record<string, unknown> = {};
  if (listing.bulletPoints) extras.bulletPoints = listing.bulletPoints;
  if (listing.seoTitle !== undefined) extras.seoTitle = listing.seoTitle;
  if (listing.seoDescription !== undefined) extras.seoDescription = listing.seoDescription;
  if (listing.priceGuide) extras.priceGuide = listing.priceGuide;
  return extras;
}

export function listingOf(row: ListingRow): Listing {
  const extras = (row.extras ?? {}) as Partial<Listing>;
  return {
    title: row.title,
    description: row.description,
    tags: row.tags,
    suggestedPrice: row.price ?? "",
    ...(extras.priceGuide ? { priceGuide: extras.priceGuide } : {}),
    category: row.category ?? "",
    ...(extras.bulletPoints ? { bulletPoints: extras.bulletPoints } : {}),
    ...(extras.seoTitle !== undefined ? { seoTitle: extras.seoTitle } : {}),
    ...(extras.seoDescription !== undefined ? { seoDescription: extras.seoDescription } : {}),
  };
}

/** The rows of one generation as the API's result, marketplaces in their canonical order. */
export function toListingResult(rows: ListingRow[]): ListingGenerationResult {
  const first = rows[0];
  if (!first) throw new AppError("not_found", "Listing not found");
  const platforms: ListingGenerationResult["platforms"] = {};
  for (const row of rows) platforms[row.platform as MarketplacePlatform] = listingOf(row);
  const selectedPlatforms = marketplacePlatforms.filter((platform) => platforms[platform]);
  return {
    id: first.generationId,
    createdAt: first.createdAt.toISOString(),
    selectedPlatforms,
    platforms,
    skipped: first.skipped ?? [],
    engine: first.engine,
    imagePath: first.imagePath === "inline" ? null : first.imagePath,
    language: languageOf(first.language).code,
    brandProfileId: first.brandProfileId,
    ...(first.details ? { details: first.details } : {}),
    ...storedFactsOf(first.factSheet),
    // Worked out again from the stored brief (a fresh generation's reply has the request's own).
    warnings: listingWarnings(screenFields(first), [
      ...new Set([
        ...rows.map((row) => row.platform as MarketplacePlatform),
        ...(first.skipped ?? []).map((item) => item.platform),
      ]),
    ]),
  };
}

/** The caller's past listing generations, newest first. */
export async function listListingGenerations(
  db: Database,
  userId: string,
  limit = HISTORY_LIMIT_MAX,
): Promise<StoredListingGeneration[]> {
  const recent = await db
    .selectDistinct({ generationId: productListings.generationId, createdAt: productListings.createdAt })
    .from(productListings)
    .where(eq(productListings.userId, userId))
    .orderBy(desc(productListings.createdAt))
    .limit(limit);
  if (recent.length === 0) return [];
  const rows = await db
    .select()
    .from(productListings)
    .where(
      and(
        eq(productListings.userId, userId),
        inArray(
          productListings.generationId,
          recent.map((item) => item.generationId),
        ),
      ),
    )
    .orderBy(asc(productListings.createdAt));
  const byGeneration = new Map<string, ListingRow[]>();
  for (const row of rows)
    byGeneration.set(row.generationId, [...(byGeneration.get(row.generationId) ?? []), row]);
  return recent.flatMap(({ generationId }) => {
    const group = byGeneration.get(generationId);
    return group?.[0] ? [toStoredListingGeneration(group)] : [];
  });
}

/** The rows of one generation as history shows it: the result plus its brief. */
export function toStoredListingGeneration(rows: ListingRow[]): StoredListingGeneration {
  const result = toListingResult(rows);
  const first = rows[0] as ListingRow;
  return {
    ...result,
    product: first.product,
    productType: first.productType,
    businessType: first.businessType,
    targetAudience: first.targetAudience,
    status: first.status,
  };
}

/** GET /api/product-listings/:id: one of the caller's generations as history shows it. */
export async function getStoredListingGeneration(
  db: Database,
  userId: string,
  generationId: string,
): Promise<StoredListingGeneration> {
  return toStoredListingGeneration(await getListingGeneration(db, userId, generationId));
}

/** One stored generation of the caller's; 404 when it is missing or someone else's. */
export async function getListingGeneration(
  db: Database,
  userId: string,
  generationId: string,
): Promise<ListingRow[]> {
  if (!isUuid(generationId)) throw new AppError("not_found", "Listing not found");
  const rows = await db
    .select()
    .from(productListings)
    .where(and(eq(productListings.generationId, generationId), eq(productListings.userId, userId)));
  if (rows.length === 0) throw new AppError("not_found", "Listing not found");
  return rows;
}

/** Owner edits of listing fields; the marketplace rules still apply. */
export async function updateListingGeneration(
  db: Database,
  userId: string,
  generationId: string,
  update: ListingUpdate,
): Promise<ListingGenerationResult> {
  const rows = await getListingGeneration(db, userId, generationId);
  // Every platform is checked before anything is written, and the writes are one transaction:
  // a refused edit changes nothing (the fuzz suite once caught etsy saved beside a 400 for redbubble).
  const edits = (Object.entries(update.platforms) as [MarketplacePlatform, Listing][]).map(
    ([platform, edited]) => {
      const row = rows.find((candidate) => candidate.platform === platform);
      if (!row) throw new AppError("bad_request", `${platform} is not one of this generation's marketplaces`);
      // The price guide is the writer's reading of the market, not an editable field: it stays.
      const { priceGuide } = listingOf(row);
      return { row, listing: normaliseListing(platform, { ...edited, priceGuide }) };
    },
  );
  await db.transaction(async (tx) => {
    for (const { row, listing } of edits) {
      const [updated] = await tx
        .update(productListings)
        .set(listingColumns(listing))
        .where(eq(productListings.id, row.id))
        .returning();
      if (updated) rows[rows.indexOf(row)] = updated;
    }
  });
  return toListingResult(rows);
}
