import type { AnalyzeImageResult } from "../../../domain/ai-image";
import { apiRequest } from "../../lib/api-client";

/** POST /api/ai/analyze-image with the image's bytes (base64 or a data URL): the model's description and the measured facts. */
export async function analyzeImage(body: { imageBase64: string }): Promise<AnalyzeImageResult> {
  const res = await apiRequest("POST", "/api/ai/analyze-image", body);
  return (await res.json()) as AnalyzeImageResult;
}
