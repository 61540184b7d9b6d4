import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import { BANNER_PLACEHOLDER, type PromoBanner, SERVED_BANNER_ELEMENT_ID } from "../../domain/promo-banner";
import { bannerTemplateFileOf, prerenderedPagePaths } from "../../domain/site-paths";

/**
 * The promo banner in the first HTML (domain/promo-banner.ts says why). Two parts:
 * - `bannerDataScript`: the banner as JSON in the document, which the client's first render (and
 *   hydration) shows until GET /api/config answers (client lib/served-banner.ts);
 * - `bannerPagesIn`: the prerendered banner pages with the placeholders filled in and that script
 *   added, built once at start, and compressed once (see BannerPage).
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

/**
 * A filled-in banner page. Its brotli (best quality) and gzip copies are made once, off the event
 * loop, right after start; until they are ready the page goes out as HTML and the compression
 * plugin compresses it per request, as it does any dynamic reply.
 */
export interface BannerPage {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Path → each prerendered page that shows the banner; empty without a banner. */
export function bannerPagesIn(clientDir: string, banner: PromoBanner | null): Map<string, BannerPage> {
  const pages = new Map<string, BannerPage>();
  if (!banner) return pages;
  for (const path of prerenderedPagePaths) {
    const file = join(clientDir, "prerendered", bannerTemplateFileOf(path));
    if (!existsSync(file)) continue;
    const page: BannerPage = { html: fillBannerTemplate(readFileSync(file, "utf8"), banner) };
    pages.set(path, page);
    void compressPage(page);
  }
  return pages;
}

async function compressPage(page: BannerPage): Promise<void> {
  const bytes = Buffer.from(page.html);
  // A failure only means the page keeps going out compressed per request.
  const [br, gzipped] = await Promise.all([
    brotliAsync(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).catch(() => undefined),
    gzipAsync(bytes, { level: zlibConstants.Z_BEST_COMPRESSION }).catch(() => undefined),
  ]);
  page.br = br;
  page.gzip = gzipped;
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
