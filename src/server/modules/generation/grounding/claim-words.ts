import type { ProductCondition } from "../../../../domain/fact-sheet";
import type { BuiltinLanguage } from "../../../../domain/languages";
import { vocabulary } from "../../../providers/generation/builtin/lexicon/vocabulary";
import { factWords } from "../fact-sheet/fact-words";
import { PALETTE_NAMES } from "../image-facts";

/**
 * The words whose use in copy states a fact about the product: a colour, a condition, care, who
 * it is for, how it was made, what it is certified or safe for. Copy may carry one only where the
 * seller's own words (or their fact sheet) hold it; everything else a writer says is framing that
 * claims nothing. English words are checked in every language, since writers and sellers mix them.
 */
export interface ClaimWords {
  colours: string[];
  /** Words that state each condition. */
  conditions: Record<ProductCondition, string[]>;
  /** Care and use instructions ("hand wash", "dishwasher safe", "polish"). */
  care: string[];
  /** Who it is for by gender. */
  gender: string[];
  /** How it was made, what it is certified or safe for. */
  claims: string[];
  /** "made from", "made of": the words before a material that state the product is made of it. */
  madeOf: string[];
  /** What things are made of: copy names one only where the seller did. */
  materials: string[];
}

const ENGLISH_CLAIMS: Omit<ClaimWords, "colours" | "claims" | "materials"> = {
  conditions: {
    new: [
      "brand new",
      "new with tags",
      "new in box",
      "never worn",
      "never used",
      "unworn",
      "unused",
      "mint condition",
      "new condition",
      "like new",
      "sealed",
      "unopened",
      "deadstock",
    ],
    used: [
      "used",
      "pre-owned",
      "preowned",
      "pre-loved",
      "preloved",
      "second-hand",
      "secondhand",
      "gently used",
      "well loved",
      "signs of age",
      "signs of wear",
      "patina",
    ],
    refurbished: ["refurbished", "renewed", "reconditioned"],
    vintage: ["vintage", "antique", "retro", "heirloom", "from the era"],
  },
  care: [
    "hand wash",
    "hand-wash",
    "handwash",
    "machine wash",
    "machine-wash",
    "machine washable",
    "tumble dry",
    "dry clean",
    "dishwasher",
    "dishwasher safe",
    "dishwasher-safe",
    "microwave safe",
    "oven safe",
    "wipe clean",
    "spot clean",
    "polish",
    "store in",
    "store it in",
    "store away from",
    "keep away from water",
    "dry flat",
    "wipe with",
    "wipe down",
    "condition the leather",
    "wash by hand",
    "handle with care",
    "keep it clean",
    "clean and dry",
    "care label",
    "washing cold",
    "line drying",
    "dry cleaning",
    "wash cold",
    "wash warm",
    "air dry",
    "line dry",
    "water it",
    "water when",
    "bright indirect light",
    "full sun",
  ],
  gender: [
    "women's",
    "womens",
    "men's",
    "mens",
    "for her",
    "for him",
    "ladies",
    "ladies'",
    "unisex",
    "boys",
    "girls",
    "for women",
    "for men",
  ],
  madeOf: [
    "made from",
    "made of",
    "made in",
    "crafted from",
    "crafted in",
    "is made from",
    "built from",
    "cut from",
  ],
};

const LANGUAGE_CLAIMS: Record<
  Exclude<BuiltinLanguage, "en">,
  Omit<ClaimWords, "colours" | "claims" | "materials">
> = {
  es: {
    conditions: {
      new: ["a estrenar", "nuevo con etiqueta", "sin usar", "como nuevo", "precintado"],
      used: ["usado", "usada", "de segunda mano", "seminuevo", "con uso", "desgaste"],
      refurbished: ["reacondicionado", "reacondicionada"],
      vintage: ["vintage", "antiguo", "antigua", "retro", "de época"],
    },
    care: [
      "lavar a mano",
      "lavado a mano",
      "lavadora",
      "lavavajillas",
      "secadora",
      "limpiar en seco",
      "pulir",
      "guardar en",
      "secar",
      "limpiar con",
      "riego",
      "regar",
    ],
    gender: ["para mujer", "para hombre", "de mujer", "de hombre", "para ella", "para él", "unisex"],
    madeOf: ["hecho de", "hecha de", "fabricado en", "elaborado con", "de"],
  },
  fr: {
    conditions: {
      new: ["neuf avec étiquette", "jamais porté", "jamais servi", "comme neuf", "état neuf"],
      used: ["d'occasion", "occasion", "seconde main", "porté", "usé", "usure"],
      refurbished: ["reconditionné", "reconditionnée", "remis à neuf"],
      vintage: ["vintage", "ancien", "ancienne", "rétro", "d'époque"],
    },
    care: [
      "laver à la main",
      "lavage à la main",
      "lavage en machine",
      "lave-vaisselle",
      "sèche-linge",
      "nettoyage à sec",
      "polir",
      "conserver",
      "lavage",
      "laver",
      "ranger",
      "sécher",
      "essuyer",
      "arroser",
      "arrosage",
    ],
    gender: ["pour femme", "pour homme", "femme", "homme", "pour elle", "pour lui", "unisexe"],
    madeOf: ["fait de", "faite de", "fabriqué en", "en"],
  },
  de: {
    conditions: {
      new: ["neu mit etikett", "ungetragen", "unbenutzt", "wie neu", "neuwertig", "originalverpackt"],
      used: ["gebraucht", "getragen", "gebrauchsspuren", "second hand", "vorbesitz"],
      refurbished: ["generalüberholt", "aufbereitet"],
      vintage: ["vintage", "antik", "retro"],
    },
    care: [
      "handwäsche",
      "von hand waschen",
      "maschinenwaschbar",
      "maschinenwäsche",
      "spülmaschine",
      "spülmaschinenfest",
      "trockner",
      "chemische reinigung",
      "polieren",
      "aufbewahren",
      "trocknen",
      "waschen",
      "abwischen",
      "auf abnutzung",
      "gießen",
    ],
    gender: ["für damen", "für herren", "damen", "herren", "für sie", "für ihn", "unisex"],
    madeOf: ["aus", "gefertigt aus", "hergestellt aus"],
  },
};

const cache = new Map<BuiltinLanguage, ClaimWords>();

export function claimWordsFor(language: BuiltinLanguage): ClaimWords {
  const cached = cache.get(language);
  if (cached) return cached;
  const vocab = vocabulary();
  const english = ENGLISH_CLAIMS;
  const own = language === "en" ? undefined : LANGUAGE_CLAIMS[language];
  const merged: ClaimWords = {
    // "natural", "custom" and "rust" are colours in the palette but read as other words in copy:
    // a colour is checked where it names one ("natural linen" names a colour only when the seller said it).
    // The photo analyser's palette too: its names are what a writer leaks from a photo.
    colours: [...new Set([...vocab.colours, ...PALETTE_NAMES.map((name) => name.toLowerCase())])]
      .filter((colour) => !NOT_ONLY_COLOURS.has(colour))
      .concat(own ? factWords[language].colours : []),
    conditions: {
      new: [...english.conditions.new, ...(own?.conditions.new ?? [])],
      used: [...english.conditions.used, ...(own?.conditions.used ?? [])],
      refurbished: [...english.conditions.refurbished, ...(own?.conditions.refurbished ?? [])],
      vintage: [...english.conditions.vintage, ...(own?.conditions.vintage ?? [])],
    },
    care: [...english.care, ...(own?.care ?? [])],
    gender: [...english.gender, ...(own?.gender ?? [])],
    claims: [
      ...ONE_OF_A_KIND,
      ...vocab.claimWords.filter((claim) => !GENERIC_CLAIMS.has(claim)),
      ...factWords.en.claims,
      ...(own ? factWords[language].claims : []),
    ],
    madeOf: [...english.madeOf, ...(own?.madeOf ?? [])],
    materials: [
      ...vocab.materials.filter((material) => !NOT_ONLY_MATERIALS.has(material)),
      ...(own ? factWords[language].materials : []),
    ],
  };
  cache.set(language, merged);
  return merged;
}

/** Material names that are everyday words too ("gold" the colour, "crystal" clear, "paper" goods in a category). */
const NOT_ONLY_MATERIALS = new Set([
  "gold",
  "silver",
  "crystal",
  "rose gold",
  "stone",
  "cork board",
  "honey",
  "milk",
  "oil",
  "wax",
  "clay",
  "paint",
  "ink",
  "natural",
]);

/**
 * What no marketplace lets copy say, even when the seller wrote it (Etsy, eBay, Amazon, Mercari
 * and Meta policies on counterfeits, medical claims, weapons and evading the rules): counterfeit
 * quality signals, health claims, weapons sold for self-defence, "discreet" shipping. Copy never
 * repeats them; the brief screen warns about the item itself.
 */
export const FORBIDDEN_CLAIMS = [
  "mirror quality",
  "1:1 mirror",
  "1:1 replica",
  "aaa quality",
  "aaa replica",
  "top grade replica",
  "self defense",
  "self-defense",
  "self defence",
  "ship anywhere",
  "discreet shipping",
  "ships discreetly",
  "helps anxiety",
  "relieves anxiety",
  "for anxiety",
  "cures",
  "heals",
  "fda approved",
  "clinically proven",
  "calidad espejo",
  "defensa personal",
  "envío discreto",
  "alivia la ansiedad",
  "qualité miroir",
  "autodéfense",
  "envoi discret",
  "contre l'anxiété",
  "spiegelqualität",
  "selbstverteidigung",
  "diskreter versand",
];

/** "Each one is unique": a claim about how it was made, in every language. */
const ONE_OF_A_KIND = [
  "made by hand",
  "made-by-hand",
  "one of a kind",
  "one-of-a-kind",
  "unikat",
  "einzelstück",
  "pièce unique",
  "pieza única",
  "natural",
  "naturel",
  "naturelle",
  "natürlich",
];

/** Palette names that are everyday words too. */
const NOT_ONLY_COLOURS = new Set([
  "natural",
  "custom",
  "clear",
  "nude",
  "rust",
  "wine",
  "honey",
  "chocolate",
  "coffee",
  "cream",
  "mint",
  "sand",
  "stone",
  "rose",
  "peach",
  "lemon",
  "lime",
  "olive",
  "salmon",
  "plum",
  "cherry",
  "berry",
]);

/** Claim words that the vocabulary marks for tags but that state nothing checkable on their own. */
const GENERIC_CLAIMS = new Set([
  "new",
  "unique",
  "solid",
  "real",
  "gaming",
  "kids",
  "baby",
  "toddler",
  "wedding",
  "christmas",
  "halloween",
  "birthday",
  "mother's day",
  "father's day",
  "valentine",
  "valentines",
  "funny",
  "for her",
  "for him",
  "women's",
  "men's",
  "womens",
  "mens",
  "vintage",
  "antique",
  "retro",
  "brand new",
  "unused",
  "sealed",
  "pottery",
]);
