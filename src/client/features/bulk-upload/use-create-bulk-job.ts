import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkJob, CreateBulkJobRequest } from "../../../domain/bulk";
import { apiRequest } from "../../lib/api-client";
import { bulkJobQueryKey } from "./use-bulk-job";
import { bulkJobsQueryKey } from "./use-bulk-jobs";

/** POST /api/bulk-jobs: 202 with the new job (items included). 403 pro_required for Free accounts. */
export async function createBulkJob(body: CreateBulkJobRequest): Promise<BulkJob> {
  const res = await apiRequest("POST", bulkJobsQueryKey[0], body);
  return (await res.json()) as BulkJob;
}

export function useCreateBulkJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBulkJob,
    onSuccess: (job) => {
      queryClient.setQueryData(bulkJobQueryKey(job.id), job);
      void queryClient.invalidateQueries({ queryKey: bulkJobsQueryKey, exact: true });
    },
  });
}
