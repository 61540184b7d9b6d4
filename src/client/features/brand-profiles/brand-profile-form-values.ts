import type { BrandProfile, BrandProfileInput } from "../../../domain/brand-profiles";
import type { LanguageCode } from "../../../domain/languages";

/** The profile form as typed: every field present (blank text, empty lists), `isDefault` left out. */
export type BrandProfileFormValues = Required<Omit<BrandProfileInput, "isDefault">>;

export const brandProfileFormFields = [
  "name",
  "businessType",
  "brand",
  "targetAudience",
  "tone",
  "campaignGoal",
  "productUrl",
  "hashtags",
  "language",
  "about",
  "alwaysWords",
  "neverWords",
  "examplePosts",
] as const satisfies readonly (keyof BrandProfileFormValues)[];

export function emptyBrandProfileForm(language: LanguageCode): BrandProfileFormValues {
  return {
    name: "",
    businessType: "",
    brand: "",
    targetAudience: "",
    tone: "",
    campaignGoal: "",
    productUrl: "",
    hashtags: [],
    language,
    about: "",
    alwaysWords: [],
    neverWords: [],
    examplePosts: [],
  };
}

/** A saved profile, ready to edit (the server's nulls as blank text). */
export function brandProfileFormValues(profile: BrandProfile): BrandProfileFormValues {
  return {
    name: profile.name,
    businessType: profile.businessType ?? "",
    brand: profile.brand ?? "",
    targetAudience: profile.targetAudience ?? "",
    tone: profile.tone ?? "",
    campaignGoal: profile.campaignGoal ?? "",
    productUrl: profile.productUrl ?? "",
    hashtags: [...profile.hashtags],
    language: profile.language,
    about: profile.about ?? "",
    alwaysWords: [...profile.alwaysWords],
    neverWords: [...profile.neverWords],
    examplePosts: [...profile.examplePosts],
  };
}
