import type { AppConfig } from "../../config";
import { resolveContentEngine, resolveImageGeneration } from "../../modules/site-config/service";
import type { ProductImageProvider } from "../product-image/product-image-provider";
import { createBuiltinProvider } from "./builtin/builtin-provider";
import type { GenerationProvider } from "./generation-provider";

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
export async function createGenerationProviders(config: AppConfig): Promise<GenerationProviders> {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, AI_TEXT_MODEL, AI_IMAGE_MODEL, AI_TIMEOUT_MS } = config.raw;
  const openAi = resolveContentEngine(config) === "openai";
  const openAiOptions = {
    apiKey: OPENAI_API_KEY,
    baseURL: OPENAI_BASE_URL,
    model: AI_TEXT_MODEL,
    timeoutMs: AI_TIMEOUT_MS,
  };
  const wantsImages = Boolean(resolveImageGeneration(config) && AI_IMAGE_MODEL);
  // The OpenAI SDK (and the language detector its writer checks replies with) is loaded only
  // where a model is configured: the builtin writer needs neither.
  const { createOpenAiProvider } = openAi ? await import("./openai/openai-provider") : {};
  const { createOpenAiImages } = wantsImages ? await import("../product-image/openai-images") : {};
  const text = createOpenAiProvider ? createOpenAiProvider(openAiOptions) : createBuiltinProvider();
  const bulkText = createOpenAiProvider ? createOpenAiProvider({ ...openAiOptions, maxRetries: 0 }) : text;
  const productImage =
    createOpenAiImages && AI_IMAGE_MODEL
      ? createOpenAiImages({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, model: AI_IMAGE_MODEL })
      : null;
  return { text, bulkText, productImage };
}
