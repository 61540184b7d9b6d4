import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { AppError } from "../lib/app-error";
import { findApiTokenIdentity, needsApiTokenTouch, touchApiToken } from "../modules/api-tokens/service";
import { consumeRateLimit } from "../modules/rate-limit/service";
import { bearerTokenOf } from "./bearer-credentials";
import { isSessionPath, matchedRoute } from "./matched-route";
import { refuseCrossSiteStateChange } from "./security";

declare module "fastify" {
  interface FastifyRequest {
    /** The API token that authenticated the request, when it came with `Authorization: Bearer`. */
    apiTokenId: string | null;
    /** The request's bearer token named no live token (unknown, expired or revoked). */
    rejectedApiToken: boolean;
  }
}

export interface ApiTokenAuthOptions {
  db: Database;
  config: AppConfig;
  /** Requests per token per minute (API_RATE_LIMIT_PER_MINUTE). */
  requestsPerMinute: number;
}

const RATE_WINDOW_MS = 60_000;

/**
 * What a token may not do: manage tokens, the account, sign-in, billing or the admin tools.
 * A leaked token can then read and make content, as its owner's scripts need, but cannot lock
 * the owner out, spend their money or mint more tokens; those need a signed-in browser.
 *
 * Judged against the pattern of the route the router matched (`/api/tokens/:id`), never the raw
 * URL: the router decodes `%74` to `t`, so `/api/%74okens` is `/api/tokens` (issue 29). Whole
 * prefixes are denied, so a route added under `/api/account/`, `/api/auth/`, `/api/billing/` or
 * `/api/admin/` is cookie-only without anyone remembering to say so (default deny); a route may
 * only be opened to tokens here, by name.
 */
const COOKIE_ONLY_ROUTE_PREFIXES = [
  "/api/tokens",
  "/api/account",
  "/api/auth/",
  "/api/logout",
  "/api/billing/",
  "/api/create-subscription",
  "/api/cancel-subscription",
  "/api/reactivate-subscription",
  "/api/admin/",
  "/api/test/",
];
/** Read-only and handy for a script to check whom its token belongs to (method and route pattern). */
const TOKEN_ALLOWED_EXCEPTIONS = new Set(["GET /api/auth/user"]);

/**
 * Whether a route (its method and matched pattern, in Fastify's `:id` or OpenAPI's `{id}` form)
 * refuses API tokens. Pass a route pattern, never a request URL.
 */
export function isCookieOnlyRoute(method: string, route: string): boolean {
  if (TOKEN_ALLOWED_EXCEPTIONS.has(`${method} ${route}`)) return false;
  for (const prefix of COOKIE_ONLY_ROUTE_PREFIXES) if (route.startsWith(prefix)) return true;
  return false;
}

export const COOKIE_ONLY_MESSAGE =
  "API tokens cannot manage tokens, the account, billing or admin tools. Sign in on the website to do that.";

/**
 * `Authorization: Bearer <token>` on the API: the token alone decides who is asking (a cookie on
 * the same request is ignored). Then a per-token rate limit, shared by every app copy through the
 * database, answered with the RateLimit-* headers of the IETF draft (draft-ietf-httpapi-ratelimit-
 * headers-07: Limit, Remaining, Reset in seconds, plus the policy) on every reply.
 * Register right after the session plugin.
 */
export function registerApiTokenAuth(app: FastifyInstance, options: ApiTokenAuthOptions): void {
  app.decorateRequest("apiTokenId", null);
  app.decorateRequest("rejectedApiToken", false);
  // Synchronous for the requests without a bearer token (nearly all: the browser's), so they pay
  // no promise for a hook that has nothing to do.
  // Fastify has already routed the request here: the matched route, not the URL, decides.
  app.addHook("onRequest", (request, reply, done) => {
    const route = matchedRoute(request);
    // No route (a 404) needs no identity, and the contract's 404 answers it.
    if (route === undefined || !isSessionPath(route)) return done();
    const token = bearerTokenOf(request);
    if (token === null) return done();
    authenticateToken(options, request, reply, token, route).then(() => done(), done);
  });
}

/** A live token makes its owner the request's user (within the token's rate limit); an unknown one leaves the request anonymous. */
async function authenticateToken(
  options: ApiTokenAuthOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  route: string,
): Promise<void> {
  const identity = await findApiTokenIdentity(options.db, token);
  // An unknown, expired or revoked token makes the request anonymous (its cookie is still
  // ignored): public routes answer as to anyone, the rest get requireUser's token 401.
  if (!identity) {
    refuseCrossSiteStateChange(request, options.config);
    request.rejectedApiToken = true;
    return;
  }
  await enforceTokenRate(options, identity.tokenId, reply);
  if (isCookieOnlyRoute(request.method, route)) throw new AppError("forbidden", COOKIE_ONLY_MESSAGE);
  request.user = identity.user;
  request.apiTokenId = identity.tokenId;
  if (needsApiTokenTouch(identity.lastUsedAt)) await touchApiToken(options.db, identity.tokenId);
}

async function enforceTokenRate(
  options: ApiTokenAuthOptions,
  tokenId: string,
  reply: FastifyReply,
): Promise<void> {
  const limit = options.requestsPerMinute;
  const result = await consumeRateLimit(options.db, {
    key: `api:token:${tokenId}`,
    limit,
    windowMs: RATE_WINDOW_MS,
  });
  reply
    .header("RateLimit-Limit", String(limit))
    .header("RateLimit-Remaining", String(Math.max(0, limit - result.count)))
    .header("RateLimit-Reset", String(result.retryAfterSeconds))
    .header("RateLimit-Policy", `${limit};w=${RATE_WINDOW_MS / 1000}`);
  if (!result.allowed) {
    throw new AppError(
      "rate_limited",
      `This API token made more than ${limit} requests in a minute. Wait ${result.retryAfterSeconds} s and try again.`,
      { retryAfterSeconds: result.retryAfterSeconds },
    );
  }
}
