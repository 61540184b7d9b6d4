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
  "/sign-in-link",
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
  "/sign-in-link",
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

/**
 * Members' pages whose static top (the header bar, the heading and the line under it) is written at
 * build time (scripts/prerender.ts) and sent inside the shell to a request with a session cookie,
 * so it paints with the first HTML instead of after the page's code, the sign-in check and React
 * (src/server/plugins/page-shell.ts). main.tsx replaces it with the page in one render. Only the
 * page's fixed text goes there: no form control, nothing of the seller's.
 */
export const previewedMemberPagePaths = ["/social-content", "/create"] as const;

/** The file under dist/client/prerendered/ that holds a member page's preview (the inside of #root). */
export function memberPreviewFileOf(path: string): string {
  return `member-preview-${prerenderedBaseName(path)}.html`;
}

/** The file under dist/client/prerendered/ that holds a prerendered page. */
export function prerenderedFileOf(path: string): string {
  return `${prerenderedBaseName(path)}.html`;
}

/** The prerendered copy of a page showing the promo banner, with its placeholders (site-config.ts). */
export function bannerTemplateFileOf(path: string): string {
  return `${prerenderedBaseName(path)}.banner.html`;
}

const prerenderedBaseName = (path: string) => (path === "/" ? "index" : path.slice(1).replaceAll("/", "--"));

const patternOf = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")}/?$`);
const pagePatterns = [...new Set([...visitorPagePaths, ...memberPagePaths])].map(patternOf);

/** Whether some visitor or user sees a page at `path` (the path only, no query). */
export function isPagePath(path: string): boolean {
  return pagePatterns.some((pattern) => pattern.test(path));
}

/**
 * The module (under src/client) holding the page each path shows, for pages the browser renders
 * itself (the prerendered ones carry their own). The server names that page's code in the HTML it
 * sends (`<link rel="modulepreload">`), so the browser fetches it alongside the app's entry instead
 * of only after the entry has run and picked the route. A unit test checks app.tsx loads each one.
 */
export const pageModules: Record<"visitor" | "member", Readonly<Record<string, string>>> = {
  visitor: {
    "/login": "pages/login.tsx",
    "/register": "pages/register.tsx",
    "/contact": "pages/contact.tsx",
    "/verify-email": "pages/verify-email.tsx",
    "/forgot-password": "pages/forgot-password.tsx",
    "/reset-password": "pages/reset-password.tsx",
    "/sign-in-link": "pages/sign-in-link.tsx",
  },
  member: {
    "/": "pages/home.tsx",
    "/home": "pages/home.tsx",
    "/pricing": "pages/pricing.tsx",
    "/subscribe": "pages/subscribe.tsx",
    "/subscription": "pages/subscription.tsx",
    "/social-content": "pages/social-content.tsx",
    "/create": "pages/social-content.tsx",
    "/product-listings": "pages/product-listings.tsx",
    "/history": "pages/history.tsx",
    "/bulk-upload": "pages/bulk-upload.tsx",
    "/brands": "features/brand-profiles/brands-page.tsx",
    "/user-manual": "pages/user-manual.tsx",
    "/contact": "pages/contact.tsx",
    "/account": "pages/account.tsx",
  },
};
