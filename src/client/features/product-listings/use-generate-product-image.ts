import { useMutation } from "@tanstack/react-query";
import type { ProductImageRequest, ProductImageResult } from "../../../domain/ai-image";
import { apiRequest } from "../../lib/api-client";

/**
 * POST /api/ai/generate-product-image (Pro): `{url, objectPath}`, or `{canProceedWithoutImage,
 * fallbackMessage}` when no image can be made; 403 `pro_required` for Free accounts.
 */
export async function generateProductImage(body: ProductImageRequest): Promise<ProductImageResult> {
  const res = await apiRequest("POST", "/api/ai/generate-product-image", body);
  return (await res.json()) as ProductImageResult;
}

export function useGenerateProductImage() {
  return useMutation({ mutationFn: generateProductImage });
}
