import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SocialGenerationResult } from "../../../domain/social";
import { apiRequest } from "../../lib/api-client";
import { socialPostsQueryKey } from "../../lib/query-keys";

/** A stored generation as GET /api/social-media/posts lists it: the result plus its brief. */
export type StoredSocialPost = SocialGenerationResult & {
  businessType: string | null;
  brand: string | null;
  targetAudience: string | null;
  tone: string | null;
  campaignGoal: string | null;
  productUrl: string | null;
  additionalContext: string | null;
  status: string;
};

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
