import type { ProductContext } from "../../../domain/ai-image";
import type { BrandProfile } from "../../../domain/brand-profiles";
import { type ProductCondition, productConditions } from "../../../domain/fact-sheet";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../../domain/languages";
import type { ListingGenerationRequest, StoredListingGeneration } from "../../../domain/listings";
import { knownValue, NOT_LISTED, productOptions } from "../../../domain/options";
import { type MarketplacePlatform, marketplacePlatforms } from "../../../domain/platforms";
import { resolveOptionValue } from "../../components/generator/option-select-field";
import { optionPrefill, profileRequestFields } from "../brand-profiles/profile-prefill";

export const productSelectFields = [
  "businessType",
  "targetAudience",
  "productType",
  "style",
  "materials",
  "size",
  "occasion",
] as const;
export type ProductSelectField = (typeof productSelectFields)[number];

/** The form's condition: "" until picked, 'Not listed' (sent as nothing) or one of the conditions. */
export type ConditionChoice = "" | typeof NOT_LISTED | ProductCondition;
export const conditionChoices: ReadonlyArray<{ value: Exclude<ConditionChoice, "">; label: string }> = [
  { value: NOT_LISTED, label: "Not listed" },
  { value: "new", label: "New" },
  { value: "used", label: "Used" },
  { value: "refurbished", label: "Refurbished" },
  { value: "vintage", label: "Vintage" },
];

/**
 * The product context form: what is being sold (free text), each select with its 'Not listed'
 * text, a free-text colour, anything else buyers should know, the condition, the seller's own
 * price, the picked brand profile's id ("" for none) and the output language.
 */
export type ProductContextValues = Record<ProductSelectField, string> &
  Record<`${ProductSelectField}Custom`, string> & {
    product: string;
    color: string;
    additionalContext: string;
    condition: ConditionChoice;
    price: string;
    brandProfileId: string;
    language: LanguageCode;
  };

export const emptyProductContext: ProductContextValues = {
  product: "",
  businessType: "",
  businessTypeCustom: "",
  targetAudience: "",
  targetAudienceCustom: "",
  productType: "",
  productTypeCustom: "",
  style: "",
  styleCustom: "",
  materials: "",
  materialsCustom: "",
  size: "",
  sizeCustom: "",
  occasion: "",
  occasionCustom: "",
  color: "",
  additionalContext: "",
  condition: "",
  price: "",
  brandProfileId: "",
  language: DEFAULT_LANGUAGE,
};

/** The context as the requests carry it: 'Not listed' replaced by its text, blanks left out. */
export function toProductContext(values: ProductContextValues): ProductContext {
  const context: ProductContext = {};
  const product = values.product.trim();
  if (product) context.product = product;
  for (const field of productSelectFields) {
    const value = resolveOptionValue(values[field], values[`${field}Custom`]);
    if (value) context[field] = value;
  }
  const color = knownValue(values.color);
  if (color) context.color = color;
  return context;
}

/** The image a listing is written from: the seller's upload, or the AI image. */
export type ListingImage =
  | { kind: "upload"; objectPath: string; previewUrl: string }
  | { kind: "ai"; url: string; objectPath: string };

/** The listing-only fields as the request carries them: blanks and 'Not listed' left out. */
function listingDetails(
  values: ProductContextValues,
): Pick<ListingGenerationRequest, "additionalContext" | "condition" | "price"> {
  const details: Pick<ListingGenerationRequest, "additionalContext" | "condition" | "price"> = {};
  const additionalContext = values.additionalContext.trim();
  if (additionalContext) details.additionalContext = additionalContext;
  const condition = productConditions.find((value) => value === values.condition);
  if (condition) details.condition = condition;
  const price = values.price.trim();
  if (price) details.price = price;
  return details;
}

/** `profile`: the picked brand profile, whose id and voice go along (the server fills in the rest). */
export function toListingRequest(
  values: ProductContextValues,
  image: ListingImage,
  platforms: readonly MarketplacePlatform[],
  profile: BrandProfile | null = null,
): ListingGenerationRequest {
  return {
    ...(image.kind === "upload" ? { imagePath: image.objectPath } : { imageUrl: image.url }),
    ...toProductContext(values),
    ...listingDetails(values),
    selectedPlatforms: marketplacePlatforms.filter((platform) => platforms.includes(platform)),
    language: values.language,
    ...profileRequestFields(profile),
  };
}

/**
 * The form after picking a brand profile: the fields it has (business type and audience, on
 * this form's lists or as 'Not listed' text) and its language; everything else as it was.
 */
export function withProfile(
  values: ProductContextValues,
  profile: BrandProfile | null,
  language: LanguageCode,
): ProductContextValues {
  const next = { ...values, brandProfileId: profile?.id ?? "" };
  if (!profile) return next;
  for (const field of ["businessType", "targetAudience"] as const) {
    const prefill = optionPrefill(profile[field], productOptions[field]);
    if (!prefill) continue;
    next[field] = prefill.value;
    next[`${field}Custom`] = prefill.custom;
  }
  return { ...next, language };
}

/**
 * AI images need something to draw: a custom prompt, a business type or a product type (spec §4),
 * or what the seller says they are selling.
 */
export function canGenerateImage(values: ProductContextValues, customPrompt: string): boolean {
  const context = toProductContext(values);
  return Boolean(knownValue(customPrompt) || context.product || context.businessType || context.productType);
}

/**
 * The form as the seller's newest listings left it: the settings that belong to the shop rather
 * than the product (business type, audience and language), on the form's lists or as 'Not listed'
 * text. The product's own details start empty as usual. `language` is the listings' language if
 * this server writes it.
 */
export function startingListingContext(
  generation: StoredListingGeneration,
  language: LanguageCode,
): ProductContextValues {
  const values: ProductContextValues = { ...emptyProductContext, language };
  for (const field of ["businessType", "targetAudience"] as const) {
    const prefill = optionPrefill(knownValue(generation[field]) ?? null, productOptions[field]);
    if (!prefill) continue;
    values[field] = prefill.value;
    values[`${field}Custom`] = prefill.custom;
  }
  return values;
}

/** The marketplaces the seller chose last time: those listed and those the writer skipped. */
export function chosenMarketplaces(generation: StoredListingGeneration): MarketplacePlatform[] {
  const chosen = new Set<MarketplacePlatform>([
    ...generation.selectedPlatforms,
    ...generation.skipped.map((item) => item.platform),
  ]);
  return marketplacePlatforms.filter((platform) => chosen.has(platform));
}

/** True while the form holds nothing the seller typed or picked. */
export function isUntouchedContext(values: ProductContextValues): boolean {
  return (Object.keys(emptyProductContext) as (keyof ProductContextValues)[]).every(
    (key) => values[key] === emptyProductContext[key],
  );
}
