import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StoredListingGeneration } from "../../../domain/listings";
import { apiRequest } from "../../lib/api-client";
import { listingGenerationsQueryKey } from "../../lib/query-keys";

/** GET /api/product-listings: the caller's past listing generations, newest first. */
export async function fetchListingGenerations(): Promise<StoredListingGeneration[]> {
  const res = await apiRequest("GET", listingGenerationsQueryKey[0]);
  return (await res.json()) as StoredListingGeneration[];
}

export const listingGenerationsQueryOptions = queryOptions({
  queryKey: listingGenerationsQueryKey,
  queryFn: fetchListingGenerations,
});

export function useListingGenerations() {
  return useQuery(listingGenerationsQueryOptions);
}
