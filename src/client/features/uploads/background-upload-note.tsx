import { RotateCcw } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Progress } from "../../components/ui/progress";
import type { UploaderSnapshot } from "./upload-status";

/**
 * Under the upload control, once the dialog is closed: a photo still on its way (closing the
 * dialog does not stop it) or one that failed, so the form never looks as if a photo were added
 * when it was not. While the dialog is open it says all this itself.
 */
export function BackgroundUploadNote({
  snapshot,
  onRetry,
}: {
  snapshot: UploaderSnapshot;
  onRetry: () => void;
}) {
  const { status } = snapshot;
  if (snapshot.dialogOpen) return null;

  if (status.kind === "uploading") {
    return (
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2 text-slate-700 text-sm">
          <span>Uploading {status.fileName}…</span>
          <span aria-hidden="true">{status.percent}%</span>
        </div>
        <Progress value={status.percent} aria-label={`Uploading ${status.fileName}`} />
        <p className="text-slate-600 text-xs">It appears here when it's done.</p>
      </div>
    );
  }

  if (status.kind === "failed") {
    return (
      <div className="grid gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
        <div role="alert">
          <p className="font-medium">No photo was added: {status.fileName} didn't upload.</p>
          <p>{status.message}</p>
        </div>
        <Button variant="outline" className="h-11 justify-self-start" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }

  return null;
}

/**
 * What the form's polite live region says: only the one thing a screen-reader user could not
 * otherwise know, that a photo is still uploading after they closed the dialog. (Success is
 * announced by the 'Image uploaded' toast; failure by the note's alert.)
 */
export function backgroundUploadAnnouncement(snapshot: UploaderSnapshot): string {
  if (snapshot.dialogOpen || snapshot.status.kind !== "uploading") return "";
  return `Still uploading ${snapshot.status.fileName}. It will appear in the form when it's done.`;
}
