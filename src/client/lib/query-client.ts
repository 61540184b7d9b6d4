import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/**
 * The spec's cache defaults (supporting-areas §9): data never goes stale by itself, no refetch on
 * window focus, no polling unless a query asks for it, no retries for queries or mutations.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
