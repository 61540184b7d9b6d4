import { tokenise } from "./words";

/** One generated text (a caption or a listing description) and the product it was written for. */
export interface PhraseOutput {
  productKey: string;
  text: string;
}

export interface RepeatedPhrase {
  phrase: string;
  /** Outputs carrying the phrase (each output counted once, however often it repeats the phrase). */
  count: number;
  /** Distinct products whose outputs carry the phrase. */
  products: number;
  /** count / all outputs. */
  share: number;
}

export interface RepeatedPhraseReport {
  outputs: number;
  top: RepeatedPhrase[];
  maxShare: number;
}

/** Issue target: the most common 4-word phrase appears in at most 10% of outputs. */
export const MAX_PHRASE_SHARE_TARGET = 0.1;
export const PHRASE_LENGTH = 4;

/**
 * Why: a fixed template ("a great pick for …") shows up as the same 4-word phrase in captions for
 * unrelated products, which readers and marketplaces notice. Phrases carried by outputs of only
 * one product are that product's own vocabulary (Instagram and Facebook captions for the same mug
 * may both say "hand thrown stoneware mug"), so they do not count as repetition. Phrases containing
 * an ignored word (product or brand words) are skipped for the same reason.
 */
export function repeatedPhrases(
  outputs: readonly PhraseOutput[],
  ignoredWords: Iterable<string> = [],
  topN = 10,
): RepeatedPhraseReport {
  const ignored = new Set<string>();
  for (const word of ignoredWords) for (const token of tokenise(word)) ignored.add(token);

  const carriers = new Map<string, { count: number; products: Set<string> }>();
  for (const output of outputs) {
    for (const phrase of phrasesOf(output.text, ignored)) {
      const entry = carriers.get(phrase) ?? { count: 0, products: new Set<string>() };
      entry.count += 1;
      entry.products.add(output.productKey);
      carriers.set(phrase, entry);
    }
  }

  const total = outputs.length;
  const ranked: RepeatedPhrase[] = [...carriers]
    .filter(([, entry]) => entry.products.size >= 2)
    .map(([phrase, entry]) => ({
      phrase,
      count: entry.count,
      products: entry.products.size,
      share: entry.count / total,
    }))
    .sort((a, b) => b.count - a.count || b.products - a.products || a.phrase.localeCompare(b.phrase));

  return { outputs: total, top: ranked.slice(0, Math.max(0, topN)), maxShare: ranked[0]?.share ?? 0 };
}

/** Why: the acceptance line, kept next to the metric so the threshold has one home. */
export function meetsPhraseTarget(report: RepeatedPhraseReport, target = MAX_PHRASE_SHARE_TARGET): boolean {
  return report.maxShare <= target;
}

/** Why: a set per text, so an output repeating a phrase twice still counts once. */
function phrasesOf(text: string, ignored: ReadonlySet<string>): Set<string> {
  const words = tokenise(text);
  const phrases = new Set<string>();
  for (let i = 0; i + PHRASE_LENGTH <= words.length; i++) {
    const window = words.slice(i, i + PHRASE_LENGTH);
    if (window.some((word) => ignored.has(word))) continue;
    phrases.add(window.join(" "));
  }
  return phrases;
}
