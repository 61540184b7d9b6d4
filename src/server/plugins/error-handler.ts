import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorCode, ErrorReply } from "../../domain/errors";
import { AppError, statusByCode } from "../lib/app-error";
import { isOutage } from "../lib/outage";
import { REQUEST_ID_HEADER } from "./logging";

/** For Fastify's own errors, which carry only a status: the generic code of each status. */
const codeByStatus = new Map<number, ErrorCode>(
  (Object.entries(statusByCode) as [ErrorCode, number][])
    .filter(([code]) => code !== "pro_required")
    .map(([code, status]) => [status, code]),
);

export const OUTAGE_REPLY_MESSAGE = "The service is briefly unavailable. Please try again in a few seconds.";
/** A database restart or a storage blip lasts seconds: the client is told to come back then. */
const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * One error handler for the whole app: every failure leaves as `{message, code}` JSON with the
 * right status. 5xx replies carry a generic message only; the details go to the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // An outside service failed (e.g. the model): the user gets a clear message, the log the cause.
      if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
      if (error.extra.retryAfterSeconds !== undefined) {
        reply.header("Retry-After", String(error.extra.retryAfterSeconds));
      }
      // RFC 6750 §3: a refused bearer token says why, so clients know to get a new one.
      if (error.statusCode === 401 && request.rejectedApiToken) {
        reply.header("WWW-Authenticate", 'Bearer error="invalid_token"');
      }
      const body: ErrorReply = { message: error.message, code: error.code };
      if (error.extra.issues) body.issues = error.extra.issues;
      return reply.status(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        code: issue.keyword,
        path: issue.instancePath.split("/").filter(Boolean),
        message: issue.message,
      }));
      const first = issues[0];
      const where = first && first.path.length > 0 ? `${first.path.join(".")}: ` : "";
      return reply.status(400).send({
        message: `${where}${first?.message ?? "Invalid input"}`,
        code: "bad_request",
        issues,
      } satisfies ErrorReply);
    }

    // The database or the store did not answer (issue 31.4): not a bug on our side but a moment's
    // outage, so a 503 that says when to try again rather than a 500.
    if (isOutage(error)) {
      request.log.warn({ err: error }, "request failed: a dependency did not answer");
      return reply
        .status(503)
        .header("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS))
        .send({ message: OUTAGE_REPLY_MESSAGE, code: "service_unavailable" } satisfies ErrorReply);
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply
        .status(500)
        .send({ message: "Something went wrong on our side. Please try again.", code: "internal" });
    }
    // Fastify's own 4xx errors: malformed JSON, body too large, unsupported content type, etc.
    const code = codeByStatus.get(status) ?? "bad_request";
    return reply.status(status).send({ message: clientMessageFor(error), code } satisfies ErrorReply);
  });
}

function clientMessageFor(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type: send application/json";
    default:
      return error.message;
  }
}

/**
 * Fastify's router refuses some URLs before any hook or handler runs: a badly percent-encoded
 * path (`/objects/uploads/%zz`) or a path parameter past its length cap. Whatever the id was, it
 * names nothing the caller may see, so the answer is the contract's 404 — not Fastify's own body,
 * which echoes the URL and skips every hook (hence the headers set here by hand).
 */
export function answerFrameworkError(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  return reply
    .status(404)
    .header("X-Content-Type-Options", "nosniff")
    .header("Cache-Control", "no-store")
    .header(REQUEST_ID_HEADER, request.id)
    .send({ message: "Not found", code: "not_found" } satisfies ErrorReply);
}
