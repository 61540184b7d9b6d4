import { Plus, Trash2 } from "lucide-react";
import { LISTING_DETAIL_LIMITS } from "../../../domain/listing-details";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import type { VariantRow } from "./listing-form-values";

const limits = LISTING_DETAIL_LIMITS;
let nextKey = 0;
const newRow = (): VariantRow => ({
  key: `variant-${nextKey++}`,
  value: "",
  price: "",
  quantity: "",
  sku: "",
});

/**
 * Variants: what they differ by ("Size"), then one row per variant with its own price, stock and
 * SKU (each optional: the listing's own apply when left blank). Up to 30 rows; a row is removed
 * by its own labelled button.
 */
export function VariantsEditor({
  option,
  rows,
  onOptionChange,
  onRowsChange,
  disabled,
}: {
  option: string;
  rows: VariantRow[];
  onOptionChange: (option: string) => void;
  onRowsChange: (rows: VariantRow[]) => void;
  disabled: boolean;
}) {
  const update = (key: string, patch: Partial<VariantRow>) =>
    onRowsChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const full = rows.length >= limits.variants;
  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="mb-1 font-medium text-slate-900 text-sm">
        Variants <span className="font-normal text-slate-500">(optional)</span>
      </legend>
      <p className="text-slate-600 text-xs">
        Sizes or colours sold in one listing, each with its own price, stock and SKU. Leave a price or stock
        blank to use the listing's.
      </p>
      {rows.length > 0 ? (
        <FormField
          id="variant-option"
          label="Variants differ by"
          placeholder="e.g. Size or Colour"
          maxLength={limits.optionName}
          value={option}
          onChange={(event) => onOptionChange(event.target.value)}
          disabled={disabled}
        />
      ) : null}
      {rows.length > 0 ? (
        // Column names for sighted users; each field's own label names it for screen readers.
        <div
          aria-hidden="true"
          className="-mb-1 hidden gap-2 text-slate-600 text-xs sm:grid sm:grid-cols-[1fr_1fr_1fr_1fr_auto]"
        >
          <span>{option.trim() || "Variant"}</span>
          <span>Price</span>
          <span>Stock</span>
          <span>SKU</span>
          <span className="w-9" />
        </div>
      ) : null}
      {rows.length > 0 ? (
        <ul className="grid gap-2" aria-label="Variants">
          {rows.map((row, index) => {
            const name = row.value.trim() || `Variant ${index + 1}`;
            return (
              <li
                key={row.key}
                className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_1fr_1fr_auto] sm:items-end"
              >
                <Input
                  aria-label={`Variant ${index + 1} name`}
                  placeholder={option.trim() ? `${option.trim()}, e.g. M` : "e.g. M"}
                  maxLength={limits.variantValue}
                  value={row.value}
                  onChange={(event) => update(row.key, { value: event.target.value })}
                  disabled={disabled}
                />
                <Input
                  aria-label={`${name} price`}
                  placeholder="Price"
                  inputMode="decimal"
                  maxLength={20}
                  value={row.price}
                  onChange={(event) => update(row.key, { price: event.target.value })}
                  disabled={disabled}
                />
                <Input
                  aria-label={`${name} stock`}
                  placeholder="Stock"
                  type="number"
                  min={0}
                  max={limits.quantity}
                  step={1}
                  value={row.quantity}
                  onChange={(event) => update(row.key, { quantity: event.target.value })}
                  disabled={disabled}
                />
                <Input
                  aria-label={`${name} SKU`}
                  placeholder="SKU"
                  maxLength={limits.sku}
                  value={row.sku}
                  onChange={(event) => update(row.key, { sku: event.target.value })}
                  disabled={disabled}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => onRowsChange(rows.filter((candidate) => candidate.key !== row.key))}
                  disabled={disabled}
                  aria-label={`Remove ${name}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onRowsChange([...rows, newRow()])}
        disabled={disabled || full}
      >
        <Plus aria-hidden="true" />
        {full ? `${limits.variants} variants at most` : "Add a variant"}
      </Button>
    </fieldset>
  );
}
