import { PHRASE_LENGTH } from "./repeated-phrases";
import { tokenise } from "./words";

/**
 * Repeated phrases per platform (issue 30): no 4-word phrase in more than 10 % of one platform's
 * outputs. Like ./repeated-phrases.ts (a phrase counts once per output, and only when outputs of
 * two or more briefs carry it), but judged per platform and with each brief's own product and
 * brand words left out of that brief's phrases only (a phrase naming this brief's product is its
 * vocabulary, not a template's).
 */
export interface PlatformOutput {
  platform: string;
  brief: string;
  text: string;
  /** This brief's product and brand words: a phrase carrying one is not counted for it. */
  ownWords: ReadonlySet<string>;
}

export interface PlatformPhrase {
  platform: string;
  phrase: string;
  /** Outputs of the platform carrying it. */
  count: number;
  briefs: string[];
  share: number;
}

export function phrasesPerPlatform(outputs: readonly PlatformOutput[]): PlatformPhrase[] {
  const byPlatform = new Map<string, PlatformOutput[]>();
  for (const output of outputs) {
    byPlatform.set(output.platform, [...(byPlatform.get(output.platform) ?? []), output]);
  }
  const result: PlatformPhrase[] = [];
  for (const [platform, list] of byPlatform) {
    const carriers = new Map<string, Set<string>>();
    const counts = new Map<string, number>();
    for (const output of list) {
      for (const phrase of phrasesOf(output.text, output.ownWords)) {
        counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
        carriers.set(phrase, (carriers.get(phrase) ?? new Set()).add(output.brief));
      }
    }
    for (const [phrase, briefs] of carriers) {
      if (briefs.size < 2) continue;
      const count = counts.get(phrase) ?? 0;
      result.push({ platform, phrase, count, briefs: [...briefs].sort(), share: count / list.length });
    }
  }
  return result.sort(
    (a, b) => b.share - a.share || a.platform.localeCompare(b.platform) || a.phrase.localeCompare(b.phrase),
  );
}

function phrasesOf(text: string, ignored: ReadonlySet<string>): Set<string> {
  const words = tokenise(text.replace(/#[\p{L}\p{N}_]+/gu, " "));
  const phrases = new Set<string>();
  for (let i = 0; i + PHRASE_LENGTH <= words.length; i++) {
    const window = words.slice(i, i + PHRASE_LENGTH);
    if (window.some((word) => ignored.has(word))) continue;
    phrases.add(window.join(" "));
  }
  return phrases;
}

/** The worst share per platform (0 for a platform without repeats). */
export function worstPerPlatform(phrases: readonly PlatformPhrase[]): Map<string, PlatformPhrase> {
  const worst = new Map<string, PlatformPhrase>();
  for (const phrase of phrases) {
    const current = worst.get(phrase.platform);
    if (!current || phrase.share > current.share) worst.set(phrase.platform, phrase);
  }
  return worst;
}
