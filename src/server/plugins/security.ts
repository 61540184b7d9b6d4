import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { AppConfig } from "../config";
import { AppError } from "../lib/app-error";
import { usesStripeJs } from "../providers/billing";
import { storageUploadOrigins } from "../providers/storage";
import { hasBearerCredentials } from "./bearer-credentials";
import { matchedRoute } from "./matched-route";

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Paths called by other sites on purpose and authenticated by other means (a signature). */
const CROSS_SITE_ALLOWED_PATHS = new Set(["/api/billing/webhook"]);

/**
 * Security headers with a strict CSP: the client is served from this origin and has no inline script.
 * They depend on the configuration only (no per-request nonce), so helmet computes them once here
 * and every reply gets the same finished set. @fastify/helmet rebuilt helmet (parsing and
 * validating every CSP directive) on every request: the largest single cost of a session-checked
 * API read. Every reply in this app goes out through Fastify (nothing writes the raw response), so
 * Fastify's headers reach them all, error replies included.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const headers = helmetHeaders(securityHeaderOptions(config));
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers helmet's middleware sets for these options, read off a stand-in response. Helmet
 * also removes X-Powered-By, which neither Node nor Fastify ever sends.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Helmet's options for this deployment: the CSP names third parties only when they are configured. */
export function securityHeaderOptions(config: AppConfig): HelmetOptions {
  const analytics = analyticsSources(config);
  const stripe = stripeSources(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics.script, ...stripe.script],
        // React style attributes and Radix's positioning use inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...analytics.img],
        fontSrc: ["'self'", "data:"],
        // The upload dialog PUTs straight to the bucket when S3 is configured.
        connectSrc: ["'self'", ...analytics.connect, ...stripe.connect, ...storageUploadOrigins(config)],
        // Stripe's Payment Element and 3-D Secure run in Stripe's frames (Stripe billing only).
        ...(stripe.frame.length > 0 ? { frameSrc: stripe.frame } : {}),
        // The upload dialog's camera preview plays a blob: stream.
        mediaSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where the site is really served over https.
    strictTransportSecurity: config.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Google Analytics 4 (gtag.js) origins, allowed only when ANALYTICS_ID is set; without it the CSP
 * names no third party at all. The gtag loader is added by bundled code, never an inline script.
 */
function analyticsSources(config: AppConfig): { script: string[]; img: string[]; connect: string[] } {
  if (!config.raw.ANALYTICS_ID) return { script: [], img: [], connect: [] };
  const tagManager = "https://www.googletagmanager.com";
  const collectors = ["https://*.google-analytics.com", "https://*.analytics.google.com"];
  return { script: [tagManager], img: [tagManager, ...collectors], connect: [tagManager, ...collectors] };
}

/**
 * Stripe.js origins (docs.stripe.com/security/guide#content-security-policy), allowed only when the
 * browser loads Stripe.js: Stripe billing with a publishable key. Otherwise the CSP names no Stripe host.
 */
function stripeSources(config: AppConfig): { script: string[]; connect: string[]; frame: string[] } {
  if (!usesStripeJs(config)) return { script: [], connect: [], frame: [] };
  return {
    script: ["https://js.stripe.com"],
    connect: ["https://api.stripe.com"],
    frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  };
}

/**
 * CSRF defence for cookie sessions: a state-changing request that a browser marks as coming from
 * another site is refused. Browsers send Origin on every cross-site POST and Sec-Fetch-Site on
 * all modern requests; scripts and curl send neither and carry no victim's cookies anyway.
 */
export function registerCrossSiteRequestGuard(app: FastifyInstance, config: AppConfig): void {
  app.addHook("onRequest", (request, _reply, done) => {
    // A request with a live API token carries no ambient credential a forged page could borrow
    // (bearer-credentials.ts); api-token-auth.ts applies this check when its token is refused.
    // A refusal throws; Fastify turns a throw from a hook into the error reply.
    if (!hasBearerCredentials(request)) refuseCrossSiteStateChange(request, config);
    done();
  });
}

/** 403 for a state-changing request a browser marks as coming from another site. */
export function refuseCrossSiteStateChange(request: FastifyRequest, config: AppConfig): void {
  if (!STATE_CHANGING_METHODS.has(request.method)) return;
  // The matched route, not the raw URL (issue 29); an unknown path is checked like any other.
  const route = matchedRoute(request);
  if (route !== undefined && CROSS_SITE_ALLOWED_PATHS.has(route)) return;
  if (!isSameOriginRequest(request, config)) {
    throw new AppError("forbidden", "Cross-site request refused");
  }
}

function isSameOriginRequest(request: FastifyRequest, config: AppConfig): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const ownOrigins = [`${request.protocol}://${request.host}`];
    if (config.appOrigin) ownOrigins.push(config.appOrigin);
    return ownOrigins.includes(origin);
  }
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined) return fetchSite === "same-origin" || fetchSite === "none";
  return true;
}

/**
 * API replies hold one person's data (history, usage, their account): no browser or shared cache
 * may keep them unless a route says otherwise (images and the OpenAPI document set their own).
 */
export function registerPrivateApiCaching(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    // By the matched route too: `/%61pi/usage-status` is an API reply like `/api/usage-status`.
    const isApi = request.url.startsWith("/api/") || matchedRoute(request)?.startsWith("/api/") === true;
    if (isApi && !reply.hasHeader("Cache-Control")) {
      reply.header("Cache-Control", "no-store");
    }
    done(null, payload);
  });
}
