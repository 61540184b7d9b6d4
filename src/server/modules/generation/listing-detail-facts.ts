import type { FactSheet } from "../../../domain/fact-sheet";
import { isBuiltinLanguage, type LanguageCode } from "../../../domain/languages";
import {
  type ListingCondition,
  type ListingDetails,
  writerConditionOf,
} from "../../../domain/listing-details";

/**
 * How a seller says each used grade in the languages the brief reader knows: what they would
 * have typed themselves ("like new", "bon état"). Languages the reader does not know get the
 * English words, which the writer reads as the seller's and translates like the rest.
 */
const GRADE_WORDS: Record<"en" | "es" | "fr" | "de", Partial<Record<ListingCondition, string>>> = {
  en: { "used-like-new": "like new", "used-good": "good condition", "used-fair": "fair condition" },
  es: { "used-like-new": "como nuevo", "used-good": "buen estado", "used-fair": "estado aceptable" },
  fr: { "used-like-new": "comme neuf", "used-good": "bon état", "used-fair": "état correct" },
  de: { "used-like-new": "wie neu", "used-good": "guter Zustand", "used-fair": "akzeptabler Zustand" },
};

/** The seller's words for a condition grade, or undefined for one without a grade (new, vintage…). */
export function gradeWordsOf(condition: ListingCondition, language: LanguageCode | undefined) {
  return GRADE_WORDS[isBuiltinLanguage(language) ? language : "en"][condition];
}

/**
 * The fact sheet with what the seller filled in on the listing details that the brief left out,
 * so every writer reads it as the seller's own fact:
 * - the product's brand, when the sheet names no maker (the brief never called it by name);
 * - the condition grade's words ("like new", "good condition"), when the brief's own words say
 *   nothing about the condition. A sheet the seller corrected ("What we understood", edited)
 *   keeps its condition as they left it.
 */
export function withListingDetailFacts(
  sheet: FactSheet | undefined,
  details: ListingDetails | undefined,
  options: { language?: LanguageCode; corrected: boolean },
): FactSheet | undefined {
  if (!sheet || !details) return sheet;
  const brand = details.brand?.trim();
  const branded = brand && !sheet.brand ? { ...sheet, brand } : sheet;
  if (options.corrected) return branded;
  const noted = withNoteAsTyped(branded, details.conditionNote);
  if (!details.condition) return noted;
  const words = gradeWordsOf(details.condition, options.language);
  if (!words || noted.condition.value !== writerConditionOf(details.condition)) return noted;
  if (!saysNothingOfCondition(noted.condition.words, details.conditionNote)) return noted;
  return {
    ...noted,
    condition: { value: noted.condition.value, words: [words, ...noted.condition.words], stated: true },
  };
}

/**
 * The note reaches the brief as "Condition: <note>" (so a writer knows what it is about), and the
 * reader keeps the whole clause: the sheet shows the note as the seller typed it instead.
 */
function withNoteAsTyped(sheet: FactSheet, note: string | undefined): FactSheet {
  const typed = note?.trim();
  if (!typed) return sheet;
  const prefixed = `condition: ${typed}`.toLocaleLowerCase();
  const words = sheet.condition.words.map((word) => (word.toLocaleLowerCase() === prefixed ? typed : word));
  return { ...sheet, condition: { ...sheet.condition, words } };
}

/**
 * True when the condition words on the sheet all come from the seller's condition note (which
 * says what is wrong with it, not how good it is overall), or there are none.
 */
function saysNothingOfCondition(words: readonly string[], note: string | undefined): boolean {
  const noted = note?.trim().toLocaleLowerCase();
  if (!noted) return words.length === 0;
  // The note reaches the brief as "Condition: <note>": a word may hold it or be part of it.
  return words.every((word) => {
    const said = word.toLocaleLowerCase();
    return noted.includes(said) || said.includes(noted);
  });
}
