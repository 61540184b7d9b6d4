import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { QUALITY_FIXTURES_DIR } from "./briefs";

/**
 * Issue 30's development corpus (tests/fixtures/quality/seller-briefs: 120 briefs typed as
 * sellers type them, en/es/fr/de): `seller` is exactly what the seller typed into the forms,
 * `truth` what a correct writer must respect. See the README beside the file for every field.
 * Validated when loaded, so a typo in the data fails loudly.
 */

export const SELLER_LANGUAGES = ["en", "es", "fr", "de"] as const;
export type SellerLanguage = (typeof SELLER_LANGUAGES)[number];
export const SELLER_CONDITIONS = ["new", "used", "refurbished", "vintage"] as const;
export type SellerCondition = (typeof SELLER_CONDITIONS)[number];

const text = z.string().max(5000);

export const sellerBriefSchema = z
  .object({
    id: z.string().regex(/^B\d{3}-[a-z0-9-]+$/),
    language: z.enum(SELLER_LANGUAGES),
    category: z.string().min(1),
    seller: z
      .object({
        product: text,
        additionalContext: text,
        brand: text,
        businessType: text,
        targetAudience: text,
        tone: text,
        campaignGoal: text,
        listing: z
          .object({
            productType: text,
            materials: text,
            size: text,
            color: text,
            style: text,
            occasion: text,
            /** "" when left blank; may disagree with the seller's own words (truth.condition wins). */
            condition: z.union([z.literal(""), z.enum(SELLER_CONDITIONS)]),
            price: text,
          })
          .strict(),
      })
      .strict(),
    truth: z
      .object({
        productNoun: z.string(),
        productNounEn: z.string().optional(),
        /** Each entry must be in the main listing title or the first caption; ` | ` separates alternatives. */
        mustKeep: z.array(z.string().min(1)),
        mustNotSay: z.array(z.string().min(1)),
        condition: z.enum(SELLER_CONDITIONS),
        redbubble: z.enum(["fit", "skip"]),
        shopifyCategoryPrefix: z.string(),
        shopifyCategoryAlsoOk: z.array(z.string().min(1)).optional(),
        priceBandUSD: z.tuple([z.number().min(0), z.number().min(0)]),
        policy: z.enum(["ok", "restricted", "prohibited"]),
        policyNote: z.string(),
        expectRefusal: z.boolean().optional(),
      })
      .strict(),
  })
  .strict();
export type SellerBrief = z.output<typeof sellerBriefSchema>;

export const SELLER_CORPUS_DIR = join(QUALITY_FIXTURES_DIR, "seller-briefs");

/** Reads and validates the corpus (the repo's copy by default); throws naming the first problem. */
export function loadSellerBriefs(path = join(SELLER_CORPUS_DIR, "seller-briefs.json")): SellerBrief[] {
  const raw: unknown = JSON.parse(readFileSync(path, "utf8"));
  const result = z.array(sellerBriefSchema).min(1).safeParse(raw);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new Error(`${path}: ${first?.path.join(".")}: ${first?.message}`);
  }
  const seen = new Set<string>();
  for (const brief of result.data) {
    if (seen.has(brief.id)) throw new Error(`${path}: duplicate id ${brief.id}`);
    seen.add(brief.id);
  }
  return result.data;
}

/**
 * Everything the seller typed, as one text: what a statement must be grounded in. Every field
 * counts (the form's dropdown values too: "Handmade crafts" is the seller's own word about the
 * business), except the form's condition, which `sellerConditionField` hands out apart because
 * the seller's own words win over it.
 */
export function sellerTextOf(brief: SellerBrief): string {
  const { seller } = brief;
  const { listing } = seller;
  return [
    seller.product,
    seller.additionalContext,
    seller.brand,
    seller.businessType,
    seller.targetAudience,
    seller.tone,
    seller.campaignGoal,
    listing.productType,
    listing.materials,
    listing.size,
    listing.color,
    listing.style,
    listing.occasion,
    listing.price,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(". ");
}

/** The condition the seller picked in the listing form, if any. */
export function sellerConditionField(brief: SellerBrief): SellerCondition | undefined {
  return brief.seller.listing.condition || undefined;
}

/** Briefs whose copy a correct writer produces: not a refusal, not a prohibited item. */
export function expectsCopy(brief: SellerBrief): boolean {
  return !brief.truth.expectRefusal && brief.truth.policy !== "prohibited";
}
