import { CheckCircle2, CircleSlash, Download, Loader2, Plus, XCircle } from "lucide-react";
import { type BulkExportFormat, isBulkJobFinished } from "../../../domain/bulk";
import { ExportMenu } from "../../components/generator/export-menu";
import { ExportPhotoNote } from "../../components/generator/export-photo-note";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { listingExportFormatLabels, marketplaceNames } from "../../lib/listing-export-formats";
import { DownloadCalendarButton } from "../calendar/download-calendar-button";
import { JobResults, type RenderBulkResult } from "./job-results";
import { formatJobDate, kindLabels, type LiveJob, processedCount, runningFileNames } from "./live-job";
import { bulkListingFormats } from "./use-export-bulk-csv";

const titles = {
  queued: "Waiting to start",
  running: "Processing images",
  completed: "Batch complete",
  canceled: "Batch canceled",
} as const;

/**
 * The open job: a live progress bar with 'x of n', the files being processed, Cancel while it
 * runs, Export CSV (and, for listings, the Shopify and eBay import files), and the results list.
 */
export function JobPanel({
  job,
  live,
  onCancel,
  canceling,
  onExport,
  exporting,
  exportingFormat,
  onNewBatch,
  renderResult,
}: {
  job: LiveJob;
  /** False when the event stream failed and the page is polling. */
  live: boolean;
  onCancel: () => void;
  canceling: boolean;
  /** No format: the kind's own CSV. */
  onExport: (format?: BulkExportFormat) => void;
  /** True while any export runs; `exportingFormat` says which (none: Export CSV). */
  exporting: boolean;
  exportingFormat?: BulkExportFormat;
  onNewBatch: () => void;
  /** A succeeded photo's content, editable in place (the page's editors). */
  renderResult: RenderBulkResult;
}) {
  const finished = isBulkJobFinished(job.status);
  const processed = processedCount(job);
  const settled = processed + job.canceled;
  const running = runningFileNames(job);
  const Icon = job.status === "completed" ? CheckCircle2 : job.status === "canceled" ? CircleSlash : Loader2;

  return (
    <Card aria-busy={!finished} data-job-status={job.status}>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle
              as="h2"
              id="bulk-job-heading"
              tabIndex={-1}
              className="flex items-center gap-2 outline-none"
            >
              <Icon
                className={
                  finished
                    ? "size-5 text-emerald-600"
                    : "size-5 animate-spin text-indigo-600 motion-reduce:animate-none"
                }
                aria-hidden="true"
              />
              {titles[job.status]}
            </CardTitle>
            <CardDescription className="mt-1">
              {kindLabels[job.kind]} · started {formatJobDate(job.createdAt)}
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            {finished ? null : (
              <Button variant="outline" onClick={onCancel} disabled={canceling || job.pending === 0}>
                {canceling ? (
                  <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : (
                  <XCircle aria-hidden="true" />
                )}
                Cancel
              </Button>
            )}
            <Button onClick={() => onExport()} disabled={exporting}>
              {exporting && !exportingFormat ? (
                <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <Download aria-hidden="true" />
              )}
              Export CSV
            </Button>
            {job.kind === "listings" ? (
              <ExportMenu
                label="Shopify & eBay files"
                menuLabel="Files your store can import"
                options={bulkListingFormats.map((format) => ({
                  value: format,
                  label: listingExportFormatLabels[format].label,
                }))}
                onSelect={(format) => onExport(format)}
                pending={exporting && exportingFormat !== undefined}
                disabled={exporting}
              />
            ) : null}
            {job.kind === "social" ? (
              <DownloadCalendarButton
                target={{ kind: "bulk-job", id: job.id }}
                size="default"
                disabled={job.succeeded === 0}
              />
            ) : null}
          </div>
        </div>
        {job.kind === "listings" ? (
          <ExportPhotoNote marketplaces={marketplaceNames(bulkListingFormats)} />
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <p className="font-medium text-slate-800" data-testid="bulk-processed">
              <span className="tabular-nums">{`${processed} of ${job.total}`}</span> images processed
            </p>
            <p className="text-slate-600">
              {job.succeeded} successful · {job.failed} failed
              {job.canceled > 0 ? ` · ${job.canceled} canceled` : ""}
            </p>
          </div>
          <Progress
            value={job.total > 0 ? (settled / job.total) * 100 : 0}
            aria-label="Bulk progress"
            aria-valuetext={`${processed} of ${job.total} images processed`}
          />
          <p className="sr-only" aria-live="polite">
            {finished ? `${titles[job.status]}. ${processed} of ${job.total} images processed.` : ""}
          </p>
          {running.length > 0 ? (
            <p className="break-words text-slate-600 text-sm">
              <span className="font-medium text-slate-800">Now processing: </span>
              {running.join(", ")}
            </p>
          ) : null}
          {!live && !finished ? (
            <p className="text-slate-500 text-xs">Progress updates every few seconds.</p>
          ) : null}
        </div>

        <section aria-labelledby="bulk-results-heading" className="grid gap-1">
          <div className="flex items-center justify-between gap-2">
            <h3 id="bulk-results-heading" className="font-semibold text-base">
              Results
            </h3>
            {finished ? (
              <Button variant="link" size="sm" className="h-auto px-0" onClick={onNewBatch}>
                <Plus aria-hidden="true" />
                New batch
              </Button>
            ) : null}
          </div>
          <JobResults jobId={job.id} items={job.items} renderResult={renderResult} />
        </section>
      </CardContent>
    </Card>
  );
}
