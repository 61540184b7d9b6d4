import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { getBrandProfile } from "../brand-profiles/service";

/** The voice fields a generator request may carry (see `voiceFields` in src/domain/brand-voice.ts). */
export interface VoiceFields {
  about?: string;
  alwaysWords?: string[];
  neverWords?: string[];
  examplePosts?: string[];
}

/**
 * The voice of the brand profile a stored generation was written with, as that profile reads
 * now: rewriting one platform later keeps the seller's words to use and to avoid. A generation
 * without a profile (or whose profile was deleted since) has none.
 */
export async function voiceOfStoredProfile(
  db: Database,
  userId: string,
  brandProfileId: string | null,
): Promise<VoiceFields> {
  if (!brandProfileId) return {};
  try {
    const profile = await getBrandProfile(db, userId, brandProfileId);
    return {
      about: profile.about ?? undefined,
      alwaysWords: profile.alwaysWords,
      neverWords: profile.neverWords,
      examplePosts: profile.examplePosts,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return {};
    throw error;
  }
}
