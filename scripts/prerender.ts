/**
 * Build step after `vite build` (client) and `vite build --ssr` (src/client/prerender.tsx): writes
 * each public page's first render into a copy of index.html under dist/client/prerendered/, with
 * brotli and gzip copies beside it like every other built file. The server sends these to visitors
 * without a session cookie (src/server/plugins/client.ts); main.tsx hydrates them.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { BANNER_PLACEHOLDER, type PromoBanner } from "../src/domain/promo-banner";
import {
  bannerTemplateFileOf,
  memberPreviewFileOf,
  prerenderedFileOf,
  prerenderedPagePaths,
  previewedMemberPagePaths,
} from "../src/domain/site-paths";

const clientDir = resolve("dist/client");
const outDir = join(clientDir, "prerendered");
const EMPTY_ROOT = '<div id="root"></div>';

async function main(): Promise<void> {
  const entry = pathToFileURL(resolve("dist/prerender/prerender.js")).href;
  const { renderPage, renderMemberPreview } = (await import(entry)) as {
    renderPage: (path: string, banner?: PromoBanner | null) => Promise<string>;
    renderMemberPreview: (path: string) => Promise<string>;
  };
  const template = readFileSync(join(clientDir, "index.html"), "utf8");
  if (!template.includes(EMPTY_ROOT)) throw new Error(`dist/client/index.html has no ${EMPTY_ROOT}`);

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const path of prerenderedPagePaths) {
    const body = await renderPage(path);
    if (body.includes("Page Not Found")) throw new Error(`${path} prerendered as 'Page Not Found'`);
    const html = pageHtml(template, body);
    const file = join(outDir, prerenderedFileOf(path));
    writeFileSync(file, html);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    console.log(`prerendered ${path.padEnd(18)} ${(html.length / 1024).toFixed(1)} KB`);
    // Pages that show the promo banner also get a copy with its placeholders, which a server with
    // BANNER_TEXT and BANNER_URL fills in (src/server/plugins/served-banner.ts).
    const withBanner = pageHtml(template, await renderPage(path, BANNER_PLACEHOLDER));
    if (withBanner !== html) writeFileSync(join(outDir, bannerTemplateFileOf(path)), withBanner);
  }
  // Members' page previews: only the inside of #root, which the server puts in the shell it sends
  // (src/server/plugins/page-shell.ts), with the page's own preload links.
  for (const path of previewedMemberPagePaths) {
    const body = await renderMemberPreview(path);
    writeFileSync(join(outDir, memberPreviewFileOf(path)), body);
    console.log(`member preview ${path.padEnd(15)} ${(body.length / 1024).toFixed(1)} KB`);
  }
  // The server bundle was only needed for this step; it is not served.
  rmSync(resolve("dist/prerender"), { recursive: true, force: true });
}

/**
 * React writes a page's <title> and <meta> (hoistables) at the start of its output; they belong in
 * <head>, where React's hydration looks for them, replacing the template's generic title.
 */
function pageHtml(template: string, body: string): string {
  const hoisted = /^(?:<(?:title>[^<]*<\/title|meta [^>]*|link [^>]*)>)+/.exec(body)?.[0] ?? "";
  const content = body.slice(hoisted.length);
  const head = hoisted.includes("<title>") ? template.replace(/<title>[^<]*<\/title>\s*/, "") : template;
  return head.replace("</head>", `${hoisted}</head>`).replace(EMPTY_ROOT, `<div id="root">${content}</div>`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
