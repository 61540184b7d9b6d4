import { History, RefreshCw } from "lucide-react";
import { Link } from "wouter";
import type { BulkJobStatus, BulkJobSummary } from "../../../domain/bulk";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/utils";
import { formatJobDate, jobCountsLine, jobStatusLabels, kindLabels } from "./live-job";

const statusClasses: Record<BulkJobStatus, string> = {
  queued: "border-slate-200 bg-slate-50 text-slate-700",
  running: "border-indigo-200 bg-indigo-50 text-indigo-800",
  completed: "border-emerald-200 bg-emerald-50 text-emerald-800",
  canceled: "border-slate-200 bg-slate-100 text-slate-600",
};

/** GET /api/bulk-jobs as a list: open one to see its results and export it again. */
export function PastJobs({
  jobs,
  isLoading,
  isError,
  onRetry,
  currentJobId,
  path,
}: {
  jobs: readonly BulkJobSummary[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  currentJobId: string | null;
  /** The page's own path, which the links add `?job=` to. */
  path: string;
}) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" id="past-jobs-heading" className="flex items-center gap-2 text-base">
          <History className="size-4 text-indigo-600" aria-hidden="true" />
          Past batches
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p role="status" className="text-slate-500 text-sm">
            Loading…
          </p>
        ) : isError ? (
          <div className="grid gap-2 text-sm">
            <p className="text-slate-700">Your past batches couldn't be loaded.</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : !jobs || jobs.length === 0 ? (
          <p className="text-slate-500 text-sm">No batches yet. Each batch you start is listed here.</p>
        ) : (
          // Columns that never grow past the card: a long line truncates or wraps instead.
          <ul aria-labelledby="past-jobs-heading" className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {jobs.map((job) => {
              const current = job.id === currentJobId;
              return (
                <li key={job.id}>
                  <Link
                    href={`${path}?job=${encodeURIComponent(job.id)}`}
                    aria-current={current ? "true" : undefined}
                    className={cn(
                      "grid grid-cols-[minmax(0,1fr)] gap-1 rounded-md border p-2.5 text-sm transition-colors",
                      "focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2",
                      current
                        ? "border-indigo-400 bg-indigo-50"
                        : "border-slate-200 hover:border-indigo-300 hover:bg-slate-50",
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate font-medium text-slate-900">{kindLabels[job.kind]}</span>
                      <Badge className={statusClasses[job.status]}>{jobStatusLabels[job.status]}</Badge>
                    </span>
                    <span className="text-slate-500 text-xs">{formatJobDate(job.createdAt)}</span>
                    <span className="text-slate-700 text-xs">{jobCountsLine(job)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
