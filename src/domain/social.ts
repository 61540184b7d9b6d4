import { z } from "zod";
import { socialPlatforms } from "./platforms";
import { MAX_UPLOAD_BYTES } from "./uploads";

/** Caps on free text: generous for people, bounded for the server and the model prompt. */
export const TEXT_FIELD_MAX = 200;
export const ADDITIONAL_CONTEXT_MAX = 5000;
export const HASHTAG_MAX_CHARS = 100;
export const MAX_REQUEST_HASHTAGS = 30;
/** base64 of a 10 MB image (4/3 of the bytes), plus room for a data-URL prefix. */
export const IMAGE_BASE64_MAX = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 100;

export const optionalText = (max = TEXT_FIELD_MAX) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional();

/** A URL the user's audience can open, or an empty string (spec: productUrl optional, URL or ''). */
export const productUrlSchema = z
  .union([
    z.literal(""),
    z
      .url({ protocol: /^https?$/, message: "Enter a full link starting with http:// or https://" })
      .max(2048, "Links must be at most 2048 characters"),
  ])
  .optional();

export const imageSourceFields = {
  /** An objectPath from POST /api/objects/upload (`/objects/uploads/<id>`). */
  imagePath: z.string().trim().max(2048).optional(),
  /** The same, as an absolute URL (the listing page's AI image), or the caller's own upload URL. */
  imageUrl: z.string().trim().max(2048).optional(),
  /** Raw image bytes as base64 or a data URL (bulk flow). */
  imageBase64: z.string().max(IMAGE_BASE64_MAX, "Images must be 10 MB or smaller").optional(),
};

export const socialGenerationRequestSchema = z.object({
  businessType: optionalText(),
  brand: optionalText(),
  targetAudience: optionalText(),
  tone: optionalText().default("Professional"),
  campaignGoal: optionalText(),
  productUrl: productUrlSchema,
  additionalContext: optionalText(ADDITIONAL_CONTEXT_MAX),
  hashtags: z
    .array(z.string().trim().min(1, "Hashtags cannot be empty").max(HASHTAG_MAX_CHARS))
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
});
export type SocialGenerationRequest = z.input<typeof socialGenerationRequestSchema>;
export type SocialGenerationInput = z.output<typeof socialGenerationRequestSchema>;

/** The form's own defaults (spec core-product §3): the shared schema defaults hashtags to empty. */
export const SOCIAL_FORM_DEFAULT_HASHTAGS = ["socialmedia", "contentcreator"];

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
});
export type SocialGenerationResult = z.infer<typeof socialGenerationResultSchema>;

/** A stored generation as GET /api/social-media/posts lists it: the result plus its brief. */
export const storedSocialPostSchema = socialGenerationResultSchema.extend({
  businessType: z.string().nullable(),
  brand: z.string().nullable(),
  targetAudience: z.string().nullable(),
  tone: z.string().nullable(),
  campaignGoal: z.string().nullable(),
  productUrl: z.string().nullable(),
  additionalContext: z.string().nullable(),
  status: z.string(),
});
export type StoredSocialPost = z.infer<typeof storedSocialPostSchema>;

/** Owner edits of a stored generation (captions edited in place). */
export const socialPostUpdateSchema = z.object({
  platforms: socialPlatformsResultSchema.optional(),
  hashtags: z.array(z.string().trim().min(1).max(HASHTAG_MAX_CHARS)).max(MAX_REQUEST_HASHTAGS).optional(),
  suggestedSchedule: z.string().max(2000).optional(),
});
export type SocialPostUpdate = z.infer<typeof socialPostUpdateSchema>;
