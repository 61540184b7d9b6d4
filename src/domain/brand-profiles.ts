import { z } from "zod";
import { FREE_BRAND_PROFILES, MAX_BRAND_PROFILES } from "./brand-limits";
import { brandVoiceOf, voiceFields } from "./brand-voice";
import { languageCodes } from "./languages";
import { type ListingDefaults, listingDefaultsSchema } from "./listing-details";
import { safeText } from "./safe-text";
import { HASHTAG_MAX_CHARS, MAX_REQUEST_HASHTAGS, optionalText, productUrlSchema } from "./social";

export { brandVoiceOf, FREE_BRAND_PROFILES, MAX_BRAND_PROFILES };
export const BRAND_PROFILE_NAME_MAX = 60;

/**
 * A brand profile (issue 17): the form fields a seller would otherwise type on every generator,
 * plus their voice. `name` names the profile ("Etsy shop", "Wholesale"); `brand` is the brand.
 */
const profileFields = {
  name: safeText(BRAND_PROFILE_NAME_MAX).min(1, "Give the profile a name"),
  businessType: optionalText(),
  brand: optionalText(),
  targetAudience: optionalText(),
  tone: optionalText(),
  campaignGoal: optionalText(),
  productUrl: productUrlSchema,
  /** Default hashtags, without '#'. */
  hashtags: z
    .array(safeText(HASHTAG_MAX_CHARS).min(1, "Hashtags cannot be empty"))
    .max(MAX_REQUEST_HASHTAGS, `At most ${MAX_REQUEST_HASHTAGS} hashtags`)
    .transform((tags) => tags.map((tag) => tag.replace(/^#+/, "").trim()).filter(Boolean))
    .optional(),
  language: z.enum(languageCodes).default("en"),
  ...voiceFields,
  /**
   * The profile the generator pages pick first. Only `true` makes a profile the default: a new
   * profile sent without it leaves the account's default as it is (even its first profile), and
   * `false` on the default leaves the account with none.
   */
  isDefault: z.boolean().optional(),
  /**
   * What every listing made with this profile starts from (quantity, condition, the product's
   * brand, weight, package size). An empty object or null says "none": the profile then has none.
   */
  listingDefaults: listingDefaultsSchema.nullable().optional(),
};

export const brandProfileInputSchema = z.object(profileFields);
export type BrandProfileInput = z.input<typeof brandProfileInputSchema>;
export type BrandProfileValues = z.output<typeof brandProfileInputSchema>;

/** PATCH: any subset of the fields. */
export const brandProfileUpdateSchema = z
  .object({
    ...profileFields,
    language: z.enum(languageCodes).optional(),
  })
  .partial();
export type BrandProfileUpdate = z.output<typeof brandProfileUpdateSchema>;

export const brandProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  businessType: z.string().nullable(),
  brand: z.string().nullable(),
  targetAudience: z.string().nullable(),
  tone: z.string().nullable(),
  campaignGoal: z.string().nullable(),
  productUrl: z.string().nullable(),
  hashtags: z.array(z.string()),
  language: z.enum(languageCodes),
  about: z.string().nullable(),
  alwaysWords: z.array(z.string()),
  neverWords: z.array(z.string()),
  examplePosts: z.array(z.string()),
  /** Null when the profile has none (never an empty object). */
  listingDefaults: listingDefaultsSchema.nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BrandProfile = z.infer<typeof brandProfileSchema>;

export const brandProfileListSchema = z.object({
  profiles: z.array(brandProfileSchema),
  /** How many this account may keep (null: no plan limit). */
  limit: z.number().int().nullable(),
});
export type BrandProfileList = z.infer<typeof brandProfileListSchema>;

/**
 * The defaults as a profile keeps them: only the fields set (a blank text is no default), and
 * null when none is, so "no defaults" has one shape whether the seller sent {}, null or blanks.
 */
export function storedListingDefaults(defaults: ListingDefaults | null | undefined): ListingDefaults | null {
  if (!defaults) return null;
  const set = Object.entries(defaults).filter(([, value]) => value !== undefined && value !== "");
  return set.length > 0 ? (Object.fromEntries(set) as ListingDefaults) : null;
}
