import type { ImageFacts } from "../../../../domain/ai-image";
import type { SocialBrief } from "../generation-provider";
import { type BusinessProfile, businessProfile } from "./businesses";
import {
  capitalise,
  cleanLabel,
  cleanText,
  domainOf,
  endSentence,
  joinList,
  possessive,
  sentences,
  truncateWords,
} from "./text";
import {
  type AudienceProfile,
  audienceProfile,
  type GoalProfile,
  goalProfile,
  type ToneProfile,
  toneProfile,
} from "./vocabulary";

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

/** Everything a social template may say, derived once from the brief and the image facts. */
export interface Words {
  brand?: string;
  business: BusinessProfile;
  audience?: AudienceProfile;
  tone: ToneProfile;
  goal: GoalProfile;
  /** "piece", or what the seller's own words name ("mug"). */
  noun: string;
  nounPlural: string;
  colours: ColourWord[];
  /** "terracotta piece" (colour + noun) or just the noun. */
  thing: string;
  /** "Clay & Co’s terracotta piece" or "our terracotta piece". */
  ourThing: string;
  /** The main colour name, or "" when the image has none worth naming. */
  colour: string;
  /** "terracotta and cream", or "". */
  palette: string;
  /** "warm terracotta and soft cream", or a description of the light when no colour stands out. */
  richPalette: string;
  mood: Mood;
  /** "square", "wide" or "tall" — the photo's shape in words. */
  shot: string;
  orientation: ImageFacts["orientation"];
  whiteBackground: boolean;
  brightness: ImageFacts["brightness"];
  url?: string;
  domain?: string;
  /** Safe sentences of the seller's additional context (no markup, no instructions to us). */
  context: string[];
}

export function socialWords(brief: SocialBrief): Words {
  const business = businessProfile(cleanText(brief.businessType));
  const contextText = cleanText(brief.additionalContext);
  const contextNoun = nounFromText(contextText);
  const noun = contextNoun ?? business.noun;
  const colours = colourWords(brief.facts);
  const main = colours[0];
  const brand = cleanLabel(brief.brand, 60);
  const thing = main ? `${main.name} ${noun}` : noun;
  const palette = joinList(colours.map((colour) => colour.name));
  return {
    brand,
    business,
    audience: audienceProfile(brief.targetAudience),
    tone: toneProfile(brief.tone),
    goal: goalProfile(brief.campaignGoal),
    noun,
    nounPlural: plural(noun),
    colours,
    thing,
    ourThing: brand ? `${possessive(brand)} ${thing}` : `our ${thing}`,
    colour: main?.name ?? "",
    palette,
    richPalette: colours.length
      ? joinList(colours.map((colour) => `${colour.adjective} ${colour.name}`.trim()))
      : lightWords(brief.facts.brightness),
    mood: moodOf(colours),
    shot:
      brief.facts.orientation === "landscape"
        ? "wide"
        : brief.facts.orientation === "portrait"
          ? "tall"
          : "square",
    orientation: brief.facts.orientation,
    whiteBackground: brief.facts.plainWhiteBackground,
    brightness: brief.facts.brightness,
    url: brief.productUrl?.trim() || undefined,
    domain: domainOf(brief.productUrl),
    context: contextSentences(contextText),
  };
}

function lightWords(brightness: ImageFacts["brightness"]): string {
  if (brightness === "bright") return "light, airy tones";
  if (brightness === "dark") return "deep, moody tones";
  return "natural, balanced tones";
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
// The seller's own words.

/** What a seller's text names, most product-like first. Singular phrases that take "this". */
const productNouns: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bmugs?\b/, "mug"],
  [/\btumblers?\b/, "tumbler"],
  [/\b(?:water )?bottles?\b/, "bottle"],
  [/\bcups?\b/, "cup"],
  [/\bteapots?\b/, "teapot"],
  [/\bcandles?\b/, "candle"],
  [/\bhoodies?\b/, "hoodie"],
  [/\bsweatshirts?\b/, "sweatshirt"],
  [/\b(t-?shirts?|tees?)\b/, "tee"],
  [/\bphone cases?\b/, "phone case"],
  [/\btote(?: bag)?s?\b/, "tote bag"],
  [/\bposters?\b/, "poster"],
  [/\bcanvas(?:es)?\b/, "canvas print"],
  [/\b(?:art )?prints?\b/, "print"],
  [/\bstickers?\b/, "sticker"],
  [/\bnotebooks?\b/, "notebook"],
  [/\bjournals?\b/, "journal"],
  [/\b(?:pillows?|cushions?)\b/, "pillow"],
  [/\bnecklaces?\b/, "necklace"],
  [/\bearrings?\b/, "pair of earrings"],
  [/\bbracelets?\b/, "bracelet"],
  [/\bvases?\b/, "vase"],
  [/\bbowls?\b/, "bowl"],
  [/\bplanters?\b/, "planter"],
  [/\bblankets?\b/, "blanket"],
  [/\bquilts?\b/, "quilt"],
  [/\brugs?\b/, "rug"],
  [/\blamps?\b/, "lamp"],
  [/\bscar(?:f|ves)\b/, "scarf"],
  [/\bhats?\b/, "hat"],
  [/\bwallets?\b/, "wallet"],
  [/\bbackpacks?\b/, "backpack"],
  [/\bdress(?:es)?\b/, "dress"],
  [/\bjackets?\b/, "jacket"],
  [/\bsoaps?\b/, "soap"],
  [/\bserums?\b/, "serum"],
  [/\blipsticks?\b/, "lipstick"],
  [/\bcakes?\b/, "cake"],
  [/\bcookies\b/, "batch of cookies"],
  [/\bpizzas?\b/, "pizza"],
  [/\bworkshops?\b/, "workshop"],
  [/\bcourses?\b/, "course"],
  [/\bapartments?\b/, "apartment"],
];

/** The first product noun the seller's text mentions (by position), if any. */
export function nounFromText(text: string): string | undefined {
  const lower = text.toLowerCase();
  let best: { at: number; noun: string } | undefined;
  for (const [pattern, noun] of productNouns) {
    const match = pattern.exec(lower);
    if (match && (!best || match.index < best.at)) best = { at: match.index, noun };
  }
  return best?.noun;
}

export function plural(noun: string): string {
  if (/^pair of /.test(noun)) return noun.replace(/^pair/, "pairs");
  if (/^batch of /.test(noun)) return noun.replace(/^batch/, "batches");
  if (/(s|sh|ch|x)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/f$/.test(noun)) return `${noun.slice(0, -1)}ves`;
  return `${noun}s`;
}

/** Sentences that read like instructions to a machine rather than facts about the product. */
const INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override)\b[^.!?]{0,60}\b(instruction|prompt|rule|above|previous|prior|everything|context)/i,
  /\b(system prompt|developer mode|jailbreak|as an ai|language model)\b/i,
  /\byou are (now )?(an?|the|my) (ai|assistant|model|bot|chatbot|copywriter)\b/i,
  /^\s*(please\s+)?(write|respond|reply|output|print|say|generate|return|repeat|translate|act as|pretend)\b/i,
  /\b(instead|only) (write|say|output|respond)\b/i,
];

const MAX_CONTEXT_SENTENCE = 180;

/** Up to three safe sentences from the seller's context, in their order. */
export function contextSentences(text: string): string[] {
  if (!text) return [];
  const kept: string[] = [];
  for (const raw of sentences(text.slice(0, 3000))) {
    if (kept.length >= 3) break;
    if (INSTRUCTION_PATTERNS.some((pattern) => pattern.test(raw))) continue;
    if (!/[\p{L}\p{N}]{2}/u.test(raw)) continue;
    let sentence = raw;
    // Shouting is softened to sentence case.
    const letters = sentence.replace(/[^\p{L}]/gu, "");
    const upper = sentence.replace(/[^\p{Lu}]/gu, "");
    if (letters.length > 10 && upper.length / letters.length > 0.7)
      sentence = capitalise(sentence.toLowerCase());
    kept.push(endSentence(truncateWords(sentence, MAX_CONTEXT_SENTENCE)));
  }
  return kept;
}

/** The first context sentence, shortened to fit `max` characters (or undefined). */
export function contextLine(words: Words, max: number, index = 0): string | undefined {
  const sentence = words.context[index];
  if (!sentence) return undefined;
  return endSentence(truncateWords(sentence, max));
}
