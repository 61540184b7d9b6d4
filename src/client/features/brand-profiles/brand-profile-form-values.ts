import type { BrandProfile, BrandProfileInput } from "../../../domain/brand-profiles";
import type { LanguageCode } from "../../../domain/languages";
import {
  emptyListingDefaultsText,
  type ListingDefaultsText,
  listingDefaultsOf,
  listingDefaultsTextOf,
} from "../../components/generator/listing-defaults-text";

/**
 * The profile form as typed: every field present (blank text, empty lists), `isDefault` left out,
 * the listing defaults as the listing form holds them (numbers as typed text).
 */
export type BrandProfileFormValues = Required<Omit<BrandProfileInput, "isDefault" | "listingDefaults">> & {
  listingDefaults: ListingDefaultsText;
};

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
  "listingDefaults",
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
    listingDefaults: emptyListingDefaultsText,
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
    listingDefaults: listingDefaultsTextOf(profile.listingDefaults),
  };
}

/**
 * The form as the API takes it: the listing defaults as numbers and choices, blanks left out.
 * Always sent, so a form whose defaults were all blanked clears the profile's ({} stores none).
 */
export function brandProfileInputOf(values: BrandProfileFormValues): Omit<BrandProfileInput, "isDefault"> {
  return { ...values, listingDefaults: listingDefaultsOf(values.listingDefaults) };
}
