import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkJob } from "../../../domain/bulk";
import { apiRequest } from "../../lib/api-client";
import { bulkJobPath, bulkJobQueryKey } from "./use-bulk-job";
import { bulkJobsQueryKey } from "./use-bulk-jobs";

/** POST /api/bulk-jobs/:id/cancel: waiting images are canceled, the ones running finish. */
export async function cancelBulkJob(id: string): Promise<BulkJob> {
  const res = await apiRequest("POST", `${bulkJobPath(id)}/cancel`);
  return (await res.json()) as BulkJob;
}

export function useCancelBulkJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBulkJob,
    onSuccess: (job) => {
      queryClient.setQueryData(bulkJobQueryKey(job.id), job);
      void queryClient.invalidateQueries({ queryKey: bulkJobsQueryKey, exact: true });
    },
  });
}
