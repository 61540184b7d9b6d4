import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkItem, BulkJob, RetryBulkItemRequest } from "../../../domain/bulk";
import { apiRequest } from "../../lib/api-client";
import { usageStatusQueryKey } from "../../lib/query-keys";
import { withItem } from "./bulk-job-cache";
import { bulkJobPath, bulkJobQueryKey } from "./use-bulk-job";
import { bulkJobsQueryKey } from "./use-bulk-jobs";

export interface RetryBulkItemVariables {
  jobId: string;
  itemId: string;
  body: RetryBulkItemRequest;
}

/**
 * POST /api/bulk-jobs/:id/items/:itemId/retry: one failed photo run again now, with what it
 * shows corrected. Answers the photo as it ended (succeeded, or failed with the new reason).
 */
export async function retryBulkItem({ jobId, itemId, body }: RetryBulkItemVariables): Promise<BulkItem> {
  const res = await apiRequest(
    "POST",
    `${bulkJobPath(jobId)}/items/${encodeURIComponent(itemId)}/retry`,
    body,
  );
  return (await res.json()) as BulkItem;
}

/** The answer replaces the photo in the open job at once; the jobs list and usage catch up. */
export function useRetryBulkItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryBulkItem,
    onSuccess: (item, { jobId }) => {
      queryClient.setQueryData<BulkJob>(bulkJobQueryKey(jobId), (job) => (job ? withItem(job, item) : job));
      void queryClient.invalidateQueries({ queryKey: bulkJobsQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: usageStatusQueryKey });
    },
  });
}
