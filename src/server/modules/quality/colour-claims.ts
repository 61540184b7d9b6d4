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
];

/**
 * Shade families: naming any member when the brief names another member of the same family is not
 * a contradiction ("crimson" for a "red" mug). A colour may sit in two families (teal is blue-green).
 */
export const DEFAULT_COLOUR_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  red: ["crimson", "scarlet", "burgundy", "maroon"],
  orange: ["burnt orange", "rust", "terracotta"],
  yellow: ["mustard", "gold"],
  green: ["olive", "sage", "emerald", "forest green", "teal", "turquoise"],
  blue: ["navy", "navy blue", "cobalt", "sky blue", "teal", "turquoise"],
  purple: ["lavender", "lilac", "violet", "plum"],
  pink: ["blush", "rose", "rose gold", "magenta", "fuchsia"],
  brown: ["tan", "beige", "rust"],
  white: ["cream", "ivory"],
  grey: ["gray", "charcoal", "silver"],
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
  const names = [...new Set(colours.map((colour) => colour.toLowerCase().trim()))]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  if (names.length === 0) return [];
  const pattern = new RegExp(names.map(wholePhrasePattern).join("|"), "giu");
  const found: string[] = [];
  for (const match of text.matchAll(pattern)) {
    const spoken = match[0].toLowerCase().replace(/[\s-]+/g, " ");
    const name = names.find((candidate) => candidate.replace(/[\s-]+/g, " ") === spoken) ?? spoken;
    if (!found.includes(name)) found.push(name);
  }
  return found;
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
