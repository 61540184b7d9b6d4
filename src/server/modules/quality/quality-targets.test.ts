import { beforeAll, describe, expect, it } from "vitest";
import { createBuiltinProvider } from "../../providers/generation/builtin/builtin-provider";
import { QUALITY_TARGETS, type QualitySuiteReport } from "./report";
import { runQualitySuite } from "./suite";

/**
 * Issue 12's "done when", as a test: the builtin writer on the quality suite's fixed set of
 * briefs and photos meets every target `npm run quality` prints. Each target is its own test, and
 * a failing one lists its failures (brief · platform: problem — snippet).
 */
let report: QualitySuiteReport;

beforeAll(async () => {
  report = await runQualitySuite({ provider: createBuiltinProvider() });
}, 60_000);

const SHOWN_FAILURES = 15;

describe("the builtin writer on the quality suite's fixed set", () => {
  it.each(QUALITY_TARGETS.map((target) => [target.label, target.key] as const))("%s", (_label, key) => {
    const target = report.targets.find((t) => t.key === key);
    if (!target) throw new Error(`no target ${key}`);
    const failures = report.failures.filter((failure) => failure.target === key);
    const listed = failures
      .slice(0, SHOWN_FAILURES)
      .map((f) => `  [${f.brief} · ${f.platform}] ${f.problem}${f.snippet ? ` — ${f.snippet}` : ""}`)
      .join("\n");
    const more = failures.length > SHOWN_FAILURES ? `\n  … and ${failures.length - SHOWN_FAILURES} more` : "";
    const message = `${target.label}: measured ${target.value} (${target.detail}), target ${
      target.direction === "min" ? "≥" : "≤"
    } ${target.target}\n${listed}${more}`;
    if (target.direction === "min") expect(target.value, message).toBeGreaterThanOrEqual(target.target);
    else expect(target.value, message).toBeLessThanOrEqual(target.target);
  });
});
