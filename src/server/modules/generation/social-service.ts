import { and, desc, eq } from "drizzle-orm";
import { brandVoiceOf, languageOrDefault } from "../../../domain/brand-voice";
import type { FactSheet } from "../../../domain/fact-sheet";
import type { GenerationWarning } from "../../../domain/generation-warnings";
import { languageOf } from "../../../domain/languages";
import { knownValue } from "../../../domain/options";
import { type SocialPlatform, socialPostColumns } from "../../../domain/platforms";
import {
  HISTORY_LIMIT_MAX,
  type SocialGenerationInput,
  type SocialGenerationResult,
  type SocialPostUpdate,
  type StoredSocialPost,
} from "../../../domain/social";
import type { Database } from "../../db/client";
import { socialMediaPosts } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import type { GenerationProvider, SocialBrief } from "../../providers/generation/generation-provider";
import type { UserRow } from "../sessions/service";
import { allFreeRewrites } from "../usage/free-rewrites";
import { recordUsageEvent } from "../usage/service";
import { refuseIfMeaningless, screenFields, socialWarnings } from "./brief-gate";
import { sheetOfBrief } from "./fact-sheet/brief-sheet";
import { storedFactsOf } from "./fact-sheet/stored-sheet";
import { writeGroundedSocial } from "./grounding/grounded-writer";
import { hasImageSource, type ImageAnalyser, type ImageLoader } from "./image-source";
import { assertWritesLanguage } from "./language-support";
import { withReservedGeneration } from "./metered-write";
import { normaliseCaption, normaliseSocialResult } from "./normalise";
import { refusedEarly } from "./writer-refusal";

export interface GenerationDeps {
  db: Database;
  provider: GenerationProvider;
  loadImage: ImageLoader;
  analyseImage: ImageAnalyser;
}

export type SocialPostRow = typeof socialMediaPosts.$inferSelect;

export const IMAGE_REQUIRED_MESSAGE =
  "An image is required: upload one first (imagePath) or send imageBase64";

/**
 * Social content for the selected platforms. Order matters for money and load: the cheap input
 * checks come first (schema, an image source given), then one generation is reserved (402 at the
 * limit) before the image is loaded, decoded and analysed, so an account at its limit cannot make
 * the server decode images for ever. The post is written, normalised and stored with its usage
 * event in one transaction; any failure, a bad image included, gives the reservation back. A
 * writer that cannot tell what the product is (ProductUnknownError) becomes a 400 naming
 * `product`, uncharged like any other failure. A brief that names nothing at all ("", "asdf", a
 * bare link) is refused the same way by the brief screen (./brief-gate.ts) before anything is
 * reserved, whichever engine writes; an item a marketplace restricts or forbids is written with
 * its policy warnings in the reply.
 */
export async function generateSocialContent(
  deps: GenerationDeps,
  user: UserRow,
  input: SocialGenerationInput,
): Promise<SocialGenerationResult> {
  if (!hasImageSource(input)) throw new AppError("bad_request", IMAGE_REQUIRED_MESSAGE);
  assertWritesLanguage(deps.provider, input.language);
  refusedEarly(() => screenSocialInput(input));

  return withReservedGeneration(deps.db, user.id, "social_media", async () => {
    const composed = await composeSocialContent(deps, user, input);
    const row = await deps.db.transaction((tx) => storeSocialContent(tx, user, input, composed));
    const result = { ...toSocialResult(row), warnings: composed.warnings };
    return withFacts(
      { ...result, freeRewritesLeft: allFreeRewrites(result.selectedPlatforms) },
      composed.brief.sheet,
    );
  });
}

/** A reply with "What we understood" beside it, when the brief was read into a sheet. */
export function withFacts<T extends object>(
  result: T,
  sheet: FactSheet | undefined,
): T & { facts?: FactSheet } {
  return sheet ? { ...result, facts: sheet } : result;
}

/** A written, normalised post not stored yet (bulk stores it in the transaction that ends its item). */
export interface ComposedSocialContent {
  imagePath: string | null;
  brief: SocialBrief;
  result: ReturnType<typeof normaliseSocialResult>;
  engine: string;
  /** The brief's policy warnings (./brief-gate.ts). */
  warnings: GenerationWarning[];
}

/**
 * The brief screen for a social request: throws ProductUnknownError when the brief names nothing
 * (the corrected fact sheet's product counts). `fileName` is a bulk photo's.
 */
export function screenSocialInput(input: SocialGenerationInput, fileName?: string) {
  const screen = screenFields({ ...input, product: input.product ?? input.facts?.product }, fileName);
  refuseIfMeaningless(screen);
  return screen;
}

/**
 * Screens the brief (refused when it names nothing, see screenSocialInput), loads and analyses
 * the image, asks the writer, enforces the platform rules. Touches no table. `options.fileName`
 * is a bulk photo's file name, read by the screen with the rest of the brief.
 */
export async function composeSocialContent(
  deps: Pick<GenerationDeps, "provider" | "loadImage" | "analyseImage">,
  user: UserRow,
  input: SocialGenerationInput,
  options: {
    fileName?: string;
    /**
     * The admin lab's writer check (POST /api/test/generate-content) has no product field in the
     * spec: it tries the writer on a business alone, so a brief naming no product is not refused
     * there (the writer still refuses one it cannot write).
     */
    allowNoProduct?: boolean;
  } = {},
): Promise<ComposedSocialContent> {
  const screen = options.allowNoProduct
    ? screenFields({ ...input, product: input.product ?? input.facts?.product }, options.fileName)
    : screenSocialInput(input, options.fileName);
  const image = await deps.loadImage(user, input, { normalise: deps.provider.readsImage });
  const facts = await deps.analyseImage(image.sample);
  const brief = socialBriefFrom(input, facts);
  const draft = await writeGroundedSocial(deps.provider, brief, image.normalised);
  const userHashtags = brief.hashtags.map((tag) => `#${tag}`);
  const result = normaliseSocialResult(draft, brief.platforms, userHashtags, {
    neverWords: brief.voice?.neverWords,
  });
  return {
    imagePath: image.objectPath,
    brief,
    result,
    engine: deps.provider.engine,
    warnings: socialWarnings(screen),
  };
}

/** Stores a composed post with its usage event; call it inside a transaction. */
export async function storeSocialContent(
  tx: Database,
  user: Pick<UserRow, "id">,
  input: SocialGenerationInput,
  { imagePath, brief, result, engine }: ComposedSocialContent,
): Promise<SocialPostRow> {
  const [stored] = await tx
    .insert(socialMediaPosts)
    .values({
      userId: user.id,
      product: brief.product ?? null,
      businessType: input.businessType ?? null,
      brand: input.brand ?? null,
      targetAudience: input.targetAudience ?? null,
      tone: input.tone ?? null,
      campaignGoal: input.campaignGoal ?? null,
      productUrl: input.productUrl || null,
      additionalContext: input.additionalContext ?? null,
      imagePath,
      ...captionColumns(result.platforms),
      hashtags: result.hashtags,
      ownHashtags: input.hashtags,
      suggestedSchedule: result.suggestedSchedule,
      selectedPlatforms: brief.platforms,
      engine,
      language: languageOrDefault(brief.language),
      brandProfileId: input.brandProfileId ?? null,
      factSheet: brief.sheet ?? null,
    })
    .returning();
  if (!stored) throw new Error("insert returned no row");
  await recordUsageEvent(tx, user.id, "social_media", {
    generationId: stored.id,
    platforms: brief.platforms,
    engine,
  });
  return stored;
}

/** Cleans the request into what a writer sees: 'Not listed' and blanks become unknown. */
export function socialBriefFrom(input: SocialGenerationInput, facts: SocialBrief["facts"]): SocialBrief {
  const brief: SocialBrief = {
    product: knownValue(input.product),
    businessType: knownValue(input.businessType),
    brand: knownValue(input.brand),
    targetAudience: knownValue(input.targetAudience),
    tone: knownValue(input.tone) ?? "Professional",
    campaignGoal: knownValue(input.campaignGoal),
    productUrl: knownValue(input.productUrl),
    additionalContext: knownValue(input.additionalContext),
    hashtags: input.hashtags.map((tag) => tag.replace(/^#+/, "").trim()).filter(Boolean),
    platforms: input.selectedPlatforms,
    variant: input.variant ?? 0,
    facts,
    language: languageOrDefault(input.language),
    voice: brandVoiceOf(input),
  };
  return { ...brief, sheet: sheetOfBrief(brief, input.facts) };
}

function captionColumns(platforms: Partial<Record<SocialPlatform, { caption: string }>>) {
  const columns: Partial<Record<(typeof socialPostColumns)[SocialPlatform], string | null>> = {};
  for (const [platform, column] of Object.entries(socialPostColumns) as [SocialPlatform, string][]) {
    const caption = platforms[platform]?.caption;
    if (caption !== undefined) columns[column as (typeof socialPostColumns)[SocialPlatform]] = caption;
  }
  return columns;
}

export function toSocialResult(row: SocialPostRow): SocialGenerationResult {
  const selected = (row.selectedPlatforms ?? []) as SocialPlatform[];
  const platforms: SocialGenerationResult["platforms"] = {};
  for (const platform of selected) platforms[platform] = { caption: row[socialPostColumns[platform]] ?? "" };
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    platforms,
    hashtags: row.hashtags,
    suggestedSchedule: row.suggestedSchedule ?? "Not specified",
    selectedPlatforms: selected,
    engine: row.engine,
    imagePath: row.imagePath,
    language: languageOf(row.language).code,
    brandProfileId: row.brandProfileId,
    // Worked out again from the stored brief: the same screen, the same warnings, no column.
    warnings: socialWarnings(screenFields(row)),
    ...storedFactsOf(row.factSheet),
  };
}

export function toStoredSocialPost(row: SocialPostRow): StoredSocialPost {
  return {
    ...toSocialResult(row),
    product: row.product,
    businessType: row.businessType,
    brand: row.brand,
    targetAudience: row.targetAudience,
    tone: row.tone,
    campaignGoal: row.campaignGoal,
    productUrl: row.productUrl,
    additionalContext: row.additionalContext,
    ownHashtags: row.ownHashtags,
    status: row.status,
  };
}

/** The caller's past generations, newest first (bounded: history pages show the recent ones). */
export async function listSocialPosts(
  db: Database,
  userId: string,
  limit = HISTORY_LIMIT_MAX,
): Promise<StoredSocialPost[]> {
  const rows = await db
    .select()
    .from(socialMediaPosts)
    .where(eq(socialMediaPosts.userId, userId))
    .orderBy(desc(socialMediaPosts.createdAt), desc(socialMediaPosts.id))
    .limit(limit);
  return rows.map(toStoredSocialPost);
}

/** One of the caller's posts; 404 when it is missing or someone else's. */
export async function findOwnPost(db: Database, userId: string, id: string): Promise<SocialPostRow> {
  if (!isUuid(id)) throw new AppError("not_found", "Post not found");
  const [row] = await db
    .select()
    .from(socialMediaPosts)
    .where(and(eq(socialMediaPosts.id, id), eq(socialMediaPosts.userId, userId)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Post not found");
  return row;
}

/** Owner edits (captions edited in place); the platform rules still apply. 404 for anyone else. */
export async function updateSocialPost(
  db: Database,
  userId: string,
  id: string,
  update: SocialPostUpdate,
): Promise<StoredSocialPost> {
  const row = await findOwnPost(db, userId, id);
  const selected = (row.selectedPlatforms ?? []) as SocialPlatform[];
  const changes: Partial<typeof socialMediaPosts.$inferInsert> = {};
  for (const [platform, post] of Object.entries(update.platforms ?? {}) as [
    SocialPlatform,
    { caption: string },
  ][]) {
    if (!selected.includes(platform)) {
      throw new AppError("bad_request", `${platform} is not one of this post's platforms`);
    }
    changes[socialPostColumns[platform]] = normaliseCaption(platform, post.caption);
  }
  if (update.hashtags) {
    const { hashtags } = normaliseSocialResult({ hashtags: update.hashtags }, [], row.hashtags);
    changes.hashtags = hashtags;
  }
  if (update.suggestedSchedule !== undefined) {
    changes.suggestedSchedule = normaliseSocialResult(
      { suggestedSchedule: update.suggestedSchedule },
      [],
    ).suggestedSchedule;
  }
  if (Object.keys(changes).length === 0) return toStoredSocialPost(row);
  const [updated] = await db
    .update(socialMediaPosts)
    .set(changes)
    .where(eq(socialMediaPosts.id, id))
    .returning();
  return toStoredSocialPost(updated ?? row);
}
