import { readFileSync } from "node:fs";
import { z } from "zod";
import { serverFile } from "../../../../server-paths";

/**
 * The words the product parser recognises in a seller's text: colours, materials, design words,
 * handmade words and condition words (data/vocabulary.json, validated when first loaded).
 */
const word = z.string().regex(/^[a-z0-9][a-z0-9 '-]*$/, "lowercase words only");

export const vocabularySchema = z
  .object({
    colours: z.array(word).min(10),
    colourModifiers: z.array(word),
    materials: z.array(word).min(10),
    designWords: z.array(word),
    handmadeWords: z.array(word),
    /**
     * Words that claim something about the product (how it was made, who it is for, what it
     * survives, what occasion it is sold for). A search phrase carrying one goes into a title or
     * tag only when the seller's own words say it: the lexicon's "handmade mug" or "funny mug" is
     * what buyers search for, not what this mug is.
     */
    claimWords: z.array(word),
    conditions: z
      .object({
        new: z.array(word),
        used: z.array(word),
        refurbished: z.array(word),
        vintage: z.array(word),
      })
      .strict(),
  })
  .strict();

export type Vocabulary = z.output<typeof vocabularySchema>;

const FILE = serverFile("providers/generation/builtin/lexicon/data/vocabulary.json");

let cached: Vocabulary | undefined;

export function vocabulary(): Vocabulary {
  if (!cached) {
    const result = vocabularySchema.safeParse(JSON.parse(readFileSync(FILE, "utf8")));
    if (!result.success) {
      const first = result.error.issues[0];
      throw new Error(`vocabulary.json: ${first?.path.join(".")}: ${first?.message}`);
    }
    cached = result.data;
  }
  return cached;
}
