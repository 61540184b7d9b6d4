import {
  BULK_SOCIAL_HASHTAGS,
  type BulkListingContext,
  type BulkSocialContext,
  bulkBusinessTypes,
  bulkTones,
} from "../../../domain/bulk";
import type { ListingGenerationInput } from "../../../domain/listings";
import type { SocialGenerationInput } from "../../../domain/social";
import { productFromFileName } from "./file-name-product";
import type { PhotoListingFields } from "./photo-details";

/** One photo of a job as the item processor sees it. */
export interface BulkItemSource {
  imagePath: string;
  fileName: string;
  product: string | null;
}

/**
 * What the photo shows, most explicit first: the seller's words for this photo, then the job's
 * "What are you selling?", then the file's name when it names a product (the spec's flow told
 * the writer each file's name). The brand's own words are taken out of a file name
 * ("owlbrook-vase.jpg" from Owlbrook Atelier is a vase, not an "owlbrook vase").
 */
export function productFor(
  item: BulkItemSource,
  context: { product?: string; brand?: string },
): string | undefined {
  return (
    item.product?.trim() || context.product || withoutBrand(productFromFileName(item.fileName), context.brand)
  );
}

function withoutBrand(product: string | undefined, brand: string | undefined): string | undefined {
  if (!product || !brand) return product;
  const brandWords = new Set(brand.toLowerCase().split(/[^\p{L}\p{N}']+/u));
  const kept = product.split(" ").filter((word) => !brandWords.has(word));
  return kept.length > 0 ? kept.join(" ") : undefined;
}

/** The bulk page's option values ("ecommerce", "playful") as the words a writer understands. */
const labelOf = (options: readonly { value: string; label: string }[], value: string | undefined) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The spec's bulk request per image: the job's context, the fixed bulk hashtags, this photo. */
export function socialInputFor(context: BulkSocialContext, item: BulkItemSource): SocialGenerationInput {
  return {
    product: productFor(item, context),
    businessType: labelOf(bulkBusinessTypes, context.businessType),
    brand: context.brand,
    targetAudience: context.targetAudience,
    tone: labelOf(bulkTones, context.tone) ?? "Professional",
    campaignGoal: context.campaignGoal,
    productUrl: context.productUrl,
    additionalContext: context.additionalContext,
    hashtags: [...BULK_SOCIAL_HASHTAGS],
    selectedPlatforms: context.selectedPlatforms,
    imagePath: item.imagePath,
    ...voiceOf(context),
  };
}

/**
 * `own`: what the seller filled in for this photo alone: its details (quantity, SKU, condition,
 * brand…) and its own price, which goes to the writer as a single listing request's `price` does.
 */
export function listingInputFor(
  context: BulkListingContext,
  item: BulkItemSource,
  own: PhotoListingFields = {},
): ListingGenerationInput {
  return {
    product: productFor(item, context),
    businessType: labelOf(bulkBusinessTypes, context.businessType),
    targetAudience: context.targetAudience,
    productType: context.productType,
    style: context.style,
    materials: context.materials,
    size: context.size,
    occasion: context.occasion,
    color: context.color,
    tags: context.tags,
    selectedPlatforms: context.selectedPlatforms,
    imagePath: item.imagePath,
    ...(own.price ? { price: own.price } : {}),
    ...(own.details ? { details: own.details } : {}),
    ...voiceOf(context),
  };
}

/** The job's language, brand profile and voice, carried to every photo. */
function voiceOf(context: BulkSocialContext | BulkListingContext) {
  return {
    language: context.language,
    brandProfileId: context.brandProfileId,
    about: context.about,
    alwaysWords: context.alwaysWords,
    neverWords: context.neverWords,
    examplePosts: context.examplePosts,
  };
}
