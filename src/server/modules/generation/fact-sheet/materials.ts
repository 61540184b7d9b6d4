import type { BuiltinLanguage } from "../../../../domain/languages";
import { findProductType, lexicon } from "../../../providers/generation/builtin/lexicon/lexicon";
import { vocabulary } from "../../../providers/generation/builtin/lexicon/vocabulary";
import { type FactWords, factWords, joinedWords } from "./fact-words";
import { clausesOf, findPhrases, hasPhrase, type PhraseHit, uniqueCaseless } from "./phrase-match";
import { insideAny, labelledLists, listsHolding, type Span, startsName } from "./text-spans";

/**
 * The product's materials apart from its packaging's: a material right before a container
 * ("glass bottle", "kraft box"), in a packing clause ("wrapped in recycled paper") or in what
 * holds the item ("displayed in a glass cabinet", "in a white ceramic pot") is not the
 * product's. Not a material: one said to be absent ("no plastic parts"), a colour ("pearl
 * grey", "colors: terracotta, sage", "turquoise on white", a word of the form's colour field), the
 * material of a flawed part ("scratch on back glass"), or the start of a name ("Oak Park",
 * "Marble Queen"). The form's materials field is the product's, verbatim.
 */
export function readMaterials(
  text: string,
  field: string | undefined,
  language: BuiltinLanguage,
  lists: readonly FactWords[],
  noun: string,
  colourField?: string,
) {
  const known = knownMaterials(language);
  // A word the seller typed as the colour ("turquoise, white") is their colour, not a material.
  const typedColours = new Set(splitField(colourField).map((colour) => colour.toLowerCase()));
  const containers = joinedWords(lists, "containers", (w) => w.containers);
  const packing = joinedWords(lists, "packing", (w) => w.packing);
  const colourSpans = labelledLists(
    text,
    joinedWords(lists, "colourLabels", (w) => w.colourLabels),
  );
  const materials: string[] = splitField(field);
  const packaging: string[] = [];
  let offset = 0;
  for (const clause of clausesOf(text)) {
    const at = text.indexOf(clause, offset);
    offset = at >= 0 ? at : offset;
    const packed = hasPhrase(clause, packing);
    for (const hit of findPhrases(clause, known)) {
      if (!isProductMaterial(clause, hit, language) || insideAny(colourSpans, offset + hit.index)) continue;
      if (typedColours.has(hit.text.toLowerCase())) continue;
      const after = clause.slice(hit.index + hit.text.length).trimStart();
      // A container the product is ("ceramic plant pot") is no packaging.
      const container = findPhrases(after.split(/\s+/).slice(0, 2).join(" "), containers).find(
        (found) => !noun.includes(found.text.toLowerCase()),
      );
      const holder = holderOf(clause, hit) ?? containerBefore(clause, hit, containers);
      if (container && after.toLowerCase().startsWith(container.text.toLowerCase())) {
        packaging.push(`${hit.text} ${container.text}`.toLowerCase());
      } else if (holder !== undefined) {
        if (hasPhrase(holder, containers)) packaging.push(hit.text.toLowerCase());
      } else if (packed) {
        packaging.push(hit.text.toLowerCase());
      } else {
        materials.push(hit.text.toLowerCase());
      }
    }
  }
  if (language === "de") materials.push(...compoundMaterials(text, packaging));
  const productMaterials = withoutContained(uniqueCaseless(materials)).filter(
    (material) =>
      !packaging.some((pack) => pack === material.toLowerCase()) || splitField(field).includes(material),
  );
  return { materials: productMaterials.slice(0, 8), packaging: uniqueCaseless(packaging).slice(0, 6) };
}

const knownByLanguage = new Map<BuiltinLanguage, string[]>();

function knownMaterials(language: BuiltinLanguage): string[] {
  let known = knownByLanguage.get(language);
  if (!known) {
    known =
      language === "en"
        ? vocabulary().materials
        : [...factWords[language].materials, ...vocabulary().materials];
    knownByLanguage.set(language, known);
  }
  return known;
}

/** Absent ("no plastic parts", "plastic-free"), a colour ("pearl grey") or a name's start ("Oak Park"). */
function isProductMaterial(clause: string, hit: PhraseHit, language: BuiltinLanguage): boolean {
  const before = clause.slice(Math.max(0, hit.index - 12), hit.index);
  const after = clause.slice(hit.index + hit.text.length);
  if (/(?<![\p{L}])(?:no|without|sin|sans|ohne|kein\w*|non|zero)\s+$/iu.test(before)) return false;
  if (/^[\s-]*(?:free|frei|libre)\b/iu.test(after)) return false;
  // "maple syrup", "almond flour": a food named after the material.
  if (/^\s+(?:syrup|sugar|flour|extract|juice|milk|water|nut|nuts)\b/iu.test(after)) return false;
  const nextWord = /^\s+([\p{L}-]+)/u.exec(after)?.[1]?.toLowerCase();
  if (nextWord && vocabulary().colours.includes(nextWord)) return false;
  // "turquoise on white", "ivory on black": one colour printed on another.
  const ground = /^\s+on\s+([\p{L}-]+)/u.exec(after)?.[1]?.toLowerCase();
  if (ground && vocabulary().colours.includes(ground)) return false;
  // "cotton wick", "brass hardware", "mèche en coton", "forro de algodón", "Clip aus Holz": a
  // part's material, not the product's.
  if (nextWord && PART_AFTER.test(nextWord)) return false;
  if (PART_BEFORE.test(clause.slice(Math.max(0, hit.index - 30), hit.index))) return false;
  // "small scratch on back glass", "chip in the enamel": the damaged part's material, said of a flaw.
  if (FLAW_ON_PART.test(clause.slice(Math.max(0, hit.index - 40), hit.index))) return false;
  return !startsName(clause, hit, language === "de");
}

/** Parts named after their material in English ("cotton wick", "brass hardware", "cork backing"). */
const PART_AFTER =
  /^(?:wicks?|hardware|lining|linings|straps?|handles?|lids?|clasps?|zips?|zippers?|buttons?|trim|soles?|laces?|cords?|chains?|hooks?|feet|legs?|base|backing|frames?|pulls?|knobs?|stand)$/u;
/** A part and its preposition before the material ("mèche en", "forro de", "Griff aus", "lining of"). */
const PART_BEFORE =
  /(?<![\p{L}])(?:wick|lining|strap|handle|lid|clasp|zipper|sole|mèche|doublure|anses?|poignées?|fermeture|couvercle|bride|cordon|mecha|forro|asas?|cierre|tapa|correa|cordón|asa|docht|futter|griffe?|deckel|verschluss|clip|henkel|riemen|kette|boden)\s+(?:en|de|d'|d’|del|aus|mit|of|in)\s+(?:[\p{L}]+\s+)?$/iu;

/** A flaw and where it is, right before a material: "scratch on back", "chips in the", "rayure sur le". */
const FLAW_ON_PART =
  /(?<![\p{L}])(?:scratch\w*|scuff\w*|chips?|chipped|cracks?|cracked|dents?|marks?|stains?|wear|rayures?|éclats?|arañazos?|rayas?|kratzer|macken?)\s+(?:on|in|to|at|sur|dans|en|auf|am|im)\s+(?:the|le|la|l'|el|der|die|dem)?\s*(?:[\p{L}]+\s+)?$/iu;

/**
 * The phrase a material sits in when it names what holds the item ("in a glass cabinet", "dans
 * un petit sac en coton"): the words from the preposition to the material and two after it.
 */
function holderOf(clause: string, hit: PhraseHit): string | undefined {
  const before = clause.slice(0, hit.index);
  const opened =
    /(?<![\p{L}])(?:in|inside|into|en|dans|im|in)\s+(?:a|an|the|my|our|un|una|une|el|la|le|mon|ma|einem|einer|der|dem)\s+(?:[\p{L}\p{N}"'-]+\s+){0,3}$/iu.exec(
      before,
    );
  if (!opened) return undefined;
  const after = clause
    .slice(hit.index + hit.text.length)
    .split(/[,;(]/)[0]
    ?.split(/\s+/)
    .slice(0, 3)
    .join(" ");
  return `${opened[0]}${hit.text} ${after ?? ""}`;
}

/** "bote de cristal", "flacon en verre", "Flasche aus Glas": the container named first. */
function containerBefore(clause: string, hit: PhraseHit, containers: readonly string[]): string | undefined {
  const before = /([\p{L}]+)\s+(?:de|en|d'|aus|of)\s*$/iu.exec(clause.slice(0, hit.index));
  const word = before?.[1]?.toLowerCase();
  return word && containers.includes(word) ? `${before?.[0]}${hit.text}` : undefined;
}

/**
 * German joins a material to what it makes ("Baumwollkordel", "Holzperlen", "Messinghaken"):
 * a capitalised word that opens with a material's stem names that material, unless what
 * follows is a container ("Glasflasche" is packaging).
 */
function compoundMaterials(text: string, packaging: string[]): string[] {
  // "Baumwolle" joins as "Baumwoll-"; a shorter "-e" word joins whole ("Eichenholz"), or its
  // stem would open unrelated words ("Buche" → "Buchstaben").
  const stems = factWords.de.materials
    .filter((material) => !material.includes(" ") && material.length >= 4)
    .map((material) => ({ material, stem: material.length >= 8 ? material.replace(/e$/, "") : material }));
  const found: string[] = [];
  for (const word of text.match(/(?<![\p{L}])\p{Lu}\p{Ll}{6,}/gu) ?? []) {
    const lower = word.toLowerCase();
    const hit = stems.find(({ stem }) => lower.startsWith(stem) && lower.length - stem.length >= 4);
    if (!hit || stems.some(({ material }) => material === lower)) continue;
    const rest = lower.slice(hit.stem.length).replace(/^[en]?s?/, "");
    if (factWords.de.containers.some((container) => rest.startsWith(container))) packaging.push(lower);
    else found.push(hit.material);
  }
  return found;
}

export function splitField(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\s*[,;/]\s*|\s+(?:and|y|et|und)\s+/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 1 && part.length <= 60);
}

/** "cotton canvas" makes "cotton" and "canvas" redundant. */
export function withoutContained(list: string[]): string[] {
  const norm = (item: string) => ` ${item.toLowerCase().replace(/[-\s]+/g, " ")} `;
  return list.filter(
    (item, index) =>
      !list.some(
        (other, at) => at !== index && norm(other).includes(norm(item)) && norm(other) !== norm(item),
      ),
  );
}

/**
 * The seller's colours: the form's field verbatim, then colour words in their text. Not a colour:
 * one inside a material ("sterling silver"), a scent or flavour ("scents: sugared orange",
 * "cookies n cream"), a flaw ("brown spots"), a name ("BLACK FRIDAY"), a collection ("from
 * scarlet & violet") or the product itself ("liquid blush").
 */
export function readColours(
  text: string,
  field: string | undefined,
  language: BuiltinLanguage,
  lists: readonly FactWords[],
  materials: string[],
): string[] {
  const colours = splitField(field);
  const names = colourNames(language, lists);
  const materialText = materials.join(" ").toLowerCase();
  const scents: Span[] = [
    ...labelledLists(
      text,
      joinedWords(lists, "scentLabels", (w) => w.scentLabels),
    ),
    ...listsHolding(
      text,
      joinedWords(lists, "scentless", (w) => w.scentless),
    ),
  ];
  // A scent named once is a scent wherever it is said ("the oatmeal honey one").
  const scentWords =
    ` ${scents.map((span) => text.slice(span.start, span.end).toLowerCase()).join(" ")} `.replace(
      /[^\p{L}\p{N}]+/gu,
      " ",
    );
  for (const hit of findPhrases(text, names)) {
    const word = hit.text.toLowerCase();
    if (materialText.includes(word) || insideAny(scents, hit.index)) continue;
    if (scentWords.includes(` ${word.replace(/[^\p{L}\p{N}]+/gu, " ")} `)) continue;
    if (isInMaterialName(text, hit) || !isItemColour(text, hit, language, lists)) continue;
    colours.push(word);
  }
  return withoutContained(uniqueCaseless(colours)).slice(0, 6);
}

const colourNamesCache = new WeakMap<readonly FactWords[], string[]>();

/** The language's colour words, then the shared English ones. */
function colourNames(language: BuiltinLanguage, lists: readonly FactWords[]): string[] {
  let names = colourNamesCache.get(lists);
  if (!names) {
    names =
      language === "en" ? vocabulary().colours : [...factWords[language].colours, ...vocabulary().colours];
    colourNamesCache.set(lists, names);
  }
  return names;
}

/** "rose gold", "sterling silver", "black walnut": a colour inside a material phrase of the text. */
function isInMaterialName(text: string, hit: PhraseHit): boolean {
  const around = text.slice(Math.max(0, hit.index - 12), hit.index + hit.text.length + 12).toLowerCase();
  return (
    /sterling silver|rose gold|white gold|black walnut|gold[- ]plated|gold[- ]filled|silver[- ]plated/.test(
      around,
    ) && /silver|gold|black|white|rose/.test(hit.text.toLowerCase())
  );
}

function isItemColour(
  text: string,
  hit: PhraseHit,
  language: BuiltinLanguage,
  lists: readonly FactWords[],
): boolean {
  const after = text.slice(hit.index + hit.text.length, hit.index + hit.text.length + 20);
  const before = text.slice(Math.max(0, hit.index - 60), hit.index);
  if (/^\s+(?:spots?|stains?|marks?|patch(?:es)?|scuffs?)\b/iu.test(after)) return false;
  // "blue light of death", "red LED blinks", "écran bleu" aside: the colour of a light or screen.
  if (/^\s+(?:lights?|leds?|screens?|displays?|indicators?|glow)\b/iu.test(after)) return false;
  // "some rust on the chain", "a little gold on the rim": a substance on a part, not the item's colour.
  if (
    /^\s+(?:on|in|at|around|near)\b/iu.test(after) &&
    /(?:^|\s)(?:some|a\s+bit\s+of|a\s+little|little|light|minor|slight|surface|no)\s+$/iu.test(before)
  )
    return false;
  // "gold lid", "amber jar": the packaging's colour.
  const next = /^\s+([\p{L}]+)/u.exec(after)?.[1]?.toLowerCase();
  if (next && joinedWords(lists, "containers", (w) => w.containers).includes(next)) return false;
  // "cookies n cream" is a flavour; "from sword & shield and scarlet & violet" a collection.
  if (/(?<![\p{L}])'?n\s+$/iu.test(before) || /\bfrom\s[^,.;:\n]*$/iu.test(before)) return false;
  if (startsName(text, hit, language === "de")) return false;
  // "in a 12in white ceramic pot": the colour of what holds it.
  if (holderOf(text, hit) !== undefined) return false;
  if (language !== "en" || !lexicon().byName.has(hit.text.toLowerCase())) return true;
  const clauseStart =
    Math.max(
      text.lastIndexOf(".", hit.index),
      text.lastIndexOf("\n", hit.index),
      text.lastIndexOf("(", hit.index),
    ) + 1;
  const clauseEnd = text.slice(hit.index).search(/[.(\n)]/);
  const clause = text.slice(clauseStart, clauseEnd < 0 ? text.length : hit.index + clauseEnd);
  return findProductType(clause, lexicon())?.matched !== hit.text.toLowerCase();
}
