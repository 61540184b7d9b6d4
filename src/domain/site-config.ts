import { z } from "zod";
import { languageCodes } from "./languages";

/**
 * GET /api/config: what this server is configured with, for public pages that must tell the
 * truth about it (which writer serves, whether AI images and billing are on, banner, analytics).
 * Never carries a secret.
 */
export const contentEngines = ["builtin", "openai"] as const;
export type ContentEngine = (typeof contentEngines)[number];

export const billingModes = ["stripe", "demo", "off"] as const;
export type BillingMode = (typeof billingModes)[number];

/** The promo banner (spec core-product §2): BANNER_TEXT linking to BANNER_URL. */
export const promoBannerSchema = z.object({ text: z.string(), url: z.string() });
export type PromoBanner = z.infer<typeof promoBannerSchema>;

/**
 * The banner is in the first HTML a page sends, not added once GET /api/config answers: arriving
 * later it pushed the header down under a visitor's pointer (a click meant for "Features" hit the
 * page instead). The prerender writes each banner page a second time with these placeholders; the
 * server fills them in (plugins/served-banner.ts) and puts the banner's data in the document under
 * SERVED_BANNER_ELEMENT_ID, from which the client's first render (and hydration) draws it.
 */
export const SERVED_BANNER_ELEMENT_ID = "promo-banner";
export const BANNER_PLACEHOLDER: PromoBanner = {
  text: "@@BANNER_TEXT@@",
  url: "https://banner.invalid/@@BANNER_URL@@",
};

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
