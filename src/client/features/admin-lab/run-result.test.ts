import { describe, expect, it } from "vitest";
import type { TestRunResult } from "../../../domain/admin";
import { parseRunResult } from "./run-result";

const run: TestRunResult = {
  summary: "1 of 2 checks passed",
  status: "failed",
  executedAt: "2026-01-02T11:00:00.000Z",
  duration: 900,
  engine: "builtin",
  details: [
    { step: "A", description: "first", status: "passed", duration: 10, details: "ok" },
    { step: "B", description: "second", status: "failed", duration: 20, details: "twitter 291 > 280" },
  ],
};

describe("parseRunResult", () => {
  it("reads a full run result", () => {
    expect(parseRunResult(JSON.stringify(run))).toEqual(run);
  });

  it("keeps the summary of partial JSON, without details", () => {
    expect(parseRunResult(JSON.stringify({ summary: "Checked by hand", extra: 1 }))).toEqual({
      summary: "Checked by hand",
      details: [],
    });
  });

  it("yields null for no result, text that is not JSON, or JSON without a summary", () => {
    for (const results of [null, "", "not json", "[]", "42", JSON.stringify({ status: "passed" })]) {
      expect(parseRunResult(results)).toBeNull();
    }
  });
});
