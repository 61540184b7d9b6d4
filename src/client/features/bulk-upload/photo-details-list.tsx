import { AlertCircle, SlidersHorizontal } from "lucide-react";
import { memo } from "react";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/utils";
import type { BulkUploadFile } from "./bulk-uploader";
import { type PhotoDetailsValues, type PhotoFieldErrors, photoDetailsSummary } from "./photo-details-values";
import { useObjectUrl } from "./use-object-url";

/** Past this many photos the list scrolls inside itself, so Start stays near. */
const ROWS_BEFORE_SCROLL = 6;

const PhotoRow = memo(function PhotoRow({
  upload,
  details,
  errors,
  onOpen,
  disabled,
}: {
  upload: BulkUploadFile;
  details: PhotoDetailsValues | undefined;
  errors: PhotoFieldErrors | undefined;
  onOpen: (id: string) => void;
  disabled: boolean;
}) {
  const url = useObjectUrl(upload.file);
  const summary = photoDetailsSummary(details);
  const messages = [...new Set(Object.values(errors ?? {}).filter(Boolean))];
  const errorId = `photo-details-${upload.id}-errors`;
  return (
    <li
      className={cn(
        "flex items-center gap-3 rounded-md border p-2",
        messages.length > 0 ? "border-red-300 bg-red-50" : "border-slate-200",
      )}
    >
      <span className="size-10 shrink-0 overflow-hidden rounded bg-slate-100">
        {url ? <img src={url} alt="" loading="lazy" className="size-full object-cover" /> : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-slate-900 text-sm">{upload.name}</span>
        <span className={cn("block break-words text-xs", summary ? "text-slate-700" : "text-slate-500")}>
          {summary || "Follows the brief"}
        </span>
        {messages.length > 0 ? (
          <span id={errorId} className="mt-0.5 flex items-start gap-1 font-medium text-red-700 text-xs">
            <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            <span className="break-words">{messages.join(" ")}</span>
          </span>
        ) : null}
      </span>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0"
        onClick={() => onOpen(upload.id)}
        disabled={disabled}
        aria-describedby={messages.length > 0 ? errorId : undefined}
      >
        <SlidersHorizontal aria-hidden="true" />
        Details <span className="sr-only">for {upload.name}</span>
      </Button>
    </li>
  );
});

/**
 * A listing batch's photos, each with a Details button for its own listing (price, stock, SKU,
 * condition, brand) and a line saying what it was given, or what the server refused for it.
 * One row per photo, however many: a long batch scrolls inside the list.
 */
export function PhotoDetailsList({
  files,
  detailsById,
  errorsById,
  onOpen,
  disabled,
}: {
  files: readonly BulkUploadFile[];
  detailsById: Readonly<Record<string, PhotoDetailsValues>>;
  errorsById: Readonly<Record<string, PhotoFieldErrors>>;
  onOpen: (id: string) => void;
  disabled: boolean;
}) {
  const given = files.filter((file) => photoDetailsSummary(detailsById[file.id]) !== "").length;
  return (
    <section aria-labelledby="photo-details-heading" className="grid gap-2">
      <div>
        <h3 id="photo-details-heading" className="font-medium text-slate-800 text-sm">
          Each photo's listing <span className="font-normal text-slate-500">(optional)</span>
        </h3>
        <p className="text-slate-600 text-xs">
          Every photo becomes a listing of its own. Give one its own price, stock, SKU, condition or brand
          with Details{given > 0 ? ` (${given} of ${files.length} have some)` : ""}.
        </p>
      </div>
      <ul
        aria-label="Photos and their listing details"
        className={cn(
          "grid gap-2",
          files.length > ROWS_BEFORE_SCROLL && "max-h-[22rem] overflow-y-auto overscroll-contain pr-1",
        )}
      >
        {files.map((file) => (
          <PhotoRow
            key={file.id}
            upload={file}
            details={detailsById[file.id]}
            errors={errorsById[file.id]}
            onOpen={onOpen}
            disabled={disabled}
          />
        ))}
      </ul>
    </section>
  );
}
