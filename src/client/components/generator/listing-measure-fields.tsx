import { type LengthUnit, lengthUnits, type WeightUnit, weightUnits } from "../../../domain/listing-details";
import { FieldLabel } from "../ui/field-label";
import { Input } from "../ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select";
import type { ListingDefaultsText } from "./listing-defaults-text";

/**
 * A listing's weight and package size, each a number (or three) and its unit: the same fields on
 * the listing form and in a brand profile's listing defaults. Ids are the caller's, so two forms
 * can share a page; a field's error shows under it and is read with its inputs.
 */

type MeasureText = Pick<
  ListingDefaultsText,
  "weight" | "weightUnit" | "packageLength" | "packageWidth" | "packageHeight" | "lengthUnit"
>;

interface MeasureFieldProps {
  id: string;
  values: MeasureText;
  onChange: (patch: Partial<MeasureText>) => void;
  disabled: boolean;
  error?: string;
}

function UnitSelect<T extends string>({
  label,
  value,
  units,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  units: readonly T[];
  onChange: (unit: T) => void;
  disabled: boolean;
}) {
  return (
    <Select value={value} onValueChange={(unit) => onChange(unit as T)} disabled={disabled}>
      <SelectTrigger aria-label={label} className="w-20 shrink-0">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {units.map((unit) => (
          <SelectItem key={unit} value={unit}>
            {unit}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="font-medium text-red-700 text-xs">
      {error}
    </p>
  ) : null;
}

export function WeightField({ id, values, onChange, disabled, error }: MeasureFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <FieldLabel htmlFor={id} optional>
        Weight (packed)
      </FieldLabel>
      <div className="flex gap-2">
        <Input
          id={id}
          className="min-w-0"
          inputMode="decimal"
          maxLength={10}
          placeholder="e.g. 350"
          value={values.weight}
          onChange={(event) => onChange({ weight: event.target.value })}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <UnitSelect<WeightUnit>
          label="Weight unit"
          value={values.weightUnit}
          units={weightUnits}
          onChange={(weightUnit) => onChange({ weightUnit })}
          disabled={disabled}
        />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function PackageSizeField({ id, values, onChange, disabled, error }: MeasureFieldProps) {
  const errorId = `${id}-error`;
  const side = (name: "packageLength" | "packageWidth" | "packageHeight", label: string) => (
    <Input
      aria-label={`Package ${label}`}
      className="min-w-0"
      placeholder={label[0]?.toUpperCase()}
      inputMode="decimal"
      maxLength={10}
      value={values[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    />
  );
  return (
    <fieldset id={id} className="grid min-w-0 content-start gap-1.5">
      <legend className="mb-1.5 font-medium text-slate-900 text-sm leading-none">
        Package size <span className="font-normal text-slate-500">(optional)</span>
      </legend>
      <div className="flex gap-2">
        {side("packageLength", "length")}
        {side("packageWidth", "width")}
        {side("packageHeight", "height")}
        <UnitSelect<LengthUnit>
          label="Package size unit"
          value={values.lengthUnit}
          units={lengthUnits}
          onChange={(lengthUnit) => onChange({ lengthUnit })}
          disabled={disabled}
        />
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
