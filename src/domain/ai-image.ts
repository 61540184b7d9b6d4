import { z } from "zod";
import { productContextFields } from "./listings";
import { imageSourceFields, optionalText } from "./social";

export const productContextSchema = z.object(productContextFields);
export type ProductContext = z.infer<typeof productContextSchema>;

export const productImageRequestSchema = z.object({
  productContext: productContextSchema.default({}),
  customPrompt: optionalText(1000),
});
export type ProductImageRequest = z.input<typeof productImageRequestSchema>;

export const productImageResultSchema = z.union([
  z.object({ url: z.string(), objectPath: z.string() }),
  z.object({ canProceedWithoutImage: z.literal(true), fallbackMessage: z.string() }),
]);
export type ProductImageResult = z.infer<typeof productImageResultSchema>;

export const imageFactsSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  orientation: z.enum(["landscape", "portrait", "square"]),
  /** Dominant colours, most prominent first, named in words ("sage green"). */
  colors: z.array(z.object({ name: z.string(), hex: z.string(), share: z.number() })),
  brightness: z.enum(["dark", "balanced", "bright"]),
  /** A plain white (or near-white) background: what marketplaces prefer for main images. */
  plainWhiteBackground: z.boolean(),
  /**
   * The product's own colours (the foreground, separated from the backdrop), most prominent first,
   * at most 3; share is the fraction of foreground pixels. Empty when no product could be separated
   * (a full-bleed photo, a flat image) or in facts stored before this was measured.
   */
  productColors: z.array(z.object({ name: z.string(), hex: z.string(), share: z.number() })).default([]),
  /** The backdrop's colour (modelled from the image border), or null when there is no plain backdrop. */
  backgroundColor: z.object({ name: z.string(), hex: z.string() }).nullable().default(null),
  /** Fraction of the image the product covers (0..1, 2 decimals); 0 when none was separated. */
  foregroundShare: z.number().min(0).max(1).default(0),
});
export type ImageFacts = z.infer<typeof imageFactsSchema>;

export const analyzeImageRequestSchema = z
  .object({
    imageBase64: imageSourceFields.imageBase64,
    imagePath: imageSourceFields.imagePath,
  })
  .refine((body) => body.imageBase64 || body.imagePath, { message: "Send imageBase64 or imagePath" });

/** The model's description of a photo is cut (at a word) to this many characters. */
export const ANALYSIS_MAX_CHARS = 2000;

export const analyzeImageResultSchema = z.object({ analysis: z.string(), facts: imageFactsSchema });
export type AnalyzeImageResult = z.infer<typeof analyzeImageResultSchema>;
