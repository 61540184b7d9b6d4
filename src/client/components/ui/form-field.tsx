import type { ComponentPropsWithRef } from "react";
import { FieldLabel } from "./field-label";
import { Input } from "./input";

export type FormFieldProps = ComponentPropsWithRef<"input"> & {
  id: string;
  label: string;
  /** Help shown under the input and read with it by screen readers. */
  hint?: string;
  /** Validation message; marks the input invalid and is announced. */
  error?: string;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
};

/** A labelled input with its hint and error wired up through aria-describedby. */
export function FormField({ id, label, hint, error, optional = false, ...inputProps }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint ? (
        <p id={hintId} className="text-slate-500 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="font-medium text-red-700 text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}
