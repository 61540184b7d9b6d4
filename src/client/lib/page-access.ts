import { isPagePath, memberPagePaths, visitorPagePaths } from "../../domain/site-paths";

/**
 * Where a link to one of the app's pages should go for this reader: the route table serves some
 * pages only to visitors (sign in, create an account) and others only to signed-in users, and a
 * link to the other kind ends on 'Page Not Found'. Pages shared by both keep their link.
 */

const visitorPages: readonly string[] = visitorPagePaths;
const memberPages: readonly string[] = memberPagePaths;
/** /login and /register: a signed-in reader has no page there. */
const isVisitorOnly = (path: string) => visitorPages.includes(path) && !memberPages.includes(path);
/** A signed-in page (a copy sheet's path too) that visitors have no page at. */
const isMemberOnly = (path: string) => isPagePath(path) && !visitorPages.includes(path);

/** Where signed-in readers go instead of the sign-in and sign-up pages: they have an account. */
export const SIGNED_IN_HOME = "/home";

/**
 * `href` (a path, optionally with query and #fragment) for a signed-in reader or a visitor:
 * signed in, the visitor-only pages become the home screen; signed out, the members' pages go
 * through sign-in, which is told where the reader was heading (`next`).
 */
export function pageHrefFor(href: string, signedIn: boolean): string {
  const path = href.split(/[?#]/)[0] ?? href;
  if (signedIn && isVisitorOnly(path)) return SIGNED_IN_HOME;
  if (!signedIn && isMemberOnly(path)) return `/login?${new URLSearchParams({ next: href })}`;
  return href;
}

/** Whether `href` is one of the client's own pages (the rest, like /api/docs, the server serves). */
export function isClientPage(href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return false;
  return isPagePath(href.split(/[?#]/)[0] ?? href);
}
