import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { projectRoot } from "../../server-paths";

/**
 * The quality suite's fixed set of seller briefs (tests/fixtures/quality/briefs.json): what a
 * seller types into both forms for one product, what a knowledgeable seller expects back
 * (taxonomy branch, price band, whether Redbubble fits, the words a title must carry), and how
 * the product photo looks. Validated when loaded, so a typo in the data fails loudly.
 */

export const QUALITY_FIXTURES_DIR = join(projectRoot, "tests/fixtures/quality");

const hex = z.string().regex(/^#[0-9a-f]{6}$/i, "a #rrggbb colour");
/** A colour as words ("deep red", "cream"), for judging what a writer may say about the photo. */
const colourWord = z.string().min(3).max(30);
const optionalText = z.string().min(1).max(200).optional();

/** The generated photo's product outlines (tests/support of the suite: ./photos.ts draws each). */
export const PHOTO_SHAPES = [
  "mug",
  "dress",
  "necklace",
  "laptop",
  "motorcycle",
  "candle-jar",
  "sneaker",
  "tote",
  "tee",
  "plant-pot",
  "earrings",
  "blanket",
  "sticker-pack",
  "cutting-board",
  "dog-collar",
  "soap-bar",
  "film-camera",
  "onesie",
] as const;
export type PhotoShape = (typeof PHOTO_SHAPES)[number];

export const BACKDROP_STYLES = ["solid", "gradient", "wood", "paper", "cloth"] as const;

const photoCommon = {
  /** How the photo looks, in words (for the report and a reader of the data). */
  description: z.string().min(10).max(300),
  /** Colours of the product itself as a buyer would name them: a writer may say these. */
  productColours: z.array(colourWord).min(1).max(8),
  /** The backdrop's colours: a writer that names these described the background, not the product. */
  backdropColours: z.array(colourWord).max(4),
};

export const photoSpecSchema = z.discriminatedUnion("kind", [
  /** A real photograph in tests/fixtures/quality/photos (source and licence in LICENSES.md there). */
  z
    .object({
      kind: z.literal("file"),
      file: z.string().regex(/^[a-z0-9][a-z0-9._-]*\.(jpe?g|png)$/),
      ...photoCommon,
    })
    .strict(),
  /** Drawn by ./photos.ts: a shaded product outline with a soft shadow, on a backdrop, with sensor noise. */
  z
    .object({
      kind: z.literal("generated"),
      shape: z.enum(PHOTO_SHAPES),
      /** The product's main colour, and a second one (trim, pendant stone, laces, print). */
      colour: hex,
      accent: hex.optional(),
      backdrop: z.object({ style: z.enum(BACKDROP_STYLES), colours: z.array(hex).min(1).max(2) }).strict(),
      width: z.number().int().min(320).max(1600).default(960),
      height: z.number().int().min(320).max(1600).default(960),
      /** Where the product sits: offsets from the centre as shares of the frame, and its size. */
      placement: z
        .object({
          dx: z.number().min(-0.2).max(0.2),
          dy: z.number().min(-0.2).max(0.2),
          scale: z.number().min(0.3).max(0.95),
        })
        .strict(),
      /** Seeds the noise and the backdrop's texture: same spec, same pixels. */
      seed: z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
      ...photoCommon,
    })
    .strict(),
]);
export type PhotoSpec = z.output<typeof photoSpecSchema>;
export type GeneratedPhotoSpec = Extract<PhotoSpec, { kind: "generated" }>;

/** A title must carry every entry; an entry that is a list is satisfied by any one of its words. */
const productWordsSchema = z.array(z.union([z.string().min(2), z.array(z.string().min(2)).min(1)])).min(1);
export type ProductWords = z.output<typeof productWordsSchema>;

export const qualityBriefSchema = z
  .object({
    key: z.string().regex(/^[a-z][a-z0-9-]*$/),
    /** "What are you selling?", as a seller types it (≤ 200 characters). */
    product: z.string().min(2).max(200),
    /** The listing form (spec core-product §3): a list value or the seller's own words. */
    listing: z
      .object({
        productType: optionalText,
        materials: optionalText,
        color: optionalText,
        size: optionalText,
        occasion: optionalText,
        style: optionalText,
        targetAudience: optionalText,
        businessType: optionalText,
        tags: z.array(z.string().min(1).max(100)).max(20).default([]),
      })
      .strict(),
    /** The social form. */
    social: z
      .object({
        brand: optionalText,
        tone: z.string().min(1).max(50),
        campaignGoal: optionalText,
        targetAudience: optionalText,
        businessType: optionalText,
        additionalContext: z.string().min(1).max(1000).optional(),
        hashtags: z
          .array(z.string().regex(/^[\p{L}\p{N}_]+$/u))
          .max(10)
          .default([]),
      })
      .strict(),
    expect: z
      .object({
        /**
         * Shopify Standard Product Taxonomy path prefix(es) the Shopify category must start with,
         * e.g. "Home & Garden > Kitchen & Dining > Tableware > Drinkware".
         */
        shopifyBranch: z.union([z.string().min(3), z.array(z.string().min(3)).min(1)]),
        /**
         * Etsy's top-level category ("Home & Living"); null when Etsy does not list such goods
         * (motor vehicles): then the Etsy category is not judged.
         */
        etsyBranch: z.string().min(3).nullable(),
        /** US dollars a knowledgeable seller would accept on any of the six marketplaces. */
        priceBand: z
          .tuple([z.number().positive(), z.number().positive()])
          .refine(([low, high]) => low < high, "low must be below high"),
        /** Redbubble prints designs on its own blanks: true only for printable designs. */
        redbubbleFits: z.boolean(),
        productWords: productWordsSchema,
      })
      .strict(),
    photo: photoSpecSchema,
  })
  .strict();
export type QualityBrief = z.output<typeof qualityBriefSchema>;

export const qualityBriefsFileSchema = z
  .object({ briefs: z.array(qualityBriefSchema).min(1) })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    for (const [index, brief] of file.briefs.entries()) {
      if (seen.has(brief.key)) {
        ctx.addIssue({
          code: "custom",
          path: ["briefs", index, "key"],
          message: `duplicate key ${brief.key}`,
        });
      }
      seen.add(brief.key);
    }
  });

/** Reads and validates a briefs file (the suite's own by default); throws naming the first problem. */
export function loadQualityBriefs(path = join(QUALITY_FIXTURES_DIR, "briefs.json")): QualityBrief[] {
  const raw: unknown = JSON.parse(readFileSync(path, "utf8"));
  const result = qualityBriefsFileSchema.safeParse(raw);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new Error(`${path}: ${first?.path.join(".")}: ${first?.message}`);
  }
  return result.data.briefs;
}

/** Everything the seller typed for one product, as one text: what a claim must be supported by. */
export function sellerWordsOf(brief: QualityBrief): string {
  const { listing, social } = brief;
  return [
    brief.product,
    listing.productType,
    listing.materials,
    listing.color,
    listing.size,
    listing.occasion,
    listing.style,
    listing.targetAudience,
    listing.businessType,
    ...listing.tags,
    social.brand,
    social.campaignGoal,
    social.targetAudience,
    social.businessType,
    social.additionalContext,
    ...social.hashtags,
  ]
    .filter((part): part is string => Boolean(part))
    .join(". ");
}

/** What the seller said about the product's colour: the product text, the colour field and the context. */
export function sellerColourWordsOf(brief: QualityBrief): string {
  return [brief.product, brief.listing.color, brief.listing.materials, brief.social.additionalContext]
    .filter(Boolean)
    .join(". ");
}
