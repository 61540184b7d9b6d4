import type { BuiltinLanguage } from "../../../../domain/languages";
import { vocabulary } from "../../../providers/generation/builtin/lexicon/vocabulary";
import { isFlawNote } from "./condition";
import { type FactWords, joinedWords } from "./fact-words";
import { clausesOf, findPhrases, hasPhrase, uniqueCaseless } from "./phrase-match";
import { readSpecs } from "./specs";

/**
 * The describing parts of the product field beside its phrase ("925 sterling silver stacking
 * ring, hammered texture, 2mm band" → "hammered texture"; "fold up brim + faux fur pom" → both;
 * "scents: sugared orange, lavender vanilla" → each scent): short, not a spec, a price, a
 * colour list or a remark, and not a condition, delivery, offer, claim, safety or health note
 * (those have their own facts, and a health promise is no fact to repeat).
 */
export function readFeatures(
  text: string,
  phrase: string,
  lists: readonly FactWords[],
  language: BuiltinLanguage,
  noun = "",
): string[] {
  const others = joinedWords(lists, "notFeatures", (w) => [
    ...w.condition.used,
    ...w.condition.new,
    ...w.condition.refurbished,
    ...w.delivery,
    ...w.safety,
    ...w.codeWords,
    ...w.without,
    ...w.claims,
    ...w.health,
    ...w.checked,
    ...w.otherItems,
    ...w.origins,
  ]);
  const colourLabels = joinedWords(lists, "colourLabels", (w) => w.colourLabels);
  const labels = joinedWords(lists, "listLabels", (w) => [...w.colourLabels, ...w.scentLabels]);
  const containers = joinedWords(lists, "containers", (w) => w.containers);
  const features: string[] = [];
  for (const clause of clausesOf(withoutFlawBracket(withoutAbsentsBracket(text)))) {
    for (const part of partsOf(withoutColourList(withoutPhrase(clause, phrase), colourLabels))) {
      if (hasPhrase(part, others) || /[$€£%]|\d\s?(?:€|eur)/i.test(part) || NOT_INCLUDED.test(part)) continue;
      if (isFlawNote(part)) continue;
      for (const piece of part.split(/\s+\+\s+|^\+\s*/u).flatMap(piecesOf)) {
        const feature = asFeature(piece, language);
        if (!feature || isLabel(feature, labels) || endsInContainer(feature, containers)) continue;
        if (feature.toLowerCase() !== noun && isFeature(feature, phrase, language)) features.push(feature);
      }
    }
  }
  return uniqueCaseless(features).slice(0, 6);
}

/**
 * A clause that opens with the product phrase says its features after it ("vela de soja 200g
 * aroma vainilla", "NEW birria tacos, 3 tacos").
 */
function withoutPhrase(clause: string, phrase: string): string {
  const at = clause.toLowerCase().indexOf(phrase.toLowerCase());
  return at >= 0 && at <= 12 ? clause.slice(at + phrase.length) : clause;
}

/** What is left out is a fact of its own ("insert not included"). */
const NOT_INCLUDED = /\b(?:not incl(?:uded)?|no incluid[oa]s?|non inclus\w*|nicht enthalten|nicht dabei)\b/iu;

/**
 * A bracket right after something said to be absent explains the absent thing ("no power supply
 * included (9v battery or adapter)"): it is no feature of the item.
 */
function withoutAbsentsBracket(text: string): string {
  return text.replace(
    /((?<![\p{L}])(?:no|without|not incl(?:uded)?|sin|sans|ohne|kein\w*)(?![\p{L}])[^.()\n]*?)\s*\([^()\n]*\)/giu,
    "$1",
  );
}

/**
 * A bracket right after a mark of use says how the mark shows ("hairline scratch (not noticeable
 * when on)"): it belongs to the condition, never a feature of the item.
 */
function withoutFlawBracket(text: string): string {
  return text.replace(/([^.,;()\n]*)\s*\([^()\n]*\)/gu, (whole, before: string) =>
    isFlawNote(before) ? before : whole,
  );
}

/** "colors: sage, natural, black" is said in the colours. */
function withoutColourList(clause: string, labels: readonly string[]): string {
  const label = findPhrases(clause, labels).find((hit) =>
    /^\s*:|^\s\p{L}/u.test(clause.slice(hit.index + hit.text.length)),
  );
  return label ? clause.slice(0, label.index) : clause;
}

/**
 * Commas and colons part a list of features ("notes: jasmine, lemon"); a word or two before a
 * colon is the list's label ("tamaños: 8cm, 10cm").
 */
function partsOf(clause: string): string[] {
  return clause
    .replace(/(?:^|,\s+)[\p{L}-]+(?:\s[\p{L}-]+)?:\s+/gu, ", ")
    .split(/,\s+|:\s+|\s+\/\s+/u)
    .map((part) => part.replace(/^[\s(~–—-]+|[\s.!?)(:,~]+$/g, "").trim())
    .filter(Boolean);
}

/** "amber jar", "glass dropper bottle": the packaging's, said in its own fact. */
function endsInContainer(feature: string, containers: readonly string[]): boolean {
  const last = feature.toLowerCase().split(/\s+/).pop() ?? "";
  return containers.some((container) => last === container || last === `${container}s`);
}

/**
 * "hot-swap PCB w/ gasket mount" → both; what follows "with" after a verb of the seller's is no
 * feature of the item ("swatched once w/ a clean finger", "cristaliza con el frío").
 */
function piecesOf(part: string): string[] {
  const [head = "", ...rest] = part.split(/\s+(?:w\/|with|con|avec|mit)\s+/iu);
  const tails = rest.filter(
    (tail) => !/^(?:a|an|the|my|el|la|los|las|un|una|le|les|une|der|die|das|ein|eine)\s/iu.test(tail),
  );
  return [head, ...tails]
    .map((piece) => piece.replace(/^(?:w\/|with|con|avec|mit|and|or|y|o|et|ou|und|oder)\s+/iu, "").trim())
    .filter((piece) => !/^(?:de|del|of|du|des|von|la|el|le|the|a|an)\s/iu.test(piece));
}

/**
 * The piece as a feature: its specs taken off ("4oz lavender soy candle" → "lavender soy candle")
 * and a predicate turned round ("eyes are embroidered" → "embroidered eyes").
 */
function asFeature(piece: string, language: BuiltinLanguage): string | undefined {
  let feature = piece;
  const specs = /\d|\b(?:X{0,3}[SML]|X{1,3}L)\b/.test(piece) ? readSpecs(piece, piece, language) : [];
  for (const spec of specs) {
    const at = feature.toLowerCase().indexOf(spec.toLowerCase());
    if (at === 0 || (at > 0 && at + spec.length === feature.length)) {
      feature = `${feature.slice(0, at)} ${feature.slice(at + spec.length)}`.trim();
    }
  }
  // What a spec leaves behind alone or dangling says nothing ("2mm band", "holds about 12oz").
  if (
    feature !== piece &&
    (!/\s/.test(feature) ||
      // "tarro de 250g" less "250g" is "tarro de": a preposition left without its object.
      /\s(?:about|approx|around|of|to|up to|each|per|ca|or|and|oder|und|o|y|ou|et|de|del|du|des|d'|von|vom|à|en|in|for|with|w\/|con|avec|mit|x)\.?$/i.test(
        feature,
      ) ||
      // "16in or 18in chain" less "16in" is "or 18in chain": a dangling alternative.
      /^(?:de|del|of|du|des|von|la|el|le|the|a|an|or|and|to|y|o|et|ou|und|oder|bis)\s/i.test(feature))
  ) {
    return undefined;
  }
  const predicate = /^((?:\p{L}+\s)?\p{L}+)\s(?:is|are)\s(\p{L}+(?:ed|en))$/iu.exec(feature);
  if (predicate) feature = `${predicate[2]} ${predicate[1]}`;
  feature = feature.replace(/^[\s~,.–—-]+|[\s,.–—-]+$/g, "");
  return /\p{L}{2}/u.test(feature) ? feature : undefined;
}

function isLabel(feature: string, labels: readonly string[]): boolean {
  const lower = feature.toLowerCase();
  return (
    labels.includes(lower) ||
    (/^\d+\s+\p{L}+$/u.test(feature) && readSpecs(feature, feature).join(" ") === feature)
  );
}

function isFeature(feature: string, phrase: string, language: BuiltinLanguage): boolean {
  return (
    feature.split(/\s+/).length <= 5 &&
    /\p{L}{3}|\p{Lu}{2}/u.test(feature) &&
    !/[=@#]|https?:/.test(feature) &&
    !phrase.toLowerCase().includes(feature.toLowerCase()) &&
    !isColourOnly(feature, language) &&
    isDescribingPhrase(feature)
  );
}

/** "sage", "forest green": the colours field says those. */
function isColourOnly(feature: string, language: BuiltinLanguage): boolean {
  if (language !== "en") return false;
  const { colours, colourModifiers } = vocabulary();
  const lower = feature.toLowerCase();
  return (
    colours.includes(lower) ||
    lower.split(/\s+/).every((word) => colours.includes(word) || colourModifiers.includes(word))
  );
}

/**
 * A phrase that describes the item ("hammered texture", "lavender", "hand stitched"), not a
 * remark about it ("that's normal", "half sizes on request", "my own design", "finished"), nor
 * the verb a "with" split leaves behind ("comes" of "comes with cable only").
 */
function isDescribingPhrase(part: string): boolean {
  if (
    /(?<![\p{L}'])(?:is|are|was|were|be|on request|available|dispo|disponible|verfügbar|my|our|i|we|it|its|it's|that|that's|this|these|you|your|mon|ma|mes|mi|mis|mein|meine|see|pics|please|pls|works|working|tested|fits|comes|come|came|arrives|each|lol|has|have|had|they|them|their|me|es|está|son|tiene|est|c'est|sont|ist|sind|hat|je|ich|yo|mío|mía|mine|moi|mich|own|eigenes|eigene|eigener)(?![\p{L}'])/iu.test(
      part,
    )
  ) {
    return false;
  }
  // A lone participle or -able word describes nothing on its own ("finished", "removable", "geölt").
  const words = part.split(/\s+/);
  return !(words.length === 1 && /(?:able|ible|ed|ing)$|^ge\p{L}+t$/iu.test(part));
}
