import { AlertCircle, Check, Loader2, Save } from "lucide-react";
import type { DraftStatus } from "../../lib/use-editable-draft";
import { Button } from "../ui/button";

/** Where the in-place edits stand, and a Save button while there are unsaved ones. */
export function SaveStatus({ status, onSave }: { status: DraftStatus; onSave: () => void }) {
  return (
    <div className="flex min-h-9 flex-wrap items-center gap-2 text-sm" aria-live="polite">
      {status === "saving" ? (
        <span className="flex items-center gap-1.5 text-slate-600">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Saving…
        </span>
      ) : null}
      {status === "saved" ? (
        <span className="flex items-center gap-1.5 text-emerald-700">
          <Check className="size-4" aria-hidden="true" />
          All changes saved
        </span>
      ) : null}
      {status === "dirty" ? <span className="text-amber-700">Unsaved changes</span> : null}
      {status === "error" ? (
        <span className="flex items-center gap-1.5 text-red-700">
          <AlertCircle className="size-4" aria-hidden="true" />
          Changes not saved
        </span>
      ) : null}
      {status === "dirty" || status === "error" ? (
        <Button size="sm" onClick={onSave}>
          <Save aria-hidden="true" />
          {status === "error" ? "Try again" : "Save changes"}
        </Button>
      ) : null}
      {status === "clean" ? (
        <span className="text-slate-500">Edit any text below; changes are saved.</span>
      ) : null}
    </div>
  );
}
