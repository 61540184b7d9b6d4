import { bulkImageSchema, type CreateBulkJobRequest } from "../../../domain/bulk";
import { type ListingCondition, listingConditionLabels } from "../../../domain/listing-details";

/**
 * One photo's own listing in a listing batch, as typed in its Details dialog (issue 32): what it
 * shows, its own price, stock, SKU, condition (+ note) and the product's brand. Blank fields
 * follow the batch's brief.
 */
export interface PhotoDetailsValues {
  product: string;
  price: string;
  quantity: string;
  sku: string;
  condition: "" | ListingCondition;
  conditionNote: string;
  brand: string;
}
export type PhotoDetailsField = keyof PhotoDetailsValues;

export const emptyPhotoDetails: PhotoDetailsValues = {
  product: "",
  price: "",
  quantity: "",
  sku: "",
  condition: "",
  conditionNote: "",
  brand: "",
};

/** What the request carries for one photo besides its path and name. */
export type PhotoRequestFields = Pick<
  CreateBulkJobRequest["images"][number],
  "product" | "price" | "details"
>;
type PhotoDetailsInput = NonNullable<PhotoRequestFields["details"]>;

const text = (value: string) => value.trim() || undefined;

/**
 * A whole number as typed, or the text itself when it is not one, so the shared check names the
 * field ("Quantity must be a whole number") rather than the form dropping it silently.
 */
function quantityOf(typed: string): number | undefined {
  const trimmed = typed.trim();
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : (trimmed as unknown as number);
}

/**
 * The photo's fields as POST /api/bulk-jobs takes them: blanks left out, the price as typed (the
 * server reads it as the single listing form's "Your price"), the exact condition in `details`.
 */
export function photoRequestFields(values: PhotoDetailsValues | undefined): PhotoRequestFields {
  if (!values) return {};
  const fields: PhotoRequestFields = {};
  if (text(values.product)) fields.product = text(values.product);
  if (text(values.price)) fields.price = text(values.price);
  const details: PhotoDetailsInput = {};
  const quantity = quantityOf(values.quantity);
  if (quantity !== undefined) details.quantity = quantity;
  if (text(values.sku)) details.sku = text(values.sku);
  if (values.condition) details.condition = values.condition;
  if (text(values.conditionNote)) details.conditionNote = text(values.conditionNote);
  if (text(values.brand)) details.brand = text(values.brand);
  if (Object.keys(details).length > 0) fields.details = details;
  return fields;
}

/** Nothing filled in: the photo follows the brief. */
export function hasPhotoDetails(values: PhotoDetailsValues | undefined): boolean {
  return Object.keys(photoRequestFields(values)).length > 0;
}

/** A price typed as a bare amount ("24", "24.50") reads as dollars, as the listings write it. */
function priceLabel(price: string): string {
  return /^\d+(?:[.,]\d{1,2})?$/.test(price) ? `$${price}` : price;
}

/** The line under a photo with details: "Used — good · $24 · 3 in stock · Levi's · SKU JKT-01". */
export function photoDetailsSummary(values: PhotoDetailsValues | undefined): string {
  const fields = photoRequestFields(values);
  const details = fields.details ?? {};
  const quantity = typeof details.quantity === "number" ? details.quantity : undefined;
  return [
    fields.product,
    details.condition ? listingConditionLabels[details.condition] : undefined,
    fields.price ? priceLabel(fields.price) : undefined,
    quantity === undefined ? undefined : `${quantity} in stock`,
    details.brand,
    details.sku ? `SKU ${details.sku}` : undefined,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Errors by field; `photo` holds one that names no field of the dialog (the photo's path, say). */
export type PhotoFieldErrors = Partial<Record<PhotoDetailsField | "photo", string>>;

/** The form field a path inside one image names (`["details", "quantity"]` → quantity). */
function fieldOfPath(path: ReadonlyArray<PropertyKey>): PhotoDetailsField | undefined {
  const [first, second] = path.map(String);
  if (first === "product" || first === "price") return first;
  if (first !== "details") return undefined;
  return (["quantity", "sku", "condition", "conditionNote", "brand"] as const).find(
    (field) => field === second,
  );
}

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

function addIssue(errors: PhotoFieldErrors, path: ReadonlyArray<PropertyKey>, message: string) {
  const field = fieldOfPath(path) ?? "photo";
  if (!errors[field]) errors[field] = message;
}

const photoFieldsSchema = bulkImageSchema.pick({ product: true, price: true, details: true });

/** The shared contract's check of one photo's fields, before it is saved: errors by field. */
export function validatePhotoDetails(values: PhotoDetailsValues): PhotoFieldErrors {
  const parsed = photoFieldsSchema.safeParse(photoRequestFields(values));
  const errors: PhotoFieldErrors = {};
  if (!parsed.success) for (const issue of parsed.error.issues) addIssue(errors, issue.path, issue.message);
  return errors;
}

/**
 * The server's refusals (zod issues at `images.<index>.…`) by the photo they name: `photoIds` are
 * the ids of the photos in the order they were sent.
 */
export function photoErrorsFromIssues(
  issues: readonly Issue[],
  photoIds: readonly string[],
): Record<string, PhotoFieldErrors> {
  const byPhoto: Record<string, PhotoFieldErrors> = {};
  for (const issue of issues) {
    if (issue.path[0] !== "images") continue;
    const id = photoIds[Number(issue.path[1])];
    if (id === undefined) continue;
    byPhoto[id] ??= {};
    addIssue(byPhoto[id], issue.path.slice(2), issue.message);
  }
  return byPhoto;
}
