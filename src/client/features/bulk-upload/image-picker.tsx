import { AlertCircle, Check, ImagePlus, RotateCcw, Trash2, X } from "lucide-react";
import { type DragEvent, memo, useState } from "react";
import { BULK_MAX_IMAGES, BULK_THUMBNAILS_SHOWN } from "../../../domain/bulk";
import { Button } from "../../components/ui/button";
import { Progress } from "../../components/ui/progress";
import { cn } from "../../lib/utils";
import type { BulkUploadFile } from "./bulk-uploader";
import type { SkippedFile } from "./pick-images";
import { useObjectUrl } from "./use-object-url";

const Thumbnail = memo(function Thumbnail({
  upload,
  onRemove,
  removable,
}: {
  upload: BulkUploadFile;
  onRemove: (id: string) => void;
  removable: boolean;
}) {
  const url = useObjectUrl(upload.file);
  return (
    <li
      className={cn(
        "group relative aspect-square overflow-hidden rounded-md border bg-slate-100",
        upload.status === "failed" ? "border-red-400" : "border-slate-200",
      )}
      data-status={upload.status}
    >
      {url ? <img src={url} alt={upload.name} className="size-full object-cover" /> : null}
      {url ? null : <span className="sr-only">{upload.name}</span>}
      {upload.status === "uploading" || (upload.status === "waiting" && upload.progress > 0) ? (
        <div className="absolute inset-x-1 bottom-1">
          <Progress
            value={upload.progress}
            aria-label={`Uploading ${upload.name}`}
            className="h-1.5 bg-white/80"
          />
        </div>
      ) : null}
      {upload.status === "uploaded" ? (
        <span className="absolute right-1 bottom-1 grid size-5 place-items-center rounded-full bg-emerald-600 text-white shadow">
          <Check className="size-3" strokeWidth={3} aria-hidden="true" />
          <span className="sr-only">{`${upload.name} uploaded`}</span>
        </span>
      ) : null}
      {upload.status === "failed" ? (
        <span className="absolute right-1 bottom-1 grid size-5 place-items-center rounded-full bg-red-600 text-white shadow">
          <AlertCircle className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{`${upload.name} failed to upload`}</span>
        </span>
      ) : null}
      {removable ? (
        <button
          type="button"
          onClick={() => onRemove(upload.id)}
          aria-label={`Remove ${upload.name}`}
          className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-slate-900/70 text-white opacity-0 transition-opacity focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-white group-hover:opacity-100"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
});

/**
 * The multi-file picker (a drop zone over a file input) and what was picked: the first 12
 * thumbnails then a '+N' tile, each with its upload progress; the files that failed to upload,
 * each with Retry and Remove; and the files left out, with why.
 */
export function ImagePicker({
  files,
  skipped,
  onPick,
  onRemove,
  onRetry,
  onClear,
  disabled,
}: {
  files: readonly BulkUploadFile[];
  skipped: readonly SkippedFile[];
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  onClear: () => void;
  disabled: boolean;
}) {
  const [dragging, setDragging] = useState(false);
  const shown = files.slice(0, BULK_THUMBNAILS_SHOWN);
  const more = files.length - shown.length;
  const failed = files.filter((file) => file.status === "failed");
  const uploaded = files.filter((file) => file.status === "uploaded").length;
  const uploading = files.some((file) => file.status === "uploading");
  const overall = files.length > 0 ? files.reduce((sum, file) => sum + file.progress, 0) / files.length : 0;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    onPick(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="grid gap-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target wraps a labelled file input, which keyboards and screen readers use. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "relative rounded-lg border-2 border-dashed p-6 text-center transition-colors",
          "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 has-[:focus-visible]:outline-offset-2",
          dragging ? "border-indigo-500 bg-indigo-50" : "border-slate-300 bg-slate-50",
          disabled && "opacity-60",
        )}
      >
        <ImagePlus className="mx-auto size-8 text-indigo-600" aria-hidden="true" />
        <label
          htmlFor="bulk-files"
          className={cn(
            "mt-2 block font-semibold text-indigo-700 text-sm",
            disabled ? "cursor-not-allowed" : "cursor-pointer hover:underline",
          )}
        >
          Choose images
        </label>
        <p id="bulk-files-hint" className="mt-1 text-slate-600 text-xs">
          or drop them here. JPEG, PNG, GIF or WebP, up to 10 MB each, {BULK_MAX_IMAGES} per batch.
        </p>
        <input
          id="bulk-files"
          type="file"
          multiple
          accept="image/*"
          disabled={disabled}
          aria-describedby="bulk-files-hint"
          className="sr-only"
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            event.target.value = "";
            onPick(picked);
          }}
        />
      </div>

      {skipped.length > 0 ? (
        <div
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 text-sm"
        >
          <p className="font-medium">
            {skipped.length === 1 ? "1 file was left out" : `${skipped.length} files were left out`}
          </p>
          <ul className="mt-1 grid gap-0.5 text-xs">
            {skipped.slice(0, 5).map((file) => (
              <li key={file.key} className="break-words">
                {file.name}: {file.reason}
              </li>
            ))}
            {skipped.length > 5 ? <li>and {skipped.length - 5} more</li> : null}
          </ul>
        </div>
      ) : null}

      {files.length > 0 ? (
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-slate-800 text-sm" aria-live="polite">
              {files.length === 1 ? "1 image selected" : `${files.length} images selected`}
              {uploaded > 0 ? (
                <span className="font-normal text-slate-600">{` · ${uploaded} of ${files.length} uploaded`}</span>
              ) : null}
            </p>
            <Button variant="ghost" size="sm" onClick={onClear} disabled={disabled}>
              <Trash2 aria-hidden="true" />
              Clear all
            </Button>
          </div>
          {uploading ? <Progress value={overall} aria-label="Upload progress" /> : null}
          <ul
            aria-label="Selected images"
            className="grid grid-cols-3 gap-2 min-[480px]:grid-cols-4 sm:grid-cols-6"
          >
            {shown.map((file) => (
              <Thumbnail
                key={file.id}
                upload={file}
                onRemove={onRemove}
                removable={!disabled && file.status !== "failed"}
              />
            ))}
            {more > 0 ? (
              <li
                className="grid aspect-square place-items-center rounded-md border border-slate-200 bg-slate-100 font-semibold text-lg text-slate-700"
                aria-label={more === 1 ? "1 more image" : `${more} more images`}
              >
                <span aria-hidden="true">+{more}</span>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}

      {failed.length > 0 ? (
        <section
          aria-labelledby="bulk-failed-uploads"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm"
        >
          <h3 id="bulk-failed-uploads" className="font-medium text-red-900">
            {failed.length === 1
              ? "1 image could not be uploaded"
              : `${failed.length} images could not be uploaded`}
          </h3>
          <ul className="mt-2 grid gap-2">
            {failed.map((file) => (
              <li key={file.id} className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{file.name}</span>
                  <span className="block text-red-800 text-xs">{file.error}</span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onRetry(file.id)}
                  disabled={disabled}
                  aria-label={`Retry ${file.name}`}
                >
                  <RotateCcw aria-hidden="true" />
                  Retry
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onRemove(file.id)}
                  disabled={disabled}
                  aria-label={`Remove ${file.name}`}
                >
                  <X aria-hidden="true" />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
