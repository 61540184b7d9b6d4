import { ChevronDown, ImageOff } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { Platform } from "../../../domain/platforms";
import { platformLabels } from "../../../domain/platforms";
import { PlatformBadge } from "../../components/generator/platform-badge";
import { Card } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { cn } from "../../lib/utils";

export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className="grid size-14 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-400">
        <ImageOff className="size-5" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-14 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-cover"
    />
  );
}

/** A tick box before the row, for lists that act on several items at once (listing exports). */
export interface HistoryItemSelection {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * One past generation: a summary row that expands (a disclosure button) to the full content; with
 * `selection`, a checkbox before it (its own tab stop, named after the item, outside the button);
 * with `actions`, a row of buttons under it.
 */
export function HistoryItem({
  title,
  preview,
  createdAt,
  imagePath,
  platforms,
  selection,
  details,
  actions,
  children,
}: {
  title: string;
  /** A line of the content, to tell similar items apart. */
  preview?: string;
  createdAt: string;
  imagePath: string | null;
  platforms: readonly Platform[];
  selection?: HistoryItemSelection;
  /** Shown after the date: the language and brand profile it was written with. */
  details?: ReactNode;
  /** Always in view under the summary, outside the disclosure button: Open and Delete. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    // min-w-0: in the list's grid, a long truncated title must not widen the page on a phone.
    <li className="min-w-0">
      <Card
        className={cn("overflow-hidden", selection?.checked && "border-indigo-300 ring-1 ring-indigo-300")}
      >
        <div className="flex items-stretch">
          {selection ? (
            <div className="flex shrink-0 items-center pl-4">
              <Checkbox
                checked={selection.checked}
                onCheckedChange={(checked) => selection.onCheckedChange(checked === true)}
                aria-label={`Select ${title}, ${formatWhen(createdAt)}`}
              />
            </div>
          ) : null}
          <h3 className="min-w-0 flex-1">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((value) => !value)}
              className="flex w-full items-center gap-3 p-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:-outline-offset-2 sm:gap-4"
            >
              <Thumbnail src={imagePath} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-slate-900">{title}</span>
                {preview ? <span className="block truncate text-slate-700 text-sm">{preview}</span> : null}
                <span className="block text-slate-600 text-sm">
                  <time dateTime={createdAt}>{formatWhen(createdAt)}</time>
                  {details ? <> · {details}</> : null}
                </span>
                <span className="sr-only">{platforms.map((p) => platformLabels[p]).join(", ")}</span>
                <span className="mt-1.5 flex flex-wrap gap-1" aria-hidden="true">
                  {platforms.map((platform) => (
                    <PlatformBadge
                      key={platform}
                      platform={platform}
                      className="size-6 rounded-md text-[10px]"
                    />
                  ))}
                </span>
              </span>
              <ChevronDown
                className={cn("size-5 shrink-0 text-slate-500 transition-transform", open && "rotate-180")}
                aria-hidden="true"
              />
            </button>
          </h3>
        </div>
        {actions ? <div className="border-slate-100 border-t px-4 py-2">{actions}</div> : null}
        <div id={panelId} hidden={!open} className="border-slate-200 border-t bg-slate-50/50 p-4">
          {open ? children : null}
        </div>
      </Card>
    </li>
  );
}

/** A labelled block of read-only text with its copy button. */
export function CopyableBlock({
  label,
  action,
  lang,
  dir,
  children,
}: {
  label: string;
  action: ReactNode;
  /** The text's language and direction (right to left for Arabic and Hebrew). */
  lang?: string;
  dir?: "ltr" | "rtl";
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <div className="flex min-h-9 items-center justify-between gap-2">
        <h4 className="font-medium text-slate-600 text-xs uppercase tracking-wide">{label}</h4>
        {action}
      </div>
      <div
        lang={lang}
        dir={dir}
        className="whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-white p-3 text-slate-800 text-sm"
      >
        {children}
      </div>
    </div>
  );
}
