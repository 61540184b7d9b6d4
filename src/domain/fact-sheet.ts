import { z } from "zod";
import { safeText } from "./safe-text";

/**
 * "What we understood": the seller's brief read once into facts, before any writer runs. Both
 * engines write from it, the grounding pass holds every output to it, and the reply carries it so
 * the seller can see and correct it. Every value is in the seller's own words (trimmed), never
 * guessed from the photo: the photo's measured colour is only offered (`photoColour`).
 */
export const productConditions = ["new", "used", "refurbished", "vintage"] as const;
export type ProductCondition = (typeof productConditions)[number];

const fact = safeText(200);
const facts = z.array(fact).max(20);

export const factSheetSchema = z.object({
  /** The product phrase as the seller named it ("hand stitched leather card holder"). */
  product: fact,
  /** Its head noun, multi-word where it is one ("card holder", "face oil", "wall hanging"). */
  noun: fact,
  /** The product's maker ("Nike", "IWC"), not the seller's shop. */
  brand: fact.optional(),
  /** The model's name or number ("Air Force 1", "Portugieser", "501"). */
  model: fact.optional(),
  /** Capacity, memory, dimensions, weight, count: "12 oz", "8 GB", "set of 3". */
  specs: facts,
  /** What the seller says sets it apart, in their words ("hammered texture", "drippy blue rim"). */
  features: facts,
  condition: z.object({
    value: z.enum(productConditions),
    /** The seller's words for it ("worn once", "no box", "battery 91 %"); empty when only implied. */
    words: facts,
    /** False when nothing was said and the item is taken as new. */
    stated: z.boolean(),
  }),
  /** What the product is made of (its bottle, box or bag is `packaging`). */
  materials: facts,
  packaging: facts,
  /** Colours the seller gave. */
  colours: facts,
  /** A printed design's name, slogan or artwork ("Starry Night", "But First, Tea"). */
  design: fact.optional(),
  /** The artist or maker of the artwork named ("Van Gogh"). */
  artist: fact.optional(),
  offer: z
    .object({
      /** "20% off", "2 for $30". */
      discount: fact.optional(),
      /** "MOM20": kept verbatim, upper case as typed. */
      code: fact.optional(),
      /** "til Jan 5", "ends Sunday". */
      ends: fact.optional(),
      /** The seller's whole offer sentence. */
      text: fact,
    })
    .optional(),
  /** Pickup, shipping time, digital delivery, what ships how ("ships in 3-5 days"). */
  delivery: facts,
  /** What does not come with it ("no box", "frame not included"). */
  notIncluded: facts,
  /** The seller's own claims, safe to repeat as said ("dishwasher safe", "fragrance free"). */
  claims: facts,
  /** Safety notes that must reach the description ("not for under 3s"). */
  safety: facts,
  audience: fact.optional(),
  occasion: fact.optional(),
  /** The seller's own price, when typed, in its currency. */
  price: z.object({ amount: z.number().nonnegative(), currency: z.enum(["USD", "EUR", "GBP"]) }).optional(),
  /** The currency to write prices in: what the seller typed, else USD. */
  currency: z.enum(["USD", "EUR", "GBP"]),
  /** The photo's measured colour, offered to the seller ("Looks caramel — add it?"), never written. */
  photoColour: fact.optional(),
});
export type FactSheet = z.infer<typeof factSheetSchema>;
