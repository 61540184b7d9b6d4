import { useQuery } from "@tanstack/react-query";
import type { UsageStatus } from "../../../domain/usage";
import { apiRequest } from "../../lib/api-client";

/** The same key (and GET path) the usage card uses, so both read and refresh one cache entry. */
export const usageStatusKey = ["/api/usage-status"] as const;
const USAGE_REFRESH_MS = 30_000;

export async function fetchUsageStatus(): Promise<UsageStatus> {
  const res = await apiRequest("GET", usageStatusKey[0]);
  return (await res.json()) as UsageStatus;
}

/** GET /api/usage-status for the subscription page; polled every 30 s like the usage card. */
export function useBillingUsage() {
  return useQuery({ queryKey: usageStatusKey, queryFn: fetchUsageStatus, refetchInterval: USAGE_REFRESH_MS });
}
