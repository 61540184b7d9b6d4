import type { FactSheet } from "../../../../../domain/fact-sheet";
import type { BuiltinLanguage } from "../../../../../domain/languages";
import { properNamesOf, withProperNames } from "../../../../modules/generation/fact-sheet/proper-names";
import { claimsToTreat } from "../../../../modules/generation/marketplace-policy";
import { abbreviationsInCapitals } from "../text";
import { escapeRegExp, holds } from "./subject";

/**
 * The seller's own sentences about the product, tidied for print: what a shop owner would write
 * in a post or a listing if they had the time. Their words say every fact as they meant it, in
 * their order, with nothing dropped ("screen is perfect", "iCloud removed", "smoke free home"):
 * the writer frames them and never restates them in fragments.
 *
 * Tidying changes no fact: sentence case, a full stop, typed shorthand spelled out where it is
 * unambiguous ("w/" → "with", "bc" → "because", "i" → "I"), resale and tech abbreviations in
 * capitals ("EUC", "NWT", "USB-C"), a known maker as it spells itself ("levis" → "Levi's"), chat
 * filler ("lol") gone, a "Label: value" line as prose.
 * Left out: the product's own name at a sentence's start when a break follows it (the intro
 * names it), the offer (said once, in its own line), a promise to treat a condition, and a
 * sentence already said.
 */
export function sellerSentences(
  texts: readonly (string | undefined)[],
  sheet: FactSheet,
  language: BuiltinLanguage,
  shop?: string,
): string[] {
  const sentences: string[] = [];
  // A maker typed in lowercase ("levis 501", "dewalt drill") is printed as the maker spells it.
  const names = properNamesOf(sheet.brand, sheet.model, shop);
  for (const text of texts) {
    if (!text?.trim()) continue;
    for (const raw of text.split(SENTENCE_BREAK)) {
      const tidied = withProperNames(tidy(raw, language), names);
      const sentence = finished(withoutLabel(withoutLeadingName(tidied, sheet, language), sheet, language));
      if (!/[\p{L}\p{N}]{2}/u.test(sentence)) continue;
      if (isOffer(sentence, sheet) || promisesHealth(sentence)) continue;
      if (sentences.some((other) => holds(other, sentence))) continue;
      sentences.push(sentence);
    }
  }
  return sentences;
}

/** The text's first sentence, as typed. */
export function firstSentence(text: string): string {
  return text.split(SENTENCE_BREAK)[0] ?? "";
}

/**
 * Where a seller's sentence ends: a full stop after a word of three letters or more (not "ca.",
 * "sz."), any full stop before a non-digit ("1.5" and "sz. 10" go on), "!" or "?", a line, a
 * semicolon, an emoji between words ("vainilla y coco 🥥 mecha de algodón").
 */
const SENTENCE_BREAK =
  /(?<=\p{L}{3}[.!?]|[!?…]|\)[.!?])\s+|(?<=[.!?])(?<!\.\.\.)\s+(?=\P{N})|\s*\n+\s*|\s*;\s*|(?<=\p{Extended_Pictographic}[\u200d\ufe0f]*)\s+(?=[\p{L}\p{N}])/u;

/** Unambiguous English shorthand, spelled out. */
const EN_SHORTHAND: [RegExp, string][] = [
  [/\bw\/o\b/giu, "without"],
  [/\bw\/\s*/giu, "with "],
  [/(?<![\p{L}\p{N}'’-])w(?=\s+\p{L}{2})/gu, "with"],
  [/\b(?:bc|b\/c|cuz|bcuz)\b/giu, "because"],
  [/\b(?:pls|plz)\b/giu, "please"],
  [/\bthx\b/giu, "thanks"],
  [/\bu\b(?![-'’])/gu, "you"],
  [/\bur\b/gu, "your"],
  [/\byrs\b/giu, "years"],
  [/\bhrs\b/giu, "hours"],
  [/\bdiff\b/giu, "different"],
  [/\bavail\b/giu, "available"],
  [/\brecieve(s|d)?\b/giu, "receive$1"],
  [/\bdefinately\b/giu, "definitely"],
  [/\bjewlery\b/giu, "jewelry"],
  [/\bjewelery\b/giu, "jewelry"],
  [/\baccomodate\b/giu, "accommodate"],
  [/\bwierd\b/giu, "weird"],
  [/\bgaurantee(d)?\b/giu, "guarantee$1"],
  [/\boccassion(s)?\b/giu, "occasion$1"],
  [/\bneccessary\b/giu, "necessary"],
  [/\bseperate(ly)?\b/giu, "separate$1"],
  [/\bim\b/gu, "I'm"],
  [/\bive\b/gu, "I've"],
  [/\bi(?=['’](?:m|ve|ll|d)\b)/gu, "I"],
  [/(?<![\p{L}\p{N}'’-])i(?![\p{L}\p{N}'’-])/gu, "I"],
  [/\b(do|does|did|is|was|were|are|has|have|had|could|would|should)nt\b/giu, "$1n't"],
];

/** Chat filler a seller types but would not print. */
const FILLER = /\s*\b(?:lol|lmao|haha+|tbh|imo|imho|omg)\b[\s,.!]*/giu;

/** The seller's words as printed: shorthand spelled out, filler gone, abbreviations in capitals. */
export function tidy(raw: string, language: BuiltinLanguage): string {
  let text = raw
    .replace(/^[\s•*·>–—-]+/u, "")
    .replace(/\s+/gu, " ")
    .trim();
  if (language === "en") {
    for (const [pattern, replacement] of EN_SHORTHAND) text = text.replace(pattern, replacement);
    // "I'm not a dermatologist lol, just…" keeps its comma; "… lol." its stop.
    text = text
      .replace(FILLER, (match) => (/[.!]/u.test(match) ? ". " : /,/u.test(match) ? ", " : " "))
      .trim();
  }
  // "microwave + dishwasher safe": a plus between words reads as "&" in print.
  // ("21+ BYOB" and "8GB+" keep theirs).
  text = text.replace(/(?<=\p{L})(?:\s+\+\s+|\+)(?=\p{L})/gu, " & ");
  return abbreviationsInCapitals(text).replace(/\s+([,.!?])/gu, "$1");
}

/**
 * "handmade stoneware mug, speckled white glaze…" → "speckled white glaze…": the intro already
 * names the product. A sentence that is only the name goes; one naming it later, or going on
 * past it without a comma or a stop ("face oil 30ml — …", "Fleetwood Mac - Rumours LP, 1977…",
 * "pendientes … con pequeña perla de río"), keeps it whole and may open the copy itself.
 */
function withoutLeadingName(sentence: string, sheet: FactSheet, language: BuiltinLanguage): string {
  const name = sheet.product.trim();
  if (!name) return sentence;
  // The sentence is tidied ("w/" → "with"): so is the name it may open with.
  for (const typed of new Set([name, tidy(name, language)])) {
    const words = typed.split(/\s+/u).map(escapeRegExp);
    const leading = new RegExp(
      `^(?:(?:a|an|the|my|our|this|these)\\s+)?${words.join("[\\s-]+")}(?![\\p{L}\\p{N}])(?:\\s*\\([^)]{0,40}\\))?(?:\\s*[,:;.!]+\\s*|\\s*$)`,
      "iu",
    );
    if (leading.test(sentence)) return sentence.replace(leading, "").trim();
  }
  return sentence;
}

/** Sentence case (never "IPhone") and an end stop. */
function finished(sentence: string): string {
  const text = sentence.replace(/[\s,;:–—-]+$/u, "").trim();
  if (!text) return "";
  // The first letter, after any emoji or bracket ("🐶 macho y hembra" → "🐶 Macho y hembra").
  const at = text.search(/[\p{L}\p{N}]/u);
  const first = /^\S+/u.exec(text.slice(Math.max(at, 0)))?.[0] ?? "";
  const cased =
    at < 0 || /\p{Lu}/u.test(first.slice(1))
      ? text
      : text.slice(0, at) + text.charAt(at).toUpperCase() + text.slice(at + 1);
  return /[.!?…]\)?$|\p{Extended_Pictographic}$/u.test(cased) ? cased : `${cased}.`;
}

/**
 * A label line would read as a form in a caption ("15 prendas: 6 bodys, 4 pijamas"): a list after
 * the label goes in brackets ("15 prendas (6 bodys, 4 pijamas)"), a single value follows its
 * label ("Scent: lavender" → "Scent lavender").
 */
function withoutLabel(sentence: string, sheet: FactSheet, language: BuiltinLanguage): string {
  const match = /^([\p{L}\p{N}'’ ]{2,30}?)\s*:\s+(.+?)([.!?]?)$/u.exec(sentence);
  if (!match) return sentence;
  const [, label = "", value = "", stop = ""] = match;
  // "colors: sage, natural, black": the sheet's colours say it as prose ("In sage, natural and black.").
  const items = value.split(/\s*(?:,|\/|\band\b|&)\s*/u).filter(Boolean);
  if (items.length > 1 && items.every((item) => sheet.colours.some((colour) => holds(colour, item))))
    return "";
  // "colors: natural, tan, dark brown" → "Available in natural, tan, dark brown.": the choices a
  // buyer has, said as a person would.
  if (language === "en" && OPTION_LABEL.test(label)) return `Available in ${value}${stop || "."}`;
  return value.includes(",") ? `${label} (${value})${stop}` : `${label} ${value}${stop}`;
}

/** Labels that list a buyer's choices. */
const OPTION_LABEL = /^(?:colou?rs?|sizes?|scents?|flavou?rs?|options?|styles?|finishes|fragrances?)$/iu;

/** The seller's offer sentence or its code: the offer line says it once. */
function isOffer(sentence: string, sheet: FactSheet): boolean {
  const offer = sheet.offer;
  if (!offer) return false;
  return holds(sentence, offer.text) || (offer.code !== undefined && holds(sentence, offer.code));
}

/**
 * A promise to cure, treat or prevent a condition ("helps with anxiety", "soigne l'anxiété"): a
 * verb with the condition it names, so "dog treats, not a meal" and French "cure de 5 semaines"
 * (a soap's curing time) stay.
 */
function promisesHealth(sentence: string): boolean {
  return claimsToTreat(sentence);
}
