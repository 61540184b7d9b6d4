import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BulkJobSummary } from "../../../domain/bulk";
import { apiRequest } from "../../lib/api-client";

/** Also the GET path (see getQueryFn); a job's own key starts with it. */
export const bulkJobsQueryKey = ["/api/bulk-jobs"] as const;

/** GET /api/bulk-jobs: the caller's jobs, newest first. */
export async function fetchBulkJobs(): Promise<BulkJobSummary[]> {
  const res = await apiRequest("GET", bulkJobsQueryKey[0]);
  const body = (await res.json()) as { jobs?: BulkJobSummary[] };
  return body.jobs ?? [];
}

export const bulkJobsQueryOptions = queryOptions({
  queryKey: bulkJobsQueryKey,
  queryFn: fetchBulkJobs,
});

export function useBulkJobs(enabled: boolean) {
  return useQuery({ ...bulkJobsQueryOptions, enabled });
}
