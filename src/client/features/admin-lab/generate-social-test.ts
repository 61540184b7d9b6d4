import type { SocialGenerationRequest, SocialGenerationResult } from "../../../domain/social";
import { apiRequest } from "../../lib/api-client";

/** POST /api/social-media/generate for the admin bulk image test (spec's admin bulk test social request). */
export async function generateSocialTest(body: SocialGenerationRequest): Promise<SocialGenerationResult> {
  const res = await apiRequest("POST", "/api/social-media/generate", body);
  return (await res.json()) as SocialGenerationResult;
}
