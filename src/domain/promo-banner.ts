/**
 * The promo banner (spec core-product §2): BANNER_TEXT linking to BANNER_URL. No zod here: the
 * landing page reads the banner from its HTML, and zod would add 22 KB to its script.
 *
 * The banner is in the first HTML a page sends, not added once GET /api/config answers: arriving
 * later it pushed the header down under a visitor's pointer (a click meant for "Features" hit the
 * page instead). The prerender writes each banner page a second time with BANNER_PLACEHOLDER; the
 * server fills it in (plugins/served-banner.ts) and puts the banner's data in the document under
 * SERVED_BANNER_ELEMENT_ID, from which the client's first render (and hydration) draws it.
 */
export interface PromoBanner {
  text: string;
  url: string;
}

export const SERVED_BANNER_ELEMENT_ID = "promo-banner";

export const BANNER_PLACEHOLDER: PromoBanner = {
  text: "@@BANNER_TEXT@@",
  url: "https://banner.invalid/@@BANNER_URL@@",
};

export function isPromoBanner(value: unknown): value is PromoBanner {
  if (typeof value !== "object" || value === null) return false;
  const { text, url } = value as Record<string, unknown>;
  return typeof text === "string" && typeof url === "string";
}
