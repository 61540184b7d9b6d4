import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListingGenerationResult, ListingUpdate } from "../../../domain/listings";
import { apiRequest } from "../../lib/api-client";
import { listingGenerationsQueryKey } from "../../lib/query-keys";

/** PATCH /api/product-listings/:id (owner only): the generation after the server's normaliser. */
export async function updateListings({
  id,
  update,
}: {
  id: string;
  update: ListingUpdate;
}): Promise<ListingGenerationResult> {
  const res = await apiRequest("PATCH", `/api/product-listings/${encodeURIComponent(id)}`, update);
  return (await res.json()) as ListingGenerationResult;
}

export function useUpdateListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingGenerationsQueryKey }),
  });
}
