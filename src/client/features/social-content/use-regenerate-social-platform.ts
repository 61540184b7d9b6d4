import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FactSheet } from "../../../domain/fact-sheet";
import type { SocialPlatform } from "../../../domain/platforms";
import type { SocialPlatformRewrite, StoredSocialPost } from "../../../domain/social";
import { apiRequest } from "../../lib/api-client";
import { socialPostsQueryKey, usageStatusQueryKey } from "../../lib/query-keys";

/**
 * POST /api/social-media/posts/:id/regenerate: one platform's post written again and saved in
 * place (the others keep their text). One social generation; 402 `limit_reached` on Free at the limit.
 */
export async function regenerateSocialPlatform({
  id,
  platform,
  facts,
}: {
  id: string;
  platform: SocialPlatform;
  /** "What we understood" as on screen: the rewrite keeps to it. */
  facts?: FactSheet;
}): Promise<StoredSocialPost> {
  const body: SocialPlatformRewrite = facts ? { platform, facts } : { platform };
  const res = await apiRequest("POST", `/api/social-media/posts/${encodeURIComponent(id)}/regenerate`, body);
  return (await res.json()) as StoredSocialPost;
}

export function useRegenerateSocialPlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateSocialPlatform,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialPostsQueryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usageStatusQueryKey }),
  });
}
