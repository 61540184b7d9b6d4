import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { OPENAPI_DOCUMENT_PATH } from "./openapi";
import { formatOpenApiDocument } from "./openapi-document";

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
