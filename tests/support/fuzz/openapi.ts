import type { ValidateFunction } from "ajv";
import Ajv2020 from "ajv/dist/2020";
import type { Schema } from "./schema-arbitrary";

/** The operations of an OpenAPI 3.1 document and their response schemas, compiled once. */

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** The document's path, e.g. `/api/social-media/posts/{id}`. */
  path: string;
  /** `METHOD path`, the operation's name in reports. */
  name: string;
  parameters: Parameter[];
  /** The JSON request body schema, when the operation documents one. */
  requestBody?: { schema: Schema; required: boolean; contentTypes: string[] };
  responses: Record<string, { contentTypes: string[]; jsonSchema?: Schema }>;
  /** The document says the session cookie only (`security: [{session: []}]`): an API token gets 403. */
  sessionOnly?: boolean;
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
}

/** Every path × method of the document: a route added to the app shows up here by itself. */
export function listOperations(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((document as OpenApiDocument).paths ?? {})) {
    const shared = Array.isArray(item.parameters) ? (item.parameters as Parameter[]) : [];
    for (const method of HTTP_METHODS) {
      const raw = item[method] as Record<string, unknown> | undefined;
      if (!raw) continue;
      const parameters = [...shared, ...((raw.parameters as Parameter[] | undefined) ?? [])].map((p) => ({
        name: p.name,
        in: p.in,
        required: Boolean(p.required) || p.in === "path",
        schema: p.schema ?? {},
      }));
      const body = raw.requestBody as
        | { required?: boolean; content?: Record<string, { schema?: Schema }> }
        | undefined;
      const bodyTypes = Object.keys(body?.content ?? {});
      const jsonType = bodyTypes.find((type) => type.includes("json"));
      const responses: Operation["responses"] = {};
      for (const [status, response] of Object.entries((raw.responses ?? {}) as Record<string, unknown>)) {
        const content = ((response as { content?: Record<string, { schema?: Schema }> }).content ??
          {}) as Record<string, { schema?: Schema }>;
        const json = Object.keys(content).find((type) => type.includes("json"));
        responses[status.toUpperCase()] = {
          contentTypes: Object.keys(content),
          jsonSchema: json ? content[json]?.schema : undefined,
        };
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        name: `${method.toUpperCase()} ${path}`,
        parameters,
        requestBody: body
          ? {
              schema: (jsonType ? body.content?.[jsonType]?.schema : undefined) ?? {},
              required: Boolean(body.required),
              contentTypes: bodyTypes,
            }
          : undefined,
        responses,
        sessionOnly: isSessionOnly(raw.security),
      });
    }
  }
  return operations;
}

function isSessionOnly(security: unknown): boolean {
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((requirement) => Object.keys(requirement as object).join() === "session")
  );
}

/** The documented response for a status: the exact code, then its range (`4XX`), then `default`. */
export function documentedResponse(
  operation: Operation,
  status: number,
): { key: string; contentTypes: string[]; jsonSchema?: Schema } | undefined {
  for (const key of [String(status), `${String(status)[0]}XX`, "DEFAULT"]) {
    const response = operation.responses[key];
    if (response) return { key, ...response };
  }
  return undefined;
}

/** Ajv 2020-12, non-strict (zod emits keywords Ajv's strict mode frowns on), formats not checked. */
export class ResponseValidators {
  readonly #ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, logger: false });
  readonly #compiled = new Map<string, ValidateFunction>();

  constructor(document: unknown) {
    // `$ref: "#/components/..."` inside a response schema resolves against the whole document.
    this.#ajv.addSchema({ ...(document as object) } as object, "openapi:document", undefined, false);
  }

  validator(operation: Operation, key: string, schema: Schema): ValidateFunction {
    const id = `${operation.name} ${key}`;
    let validate = this.#compiled.get(id);
    if (!validate) {
      validate = this.#ajv.compile(rebaseRefs(schema) as object);
      this.#compiled.set(id, validate);
    }
    return validate;
  }

  get compiledCount(): number {
    return this.#compiled.size;
  }
}

/** `#/components/schemas/X` → `openapi:document#/components/schemas/X`, so a lone schema compiles. */
function rebaseRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebaseRefs);
  if (schema && typeof schema === "object") {
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [
        key,
        key === "$ref" && typeof value === "string" && value.startsWith("#/")
          ? `openapi:document${value}`
          : rebaseRefs(value),
      ]),
    );
  }
  return schema;
}
