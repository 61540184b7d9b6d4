import type { FactSheet } from "../../../../domain/fact-sheet";
import type { FactWords } from "./fact-words";
import { clausesOf, findPhrases } from "./phrase-match";

/**
 * The seller's offer: a code (kept exactly as typed: "MOM20"), a discount ("20% off", "-15 %",
 * "2 for $30", "BOGO"), and when it ends ("til Jan 5"). The whole clause is kept as the offer's
 * text, so a writer can quote the seller rather than paraphrase a promise.
 */
export function readOffer(text: string, words: readonly FactWords[]): FactSheet["offer"] {
  const code = findCode(text, words);
  let discount: string | undefined;
  let ends: string | undefined;
  const offerClauses: string[] = [];
  for (const clause of clausesOf(text)) {
    const clauseDiscount = findDiscount(clause, words);
    const hasCode = code !== undefined && clause.includes(code);
    if (!clauseDiscount && !hasCode) continue;
    discount ??= clauseDiscount;
    ends ??= findEnd(clause, words);
    offerClauses.push(clause);
  }
  if (!code && !discount) return undefined;
  return {
    ...(discount ? { discount } : {}),
    ...(code ? { code } : {}),
    ...(ends ? { ends } : {}),
    text: offerClauses.join(". ").slice(0, 200),
  };
}

/** A code follows a code word ("use code MOM20", "code: SPRING", "código VERANO10"). */
function findCode(text: string, words: readonly FactWords[]): string | undefined {
  return codesIn(text, words)[0];
}

/**
 * Every offer code the text gives, as typed: after a code word, or a code set equal to its
 * discount ("FALL20 = 20% off", "SPRING: 15% off").
 */
export function codesIn(text: string, words: readonly FactWords[]): string[] {
  const codes: string[] = [];
  for (const match of text.matchAll(
    /(?<![\p{L}\p{N}])(\p{Lu}{2,}\d{1,3})\s*[=:]\s*(?=[^.;\n]*(?:\d\s?%|[$€£]\s?\d|\d\s?[$€£]))/gu,
  )) {
    if (match[1]) codes.push(match[1]);
  }
  for (const hit of words.flatMap((w) => findPhrases(text, w.codeWords))) {
    const after = text.slice(hit.index + hit.text.length, hit.index + hit.text.length + 30);
    const match = /^\s*(?:promo\s*)?[:"'“‘«]?\s*([A-Za-z0-9][A-Za-z0-9_-]{2,19})/.exec(after);
    const candidate = match?.[1];
    // A code is typed in capitals or carries digits ("MOM20", "SPRING"); "code is on the card" is not one.
    if (
      candidate &&
      (/^[A-Z0-9_-]+$/.test(candidate) || /\d/.test(candidate)) &&
      /[A-Za-z]/.test(candidate)
    ) {
      codes.push(candidate);
    }
  }
  return codes;
}

function findDiscount(clause: string, words: readonly FactWords[]): string | undefined {
  const percent =
    /(?:-\s?\d{1,2}\s?%|\b\d{1,2}\s?%(?:\s?(?:off|de descuento|de réduction|de remise|rabatt|dto\.?))?)/i.exec(
      clause,
    );
  if (percent && (percent[0].startsWith("-") || /[a-z]/i.test(percent[0]) || hasOfferWord(clause, words))) {
    return percent[0].trim();
  }
  const amount =
    /(?:[$€£]\s?\d+(?:[.,]\d{2})?\s?off\b|\b\d+\s?(?:for|por|pour|für)\s?[$€£]?\s?\d+(?:[.,]\d{2})?\s?[$€£]?|\bbogo\b|\bbuy one,? get one(?: free| half off)?\b|\b2x1\b)/i.exec(
      clause,
    );
  return amount?.[0].trim();
}

const hasOfferWord = (clause: string, words: readonly FactWords[]) =>
  words.some((w) => findPhrases(clause, [...w.discountWords, ...w.codeWords]).length > 0) ||
  /\b(?:sale|soldes|rebajas|angebot|promo)\b/i.test(clause);

function findEnd(clause: string, words: readonly FactWords[]): string | undefined {
  for (const hit of words.flatMap((w) => findPhrases(clause, w.untilWords))) {
    const rest = clause.slice(hit.index).split(/[,;:()]| - /)[0] ?? "";
    // "til Jan 5", "until Sunday", "hasta el domingo": a short date phrase, not a whole sentence.
    if (rest.length <= 30 && /\p{L}{2}/u.test(rest.slice(hit.text.length))) return rest.trim();
  }
  return undefined;
}
