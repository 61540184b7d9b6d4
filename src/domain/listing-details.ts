import { z } from "zod";
import type { ProductCondition } from "./fact-sheet";
import { safeText } from "./safe-text";
import { OBJECT_PATH_PREFIX } from "./uploads";

/**
 * What a seller fills in for every marketplace besides the words (issue 32): quantity, SKU, the
 * exact condition, the product's brand, variants, weight and package size, and further photos.
 * The request's `price` (listings.ts) stays the listing's own price. Stored with the generation
 * and read by the import files (eBay, Shopify).
 */

/** The server's caps; the form shows the same ones. */
export const LISTING_DETAIL_LIMITS = {
  /** Photos per listing, the main one included (eBay takes 24, Etsy 10: 10 fits everywhere). */
  photos: 10,
  variants: 30,
  quantity: 100_000,
  /** eBay's CustomLabel holds 50 characters; Shopify's SKU more. */
  sku: 50,
  /** eBay's item specific values hold 65 characters. */
  brand: 65,
  /** eBay's condition description holds 1,000 characters. */
  conditionNote: 1000,
  /** eBay's variation specific names ("Size") hold 40 characters. */
  optionName: 40,
  /** eBay's variation specific values ("M") hold 50 characters. */
  variantValue: 50,
  /** A price per unit, in the seller's currency. */
  price: 999_999,
  /** Kilograms or pounds, ounces and grams converted: no parcel service takes more. */
  weightKg: 1000,
  /** Centimetres (or the inch equivalent) per side. */
  sideCm: 1000,
} as const;

const limits = LISTING_DETAIL_LIMITS;

/**
 * The item's condition as a seller picks it. The writer reads the coarser ProductCondition
 * (writerConditionOf); the import files map the exact one to each marketplace's codes.
 */
export const listingConditions = [
  "new",
  "used-like-new",
  "used-good",
  "used-fair",
  "refurbished",
  "vintage",
] as const;
export type ListingCondition = (typeof listingConditions)[number];

export const listingConditionLabels: Record<ListingCondition, string> = {
  new: "New",
  "used-like-new": "Used — like new",
  "used-good": "Used — good",
  "used-fair": "Used — fair",
  refurbished: "Refurbished",
  vintage: "Vintage",
};

/** The writer's condition for a seller's choice: every "used — …" is used. */
export function writerConditionOf(condition: ListingCondition): ProductCondition {
  return condition.startsWith("used-") ? "used" : (condition as ProductCondition);
}

export const weightUnits = ["g", "kg", "oz", "lb"] as const;
export type WeightUnit = (typeof weightUnits)[number];
export const lengthUnits = ["cm", "in"] as const;
export type LengthUnit = (typeof lengthUnits)[number];

const GRAMS_PER: Record<WeightUnit, number> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };

/** A weight in whole grams (Shopify's "Weight value (grams)"). */
export function gramsOf(weight: { value: number; unit: WeightUnit }): number {
  return Math.round(weight.value * GRAMS_PER[weight.unit]);
}

const CM_PER: Record<LengthUnit, number> = { cm: 1, in: 2.54 };

const quantityField = z
  .number({ error: "Quantity must be a whole number" })
  .int("Quantity must be a whole number")
  .min(0, "Quantity cannot be negative")
  .max(limits.quantity, `Quantity can be at most ${limits.quantity.toLocaleString("en-US")}`);

/** An amount in the seller's currency, to the cent. */
const priceField = z
  .number({ error: "Enter the price as a number" })
  .min(0, "A price cannot be negative")
  .max(limits.price, "That price is too high for a marketplace")
  // A check, not a rounding: the same schema describes the reply, which cannot transform.
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "Prices go to the cent");

const skuField = safeText(limits.sku, { tooLong: `SKUs can be at most ${limits.sku} characters` });

/** eBay writes variations as `Size=S;M;L` rows: these three characters would split a name. */
const VARIATION_SEPARATORS = /[;|=]/;

/**
 * One option of a product (a size, a colour): what it is called, and its own price, stock and SKU
 * (each optional: the listing's own price and quantity apply when left out).
 */
export const listingVariantSchema = z.object({
  value: safeText(limits.variantValue, {
    tooLong: `Variant names can be at most ${limits.variantValue} characters`,
  })
    .min(1, "Name each variant (for example M or Red)")
    .refine((text) => !VARIATION_SEPARATORS.test(text), "Variant names cannot contain ; | or ="),
  price: priceField.optional(),
  quantity: quantityField.optional(),
  sku: skuField.optional(),
});
export type ListingVariant = z.infer<typeof listingVariantSchema>;

export const variantsSchema = z
  .object({
    /** What the variants differ by: "Size", "Colour". */
    option: safeText(limits.optionName, {
      tooLong: `The option name can be at most ${limits.optionName} characters`,
    })
      .min(1, "Name what the variants differ by (for example Size)")
      .refine((text) => !VARIATION_SEPARATORS.test(text), "The option name cannot contain ; | or ="),
    values: z
      .array(listingVariantSchema)
      .min(1, "Add at least one variant")
      .max(limits.variants, `At most ${limits.variants} variants`),
  })
  .refine(
    (variants) =>
      new Set(variants.values.map((variant) => variant.value.toLocaleLowerCase())).size ===
      variants.values.length,
    { message: "Each variant needs a different name", path: ["values"] },
  );
export type ListingVariants = z.infer<typeof variantsSchema>;

const positive = (max: number, what: string) =>
  z
    .number({ error: `Enter the ${what} as a number` })
    .positive(`The ${what} must be more than 0`)
    .max(max, `The ${what} is too large`);

export const weightSchema = z
  .object({ value: positive(1_000_000, "weight"), unit: z.enum(weightUnits) })
  .refine((weight) => gramsOf(weight) <= limits.weightKg * 1000, {
    message: `The weight can be at most ${limits.weightKg} kg`,
  })
  .refine((weight) => gramsOf(weight) >= 1, { message: "The weight must be at least 1 gram" });
export type ListingWeight = z.infer<typeof weightSchema>;

const side = positive(limits.sideCm, "package size");
export const packageSizeSchema = z
  .object({ length: side, width: side, height: side, unit: z.enum(lengthUnits) })
  .refine((size) => Math.max(size.length, size.width, size.height) * CM_PER[size.unit] <= limits.sideCm, {
    message: `Each side of the package can be at most ${limits.sideCm} cm`,
  });
export type PackageSize = z.infer<typeof packageSizeSchema>;

/** `/objects/uploads/<uuid>`: an upload of the caller's (checked on the server). */
const UPLOAD_PATH = new RegExp(
  `^${OBJECT_PATH_PREFIX.replaceAll("/", "\\/")}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
  "i",
);
export const photoPathSchema = z
  .string()
  .trim()
  .max(200)
  .regex(UPLOAD_PATH, "Each photo must be one of your uploads (/objects/uploads/…)");

/** The photos after the main one (the request's image), in the order the seller put them. */
export const MAX_EXTRA_PHOTOS = limits.photos - 1;

/** POST /api/product-listings `details`: every field optional, each checked and capped. */
export const listingDetailsSchema = z.object({
  quantity: quantityField.optional(),
  sku: skuField.optional(),
  /** The exact condition; the writer reads writerConditionOf(it) when `condition` is not sent. */
  condition: z.enum(listingConditions).optional(),
  /** The seller's words on the condition ("small chip on the base"). */
  conditionNote: safeText(limits.conditionNote).optional(),
  /** The product's brand ("Le Creuset"), not the shop's name. */
  brand: safeText(limits.brand, {
    tooLong: `The brand can be at most ${limits.brand} characters`,
  }).optional(),
  variants: variantsSchema.optional(),
  weight: weightSchema.optional(),
  packageSize: packageSizeSchema.optional(),
  photos: z
    .array(photoPathSchema)
    .max(MAX_EXTRA_PHOTOS, `A listing holds at most ${limits.photos} photos`)
    .refine((photos) => new Set(photos.map((path) => path.toLowerCase())).size === photos.length, {
      message: "The same photo is in the listing twice",
    })
    .optional(),
});
export type ListingDetails = z.infer<typeof listingDetailsSchema>;
export type ListingDetailsInput = z.input<typeof listingDetailsSchema>;

/**
 * A price as a seller types it ("36", "24,50", "$1,299.99", "24,50 €"): the amount, or null when
 * the text holds none. A comma before exactly one or two final digits is a decimal comma.
 */
export function readPriceAmount(text: string): number | null {
  const cleaned = text.replace(/[^\d.,]/g, "");
  if (!/\d/.test(cleaned)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(cleaned);
  const whole = (decimal ? cleaned.slice(0, decimal.index) : cleaned).replace(/[.,]/g, "");
  const amount = Number(`${whole || "0"}.${decimal?.[1] ?? "0"}`);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * What a brand profile fills into every listing made with it (issue 32): a vintage shop's usual
 * condition, a reseller's default stock, the maker of everything it sells, its usual parcel. A
 * listing's own details win field by field; photos, variants and SKUs belong to one product only.
 */
export const listingDefaultsSchema = listingDetailsSchema.pick({
  quantity: true,
  condition: true,
  conditionNote: true,
  brand: true,
  weight: true,
  packageSize: true,
});
export type ListingDefaults = z.infer<typeof listingDefaultsSchema>;
