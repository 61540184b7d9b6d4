import { Loader2, RefreshCw } from "lucide-react";
import { useId } from "react";
import { Button } from "../ui/button";

/**
 * "Regenerate" on one platform's card: a new text for that platform only. Busy while it is being
 * written; held back while any other text is being written, so two answers never race. On Free,
 * beside it, what a rewrite costs: "2 free left" (it rewrites content already paid for), or that it
 * now uses a generation; read out with the button.
 */
export function RegeneratePlatformButton({
  label,
  busy,
  disabled,
  onClick,
  freeLeft,
}: {
  /** The platform's name: the button is "Regenerate Instagram" to assistive technology. */
  label: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  /** Free rewrites left for this platform (Free plan only; undefined says nothing). */
  freeLeft?: number;
}) {
  const noteId = useId();
  const note = freeLeft === undefined ? null : freeLeft > 0 ? `${freeLeft} free left` : "Uses a generation";
  const description =
    freeLeft === undefined
      ? undefined
      : freeLeft > 0
        ? `${freeLeft} free ${freeLeft === 1 ? "rewrite" : "rewrites"} left for ${label}`
        : `No free rewrites left for ${label}: a rewrite uses a generation`;
  return (
    <span className="inline-flex items-center gap-1" data-toast-avoid="">
      <Button
        variant="ghost"
        size="sm"
        onClick={onClick}
        disabled={busy || disabled}
        aria-busy={busy || undefined}
        aria-label={`Regenerate ${label}`}
        aria-describedby={note ? noteId : undefined}
        title={description ?? `Write a new ${label} text`}
      >
        {busy ? (
          <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <RefreshCw aria-hidden="true" />
        )}
        <span className="sr-only sm:not-sr-only">{busy ? "Regenerating…" : "Regenerate"}</span>
      </Button>
      {note ? (
        <span
          id={noteId}
          className="max-w-24 text-slate-600 text-xs leading-tight"
          data-free-rewrites={freeLeft}
        >
          <span aria-hidden="true">{note}</span>
          <span className="sr-only">{description}</span>
        </span>
      ) : null}
    </span>
  );
}
