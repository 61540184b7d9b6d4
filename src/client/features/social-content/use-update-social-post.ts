import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SocialGenerationResult, SocialPostUpdate } from "../../../domain/social";
import { apiRequest } from "../../lib/api-client";
import { socialPostsQueryKey } from "../../lib/query-keys";

/** PATCH /api/social-media/posts/:id (owner only): the stored post after the server's normaliser. */
export async function updateSocialPost({
  id,
  update,
}: {
  id: string;
  update: SocialPostUpdate;
}): Promise<SocialGenerationResult> {
  const res = await apiRequest("PATCH", `/api/social-media/posts/${encodeURIComponent(id)}`, update);
  return (await res.json()) as SocialGenerationResult;
}

export function useUpdateSocialPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSocialPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialPostsQueryKey }),
  });
}
