import { describe, expect, it } from "vitest";
import { BINARY_BODY, finishOpenApiDocument, WILDCARD_PARAMETER } from "./openapi-document";

const json = (schema: object) => ({ content: { "application/json": { schema } } });

/** A small document as @fastify/swagger leaves it. */
function generated() {
  return {
    openapi: "3.1.0",
    paths: {
      "/api/bulk-jobs": {
        post: {
          requestBody: json({ type: "object" }),
          responses: {
            "202": { description: "Default Response", ...json({ type: "object" }) },
            "4XX": { description: "Default Response", ...json({ type: "object" }) },
          },
        },
      },
      "/api/tokens/{id}": { delete: { responses: { "204": { description: "Default Response" } } } },
      "/api/health": { get: { security: [], responses: { "200": json({ type: "object" }) } } },
      "/objects/uploads/{id}": {
        get: {
          responses: { "200": { description: "The image bytes", content: { "image/png": { schema: {} } } } },
        },
      },
      "/api/objects/local/{*}": {
        put: {
          parameters: [
            { in: "query", name: "sig", schema: { type: "string" } },
            { in: "path", name: "*", required: true, schema: { type: "string" } },
          ],
          responses: { "200": { description: "Default Response" } },
        },
      },
      "/api/bulk-jobs/{id}/export.csv": {
        get: {
          responses: {
            "200": { description: "CSV", content: { "text/csv": { schema: { type: "string" } } } },
          },
        },
      },
    },
  };
}

describe("finishOpenApiDocument", () => {
  it("puts each example on its operation's request body and replies", () => {
    const job = { id: "job-1", status: "queued" };
    const document = finishOpenApiDocument(generated(), {
      "POST /api/bulk-jobs": { request: { kind: "social" }, responses: { 202: job } },
      "GET /api/bulk-jobs/{id}/export.csv": { responses: { 200: "filename,hashtags\r\n" } },
      "GET /objects/uploads/{id}": { responses: { 200: BINARY_BODY } },
    });
    const create = document.paths["/api/bulk-jobs"].post;
    expect(create.requestBody.content["application/json"]).toMatchObject({ example: { kind: "social" } });
    expect(create.responses["202"].content["application/json"]).toMatchObject({ example: job });
    expect(create.responses["4XX"].content["application/json"]).not.toHaveProperty("example");
    expect(
      document.paths["/api/bulk-jobs/{id}/export.csv"].get.responses["200"].content["text/csv"],
    ).toMatchObject({
      example: "filename,hashtags\r\n",
    });
    // Image bytes have no example to show.
    expect(document.paths["/objects/uploads/{id}"].get.responses["200"].content["image/png"]).toEqual({
      schema: {},
    });
  });

  it("limits the routes a token may not call to the session cookie, and leaves the others alone", () => {
    const document = finishOpenApiDocument(generated(), {});
    expect(document.paths["/api/tokens/{id}"].delete).toMatchObject({ security: [{ session: [] }] });
    expect(document.paths["/api/bulk-jobs"].post).not.toHaveProperty("security");
    expect(document.paths["/api/health"].get.security).toEqual([]);
  });

  it("says what a status means where the generator wrote only 'Default Response'", () => {
    const document = finishOpenApiDocument(generated(), {});
    expect(document.paths["/api/bulk-jobs"].post.responses["202"].description).toMatch(/^Accepted/);
    expect(document.paths["/api/bulk-jobs"].post.responses["4XX"].description).toContain(
      '{"message", "code"}',
    );
    expect(document.paths["/api/tokens/{id}"].delete.responses["204"].description).toMatch(/no content/);
    expect(document.paths["/objects/uploads/{id}"].get.responses["200"].description).toBe("The image bytes");
  });

  it("gives each operation an operationId: the route's own, else the book's, else one derived", () => {
    const input = generated();
    Object.assign(input.paths["/api/health"].get, { operationId: "fromTheRoute" });
    const document = finishOpenApiDocument(input, {}, { "POST /api/bulk-jobs": "createBulkJob" });
    expect(document.paths["/api/health"].get).toMatchObject({ operationId: "fromTheRoute" });
    expect(document.paths["/api/bulk-jobs"].post).toMatchObject({ operationId: "createBulkJob" });
    expect(document.paths["/api/tokens/{id}"].delete).toMatchObject({ operationId: "deleteTokensById" });
  });

  it("names a wildcard's path parameter, in the path and its parameter, and keeps the paths' order", () => {
    const document = finishOpenApiDocument(generated(), {}) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths)).toEqual([
      "/api/bulk-jobs",
      "/api/tokens/{id}",
      "/api/health",
      "/objects/uploads/{id}",
      `/api/objects/local/{${WILDCARD_PARAMETER}}`,
      "/api/bulk-jobs/{id}/export.csv",
    ]);
    const put = document.paths[`/api/objects/local/{${WILDCARD_PARAMETER}}`]?.put as {
      parameters: { in: string; name: string; description?: string }[];
      operationId: string;
    };
    expect(put.parameters.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual([
      "query sig",
      `path ${WILDCARD_PARAMETER}`,
    ]);
    expect(put.parameters[1]?.description).toMatch(/slashes included/);
    expect(put.operationId).toBe("putObjectsLocalByKey");
  });

  it("returns a new document and leaves the generated one as it was", () => {
    const input = generated();
    const before = structuredClone(input);
    finishOpenApiDocument(input, { "POST /api/bulk-jobs": { request: { kind: "social" }, responses: {} } });
    expect(input).toEqual(before);
  });
});
