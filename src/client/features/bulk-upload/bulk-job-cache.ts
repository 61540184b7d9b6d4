import type { BulkItem, BulkJob } from "../../../domain/bulk";

/**
 * The job as cached after one of its photos changed (a retry's answer, an edit saved): that item
 * replaced, the counts recounted from the items. Other items, and the job itself, are kept.
 */
export function withItem(job: BulkJob, item: BulkItem): BulkJob {
  if (!job.items.some((candidate) => candidate.id === item.id)) return job;
  const items = job.items.map((candidate) => (candidate.id === item.id ? item : candidate));
  const count = (status: BulkItem["status"]) =>
    items.filter((candidate) => candidate.status === status).length;
  return {
    ...job,
    items,
    pending: count("pending"),
    running: count("running"),
    succeeded: count("succeeded"),
    failed: count("failed"),
    canceled: count("canceled"),
  };
}

/** The job with one item's stored result replaced (the editor's saved text). */
export function withItemResult(
  job: BulkJob,
  itemId: string,
  result: NonNullable<BulkItem["result"]>,
): BulkJob {
  const item = job.items.find((candidate) => candidate.id === itemId);
  return item ? withItem(job, { ...item, result }) : job;
}
