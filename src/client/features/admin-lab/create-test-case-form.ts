import { z } from "zod";
import { PERFORMANCE_DEFAULTS, type TestCaseInput, testCaseInputSchema } from "../../../domain/admin";

/**
 * The create dialog's form: the domain's testCaseInputSchema, except that steps are edited as rows
 * ({ text }, as react-hook-form's field arrays need) and read back through the domain's own steps
 * rule, which trims them and drops the empty ones before anything is sent.
 */
export const createTestCaseFormSchema = testCaseInputSchema.extend({
  steps: z
    .array(z.object({ text: z.string() }))
    .transform((rows) => rows.map((row) => row.text))
    .pipe(testCaseInputSchema.shape.steps),
});

export type CreateTestCaseFormValues = z.input<typeof createTestCaseFormSchema>;
export type CreateTestCaseFormOutput = z.output<typeof createTestCaseFormSchema>;

export const createTestCaseDefaults: CreateTestCaseFormValues = {
  name: "",
  description: "",
  category: "single-upload",
  steps: [{ text: "" }],
  expectedResult: "",
  priority: "medium",
  status: "pending",
  generations: PERFORMANCE_DEFAULTS.generations,
  budgetMs: PERFORMANCE_DEFAULTS.budgetMs,
};

/** The request body: the run's figures only for a performance case. */
export function toTestCaseInput(values: CreateTestCaseFormOutput): TestCaseInput {
  const { generations, budgetMs, ...rest } = values;
  return values.category === "performance" ? { ...rest, generations, budgetMs } : rest;
}
