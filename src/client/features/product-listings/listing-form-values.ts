import type { ProductContext } from "../../../domain/ai-image";
import type { ListingGenerationRequest } from "../../../domain/listings";
import { knownValue } from "../../../domain/options";
import { type MarketplacePlatform, marketplacePlatforms } from "../../../domain/platforms";
import { resolveOptionValue } from "../../components/generator/option-select-field";

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

/**
 * The product context form: what is being sold (free text), each select with its 'Not listed'
 * text, and a free-text colour.
 */
export type ProductContextValues = Record<ProductSelectField, string> &
  Record<`${ProductSelectField}Custom`, string> & { product: string; color: string };

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

export function toListingRequest(
  values: ProductContextValues,
  image: ListingImage,
  platforms: readonly MarketplacePlatform[],
): ListingGenerationRequest {
  return {
    ...(image.kind === "upload" ? { imagePath: image.objectPath } : { imageUrl: image.url }),
    ...toProductContext(values),
    selectedPlatforms: marketplacePlatforms.filter((platform) => platforms.includes(platform)),
  };
}

/**
 * AI images need something to draw: a custom prompt, a business type or a product type (spec §4),
 * or what the seller says they are selling.
 */
export function canGenerateImage(values: ProductContextValues, customPrompt: string): boolean {
  const context = toProductContext(values);
  return Boolean(knownValue(customPrompt) || context.product || context.businessType || context.productType);
}
