import type { ProductImageRequest, ProductImageResult } from "../../../domain/ai-image";
import { knownValue } from "../../../domain/options";
import { hasProAccess } from "../../../domain/plans";
import { AppError } from "../../lib/app-error";
import type { ProductImageProvider } from "../../providers/product-image/product-image-provider";
import type { UserRow } from "../sessions/service";

export interface ProductImageDeps {
  provider: ProductImageProvider | null;
  /** Stores bytes as an upload owned by the user (normalised like any upload). */
  storeImage: (owner: UserRow, buffer: Buffer) => Promise<{ objectPath: string }>;
}

export const IMAGE_GENERATION_OFF_MESSAGE =
  "AI image generation isn't switched on for this workspace yet. Upload a photo of your product instead — a clear, well-lit shot on a plain background works best for listings.";

type ProductImageInput = {
  productContext: NonNullable<ProductImageRequest["productContext"]>;
  customPrompt?: string;
};

/**
 * A product photo from the seller's description (Pro). Free accounts are told why; without an
 * image model the answer says so and lets the seller carry on with an upload. The image is
 * stored as the seller's own upload, so listings can use its objectPath like any other.
 */
export async function generateProductImage(
  deps: ProductImageDeps,
  user: UserRow,
  input: ProductImageInput,
): Promise<ProductImageResult> {
  if (!hasProAccess(user)) {
    throw new AppError(
      "pro_required",
      "AI image generation is a Pro feature. Upgrade to Pro to create product images with AI.",
    );
  }
  const context = input.productContext;
  const customPrompt = knownValue(input.customPrompt);
  if (
    !customPrompt &&
    !knownValue(context.product) &&
    !knownValue(context.businessType) &&
    !knownValue(context.productType)
  ) {
    throw new AppError(
      "bad_request",
      "Describe the image you want, say what you are selling, or choose a business type or product type first",
    );
  }
  if (!deps.provider) return { canProceedWithoutImage: true, fallbackMessage: IMAGE_GENERATION_OFF_MESSAGE };
  const buffer = await deps.provider.generate(productImagePrompt(context, customPrompt));
  const { objectPath } = await deps.storeImage(user, buffer);
  return { url: objectPath, objectPath };
}

/** A product-photography prompt; the seller's words describe the product and are quoted as such. */
export function productImagePrompt(
  context: ProductImageInput["productContext"],
  customPrompt?: string,
): string {
  const product = [
    knownValue(context.color),
    knownValue(context.style),
    knownValue(context.materials),
    knownValue(context.productType) ?? "product",
  ]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  const details = [
    knownValue(context.size) && `size ${knownValue(context.size)}`,
    knownValue(context.occasion) && `suited to ${knownValue(context.occasion)?.toLowerCase()}`,
    knownValue(context.businessType) && `sold by a ${knownValue(context.businessType)?.toLowerCase()} shop`,
    knownValue(context.targetAudience) && `for ${knownValue(context.targetAudience)?.toLowerCase()}`,
  ].filter(Boolean);
  const sellerProduct = knownValue(context.product);
  const parts = [
    `Professional e-commerce product photo of a ${product}${details.length ? `, ${details.join(", ")}` : ""}.`,
    sellerProduct ? `The product, in the seller's words: "${quoted(sellerProduct, 200)}".` : "",
    customPrompt ? `The seller describes it as: "${quoted(customPrompt, 800)}".` : "",
    "Centered, soft studio lighting, plain white background, sharp focus, no text, no watermark, no people.",
  ];
  return parts.filter(Boolean).join(" ");
}

/** The seller's words as a quotation: no quote marks or line breaks of their own, bounded. */
function quoted(text: string, max: number): string {
  return text.replace(/["\n\r]+/g, " ").slice(0, max);
}
