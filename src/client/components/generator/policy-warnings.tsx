import { AlertTriangle } from "lucide-react";
import { useId } from "react";
import type { GenerationWarning } from "../../../domain/generation-warnings";
import { platformLabels } from "../../../domain/platforms";
import { cn } from "../../lib/utils";

/**
 * The policy warnings of a generation (a replica, a live animal, CBD with health claims…): one
 * amber callout above the results, announced once when it appears (role="alert"), with a heading
 * and one line per warning naming the marketplaces that were skipped for it. Nothing when there
 * are none.
 */
export function PolicyWarnings({
  warnings,
  headingLevel = "h3",
  className,
}: {
  warnings: readonly GenerationWarning[] | undefined;
  headingLevel?: "h2" | "h3" | "h4";
  className?: string;
}) {
  const headingId = useId();
  if (!warnings || warnings.length === 0) return null;
  const Heading = headingLevel;
  const prohibited = warnings.some((warning) => warning.code === "prohibited_item");
  return (
    <div
      role="alert"
      aria-labelledby={headingId}
      data-policy-warnings=""
      className={cn(
        "flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950",
        className,
      )}
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0">
        <Heading id={headingId} className="font-semibold text-sm">
          {prohibited ? "This item can't be sold everywhere" : "Check before you post"}
        </Heading>
        <ul className="mt-1 grid gap-1 text-sm">
          {warnings.map((warning) => (
            <li key={warning.message}>
              {warning.message}
              {warning.platforms && warning.platforms.length > 0 ? (
                <span className="text-amber-800">
                  {" "}
                  Skipped: {warning.platforms.map((platform) => platformLabels[platform]).join(", ")}.
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
