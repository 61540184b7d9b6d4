import type { ListingCondition } from "../../../domain/listing-details";
import { NOT_LISTED } from "../../../domain/options";
import type { ListingDefaultsText } from "../../components/generator/listing-defaults-text";
import {
  ConditionNoteField,
  ListingConditionSelect,
  ProductBrandField,
  QuantityField,
} from "../../components/generator/listing-detail-fields";
import { PackageSizeField, WeightField } from "../../components/generator/listing-measure-fields";

/** The form's errors under `listingDefaults`, nested as the schema's paths are (weight.value…). */
export type ListingDefaultsErrors = Partial<
  Record<keyof ListingDefaultsText | "weight" | "packageSize", unknown>
> & {
  message?: string;
};

/** The first message anywhere under an error node (a weight's error may sit on it or on its value). */
export function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== "object") return undefined;
  if ("message" in node && typeof node.message === "string" && node.message) return node.message;
  for (const [key, child] of Object.entries(node)) {
    if (key === "ref" || key === "type") continue;
    const message = firstMessage(child);
    if (message) return message;
  }
  return undefined;
}

/**
 * A brand profile's listing defaults (issue 32): what every listing made with the profile starts
 * from. The listing form's own fields, so both read and check the same; every one optional.
 */
export function ListingDefaultsFieldset({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: ListingDefaultsText;
  onChange: (next: ListingDefaultsText) => void;
  errors: ListingDefaultsErrors | undefined;
  disabled: boolean;
}) {
  const set = (patch: Partial<ListingDefaultsText>) => onChange({ ...value, ...patch });
  const errorOf = (field: keyof ListingDefaultsErrors) => firstMessage(errors?.[field]);
  // "Not listed" on the listing form is no default here: the select shows its placeholder.
  const condition = value.condition === "" || value.condition === NOT_LISTED ? "" : value.condition;
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900 text-sm">Listing defaults</legend>
      <p id="profile-listing-defaults-hint" className="-mt-2 text-slate-500 text-xs">
        Every listing made with this profile starts from these. What you fill in on a listing wins.
      </p>
      {errors?.message ? <p className="font-medium text-red-700 text-xs">{errors.message}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <ListingConditionSelect
          id="profile-defaults-condition"
          value={condition as "" | ListingCondition}
          onChange={(next) => set({ condition: next })}
          clearLabel="No default"
          error={errorOf("condition")}
          disabled={disabled}
        />
        <ConditionNoteField
          id="profile-defaults-condition-note"
          value={value.conditionNote}
          onChange={(event) => set({ conditionNote: event.target.value })}
          error={errorOf("conditionNote")}
          disabled={disabled}
        />
        <QuantityField
          id="profile-defaults-quantity"
          hint="How many you usually have of each product."
          value={value.quantity}
          onChange={(event) => set({ quantity: event.target.value })}
          error={errorOf("quantity")}
          disabled={disabled}
        />
        <ProductBrandField
          id="profile-defaults-brand"
          value={value.brand}
          onChange={(event) => set({ brand: event.target.value })}
          error={errorOf("brand")}
          disabled={disabled}
        />
        <WeightField
          id="profile-defaults-weight"
          values={value}
          onChange={set}
          error={errorOf("weight")}
          disabled={disabled}
        />
        <PackageSizeField
          id="profile-defaults-package-size"
          values={value}
          onChange={set}
          error={errorOf("packageSize")}
          disabled={disabled}
        />
      </div>
    </fieldset>
  );
}
