import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { listingGenerationsQueryKey, socialPostsQueryKey } from "../../lib/query-keys";
import type { HistoryTab } from "./history-filters";

const paths: Record<HistoryTab, string> = {
  social: "/api/social-media/posts",
  listings: "/api/product-listings",
};

/**
 * DELETE /api/social-media/posts/:id or /api/product-listings/:id: the generation (and its photo
 * when nothing else uses it). History's lists, and the generator's "newest" settings, refetch.
 */
export function useDeleteGeneration(kind: HistoryTab) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `${paths[kind]}/${encodeURIComponent(id)}`);
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: kind === "social" ? socialPostsQueryKey : listingGenerationsQueryKey,
      }),
  });
}
