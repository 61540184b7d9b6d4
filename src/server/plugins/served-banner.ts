import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BANNER_PLACEHOLDER, type PromoBanner, SERVED_BANNER_ELEMENT_ID } from "../../domain/promo-banner";
import { bannerTemplateFileOf, prerenderedPagePaths } from "../../domain/site-paths";

/**
 * The promo banner in the first HTML (domain/promo-banner.ts says why). Two parts:
 * - `bannerDataScript`: the banner as JSON in the document, which the client's first render (and
 *   hydration) shows until GET /api/config answers (client lib/served-banner.ts);
 * - `bannerPagesIn`: the prerendered banner pages with the placeholders filled in and that script
 *   added, built once at start.
 */
export function bannerDataScript(banner: PromoBanner): string {
  // `<` escaped, so no text can close the script element early.
  const json = JSON.stringify(banner).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${SERVED_BANNER_ELEMENT_ID}">${json}</script>`;
}

/** A banner template (scripts/prerender.ts) filled in for `banner`. */
export function fillBannerTemplate(template: string, banner: PromoBanner): string {
  return template
    .replaceAll(BANNER_PLACEHOLDER.url, escapeHtml(banner.url))
    .replaceAll(BANNER_PLACEHOLDER.text, escapeHtml(banner.text))
    .replace("</head>", `${bannerDataScript(banner)}</head>`);
}

/** Path → HTML of each prerendered page that shows the banner; empty without a banner. */
export function bannerPagesIn(clientDir: string, banner: PromoBanner | null): Map<string, string> {
  const pages = new Map<string, string>();
  if (!banner) return pages;
  for (const path of prerenderedPagePaths) {
    const file = join(clientDir, "prerendered", bannerTemplateFileOf(path));
    if (existsSync(file)) pages.set(path, fillBannerTemplate(readFileSync(file, "utf8"), banner));
  }
  return pages;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
