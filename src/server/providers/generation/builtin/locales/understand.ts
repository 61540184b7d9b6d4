import type { ImageFacts } from "../../../../../domain/ai-image";
import type { ListingBrief, SocialBrief } from "../../generation-provider";
import { ProductUnknownError } from "../../generation-provider";
import { lexicon } from "../lexicon/lexicon";
import { type ProductFacts, parseProductFacts, productColours } from "../product-facts";
import { cleanText } from "../text";

/**
 * What every non-English writer needs to know about the product, in no language: the product
 * as the seller wrote it (any language), the lexicon's product type when the seller's words are
 * English and name one (its `key` is what a locale's own noun table translates), and the facts
 * — colours, materials, sizes, condition, handmade — as the English parser found them.
 *
 * Colours are English names: the seller's own (when written in English) or the photo's product
 * colours (from the image analyser's fixed palette, `PALETTE_NAMES` in image-facts.ts), never the
 * backdrop. A locale translates the palette names it knows and leaves out any it does not.
 */
export interface NeutralSubject {
  /** "What are you selling?" as typed, trimmed and cleaned; undefined when left blank. */
  sellerProduct?: string;
  /** The lexicon product type's key ("mug", "t-shirt") when the seller's words name one. */
  typeKey?: string;
  /** The lexicon department's key ("drinkware") when known (from the product or the business). */
  departmentKey?: string;
  /** English colour names to say (at most two): the seller's, else the photo's product colours. */
  colours: string[];
  /** English material phrases the seller named ("stoneware", "sterling silver"). */
  materials: string[];
  /** Sizes and specs verbatim ("12 oz", "8 x 10 in", "16 GB RAM"). */
  sizes: string[];
  specs: string[];
  /** How many come in one listing ("set of 4" → 4), when said. */
  count?: number;
  condition?: ProductFacts["condition"];
  handmade: boolean;
  /** The English parse, for anything else a locale wants (features, design). */
  facts: ProductFacts;
  image: ImageFacts;
}

/**
 * The subject of a non-English generation. Throws ProductUnknownError (the service's 400 asking
 * "What are you selling?") when neither the product field nor the business type says anything.
 */
export function neutralSubject(brief: SocialBrief | ListingBrief): NeutralSubject {
  const sellerProduct = cleanText(brief.product) || undefined;
  const context = "additionalContext" in brief ? brief.additionalContext : undefined;
  const listing = "productType" in brief ? brief : undefined;
  const facts = parseProductFacts({
    product: sellerProduct,
    productType: listing?.productType,
    materials: listing?.materials,
    color: listing?.color,
    size: listing?.size,
    style: listing?.style,
    context,
    businessType: brief.businessType,
    tags: listing?.tags,
    sheet: brief.sheet,
    language: brief.language,
  });
  if (!sellerProduct && !facts.name && !cleanText(brief.businessType)) throw new ProductUnknownError();
  const lex = lexicon();
  return {
    sellerProduct,
    typeKey: facts.type?.key,
    departmentKey:
      facts.department?.key ?? (facts.type ? lex.departments.get(facts.type.department)?.key : undefined),
    colours: productColours(facts, brief.facts),
    materials: facts.materials,
    sizes: facts.sizes,
    specs: facts.specs,
    count: facts.count?.quantity,
    condition: facts.condition,
    handmade: facts.handmade,
    facts,
    image: brief.facts,
  };
}
