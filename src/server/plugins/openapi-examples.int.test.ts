import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { BINARY_BODY, HTTP_METHODS } from "./openapi-document";
import { apiExamples, CONFIGURATION_DEPENDENT_OPERATIONS } from "./openapi-examples";
import { apiTags } from "./openapi-tags";

/**
 * Every operation of the document the app really serves has realistic examples that its own
 * schemas accept: a request example when it takes a JSON body, and a reply example for every 2xx
 * it documents. A new route without examples fails here, by name.
 */

interface Media {
  schema?: object;
  example?: unknown;
}
interface Operation {
  tags?: string[];
  summary?: string;
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

let t: TestApp;
let operations: { name: string; operation: Operation }[];
beforeAll(async () => {
  t = await createTestApp();
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation: item[method] as Operation,
    })),
  );
});
afterAll(() => t.close());

// Ajv 2020-12 (OpenAPI 3.1's dialect), formats checked; not strict: zod emits keywords it frowns on.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

function problemsOf(schema: object, example: unknown): string[] {
  const validate = ajv.compile(schema);
  if (validate(example)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message}`);
}

const isSuccess = (status: string) => status.startsWith("2");

describe("the API reference's examples", () => {
  it("cover every documented operation", () => {
    const missing = operations.filter(({ name }) => !apiExamples[name]).map(({ name }) => name);
    expect(missing, `operations without examples in openapi-examples/: ${missing.join(", ")}`).toEqual([]);
  });

  it("name no operation the app does not document (a typo in a key would hide an example)", () => {
    const documented = new Set(operations.map(({ name }) => name));
    const stale = Object.keys(apiExamples).filter(
      (name) => !documented.has(name) && !CONFIGURATION_DEPENDENT_OPERATIONS.has(name),
    );
    expect(stale, `examples for operations the app does not document: ${stale.join(", ")}`).toEqual([]);
  });

  it("give a request example, valid against its schema, for every operation that takes a JSON body", () => {
    const problems: string[] = [];
    for (const { name, operation } of operations) {
      const media = operation.requestBody?.content?.["application/json"];
      if (!media?.schema) continue;
      const request = apiExamples[name]?.request;
      if (request === undefined) {
        problems.push(`${name}: no request example`);
        continue;
      }
      for (const problem of problemsOf(media.schema, request)) problems.push(`${name} request: ${problem}`);
      if (media.example !== request) problems.push(`${name}: the request example is not in the document`);
    }
    expect(problems).toEqual([]);
  });

  it("give a reply example, valid against its schema, for every documented 2xx reply", () => {
    const problems: string[] = [];
    for (const { name, operation } of operations) {
      const responses = Object.entries(operation.responses ?? {});
      const successes = responses.filter(([status]) => isSuccess(status));
      // Only a redirect may do without a 2xx (GET /api/logout).
      if (successes.length === 0 && !responses.some(([status]) => status.startsWith("3"))) {
        problems.push(`${name}: documents no 2xx reply`);
      }
      const examples = apiExamples[name]?.responses ?? {};
      for (const [status, response] of responses) {
        const example = examples[Number(status)];
        if (example === undefined) {
          if (isSuccess(status)) problems.push(`${name} ${status}: no reply example`);
          continue;
        }
        const contents = Object.entries(response.content ?? {});
        if (contents.length === 0) {
          if (example !== null)
            problems.push(`${name} ${status}: the reply has no body; its example must be null`);
          continue;
        }
        for (const [type, media] of contents) {
          if (type.startsWith("image/") || type === "application/zip") {
            if (example !== BINARY_BODY) problems.push(`${name} ${status}: binary bodies take BINARY_BODY`);
            continue;
          }
          for (const problem of problemsOf(media.schema ?? {}, example)) {
            problems.push(`${name} ${status} ${type}: ${problem}`);
          }
          if (media.example !== example)
            problems.push(`${name} ${status}: the example is not in the document`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("file every operation under a known group, with a summary", () => {
    const known = new Set<string>(apiTags.map((tag) => tag.name));
    const problems = operations.flatMap(({ name, operation }) => {
      const tags = operation.tags ?? [];
      return [
        ...(tags.length === 0 ? [`${name}: no tag`] : []),
        ...tags
          .filter((tag) => !known.has(tag))
          .map((tag) => `${name}: unknown tag "${tag}" (see openapi-tags.ts)`),
        ...(operation.summary ? [] : [`${name}: no summary`]),
      ];
    });
    expect(problems).toEqual([]);
  });
});
