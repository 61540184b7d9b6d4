import { z } from "zod";
import { MAX_EXAMPLE_POSTS } from "./brand-limits";
import { DEFAULT_LANGUAGE, type LanguageCode, languageCodes } from "./languages";
import { safeText } from "./safe-text";

/**
 * The seller's voice (issue 17): what a brand profile adds to the form's fields, and what every
 * generator request may carry too (a brand profile fills them in; the API may send them itself).
 * - `neverWords` never appear in any output: the normaliser removes them, whatever the engine wrote.
 * - `alwaysWords` and `examplePosts` shape the voice: the model gets them in its brief; the
 *   builtin writer works the words in and mirrors the examples' length, emoji and sign-off.
 */
export const ABOUT_MAX = 500;
export const VOICE_WORD_MAX_CHARS = 40;
export const MAX_ALWAYS_WORDS = 20;
export const MAX_NEVER_WORDS = 50;
export { MAX_EXAMPLE_POSTS };
export const EXAMPLE_POST_MAX = 2200;

/**
 * A list of the seller's words. Entries without a letter or digit ("", "!!!") say nothing and are
 * dropped rather than refused, as are repeats (case-insensitive).
 */
const wordList = (max: number, what: string) =>
  z
    .array(safeText(VOICE_WORD_MAX_CHARS))
    .max(max, `At most ${max} ${what}`)
    .transform((words) => dedupeCaseless(words.filter((word) => /[\p{L}\p{N}]/u.test(word))));

export const voiceFields = {
  /** A short "about us": who the seller is, in their words. */
  about: safeText(ABOUT_MAX).optional(),
  alwaysWords: wordList(MAX_ALWAYS_WORDS, "words to always use").optional(),
  neverWords: wordList(MAX_NEVER_WORDS, "words never to use").optional(),
  /** Blank examples are dropped: a cleared textarea is no example. */
  examplePosts: z
    .array(safeText(EXAMPLE_POST_MAX, { trim: false }))
    .max(MAX_EXAMPLE_POSTS, `At most ${MAX_EXAMPLE_POSTS} example posts`)
    .transform((posts) => posts.filter((post) => post.trim().length > 0))
    .optional(),
};

/**
 * The language the content is written in (src/domain/languages.ts). Optional rather than
 * defaulted, so a brand profile's language can fill it in when a request leaves it out; the
 * services read a missing one as English (`languageOrDefault`).
 */
export const languageField = () =>
  z.enum(languageCodes).optional().describe("The language to write in (BCP 47); English when left out");

export function languageOrDefault(language: LanguageCode | undefined): LanguageCode {
  return language ?? DEFAULT_LANGUAGE;
}

/** A request's brand profile: its fields fill whatever the request leaves out (see brand-profiles). */
export const brandProfileIdField = () =>
  z.guid("brandProfileId must be a brand profile's id (from GET /api/brand-profiles)").optional();

/** What a writer receives of the voice: always present, lists possibly empty. */
export interface BrandVoice {
  about?: string;
  alwaysWords: string[];
  neverWords: string[];
  examplePosts: string[];
}

export function brandVoiceOf(input: {
  about?: string;
  alwaysWords?: string[];
  neverWords?: string[];
  examplePosts?: string[];
}): BrandVoice {
  const about = input.about?.trim();
  return {
    about: about || undefined,
    alwaysWords: input.alwaysWords ?? [],
    neverWords: input.neverWords ?? [],
    examplePosts: (input.examplePosts ?? []).map((post) => post.trim()).filter(Boolean),
  };
}

function dedupeCaseless(words: string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = word.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
