import {
  LISTING_DETAIL_LIMITS,
  type ListingCondition,
  listingConditionLabels,
  listingConditions,
} from "../../../domain/listing-details";
import { FieldLabel } from "../ui/field-label";
import { FormField, type FormFieldProps } from "../ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select";

/**
 * The listing detail fields a seller fills in for one product, labelled, capped and explained the
 * same wherever a listing is made: the listing form and each photo of a listing batch. Each is a
 * FormField with its own id (two forms can be on one page), value, change handler and error.
 */

const limits = LISTING_DETAIL_LIMITS;

/** The listing request's cap on the seller's own price as typed (domain/listings.ts `price`). */
export const OWN_PRICE_MAX = 50;

type DetailFieldProps = Omit<FormFieldProps, "label">;

export function QuantityField(props: DetailFieldProps) {
  return (
    <FormField
      label="Quantity"
      optional
      type="number"
      min={0}
      max={limits.quantity}
      step={1}
      placeholder="1"
      hint="How many you have to sell."
      {...props}
    />
  );
}

export function SkuField(props: DetailFieldProps) {
  return (
    <FormField
      label="SKU"
      optional
      maxLength={limits.sku}
      autoComplete="off"
      placeholder="e.g. MUG-RED-12"
      {...props}
    />
  );
}

export function ProductBrandField(props: DetailFieldProps) {
  return (
    <FormField
      label="Product brand"
      optional
      maxLength={limits.brand}
      autoComplete="off"
      placeholder="e.g. Le Creuset"
      hint="Who made it, not your shop's name. Leave blank for unbranded or handmade."
      {...props}
    />
  );
}

export function ConditionNoteField(props: DetailFieldProps) {
  return (
    <FormField
      label="Condition note"
      optional
      maxLength={limits.conditionNote}
      autoComplete="off"
      placeholder="e.g. Small chip on the base"
      {...props}
    />
  );
}

/** The seller's own price as typed ("36", "24,50 €"): it goes on the listings as it is. */
export function OwnPriceField(props: DetailFieldProps) {
  return (
    <FormField
      label="Your price"
      optional
      placeholder="e.g. 36 or 24,50 €"
      maxLength={OWN_PRICE_MAX}
      autoComplete="off"
      {...props}
    />
  );
}

/** The select's item that clears the choice (Radix items never have an empty value). */
const NO_CONDITION = "none";

/**
 * The item's exact condition (listingConditionLabels); `""` shows the placeholder. With
 * `clearLabel` the list starts with an item that sets it back to `""`.
 */
export function ListingConditionSelect({
  id,
  value,
  onChange,
  clearLabel,
  error,
  disabled,
}: {
  id: string;
  value: "" | ListingCondition;
  onChange: (condition: "" | ListingCondition) => void;
  clearLabel?: string;
  error?: string;
  disabled?: boolean;
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <FieldLabel htmlFor={id} optional>
        Condition
      </FieldLabel>
      <Select
        value={value}
        onValueChange={(next) => onChange(next === NO_CONDITION ? "" : (next as ListingCondition))}
        disabled={disabled}
      >
        <SelectTrigger id={id} aria-invalid={error ? true : undefined} aria-describedby={errorId}>
          <SelectValue placeholder="Select condition" />
        </SelectTrigger>
        <SelectContent>
          {clearLabel ? <SelectItem value={NO_CONDITION}>{clearLabel}</SelectItem> : null}
          {listingConditions.map((condition) => (
            <SelectItem key={condition} value={condition}>
              {listingConditionLabels[condition]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {error ? (
        <p id={errorId} className="font-medium text-red-700 text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}
