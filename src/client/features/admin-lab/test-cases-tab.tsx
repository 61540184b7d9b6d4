import { Search } from "lucide-react";
import { useId, useState } from "react";
import { testCaseCategories, testCaseCategoryLabels, testCaseStatuses } from "../../../domain/admin";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { errorMessageFrom } from "../../lib/api-client";
import { CreateTestCaseDialog } from "./create-test-case-dialog";
import { capitalise } from "./lab-format";
import { TestCaseCard } from "./test-case-card";
import { ALL, filterTestCases, noFilters, type TestCaseFilters } from "./test-case-filters";
import { useTestCases } from "./use-test-cases";

/** The Test Cases tab: filters (category, status, text), the create dialog, and the grid of cards. */
export function TestCasesTab() {
  const id = useId();
  const cases = useTestCases();
  const [filters, setFilters] = useState<TestCaseFilters>(noFilters);
  const all = cases.data ?? [];
  const shown = filterTestCases(all, filters);

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-heading`} className="font-semibold text-lg">
            Test Cases
          </h2>
          <p className="text-slate-600 text-sm">Each run performs real checks for its category.</p>
        </div>
        <CreateTestCaseDialog />
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_10rem]">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search test cases"
            placeholder="Search test cases"
            className="pl-9"
            value={filters.search}
            onChange={(event) => setFilters({ ...filters, search: event.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-category`} className="sr-only">
            Filter by category
          </Label>
          <Select
            value={filters.category}
            onValueChange={(category) =>
              setFilters({ ...filters, category: category as TestCaseFilters["category"] })
            }
          >
            <SelectTrigger id={`${id}-category`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All categories</SelectItem>
              {testCaseCategories.map((category) => (
                <SelectItem key={category} value={category}>
                  {testCaseCategoryLabels[category]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-status`} className="sr-only">
            Filter by status
          </Label>
          <Select
            value={filters.status}
            onValueChange={(status) =>
              setFilters({ ...filters, status: status as TestCaseFilters["status"] })
            }
          >
            <SelectTrigger id={`${id}-status`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All statuses</SelectItem>
              {testCaseStatuses.map((status) => (
                <SelectItem key={status} value={status}>
                  {capitalise(status)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {cases.isPending ? (
        <p role="status" className="text-slate-600 text-sm">
          Loading test cases...
        </p>
      ) : cases.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 text-sm">
          Could not load test cases: {errorMessageFrom(cases.error, cases.error.message)}
        </p>
      ) : all.length === 0 ? (
        <p className="rounded-lg border border-slate-300 border-dashed p-8 text-center text-slate-600 text-sm">
          No test cases yet. Create one to start checking the system.
        </p>
      ) : (
        <>
          <p className="text-slate-500 text-xs" aria-live="polite">
            Showing {shown.length} of {all.length} test {all.length === 1 ? "case" : "cases"}
          </p>
          {shown.length === 0 ? (
            <p className="rounded-lg border border-slate-300 border-dashed p-8 text-center text-slate-600 text-sm">
              No test cases match these filters.
            </p>
          ) : (
            <ul aria-label="Test cases" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {shown.map((testCase) => (
                <li key={testCase.id}>
                  <TestCaseCard testCase={testCase} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
