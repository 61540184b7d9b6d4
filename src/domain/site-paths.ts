/**
 * The pages the client's route table (src/client/app.tsx) serves, for the server: a path that is
 * no page at all answers HTTP 404 (with the client's 'Page Not Found'), and search engines get a
 * robots.txt and a sitemap of the public pages. A unit test keeps these lists and app.tsx equal.
 */

/** Pages for visitors who are not signed in. */
export const visitorPagePaths = [
  "/",
  "/login",
  "/register",
  "/pricing",
  "/user-manual",
  "/contact",
  "/privacy",
  "/terms",
  "/verify-email",
  "/forgot-password",
  "/reset-password",
] as const;

/** Pages for signed-in users (`:name` is one path segment). */
export const memberPagePaths = [
  "/",
  "/home",
  "/pricing",
  "/subscribe",
  "/subscription",
  "/social-content",
  "/create",
  "/product-listings",
  "/history",
  "/listings/:id/copy-sheet/:platform",
  "/bulk-upload",
  "/brands",
  "/admin/test-cases",
  "/user-manual",
  "/contact",
  "/privacy",
  "/terms",
  "/account",
  "/verify-email",
  "/forgot-password",
  "/reset-password",
] as const;

/** What search engines are invited to index: the public, content-bearing pages. */
export const sitemapPaths = ["/", "/pricing", "/user-manual", "/contact", "/privacy", "/terms"] as const;

/**
 * Public pages written to HTML at build time (scripts/prerender.ts) and sent to visitors without a
 * session cookie, so their text paints before any JavaScript runs. Only pages without a form: a
 * form typed into and sent before the script arrived would go to the server as a plain GET, with
 * what was typed (a password) in the address.
 */
export const prerenderedPagePaths = ["/", "/pricing", "/user-manual", "/privacy", "/terms"] as const;

/** The file under dist/client/prerendered/ that holds a prerendered page. */
export function prerenderedFileOf(path: string): string {
  return `${path === "/" ? "index" : path.slice(1).replaceAll("/", "--")}.html`;
}

const patternOf = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")}/?$`);
const pagePatterns = [...new Set([...visitorPagePaths, ...memberPagePaths])].map(patternOf);

/** Whether some visitor or user sees a page at `path` (the path only, no query). */
export function isPagePath(path: string): boolean {
  return pagePatterns.some((pattern) => pattern.test(path));
}
