import { useQuery } from "@tanstack/react-query";
import type { StoredSocialPost } from "../../../domain/social";
import { apiRequest } from "../../lib/api-client";
import { socialPostsQueryKey } from "../../lib/query-keys";

/** Under the history list's key, so a new post (which refreshes the list) refreshes this too. */
export const newestSocialPostQueryKey = [...socialPostsQueryKey, "newest"] as const;

/** GET /api/social-media/posts?limit=1: the seller's newest post, or null before their first. */
export async function fetchNewestSocialPost(): Promise<StoredSocialPost | null> {
  const res = await apiRequest("GET", `${socialPostsQueryKey[0]}?limit=1`);
  const posts = (await res.json()) as StoredSocialPost[];
  return posts[0] ?? null;
}

/** The brand settings the seller used last: the generator form starts from them. */
export function useNewestSocialPost() {
  return useQuery({ queryKey: newestSocialPostQueryKey, queryFn: fetchNewestSocialPost });
}
