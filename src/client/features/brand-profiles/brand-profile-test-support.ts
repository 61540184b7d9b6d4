// Shared by the brand profile component tests (not a test itself).
import type { BrandProfile } from "../../../domain/brand-profiles";
import type { LanguageCode } from "../../../domain/languages";
import type { SiteConfig } from "../../../domain/site-config";

const builtin: LanguageCode[] = ["en", "es", "fr", "de"];
const every: LanguageCode[] = [
  "en",
  "es",
  "pt",
  "fr",
  "de",
  "it",
  "nl",
  "pl",
  "sv",
  "tr",
  "ja",
  "ko",
  "zh-Hans",
  "zh-Hant",
  "hi",
  "id",
  "vi",
  "th",
  "ar",
  "he",
];

/** GET /api/config of a server on the builtin engine (or, with "openai", on a model). */
export function siteConfig(engine: "builtin" | "openai" = "builtin"): SiteConfig {
  return {
    engine,
    textModel: engine === "openai" ? "gpt-4o-mini" : null,
    imageGeneration: false,
    billing: "demo",
    banner: null,
    analyticsId: null,
    supportEmail: "help@example.com",
    exports: { publicImageLinks: false },
    languages: { available: engine === "builtin" ? builtin : every, byEngine: { builtin, openai: every } },
  };
}

export function brandProfile(overrides: Partial<BrandProfile> = {}): BrandProfile {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    name: "Etsy shop",
    businessType: "Fashion & apparel",
    brand: "Clay & Co",
    targetAudience: "Coffee lovers who buy handmade",
    tone: "Friendly",
    campaignGoal: "Boost sales",
    productUrl: "https://clayco.example/shop",
    hashtags: ["handmade", "pottery"],
    language: "es",
    about: "Two sisters throwing stoneware since 2019.",
    alwaysWords: ["small-batch"],
    neverWords: ["cheap"],
    examplePosts: ["Fresh from the kiln ☕ Made by hand. — Ana & Lu"],
    listingDefaults: null,
    isDefault: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}
