import { Eye, PencilLine } from "lucide-react";
import { cn } from "../../lib/utils";

export type EditOrPreview = "edit" | "preview";

/**
 * Edit | Preview for one platform's card: two pressed/unpressed buttons in a fieldset (not tabs: the card's
 * content changes in place, nothing else moves). Named "Edit Instagram post" / "Preview Instagram
 * post", as several cards carry the pair.
 */
export function EditPreviewToggle({
  label,
  value,
  onChange,
}: {
  label: string;
  value: EditOrPreview;
  onChange: (value: EditOrPreview) => void;
}) {
  const options = [
    { value: "edit", text: "Edit", Icon: PencilLine },
    { value: "preview", text: "Preview", Icon: Eye },
  ] as const;
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-200 bg-slate-100 p-0.5">
      <legend className="sr-only">{label} post: edit or preview</legend>
      {options.map(({ value: option, text, Icon }) => {
        const pressed = value === option;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            aria-label={`${text} ${label} post`}
            onClick={() => onChange(option)}
            className={cn(
              "inline-flex h-8 items-center gap-1.5 rounded-md px-3 font-medium text-sm transition-colors",
              "focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2",
              pressed ? "bg-white text-slate-900 shadow-sm" : "text-slate-700 hover:text-slate-900",
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {text}
          </button>
        );
      })}
    </fieldset>
  );
}
