import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FactSheet } from "../../../domain/fact-sheet";
import { languageOf } from "../../../domain/languages";
import { platformLabels, type SocialPlatform, socialPostColumns } from "../../../domain/platforms";
import type { SocialGenerationInput, StoredSocialPost } from "../../../domain/social";
import { socialMediaPosts } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { UserRow } from "../sessions/service";
import { freeRewritesLeft } from "../usage/free-rewrites";
import { recordUsageEvent } from "../usage/service";
import { refuseIfMeaningless, screenFields } from "./brief-gate";
import { writeGroundedSocial } from "./grounding/grounded-writer";
import { assertWritesLanguage } from "./language-support";
import { withRewriteAllowance } from "./metered-write";
import { normaliseSocialResult } from "./normalise";
import {
  findOwnPost,
  type GenerationDeps,
  type SocialPostRow,
  socialBriefFrom,
  toStoredSocialPost,
  withFacts,
} from "./social-service";
import { voiceOfStoredProfile } from "./stored-voice";
import { refusedEarly } from "./writer-refusal";

/** How often the writer is asked again when it hands back the very text the post already has. */
export const REWRITE_ATTEMPTS = 3;

export const PHOTO_NOT_KEPT_MESSAGE =
  "This post's photo wasn't saved with it, so one platform can't be rewritten. Make a new post from the photo instead.";

/**
 * Writes one platform of a stored post again and saves it in place: the other platforms, the
 * hashtags and the schedule (with any edits the seller made) stay as they are, and History shows
 * the new text.
 *
 * Metering: on the Free plan the first FREE_REWRITES_PER_PLATFORM rewrites of each platform are
 * free (they rewrite a post already paid for); past them a rewrite is one social generation, like
 * Regenerate: the Free plan's two generations (spec: per account, not monthly) would mean nothing
 * if a Free account could get fresh posts without end one platform at a time. Either is taken
 * before the photo is read (402 `limit_reached` at the limit), recorded with a usage event, and
 * given back when anything fails. Pro and admin accounts are not limited. The reply says how many
 * free rewrites each platform has left.
 */
export async function regenerateSocialPlatform(
  deps: GenerationDeps,
  user: UserRow,
  postId: string,
  platform: SocialPlatform,
  /** The seller's corrected fact sheet, when the page sends it. */
  corrected?: FactSheet,
): Promise<StoredSocialPost> {
  const row = await findOwnPost(deps.db, user.id, postId);
  if (!(row.selectedPlatforms ?? []).includes(platform)) {
    const message = `${platformLabels[platform]} is not one of this post's platforms`;
    throw new AppError("bad_request", message, {
      issues: [{ code: "custom", path: ["platform"], message }],
    });
  }
  if (!row.imagePath) throw new AppError("conflict", PHOTO_NOT_KEPT_MESSAGE);
  const language = languageOf(row.language).code;
  assertWritesLanguage(deps.provider, language);
  // The stored brief goes through the same screen as a new one, before anything is reserved.
  refusedEarly(() => refuseIfMeaningless(screenFields(row)));

  const target = { generationId: row.id, platform };
  const stored = await withRewriteAllowance(deps.db, user, "social_media", target, async (free) => {
    const input = { ...(await rewriteInputFrom(deps, user, row, platform)), facts: corrected };
    const caption = await writeNewCaption(deps, user, input, platform, row[socialPostColumns[platform]]);
    const changes: Partial<typeof socialMediaPosts.$inferInsert> = {};
    changes[socialPostColumns[platform]] = caption;
    // The sheet the seller corrected is kept with the post: reopened from History, it shows again.
    if (corrected) changes.factSheet = corrected;
    const updated = await deps.db.transaction(async (tx) => {
      const [stored] = await tx
        .update(socialMediaPosts)
        .set(changes)
        .where(and(eq(socialMediaPosts.id, row.id), eq(socialMediaPosts.userId, user.id)))
        .returning();
      if (!stored) throw new AppError("not_found", "Post not found");
      await recordUsageEvent(tx, user.id, "social_media", {
        generationId: row.id,
        platforms: [platform],
        rewrite: true,
        ...(free ? { freeRewrite: true } : {}),
        engine: deps.provider.engine,
      });
      return stored;
    });
    // The sheet the rewrite kept to goes back with it, so the page's next rewrite keeps to it too.
    return withFacts(toStoredSocialPost(updated), corrected);
  });
  const platforms = stored.selectedPlatforms;
  return { ...stored, freeRewritesLeft: await freeRewritesLeft(deps.db, row.id, platforms) };
}

/**
 * The post's own brief, for one platform: what the seller gave (their own hashtags included), its
 * language and its brand profile's voice. A post written before the seller's hashtags were kept
 * apart uses its written hashtags instead: the new caption's tags then match the hashtag card.
 */
async function rewriteInputFrom(
  deps: GenerationDeps,
  user: UserRow,
  row: SocialPostRow,
  platform: SocialPlatform,
): Promise<SocialGenerationInput> {
  return {
    product: row.product ?? undefined,
    businessType: row.businessType ?? undefined,
    brand: row.brand ?? undefined,
    targetAudience: row.targetAudience ?? undefined,
    tone: row.tone ?? "Professional",
    campaignGoal: row.campaignGoal ?? undefined,
    productUrl: row.productUrl ?? undefined,
    additionalContext: row.additionalContext ?? undefined,
    hashtags: row.ownHashtags ?? row.hashtags.map((tag) => tag.replace(/^#+/, "")).filter(Boolean),
    selectedPlatforms: [platform],
    imagePath: row.imagePath ?? undefined,
    language: languageOf(row.language).code,
    brandProfileId: row.brandProfileId ?? undefined,
    ...(await voiceOfStoredProfile(deps.db, user.id, row.brandProfileId)),
  };
}

/**
 * A new caption in another variant of the brief. The photo is read and measured once; the writer
 * is asked again (up to REWRITE_ATTEMPTS) only while it hands back the caption the post has now.
 */
async function writeNewCaption(
  deps: GenerationDeps,
  user: UserRow,
  input: SocialGenerationInput,
  platform: SocialPlatform,
  current: string | null,
): Promise<string> {
  const image = await deps.loadImage(user, input, { normalise: deps.provider.readsImage });
  const facts = await deps.analyseImage(image.sample);
  let caption = "";
  for (let attempt = 0; attempt < REWRITE_ATTEMPTS; attempt += 1) {
    const brief = socialBriefFrom({ ...input, variant: randomInt(1, 1_000_001) }, facts);
    const draft = await writeGroundedSocial(deps.provider, brief, image.normalised);
    const userHashtags = brief.hashtags.map((tag) => `#${tag}`);
    const result = normaliseSocialResult(draft, [platform], userHashtags, {
      neverWords: brief.voice?.neverWords,
    });
    caption = result.platforms[platform]?.caption ?? "";
    if (caption && caption !== current) break;
  }
  return caption;
}
