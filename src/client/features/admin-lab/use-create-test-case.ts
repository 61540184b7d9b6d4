import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TestCase, TestCaseInput } from "../../../domain/admin";
import { apiRequest } from "../../lib/api-client";
import { testCasesQueryKey } from "./use-test-cases";

/** POST /api/admin/test-cases: 201 with the stored case; 400 with the zod issues on bad input. */
export async function createTestCase(input: TestCaseInput): Promise<TestCase> {
  const res = await apiRequest("POST", testCasesQueryKey[0], input);
  return (await res.json()) as TestCase;
}

export function useCreateTestCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestCase,
    onSuccess: (created) => {
      // Newest first, as the server lists them.
      queryClient.setQueryData<TestCase[]>(testCasesQueryKey, (cases) => [
        created,
        ...(cases ?? []).filter((testCase) => testCase.id !== created.id),
      ]);
    },
  });
}
