import { useInfiniteQuery } from "@tanstack/react-query";
import { TOTAL_COUNT_HEADER } from "../../../domain/history";
import type { StoredListingGeneration } from "../../../domain/listings";
import type { StoredSocialPost } from "../../../domain/social";
import { apiRequest } from "../../lib/api-client";
import { listingGenerationsQueryKey, socialPostsQueryKey } from "../../lib/query-keys";
import { type HistoryFilters, historyApiQuery, nextCursorFrom } from "./history-filters";

/** One page of History as the server sent it. */
export interface HistoryPageReply<T> {
  items: T[];
  /** The next page's cursor (from the `Link` header); null on the last page. */
  next: string | null;
  /** How many generations match the filters over every page (`X-Total-Count`). */
  total: number;
}

async function fetchHistoryPage<T>(path: string, filters: HistoryFilters, cursor: string | null) {
  const res = await apiRequest("GET", `${path}${historyApiQuery(filters, cursor)}`);
  const items = (await res.json()) as T[];
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER));
  return {
    items,
    next: nextCursorFrom(res.headers.get("Link")),
    total: Number.isFinite(total) ? total : items.length,
  } satisfies HistoryPageReply<T>;
}

/**
 * Pages of History under the list's own key, so a generation, an edit or a rewrite (which
 * invalidate that key) refreshes what History shows. "Show more" fetches the next page.
 */
function useHistoryPages<T>(key: readonly [string], filters: HistoryFilters) {
  const query = useInfiniteQuery({
    queryKey: [...key, "history", filters],
    queryFn: ({ pageParam }) => fetchHistoryPage<T>(key[0], filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // Filters change as the seller types: the list shown stays until the new one arrives.
    placeholderData: (previous) => previous,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    items: pages.flatMap((page) => page.items),
    total: pages[0]?.total ?? 0,
  };
}

export function useSocialHistory(filters: HistoryFilters) {
  return useHistoryPages<StoredSocialPost>(socialPostsQueryKey, filters);
}

export function useListingHistory(filters: HistoryFilters) {
  return useHistoryPages<StoredListingGeneration>(listingGenerationsQueryKey, filters);
}
