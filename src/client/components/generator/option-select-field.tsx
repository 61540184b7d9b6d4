import { NOT_LISTED } from "../../../domain/options";
import { FieldLabel } from "../ui/field-label";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select";

/**
 * A select over one of the spec's option lists. 'Not listed' reveals a free-text field whose text
 * replaces the value on submit (see resolveOptionValue); picking another option clears that text.
 */
export function OptionSelectField({
  id,
  label,
  options,
  value,
  onValueChange,
  customValue,
  onCustomValueChange,
  placeholder,
  customLabel,
  customPlaceholder,
  disabled,
  optional = false,
}: {
  id: string;
  label: string;
  options: readonly string[];
  value: string;
  onValueChange: (value: string) => void;
  customValue: string;
  onCustomValueChange: (value: string) => void;
  placeholder: string;
  customLabel: string;
  customPlaceholder?: string;
  disabled?: boolean;
  /** Marks the label "(optional)" (see FieldLabel). */
  optional?: boolean;
}) {
  const customId = `${id}-custom`;
  return (
    <div className="grid min-w-0 gap-1.5">
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <Select
        value={value}
        onValueChange={(next) => {
          onValueChange(next);
          if (next !== NOT_LISTED) onCustomValueChange("");
        }}
        disabled={disabled}
      >
        <SelectTrigger id={id}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {value === NOT_LISTED ? (
        <div className="mt-1 grid gap-1.5">
          <Label htmlFor={customId} className="font-normal text-slate-600 text-xs">
            {customLabel}
          </Label>
          <Input
            id={customId}
            value={customValue}
            onChange={(event) => onCustomValueChange(event.target.value)}
            placeholder={customPlaceholder}
            maxLength={200}
            disabled={disabled}
            autoComplete="off"
          />
        </div>
      ) : null}
    </div>
  );
}

/** The value a request carries: the custom text for 'Not listed' (omitted when blank), else the option. */
export function resolveOptionValue(value: string, customValue: string): string | undefined {
  if (value === NOT_LISTED) return customValue.trim() || undefined;
  return value.trim() || undefined;
}
