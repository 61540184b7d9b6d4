import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PromoBanner } from "../../domain/promo-banner";
import { memberPreviewFileOf, pageModules, previewedMemberPagePaths } from "../../domain/site-paths";
import { bannerDataScript } from "./served-banner";

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json), as far as we read it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Who asks for a page: decided from the cookie alone (no session lookup for an HTML shell). */
export type ShellVisitor = "visitor" | "member";

/**
 * The app's HTML shell (index.html) fitted to the page asked for, for pages the browser renders
 * itself. Two changes, both in the document so they cost no round trip:
 * - the page's own code: `<link rel="modulepreload">` for the page's chunk and everything it imports
 *   that the entry does not, and its stylesheets. Without them the browser learns of the page's
 *   code only once the entry has downloaded, run and matched the route: a second round trip on
 *   the critical path of every page a signed-in seller opens.
 * - for a request with no session cookie, `data-signed-out` on #root: the visitor cannot be signed
 *   in, so the client does not ask GET /api/auth/user (whose 401 the browser logs as an error).
 * - with a promo banner configured, its data (served-banner.ts), so a page showing it has it in its
 *   first render.
 * - for a member on a page with a preview (site-paths.ts `previewedMemberPagePaths`), that preview
 *   inside #root, marked `data-member-preview`: the page's top paints with this HTML, and main.tsx
 *   renders the page over it once the sign-in state and the page's code are in.
 * Shells are built once per (page, visitor) and kept; a build without a manifest gets the plain shell.
 */
export class PageShell {
  private readonly built = new Map<string, string>();

  private constructor(
    private readonly template: string,
    private readonly manifest: Manifest | null,
    private readonly banner: PromoBanner | null,
    private readonly previews: ReadonlyMap<string, string>,
  ) {}

  static load(clientDir: string, banner: PromoBanner | null = null): PageShell | null {
    const indexFile = join(clientDir, "index.html");
    if (!existsSync(indexFile)) return null;
    const manifestFile = join(clientDir, ".vite", "manifest.json");
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest)
      : null;
    const previews = new Map<string, string>();
    for (const path of previewedMemberPagePaths) {
      const file = join(clientDir, "prerendered", memberPreviewFileOf(path));
      if (existsSync(file)) previews.set(path, readFileSync(file, "utf8"));
    }
    return new PageShell(readFileSync(indexFile, "utf8"), manifest, banner, previews);
  }

  /** The HTML for `path` (no query) as `visitor` would see it. */
  html(path: string, visitor: ShellVisitor): string {
    const page = normalisedPath(path);
    const module = pageModules[visitor][page];
    const preview = visitor === "member" ? this.previews.get(page) : undefined;
    const key = `${visitor} ${module ?? ""} ${preview === undefined ? "" : page}`;
    let html = this.built.get(key);
    if (html === undefined) {
      html = this.build(module, visitor, preview);
      this.built.set(key, html);
    }
    return html;
  }

  private build(module: string | undefined, visitor: ShellVisitor, preview: string | undefined): string {
    let html = this.template;
    // Under a preview, the page's code is not what paints first: it is fetched at low priority, so
    // on a slow connection it does not compete with the stylesheet that the preview waits for.
    const priority = preview === undefined ? "auto" : "low";
    const headTags = module && this.manifest ? preloadLinks(this.manifest, module, priority) : [];
    if (this.banner) headTags.push(bannerDataScript(this.banner));
    if (headTags.length > 0) html = html.replace("</head>", `${headTags.join("\n")}\n  </head>`);
    if (visitor === "visitor")
      html = html.replace(ROOT_ELEMENT, (root) => `${root.slice(0, -1)} data-signed-out>`);
    if (preview !== undefined)
      html = html.replace(EMPTY_ROOT, `<div id="root" data-member-preview>${preview}</div>`);
    return html;
  }
}

/** The app's mount point in index.html (main.tsx reads `data-signed-out` there). */
const ROOT_ELEMENT = /<div id="?root"?>/;
const EMPTY_ROOT = '<div id="root"></div>';

/** "/history/" and "/history" are the same page (site-paths.ts `isPagePath` accepts both). */
function normalisedPath(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/**
 * Tags for a page module's chunk, its static imports (transitively) and their CSS, leaving out
 * what the entry already loads: index.html names the entry's own imports itself. `priority` "low"
 * marks the scripts `fetchpriority="low"`.
 */
export function preloadLinks(
  manifest: Manifest,
  module: string,
  priority: "auto" | "low" = "auto",
): string[] {
  if (!manifest[module]) return [];
  const alreadyLoaded = closureOf(manifest, ENTRY_KEY);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of closureOf(manifest, module)) {
    const chunk = manifest[key];
    if (!chunk || alreadyLoaded.has(key)) continue;
    const fetchPriority = priority === "low" ? ' fetchpriority="low"' : "";
    scripts.push(`<link rel="modulepreload" crossorigin${fetchPriority} href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) styles.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  }
  return [...scripts, ...styles];
}

/** The entry's key in the manifest: Vite names it after its HTML file. */
const ENTRY_KEY = "index.html";

/** A chunk and every chunk it statically imports, directly or not, in depth-first order. */
function closureOf(manifest: Manifest, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}
