import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type BulkProgress, isBulkJobFinished } from "../../../domain/bulk";
import { type LiveJob, mergeLiveJob } from "./live-job";
import { bulkJobPath, bulkJobQueryKey, fetchBulkJob } from "./use-bulk-job";
import { bulkJobsQueryKey } from "./use-bulk-jobs";

/** Results are fetched again at most this often while images finish. */
export const RESULTS_REFRESH_MS = 1000;
/** Without a live stream, the job is asked for this often until it is done. */
export const POLL_MS = 2000;

function isProgress(value: unknown): value is BulkProgress {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<BulkProgress>;
  return (
    typeof candidate.id === "string" && typeof candidate.status === "string" && Array.isArray(candidate.items)
  );
}

function readProgress(event: Event): BulkProgress | null {
  try {
    const data: unknown = JSON.parse(String((event as MessageEvent).data));
    return isProgress(data) ? data : null;
  } catch {
    return null;
  }
}

/**
 * One job, kept current: GET /api/bulk-jobs/:id for the results, and its event stream
 * (`progress` on connect and on every change, `done` at the end) for the statuses. When the stream
 * fails, the job is polled every 2 s instead. Results are fetched again when an image finishes
 * (at most once a second) and at the end. `onFinished` runs once when a job seen unfinished here
 * completes or is canceled.
 */
export function useLiveBulkJob(jobId: string | null, onFinished?: (job: LiveJob) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ jobId: string; value: BulkProgress } | null>(null);
  const [pollingFor, setPollingFor] = useState<string | null>(null);
  const polling = jobId !== null && pollingFor === jobId;

  const query = useQuery({
    queryKey: bulkJobQueryKey(jobId ?? ""),
    queryFn: () => fetchBulkJob(jobId ?? ""),
    enabled: jobId !== null,
    refetchInterval: (current) => {
      const data = current.state.data;
      return polling && data && !isBulkJobFinished(data.status) ? POLL_MS : false;
    },
  });

  const lastFetchAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshResults = useCallback(
    (id: string, now: boolean) => {
      const run = () => {
        timer.current = null;
        lastFetchAt.current = Date.now();
        void queryClient.refetchQueries({ queryKey: bulkJobQueryKey(id), exact: true });
      };
      if (now) {
        if (timer.current) clearTimeout(timer.current);
        run();
        return;
      }
      if (timer.current) return;
      timer.current = setTimeout(run, Math.max(0, lastFetchAt.current + RESULTS_REFRESH_MS - Date.now()));
    },
    [queryClient],
  );

  useEffect(() => {
    if (!jobId) return;
    if (typeof EventSource === "undefined") {
      setPollingFor(jobId);
      return;
    }
    let answered: number | null = null;
    let closed = false;
    const source = new EventSource(`${bulkJobPath(jobId)}/events`);
    const apply = (value: BulkProgress, final: boolean) => {
      if (value.id !== jobId) return;
      setProgress({ jobId, value });
      const count = value.succeeded + value.failed;
      if (answered === null) {
        const cached = queryClient.getQueryData<{ succeeded: number; failed: number }>(
          bulkJobQueryKey(jobId),
        );
        answered = cached ? cached.succeeded + cached.failed : count;
      }
      if (final) refreshResults(jobId, true);
      else if (count !== answered) refreshResults(jobId, false);
      answered = count;
    };
    source.addEventListener("progress", (event) => {
      const value = readProgress(event);
      if (value) apply(value, false);
    });
    source.addEventListener("done", (event) => {
      closed = true;
      source.close();
      const value = readProgress(event);
      if (value) apply(value, true);
      else refreshResults(jobId, true);
    });
    source.onerror = () => {
      if (closed) return;
      closed = true;
      source.close();
      setPollingFor(jobId);
      refreshResults(jobId, true);
    };
    return () => {
      closed = true;
      source.close();
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [jobId, queryClient, refreshResults]);

  const job = useMemo(
    () => (jobId ? mergeLiveJob(query.data, progress?.jobId === jobId ? progress.value : null) : null),
    [jobId, query.data, progress],
  );

  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;
  const seenUnfinished = useRef(new Set<string>());
  const announced = useRef(new Set<string>());
  useEffect(() => {
    if (!job) return;
    if (!isBulkJobFinished(job.status)) {
      seenUnfinished.current.add(job.id);
      return;
    }
    if (!seenUnfinished.current.has(job.id) || announced.current.has(job.id)) return;
    announced.current.add(job.id);
    onFinishedRef.current?.(job);
    void queryClient.invalidateQueries({ queryKey: bulkJobsQueryKey, exact: true });
  }, [job, queryClient]);

  return {
    job,
    isLoading: jobId !== null && !job && query.isPending,
    error: job ? null : query.error,
    live: !polling,
  };
}
