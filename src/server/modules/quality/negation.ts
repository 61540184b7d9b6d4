/**
 * Whether a mention in a text is negated: "no box", "not dishwasher safe", "without the frame",
 * "frame not included", "sin caja", "sans cadre", "ohne Rahmen", "keine Box", "nicht
 * spülmaschinenfest". A human judge excuses an explicit negation; this is the simple version of
 * that: a negation word at most two words before the mention, or "not included" right after it.
 * Why two words: "without the original box" is a negation, while "no. 1 seller of real leather"
 * four words on is not.
 */

const BEFORE =
  /(?:(?<![\p{L}\p{N}])(?:no|not|never|without|nor|non|sin|ni|nunca|sans|pas de|pas d'|jamais|ohne|nicht|nie|kein|keine|keinen|keiner|keines|keinem)|n't)[\s-]+(?:[\p{L}\p{N}'’]+[\s-]+){0,2}$/iu;

const AFTER =
  /^[\s,]*(?:(?:is|are|was|were)\s+)?(?:not\s+included|not\s+supplied|excluded|no\s+incluid[oa]s?|sin\s+incluir|non\s+(?:inclus|incluse?s?|fourni)e?s?|nicht\s+(?:enthalten|inbegriffen|dabei|inklusive))(?![\p{L}\p{N}])/iu;

/** How far back a negation may sit (characters): a word of any realistic length and the negation. */
const LOOK_BACK = 40;

export function isNegated(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - LOOK_BACK), start);
  if (BEFORE.test(before)) return true;
  return AFTER.test(text.slice(end, end + LOOK_BACK));
}
