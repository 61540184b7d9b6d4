import { type TestRunResult, type TestStepResult, testRunResultSchema } from "../../../domain/admin";

/** A stored run as the card shows it: at least its summary, with its step details when present. */
export type StoredRunResult = Partial<Omit<TestRunResult, "summary" | "details">> & {
  summary: string;
  details: TestStepResult[];
};

/**
 * Reads a test case's `results` (JSON text with a `summary` field, spec supporting-areas §3).
 * A full run result is read as such; older or partial JSON still yields its summary; anything
 * else (null, not JSON, no summary) yields null.
 */
export function parseRunResult(results: string | null): StoredRunResult | null {
  if (!results) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(results);
  } catch {
    return null;
  }
  const full = testRunResultSchema.safeParse(parsed);
  if (full.success) return full.data;
  if (typeof parsed === "object" && parsed !== null && "summary" in parsed) {
    const { summary } = parsed;
    if (typeof summary === "string") return { summary, details: [] };
  }
  return null;
}
