import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UsageStatus } from "../../../domain/usage";
import { apiRequest } from "../../lib/api-client";
import { usageStatusQueryKey } from "../../lib/query-keys";

/** The usage card polls every 30 s (spec core-product §9); generators invalidate it after each run. */
export const USAGE_REFRESH_MS = 30_000;

/** GET /api/usage-status: used and limits (null for Pro), plan state. */
export async function fetchUsageStatus(): Promise<UsageStatus> {
  const res = await apiRequest("GET", usageStatusQueryKey[0]);
  return (await res.json()) as UsageStatus;
}

export const usageStatusQueryOptions = queryOptions({
  queryKey: usageStatusQueryKey,
  queryFn: fetchUsageStatus,
  refetchInterval: USAGE_REFRESH_MS,
});

export function useUsageStatus() {
  return useQuery(usageStatusQueryOptions);
}
