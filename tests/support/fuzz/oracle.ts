import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { documentedResponse, type ResponseValidators } from "./openapi";
import { FOREIGN_ORIGINS, type SentRequest } from "./request";

/**
 * What every reply must satisfy (DESIGN.md §5): no 5xx; no stack trace, dependency path or SQL
 * in the body; every error is JSON `{message, code}` (+ `issues`); a reply whose status the
 * document describes with a JSON schema validates against it; a cross-site state-changing
 * request with a session cookie is refused with 403.
 */

export interface Verdict {
  problems: string[];
  /** Things worth a line in the summary that are not failures (e.g. an undocumented status). */
  notes: string[];
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Internal detail that must never reach a client, unless the client itself sent that text. */
const LEAKS: { name: string; pattern: RegExp; errorsOnly?: boolean }[] = [
  { name: "stack frame", pattern: /\n {4}at \S[^\n]{0,160}/ },
  { name: "stack frame", pattern: /\bat [^\s()]+ \([^()\s]+:\d+:\d+\)/ },
  { name: "dependency path", pattern: /node_modules/ },
  { name: "source path", pattern: /(?:\/|\\)(?:src|dist)(?:\/|\\)server(?:\/|\\)[\w./\\-]+/ },
  { name: "file URL", pattern: /file:\/\/\/[\w./-]+\.(?:ts|js|mjs)/ },
  {
    name: "JS error type",
    pattern: /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AggregateError): /,
    errorsOnly: true,
  },
  {
    name: "SQL error",
    pattern: /Failed query|syntax error at or near|duplicate key value|invalid input syntax for type/i,
  },
  {
    name: "SQL error",
    pattern: /violates (?:unique|foreign key|check|not-null) constraint|invalid byte sequence for encoding/i,
  },
  {
    name: "SQL error",
    pattern: /untranslatable character|unsupported Unicode escape sequence|DrizzleQueryError|PGlite/i,
  },
  { name: "SQL text", pattern: /\bselect\b[^\n]{0,200}\bfrom\s+"?\w+"?/i, errorsOnly: true },
  {
    name: "SQL text",
    pattern: /\binsert into\b|\bdelete from\b|\bupdate\s+"\w+"\s+set\b/i,
    errorsOnly: true,
  },
  { name: "SQL text", pattern: /relation "\w+"|column "\w+"|\$\d+, \$\d+|params: /i, errorsOnly: true },
];

/** The body as a client reads it: replies ≥ 1 KB come brotli- or gzip-encoded when the request allows. */
function decodedBody(reply: LightMyRequestResponse): string {
  const encoding = String(reply.headers["content-encoding"] ?? "");
  if (encoding === "br") return brotliDecompressSync(reply.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(reply.rawPayload).toString("utf8");
  if (encoding === "deflate") return inflateSync(reply.rawPayload).toString("utf8");
  return reply.body;
}

export function checkReply(
  sent: SentRequest,
  reply: LightMyRequestResponse,
  validators: ResponseValidators,
): Verdict {
  const problems: string[] = [];
  const notes: string[] = [];
  const status = reply.statusCode;
  const contentType = String(reply.headers["content-type"] ?? "");
  const binary = /^(image|audio|video)\//.test(contentType) || contentType.includes("octet-stream");
  const body = binary ? "" : decodedBody(reply);

  if (status >= 500) {
    if (status === 503 && reply.headers["retry-after"] !== undefined) notes.push("503 busy with Retry-After");
    else problems.push(`status ${status} (a server error)`);
  }

  // Leaks: compare against what was sent, so an echoed input is not a leak.
  const sentLower = sent.sentText.toLowerCase();
  for (const leak of LEAKS) {
    if (leak.errorsOnly && status < 400) continue;
    const match = leak.pattern.exec(body);
    if (match && !sentLower.includes(match[0].trim().toLowerCase())) {
      problems.push(`body leaks internal detail (${leak.name}): ${JSON.stringify(match[0].slice(0, 160))}`);
    }
  }

  let json: unknown;
  let parsed = false;
  if (!binary && body.length > 0 && /json/i.test(contentType)) {
    try {
      json = JSON.parse(body);
      parsed = true;
    } catch {
      problems.push(
        `content-type ${contentType} but the body is not JSON: ${JSON.stringify(body.slice(0, 160))}`,
      );
    }
  }

  if (status >= 400) {
    if (!/^application\/json\b/i.test(contentType)) {
      problems.push(
        `error reply is not JSON: content-type ${JSON.stringify(contentType)}, body ${JSON.stringify(body.slice(0, 160))}`,
      );
    } else if (parsed) {
      const shape = errorShapeProblem(json);
      if (shape) problems.push(`error reply is not {message, code}: ${shape}; body ${body.slice(0, 240)}`);
    }
  }

  // A path parameter such as "../../api/auth/user" is resolved by URL parsing before routing: the
  // request reaches another route, whose reply this operation's schema does not describe.
  const rawPath = String(sent.inject.url ?? "").split("?")[0] ?? "";
  const reachedElsewhere = /(^|\/)\.\.?(\/|$)/.test(rawPath);
  const documented = reachedElsewhere ? undefined : documentedResponse(sent.operation, status);
  if (reachedElsewhere) {
    notes.push("dot segments in the path reach another route");
  } else if (!documented) {
    notes.push(`status ${status} is not in the document`);
  } else if (documented.jsonSchema !== undefined) {
    if (!parsed) {
      if (body.length > 0 || status !== 204) {
        problems.push(
          `status ${status} is documented (${documented.key}) as JSON but the reply is ${JSON.stringify(contentType)}: ${JSON.stringify(body.slice(0, 120))}`,
        );
      }
    } else {
      const validate = validators.validator(sent.operation, documented.key, documented.jsonSchema);
      if (!validate(json)) {
        const errors = (validate.errors ?? [])
          .slice(0, 4)
          .map(
            (error) =>
              `${error.instancePath || "(root)"} ${error.message ?? ""} ${JSON.stringify(error.params)}`,
          )
          .join("; ");
        problems.push(
          `reply does not match the documented ${documented.key} schema: ${errors}; body ${body.slice(0, 240)}`,
        );
      }
    }
  } else if (documented.contentTypes.length === 0 && status === 204 && reply.rawPayload.length > 0) {
    problems.push(`204 with a body: ${JSON.stringify(body.slice(0, 120))}`);
  }

  // CSRF: a state-changing request carrying a session cookie from another site is refused.
  const origin = sent.inject.headers && (sent.inject.headers as Record<string, string>).origin;
  if (
    STATE_CHANGING.has(sent.operation.method) &&
    sent.sessionCookie &&
    origin &&
    FOREIGN_ORIGINS.includes(origin)
  ) {
    if (status < 400)
      problems.push(`cross-site ${sent.operation.method} from Origin ${origin} was accepted (${status})`);
    else if (status !== 403 && sent.cleanUrl)
      problems.push(`cross-site request from Origin ${origin} answered ${status}, not 403`);
  }

  return { problems, notes };
}

function errorShapeProblem(json: unknown): string | undefined {
  if (!json || typeof json !== "object" || Array.isArray(json)) return "not an object";
  const record = json as Record<string, unknown>;
  if (typeof record.message !== "string") return "message is not a string";
  if (typeof record.code !== "string") return "code is not a string";
  if (record.issues !== undefined && !Array.isArray(record.issues)) return "issues is not an array";
  const extra = Object.keys(record).filter((key) => !["message", "code", "issues"].includes(key));
  if (extra.length > 0) return `unexpected keys ${extra.join(", ")}`;
  return undefined;
}
