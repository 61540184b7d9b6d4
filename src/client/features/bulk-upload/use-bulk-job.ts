import { queryOptions } from "@tanstack/react-query";
import type { BulkJob } from "../../../domain/bulk";
import { apiRequest } from "../../lib/api-client";
import { bulkJobsQueryKey } from "./use-bulk-jobs";

export const bulkJobQueryKey = (id: string) => [bulkJobsQueryKey[0], id] as const;

export const bulkJobPath = (id: string) => `${bulkJobsQueryKey[0]}/${encodeURIComponent(id)}`;

/** GET /api/bulk-jobs/:id: the job with every item and its result (404 when not the caller's). */
export async function fetchBulkJob(id: string): Promise<BulkJob> {
  const res = await apiRequest("GET", bulkJobPath(id));
  return (await res.json()) as BulkJob;
}

export const bulkJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bulkJobQueryKey(id),
    queryFn: () => fetchBulkJob(id),
  });
