/**
 * Words the listing writer adds around the product: care advice by material (general, safe
 * advice only — no claims the seller did not make, such as dishwasher-safe or waterproof) and
 * the words for occasions.
 */
import type { ProductFacts } from "./product-facts";
import { wholeLabel } from "./text";

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
  stoneware: "Hand-wash gently to keep the glaze looking its best.",
  porcelain: "Hand-wash gently and avoid sudden changes of temperature.",
  leather: "Wipe with a dry cloth and condition the leather now and then; keep it away from heat.",
  silver: "Polish with a soft cloth and store it in a pouch, away from moisture.",
  wool: "Hand-wash cold or dry clean, and dry flat.",
  linen: "Machine wash cool and line dry; linen softens with every wash.",
  wax: "Keep out of direct sunlight and away from heat so the wax keeps its shape.",
  clay: "Keep dry and handle gently.",
  terracotta: "Let it dry out between waterings and bring it indoors before frost.",
};

/** General care and safety advice by product family, when neither type nor department has any. */
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

/**
 * Care advice: the product type's own, else the material's, else the department's, else a
 * general line. Garments and prints keep their type's advice: it is more specific.
 */
export function careFor(facts: ProductFacts, material: string | undefined): string {
  const key = (material ?? "").toLowerCase();
  const byMaterial = Object.entries(materialCare).find(([name]) => key.includes(name))?.[1];
  const family = Object.keys(familyCare).find((name) => (facts.name ?? "").includes(name));
  return (
    facts.type?.care ??
    byMaterial ??
    facts.department?.care ??
    (family ? familyCare[family] : undefined) ??
    "Handle with care and keep it clean and dry between uses."
  );
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
  const label = wholeLabel(occasion, 40);
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
