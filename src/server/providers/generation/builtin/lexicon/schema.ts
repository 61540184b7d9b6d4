import { z } from "zod";

/**
 * The product lexicon's file format. The lexicon is data a copywriter can extend without touching
 * logic: every `data/products/*.json` file holds departments and product types, and every file is
 * validated against these schemas when the writer first loads it (a bad file fails at start-up and
 * in `npm test`, never mid-generation).
 *
 * Category paths:
 * - `shopify` is the exact full path of a category in Shopify's Standard Product Taxonomy
 *   (MIT; github.com/Shopify/product-taxonomy, dist/en/categories.txt), e.g.
 *   "Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs".
 * - Etsy, Amazon, eBay and Mercari paths are those marketplaces' own category menus (US sites).
 *   A department holds the deepest path that fits every product in it; a product type overrides
 *   it where the marketplace has a closer category.
 */

const marketplaceCategories = z
  .object({
    etsy: z.string().min(3),
    amazon: z.string().min(3),
    ebay: z.string().min(3),
    mercari: z.string().min(3),
  })
  .strict();

/** A lowercase word or phrase as it appears in running text and buyers' searches. */
const phrase = z
  .string()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9 &'+./-]*$/, "lowercase words only");

/** US dollars, whole cents (no float money): [low, high] for a typical new item. */
const priceBand = z
  .tuple([z.number().int().min(50), z.number().int().min(50)])
  .refine(([low, high]) => low <= high, "price band low must not exceed high");

export const departmentSchema = z
  .object({
    /** Stable id, referenced by product types: "drinkware". */
    key: z.string().regex(/^[a-z][a-z0-9-]*$/),
    categories: marketplaceCategories,
    /** General care and safety advice for anything in the department (a full sentence). */
    care: z.string().min(10).max(200).optional(),
    /**
     * Whether the photo's product colour may be named when the seller names none. Off where the
     * photo misleads: screens and lenses dominate photos of electronics (a silver laptop reads
     * black), and chains and small stones are too thin to separate from the backdrop.
     */
    photoColours: z.boolean().default(true),
    /** Occasions this kind of product is bought for, as search words ("housewarming gift"). */
    occasions: z.array(phrase).max(8).default([]),
  })
  .strict();

export const productTypeSchema = z
  .object({
    /** Stable id: "mug", "espresso-cup", "laptop". */
    key: z.string().regex(/^[a-z][a-z0-9-]*$/),
    /** Singular, lowercase, as in running text: "mug", "t-shirt", "espresso cup". */
    name: phrase,
    plural: phrase,
    /** How a title writes it when Title Case of `name` is wrong: "T-Shirt", "iPhone Case". */
    label: z.string().min(2).max(40).optional(),
    /**
     * Other names a seller may type for the same thing (singular, lowercase); the longest match
     * in the seller's words wins, so "coffee mug" beats "mug" and "phone case" beats "case".
     */
    aliases: z.array(phrase).max(20).default([]),
    department: z.string(),
    shopify: z.string().min(3),
    categories: marketplaceCategories.partial().optional(),
    price: priceBand,
    /** Materials such products are usually made of: for parsing the seller's words, never claimed. */
    materials: z.array(phrase).max(12).default([]),
    /** Phrases buyers type into marketplace search for this product, most common first. */
    searchWords: z.array(phrase).min(2).max(12),
    /** What it is used for, in running text ("morning coffee", "the beach"). */
    uses: z.array(z.string().min(2).max(60)).min(1).max(6),
    /**
     * Redbubble prints designs on its own blanks. "art": the product is a design (poster, art
     * print, sticker) and always fits; "blank": Redbubble sells it as a blank (tee, mug, tote),
     * so it fits only when the seller's product is a printed design; absent: it does not fit.
     */
    redbubble: z
      .object({ fit: z.enum(["art", "blank"]), product: z.string().min(2).max(40), category: z.string() })
      .strict()
      .optional(),
    /** Care advice specific to the product (else the material's, else the department's). */
    care: z.string().min(10).max(200).optional(),
    /** Usually resold second-hand (electronics, vehicles): prices and copy talk about condition. */
    resale: z.boolean().default(false),
  })
  .strict();

export const lexiconFileSchema = z
  .object({
    departments: z.array(departmentSchema).default([]),
    products: z.array(productTypeSchema).default([]),
  })
  .strict();

export type Department = z.output<typeof departmentSchema>;
export type ProductType = z.output<typeof productTypeSchema>;
export type LexiconFile = z.output<typeof lexiconFileSchema>;
