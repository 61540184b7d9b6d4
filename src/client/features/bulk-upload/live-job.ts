import type {
  BulkItem,
  BulkItemStatus,
  BulkJob,
  BulkJobStatus,
  BulkJobSummary,
  BulkKind,
  BulkProgress,
} from "../../../domain/bulk";

/** One row of the results list: an item of the job, its result when the job's GET had it. */
export type LiveItem = Omit<BulkItem, "result" | "imagePath"> & {
  result: BulkItem["result"];
  imagePath: string | null;
};

/** The job as the page shows it: the last GET, moved on by any newer progress event. */
export interface LiveJob {
  id: string;
  kind: BulkKind;
  status: BulkJobStatus;
  total: number;
  pending: number;
  running: number;
  succeeded: number;
  failed: number;
  canceled: number;
  createdAt: string;
  finishedAt: string | null;
  items: LiveItem[];
}

const itemRank: Record<BulkItemStatus, number> = {
  pending: 0,
  running: 1,
  succeeded: 2,
  failed: 2,
  canceled: 2,
};
const jobRank: Record<BulkJobStatus, number> = { queued: 0, running: 1, completed: 2, canceled: 2 };

type Counts = Pick<LiveJob, "total" | "pending" | "running" | "succeeded" | "failed" | "canceled">;

function countItems(items: readonly LiveItem[]): Counts {
  const counts: Counts = {
    total: items.length,
    pending: 0,
    running: 0,
    succeeded: 0,
    failed: 0,
    canceled: 0,
  };
  for (const item of items) counts[item.status] += 1;
  return counts;
}

const done = (counts: Pick<Counts, "succeeded" | "failed" | "canceled">) =>
  counts.succeeded + counts.failed + counts.canceled;

/**
 * Joins the job's GET (results) with the latest progress event (statuses, no results). Events
 * and replies can arrive in any order; an item only ever moves forward (pending → running →
 * succeeded, failed or canceled), so for each one the further-along status wins.
 */
export function mergeLiveJob(job: BulkJob | undefined, progress: BulkProgress | null): LiveJob | null {
  if (!job && !progress) return null;
  const base = job ?? progress;
  if (!base) return null;
  const progressItems = new Map((progress?.items ?? []).map((item) => [item.id, item]));
  const items: LiveItem[] = (job?.items ?? []).map((item) => {
    const event = progressItems.get(item.id);
    progressItems.delete(item.id);
    if (!event || itemRank[event.status] <= itemRank[item.status]) return item;
    return {
      ...item,
      status: event.status,
      error: event.error,
      processingTimeMs: event.processingTimeMs,
      finishedAt: event.finishedAt,
    };
  });
  for (const event of progressItems.values()) items.push({ ...event, result: null, imagePath: null });

  const ahead = job && progress ? (done(progress) > done(job) ? progress : job) : base;
  const status =
    job && progress
      ? jobRank[progress.status] >= jobRank[job.status]
        ? progress.status
        : job.status
      : base.status;
  const counts = items.length > 0 && items.length >= ahead.total ? countItems(items) : pickCounts(ahead);
  return {
    id: base.id,
    kind: base.kind,
    status,
    ...counts,
    createdAt: base.createdAt,
    finishedAt: job?.finishedAt ?? progress?.finishedAt ?? null,
    items,
  };
}

function pickCounts(source: Counts): Counts {
  const { total, pending, running, succeeded, failed, canceled } = source;
  return { total, pending, running, succeeded, failed, canceled };
}

/** The progress bar's "x of n": images that reached an answer, success or failure. */
export const processedCount = (job: Pick<LiveJob, "succeeded" | "failed">) => job.succeeded + job.failed;

/** The files being worked on right now. */
export const runningFileNames = (job: Pick<LiveJob, "items">) =>
  job.items.filter((item) => item.status === "running").map((item) => item.fileName);

/** '850 ms', '2.3 s', '1 min 5 s'. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
}

export const kindLabels: Record<BulkKind, string> = {
  social: "Social posts",
  listings: "Marketplace listings",
};

export const jobStatusLabels: Record<BulkJobStatus, string> = {
  queued: "Queued",
  running: "Processing",
  completed: "Complete",
  canceled: "Canceled",
};

/** One line for a past job: '5 of 5 · 4 successful, 1 failed'. */
export function jobCountsLine(job: Pick<BulkJobSummary, "total" | "succeeded" | "failed" | "canceled">) {
  const parts = [`${job.succeeded} successful`];
  if (job.failed > 0) parts.push(`${job.failed} failed`);
  if (job.canceled > 0) parts.push(`${job.canceled} canceled`);
  return `${processedCount(job)} of ${job.total} · ${parts.join(", ")}`;
}

/** 'Mar 4, 2026, 2:05 PM' in the reader's locale. */
export function formatJobDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
