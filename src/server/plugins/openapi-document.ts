import { isCookieOnlyRoute } from "./api-token-auth";
import { deriveOperationId } from "./openapi-operation-ids";

/** The committed document's exact text: stable key order is the route order, two-space JSON. */
export function formatOpenApiDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * The examples of one operation: its JSON request body (when it takes one) and one reply per
 * documented 2xx status. A reply is JSON, or the text of a CSV or event-stream reply; `null` for a
 * reply without a body (204); BINARY_BODY for image bytes, which no example can show.
 */
export interface OperationExamples {
  request?: unknown;
  responses: Readonly<Record<number, unknown>>;
}

/** Examples keyed by the operation's name in the document: `POST /api/bulk-jobs/{id}/cancel`. */
export type ExampleBook = Readonly<Record<string, OperationExamples>>;

export const BINARY_BODY = Symbol("binary body");

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"] as const;

interface MediaObject {
  schema?: unknown;
  example?: unknown;
}
interface ResponseObject {
  description?: string;
  content?: Record<string, MediaObject>;
}
interface ParameterObject {
  in?: string;
  name?: string;
  description?: string;
}
interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  security?: unknown[];
  requestBody?: { content?: Record<string, MediaObject> };
  responses?: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
}

/** @fastify/swagger's text for a response without a description of its own. */
const DEFAULT_DESCRIPTION = "Default Response";
const STATUS_DESCRIPTIONS: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "202": "Accepted: the work goes on after the reply",
  "204": "Done; no content",
  "302": "Redirect",
  "304": "Not modified: the copy you have (If-None-Match) is current",
  "4XX": 'Error: `{"message", "code"}` (400 adds `issues`, the invalid fields; 429 adds Retry-After)',
  "5XX": 'Server error: `{"message", "code"}`; 503 adds Retry-After',
  "503": "A dependency is down",
};

/**
 * What a wildcard route's `*` is called in the document. @fastify/swagger writes Fastify's
 * `/api/objects/local/*` as `/api/objects/local/{*}` with a path parameter named `*`, which no
 * client generator can turn into an argument; the route itself is unchanged (Fastify still calls
 * it `*`), only its name in the document.
 */
export const WILDCARD_PARAMETER = "key";
const WILDCARD_DESCRIPTION =
  "The rest of the path, slashes included: the object key, as it stands in the uploadURL you were given.";

/** Operation ids keyed by the operation's name in the document: `POST /api/bulk-jobs`. */
export type OperationIdBook = Readonly<Record<string, string>>;

/**
 * The last touches on the generated document, one pass over its operations:
 * - a wildcard path parameter gets a name (WILDCARD_PARAMETER);
 * - every operation gets its operationId: the route schema's own, else the book's, else one
 *   derived from its method and path;
 * - the routes an API token may not call (api-token-auth.ts decides) accept the session cookie only;
 * - responses @fastify/swagger left as "Default Response" say what their status means;
 * - each operation gets its request and reply examples from the book.
 * A missing example leaves the operation as it is: openapi-examples.int.test.ts is what fails.
 */
export function finishOpenApiDocument<T>(
  document: T,
  examples: ExampleBook,
  operationIds: OperationIdBook = {},
): T {
  const finished = structuredClone(document) as T & OpenApiDocument;
  if (finished.paths) finished.paths = nameWildcards(finished.paths);
  for (const [path, item] of Object.entries(finished.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const name = `${method.toUpperCase()} ${path}`;
      operation.operationId ??= operationIds[name] ?? deriveOperationId(method, path);
      if (operation.security === undefined && isCookieOnlyRoute(method.toUpperCase(), path)) {
        operation.security = [{ session: [] }];
      }
      describeResponses(operation);
      const book = examples[name];
      if (book) applyExamples(operation, book);
    }
  }
  return finished;
}

/** The paths with `{*}` renamed, in their order (the committed document's key order is the route order). */
function nameWildcards(
  paths: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      if (!path.includes("{*}")) return [path, item];
      const operations = HTTP_METHODS.map((method) => item[method] as OperationObject | undefined);
      const parameters = [
        ...((item.parameters as ParameterObject[] | undefined) ?? []),
        ...operations.flatMap((operation) => operation?.parameters ?? []),
      ];
      for (const parameter of parameters) {
        if (parameter.in !== "path" || parameter.name !== "*") continue;
        parameter.name = WILDCARD_PARAMETER;
        parameter.description ??= WILDCARD_DESCRIPTION;
      }
      return [path.replace("{*}", `{${WILDCARD_PARAMETER}}`), item];
    }),
  );
}

function describeResponses(operation: OperationObject): void {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (response.description === DEFAULT_DESCRIPTION && STATUS_DESCRIPTIONS[status]) {
      response.description = STATUS_DESCRIPTIONS[status];
    }
  }
}

function applyExamples(operation: OperationObject, book: OperationExamples): void {
  const json = operation.requestBody?.content?.["application/json"];
  if (json && book.request !== undefined) json.example = book.request;
  for (const [status, example] of Object.entries(book.responses)) {
    if (example === null || example === BINARY_BODY) continue;
    for (const media of Object.values(operation.responses?.[status]?.content ?? {})) {
      media.example = example;
    }
  }
}
