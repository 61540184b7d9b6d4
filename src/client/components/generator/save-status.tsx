import { AlertCircle, Check, Loader2, Save } from "lucide-react";
import type { DraftStatus } from "../../lib/use-editable-draft";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";

/**
 * Where the in-place edits stand, and a Save button while there are unsaved ones. Once there is
 * something to say (unsaved, saving, saved, failed) the bar sticks to the top of the screen while
 * the results are in view, so the message and its button stay beside the text being edited, however
 * far down the page that is. The message and the button sit side by side in one live region.
 */
export function SaveStatus({ status, onSave }: { status: DraftStatus; onSave: () => void }) {
  return (
    <div
      className={cn(
        "flex min-h-9 flex-wrap items-center gap-2 text-sm",
        status !== "clean" &&
          "sticky top-0 z-20 border-slate-200 border-b bg-white py-1 shadow-[0_6px_12px_-10px_rgba(15,23,42,0.35)]",
      )}
      aria-live="polite"
    >
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
