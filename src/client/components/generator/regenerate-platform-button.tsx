import { Loader2, RefreshCw } from "lucide-react";
import { Button } from "../ui/button";

/**
 * "Regenerate" on one platform's card: a new text for that platform only. Busy while it is being
 * written; held back while any other text is being written, so two answers never race.
 */
export function RegeneratePlatformButton({
  label,
  busy,
  disabled,
  onClick,
}: {
  /** The platform's name: the button is "Regenerate Instagram" to assistive technology. */
  label: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      aria-label={`Regenerate ${label}`}
      title={`Write a new ${label} text`}
    >
      {busy ? (
        <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <RefreshCw aria-hidden="true" />
      )}
      <span className="sr-only sm:not-sr-only">{busy ? "Regenerating…" : "Regenerate"}</span>
    </Button>
  );
}
