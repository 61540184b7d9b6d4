import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { OPENAPI_DOCUMENT_PATH } from "./openapi";
import { formatOpenApiDocument, HTTP_METHODS } from "./openapi-document";
import { apiOperationIds, deriveOperationId } from "./openapi-operation-ids";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the OpenAPI document", () => {
  it("is committed and current: run `npm run openapi` after changing a route schema", () => {
    const committed = readFileSync(OPENAPI_DOCUMENT_PATH, "utf8");
    expect(formatOpenApiDocument(t.app.swagger())).toBe(committed);
  });

  it("is served at /api/openapi.json as OpenAPI 3.1", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(reply.statusCode).toBe(200);
    const document = reply.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toContain("/api/social-media/generate");
    // The client's static files are not part of the API.
    expect(
      Object.keys(document.paths).every((path) => path.startsWith("/api/") || path.startsWith("/objects/")),
    ).toBe(true);
  });
});

interface Parameter {
  in: string;
  name: string;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
}

describe("the OpenAPI document, for client generators", () => {
  const operations = () =>
    Object.entries((t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths).flatMap(
      ([path, item]) =>
        HTTP_METHODS.filter((method) => item[method]).map((method) => ({
          name: `${method.toUpperCase()} ${path}`,
          path,
          method,
          operation: item[method] as Operation,
        })),
    );

  it("names every operation from the operationId table (openapi-operation-ids.ts)", () => {
    const missing = operations()
      .filter(({ name }) => !apiOperationIds[name])
      .map(({ name, method, path }) => `"${name}": "${deriveOperationId(method, path)}"`);
    expect(missing, `add to apiOperationIds:\n${missing.join("\n")}`).toEqual([]);
    for (const { name, operation } of operations())
      expect(operation.operationId, name).toBe(apiOperationIds[name]);
  });

  it("gives every operation a unique operationId", () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("says where the API is: this site, relative to where the document was fetched", () => {
    expect((t.app.swagger() as { servers?: unknown }).servers).toEqual([
      { url: "/", description: expect.any(String) },
    ]);
  });

  it("names every path parameter as its path does, with no `*` left", () => {
    for (const { name, path, operation } of operations()) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      expect(declared.sort(), name).toEqual(inPath.sort());
      expect(inPath, name).not.toContain("*");
    }
  });

  it("documents the local store's upload as PUT /api/objects/local/{key}, and the route still takes any key", async () => {
    expect(operations().map(({ name }) => name)).toContain("PUT /api/objects/local/{key}");
    // The route is Fastify's wildcard as before: a key with slashes reaches it (and is refused
    // for its missing signature, not as an unknown path).
    const reply = await t.app.inject({
      method: "PUT",
      url: "/api/objects/local/uploads/some/nested/key",
      headers: { "content-type": "image/jpeg" },
      payload: Buffer.from("x"),
    });
    expect(reply.statusCode).toBe(403);
  });
});
