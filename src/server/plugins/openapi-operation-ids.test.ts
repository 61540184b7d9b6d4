import { describe, expect, it } from "vitest";
import { apiOperationIds, deriveOperationId } from "./openapi-operation-ids";

describe("the operationId table", () => {
  it("gives every operation its own id: a generated client cannot have two methods of one name", () => {
    const ids = Object.values(apiOperationIds);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
  });

  it("uses camelCase identifiers that every client generator can keep as method names", () => {
    const unfit = Object.values(apiOperationIds).filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id));
    expect(unfit).toEqual([]);
  });

  it("keys operations as the document names them: METHOD and an OpenAPI path", () => {
    const malformed = Object.keys(apiOperationIds).filter(
      (name) => !/^(GET|PUT|POST|DELETE|PATCH) \/[A-Za-z0-9/{}._-]*$/.test(name),
    );
    expect(malformed).toEqual([]);
  });
});

describe("deriveOperationId, for an operation the table does not name yet", () => {
  it("spells the method and the path's words in camelCase, a parameter as By…", () => {
    expect(deriveOperationId("post", "/api/bulk-jobs/{id}/cancel")).toBe("postBulkJobsByIdCancel");
    expect(deriveOperationId("get", "/api/usage-status")).toBe("getUsageStatus");
    expect(deriveOperationId("get", "/api/bulk-jobs/{id}/export.csv")).toBe("getBulkJobsByIdExportCsv");
    expect(deriveOperationId("get", "/objects/public/{uploadId}")).toBe("getObjectsPublicByUploadId");
    expect(deriveOperationId("put", "/api/objects/local/{key}")).toBe("putObjectsLocalByKey");
  });

  it("gives different operations different ids", () => {
    const names = Object.keys(apiOperationIds);
    const derived = names.map((name) => {
      const [method = "", path = ""] = name.split(" ");
      return deriveOperationId(method, path);
    });
    expect(new Set(derived).size).toBe(names.length);
  });
});
