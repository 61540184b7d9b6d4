import type { Dispatch, SetStateAction } from "react";
import { LISTING_DETAIL_LIMITS, lengthUnits, weightUnits } from "../../../domain/listing-details";
import { FieldLabel } from "../../components/ui/field-label";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import type { ProductContextValues } from "./listing-form-values";
import { VariantsEditor } from "./variants-editor";

const limits = LISTING_DETAIL_LIMITS;

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

/**
 * What marketplaces ask of every listing besides the words: stock, SKU, the product's brand, a
 * note on its condition, variants, weight and package size. All optional; the server checks each
 * (quantity 0–100,000, SKU ≤ 50…) and names what it refuses.
 */
export function ListingDetailsSection({
  values,
  onChange,
  disabled,
}: {
  values: ProductContextValues;
  onChange: Dispatch<SetStateAction<ProductContextValues>>;
  disabled: boolean;
}) {
  const set = (patch: Partial<ProductContextValues>) => onChange((current) => ({ ...current, ...patch }));
  const side = (name: "packageLength" | "packageWidth" | "packageHeight", label: string) => (
    <Input
      aria-label={`Package ${label}`}
      className="min-w-0"
      placeholder={label[0]?.toUpperCase()}
      inputMode="decimal"
      maxLength={10}
      value={values[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      disabled={disabled}
    />
  );
  return (
    <>
      <FormField
        id="product-quantity"
        label="Quantity"
        optional
        type="number"
        min={0}
        max={limits.quantity}
        step={1}
        placeholder="1"
        hint="How many you have to sell."
        value={values.quantity}
        onChange={(event) => set({ quantity: event.target.value })}
        disabled={disabled}
      />
      <FormField
        id="product-sku"
        label="SKU"
        optional
        maxLength={limits.sku}
        autoComplete="off"
        placeholder="e.g. MUG-RED-12"
        value={values.sku}
        onChange={(event) => set({ sku: event.target.value })}
        disabled={disabled}
      />
      <FormField
        id="product-brand"
        label="Product brand"
        optional
        maxLength={limits.brand}
        autoComplete="off"
        placeholder="e.g. Le Creuset"
        hint="Who made it, not your shop's name. Leave blank for unbranded or handmade."
        value={values.brand}
        onChange={(event) => set({ brand: event.target.value })}
        disabled={disabled}
      />
      <FormField
        id="product-condition-note"
        label="Condition note"
        optional
        maxLength={limits.conditionNote}
        autoComplete="off"
        placeholder="e.g. Small chip on the base"
        value={values.conditionNote}
        onChange={(event) => set({ conditionNote: event.target.value })}
        disabled={disabled}
      />
      <div className="grid min-w-0 content-start gap-1.5">
        <FieldLabel htmlFor="product-weight" optional>
          Weight (packed)
        </FieldLabel>
        <div className="flex gap-2">
          <Input
            id="product-weight"
            className="min-w-0"
            inputMode="decimal"
            maxLength={10}
            placeholder="e.g. 350"
            value={values.weight}
            onChange={(event) => set({ weight: event.target.value })}
            disabled={disabled}
          />
          <UnitSelect
            label="Weight unit"
            value={values.weightUnit}
            units={weightUnits}
            onChange={(weightUnit) => set({ weightUnit })}
            disabled={disabled}
          />
        </div>
      </div>
      <fieldset className="grid min-w-0 content-start gap-1.5">
        <legend className="mb-1.5 font-medium text-slate-900 text-sm leading-none">
          Package size <span className="font-normal text-slate-500">(optional)</span>
        </legend>
        <div className="flex gap-2">
          {side("packageLength", "length")}
          {side("packageWidth", "width")}
          {side("packageHeight", "height")}
          <UnitSelect
            label="Package size unit"
            value={values.lengthUnit}
            units={lengthUnits}
            onChange={(lengthUnit) => set({ lengthUnit })}
            disabled={disabled}
          />
        </div>
      </fieldset>
      <VariantsEditor
        option={values.variantOption}
        rows={values.variants}
        onOptionChange={(variantOption) => set({ variantOption })}
        onRowsChange={(variants) => set({ variants })}
        disabled={disabled}
      />
    </>
  );
}
