import type { z } from "zod";
import type { testGenerateReplySchema, testGenerateRequestSchema } from "../../../domain/admin";
import { apiRequest } from "../../lib/api-client";

export type TestGenerateRequest = z.input<typeof testGenerateRequestSchema>;
export type TestGenerateReply = z.infer<typeof testGenerateReplySchema>;

/** POST /api/test/generate-content (spec's test-generate request): captions per platform, hashtags, engine. */
export async function generateTestContent(body: TestGenerateRequest): Promise<unknown> {
  const res = await apiRequest("POST", "/api/test/generate-content", body);
  return res.json();
}
