import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { FACT_LIST_MAX, FACT_MAX_CHARS, tooLongText } from "./fact-sheet-draft";

/**
 * One list of "What we understood" (colours, specs, claims…) as removable chips and a field to add
 * one more: Enter or Add adds it, each chip's × removes it (focus then goes to the field). What is
 * typed but not yet added is `pending`: the panel adds it when the seller writes again.
 */
export function FactListField({
  id,
  label,
  addLabel,
  placeholder,
  values,
  onChange,
  pending,
  onPendingChange,
  error,
  onAnnounce,
  disabled,
}: {
  id: string;
  label: string;
  /** The add field's label: "Add a colour". */
  addLabel: string;
  placeholder?: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  pending: string;
  onPendingChange: (text: string) => void;
  /** The panel's message for the list as a whole (too many entries, one too long). */
  error?: string;
  /** Tells a screen reader what changed ("Added indigo to Colours"). */
  onAnnounce: (message: string) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const inputId = `${id}-add`;
  const errorId = `${id}-error`;
  const shownError = addError ?? error;

  const add = () => {
    const entry = pending.trim();
    if (!entry) {
      input.current?.focus();
      return;
    }
    if (entry.length > FACT_MAX_CHARS) {
      setAddError(tooLongText(entry.length));
      input.current?.focus();
      return;
    }
    if (values.some((value) => value.trim().toLowerCase() === entry.toLowerCase())) {
      setAddError(`“${entry}” is already listed.`);
      input.current?.focus();
      return;
    }
    if (values.length >= FACT_LIST_MAX) {
      setAddError(`At most ${FACT_LIST_MAX} entries: remove one first.`);
      input.current?.focus();
      return;
    }
    setAddError(null);
    onChange([...values, entry]);
    onPendingChange("");
    onAnnounce(`Added ${entry} to ${label}.`);
    input.current?.focus();
  };

  const remove = (index: number) => {
    const entry = values[index];
    onChange(values.filter((_, at) => at !== index));
    setAddError(null);
    onAnnounce(`Removed ${entry} from ${label}.`);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry rather than submitting the whole panel.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };

  return (
    <fieldset className="grid min-w-0 gap-1.5" aria-describedby={shownError ? errorId : undefined}>
      <legend className="mb-1.5 font-medium text-slate-800 text-sm">{label}</legend>
      {values.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {values.map((value, index) => (
            <li
              key={value}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-indigo-200 bg-indigo-50 py-0.5 pr-0.5 pl-3 text-indigo-950 text-sm"
            >
              <span className="min-w-0 break-words">{value}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={`Remove ${value} from ${label}`}
                className="grid size-7 shrink-0 place-items-center rounded-full text-indigo-800 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-1 disabled:opacity-60"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex min-w-0 gap-2">
        <label htmlFor={inputId} className="sr-only">
          {addLabel}
        </label>
        <Input
          ref={input}
          id={inputId}
          value={pending}
          placeholder={placeholder ?? addLabel}
          autoComplete="off"
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onChange={(event) => {
            onPendingChange(event.target.value);
            if (addError) setAddError(null);
          }}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1"
        />
        <Button
          type="button"
          variant="outline"
          onClick={add}
          disabled={disabled}
          aria-label={`Add to ${label}`}
        >
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {shownError ? (
        <p id={errorId} className="font-medium text-red-700 text-xs">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
