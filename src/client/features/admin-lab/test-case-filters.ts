import type { TestCase, TestCaseCategory, testCaseStatuses } from "../../../domain/admin";

export const ALL = "all";

export interface TestCaseFilters {
  category: TestCaseCategory | typeof ALL;
  status: (typeof testCaseStatuses)[number] | typeof ALL;
  search: string;
}

export const noFilters: TestCaseFilters = { category: ALL, status: ALL, search: "" };

/** The grid's filters: category, status, and words found in the name, description, steps or expected result. */
export function filterTestCases(cases: readonly TestCase[], filters: TestCaseFilters): TestCase[] {
  const words = filters.search.toLowerCase().split(/\s+/).filter(Boolean);
  return cases.filter((testCase) => {
    if (filters.category !== ALL && testCase.category !== filters.category) return false;
    if (filters.status !== ALL && testCase.status !== filters.status) return false;
    if (words.length === 0) return true;
    const text = [testCase.name, testCase.description, testCase.expectedResult, ...testCase.steps]
      .join("\n")
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
