import type { AppConfig } from "../../config";
import { resolveContentEngine, resolveImageGeneration } from "../../modules/site-config/service";
import { createOpenAiImages } from "../product-image/openai-images";
import type { ProductImageProvider } from "../product-image/product-image-provider";
import { createBuiltinProvider } from "./builtin/builtin-provider";
import type { GenerationProvider } from "./generation-provider";
import { createOpenAiProvider } from "./openai/openai-provider";

export interface GenerationProviders {
  text: GenerationProvider;
  /**
   * The same writer for bulk jobs, without the SDK's own retries: the bulk runner retries 429 and
   * 5xx itself, pausing every item of the copy while the model asks to be left alone.
   */
  bulkText: GenerationProvider;
  /** null when no image model is configured: the endpoint then offers to go on without one. */
  productImage: ProductImageProvider | null;
}

/** The one place that picks the writers, from configuration alone (DESIGN.md §2). */
export function createGenerationProviders(config: AppConfig): GenerationProviders {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, AI_TEXT_MODEL, AI_IMAGE_MODEL, AI_TIMEOUT_MS } = config.raw;
  const openAi = resolveContentEngine(config) === "openai";
  const openAiOptions = {
    apiKey: OPENAI_API_KEY,
    baseURL: OPENAI_BASE_URL,
    model: AI_TEXT_MODEL,
    timeoutMs: AI_TIMEOUT_MS,
  };
  const text = openAi ? createOpenAiProvider(openAiOptions) : createBuiltinProvider();
  const bulkText = openAi ? createOpenAiProvider({ ...openAiOptions, maxRetries: 0 }) : text;
  const productImage =
    resolveImageGeneration(config) && AI_IMAGE_MODEL
      ? createOpenAiImages({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, model: AI_IMAGE_MODEL })
      : null;
  return { text, bulkText, productImage };
}
