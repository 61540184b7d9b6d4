import { z } from "zod";
import { brandProfileIdField, languageField, voiceFields } from "./brand-voice";
import { factSheetSchema } from "./fact-sheet";
import { generationWarningsField } from "./generation-warnings";
import { languageCodes } from "./languages";
import { MAX_RESULT_HASHTAGS, socialRules } from "./platform-rules";
import { socialPlatforms } from "./platforms";
import { isSafeText, safeText, UNSAFE_CHARACTERS_MESSAGE } from "./safe-text";
import { MAX_UPLOAD_BYTES } from "./uploads";

/** Caps on free text: generous for people, bounded for the server and the model prompt. */
export const TEXT_FIELD_MAX = 200;
export const ADDITIONAL_CONTEXT_MAX = 5000;
export const HASHTAG_MAX_CHARS = 100;
export const MAX_REQUEST_HASHTAGS = 30;
/** base64 of a 10 MB image (4/3 of the bytes), plus room for a data-URL prefix. */
export const IMAGE_BASE64_MAX = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 100;
export const URL_MAX = 2048;
/**
 * An edited caption may be longer than its platform allows (the normaliser trims it at a word
 * boundary, as the editor's counter warns) but never longer than the most any platform takes:
 * Facebook's 63,206 characters.
 */
export const CAPTION_EDIT_MAX = Math.max(...Object.values(socialRules).map((rule) => rule.maxChars));
export const SCHEDULE_MAX = 2000;

export const optionalText = (max = TEXT_FIELD_MAX) => safeText(max).optional();

/** "What are you selling?": the product in the seller's own words (social, listings, AI images). */
export const PRODUCT_MAX = TEXT_FIELD_MAX;
export const productField = () => optionalText(PRODUCT_MAX);

/** A URL the user's audience can open, or an empty string (spec: productUrl optional, URL or ''). */
export const productUrlSchema = z
  .union([
    z.literal(""),
    z
      .url({ protocol: /^https?$/, message: "Enter a full link starting with http:// or https://" })
      .max(URL_MAX, `Links must be at most ${URL_MAX} characters`)
      .refine(isSafeText, UNSAFE_CHARACTERS_MESSAGE),
  ])
  .optional();

export const imageSourceFields = {
  /** An objectPath from POST /api/objects/upload (`/objects/uploads/<id>`). */
  imagePath: safeText(URL_MAX).optional(),
  /** The same, as an absolute URL (the listing page's AI image), or the caller's own upload URL. */
  imageUrl: safeText(URL_MAX).optional(),
  /** Raw image bytes as base64 or a data URL (bulk flow). */
  imageBase64: z.string().max(IMAGE_BASE64_MAX, "Images must be 10 MB or smaller").optional(),
};

export const socialGenerationRequestSchema = z.object({
  product: productField(),
  businessType: optionalText(),
  brand: optionalText(),
  targetAudience: optionalText(),
  tone: optionalText().default("Professional"),
  campaignGoal: optionalText(),
  productUrl: productUrlSchema,
  additionalContext: optionalText(ADDITIONAL_CONTEXT_MAX),
  hashtags: z
    .array(safeText(HASHTAG_MAX_CHARS).min(1, "Hashtags cannot be empty"))
    .max(MAX_REQUEST_HASHTAGS, `At most ${MAX_REQUEST_HASHTAGS} hashtags`)
    .default([]),
  selectedPlatforms: z
    .array(z.enum(socialPlatforms))
    .min(1, "Select at least one platform")
    .default([...socialPlatforms])
    .transform((list) => [...new Set(list)]),
  ...imageSourceFields,
  /** Set by "Regenerate": a different variant of the same brief. */
  variant: z.number().int().min(0).max(1_000_000).optional(),
  /** A brand profile of the caller's: its fields fill in whatever this request leaves out. */
  brandProfileId: brandProfileIdField(),
  language: languageField(),
  ...voiceFields,
  /** "What we understood", as the seller corrected it: written from instead of reading the brief again. */
  facts: factSheetSchema.optional(),
});
export type SocialGenerationRequest = z.input<typeof socialGenerationRequestSchema>;
export type SocialGenerationInput = z.output<typeof socialGenerationRequestSchema>;

/**
 * The form's hashtags before the seller types any: none (issue 33 overrides the spec's
 * "socialmedia, contentcreator", core-product §3). With none sent, the writer picks the product's own.
 */
export const SOCIAL_FORM_DEFAULT_HASHTAGS: readonly string[] = [];

const socialPostSchema = z.object({ caption: z.string() });
export const socialPlatformsResultSchema = z.partialRecord(z.enum(socialPlatforms), socialPostSchema);

export const socialGenerationResultSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  platforms: socialPlatformsResultSchema,
  hashtags: z.array(z.string()),
  suggestedSchedule: z.string(),
  selectedPlatforms: z.array(z.enum(socialPlatforms)),
  engine: z.string(),
  imagePath: z.string().nullable(),
  /** The language the captions are written in (src/domain/languages.ts). */
  language: z.enum(languageCodes),
  /** The brand profile the generation used, when it used one (null once that profile is deleted). */
  brandProfileId: z.string().nullable(),
  /** "What we understood": the brief's fact sheet the copy was written from, as the seller last corrected it (absent for posts written before sheets were kept). */
  facts: factSheetSchema.optional(),
  /** Policy warnings about the item (restricted or prohibited); empty when none (./generation-warnings.ts). */
  warnings: generationWarningsField(),
  /**
   * Free rewrites left per platform (FREE_REWRITES_PER_PLATFORM each; they matter on the Free plan):
   * sent with a new generation and a rewrite's reply, absent where not worked out.
   */
  freeRewritesLeft: z.partialRecord(z.enum(socialPlatforms), z.number().int().min(0)).optional(),
});
export type SocialGenerationResult = z.infer<typeof socialGenerationResultSchema>;

/** A stored generation as GET /api/social-media/posts lists it: the result plus its brief. */
export const storedSocialPostSchema = socialGenerationResultSchema.extend({
  /** "What are you selling?" as the seller typed it; null when left blank (and for older posts). */
  product: z.string().nullable(),
  businessType: z.string().nullable(),
  brand: z.string().nullable(),
  targetAudience: z.string().nullable(),
  tone: z.string().nullable(),
  campaignGoal: z.string().nullable(),
  productUrl: z.string().nullable(),
  additionalContext: z.string().nullable(),
  /** The hashtags the seller sent, apart from the written `hashtags`; null for older posts. */
  ownHashtags: z.array(z.string()).nullable(),
  status: z.string(),
});
export type StoredSocialPost = z.infer<typeof storedSocialPostSchema>;

/** Owner edits of a stored generation (captions edited in place). */
export const socialPostUpdateSchema = z.object({
  platforms: z
    .partialRecord(
      z.enum(socialPlatforms),
      z.object({ caption: safeText(CAPTION_EDIT_MAX, { trim: false }) }),
    )
    .optional(),
  hashtags: z
    .array(safeText(HASHTAG_MAX_CHARS).min(1, "Hashtags cannot be empty"))
    .max(MAX_RESULT_HASHTAGS, `At most ${MAX_RESULT_HASHTAGS} hashtags`)
    .optional(),
  suggestedSchedule: safeText(SCHEDULE_MAX, { trim: false }).optional(),
});
export type SocialPostUpdate = z.infer<typeof socialPostUpdateSchema>;

/** POST /api/social-media/posts/:id/regenerate: the one platform of a stored post to write again. */
export const socialPlatformRewriteSchema = z.object({
  platform: z.enum(socialPlatforms),
  /** "What we understood" as the seller corrected it: the rewrite keeps to it (see the generate request). */
  facts: factSheetSchema.optional(),
});
export type SocialPlatformRewrite = z.infer<typeof socialPlatformRewriteSchema>;

/** The most past generations one history request returns. */
export const HISTORY_LIMIT_MAX = 100;

/**
 * GET /api/social-media/posts and GET /api/product-listings: `?limit=1` reads only the newest
 * generation (the generator pages take the seller's last brand settings from it).
 */
export const historyQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(HISTORY_LIMIT_MAX)
    .optional()
    .describe(
      `How many of the newest generations to return (1–${HISTORY_LIMIT_MAX}; ${HISTORY_LIMIT_MAX} when left out)`,
    ),
});
