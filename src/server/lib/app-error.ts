import type { ErrorCode } from "../../domain/errors";

/** The one table that maps an error code to its HTTP status (DESIGN.md §5). */
export const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  // Before limit_reached: Fastify's own 402s (there are none) map to the later code of a status.
  payment_declined: 402,
  limit_reached: 402,
  forbidden: 403,
  pro_required: 403,
  not_found: 404,
  // Before conflict: Fastify's own 409s (the later code of a status) stay `conflict`.
  nothing_to_export: 409,
  conflict: 409,
  link_expired: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  // Before rate_limited: Fastify's own 429s stay `rate_limited`.
  sign_in_throttled: 429,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  service_unavailable: 503,
};

/** Services throw this; the error handler turns it into `{message, code}` with the mapped status. */
export class AppError extends Error {
  override name = "AppError";
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { retryAfterSeconds?: number; issues?: unknown[]; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.statusCode = statusByCode[code];
  }
}
