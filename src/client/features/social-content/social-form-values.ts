import { z } from "zod";
import type { BrandProfile } from "../../../domain/brand-profiles";
import { DEFAULT_LANGUAGE, type LanguageCode, languageCodes } from "../../../domain/languages";
import { knownValue, socialOptions } from "../../../domain/options";
import { type SocialPlatform, socialPlatforms } from "../../../domain/platforms";
import {
  ADDITIONAL_CONTEXT_MAX,
  MAX_REQUEST_HASHTAGS,
  PRODUCT_MAX,
  productUrlSchema,
  SOCIAL_FORM_DEFAULT_HASHTAGS,
  type SocialGenerationRequest,
  type StoredSocialPost,
  TEXT_FIELD_MAX,
} from "../../../domain/social";
import { resolveOptionValue } from "../../components/generator/option-select-field";
import { optionPrefill, profileRequestFields } from "../brand-profiles/profile-prefill";

/** Splits what the seller typed into hashtags: commas or spaces between, a leading # optional. */
export function parseHashtags(text: string): string[] {
  const tags = text
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, "").trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

const text = (max = TEXT_FIELD_MAX) => z.string().max(max, `Must be at most ${max} characters`);

/** The page form: the request's fields plus the 'Not listed' custom texts and hashtags as typed. */
export const socialFormSchema = z.object({
  product: text(PRODUCT_MAX),
  businessType: z.string(),
  businessTypeCustom: text(),
  brand: text(),
  targetAudience: z.string(),
  targetAudienceCustom: text(),
  tone: z.string(),
  toneCustom: text(),
  campaignGoal: z.string(),
  campaignGoalCustom: text(),
  productUrl: z.string().trim().pipe(productUrlSchema.unwrap()),
  additionalContext: text(ADDITIONAL_CONTEXT_MAX),
  hashtags: z
    .string()
    .refine(
      (value) => parseHashtags(value).length <= MAX_REQUEST_HASHTAGS,
      `At most ${MAX_REQUEST_HASHTAGS} hashtags`,
    ),
  selectedPlatforms: z.array(z.enum(socialPlatforms)).min(1, "Select at least one platform"),
  /** The picked brand profile's id, or "" for none. */
  brandProfileId: z.string(),
  language: z.enum(languageCodes),
});
export type SocialFormValues = z.input<typeof socialFormSchema>;

export const socialFormDefaults: SocialFormValues = {
  product: "",
  businessType: "",
  businessTypeCustom: "",
  brand: "",
  targetAudience: "",
  targetAudienceCustom: "",
  tone: "Professional",
  toneCustom: "",
  campaignGoal: "",
  campaignGoalCustom: "",
  productUrl: "",
  additionalContext: "",
  hashtags: SOCIAL_FORM_DEFAULT_HASHTAGS.join(", "),
  selectedPlatforms: [...socialPlatforms],
  brandProfileId: "",
  language: DEFAULT_LANGUAGE,
};

/**
 * The request the form sends: 'Not listed' replaced by the custom text, blanks left out.
 *
 * Hashtags start empty: what the field holds (typed, or filled in from a brand profile) is sent;
 * left empty, none go and the writer picks hashtags for the product.
 *
 * `profile` is the picked brand profile: its id and voice (about us, words, example posts) go along.
 */
export function toSocialRequest(
  values: SocialFormValues,
  imagePath: string,
  { profile = null }: { profile?: BrandProfile | null } = {},
): SocialGenerationRequest {
  const selected = new Set<SocialPlatform>(values.selectedPlatforms);
  return {
    imagePath,
    product: values.product.trim() || undefined,
    businessType: resolveOptionValue(values.businessType, values.businessTypeCustom),
    brand: knownValue(values.brand),
    targetAudience: resolveOptionValue(values.targetAudience, values.targetAudienceCustom),
    tone: resolveOptionValue(values.tone, values.toneCustom) ?? "Professional",
    campaignGoal: resolveOptionValue(values.campaignGoal, values.campaignGoalCustom),
    productUrl: values.productUrl.trim() || undefined,
    additionalContext: values.additionalContext.trim() || undefined,
    hashtags: parseHashtags(values.hashtags),
    selectedPlatforms: socialPlatforms.filter((platform) => selected.has(platform)),
    language: values.language,
    ...profileRequestFields(profile),
  };
}

/**
 * The form as the seller's newest post left it: the brand settings they chose last time (business
 * type, brand, audience, tone, goal, language and platforms), on the form's lists or as 'Not
 * listed' text. What changes with each product (what is sold, its link, the extra context,
 * hashtags) starts empty as usual. `language` is the post's language if this server writes it.
 */
export function startingSocialValues(post: StoredSocialPost, language: LanguageCode): SocialFormValues {
  const values: SocialFormValues = { ...socialFormDefaults, language };
  for (const name of ["businessType", "targetAudience", "tone", "campaignGoal"] as const) {
    const prefill = optionPrefill(knownValue(post[name]) ?? null, socialOptions[name]);
    if (!prefill) continue;
    values[name] = prefill.value;
    values[`${name}Custom`] = prefill.custom;
  }
  values.brand = knownValue(post.brand) ?? "";
  const chosen = new Set<SocialPlatform>(post.selectedPlatforms);
  if (chosen.size > 0) values.selectedPlatforms = socialPlatforms.filter((platform) => chosen.has(platform));
  return values;
}
