import { builtinLanguages, type LanguageCode, languageCodes } from "../../../domain/languages";
import type { BillingMode, ContentEngine, SiteConfig } from "../../../domain/site-config";
import type { AppConfig } from "../../config";
import { publicImageLinksEnabled } from "../exports/public-image-links";

/**
 * Which writer serves generation (DESIGN.md §2): an OpenAI-compatible API as soon as a key or a
 * base URL is configured (a local Ollama or llama.cpp server needs no key), else the builtin one.
 */
export function resolveContentEngine(config: AppConfig): ContentEngine {
  return config.raw.OPENAI_API_KEY || config.raw.OPENAI_BASE_URL ? "openai" : "builtin";
}

/** AI product images need the OpenAI-compatible engine and an image model. */
export function resolveImageGeneration(config: AppConfig): boolean {
  return resolveContentEngine(config) === "openai" && Boolean(config.raw.AI_IMAGE_MODEL);
}

/**
 * The billing mode (DESIGN.md §2): an explicit BILLING_PROVIDER wins (stripe only with a secret
 * key, else off); otherwise Stripe when keyed, and without keys the demo checkout outside
 * production and nothing in production, so nobody gets Pro for free by accident.
 */
export function resolveBillingMode(config: AppConfig): BillingMode {
  const { BILLING_PROVIDER, STRIPE_SECRET_KEY } = config.raw;
  if (BILLING_PROVIDER === "stripe") return STRIPE_SECRET_KEY ? "stripe" : "off";
  if (BILLING_PROVIDER) return BILLING_PROVIDER;
  if (STRIPE_SECRET_KEY) return "stripe";
  return config.isProduction ? "off" : "demo";
}

/** The public answer of GET /api/config. */
export function getSiteConfig(config: AppConfig): SiteConfig {
  const engine = resolveContentEngine(config);
  const { BANNER_TEXT, BANNER_URL, ANALYTICS_ID, AI_TEXT_MODEL } = config.raw;
  return {
    engine,
    textModel: engine === "openai" ? (AI_TEXT_MODEL ?? null) : null,
    imageGeneration: resolveImageGeneration(config),
    billing: resolveBillingMode(config),
    banner: BANNER_TEXT && BANNER_URL ? { text: BANNER_TEXT, url: BANNER_URL } : null,
    analyticsId: ANALYTICS_ID ?? null,
    supportEmail: config.supportEmail,
    exports: { publicImageLinks: publicImageLinksEnabled(config.appOrigin) },
    languages: { available: engineLanguages[engine], byEngine: engineLanguages },
  };
}

/**
 * What each engine writes: a model is asked for any of the twenty (and its reply checked); the
 * builtin writer writes the languages it has templates for (a test keeps this list equal to its
 * locale writers).
 */
const engineLanguages: Record<ContentEngine, LanguageCode[]> = {
  builtin: [...builtinLanguages],
  openai: [...languageCodes],
};
