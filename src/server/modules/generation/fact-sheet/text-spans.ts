import { lexicon } from "../../../providers/generation/builtin/lexicon/lexicon";
import { vocabulary } from "../../../providers/generation/builtin/lexicon/vocabulary";
import { findPhrases, type PhraseHit } from "./phrase-match";

/** A stretch of the seller's text, by character offsets. */
export interface Span {
  start: number;
  end: number;
}

export const insideAny = (spans: readonly Span[], index: number) =>
  spans.some((span) => index >= span.start && index < span.end);

/** Where the clause holding `from` ends: a full stop, line, semicolon, closing bracket or dash. */
function clauseEnd(text: string, from: number): number {
  const rest = text.slice(from);
  const stop = /[.!?;\n)](?:\s|$)|\s[–—]\s|\n/.exec(rest);
  return stop ? from + stop.index : text.length;
}

/**
 * What follows a label up to its clause's end: "colors: oatmeal, rust", "scents: sugared orange,
 * unscented", "aroma vainilla y coco", "Farbe: natur".
 */
export function labelledLists(text: string, labels: readonly string[]): Span[] {
  return findPhrases(text, labels).map((hit) => ({
    start: hit.index + hit.text.length,
    end: clauseEnd(text, hit.index + hit.text.length),
  }));
}

/**
 * A bracketed or colon list holding one of the words: "(lavender, oatmeal honey, unscented)" and
 * "lip balm 3 pack: peppermint, vanilla, unflavored" are lists of scents and flavours.
 */
export function listsHolding(text: string, words: readonly string[]): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(/\(([^)]{3,200})\)|:\s([^.;!?\n]{3,200})/gu)) {
    const body = match[1] ?? match[2] ?? "";
    if (body.includes(",") && findPhrases(body, words).length > 0) {
      const start = (match.index ?? 0) + match[0].indexOf(body);
      spans.push({ start, end: start + body.length });
    }
  }
  return spans;
}

/**
 * A colour or material word that starts a proper name: a capitalised word followed by another
 * that is neither a colour, a material nor a product ("Oak Park", "Marble Queen", "BLACK
 * FRIDAY"). German capitalises every noun, so it is not read there.
 */
export function startsName(text: string, hit: PhraseHit, german: boolean): boolean {
  if (german || !/^\p{Lu}/u.test(hit.text)) return false;
  const next = /^[\s-]+(\p{Lu}[\p{L}'-]*)/u.exec(text.slice(hit.index + hit.text.length))?.[1];
  // "lubed Gateron Milky Yellow switches": inside a name begun mid-sentence.
  const previous = /(?<=\p{L}[\p{L},]*\s)(\p{Lu}[\p{L}'-]*)\s+$/u.exec(text.slice(0, hit.index))?.[1];
  return [next, previous].some((word) => word !== undefined && !isDescribingWord(word.toLowerCase()));
}

function isDescribingWord(word: string): boolean {
  const { colours, materials, colourModifiers } = vocabulary();
  return (
    colours.includes(word) ||
    materials.includes(word) ||
    colourModifiers.includes(word) ||
    lexicon().byName.has(word)
  );
}
