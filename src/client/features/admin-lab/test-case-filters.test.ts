import { describe, expect, it } from "vitest";
import { makeTestCase } from "./lab-test-support";
import { filterTestCases, noFilters } from "./test-case-filters";

const cases = [
  makeTestCase({ id: "a", name: "Upload a JPEG", category: "single-upload", status: "passed" }),
  makeTestCase({
    id: "b",
    name: "Ten photos",
    description: "Runs through the bulk queue",
    category: "bulk-upload",
    status: "failed",
    steps: ["Queue ten photos", "Wait for the batch"],
  }),
  makeTestCase({ id: "c", name: "Refuses bad input", category: "validation", status: "pending" }),
];
const ids = (filters: Parameters<typeof filterTestCases>[1]) =>
  filterTestCases(cases, filters).map((c) => c.id);

describe("filterTestCases", () => {
  it("keeps everything without filters", () => {
    expect(ids(noFilters)).toEqual(["a", "b", "c"]);
  });

  it("filters by category and by status, together", () => {
    expect(ids({ ...noFilters, category: "bulk-upload" })).toEqual(["b"]);
    expect(ids({ ...noFilters, status: "pending" })).toEqual(["c"]);
    expect(ids({ ...noFilters, category: "bulk-upload", status: "passed" })).toEqual([]);
  });

  it("searches every word, case-insensitively, in name, description, steps and expected result", () => {
    expect(ids({ ...noFilters, search: "BATCH queue" })).toEqual(["b"]);
    expect(ids({ ...noFilters, search: "  jpeg " })).toEqual(["a"]);
    expect(ids({ ...noFilters, search: "400" })).toEqual(["a", "b", "c"]);
    expect(ids({ ...noFilters, search: "jpeg batch" })).toEqual([]);
  });
});
