import { describe, expect, it } from "vitest";
import { createTestCaseDefaults, createTestCaseFormSchema, toTestCaseInput } from "./create-test-case-form";

const filled = {
  ...createTestCaseDefaults,
  name: " Ten photos ",
  description: "Runs a batch",
  expectedResult: "All written",
};

describe("the create form's schema", () => {
  it("trims steps and drops the empty rows", () => {
    const parsed = createTestCaseFormSchema.parse({
      ...filled,
      steps: [{ text: " Queue ten photos " }, { text: "" }, { text: "   " }, { text: "Wait" }],
    });
    expect(parsed.steps).toEqual(["Queue ten photos", "Wait"]);
    expect(parsed.name).toBe("Ten photos");
  });

  it("needs one step that is not empty", () => {
    const result = createTestCaseFormSchema.safeParse({ ...filled, steps: [{ text: " " }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["steps", "Add at least one step"],
    ]);
  });

  it("sends generations and the time budget only for a performance case", () => {
    const base = createTestCaseFormSchema.parse({ ...filled, steps: [{ text: "Run" }] });
    expect(toTestCaseInput(base)).not.toHaveProperty("generations");
    expect(toTestCaseInput(base)).not.toHaveProperty("budgetMs");
    const performance = createTestCaseFormSchema.parse({
      ...filled,
      category: "performance",
      steps: [{ text: "Run" }],
      budgetMs: 2000,
    });
    expect(toTestCaseInput(performance)).toMatchObject({ generations: 5, budgetMs: 2000 });
  });
});
