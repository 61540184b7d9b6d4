import type { FastifyRequest } from "fastify";

/**
 * The pattern of the route the router matched (`/api/tokens/:id`), or undefined when none did (a
 * 404). Every decision about who may call what, and every audit line, is made from this, never
 * from `request.url`: the router percent-decodes the path (`/api/%74okens` is `/api/tokens`), so
 * the raw URL is only a spelling of the route. Fastify routes before the first onRequest hook,
 * so this is known in every hook.
 */
export function matchedRoute(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

/** Only these routes need to know who is asking; static assets and 404s never pay for a lookup. */
export const SESSION_PATH_PREFIXES = ["/api/", "/objects/"];

/** Whether a route pattern is under SESSION_PATH_PREFIXES (a loop, not a callback: every request asks). */
export function isSessionPath(route: string): boolean {
  for (const prefix of SESSION_PATH_PREFIXES) if (route.startsWith(prefix)) return true;
  return false;
}

/** Whether the request matched a route that needs the caller's identity (session or API token). */
export function needsIdentity(request: FastifyRequest): boolean {
  const route = matchedRoute(request);
  return route !== undefined && isSessionPath(route);
}
