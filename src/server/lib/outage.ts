import { AppError } from "./app-error";

/**
 * Tells "the database or the object store did not answer" (a restart, a failover, a network cut:
 * worth asking again in a moment) from "it answered no" (a constraint, a missing object: asking
 * again gives the same answer). Bulk photos retry the first kind; HTTP replies turn it into a 503
 * with Retry-After instead of a 500.
 *
 * Drivers wrap what went wrong (Drizzle's DrizzleQueryError carries the pg error as `cause`, the
 * AWS SDK and undici nest the socket's error, happy-eyeballs connects report an AggregateError),
 * so the whole chain is searched.
 */
export function isOutage(error: unknown): boolean {
  // An AppError is the app's own verdict (a model that is down is a 502 the writer's retries
  // handle), whatever socket error it carries as its cause.
  if (error instanceof AppError) return false;
  return someInChain(error, isOutageItself);
}

/** Socket-level failures: nobody listening, the connection cut, no route, a name not resolvable. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENETDOWN",
  "EAI_AGAIN",
  // A container's database host is not in DNS while it restarts.
  "ENOTFOUND",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or not there yet: class 08 (connection
 * exception), admin/crash shutdown and "starting up" (57P01–57P03), too many connections (53300).
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** node-postgres reports a dropped connection in words only, without a code. */
const PG_CONNECTION_LOST = [
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "Client has encountered a connection error and is not queryable",
  "timeout exceeded when trying to connect",
];

/** Object-store replies that mean "not now" (S3 and compatible stores, through the AWS SDK). */
const STORAGE_UNAVAILABLE_NAMES = new Set([
  "TimeoutError",
  "RequestTimeout",
  "RequestTimeoutException",
  "ServiceUnavailable",
  "SlowDown",
  "InternalError",
]);

function isOutageItself(error: object): boolean {
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
  if (typeof message === "string" && PG_CONNECTION_LOST.some((words) => message.startsWith(words)))
    return true;
  if (typeof name === "string" && STORAGE_UNAVAILABLE_NAMES.has(name)) return true;
  const status = (error as { $metadata?: { httpStatusCode?: unknown } }).$metadata?.httpStatusCode;
  return typeof status === "number" && status >= 500;
}

function someInChain(error: unknown, test: (error: object) => boolean, depth = 0): boolean {
  if (depth > 8 || typeof error !== "object" || error === null) return false;
  if (test(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (someInChain(cause, test, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => someInChain(inner, test, depth + 1));
}
