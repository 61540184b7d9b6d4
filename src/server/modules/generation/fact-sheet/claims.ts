import { type FactWords, joinedWords } from "./fact-words";
import { findPhrases, type PhraseHit, uniqueCaseless } from "./phrase-match";

/**
 * The seller's own claims, safe to repeat as said: the known claim words ("dishwasher safe",
 * "unscented", "hecho a mano"), each of a shared "safe" ("microwave + dishwasher safe"), a
 * standard named ("EN 71") and where it was made or taken ("made in USA", "shot in Yosemite").
 * Not a claim: one the seller denies ("oats are NOT certified gluten free") or one of the
 * packaging ("wrapped in recycled paper", "ships in a custom box").
 */
export function readClaims(text: string, lists: readonly FactWords[]): string[] {
  const containers = joinedWords(lists, "containers", (w) => w.containers);
  const packing = joinedWords(lists, "packing", (w) => w.packing);
  const said = lists
    .flatMap((w) => findPhrases(text, w.claims))
    .filter((hit) => !isDenied(text, hit) && !isPackaging(text, hit, containers, packing))
    .map((hit) => hit.text.toLowerCase());
  return uniqueCaseless([
    ...said,
    ...sharedSafe(text, lists),
    ...standardsIn(text),
    ...originsIn(text, lists),
    ...worksWith(text, lists),
  ]).slice(0, 12);
}

/** "not", "NOT certified", "no es", "n'est pas", "nicht": a denial just before the claim, in its clause part. */
function isDenied(text: string, hit: PhraseHit): boolean {
  const before =
    text
      .slice(Math.max(0, hit.index - 30), hit.index)
      .split(/[,.;:!?()\n]/)
      .pop() ?? "";
  return /(?<![\p{L}])(?:not|no|never|isn't|aren't|non|pas|ni|nicht|kein\w*|nunca)(?![\p{L}])/iu.test(before);
}

function isPackaging(text: string, hit: PhraseHit, containers: string[], packing: string[]): boolean {
  const after = text.slice(hit.index + hit.text.length, hit.index + hit.text.length + 20);
  const next = /^\s+([\p{L}-]+)/u.exec(after)?.[1]?.toLowerCase();
  if (next && containers.some((container) => container === next || `${container}s` === next)) return true;
  const before =
    text
      .slice(Math.max(0, hit.index - 40), hit.index)
      .split(/[,.;!?\n]/)
      .pop() ?? "";
  return (
    findPhrases(before, packing).length > 0 ||
    /\b(?:ships|shipped|comes|arrives)\s+in\s+(?:a|an)?\s*$/i.test(before)
  );
}

/** "microwave + dishwasher safe", "oven and freezer safe": each is a claim of its own. */
function sharedSafe(text: string, lists: readonly FactWords[]): string[] {
  const known = joinedWords(lists, "claims", (w) => w.claims);
  const found: string[] = [];
  for (const match of text.matchAll(/([\p{L}-]+)\s*(?:\+|&|and|\/|,)\s*([\p{L}-]+)\s+safe\b/giu)) {
    for (const word of [match[1], match[2]]) {
      const claim = `${word?.toLowerCase()} safe`;
      if (known.includes(claim)) found.push(claim);
    }
  }
  return found;
}

/** A safety standard by its code ("EN 71", "ASTM F963", "ISO 8124"), as typed. */
function standardsIn(text: string): string[] {
  return [
    ...text.matchAll(/(?<![\p{L}\p{N}])(?:EN|ISO|ASTM|DIN|BS)\s?[A-Z]?\d{2,5}(?:[-:]\d+)?(?![\p{L}\p{N}])/gu),
  ]
    .filter((match) => !isDenied(text, { text: match[0], index: match.index ?? 0 }))
    .map((match) => match[0]);
}

/**
 * Where it was made or taken, when a place's name follows ("made in USA", "Made in West
 * Germany", "hechas a mano en Valencia", "shot in Yosemite"); "made in my kitchen" names no place.
 */
function originsIn(text: string, lists: readonly FactWords[]): string[] {
  const found: string[] = [];
  for (const hit of lists.flatMap((w) => findPhrases(text, w.origins))) {
    const after = text.slice(hit.index + hit.text.length);
    const place = /^\s+((?:the\s)?\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,2})/u.exec(after)?.[1];
    if (place) found.push(`${hit.text} ${place}`);
  }
  return found;
}

const PRODUCT_NAME = String.raw`(?:\p{Lu}|\p{Ll}\p{Lu})[\p{L}\p{N}'’.-]*`;
const NAMES = new RegExp(
  String.raw`^\s+(${PRODUCT_NAME}(?:\s(?:\+|&|and|or|y|o|et|ou|und|oder|\/)\s${PRODUCT_NAME}|\s${PRODUCT_NAME}){0,4})`,
  "u",
);

/** What it works with, by name ("for Cricut + Silhouette", "para GoodNotes y Notability", "für Lightroom Classic"). */
function worksWith(text: string, lists: readonly FactWords[]): string[] {
  const found: string[] = [];
  for (const hit of lists.flatMap((w) => findPhrases(text, w.compatible))) {
    const names = NAMES.exec(text.slice(hit.index + hit.text.length))?.[1];
    if (names && !/['’]s\b/.test(names)) found.push(`${hit.text} ${names.replace(/[.]$/, "")}`);
  }
  return found;
}
