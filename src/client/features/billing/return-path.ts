import { nextPathFrom } from "../../lib/page-access";

/**
 * Where checkout sends a seller back to: the page whose "Upgrade to Pro" they pressed, carried as
 * `/subscribe?from=/product-listings`. Whatever arrives in `from` is untrusted (anyone can send a
 * link), so it is only ever used after `safeReturnPath`: a path on this site, never an address
 * elsewhere (no open redirect), and only one of the app's pages, so a return can't sign the
 * seller out (/api/logout) or loop back into checkout.
 */

/** The query parameter of /subscribe (and of the payment's return to /) holding the return path. */
export const RETURN_PARAM = "from";

/** A path longer than this is no page a seller pressed Upgrade on. */
const MAX_RETURN_PATH = 512;

/** The payment's own parameters, dropped from a return path so they are never replayed. */
const PAYMENT_PARAMS = [
  RETURN_PARAM,
  "subscription",
  "redirect_status",
  "payment_intent",
  "payment_intent_client_secret",
  "setup_intent",
  "setup_intent_client_secret",
];

/** Stand-in origin for taking a checked path apart. */
const PROBE_ORIGIN = "https://return-path.invalid";

/**
 * `value` as a same-site path to return to (path and query, no fragment), or null when it is not
 * one. The same-site check is the sign-in page's (lib/page-access.ts `nextPathFrom`): it must
 * start with a single "/" (not "//" or "/\", which browsers read as another host), hold no space,
 * control character or backslash (browsers drop tabs and newlines, turning "/\t/x" into "//x"),
 * resolve on this site, and name one of the app's pages a signed-in seller has. /subscribe itself
 * is refused (checkout returning into checkout).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value.length > MAX_RETURN_PATH) return null;
  const checked = nextPathFrom(value);
  if (checked === null) return null;
  const url = new URL(checked, PROBE_ORIGIN);
  if (url.pathname.replace(/\/+$/, "") === "/subscribe") return null;
  for (const name of PAYMENT_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/** Home, where checkout returns when no page asked: not worth carrying. */
const isHome = (path: string) => path === "/" || path === "/home";

/** A query value that keeps its slashes readable: `from=/product-listings`. */
const queryValue = (path: string) => encodeURIComponent(path).replaceAll("%2F", "/");

/** `/subscribe`, carrying `from` when it is a page worth returning to. */
export function subscribeHref(from: string | null | undefined): string {
  const path = safeReturnPath(from);
  return path && !isHome(path) ? `/subscribe?${RETURN_PARAM}=${queryValue(path)}` : "/subscribe";
}

/**
 * Where the browser lands after a successful payment: the site root with the spec's
 * `subscription=success` (core-product §2), which greets with 'Welcome to Pro!', and the page to
 * go on to when one asked.
 */
export function paymentReturnPath(from: string | null | undefined, redirectStatus?: "succeeded"): string {
  const path = safeReturnPath(from);
  const params = [
    "subscription=success",
    ...(redirectStatus ? [`redirect_status=${redirectStatus}`] : []),
    ...(path && !isHome(path) ? [`${RETURN_PARAM}=${queryValue(path)}`] : []),
  ];
  return `/?${params.join("&")}`;
}
