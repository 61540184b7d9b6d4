import { z } from "zod";

/**
 * GET /api/config: what this server is configured with, for public pages that must tell the
 * truth about it (which writer serves, whether AI images and billing are on, banner, analytics).
 * Never carries a secret.
 */
export const contentEngines = ["builtin", "openai"] as const;
export type ContentEngine = (typeof contentEngines)[number];

export const billingModes = ["stripe", "demo", "off"] as const;
export type BillingMode = (typeof billingModes)[number];

export const siteConfigSchema = z.object({
  engine: z.enum(contentEngines),
  /** The configured text model name when the engine is `openai` and one is set; otherwise null. */
  textModel: z.string().nullable(),
  imageGeneration: z.boolean(),
  billing: z.enum(billingModes),
  banner: z.object({ text: z.string(), url: z.string() }).nullable(),
  analyticsId: z.string().nullable(),
  supportEmail: z.string(),
  /**
   * Marketplace exports: `publicImageLinks` is true when marketplaces can fetch listing photos
   * from this server (APP_ORIGIN is a public address), so the import files carry image links.
   */
  exports: z.object({ publicImageLinks: z.boolean() }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
