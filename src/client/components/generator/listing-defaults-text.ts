import {
  type LengthUnit,
  type ListingCondition,
  type ListingDefaults,
  type ListingDetailsInput,
  listingConditionLabels,
  listingConditions,
  type WeightUnit,
} from "../../../domain/listing-details";
import { NOT_LISTED } from "../../../domain/options";

/**
 * The listing fields a brand profile can hold as defaults (domain listingDefaultsSchema) as a
 * form holds them: text as typed. The listing form and the brand profile form both use these
 * names, so one set of field components and one converter serve both.
 */

/** The form's condition: "" until picked, 'Not listed' (sent as nothing) or one of the conditions. */
export type ConditionChoice = "" | typeof NOT_LISTED | ListingCondition;
export const conditionChoices: ReadonlyArray<{ value: Exclude<ConditionChoice, "">; label: string }> = [
  { value: NOT_LISTED, label: "Not listed" },
  ...listingConditions.map((value) => ({ value, label: listingConditionLabels[value] })),
];

export interface ListingDefaultsText {
  quantity: string;
  condition: ConditionChoice;
  conditionNote: string;
  brand: string;
  weight: string;
  weightUnit: WeightUnit;
  packageLength: string;
  packageWidth: string;
  packageHeight: string;
  lengthUnit: LengthUnit;
}

export const emptyListingDefaultsText: ListingDefaultsText = {
  quantity: "",
  condition: "",
  conditionNote: "",
  brand: "",
  weight: "",
  weightUnit: "g",
  packageLength: "",
  packageWidth: "",
  packageHeight: "",
  lengthUnit: "cm",
};

/**
 * A number as typed, or the text itself when it is not one, so the schema's check names the
 * field ("Quantity must be a whole number") rather than the form dropping it silently.
 */
export function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const value = Number(trimmed.replace(",", "."));
  return Number.isFinite(value) ? value : (trimmed as unknown as number);
}

/** The fields as a request carries them: every blank (and 'Not listed') left out. */
export function listingDefaultsOf(values: ListingDefaultsText): ListingDetailsInput {
  const defaults: ListingDetailsInput = {};
  const text = (value: string) => value.trim() || undefined;
  const quantity = numberOf(values.quantity);
  if (quantity !== undefined) defaults.quantity = quantity;
  const condition = listingConditions.find((value) => value === values.condition);
  if (condition) defaults.condition = condition;
  if (text(values.conditionNote)) defaults.conditionNote = text(values.conditionNote);
  if (text(values.brand)) defaults.brand = text(values.brand);
  const weight = numberOf(values.weight);
  if (weight !== undefined) defaults.weight = { value: weight, unit: values.weightUnit };
  const sides = [values.packageLength, values.packageWidth, values.packageHeight].map(numberOf);
  if (sides.some((side) => side !== undefined)) {
    const [length, width, height] = sides as [number, number, number];
    defaults.packageSize = { length, width, height, unit: values.lengthUnit };
  }
  return defaults;
}

/** The inverse of listingDefaultsOf: stored values as the form shows them ("" for none). */
export function listingDefaultsTextOf(defaults: ListingDefaults | null | undefined): ListingDefaultsText {
  const text = (value: number | undefined) => (value === undefined ? "" : String(value));
  return {
    quantity: text(defaults?.quantity),
    condition: defaults?.condition ?? "",
    conditionNote: defaults?.conditionNote ?? "",
    brand: defaults?.brand ?? "",
    weight: text(defaults?.weight?.value),
    weightUnit: defaults?.weight?.unit ?? "g",
    packageLength: text(defaults?.packageSize?.length),
    packageWidth: text(defaults?.packageSize?.width),
    packageHeight: text(defaults?.packageSize?.height),
    lengthUnit: defaults?.packageSize?.unit ?? "cm",
  };
}

/**
 * A form's values with a profile's defaults swapped in (picking a brand profile on the listing
 * form). The rule, kept simple: a field the seller left empty takes the new profile's default;
 * a field still holding exactly what the previous profile filled in counts as that profile's, not
 * the seller's, so it is emptied first (and then takes the new profile's default, if any). Any
 * other value is the seller's own and is never touched. A seller who typed the very value the old
 * profile had sees it go with that profile; that is the price of not tracking every keystroke.
 */
export function withListingDefaults<T extends ListingDefaultsText>(
  values: T,
  next: ListingDefaults | null | undefined,
  previous: ListingDefaults | null | undefined,
): T {
  const result: T = { ...values };
  const nextText = listingDefaultsTextOf(next);
  const previousText = listingDefaultsTextOf(previous);
  const isSet = (text: ListingDefaultsText, group: Group) =>
    group.some((key) => text[key] !== emptyListingDefaultsText[key]);
  for (const group of defaultGroups) {
    const heldByPrevious =
      isSet(previousText, group) && group.every((key) => result[key] === previousText[key]);
    const fillsBlank = isSet(nextText, group) && group.every((key) => isBlank(result, key));
    if (!heldByPrevious && !fillsBlank) continue;
    for (const key of group) (result as ListingDefaultsText)[key] = nextText[key] as never;
  }
  return result;
}

/** Fields that fill and clear together: a weight is its number and unit, a package its sides and unit. */
type Group = ReadonlyArray<keyof ListingDefaultsText>;
const defaultGroups: ReadonlyArray<Group> = [
  ["quantity"],
  ["condition"],
  ["conditionNote"],
  ["brand"],
  ["weight", "weightUnit"],
  ["packageLength", "packageWidth", "packageHeight", "lengthUnit"],
];

/** A unit counts as blank (it is only ever set with its numbers); text when it is only spaces. */
function isBlank(values: ListingDefaultsText, key: keyof ListingDefaultsText): boolean {
  if (key === "weightUnit" || key === "lengthUnit") return true;
  return values[key].trim() === "";
}
