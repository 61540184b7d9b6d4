import { maskIdioms } from "../generation/grounding/idioms";
import { isNegated } from "./negation";
import { wholePhrasePattern } from "./words";

/**
 * Phrases that would be false, ungrounded or disallowed for one brief (issue 30's `mustNotSay`):
 * a whole-word, case-insensitive hit in any output is a failure, unless the mention is an
 * explicit negation ("no box", "frame not included", "sin caja", "ohne Rahmen": ./negation.ts),
 * which a human judge would excuse. Hashtags should be split into words first
 * (./hashtag-words.ts), so #FreeShipping says "free shipping".
 */
export interface ForbiddenHit {
  phrase: string;
  excerpt: string;
}

const compiled = new Map<string, RegExp>();

function patternOf(phrase: string): RegExp {
  let pattern = compiled.get(phrase);
  if (!pattern) {
    pattern = new RegExp(wholePhrasePattern(phrase.replace(/[’‘]/g, "'")), "giu");
    compiled.set(phrase, pattern);
  }
  return pattern;
}

export function findForbidden(phrases: readonly string[], output: string): ForbiddenHit[] {
  // "link in bio" states nothing organic: fixed social phrases are blanked first (./idioms.ts).
  const text = maskIdioms(output.normalize("NFC").replace(/[’‘]/g, "'"));
  const hits: ForbiddenHit[] = [];
  for (const phrase of phrases) {
    for (const match of text.matchAll(patternOf(phrase))) {
      const end = match.index + match[0].length;
      if (isNegated(text, match.index, end)) continue;
      const from = Math.max(0, match.index - 40);
      hits.push({
        phrase,
        excerpt: `${from > 0 ? "…" : ""}${text
          .slice(from, end + 40)
          .replace(/\s+/g, " ")
          .trim()}`,
      });
      break;
    }
  }
  return hits;
}
