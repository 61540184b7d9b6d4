import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, ChevronRight, ExternalLink, ImageOff, Loader2 } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import type { BulkItem, BulkItemStatus, BulkJob } from "../../../domain/bulk";
import type { SocialGenerationResult } from "../../../domain/social";
import { Badge } from "../../components/ui/badge";
import { buttonClasses } from "../../components/ui/button";
import { generationInViewHref } from "../../lib/use-generation-in-view";
import { cn } from "../../lib/utils";
import { withItemResult } from "./bulk-job-cache";
import { FixFailedPhoto } from "./fix-failed-photo";
import { formatDuration, type LiveItem } from "./live-job";
import { bulkJobQueryKey } from "./use-bulk-job";

const statusBadges: Record<BulkItemStatus, { label: string; className: string }> = {
  pending: { label: "Waiting", className: "border-slate-200 bg-slate-50 text-slate-600" },
  running: { label: "Processing", className: "border-indigo-200 bg-indigo-50 text-indigo-800" },
  succeeded: { label: "Success", className: "border-emerald-200 bg-emerald-50 text-emerald-800" },
  failed: { label: "Failed", className: "border-red-200 bg-red-50 text-red-800" },
  canceled: { label: "Canceled", className: "border-slate-200 bg-slate-100 text-slate-600" },
};

export function ItemStatusBadge({ status }: { status: BulkItemStatus }) {
  const badge = statusBadges[status];
  return (
    <Badge className={badge.className}>
      {status === "running" ? (
        <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : null}
      {badge.label}
    </Badge>
  );
}

export type BulkResult = NonNullable<BulkItem["result"]>;

/** A social job's photo has posts (with hashtags); a listings job's has listings. */
export const isSocialResult = (result: BulkResult): result is SocialGenerationResult => "hashtags" in result;

/**
 * A succeeded photo's content, editable in place: the page supplies the generators' editors
 * (this feature imports no other). `idPrefix` keeps each photo's field ids apart; `onSaved` gets
 * the content as stored after each save.
 */
export type RenderBulkResult = (props: {
  result: BulkResult;
  idPrefix: string;
  onSaved: (stored: BulkResult) => void;
}) => ReactNode;

/**
 * Where a photo's content opens in its generator, as History opens it (photo, brief and results,
 * to rewrite or export there): a post in the social generator, listings in the listing one.
 */
export function generatorHrefOf(result: BulkResult): string {
  return generationInViewHref(isSocialResult(result) ? "/social-content" : "/product-listings", result.id);
}

/** The photo itself, from its upload's own route; a plain tile when it cannot be shown. */
function ResultThumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        className="grid size-12 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-400 sm:size-14"
        data-thumbnail="none"
      >
        <ImageOff className="size-5" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-12 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-cover sm:size-14"
      data-thumbnail=""
    />
  );
}

function ResultRow({
  jobId,
  item,
  renderResult,
}: {
  jobId: string;
  item: LiveItem;
  renderResult: RenderBulkResult;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  /** Set when this photo was just fixed here: its content opens, and the row says so. */
  const [fixed, setFixed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const expandable = item.status === "succeeded" && item.result !== null;

  const settled = (retried: BulkItem) => {
    if (retried.status !== "succeeded") return;
    setFixed(true);
    setOpen(true);
  };
  // The form that had focus is gone once the fixed photo renders as a success: focus goes to its
  // content toggle. An effect, not a frame callback: the query cache's update can reach this row
  // after the next frame, when the toggle does not exist yet.
  const focusToggle = fixed && expandable;
  useEffect(() => {
    if (focusToggle) toggle.current?.focus();
  }, [focusToggle]);
  const saved = (stored: BulkResult) =>
    queryClient.setQueryData<BulkJob>(bulkJobQueryKey(jobId), (job) =>
      job ? withItemResult(job, item.id, stored) : job,
    );

  return (
    <li className="py-3" data-status={item.status} data-file-name={item.fileName}>
      <div className="flex items-start gap-3">
        <ResultThumbnail src={item.imagePath} />
        <div className="grid min-w-0 flex-1 gap-1">
          {/* On a phone the name has a line of its own, the status and time below it. */}
          <div className="flex min-h-9 flex-wrap items-center gap-x-3 gap-y-1">
            {expandable ? (
              <button
                ref={toggle}
                type="button"
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
                onClick={() => setOpen((value) => !value)}
                className="flex min-w-0 flex-1 basis-full items-center gap-1.5 rounded-md text-left font-medium text-slate-900 text-sm hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2 sm:basis-0"
              >
                <ChevronRight
                  className={cn(
                    "size-4 shrink-0 transition-transform motion-reduce:transition-none",
                    open && "rotate-90",
                  )}
                  aria-hidden="true"
                />
                <span className="truncate">{item.fileName}</span>{" "}
                <span className="shrink-0 font-normal text-indigo-700 text-xs">
                  {open ? "Hide" : "View & edit"}
                </span>
              </button>
            ) : (
              <span className="min-w-0 flex-1 basis-full truncate font-medium text-slate-900 text-sm sm:basis-0">
                {item.fileName}
              </span>
            )}
            <ItemStatusBadge status={item.status} />
            <span className="text-slate-500 text-xs tabular-nums sm:w-16 sm:text-right">
              {item.processingTimeMs !== null ? formatDuration(item.processingTimeMs) : ""}
            </span>
            {expandable && item.result ? (
              <Link
                href={generatorHrefOf(item.result)}
                aria-label={`Open ${item.fileName} in the ${isSocialResult(item.result) ? "social" : "listing"} generator`}
                className={buttonClasses({ size: "sm", variant: "outline" })}
              >
                <ExternalLink aria-hidden="true" />
                Open
              </Link>
            ) : null}
          </div>
          {item.product && (item.status === "succeeded" || item.status === "running") ? (
            <p className="truncate text-slate-600 text-xs">Selling: {item.product}</p>
          ) : null}
          <div aria-live="polite">
            {fixed && item.status === "succeeded" ? (
              <p className="flex items-center gap-1.5 text-emerald-700 text-sm">
                <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
                <span>
                  Fixed: <span className="sr-only">{item.fileName}. </span>its content is ready below.
                </span>
              </p>
            ) : null}
          </div>
          {item.status === "failed" ? (
            <div className="grid gap-2">
              {item.error ? (
                <p className="break-words text-red-700 text-sm" data-item-error="">
                  {item.error}
                </p>
              ) : null}
              <FixFailedPhoto jobId={jobId} item={item} onSettled={settled} />
            </div>
          ) : null}
        </div>
      </div>
      {expandable && open && item.result ? (
        <div id={panelId} key={item.result.id} className="mt-3 rounded-lg bg-slate-50 p-2 sm:p-3">
          {renderResult({ result: item.result, idPrefix: `bulk-${item.id}`, onSaved: saved })}
        </div>
      ) : null}
    </li>
  );
}

/**
 * One row per photo: its thumbnail, file name, status, processing time; a success opens its
 * content to edit in place or, with "Open", in its generator; a failure says why and can be
 * fixed and retried on its own.
 */
export function JobResults({
  jobId,
  items,
  renderResult,
}: {
  jobId: string;
  items: readonly LiveItem[];
  renderResult: RenderBulkResult;
}) {
  return (
    <ul aria-label="Results" className="divide-y divide-slate-200">
      {items.map((item) => (
        <ResultRow key={item.id} jobId={jobId} item={item} renderResult={renderResult} />
      ))}
    </ul>
  );
}
