import {
  BULK_DEFAULT_TONE,
  type BulkImage,
  type BulkKind,
  type CreateBulkJobRequest,
  createBulkJobSchema,
} from "../../../domain/bulk";
import { type MarketplacePlatform, type SocialPlatform, socialPlatforms } from "../../../domain/platforms";

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
};

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

/** POST /api/bulk-jobs's body: blank optional fields are left out. */
export function toCreateBulkJobRequest(
  values: BulkFormValues,
  images: readonly BulkImage[],
): CreateBulkJobRequest {
  const brandContext = {
    businessType: values.businessType.trim(),
    brand: values.brand.trim(),
    targetAudience: values.targetAudience.trim(),
    product: text(values.product),
    additionalContext: text(values.additionalContext),
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
      images: [...images],
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
  const placeholder: BulkImage = { imagePath: "/objects/uploads/check", fileName: "check.jpg" };
  const parsed = createBulkJobSchema.safeParse(toCreateBulkJobRequest(values, [placeholder]));
  return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
}
