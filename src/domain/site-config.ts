import { z } from "zod";
import { languageCodes } from "./languages";
import type { PromoBanner } from "./promo-banner";

/**
 * GET /api/config: what this server is configured with, for public pages that must tell the
 * truth about it (which writer serves, whether AI images and billing are on, banner, analytics).
 * Never carries a secret.
 */
export const contentEngines = ["builtin", "openai"] as const;
export type ContentEngine = (typeof contentEngines)[number];

export const billingModes = ["stripe", "demo", "off"] as const;
export type BillingMode = (typeof billingModes)[number];

/** GET /api/config's `banner` (domain/promo-banner.ts says how pages get it first). */
export const promoBannerSchema = z.object({
  text: z.string(),
  url: z.string(),
}) satisfies z.ZodType<PromoBanner>;

export const siteConfigSchema = z.object({
  engine: z.enum(contentEngines),
  /** The configured text model name when the engine is `openai` and one is set; otherwise null. */
  textModel: z.string().nullable(),
  imageGeneration: z.boolean(),
  billing: z.enum(billingModes),
  banner: promoBannerSchema.nullable(),
  analyticsId: z.string().nullable(),
  supportEmail: z.string(),
  /**
   * Marketplace exports: `publicImageLinks` is true when marketplaces can fetch listing photos
   * from this server (APP_ORIGIN is a public address), so the import files carry image links.
   */
  exports: z.object({ publicImageLinks: z.boolean() }),
  /**
   * The languages content can be written in: `available` by this server's engine (the pickers
   * offer only these), and what each engine writes, so a page can say why the others need a model.
   */
  languages: z.object({
    available: z.array(z.enum(languageCodes)),
    byEngine: z.object({ builtin: z.array(z.enum(languageCodes)), openai: z.array(z.enum(languageCodes)) }),
  }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
