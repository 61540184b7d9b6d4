import type { BrandProfile } from "../../../domain/brand-profiles";
import {
  BULK_DEFAULT_TONE,
  type BulkKind,
  bulkBusinessTypes,
  bulkTones,
  type CreateBulkJobRequest,
  createBulkJobSchema,
} from "../../../domain/bulk";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../../domain/languages";
import { type MarketplacePlatform, type SocialPlatform, socialPlatforms } from "../../../domain/platforms";
import { profileRequestFields } from "../brand-profiles/profile-prefill";

/** The brand context panel as typed (spec core-product §3 'Bulk page options'). */
export interface BulkFormValues {
  kind: BulkKind;
  businessType: string;
  brand: string;
  targetAudience: string;
  tone: string;
  campaignGoal: string;
  productUrl: string;
  additionalContext: string;
  /** "What are you selling?" for every photo; blank when each file name says what it is. */
  product: string;
  socialPlatforms: SocialPlatform[];
  marketplaces: MarketplacePlatform[];
  /** The picked brand profile's id, or "" for none. */
  brandProfileId: string;
  language: LanguageCode;
}

export type BulkFormField = Exclude<keyof BulkFormValues, "kind">;

export const bulkFormDefaults: BulkFormValues = {
  kind: "social",
  businessType: "",
  brand: "",
  targetAudience: "",
  tone: BULK_DEFAULT_TONE,
  campaignGoal: "",
  productUrl: "",
  additionalContext: "",
  product: "",
  socialPlatforms: [...socialPlatforms],
  marketplaces: [],
  brandProfileId: "",
  language: DEFAULT_LANGUAGE,
};

/** Nothing typed or picked yet (the kind of batch aside): a brand profile may fill the panel in. */
export function isUntouched(values: BulkFormValues): boolean {
  return (Object.keys(bulkFormDefaults) as (keyof BulkFormValues)[]).every((field) => {
    if (field === "kind") return true;
    const value = values[field];
    const initial = bulkFormDefaults[field];
    return Array.isArray(value) && Array.isArray(initial)
      ? value.join() === initial.join()
      : value === initial;
  });
}

/**
 * A profile's words on one of the bulk page's own lists: the option whose value or label it names
 * ("E-commerce store" → E-commerce), else the words themselves (the panel offers them as they are).
 */
export function bulkOptionFor(
  text: string,
  options: ReadonlyArray<{ value: string; label: string }>,
): string {
  const words = text.trim().toLowerCase();
  const match = options.find(
    (option) =>
      option.value === words ||
      option.label.toLowerCase() === words ||
      words.startsWith(`${option.label.toLowerCase()} `),
  );
  return match?.value ?? text.trim();
}

/** The panel after picking a brand profile: the fields it has and its language; the rest as it was. */
export function withBulkProfile(
  values: BulkFormValues,
  profile: BrandProfile | null,
  language: LanguageCode,
): BulkFormValues {
  const next = { ...values, brandProfileId: profile?.id ?? "" };
  if (!profile) return next;
  if (profile.businessType) next.businessType = bulkOptionFor(profile.businessType, bulkBusinessTypes);
  if (profile.tone) next.tone = bulkOptionFor(profile.tone, bulkTones);
  if (profile.brand) next.brand = profile.brand;
  if (profile.targetAudience) next.targetAudience = profile.targetAudience;
  if (profile.campaignGoal) next.campaignGoal = profile.campaignGoal;
  if (profile.productUrl) next.productUrl = profile.productUrl;
  return { ...next, language };
}

/** The spec's toasts (core-product §5). */
export const MISSING_BRAND_TOAST = {
  title: "Missing Brand Information",
  description: "Please fill in business type, brand name, and target audience",
} as const;
export const NO_IMAGES_TOAST = {
  title: "No Images Selected",
  description: "Please select at least one image to process",
} as const;
export const NO_PLATFORMS_TOAST = {
  social: { title: "No Platforms Selected", description: "Select at least one platform to write for" },
  listings: { title: "No Marketplaces Selected", description: "Select at least one marketplace to list on" },
} as const;

/** Business type, brand name and target audience are required (marked *, start held back). */
export function hasBrandInfo(values: Pick<BulkFormValues, "businessType" | "brand" | "targetAudience">) {
  return [values.businessType, values.brand, values.targetAudience].every((value) => value.trim() !== "");
}

export function selectedPlatformCount(values: BulkFormValues): number {
  return values.kind === "social" ? values.socialPlatforms.length : values.marketplaces.length;
}

const text = (value: string) => value.trim() || undefined;

/** One photo as the request carries it: its path and name, and in a listing batch its own listing fields. */
export type BulkImageRequest = CreateBulkJobRequest["images"][number];

/**
 * POST /api/bulk-jobs's body: blank optional fields are left out. `profile` is the picked brand
 * profile, whose id and voice go along (the server fills in whatever the context leaves out). A
 * social batch sends each photo's path and name only: its listing details are not shown there
 * (and the server refuses them), so nothing hidden goes along.
 */
export function toCreateBulkJobRequest(
  values: BulkFormValues,
  images: readonly BulkImageRequest[],
  profile: BrandProfile | null = null,
): CreateBulkJobRequest {
  const brandContext = {
    businessType: values.businessType.trim(),
    brand: values.brand.trim(),
    targetAudience: values.targetAudience.trim(),
    product: text(values.product),
    additionalContext: text(values.additionalContext),
    language: values.language,
    ...profileRequestFields(profile),
  };
  if (values.kind === "social") {
    return {
      kind: "social",
      context: {
        ...brandContext,
        tone: text(values.tone) ?? BULK_DEFAULT_TONE,
        campaignGoal: text(values.campaignGoal),
        productUrl: text(values.productUrl),
        selectedPlatforms: [...values.socialPlatforms],
      },
      images: images.map(({ imagePath, fileName }) => ({ imagePath, fileName })),
    };
  }
  return {
    kind: "listings",
    context: { ...brandContext, selectedPlatforms: [...values.marketplaces] },
    images: [...images],
  };
}

export type BulkFieldErrors = Partial<Record<BulkFormField, string>>;

const fieldOfContextKey: Record<string, BulkFormField> = {
  businessType: "businessType",
  brand: "brand",
  targetAudience: "targetAudience",
  tone: "tone",
  campaignGoal: "campaignGoal",
  productUrl: "productUrl",
  additionalContext: "additionalContext",
  product: "product",
  language: "language",
  brandProfileId: "brandProfileId",
};

/** Issues (zod's `{path, message}`) that name a context field, by form field. */
export function fieldErrorsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): BulkFieldErrors {
  const errors: BulkFieldErrors = {};
  for (const issue of issues) {
    if (issue.path[0] !== "context") continue;
    const field = fieldOfContextKey[String(issue.path[1])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The shared contract's check, before anything is uploaded: field errors for the panel, if any. */
export function validateBulkContext(values: BulkFormValues): BulkFieldErrors {
  const placeholder: BulkImageRequest = { imagePath: "/objects/uploads/check", fileName: "check.jpg" };
  const parsed = createBulkJobSchema.safeParse(toCreateBulkJobRequest(values, [placeholder]));
  return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
}
