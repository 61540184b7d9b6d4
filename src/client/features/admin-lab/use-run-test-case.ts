import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TestCase, TestCaseRunReply } from "../../../domain/admin";
import { apiRequest } from "../../lib/api-client";
import { testCasesQueryKey } from "./use-test-cases";

/**
 * POST /api/admin/test-cases/:id/run: the server runs the category's real checks (seconds; a
 * bulk-upload case up to a minute) and answers with the updated case and the run's result.
 */
export async function runTestCase(id: string): Promise<TestCaseRunReply> {
  const res = await apiRequest("POST", `${testCasesQueryKey[0]}/${encodeURIComponent(id)}/run`);
  return (await res.json()) as TestCaseRunReply;
}

/** One per card, so each card has its own running state. */
export function useRunTestCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTestCase,
    onSuccess: ({ testCase }) => {
      queryClient.setQueryData<TestCase[]>(testCasesQueryKey, (cases) =>
        cases?.map((existing) => (existing.id === testCase.id ? testCase : existing)),
      );
    },
  });
}
