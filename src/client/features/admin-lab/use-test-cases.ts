import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TestCase } from "../../../domain/admin";
import { apiRequest } from "../../lib/api-client";

/** Also the GET path (see getQueryFn). */
export const testCasesQueryKey = ["/api/admin/test-cases"] as const;

/** GET /api/admin/test-cases: every test case, newest first (admins only: 401/403 otherwise). */
export async function fetchTestCases(): Promise<TestCase[]> {
  const res = await apiRequest("GET", testCasesQueryKey[0]);
  return (await res.json()) as TestCase[];
}

export const testCasesQueryOptions = queryOptions({ queryKey: testCasesQueryKey, queryFn: fetchTestCases });

export function useTestCases() {
  return useQuery(testCasesQueryOptions);
}
