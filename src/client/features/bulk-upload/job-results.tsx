import { ChevronRight, Hash, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import type { BulkItemStatus } from "../../../domain/bulk";
import type { Listing, ListingGenerationResult } from "../../../domain/listings";
import { platformLabels, type SocialPlatform, socialPlatforms } from "../../../domain/platforms";
import type { SocialGenerationResult } from "../../../domain/social";
import { CopyButton } from "../../components/generator/copy-button";
import { PlatformBadge } from "../../components/generator/platform-badge";
import { PolicyWarnings } from "../../components/generator/policy-warnings";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/utils";
import { formatDuration, type LiveItem } from "./live-job";

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

const isSocialResult = (result: NonNullable<LiveItem["result"]>): result is SocialGenerationResult =>
  "hashtags" in result;

/** One listing as plain text, for its copy button. */
function listingText(listing: Listing): string {
  const parts = [listing.title, "", listing.description];
  if (listing.bulletPoints?.length) parts.push("", ...listing.bulletPoints.map((line) => `• ${line}`));
  parts.push(
    "",
    `Tags: ${listing.tags.join(", ")}`,
    `Price: ${listing.suggestedPrice}`,
    `Category: ${listing.category}`,
  );
  return parts.join("\n");
}

function SocialResultView({ result }: { result: SocialGenerationResult }) {
  const platforms = socialPlatforms.filter(
    (platform: SocialPlatform) =>
      result.selectedPlatforms.includes(platform) || result.platforms[platform] !== undefined,
  );
  const hashtags = result.hashtags.map((tag) => (tag.startsWith("#") ? tag : `#${tag}`)).join(" ");
  return (
    <div className="grid gap-3">
      <PolicyWarnings warnings={result.warnings} headingLevel="h4" />
      {platforms.map((platform) => {
        const label = platformLabels[platform];
        const caption = result.platforms[platform]?.caption ?? "";
        return (
          <div
            key={platform}
            className="rounded-md border border-slate-200 bg-white p-3"
            data-platform={platform}
          >
            <div className="flex items-center justify-between gap-2">
              <h4 className="flex items-center gap-2 font-medium text-sm">
                <PlatformBadge platform={platform} className="size-6" />
                {label}
              </h4>
              <CopyButton text={caption} label={label} />
            </div>
            <p className="mt-2 whitespace-pre-wrap break-words text-slate-800 text-sm">
              {caption.trim() ? caption : "No content generated for this platform"}
            </p>
          </div>
        );
      })}
      <div className="rounded-md border border-slate-200 bg-white p-3">
        <div className="flex items-center justify-between gap-2">
          <h4 className="flex items-center gap-2 font-medium text-sm">
            <Hash className="size-4 text-indigo-600" aria-hidden="true" />
            Hashtags
          </h4>
          <CopyButton text={hashtags} label="Hashtags" />
        </div>
        <p className="mt-2 break-words text-indigo-800 text-sm">{hashtags}</p>
      </div>
    </div>
  );
}

function ListingResultView({ result }: { result: ListingGenerationResult }) {
  return (
    <div className="grid gap-3">
      <PolicyWarnings warnings={result.warnings} headingLevel="h4" />
      {result.selectedPlatforms.map((platform) => {
        const listing = result.platforms[platform];
        if (!listing) return null;
        const label = platformLabels[platform];
        return (
          <div
            key={platform}
            className="rounded-md border border-slate-200 bg-white p-3"
            data-platform={platform}
          >
            <div className="flex items-center justify-between gap-2">
              <h4 className="flex items-center gap-2 font-medium text-sm">
                <PlatformBadge platform={platform} className="size-6" />
                {label}
              </h4>
              <CopyButton text={listingText(listing)} label={`${label} listing`} />
            </div>
            <dl className="mt-2 grid gap-1.5 text-sm">
              <div>
                <dt className="font-medium text-slate-500 text-xs">Title</dt>
                <dd className="break-words text-slate-900">{listing.title}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-500 text-xs">Description</dt>
                <dd className="whitespace-pre-wrap break-words text-slate-800">{listing.description}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-500 text-xs">Tags</dt>
                <dd className="break-words text-slate-800">{listing.tags.join(", ")}</dd>
              </div>
              <div className="flex flex-wrap gap-x-6 gap-y-1.5">
                <div>
                  <dt className="font-medium text-slate-500 text-xs">Suggested price</dt>
                  <dd className="text-slate-900">{listing.suggestedPrice}</dd>
                </div>
                <div className="min-w-0">
                  <dt className="font-medium text-slate-500 text-xs">Category</dt>
                  <dd className="break-words text-slate-800">{listing.category}</dd>
                </div>
              </div>
            </dl>
          </div>
        );
      })}
      {result.skipped.map(({ platform, reason }) => (
        <p key={platform} className="rounded-md border border-dashed bg-slate-50 p-3 text-slate-600 text-sm">
          <span className="font-medium text-slate-900">No {platformLabels[platform]} listing:</span> {reason}
        </p>
      ))}
    </div>
  );
}

function ResultRow({ item }: { item: LiveItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const expandable = item.status === "succeeded" && item.result !== null;
  return (
    <li className="py-3" data-status={item.status}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {expandable ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((value) => !value)}
            className="flex min-w-0 flex-1 items-center gap-1.5 rounded-md text-left font-medium text-slate-900 text-sm hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
          >
            <ChevronRight
              className={cn(
                "size-4 shrink-0 transition-transform motion-reduce:transition-none",
                open && "rotate-90",
              )}
              aria-hidden="true"
            />
            <span className="truncate">{item.fileName}</span>
          </button>
        ) : (
          <span className="min-w-0 flex-1 truncate pl-5.5 font-medium text-slate-900 text-sm">
            {item.fileName}
          </span>
        )}
        <ItemStatusBadge status={item.status} />
        <span className="w-16 text-right text-slate-500 text-xs tabular-nums">
          {item.processingTimeMs !== null ? formatDuration(item.processingTimeMs) : ""}
        </span>
      </div>
      {item.status === "failed" && item.error ? (
        <p className="mt-1 pl-5.5 text-red-700 text-sm">{item.error}</p>
      ) : null}
      {expandable && open && item.result ? (
        <div id={panelId} className="mt-3 rounded-lg bg-slate-50 p-3">
          {isSocialResult(item.result) ? (
            <SocialResultView result={item.result} />
          ) : (
            <ListingResultView result={item.result} />
          )}
        </div>
      ) : null}
    </li>
  );
}

/** One row per image: file name, status, processing time, the error; a success opens its content. */
export function JobResults({ items }: { items: readonly LiveItem[] }) {
  return (
    <ul aria-label="Results" className="divide-y divide-slate-200">
      {items.map((item) => (
        <ResultRow key={item.id} item={item} />
      ))}
    </ul>
  );
}
