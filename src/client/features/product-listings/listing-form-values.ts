import type { ProductContext } from "../../../domain/ai-image";
import type { BrandProfile } from "../../../domain/brand-profiles";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../../domain/languages";
import {
  type ListingDetails,
  type ListingDetailsInput,
  listingConditions,
  readPriceAmount,
  writerConditionOf,
} from "../../../domain/listing-details";
import type { ListingGenerationRequest, StoredListingGeneration } from "../../../domain/listings";
import { knownValue, productOptions } from "../../../domain/options";
import { type MarketplacePlatform, marketplacePlatforms } from "../../../domain/platforms";
import {
  emptyListingDefaultsText,
  type ListingDefaultsText,
  listingDefaultsOf,
  listingDefaultsTextOf,
  numberOf,
  withListingDefaults,
} from "../../components/generator/listing-defaults-text";
import { resolveOptionValue } from "../../components/generator/option-select-field";
import { optionPrefill, profileRequestFields } from "../brand-profiles/profile-prefill";

export { type ConditionChoice, conditionChoices } from "../../components/generator/listing-defaults-text";

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

/** One variant row of the form, as typed. */
export interface VariantRow {
  /** Stable for React keys and focus while rows move. */
  key: string;
  value: string;
  price: string;
  quantity: string;
  sku: string;
}

/**
 * The product context form: what is being sold (free text), each select with its 'Not listed'
 * text, a free-text colour, anything else buyers should know, the condition, the seller's own
 * price, the picked brand profile's id ("" for none) and the output language.
 */
export type ProductContextValues = Record<ProductSelectField, string> &
  Record<`${ProductSelectField}Custom`, string> &
  /** Listing details (src/domain/listing-details.ts), as typed: the condition, stock, brand… */
  ListingDefaultsText & {
    product: string;
    color: string;
    additionalContext: string;
    price: string;
    brandProfileId: string;
    language: LanguageCode;
    sku: string;
    variantOption: string;
    variants: VariantRow[];
    /** The photos after the main one, in order (`/objects/uploads/<id>`). */
    photos: string[];
  };

const NO_VARIANTS: VariantRow[] = [];
const NO_PHOTOS: string[] = [];

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
  price: "",
  brandProfileId: "",
  language: DEFAULT_LANGUAGE,
  ...emptyListingDefaultsText,
  sku: "",
  variantOption: "",
  variants: NO_VARIANTS,
  photos: NO_PHOTOS,
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
type ListingFields = Pick<ListingGenerationRequest, "additionalContext" | "condition" | "price" | "details">;
function listingFields(values: ProductContextValues): ListingFields {
  const fields: ListingFields = {};
  const additionalContext = values.additionalContext.trim();
  if (additionalContext) fields.additionalContext = additionalContext;
  // The writer reads the coarser condition; details carry the seller's exact one.
  const condition = listingConditions.find((value) => value === values.condition);
  if (condition) fields.condition = writerConditionOf(condition);
  const price = values.price.trim();
  if (price) fields.price = price;
  const details = listingDetailsOf(values);
  if (Object.keys(details).length > 0) fields.details = details;
  return fields;
}

/** A price as typed ("24,50") as the amount the request carries; unreadable text goes as is. */
function priceOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return readPriceAmount(trimmed) ?? (trimmed as unknown as number);
}

/** The details the seller filled in; every blank left out. */
export function listingDetailsOf(values: ProductContextValues): ListingDetailsInput {
  // The fields a brand profile can hold too (quantity, condition, brand, weight, package size…).
  const details: ListingDetailsInput = listingDefaultsOf(values);
  const text = (value: string) => value.trim() || undefined;
  if (text(values.sku)) details.sku = text(values.sku);
  const rows = values.variants.filter((row) => row.value.trim() || row.price.trim() || row.sku.trim());
  if (rows.length > 0) {
    details.variants = {
      option: values.variantOption.trim(),
      values: rows.map((row) => ({
        value: row.value.trim(),
        ...(priceOf(row.price) === undefined ? {} : { price: priceOf(row.price) }),
        ...(numberOf(row.quantity) === undefined ? {} : { quantity: numberOf(row.quantity) }),
        ...(text(row.sku) ? { sku: text(row.sku) } : {}),
      })),
    };
  }
  if (values.photos.length > 0) details.photos = [...values.photos];
  return details;
}

/**
 * The form's fields for stored details (a generation opened again): the inverse of
 * listingDetailsOf, so reopening a listing shows its stock, SKU, condition, brand, variants,
 * weight, package size and further photos as the seller left them.
 */
export function formValuesOfDetails(details: ListingDetails | undefined): Partial<ProductContextValues> {
  if (!details) return {};
  const text = (value: number | undefined) => (value === undefined ? "" : String(value));
  // Without a condition of its own, the form keeps the one it has (the writer's, from the brief).
  const { condition, ...shared } = listingDefaultsTextOf(details);
  return {
    ...shared,
    ...(condition ? { condition } : {}),
    sku: details.sku ?? "",
    variantOption: details.variants?.option ?? "",
    variants: (details.variants?.values ?? []).map((variant, index) => ({
      key: `stored-${index}`,
      value: variant.value,
      price: text(variant.price),
      quantity: text(variant.quantity),
      sku: variant.sku ?? "",
    })),
    photos: [...(details.photos ?? [])],
  };
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
    // A photo that became the main one is not sent again among the further photos.
    ...listingFields({ ...values, photos: values.photos.filter((path) => path !== image.objectPath) }),
    selectedPlatforms: marketplacePlatforms.filter((platform) => platforms.includes(platform)),
    language: values.language,
    ...profileRequestFields(profile),
  };
}

/**
 * The form after picking a brand profile: the fields it has (business type and audience, on
 * this form's lists or as 'Not listed' text) and its language; everything else as it was.
 * Its listing defaults (condition, quantity, product brand, weight, package size) fill only the
 * details the seller left empty; `previous`, the profile picked until now, takes back the
 * defaults it filled in that the seller did not change (withListingDefaults says the rule).
 */
export function withProfile(
  values: ProductContextValues,
  profile: BrandProfile | null,
  language: LanguageCode,
  previous: BrandProfile | null = null,
): ProductContextValues {
  const next = withListingDefaults(
    { ...values, brandProfileId: profile?.id ?? "" },
    profile?.listingDefaults,
    previous?.listingDefaults,
  );
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
