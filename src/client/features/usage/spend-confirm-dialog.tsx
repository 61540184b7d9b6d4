import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";
import type { SpendRequest } from "../../lib/use-generation-run";

/** An open question: the run waiting for an answer, and what it costs in words. */
export interface PendingSpend {
  request: SpendRequest;
  cost: string;
  /** What had focus when the question was asked: it gets it back (the dialog has no trigger of its own). */
  returnFocus: HTMLElement | null;
}

/**
 * "Regenerate your content?" with its cost in plain words, Regenerate or Cancel. Cancel (and
 * Escape) spends nothing; focus goes back to the button that asked, when it is still there.
 */
export function SpendConfirmDialog({
  pending,
  onClose,
}: {
  pending: PendingSpend | null;
  onClose: () => void;
}) {
  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {pending ? (
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // After Regenerate the button may be gone (a progress card replaces the results).
            if (pending.returnFocus?.isConnected) pending.returnFocus.focus();
          }}
        >
          <AlertDialogTitle>{pending.request.title}</AlertDialogTitle>
          <AlertDialogDescription>
            {pending.cost}
            {pending.request.note ? ` ${pending.request.note}` : null}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => pending.request.proceed()}>Regenerate</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
