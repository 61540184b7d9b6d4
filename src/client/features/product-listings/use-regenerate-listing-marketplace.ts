import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FactSheet } from "../../../domain/fact-sheet";
import type { ListingGenerationResult, ListingMarketplaceRewrite } from "../../../domain/listings";
import type { MarketplacePlatform } from "../../../domain/platforms";
import { apiRequest } from "../../lib/api-client";
import { listingGenerationsQueryKey, usageStatusQueryKey } from "../../lib/query-keys";

/**
 * POST /api/product-listings/:id/regenerate: one marketplace's listing written again and saved in
 * place (the others keep theirs). One listing generation; 402 `limit_reached` on Free at the limit.
 */
export async function regenerateListingMarketplace({
  id,
  platform,
  facts,
}: {
  id: string;
  platform: MarketplacePlatform;
  /** "What we understood" as on screen: the rewrite keeps to it. */
  facts?: FactSheet;
}): Promise<ListingGenerationResult> {
  const body: ListingMarketplaceRewrite = facts ? { platform, facts } : { platform };
  const res = await apiRequest("POST", `/api/product-listings/${encodeURIComponent(id)}/regenerate`, body);
  return (await res.json()) as ListingGenerationResult;
}

export function useRegenerateListingMarketplace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateListingMarketplace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingGenerationsQueryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usageStatusQueryKey }),
  });
}
