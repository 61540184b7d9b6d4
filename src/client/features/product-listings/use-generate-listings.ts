import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListingGenerationRequest, ListingGenerationResult } from "../../../domain/listings";
import { apiRequest } from "../../lib/api-client";
import { listingGenerationsQueryKey, usageStatusQueryKey } from "../../lib/query-keys";

/** POST /api/product-listings/generate: a listing per selected marketplace; 402 at the Free limit. */
export async function generateListings(body: ListingGenerationRequest): Promise<ListingGenerationResult> {
  const res = await apiRequest("POST", "/api/product-listings/generate", body);
  return (await res.json()) as ListingGenerationResult;
}

export function useGenerateListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateListings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingGenerationsQueryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usageStatusQueryKey }),
  });
}
