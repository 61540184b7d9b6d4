import { capitalise, endSentence, sentences, trimTrailing } from "../text";

/**
 * The seller's additional context as sentences a post may quote: material, never instructions.
 * Sentences that read like orders to a machine are dropped, shouting is softened, and a long
 * sentence is cut at a clause (never with a mid-text "…", which reads as a broken template).
 */

/** Sentences that read like instructions to a machine rather than facts about the product. */
const INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override)\b[^.!?]{0,60}\b(instruction|prompt|rule|above|previous|prior|everything|context)/i,
  /\b(system prompt|developer mode|jailbreak|as an ai|language model)\b/i,
  /\byou are (now )?(an?|the|my) (ai|assistant|model|bot|chatbot|copywriter)\b/i,
  /^\s*(please\s+)?(write|respond|reply|output|print|say|generate|return|repeat|translate|act as|pretend)\b/i,
  /\b(instead|only) (write|say|output|respond)\b/i,
];

/** The longest context sentence a post quotes (Facebook and LinkedIn have room for it). */
export const CONTEXT_SENTENCE_MAX = 220;
/** At most this many sentences of context are read. */
const MAX_SENTENCES = 3;

/** Up to three safe sentences from the seller's context, in their order. */
export function contextSentences(text: string): string[] {
  if (!text) return [];
  const kept: string[] = [];
  for (const raw of sentences(text.slice(0, 3000))) {
    if (kept.length >= MAX_SENTENCES) break;
    if (INSTRUCTION_PATTERNS.some((pattern) => pattern.test(raw))) continue;
    if (!/[\p{L}\p{N}]{2}/u.test(raw)) continue;
    let sentence = raw;
    // Shouting is softened to sentence case.
    const letters = sentence.replace(/[^\p{L}]/gu, "");
    const upper = sentence.replace(/[^\p{Lu}]/gu, "");
    if (letters.length > 10 && upper.length / letters.length > 0.7) {
      sentence = capitalise(sentence.toLowerCase());
    }
    const fitted = fitSentence(sentence, CONTEXT_SENTENCE_MAX);
    if (fitted) kept.push(fitted);
  }
  return kept;
}

/**
 * A sentence within `max` characters: whole when it fits, else cut after its last clause
 * (a comma, semicolon, colon or dash) that fits, ended with a full stop. Undefined when no clause
 * of a useful length fits: a post leaves such a sentence out rather than print half of it.
 */
export function fitSentence(sentence: string, max: number): string | undefined {
  const whole = endSentence(sentence.trim());
  if (whole.length <= max) return /[\p{L}\p{N}]/u.test(whole) ? whole : undefined;
  const head = sentence.slice(0, max);
  let cut = -1;
  for (const match of head.matchAll(/[,;:]\s|\s[–—-]\s/g)) {
    if (match.index > max * 0.35) cut = match.index;
  }
  if (cut < 0) return undefined;
  const clause = trimTrailing(head.slice(0, cut), /[\s,;:–—-]/);
  return clause.length >= 20 ? endSentence(clause) : undefined;
}
