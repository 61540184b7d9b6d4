import type { LanguageCode } from "../../../domain/languages";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { useSiteConfig } from "../../lib/use-site-config";
import { languageLabel, languageOptions, missingLanguagesNote } from "./language-options";

/**
 * "Write in": the output language, offering only what this server's engine writes, with a note on
 * the builtin engine naming the languages that need an AI model.
 */
export function LanguagePicker({
  id,
  value,
  onChange,
  disabled,
  label = "Write in",
}: {
  id: string;
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  disabled?: boolean;
  label?: string;
}) {
  const config = useSiteConfig();
  const offered = languageOptions(config);
  // A profile saved when more languages were offered keeps its language here, marked, rather than a blank.
  const options = offered.some((option) => option.code === value)
    ? offered
    : [
        ...offered,
        {
          code: value,
          label: config ? `${languageLabel(value)} (not available here)` : languageLabel(value),
        },
      ];
  const note = missingLanguagesNote(config);
  const noteId = `${id}-note`;
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as LanguageCode)} disabled={disabled}>
        <SelectTrigger id={id} aria-describedby={note ? noteId : undefined}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.code} value={option.code}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {note ? (
        <p id={noteId} className="text-slate-500 text-xs">
          {note}
        </p>
      ) : null}
    </div>
  );
}
