import type { FastifyRequest } from "fastify";

/**
 * The token of an `Authorization: Bearer <token>` header, or null when the request has none.
 * Other schemes (a proxy's Basic auth, say) are not ours and are left alone: the request is
 * then judged by its cookie as usual.
 */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Whether the request carries bearer credentials. Such a request is authenticated by its token
 * alone, never by a cookie, so it needs no CSRF check: a browser never attaches an
 * Authorization header to a cross-site request on its own (it would need a CORS preflight this
 * server never grants).
 */
export const hasBearerCredentials = (request: FastifyRequest): boolean => bearerTokenOf(request) !== null;
