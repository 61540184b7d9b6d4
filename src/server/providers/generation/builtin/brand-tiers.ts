/**
 * Makers whose name moves a price, as resellers type them. A product type's band is for a typical
 * independent or unbranded item; a known maker sells above it (premium) or far above it (luxury),
 * and a high-street label below it (budget). Lowercase; matched as whole words in the sheet's brand
 * or, failing that, the seller's product words. A suggestion only: the seller's price always wins.
 */
export type BrandTier = "luxury" | "premium" | "budget";

export const BRAND_TIERS: Record<BrandTier, readonly string[]> = {
  luxury: [
    "louis vuitton",
    "lv",
    "gucci",
    "chanel",
    "hermès",
    "hermes",
    "prada",
    "dior",
    "loewe",
    "celine",
    "céline",
    "bottega veneta",
    "saint laurent",
    "ysl",
    "fendi",
    "balenciaga",
    "givenchy",
    "valentino",
    "goyard",
    "bvlgari",
    "bulgari",
    "cartier",
    "tiffany",
    "van cleef",
    "rolex",
    "omega",
    "iwc",
    "patek philippe",
    "audemars piguet",
    "jaeger-lecoultre",
    "breitling",
    "panerai",
    "moncler",
    "canada goose",
    "burberry",
    "miu miu",
    "mulberry",
    "leica",
    "hasselblad",
  ],
  // Not the console makers (Nintendo, PlayStation, Xbox): a console's band already is theirs. Not
  // a model a product is made for ("iPhone case", "iPad planner").
  premium: [
    "longchamp",
    "coach",
    "kate spade",
    "michael kors",
    "tory burch",
    "marc jacobs",
    "furla",
    "ralph lauren",
    "apple",
    "sony",
    "bose",
    "sennheiser",
    "bang & olufsen",
    "dyson",
    "samsung",
    "canon",
    "nikon",
    "fujifilm",
    "lenovo",
    "thinkpad",
    "dell",
    "microsoft",
    "garmin",
    "gopro",
    "nike",
    "jordan",
    "air jordan",
    "adidas",
    "new balance",
    "veja",
    "asics",
    "salomon",
    "dr. martens",
    "dr martens",
    "birkenstock",
    "ugg",
    "timberland",
    "patagonia",
    "arc'teryx",
    "the north face",
    "north face",
    "barbour",
    "carhartt",
    "levi's",
    "levis",
    "lululemon",
    "ray-ban",
    "tag heuer",
    "tissot",
    "seiko",
    "longines",
    "pandora",
    "swarovski",
    "le creuset",
    "staub",
    "kitchenaid",
    "vitamix",
    "lego",
    "fisher-price",
    "herschel",
    "fjällräven",
    "fjallraven",
    "filson",
    "stanley",
    "yeti",
    "steiff",
  ],
  budget: ["shein", "primark", "h&m", "zara", "forever 21", "old navy", "ikea", "temu", "walmart", "target"],
};

/** Names that are also plain words ("apple butter", "coach", "target"): read only from the sheet's brand. */
const PLAIN_WORDS = new Set([
  "apple",
  "coach",
  "target",
  "stanley",
  "jordan",
  "lv",
  "omega",
  "staub",
  "canon",
  "dell",
  "yeti",
  "pandora",
]);

/** The tier of the maker the seller names, if any. */
export function brandTier(brand: string | undefined, text: string | undefined): BrandTier | undefined {
  for (const source of [brand, text]) {
    if (!source) continue;
    const lower = ` ${source.toLowerCase().replace(/[^\p{L}\p{N}&'.-]+/gu, " ")} `;
    for (const tier of ["luxury", "premium", "budget"] as const) {
      const named = BRAND_TIERS[tier].some(
        (name) => lower.includes(` ${name} `) && (source === brand || !PLAIN_WORDS.has(name)),
      );
      if (named) return tier;
    }
    // The sheet's brand decides when given; the text is only read when it is not.
    if (source === brand) return undefined;
  }
  return undefined;
}
