import { isPagePath, memberPagePaths, visitorPagePaths } from "../../domain/site-paths";

/**
 * Where a link or an address should take this reader: the route table serves some pages only to
 * visitors (sign in, create an account) and others only to signed-in users. Instead of 'Page Not
 * Found', a visitor heading for a members' page signs in first and is then taken there (`next`),
 * and a signed-in reader skips the sign-in and sign-up pages. Pages shared by both keep their link.
 */

const visitorPages: readonly string[] = visitorPagePaths;
const memberPages: readonly string[] = memberPagePaths;
/** "/login/" is the page "/login": the route table matches a trailing slash too. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
/** /login and /register: a signed-in reader has no page there. */
const isVisitorOnly = (path: string) => {
  const page = withoutTrailingSlash(path);
  return visitorPages.includes(page) && !memberPages.includes(page);
};
/** A signed-in page (a copy sheet's path too) that visitors have no page at. */
const isMemberOnly = (path: string) => isPagePath(path) && !visitorPages.includes(withoutTrailingSlash(path));
const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href;

/** Where signed-in readers go instead of the sign-in and sign-up pages, and after signing in. */
export const SIGNED_IN_HOME = "/home";

/** A stand-in origin: `next` is resolved against it, and must not leave it. */
const SAME_SITE = "https://same-site.invalid";

/**
 * `next` (where a visitor was heading before signing in) when it is safe to go there: one of this
 * site's pages written as a path ("/history", "/account#api-tokens"), other than sign-in and
 * sign-up themselves (that would go round in circles). Anything that could lead to another site
 * is refused, so a link like /login?next=//evil.example cannot send a signed-in user elsewhere:
 * absolute URLs, "//host" and "/\host" (browsers read both as another host), and spaces, control
 * characters or backslashes anywhere (browsers drop or rewrite those while reading an address).
 * Returns the path as the browser would read it, or null.
 */
export function nextPathFrom(next: string | null | undefined): string | null {
  if (!next || next.length > 2048 || !next.startsWith("/") || /[\s\\]|\p{Cc}/u.test(next)) return null;
  if (next.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(next, SAME_SITE);
  } catch {
    return null;
  }
  // "/..//host" resolves to the path "//host": check what the browser would open, not the text.
  if (url.origin !== SAME_SITE || url.pathname.startsWith("//")) return null;
  if (!isPagePath(url.pathname) || isVisitorOnly(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in: `next` when it is safe (see nextPathFrom), else the home screen. */
export function safeNextPath(next: string | null | undefined): string {
  return nextPathFrom(next) ?? SIGNED_IN_HOME;
}

/** The sign-in page, told to continue to `next` afterwards (a path with its query and #fragment). */
export function signInHref(next: string): string {
  return `/login?${new URLSearchParams({ next })}`;
}

/** The sign-in or sign-up page, keeping a safe `next` so switching between them loses nothing. */
export function authPageHref(page: "/login" | "/register", next: string | null): string {
  const safe = nextPathFrom(next);
  return safe === null ? page : `${page}?${new URLSearchParams({ next: safe })}`;
}

/**
 * Where the route table sends a reader for whom `path` is no page (the address's query without
 * "?", and its #fragment): a visitor at a members' page goes to sign in and comes back here
 * afterwards; a signed-in reader at sign-in or sign-up goes on to its `next`, or the home screen.
 * Null when the path is no page for anyone: 'Page Not Found'.
 */
export function redirectFor(path: string, search: string, hash: string, signedIn: boolean): string | null {
  if (signedIn) {
    return isVisitorOnly(path) ? safeNextPath(new URLSearchParams(search).get("next")) : null;
  }
  if (!isMemberOnly(path)) return null;
  return signInHref(`${path}${search ? `?${search}` : ""}${hash}`);
}

/**
 * `href` (a path, optionally with query and #fragment) for a signed-in reader or a visitor:
 * signed in, the visitor-only pages become the home screen; signed out, the members' pages go
 * through sign-in, which is told where the reader was heading (`next`).
 */
export function pageHrefFor(href: string, signedIn: boolean): string {
  const path = pathOf(href);
  if (signedIn && isVisitorOnly(path)) return SIGNED_IN_HOME;
  if (!signedIn && isMemberOnly(path)) return signInHref(href);
  return href;
}

/** Whether `href` is one of the client's own pages (the rest, like /api/docs, the server serves). */
export function isClientPage(href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return false;
  return isPagePath(pathOf(href));
}
