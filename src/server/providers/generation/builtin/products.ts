/**
 * The ten product types of the listing form (spec core-product §3) and how the writer talks
 * about them, plus the words for materials, sizes and occasions. Only safe, general words: no
 * claims the seller did not make (dishwasher-safe, organic, waterproof…).
 */
import { cleanLabel } from "./text";

export type ProductKey =
  | "tshirt"
  | "mug"
  | "poster"
  | "sticker"
  | "phonecase"
  | "tote"
  | "hoodie"
  | "canvas"
  | "notebook"
  | "pillow";

export const PRODUCT_KEYS: readonly ProductKey[] = [
  "tshirt",
  "mug",
  "poster",
  "sticker",
  "phonecase",
  "tote",
  "hoodie",
  "canvas",
  "notebook",
  "pillow",
];

export interface ProductProfile {
  key: ProductKey;
  /** The form's label, which every title names: "T-shirt", "Mug". */
  label: string;
  /** In running text: "t-shirt", "mug". */
  noun: string;
  plural: string;
  /** A second name buyers search for, safe for any maker: "Coffee Cup". */
  synonym: string;
  /** What it is used for, in running text. */
  uses: string[];
  /** Who it makes a good gift for, when the seller names no audience. */
  giftFor: string;
  /** Redbubble's own product name. */
  redbubbleName: string;
  /** General care advice for the product when the material is unknown. */
  care: string;
  /** Search words for tags. */
  keywords: string[];
}

export const products: Record<ProductKey, ProductProfile> = {
  tshirt: {
    key: "tshirt",
    label: "T-shirt",
    noun: "t-shirt",
    plural: "t-shirts",
    synonym: "Tee",
    uses: ["everyday wear", "weekends", "layering"],
    giftFor: "anyone who loves a good tee",
    redbubbleName: "Classic T-Shirt",
    care: "Machine wash cold, inside out, and tumble dry low or hang to dry to keep the print looking fresh.",
    keywords: ["tshirt", "tee", "shirt", "graphic tee"],
  },
  mug: {
    key: "mug",
    label: "Mug",
    noun: "mug",
    plural: "mugs",
    synonym: "Coffee Cup",
    uses: ["morning coffee", "tea breaks", "your desk"],
    giftFor: "the coffee and tea lovers in your life",
    redbubbleName: "Classic Mug",
    care: "Hand-wash gently to keep the finish looking its best.",
    keywords: ["mug", "coffee mug", "tea mug", "coffee cup"],
  },
  poster: {
    key: "poster",
    label: "Poster",
    noun: "poster",
    plural: "posters",
    synonym: "Wall Art Print",
    uses: ["a gallery wall", "the living room", "a home office"],
    giftFor: "anyone decorating a new place",
    redbubbleName: "Poster",
    care: "Frame behind glass or acrylic and keep out of direct sunlight to protect the colors.",
    keywords: ["poster", "wall art", "art print", "wall decor"],
  },
  sticker: {
    key: "sticker",
    label: "Sticker",
    noun: "sticker",
    plural: "stickers",
    synonym: "Decal",
    uses: ["laptops", "water bottles", "notebooks"],
    giftFor: "anyone who decorates their laptop or water bottle",
    redbubbleName: "Sticker",
    care: "Apply to a clean, dry, smooth surface and press firmly from the center out.",
    keywords: ["sticker", "laptop sticker", "decal", "water bottle sticker"],
  },
  phonecase: {
    key: "phonecase",
    label: "Phone Case",
    noun: "phone case",
    plural: "phone cases",
    synonym: "Phone Cover",
    uses: ["everyday carry", "daily protection", "a personal touch on your phone"],
    giftFor: "anyone who likes their phone to stand out",
    redbubbleName: "Phone Case",
    care: "Wipe clean with a soft, slightly damp cloth.",
    keywords: ["phone case", "phone cover", "case", "phone accessory"],
  },
  tote: {
    key: "tote",
    label: "Tote Bag",
    noun: "tote bag",
    plural: "tote bags",
    synonym: "Shopping Bag",
    uses: ["groceries", "the beach", "books and everyday essentials"],
    giftFor: "anyone who carries a lot",
    redbubbleName: "Tote Bag",
    care: "Spot clean gently and let it air dry.",
    keywords: ["tote bag", "tote", "shopping bag", "reusable bag"],
  },
  hoodie: {
    key: "hoodie",
    label: "Hoodie",
    noun: "hoodie",
    plural: "hoodies",
    synonym: "Hooded Sweatshirt",
    uses: ["cool evenings", "lazy weekends", "layering"],
    giftFor: "anyone who lives in hoodies",
    redbubbleName: "Pullover Hoodie",
    care: "Machine wash cold, inside out, and tumble dry low to keep it soft.",
    keywords: ["hoodie", "sweatshirt", "hooded sweatshirt", "pullover"],
  },
  canvas: {
    key: "canvas",
    label: "Canvas Print",
    noun: "canvas print",
    plural: "canvas prints",
    synonym: "Wall Art",
    uses: ["the living room", "a bedroom wall", "above the sofa"],
    giftFor: "art lovers and new homeowners",
    redbubbleName: "Canvas Print",
    care: "Dust with a soft, dry cloth and keep out of direct sunlight.",
    keywords: ["canvas print", "canvas wall art", "wall art", "wall decor"],
  },
  notebook: {
    key: "notebook",
    label: "Notebook",
    noun: "notebook",
    plural: "notebooks",
    synonym: "Journal",
    uses: ["notes and lists", "journaling", "sketches and ideas"],
    giftFor: "writers, planners and doodlers",
    redbubbleName: "Spiral Notebook",
    care: "Keep dry and away from direct sunlight to protect the cover.",
    keywords: ["notebook", "journal", "notepad", "stationery"],
  },
  pillow: {
    key: "pillow",
    label: "Pillow",
    noun: "pillow",
    plural: "pillows",
    synonym: "Throw Pillow",
    uses: ["the sofa", "a reading nook", "the bed"],
    giftFor: "anyone who loves a cozy corner",
    redbubbleName: "Throw Pillow",
    care: "Spot clean gently; air dry.",
    keywords: ["throw pillow", "pillow", "cushion", "accent pillow"],
  },
};

const productPatterns: ReadonlyArray<readonly [RegExp, ProductKey]> = [
  [/\bhood(ie|y)s?\b|sweatshirt/, "hoodie"],
  [/\bt-?shirts?\b|\btees?\b|\bshirts?\b|tank top/, "tshirt"],
  [/\bmugs?\b|\bcups?\b|tumbler/, "mug"],
  [/\bcanvas(es)?\b/, "canvas"],
  [/\bposters?\b|\bprints?\b/, "poster"],
  [/\bstickers?\b|\bdecals?\b/, "sticker"],
  [/phone ?cases?|iphone|phone cover/, "phonecase"],
  [/\btotes?\b|tote bag/, "tote"],
  [/notebook|journal|notepad|planner|sketchbook/, "notebook"],
  [/pillow|cushion/, "pillow"],
];

/** One of the ten product types from the form value or custom text, if it names one. */
export function productKeyFrom(text: string | undefined): ProductKey | undefined {
  const lower = (text ?? "").toLowerCase();
  if (!lower) return undefined;
  for (const [pattern, key] of productPatterns) {
    if (pattern.test(lower)) return key;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Materials, sizes, occasions.

/** Care advice by material (used instead of the product's when the material is known). */
const materialCare: Record<string, string> = {
  cotton: "Machine wash cold and tumble dry low or hang to dry.",
  ceramic: "Hand-wash gently to keep the finish looking its best.",
  canvas: "Dust with a soft, dry cloth and keep out of direct sunlight.",
  vinyl: "Wipe clean with a soft, damp cloth.",
  metal: "Wipe with a soft, dry cloth; avoid harsh cleaners.",
  wood: "Wipe clean with a dry or barely damp cloth; don't soak.",
  paper: "Keep dry and out of direct sunlight to protect the colors.",
  plastic: "Wipe clean with a soft, damp cloth.",
  glass: "Hand-wash with care and dry with a soft cloth.",
  fabric: "Spot clean gently and air dry.",
};

/** General care and safety advice for products outside the ten types. */
const familyCare: Partial<Record<string, string>> = {
  candle:
    "Trim the wick before each burn, burn on a heat-safe surface, and never leave a lit candle unattended.",
  jewelry: "Store it dry and on its own, and take it off before swimming, showering or exercising.",
  art: "Keep out of direct sunlight and away from damp to protect the colors.",
  digital: "Print on good paper at the size that suits your space; keep prints out of direct sunlight.",
  decor: "Dust regularly with a soft, dry cloth.",
  vintage: "Handle gently: this piece has a history, and a little care keeps it going.",
  cards: "Keep dry and flat until it's time to write.",
  beauty: "Store in a cool, dry place, and patch-test before first use.",
  accessories: "Store it clean and dry, away from direct sunlight.",
};

export function careFor(
  product: ProductProfile | undefined,
  material: string | undefined,
  family?: string,
): string {
  const key = material?.toLowerCase() ?? "";
  const known = Object.hasOwn(materialCare, key) ? materialCare[key] : undefined;
  // Garments and prints keep their own advice: it is more specific than the material's.
  if (product && (product.key === "tshirt" || product.key === "hoodie" || product.key === "sticker")) {
    return product.care;
  }
  return (
    known ??
    product?.care ??
    (family ? familyCare[family] : undefined) ??
    "Handle with care and keep it clean and dry between uses."
  );
}

/** A size as text ("15 oz", "8 x 10 in"), or undefined for none. */
export function sizeText(size: string | undefined): string | undefined {
  const label = cleanLabel(size, 30);
  if (!label) return undefined;
  const ounces = /^(\d+(?:\.\d+)?)\s*oz$/i.exec(label);
  if (ounces) return `${ounces[1]} oz`;
  const inches = /^(\d+)\s*x\s*(\d+)\s*(?:inches|inch|in)$/i.exec(label);
  if (inches) return `${inches[1]} x ${inches[2]} in`;
  if (/^custom size$/i.test(label)) return "custom size";
  return label;
}

/** A size as it goes in a title: "15oz", "8x10", "Large", "A4". */
export function sizeTitle(size: string | undefined): string | undefined {
  const label = cleanLabel(size, 30);
  if (!label) return undefined;
  const ounces = /^(\d+(?:\.\d+)?)\s*oz$/i.exec(label);
  if (ounces) return `${ounces[1]}oz`;
  const inches = /^(\d+)\s*x\s*(\d+)\s*(?:inches|inch|in)$/i.exec(label);
  if (inches) return `${inches[1]}x${inches[2]} Inch`;
  if (/^custom size$/i.test(label)) return "Custom Size";
  return label;
}

export interface OccasionWords {
  /** "gift giving". */
  label: string;
  /** The seller's own word for it, for a details list: "Gift giving", "Home". */
  detail: string;
  /** "Gift" / "Birthday Gift" for titles. */
  titlePhrase: string;
  /** A phrase for running text: "a thoughtful gift", "a birthday gift they will actually use". */
  phrase: string;
  /** The plain gift noun phrase, to add a recipient to: "a birthday gift". */
  gift?: string;
  tags: string[];
}

const occasions: ReadonlyArray<readonly [RegExp, Omit<OccasionWords, "detail">]> = [
  [
    /birthday/,
    {
      label: "birthday",
      gift: "a birthday gift",
      titlePhrase: "Birthday Gift",
      phrase: "a birthday gift they will actually use",
      tags: ["birthday gift"],
    },
  ],
  [
    /anniversar/,
    {
      label: "anniversary",
      gift: "an anniversary gift",
      titlePhrase: "Anniversary Gift",
      phrase: "a thoughtful anniversary gift",
      tags: ["anniversary gift"],
    },
  ],
  [
    /wedding/,
    {
      label: "wedding",
      gift: "a wedding gift",
      titlePhrase: "Wedding Gift",
      phrase: "a wedding gift with meaning",
      tags: ["wedding gift"],
    },
  ],
  [
    /graduat/,
    {
      label: "graduation",
      gift: "a graduation gift",
      titlePhrase: "Graduation Gift",
      phrase: "a graduation gift for the next chapter",
      tags: ["graduation gift", "grad gift"],
    },
  ],
  [
    /holiday|christmas|xmas/,
    {
      label: "the holidays",
      gift: "a holiday gift",
      titlePhrase: "Holiday Gift",
      phrase: "a holiday gift or stocking stuffer",
      tags: ["holiday gift", "christmas gift"],
    },
  ],
  [
    /everyday/,
    { label: "everyday use", titlePhrase: "", phrase: "an easy everyday favorite", tags: ["everyday"] },
  ],
  [
    /office|work/,
    {
      label: "the office",
      titlePhrase: "Office Decor",
      phrase: "a bright spot at the office",
      tags: ["office decor", "desk accessory"],
    },
  ],
  [
    /home/,
    {
      label: "the home",
      titlePhrase: "Home Decor",
      phrase: "a finishing touch at home",
      tags: ["home decor"],
    },
  ],
  [
    /gift/,
    {
      label: "gift giving",
      gift: "a thoughtful gift",
      titlePhrase: "Gift Idea",
      phrase: "a thoughtful gift",
      tags: ["gift idea", "unique gift"],
    },
  ],
  [
    /special|event|party|celebrat/,
    {
      label: "special occasions",
      titlePhrase: "Special Occasion Gift",
      phrase: "a keepsake for special occasions",
      tags: ["special occasion"],
    },
  ],
];

export function occasionWords(occasion: string | undefined): OccasionWords | undefined {
  const label = cleanLabel(occasion, 40);
  if (!label) return undefined;
  const lower = label.toLowerCase();
  for (const [pattern, words] of occasions) {
    if (pattern.test(lower)) return { ...words, detail: label };
  }
  return {
    label: lower,
    detail: label,
    titlePhrase: "",
    phrase: `a lovely choice for ${lower}`,
    tags: [lower],
  };
}
