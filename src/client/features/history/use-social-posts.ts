import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StoredSocialPost } from "../../../domain/social";
import { apiRequest } from "../../lib/api-client";
import { socialPostsQueryKey } from "../../lib/query-keys";

/** GET /api/social-media/posts: the caller's past posts, newest first. */
export async function fetchSocialPosts(): Promise<StoredSocialPost[]> {
  const res = await apiRequest("GET", socialPostsQueryKey[0]);
  return (await res.json()) as StoredSocialPost[];
}

export const socialPostsQueryOptions = queryOptions({
  queryKey: socialPostsQueryKey,
  queryFn: fetchSocialPosts,
});

export function useSocialPosts() {
  return useQuery(socialPostsQueryOptions);
}
