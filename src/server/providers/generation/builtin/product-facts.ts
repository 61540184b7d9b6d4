import type { Department, ProductType } from "./lexicon/schema";

/**
 * What the seller told us about the product, parsed from their own words: the "What are you
 * selling?" field (`product`), the listing form's product type, materials, colour and size, and
 * the social form's additional context. The seller's words always win over the photo; nothing
 * here is guessed from the photo.
 */
export interface ProductFacts {
  /** The lexicon's product type when the seller's words name one. */
  type?: ProductType;
  department?: Department;
  /**
   * The product in running text, singular and lowercase, in the seller's own words when they
   * gave a more specific name than the lexicon's ("espresso cup", "wrap dress"); the lexicon's
   * name otherwise. Undefined when nothing names the product.
   */
  name?: string;
  /** The same, plural ("espresso cups"). */
  plural?: string;
  /** The same as a title writes it ("Espresso Cup", "T-Shirt"). */
  label?: string;
  /** Materials the seller named, lowercase ("stoneware", "sterling silver"), first named first. */
  materials: string[];
  /** Colours the seller named, lowercase, with their modifiers ("deep red", "navy blue"). */
  colours: string[];
  /** Sizes and measurements as written for a buyer ("12 oz", "13-inch", "8 x 10 in", "size M"). */
  sizes: string[];
  /** "set of 4", "pack of 10", "pair": how many come in one listing, when said. */
  count?: { quantity: number; phrase: string };
  /** Other concrete specs the seller gave, kept verbatim ("16 GB RAM", "512 GB SSD"). */
  specs: string[];
  /** Only when the seller said so ("barely worn" → used, "refurbished", "vintage"). */
  condition?: "new" | "used" | "refurbished" | "vintage";
  /** Only when the seller said so ("hand-thrown", "handmade", "hand-lettered"). */
  handmade: boolean;
  /** The seller describes a printed design, art or lettering (decides whether Redbubble fits). */
  design: boolean;
  /** Other describing words the seller used, safe to repeat ("flutter sleeves", "inner pocket"). */
  features: string[];
}
