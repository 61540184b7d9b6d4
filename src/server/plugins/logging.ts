import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import pino, { type DestinationStream, type Logger, type LoggerOptions, stdSerializers } from "pino";
import type { AppConfig } from "../config";
import { matchedRoute } from "./matched-route";

/**
 * Structured JSON logs (pino, Fastify's logger) that carry a request id on every line and never
 * carry a secret: no cookie, bearer token, password, hash, signed-URL signature, or the values a
 * failed SQL statement was given (a failed sign-up once logged an e-mail and a password hash).
 */

/** Header that carries the request id in and out (a proxy's id is kept so logs join up). */
export const REQUEST_ID_HEADER = "x-request-id";
/** A request id from outside is kept only when it is short and plain. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keys whose values never reach a log line, wherever they sit in a logged object. */
const SECRET_KEY = /pass(word)?|secret|token|hash|sig(nature)?$|authorization|cookie|api[-_]?key|card/i;
/** Query-string keys whose values are capabilities (signed upload URLs, one-time tokens). */
const SECRET_QUERY_KEY =
  /^(sig|signature|token|code|key|secret|x-amz-signature|x-amz-credential|x-amz-security-token)$/i;

const REDACTED = "[redacted]";

export function loggerOptions(config: AppConfig): FastifyServerOptions["logger"] {
  return pinoOptions(config.logLevel);
}

/** Buffered bytes that make a write: one write(2) carries some 15–20 request lines under load. */
const LOG_BATCH_BYTES = 4096;
/** How long a line may wait in the buffer when the server is quiet. */
const LOG_FLUSH_INTERVAL_MS = 250;

/**
 * The app's logger (issue 31): the options above, written to stdout asynchronously in batches
 * (pino's SonicBoom destination, `sync: false`) — a synchronous write(2) per line took the
 * session-checked read path from 0.83 of a bare server to 0.51–0.68. Lines wait at most
 * `LOG_FLUSH_INTERVAL_MS`; `flushAppLog` (graceful shutdown) and `flushAppLogSync` (a crash, via
 * process-log.ts; pino's own exit hook too) write what is left, so no line is lost on exit.
 */
export function createAppLogger(
  config: Pick<AppConfig, "logLevel">,
  destination: DestinationStream = pino.destination({
    fd: 1,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_INTERVAL_MS,
  }),
): Logger {
  return pino(pinoOptions(config.logLevel), destination);
}

interface Flushable {
  flush?: (cb?: (err?: Error | null) => void) => void;
  flushSync?: () => void;
}

function destinationOf(log: object): Flushable | undefined {
  return (log as { [pino.symbols.streamSym]?: Flushable })[pino.symbols.streamSym];
}

/** Writes every buffered line and waits for the write (graceful shutdown, before exiting). */
export function flushAppLog(log: object): Promise<void> {
  const destination = destinationOf(log);
  if (!destination?.flush) return Promise.resolve();
  return new Promise((resolve) => {
    try {
      destination.flush?.(() => resolve());
    } catch {
      resolve(); // destroyed or never opened: nothing left to write
    }
  });
}

/** Writes every buffered line now, synchronously (a crash; a shutdown that gives up). */
export function flushAppLogSync(log: object): void {
  try {
    destinationOf(log)?.flushSync?.();
  } catch {
    // Destroyed or not open yet: nothing can be written any more.
  }
}

/** The same options for a logger of the process's own (crash lines, process warnings: process-log.ts). */
export function pinoOptions(level: AppConfig["logLevel"]): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.passwordHash",
        "*.token",
      ],
      censor: REDACTED,
    },
    serializers: {
      req: serializeRequest,
      err: serializeError,
    },
  };
}

/** Keeps an incoming X-Request-Id (from a proxy) when it is safe to log, else makes one. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

interface LoggableRequest {
  id?: string;
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Method, path with capability values masked, host and client address. Headers stay out. */
export function serializeRequest(request: LoggableRequest) {
  return {
    id: request.id,
    method: request.method,
    url: request.url ? redactUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function redactUrl(url: string): string {
  const question = url.indexOf("?");
  if (question < 0) return url;
  const query = new URLSearchParams(url.slice(question + 1));
  for (const key of new Set(query.keys())) if (SECRET_QUERY_KEY.test(key)) query.set(key, REDACTED);
  return `${url.slice(0, question)}?${query.toString().replaceAll("%5Bredacted%5D", REDACTED)}`;
}

/**
 * pino's error serializer, then: a failed query's parameters dropped (drizzle puts them in the
 * message and stack as "params: …"), Postgres' `detail` (it quotes row values) dropped, and every
 * secret-looking key masked, through `cause` chains too.
 */
export function serializeError(error: Error): { type: string; message: string; stack: string } {
  const serialized = stdSerializers.err(error) as unknown as Record<string, unknown>;
  // pino folds a cause into the stack text only; its own fields (a Postgres code, a constraint)
  // are what tell an operator what went wrong.
  if (error.cause instanceof Error) serialized.cause = stdSerializers.err(error.cause);
  return scrub(serialized, 0) as { type: string; message: string; stack: string };
}

function scrub(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === "params" || key === "parameters" || key === "detail") continue;
    if (SECRET_KEY.test(key)) result[key] = REDACTED;
    else if (typeof field === "string" && (key === "message" || key === "stack"))
      result[key] = dropQueryParams(field);
    else if (field && typeof field === "object" && !Array.isArray(field) && depth < 5)
      result[key] = scrub(field as Record<string, unknown>, depth + 1);
    else result[key] = field;
  }
  return result;
}

/**
 * Drizzle's "Failed query: …\nparams: a@b.com,$argon2id$…" keeps the statement and loses the
 * values, which may span lines: everything up to the stack frames ("\n    at ") goes.
 */
function dropQueryParams(text: string): string {
  const start = text.indexOf("\nparams: ");
  if (start < 0) return text;
  const frames = text.indexOf("\n    at ", start);
  return `${text.slice(0, start)}\nparams: ${REDACTED}${frames < 0 ? "" : text.slice(frames)}`;
}

/**
 * One line per request (issue 31), at completion, instead of Fastify's two ("incoming request",
 * "request completed"): method, path with capability values masked, status, response time in ms,
 * the user id when the request was signed in, and the request id (`reqId`, from the request's
 * logger). Pass it as Fastify's `logController`: it replaces only those two lines, so Fastify's
 * other lines (a failed reply serialiser, a reply stream that errored, a 503 while closing) stay —
 * `disableRequestLogging: true` would silence them too. The arrival line is kept at debug level
 * (LOG_LEVEL=debug or trace; a no-op call above that).
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const fields = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      userId: request.user?.id,
    };
    // The reply stream failed (the socket broke while the reply was written).
    if (error) request.log.error({ ...fields, err: error }, "request errored");
    else request.log.info(fields, "request completed");
  }
}

/**
 * A request the client abandons before its reply is complete never completes: it gets a
 * "request aborted" line instead (what was asked, and by whom).
 */
export function registerRequestAbortLog(app: FastifyInstance): void {
  app.addHook("onRequestAbort", (request, done) => {
    request.log.info(
      { method: request.method, url: redactUrl(request.url), userId: request.user?.id },
      "request aborted",
    );
    done();
  });
}

/** Replies worth a security log line whatever the route: refused sign-ins, access, and limits. */
const SECURITY_STATUSES = new Set([401, 403, 429]);
const SESSION_PROBE_ROUTE = "/api/auth/user";
const AUTH_ROUTES = new Set(["/api/auth/register", "/api/auth/login", "/api/auth/logout", "/api/logout"]);

/**
 * One structured line per security event (ASVS 16.3): every sign-up, sign-in and sign-out with
 * its outcome, and every refused (401/403) or throttled (429) request, with the route pattern,
 * the user id when known and the request id — never the e-mail, password or body.
 */
export function registerSecurityEventLog(app: FastifyInstance): void {
  // Synchronous (no I/O): an async hook would cost a promise on every request.
  app.addHook("onResponse", (request, reply, done) => {
    logSecurityEvent(request, reply);
    done();
  });
}

function logSecurityEvent(request: FastifyRequest, reply: FastifyReply): void {
  // The matched route, never the raw URL: `/api/auth/%6Cogin` is a sign-in too (issue 29).
  const route = matchedRoute(request);
  const isAuth = route !== undefined && AUTH_ROUTES.has(route);
  if (!isAuth && !SECURITY_STATUSES.has(reply.statusCode)) return;
  // Every page load asks "who am I?"; a signed-out visitor's 401 there is not an event.
  if (route === SESSION_PROBE_ROUTE && reply.statusCode === 401) return;
  const event = {
    event: isAuth ? `auth${route.slice(route.lastIndexOf("/")).replace("/", ".")}` : "access.refused",
    outcome: reply.statusCode < 400 ? "success" : "failure",
    status: reply.statusCode,
    route,
    userId: request.user?.id,
  };
  if (event.outcome === "failure") request.log.warn(event, "security event");
  else request.log.info(event, "security event");
}
