import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type {
  TestCase,
  TestCaseCategory,
  TestCaseRunReply,
  TestRunResult,
  testCaseInputSchema,
} from "../../../domain/admin";
import type { Database } from "../../db/client";
import { testCases } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import type { UserRow } from "../sessions/service";
import { type LabDeps, runLabChecks } from "./lab-checks";

type TestCaseRow = typeof testCases.$inferSelect;
const NOT_FOUND = "Test case not found";

export async function listTestCases(db: Database): Promise<TestCase[]> {
  const rows = await db
    .select()
    .from(testCases)
    .orderBy(desc(testCases.createdAt), desc(testCases.id))
    .limit(500);
  return rows.map(toTestCase);
}

export async function createTestCase(
  db: Database,
  input: z.output<typeof testCaseInputSchema>,
): Promise<TestCase> {
  const [row] = await db
    .insert(testCases)
    .values({
      name: input.name,
      description: input.description,
      category: input.category,
      steps: input.steps,
      expectedResult: input.expectedResult,
      priority: input.priority,
      status: input.status,
      generations: input.generations ?? null,
      budgetMs: input.budgetMs ?? null,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toTestCase(row);
}

export async function deleteTestCase(db: Database, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  const deleted = await db.delete(testCases).where(eq(testCases.id, id)).returning({ id: testCases.id });
  if (deleted.length === 0) throw new AppError("not_found", NOT_FOUND);
}

/**
 * Runs the case's real checks (./lab-checks.ts) as the admin who asked, and stores the verdict:
 * `passed` when every check passed, `failed` when any failed. A manual (UI/UX) case stays
 * `pending`: its result is the checklist a person works through.
 */
export async function runTestCase(deps: LabDeps, admin: UserRow, id: string): Promise<TestCaseRunReply> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  const [row] = await deps.db.select().from(testCases).where(eq(testCases.id, id)).limit(1);
  if (!row) throw new AppError("not_found", NOT_FOUND);
  await deps.db
    .update(testCases)
    .set({ status: "running", updatedAt: new Date() })
    .where(eq(testCases.id, id));

  const started = performance.now();
  const executedAt = new Date();
  const details = await runLabChecks(deps, admin, {
    category: row.category as TestCaseCategory,
    steps: row.steps,
    generations: row.generations,
    budgetMs: row.budgetMs,
  });
  const failed = details.filter((step) => step.status === "failed");
  const manual = details.length > 0 && details.every((step) => step.status === "manual");
  const result: TestRunResult = {
    summary: summaryOf(details.length, failed, manual),
    status: manual ? "manual" : failed.length === 0 ? "passed" : "failed",
    executedAt: executedAt.toISOString(),
    duration: Math.round(performance.now() - started),
    engine: deps.provider.engine,
    details,
  };
  const [updated] = await deps.db
    .update(testCases)
    .set({
      status: manual ? "pending" : result.status === "passed" ? "passed" : "failed",
      lastRunAt: executedAt,
      results: JSON.stringify(result),
      updatedAt: new Date(),
    })
    .where(eq(testCases.id, id))
    .returning();
  if (!updated) throw new AppError("not_found", NOT_FOUND);
  return { testCase: toTestCase(updated), result };
}

function summaryOf(total: number, failed: TestRunResult["details"], manual: boolean): string {
  if (manual) return `Manual check: ${total} step${total === 1 ? "" : "s"} to go through by hand`;
  if (failed.length === 0) return `All ${total} checks passed`;
  const first = failed[0];
  return `${total - failed.length} of ${total} checks passed; ${first?.step} failed: ${first?.details}`;
}

function toTestCase(row: TestCaseRow): TestCase {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as TestCase["category"],
    steps: row.steps,
    expectedResult: row.expectedResult,
    priority: row.priority as TestCase["priority"],
    status: row.status as TestCase["status"],
    generations: row.generations,
    budgetMs: row.budgetMs,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    results: row.results,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
