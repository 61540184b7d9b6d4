import OpenAI from "openai";
import { AppError } from "../../lib/app-error";
import type { ProductImageProvider } from "./product-image-provider";

export interface OpenAiImagesOptions {
  baseURL?: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The OpenAI-compatible images API (gpt-image-1, dall-e-3, or a local server speaking it). */
export function createOpenAiImages(options: OpenAiImagesOptions): ProductImageProvider {
  const client = new OpenAI({
    apiKey: options.apiKey || "not-needed-for-local-servers",
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 120_000,
    maxRetries: 1,
    fetch: options.fetch,
  });
  return {
    model: options.model,
    async generate(prompt: string): Promise<Buffer> {
      try {
        const response = await client.images.generate({
          model: options.model,
          prompt,
          n: 1,
          size: "1024x1024",
          // gpt-image models always answer base64 and reject this field; dall-e needs it for base64.
          ...(options.model.startsWith("dall-e") ? { response_format: "b64_json" as const } : {}),
        });
        const first = response.data?.[0];
        if (first?.b64_json) return Buffer.from(first.b64_json, "base64");
        if (first?.url) {
          const download = await fetch(first.url, { signal: AbortSignal.timeout(30_000) });
          if (download.ok) return Buffer.from(await download.arrayBuffer());
        }
        throw new Error("the images API returned no image");
      } catch (error) {
        throw new AppError(
          "bad_gateway",
          "The AI image service is not available right now. Please try again or upload your own photo.",
          {
            cause: error,
          },
        );
      }
    },
  };
}
