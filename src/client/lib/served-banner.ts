import { isPromoBanner, type PromoBanner, SERVED_BANNER_ELEMENT_ID } from "../../domain/promo-banner";

let prerenderBanner: PromoBanner | null = null;
let fromDocument: PromoBanner | null | undefined;

/** Build time only (prerender.tsx): the banner the page being written should carry. */
export function setPrerenderBanner(banner: PromoBanner | null): void {
  prerenderBanner = banner;
}

/**
 * The banner the server wrote into this page's HTML (domain/promo-banner.ts SERVED_BANNER_ELEMENT_ID),
 * or null. Read once: it is the banner the first render, and so hydration, must show.
 */
export function servedBanner(): PromoBanner | null {
  if (typeof document === "undefined") return prerenderBanner;
  if (fromDocument === undefined) {
    const json = document.getElementById(SERVED_BANNER_ELEMENT_ID)?.textContent;
    const parsed = json ? safeJson(json) : null;
    fromDocument = isPromoBanner(parsed) ? { text: parsed.text, url: parsed.url } : null;
  }
  return fromDocument;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
