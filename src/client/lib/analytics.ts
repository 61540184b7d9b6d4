/**
 * Google Analytics 4, only when the server has ANALYTICS_ID (GET /api/config). Without it nothing
 * is loaded and nothing leaves the browser. The CSP allows no inline script, so gtag.js is added
 * by this bundled code and commands go through window.dataLayer, as gtag's own snippet does.
 */
export type AnalyticsEvent = "page_view" | "sign_up" | "login" | "generate_content" | "banner_click";
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

/** The spec's page view fires about a second after a page loads. */
export const PAGE_VIEW_DELAY_MS = 1000;
export const GTAG_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let measurementId: string | null = null;

export function isAnalyticsEnabled(): boolean {
  return measurementId !== null;
}

/** Loads gtag.js once for the given GA4 id; does nothing without an id. */
export function initAnalytics(id: string | null | undefined): void {
  if (!id || measurementId !== null || typeof document === "undefined") return;
  measurementId = id;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js only acts on Arguments objects pushed to dataLayer, exactly like Google's snippet.
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js requires the Arguments object itself
    window.dataLayer?.push(arguments);
  };
  window.gtag("js", new Date());
  // Page views are sent by us (after the delay, also on client-side navigation); no ad signals.
  window.gtag("config", id, {
    send_page_view: false,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Sends one event when analytics is on; a no-op otherwise. */
export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  if (measurementId === null || !window.gtag) return;
  window.gtag("event", event, params);
}

export function trackPageView(path: string): void {
  track("page_view", {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}

/** For the generator pages: one event per successful generation. */
export function trackGenerateContent(contentType: "social_media" | "product_listing" | "bulk_social"): void {
  track("generate_content", { content_type: contentType });
}

/** Test hook: forget the loaded id. */
export function resetAnalyticsForTests(): void {
  measurementId = null;
}
