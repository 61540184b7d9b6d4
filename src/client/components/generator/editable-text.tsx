import type { ReactNode } from "react";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { Textarea } from "../ui/textarea";
import { LengthCounter } from "./length-counter";

/**
 * Generated text the seller can edit in place, with a live length counter against the platform's
 * limit. Saving happens on blur (and through the page's Save button).
 */
export function EditableText({
  id,
  label,
  value,
  onChange,
  onBlur,
  length,
  limit,
  unit,
  multiline = false,
  singleLine = false,
  rows = 4,
  hideLabel = false,
  hint,
  action,
  showCount = true,
  lang,
  dir,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** How the platform measures the text (X weighs it); defaults to its length. */
  length?: number;
  limit?: number;
  unit?: string;
  multiline?: boolean;
  /** One line of text that wraps to show all of it (a title): Enter and pasted newlines are ignored. */
  singleLine?: boolean;
  rows?: number;
  hideLabel?: boolean;
  hint?: string;
  /** Shown at the end of the label row (a copy button). */
  action?: ReactNode;
  /** Short fields with no limit (a price) can leave the counter out. */
  showCount?: boolean;
  /** The language the text is written in (BCP 47): spell-checking and screen readers follow it. */
  lang?: string;
  /** "rtl" for Arabic and Hebrew text, so it reads and edits right to left. */
  dir?: "ltr" | "rtl";
}) {
  const counterId = `${id}-count`;
  const hintId = hint ? `${id}-hint` : undefined;
  const measured = length ?? value.length;
  const over = limit !== undefined && measured > limit;
  const shared = {
    id,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
    "aria-describedby": [hintId, showCount ? counterId : undefined].filter(Boolean).join(" ") || undefined,
    "aria-invalid": over || undefined,
    spellCheck: true,
    lang,
    dir,
  };
  return (
    <div className="grid gap-1">
      {action && !hideLabel ? (
        <div className="flex min-h-9 items-center justify-between gap-2">
          <Label htmlFor={id} className="text-slate-600 text-xs uppercase tracking-wide">
            {label}
          </Label>
          {action}
        </div>
      ) : (
        <Label
          htmlFor={id}
          className={hideLabel ? "sr-only" : "text-slate-600 text-xs uppercase tracking-wide"}
        >
          {label}
        </Label>
      )}
      {singleLine ? (
        <Textarea
          {...shared}
          onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, " "))}
          onKeyDown={(event) => {
            if (event.key === "Enter") event.preventDefault();
          }}
          rows={1}
          className="field-sizing-content min-h-10 resize-none"
        />
      ) : multiline ? (
        <Textarea
          {...shared}
          rows={rows}
          className="field-sizing-content max-h-[28rem] min-h-20 leading-relaxed"
        />
      ) : (
        <Input {...shared} />
      )}
      {hint || showCount ? (
        <div className="flex items-start justify-between gap-2">
          {hint ? (
            <p id={hintId} className="text-slate-500 text-xs">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {showCount ? <LengthCounter id={counterId} length={measured} limit={limit} unit={unit} /> : null}
        </div>
      ) : null}
    </div>
  );
}
