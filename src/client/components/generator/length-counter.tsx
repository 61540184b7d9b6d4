import { groupThousands } from "../../../domain/count-format";
import { cn } from "../../lib/utils";

/** `n / limit` under an editable field; red past the limit. Without a limit, just the count. */
export function LengthCounter({
  id,
  length,
  limit,
  unit = "characters",
  className,
}: {
  id: string;
  length: number;
  limit?: number;
  unit?: string;
  className?: string;
}) {
  const over = limit !== undefined && length > limit;
  return (
    <p
      id={id}
      // A counter is read while typing: toasts keep clear of it (toast-placement.ts).
      data-toast-avoid=""
      className={cn(
        "text-right text-xs tabular-nums",
        over ? "font-semibold text-red-700" : "text-slate-500",
        className,
      )}
    >
      {groupThousands(length)}
      {limit !== undefined ? (
        <>
          {` / ${groupThousands(limit)}`}
          <span className="sr-only"> {unit}</span>
        </>
      ) : (
        ` ${unit}`
      )}
      {over ? ` · ${groupThousands(length - limit)} over the limit` : null}
    </p>
  );
}
