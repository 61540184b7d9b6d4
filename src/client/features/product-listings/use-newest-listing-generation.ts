import { useQuery } from "@tanstack/react-query";
import type { StoredListingGeneration } from "../../../domain/listings";
import { apiRequest } from "../../lib/api-client";
import { listingGenerationsQueryKey } from "../../lib/query-keys";

/** Under the history list's key, so new listings (which refresh the list) refresh this too. */
export const newestListingGenerationQueryKey = [...listingGenerationsQueryKey, "newest"] as const;

/** GET /api/product-listings?limit=1: the seller's newest listings, or null before their first. */
export async function fetchNewestListingGeneration(): Promise<StoredListingGeneration | null> {
  const res = await apiRequest("GET", `${listingGenerationsQueryKey[0]}?limit=1`);
  const generations = (await res.json()) as StoredListingGeneration[];
  return generations[0] ?? null;
}

/** The settings the seller used last: the listing generator starts from them. */
export function useNewestListingGeneration() {
  return useQuery({ queryKey: newestListingGenerationQueryKey, queryFn: fetchNewestListingGeneration });
}
