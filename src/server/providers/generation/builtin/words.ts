/**
 * Colour words for the builtin writers: a measured colour's family and adjective ("warm
 * terracotta"), a mood for a palette, and English plurals. Pure functions of their input.
 */
import type { ImageFacts } from "../../../../domain/ai-image";

/** A colour from the image, with the words the writer uses around it. */
export interface ColourWord {
  name: string;
  hex: string;
  share: number;
  family: ColourFamily;
  /** "warm", "soft", "deep"… for "warm terracotta". */
  adjective: string;
}

export type ColourFamily =
  | "red"
  | "orange"
  | "brown"
  | "yellow"
  | "green"
  | "blue"
  | "purple"
  | "pink"
  | "light"
  | "dark"
  | "neutral";

export interface Mood {
  /** "warm and earthy". */
  phrase: string;
  /** "earthy". */
  word: string;
  /** What it pairs with, for styling lines. */
  pairing: string;
  heart: string;
}

// ---------------------------------------------------------------------------------------------
// Colours.

/** The product colours worth naming: the main one, and a second when it covers enough. */
export function colourWords(facts: ImageFacts): ColourWord[] {
  const usable = facts.colors.filter(
    (colour) => typeof colour.name === "string" && /^[\p{L} -]{2,30}$/u.test(colour.name.trim()),
  );
  const words: ColourWord[] = [];
  for (const colour of usable) {
    if (words.length >= 2) break;
    if (words.length === 1 && colour.share < 0.12) break;
    const name = colour.name.trim().toLowerCase();
    // On a white backdrop, white is the backdrop, not the product (unless it is all there is).
    if (facts.plainWhiteBackground && /^(white|off-white)$/.test(name) && usable.length > 1) continue;
    if (words.some((word) => word.name === name)) continue;
    words.push(describeColour(name, colour.hex, colour.share));
  }
  return words;
}

/** A colour's family and adjective from its name (and its hex, when measured). */
export function describeColour(name: string, hex?: string, share = 1): ColourWord {
  const hsl = hexToHsl(hex ?? "");
  const family = familyOf(name, hex ? hsl : { h: 0, s: 0, l: 50 });
  return { name, hex: hex ?? "", share, family, adjective: hex ? adjectiveFor(family, hsl) : "" };
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function hexToHsl(hex: string): Hsl {
  const value = /^#?[0-9a-f]{6}$/i.test(hex) ? Number.parseInt(hex.replace("#", ""), 16) : 0x808080;
  const r = ((value >> 16) & 255) / 255;
  const g = ((value >> 8) & 255) / 255;
  const b = (value & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s: s * 100, l: l * 100 };
}

function familyOf(name: string, { h, s, l }: Hsl): ColourFamily {
  // Trust the palette's words first: they were chosen perceptually.
  if (/white|cream|ivory|light grey|beige|sand|stone|oat/.test(name)) return "light";
  if (/black|charcoal/.test(name)) return "dark";
  if (/grey|gray|taupe|silver/.test(name)) return "neutral";
  if (/brown|caramel|camel|tan|chocolate|khaki/.test(name)) return "brown";
  if (/pink|blush|mauve|magenta|coral/.test(name)) return "pink";
  if (/rust|terracotta|orange|apricot|peach/.test(name)) return "orange";
  if (/yellow|mustard|gold/.test(name)) return "yellow";
  if (/green|olive|sage|mint/.test(name)) return "green";
  if (/blue|navy|teal|turquoise|aqua|denim/.test(name)) return "blue";
  if (/purple|lilac|lavender|plum|aubergine|violet/.test(name)) return "purple";
  if (/red|burgundy|cherry|brick|wine/.test(name)) return "red";
  if (s < 15) return l > 75 ? "light" : l < 25 ? "dark" : "neutral";
  if (h < 15 || h >= 345) return "red";
  if (h < 40) return l < 40 ? "brown" : "orange";
  if (h < 65) return "yellow";
  if (h < 170) return "green";
  if (h < 255) return "blue";
  if (h < 300) return "purple";
  return "pink";
}

function adjectiveFor(family: ColourFamily, { s, l }: Hsl): string {
  if (l > 82) return "soft";
  if (l < 20 && family !== "dark") return "deep";
  switch (family) {
    case "orange":
      return s > 75 && l > 45 ? "bright" : "warm";
    case "brown":
      return "rich";
    case "yellow":
      return l > 60 ? "sunny" : "golden";
    case "green":
      return "fresh";
    case "blue":
      return l < 30 ? "deep" : "cool";
    case "purple":
      return "dreamy";
    case "pink":
      return "soft";
    case "red":
      return "bold";
    case "dark":
      return "rich";
    case "light":
      return "soft";
    default:
      return "";
  }
}

export function moodOf(colours: ColourWord[]): Mood {
  const family = colours[0]?.family;
  switch (family) {
    case "red":
      return { phrase: "bold and vibrant", word: "bold", pairing: "crisp white and warm wood", heart: "❤️" };
    case "orange":
      return {
        phrase: "warm and earthy",
        word: "earthy",
        pairing: "natural wood, linen and greenery",
        heart: "🧡",
      };
    case "brown":
      return { phrase: "warm and grounded", word: "earthy", pairing: "cream, linen and brass", heart: "🤎" };
    case "yellow":
      return {
        phrase: "sunny and cheerful",
        word: "sunny",
        pairing: "soft greys and crisp white",
        heart: "💛",
      };
    case "green":
      return {
        phrase: "fresh and natural",
        word: "natural",
        pairing: "warm wood and plenty of plants",
        heart: "💚",
      };
    case "blue":
      return {
        phrase: "cool and calming",
        word: "calming",
        pairing: "crisp white, brass and natural textures",
        heart: "💙",
      };
    case "purple":
      return {
        phrase: "soft and dreamy",
        word: "dreamy",
        pairing: "pale greys and silver accents",
        heart: "💜",
      };
    case "pink":
      return {
        phrase: "soft and romantic",
        word: "romantic",
        pairing: "cream, gold and soft textures",
        heart: "💗",
      };
    case "dark":
      return {
        phrase: "rich and moody",
        word: "moody",
        pairing: "brass, warm wood and low light",
        heart: "🖤",
      };
    case "light":
      return {
        phrase: "clean and minimal",
        word: "minimal",
        pairing: "warm wood and one bold accent",
        heart: "🤍",
      };
    default:
      return {
        phrase: "calm and understated",
        word: "understated",
        pairing: "linen, wood and stone",
        heart: "🤍",
      };
  }
}

// ---------------------------------------------------------------------------------------------
// Nouns.

export function plural(noun: string): string {
  if (/^pair of /.test(noun)) return noun.replace(/^pair/, "pairs");
  if (/^batch of /.test(noun)) return noun.replace(/^batch/, "batches");
  if (/(s|sh|ch|x)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/f$/.test(noun)) return `${noun.slice(0, -1)}ves`;
  return `${noun}s`;
}
