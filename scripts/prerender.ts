/**
 * Build step after the client and the build-time server bundle (src/client/prerender.tsx), run by
 * scripts/build.ts in the build's own folder: writes each public page's first render into a copy
 * of index.html under <client>/prerendered/, with brotli and gzip copies beside it like every other
 * built file. The server sends these to visitors without a session cookie
 * (src/server/plugins/client.ts); main.tsx hydrates them. A page React could not render throws
 * (prerender.tsx): the build fails rather than ship a shell, and src/build/check-prerendered.ts
 * checks what was written before it is served.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { EMPTY_ROOT, pageHtml } from "../src/build/page-html";
import { BANNER_PLACEHOLDER, type PromoBanner } from "../src/domain/promo-banner";
import {
  bannerTemplateFileOf,
  memberPreviewFileOf,
  prerenderedFileOf,
  prerenderedPagePaths,
  previewedMemberPagePaths,
} from "../src/domain/site-paths";

/** `clientDir`: the client build (its index.html is the template); `ssrDir`: the server bundle's. */
export async function prerender(clientDir: string, ssrDir: string): Promise<void> {
  const outDir = join(clientDir, "prerendered");
  const entry = pathToFileURL(join(ssrDir, "prerender.js")).href;
  const { renderPage, renderMemberPreview } = (await import(entry)) as {
    renderPage: (path: string, banner?: PromoBanner | null) => Promise<string>;
    renderMemberPreview: (path: string) => Promise<string>;
  };
  const template = readFileSync(join(clientDir, "index.html"), "utf8");
  if (!template.includes(EMPTY_ROOT)) throw new Error(`${clientDir}/index.html has no ${EMPTY_ROOT}`);

  mkdirSync(outDir, { recursive: true });
  for (const path of prerenderedPagePaths) {
    const body = await rendered(path, () => renderPage(path));
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
    const withBanner = pageHtml(template, await rendered(path, () => renderPage(path, BANNER_PLACEHOLDER)));
    if (withBanner !== html) writeFileSync(join(outDir, bannerTemplateFileOf(path)), withBanner);
  }
  // Members' page previews: only the inside of #root, which the server puts in the shell it sends
  // (src/server/plugins/page-shell.ts), with the page's own preload links.
  for (const path of previewedMemberPagePaths) {
    const body = await rendered(path, () => renderMemberPreview(path));
    writeFileSync(join(outDir, memberPreviewFileOf(path)), body);
    console.log(`member preview ${path.padEnd(15)} ${(body.length / 1024).toFixed(1)} KB`);
  }
}

/** The page's HTML; an error names the page. */
async function rendered(path: string, render: () => Promise<string>): Promise<string> {
  try {
    return await render();
  } catch (error) {
    throw new Error(
      `prerendering ${path} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}
