import type { FactSheet, ProductCondition } from "../../../../domain/fact-sheet";
import { type FactWords, joinedWords } from "./fact-words";
import { clausesOf, findPhrases, type PhraseHit, uniqueCaseless } from "./phrase-match";

/**
 * The item's condition from the seller's own words, which win over the form (a form left on
 * "new" for sneakers "worn twice" is used). Refurbished beats everything; the word "vintage" or
 * "antique" (not "vintage style") makes it vintage; words of use make it used unless negated
 * ("never worn"); explicit new words make it new; then the form's choice. An era or an old year
 * ("from the 90s", "1970s", "1984") says when it was made, not its state: it makes the item
 * vintage only when nothing else says the condition ("lot of hot wheels from the 90s, played
 * with" on a form saying "used" is used, never "Vintage"). Nothing said: new but not stated (the
 * copy then claims no condition).
 */
export function readCondition(
  text: string,
  formCondition: ProductCondition | undefined,
  words: readonly FactWords[],
): FactSheet["condition"] {
  const hits = (pick: (w: FactWords) => string[]) => words.flatMap((w) => findPhrases(text, pick(w)));
  const refurbished = hits((w) => w.condition.refurbished);
  // "heat sealed", "vacuum sealed": the packing's seal, not a factory one.
  const newHits = hits((w) => w.condition.new).filter((hit) => !isPackingSeal(text, hit));
  const notStyle = (hit: PhraseHit) => !isStyle(text, hit, words);
  const vintage = hits((w) => w.condition.vintage).filter(notStyle);
  const dated = [...eras(text), ...oldYears(text)].filter(notStyle);
  // "never worn", "unworn" and "sin usar" contain a used word: a used hit inside a new one is not one.
  const used = hits((w) => w.condition.used).filter(
    (hit) => !newHits.some((other) => overlaps(hit, other)) && !negated(text, hit),
  );
  const notes = conditionNotes(text, words);
  if (refurbished.length) return stated("refurbished", [...refurbished, ...used], notes);
  // "vintage 90s Coach bag": the seller's word names it; their era is one of its notes.
  if (vintage.length) return stated("vintage", [...vintage, ...dated, ...used], notes);
  // Used words on an item the form calls vintage ("as is", "some wear"): a vintage item is used too.
  if (used.length) return stated(formCondition === "vintage" ? "vintage" : "used", used, notes);
  if (newHits.length) return stated("new", newHits, notes);
  if (formCondition) return { value: formCondition, words: notes, stated: true };
  // "1970s teak side table" and nothing else said: made more than twenty years back is vintage.
  if (dated.length) return stated("vintage", dated, notes);
  // Flaws and nothing else said ("healthy, couple brown spots"): a new item has none, unless the
  // seller makes it ("handmade, small marks from the kiln").
  const made = words.some((w) => findPhrases(text, w.claims).length > 0);
  if (!made && notes.some((note) => FLAW.test(note) && !NO_FLAW.test(note))) return stated("used", [], notes);
  return { value: "new", words: notes, stated: false };
}

function stated(value: ProductCondition, hits: PhraseHit[], notes: string[]): FactSheet["condition"] {
  const words = uniqueCaseless([...hits.map((hit) => hit.text), ...notes]);
  // "worn" is said by "worn a few times": each thing once.
  const distinct = words.filter(
    (word) => !words.some((other) => other !== word && other.toLowerCase().includes(word.toLowerCase())),
  );
  return { value, words: distinct.slice(0, 6), stated: true };
}

/**
 * An earlier era named as the item's ("1970s", "80s", "from the 90s", "años 70", "années 60",
 * "80er"): more than twenty years back, as marketplaces count vintage.
 */
function eras(text: string): PhraseHit[] {
  const found: PhraseHit[] = [];
  const pattern =
    /(?<![\p{L}\p{N}])(?:(?:19[2-9]0|200[0-5])s|'?[2-9]0s|(?:años|années|anni)\s(?:19)?[2-9]0|[2-9]0er(?:\sjahre)?)(?![\p{L}\p{N}])/giu;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    // "printed on my 1920s press": the era of the seller's tool, not of the item.
    if (
      /\b(?:my|our|mi|mis|mon|ma|mes|notre|mein|meine|unser|unsere)\s+$/i.test(
        text.slice(Math.max(0, index - 8), index),
      )
    )
      continue;
    found.push({ text: match[0], index });
  }
  return found;
}

/**
 * A year more than twenty years back named as the item's ("1977 original pressing", "comprado en
 * 1996"), not the seller's shop's ("since 1998", "est. 1985", "seit 1990").
 */
function oldYears(text: string): PhraseHit[] {
  const found: PhraseHit[] = [];
  for (const match of text.matchAll(/(?<![\p{L}\p{N}.,/$€£#-])(?:19[2-9]\d|200[0-5])(?![\p{L}\p{N}])/gu)) {
    const index = match.index ?? 0;
    const before = text.slice(Math.max(0, index - 16), index).toLowerCase();
    if (
      /\b(?:since|est\.?|established|founded|desde|depuis|seit|gegründet|fondée?|my|our)\s+(?:in\s+)?$/u.test(
        before,
      )
    )
      continue;
    found.push({ text: match[0], index });
  }
  return found;
}

function isPackingSeal(text: string, hit: PhraseHit): boolean {
  return /\b(?:heat|vacuum|individually|hand)[\s-]+$/i.test(
    text.slice(Math.max(0, hit.index - 14), hit.index),
  );
}

const overlaps = (a: PhraseHit, b: PhraseHit) =>
  a.index < b.index + b.text.length && b.index < a.index + a.text.length;

/** "not worn", "never used", "nie getragen": the word said of the item's absence of use. */
function negated(text: string, hit: PhraseHit): boolean {
  const before = text.slice(Math.max(0, hit.index - 12), hit.index).toLowerCase();
  return /\b(?:not|never|nie|nunca|jamais|pas|no)\s+$/.test(before);
}

/** "vintage style", "retro-inspired", "vintage-look": a style, not the item's age. */
function isStyle(text: string, hit: PhraseHit, words: readonly FactWords[]): boolean {
  const after = text.slice(hit.index + hit.text.length, hit.index + hit.text.length + 14).toLowerCase();
  const before = text.slice(Math.max(0, hit.index - 10), hit.index).toLowerCase();
  const styles = joinedWords(words, "styleWords", (w) => w.styleWords);
  return styles.some(
    (style) => new RegExp(`^[\\s-]*${style}\\b`, "u").test(after) || before.endsWith(`${style} `),
  );
}

/** Marks of use on the item ("tiny scuff on the heel", "light edge wear", "couple brown spots"). */
const FLAW =
  /(?<![\p{L}])(?:scratch|scuff|stain(?!less)|chip(?:s|ped)?(?![\p{L}])|crack|crease|creasing|fading|tear(?:s)?(?![\p{L}])|marks?(?![\p{L}])|(?:brown|dark|black|white|small|tiny|few|couple|some)\s+spots|spots\s+on|dent|pilling|patina|brassing|(?:signs of|light|some|minor|heavy|edge|surface|ring|palmrest|normal|little)\s+wear|wear\s+(?:on|to|marks?)|kratzer|fleck|rayure|usure|arañazo|roces?)/iu;
/** A note of a mark of use, said in the condition ("small pen mark inside"). */
export const isFlawNote = (text: string) => FLAW.test(text);

/** "no chips or cracks", "screen no scratches", "sin manchas": the flaw is absent. */
const NO_FLAW =
  /(?<![\p{L}])(?:no|not|without|zero|sin|sans|pas de|ohne|kein\w*)\s+(?:\p{L}+\s+)?(?:scratch|scuff|stain|chip|crack|crease|creasing|fading|tear|mark|spot|dent|rayure|tache|mancha|fleck)/iu;
/** "no scratches", "sin manchas": a note that a mark of use is absent. */
export const isNoFlawNote = (text: string) => NO_FLAW.test(text);

/**
 * Clauses that say what state the item is in beyond the one word: a battery's health, marks,
 * what was checked ("battery 91%", "tiny scuff on the heel", "TESTED w/ a roll of film",
 * "100% complete"); a lab's or a dermatologist's test is a claim, not a condition.
 */
function conditionNotes(text: string, words: readonly FactWords[]): string[] {
  const notes: string[] = [];
  for (const clause of clausesOf(text)) {
    for (const part of clause.split(/,\s*/)) {
      if (part.length > 60) continue;
      if (isNote(part, words)) notes.push(part.trim());
    }
  }
  return uniqueCaseless(notes).slice(0, 4);
}

function isNote(part: string, words: readonly FactWords[]): boolean {
  if (
    /\bbattery(?: health)?\s*(?:at\s*)?\d{2,3}\s?%|\bbatter[ií]a\s*\d{2,3}\s?%|\bakku\s*\d{2,3}\s?%/i.test(
      part,
    )
  ) {
    return true;
  }
  if (FLAW.test(part)) return true;
  const checked = words.flatMap((w) => findPhrases(part, w.checked));
  if (
    checked.length &&
    !/\b(?:lab|labo|laboratorio|labor|dermatolog\w*|clinically|cliniquement)\b/iu.test(part)
  ) {
    return true;
  }
  return words.some((w) =>
    findPhrases(part, w.condition.used).some((hit) =>
      /(?<![\p{L}])(?:worn|porté|portée|portés|getragen|usado|usada)(?![\p{L}])/iu.test(hit.text),
    ),
  );
}
