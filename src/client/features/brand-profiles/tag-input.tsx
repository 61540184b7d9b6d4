import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

/**
 * A list of short words as removable chips: type one and press Enter (or a comma) to add it,
 * Backspace in the empty box removes the last. A word already in the list (any case) is not added twice.
 */
export function TagInput({
  id,
  label,
  value,
  onChange,
  placeholder,
  hint,
  error,
  max,
  maxLength,
  prefix = "",
  disabled,
}: {
  id: string;
  label: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  /** How many the list may hold: the box says so and stops adding. */
  max: number;
  maxLength?: number;
  /** Shown before each chip ("#" for hashtags); never stored. */
  prefix?: string;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState("");
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const full = value.length >= max;

  const add = () => {
    const word = withoutPrefix(draft.trim(), prefix).trim();
    if (!word) return;
    if (!full && !value.some((existing) => existing.toLocaleLowerCase() === word.toLocaleLowerCase())) {
      onChange([...value, word]);
    }
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      // Enter adds the word; it must not submit the form around it.
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>
        {label} <span className="font-normal text-slate-500">(optional)</span>
      </Label>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {value.map((word) => (
            <li
              key={word}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2.5 font-medium text-indigo-800 text-xs"
            >
              <span className="min-w-0 truncate">
                {prefix}
                {word}
              </span>
              <button
                type="button"
                onClick={() => onChange(value.filter((existing) => existing !== word))}
                disabled={disabled}
                aria-label={`Remove ${prefix}${word}`}
                className="grid size-6 shrink-0 place-items-center rounded-full hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        // A word typed but not yet added is kept when the seller moves on.
        onBlur={add}
        placeholder={full ? `All ${max} added` : placeholder}
        maxLength={maxLength}
        disabled={disabled || full}
        autoComplete="off"
        enterKeyHint="enter"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
      />
      <p id={hintId} className="text-slate-500 text-xs">
        {hint ? `${hint} ` : ""}Press Enter after each one ({value.length} of {max}).
      </p>
      {error ? (
        <p id={errorId} className="font-medium text-red-700 text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "##sale" → "sale" for the "#" prefix: the chips show it, the list never stores it. */
function withoutPrefix(word: string, prefix: string): string {
  let rest = word;
  while (prefix && rest.startsWith(prefix)) rest = rest.slice(prefix.length);
  return rest;
}
