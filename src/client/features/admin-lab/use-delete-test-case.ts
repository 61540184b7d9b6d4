import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TestCase } from "../../../domain/admin";
import { apiRequest } from "../../lib/api-client";
import { testCasesQueryKey } from "./use-test-cases";

/** DELETE /api/admin/test-cases/:id: 204. */
export async function deleteTestCase(id: string): Promise<void> {
  await apiRequest("DELETE", `${testCasesQueryKey[0]}/${encodeURIComponent(id)}`);
}

export function useDeleteTestCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestCase,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<TestCase[]>(testCasesQueryKey, (cases) =>
        cases?.filter((testCase) => testCase.id !== id),
      );
    },
  });
}
