import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SocialGenerationRequest, SocialGenerationResult } from "../../../domain/social";
import { apiRequest } from "../../lib/api-client";
import { socialPostsQueryKey, usageStatusQueryKey } from "../../lib/query-keys";

/**
 * POST /api/social-media/generate: captions for the selected platforms, hashtags and a schedule.
 * 402 `limit_reached` when a Free account has used its generations.
 */
export async function generateSocialContent(body: SocialGenerationRequest): Promise<SocialGenerationResult> {
  const res = await apiRequest("POST", "/api/social-media/generate", body);
  return (await res.json()) as SocialGenerationResult;
}

/** Every run, good or bad, refreshes the usage card; a new post also refreshes the history. */
export function useGenerateSocialContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSocialContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialPostsQueryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usageStatusQueryKey }),
  });
}
