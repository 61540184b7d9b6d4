import { wholePhrasePattern } from "./words";

/**
 * Common English colour words a seller or a writer might use, multi-word names included.
 * "mint" is left out on purpose: "mint condition" is everyday marketplace wording, not a colour.
 */
export const DEFAULT_COLOURS: readonly string[] = [
  "red",
  "crimson",
  "scarlet",
  "burgundy",
  "maroon",
  "orange",
  "burnt orange",
  "rust",
  "terracotta",
  "yellow",
  "mustard",
  "gold",
  "green",
  "olive",
  "sage",
  "emerald",
  "forest green",
  "blue",
  "navy",
  "navy blue",
  "cobalt",
  "sky blue",
  "teal",
  "turquoise",
  "purple",
  "lavender",
  "lilac",
  "violet",
  "plum",
  "pink",
  "blush",
  "rose",
  "rose gold",
  "magenta",
  "fuchsia",
  "brown",
  "tan",
  "beige",
  "white",
  "cream",
  "ivory",
  "black",
  "grey",
  "gray",
  "charcoal",
  "silver",
  // Further names writers reach for ("Caramel or black?"); ambiguous food and material words
  // ("coffee", "wine", "walnut", "copper", "natural", "stone") are left out on purpose.
  "caramel",
  "camel",
  "cognac",
  "chestnut",
  "taupe",
  "khaki",
  "coral",
  "peach",
  "apricot",
  "salmon",
  "mauve",
  "indigo",
  "aqua",
  "jade",
  "ochre",
  "off-white",
  "ecru",
  "champagne",
  "gunmetal",
  "slate",
  "cherry red",
  "brick red",
  "wine red",
  "royal blue",
  "baby blue",
  "powder blue",
  "hot pink",
  "dusty pink",
  "dusty rose",
  "blush pink",
  "mint green",
  "sage green",
  "olive green",
  "jet black",
  "space gray",
  "space grey",
];

/**
 * Shade families: naming any member when the brief names another member of the same family is not
 * a contradiction ("crimson" for a "red" mug). A colour may sit in two families (teal is blue-green).
 */
export const DEFAULT_COLOUR_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  red: ["crimson", "scarlet", "burgundy", "maroon", "cherry red", "brick red", "wine red"],
  orange: ["burnt orange", "rust", "terracotta", "coral", "peach", "apricot", "salmon"],
  yellow: ["mustard", "gold", "ochre", "champagne"],
  green: [
    "olive",
    "sage",
    "emerald",
    "forest green",
    "teal",
    "turquoise",
    "jade",
    "aqua",
    "mint green",
    "sage green",
    "olive green",
  ],
  blue: [
    "navy",
    "navy blue",
    "cobalt",
    "sky blue",
    "teal",
    "turquoise",
    "indigo",
    "aqua",
    "royal blue",
    "baby blue",
    "powder blue",
  ],
  purple: ["lavender", "lilac", "violet", "plum", "mauve", "indigo"],
  pink: [
    "blush",
    "rose",
    "rose gold",
    "magenta",
    "fuchsia",
    "coral",
    "salmon",
    "mauve",
    "hot pink",
    "dusty pink",
    "dusty rose",
    "blush pink",
  ],
  brown: ["tan", "beige", "rust", "caramel", "camel", "cognac", "chestnut", "taupe", "khaki", "ochre"],
  white: ["cream", "ivory", "off-white", "ecru"],
  black: ["jet black"],
  grey: ["gray", "charcoal", "silver", "gunmetal", "slate", "space gray", "space grey"],
};

export interface ColourClaimOptions {
  colours?: readonly string[];
  families?: Readonly<Record<string, readonly string[]>>;
}

export interface ColourCheck {
  briefColours: string[];
  outputColours: string[];
  /** Output colours that are neither named in the brief nor a shade of a brief colour. */
  unsupported: string[];
  contradiction: boolean;
}

/**
 * Why: a writer that invents a colour ("burnt orange cup" for a mug the seller said is "deep red")
 * produces a listing that misdescribes the item — a returns and trust problem, not just style.
 * When the brief names no colour there is nothing to contradict.
 */
export function checkColourClaims(
  brief: string,
  output: string,
  options: ColourClaimOptions = {},
): ColourCheck {
  const colours = options.colours ?? DEFAULT_COLOURS;
  const families = options.families ?? DEFAULT_COLOUR_FAMILIES;
  const briefColours = findColours(brief, colours);
  const outputColours = findColours(output, colours);
  const unsupported =
    briefColours.length === 0
      ? []
      : outputColours.filter((colour) => !briefColours.some((named) => sameFamily(colour, named, families)));
  return { briefColours, outputColours, unsupported, contradiction: unsupported.length > 0 };
}

/**
 * Why: whole-word, case-insensitive and longest-name-first, so "burnt orange" is one colour rather
 * than also "orange", and "redbubble" or "tangerine" name no colour. Returns names lower-cased,
 * once each, in order of first appearance.
 */
export function findColours(text: string, colours: readonly string[] = DEFAULT_COLOURS): string[] {
  const compiled = compiledColours(colours);
  if (!compiled) return [];
  const found: string[] = [];
  for (const match of text.matchAll(compiled.pattern)) {
    const spoken = match[0].toLowerCase().replace(/[\s-]+/g, " ");
    const name = compiled.bySpoken.get(spoken) ?? spoken;
    if (!found.includes(name)) found.push(name);
  }
  return found;
}

interface CompiledColours {
  pattern: RegExp;
  /** "off white" → "off-white": the list's spelling of each name as matched. */
  bySpoken: Map<string, string>;
}

const compiledLists = new WeakMap<readonly string[], CompiledColours | null>();

/** One regex per colour list, built once: the suite checks every output against the same list. */
function compiledColours(colours: readonly string[]): CompiledColours | null {
  const cached = compiledLists.get(colours);
  if (cached !== undefined) return cached;
  const names = [...new Set(colours.map((colour) => colour.toLowerCase().trim()))]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  const compiled =
    names.length === 0
      ? null
      : {
          pattern: new RegExp(names.map(wholePhrasePattern).join("|"), "giu"),
          bySpoken: new Map(names.map((name) => [name.replace(/[\s-]+/g, " "), name])),
        };
  compiledLists.set(colours, compiled);
  return compiled;
}

/** Why: exact match or a shared shade family is agreement; anything else is a different colour. */
export function sameFamily(
  a: string,
  b: string,
  families: Readonly<Record<string, readonly string[]>> = DEFAULT_COLOUR_FAMILIES,
): boolean {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (left === right) return true;
  return Object.entries(families).some(([root, members]) => {
    const family = [root, ...members].map((name) => name.toLowerCase());
    return family.includes(left) && family.includes(right);
  });
}

export interface ColourTruth {
  /** Colours the seller named. */
  briefColours: string[];
  /** Colours of the product in the photo (the suite knows them; the backdrop's are not among them). */
  photoColours: string[];
  outputColours: string[];
  /**
   * Output colours that go against the seller's words: the seller named colours and this is no
   * shade of any of them. The seller's words win over the photo, so a photo colour counts here too.
   */
  contradicting: string[];
  /** Output colours that are neither a shade of a colour the seller named nor one of the product in the photo. */
  unsupported: string[];
}

/**
 * Why: the "tell the truth" rule has two halves. A colour that contradicts the seller
 * ("burnt orange cup" for a mug glazed deep red) misdescribes the item; a colour nobody gave
 * (the backdrop's orange, "white chocolate" from a white table) is an invented claim even when
 * the seller named no colour at all.
 */
export function checkColourTruth(
  sellerWords: string,
  photoColours: readonly string[],
  output: string,
  options: ColourClaimOptions = {},
): ColourTruth {
  const colours = options.colours ?? DEFAULT_COLOURS;
  const families = options.families ?? DEFAULT_COLOUR_FAMILIES;
  const briefColours = findColours(sellerWords, colours);
  const photo = photoColours.flatMap((name) => {
    const found = findColours(name, colours);
    return found.length > 0 ? found : [name.toLowerCase()];
  });
  const outputColours = findColours(output, colours);
  const agrees = (colour: string, named: readonly string[]) =>
    named.some((other) => sameFamily(colour, other, families));
  return {
    briefColours,
    photoColours: [...new Set(photo)],
    outputColours,
    contradicting:
      briefColours.length === 0 ? [] : outputColours.filter((colour) => !agrees(colour, briefColours)),
    unsupported: outputColours.filter((colour) => !agrees(colour, briefColours) && !agrees(colour, photo)),
  };
}
