/**
 * The seller's never-words (issue 17): words and phrases that must not appear in any output,
 * whatever engine wrote it. The normaliser removes them here and then re-applies every platform
 * rule, so a model that ignored the request (or a builtin template that happens to use the word)
 * still cannot put one on the page.
 *
 * Matching is case-insensitive and Unicode-aware:
 * - a word from a spaced script matches as a whole word: not preceded or followed by a letter,
 *   digit or combining mark (`\p{M}`: Devanagari vowel signs belong to the word they sit on), so
 *   "cheap" matches "Cheap," and "CHEAP" but not "cheaply";
 * - a word written in a script without spaces (Chinese, Japanese, Thai, Lao, Khmer, Myanmar)
 *   matches anywhere, as there is no word boundary to look for;
 * - a hashtag matches when its body contains the word anywhere (#CheapMugs holds "cheap"), since
 *   hashtags glue words together; such a hashtag is dropped whole.
 */

/** A letter of a script written without spaces between words. */
const SPACELESS_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const WORD_CHAR = "\\p{L}\\p{N}\\p{M}";
/** Marks where something was removed until the text around it is tidied (private-use characters). */
const GAP = "\uE000";
/** A gap where a capitalised word was removed: the word that takes its place takes its capital. */
const GAP_UPPER = "\uE001";
const GAPS = /([\uE000\uE001])/;
const GAPS_GLOBAL = /[\uE000\uE001]/g;
const HASHTAG_IN_TEXT = /(^|[^\p{L}\p{N}\p{M}_&/#])#([\p{L}\p{N}\p{M}_]+)/gu;

export interface NeverWords {
  /** Whether the text holds a never-word (as a word, or inside a hashtag). */
  hits(text: string): boolean;
  /** Whether a hashtag (with or without `#`) or a single tag holds a never-word anywhere. */
  tagHits(tag: string): boolean;
  /** The text with every never-word and every hashtag holding one removed, and tidied. */
  remove(text: string): string;
}

/** A matcher for the seller's never-words; undefined when there are none (nothing to do). */
export function neverWordsMatcher(words: readonly string[] | undefined): NeverWords | undefined {
  const cleaned = [
    ...new Set(
      (words ?? []).map((word) => word.normalize("NFC").trim().replace(/\s+/g, " ")).filter(Boolean),
    ),
  ]
    // Longest first, so "cheap and cheerful" is removed whole before "cheap" could split it.
    .sort((a, b) => b.length - a.length);
  if (cleaned.length === 0) return undefined;
  const inText = new RegExp(
    `(?:(?<![${WORD_CHAR}])(an?)[ \\t]+)?(?:${cleaned.map(wordPattern).join("|")})`,
    "giu",
  );
  const compact = cleaned.map((word) => word.replace(/[^\p{L}\p{N}\p{M}_]/gu, "").toLowerCase());
  const tagHits = (tag: string) => {
    const body = tag.normalize("NFC").replace(/^#+/, "").toLowerCase();
    const squeezed = body.replace(/[^\p{L}\p{N}\p{M}_]/gu, "");
    inText.lastIndex = 0;
    return compact.some((word) => word && squeezed.includes(word)) || inText.test(body);
  };
  const hits = (text: string) => {
    const normalised = text.normalize("NFC");
    inText.lastIndex = 0;
    if (inText.test(normalised)) return true;
    for (const match of normalised.matchAll(HASHTAG_IN_TEXT)) if (tagHits(match[2] ?? "")) return true;
    return false;
  };
  const remove = (text: string) => {
    const normalised = text.normalize("NFC");
    if (!hits(normalised)) return normalised;
    const withoutTags = normalised
      .replace(GAPS_GLOBAL, "")
      .replace(HASHTAG_IN_TEXT, (whole, lead: string, body: string) =>
        tagHits(body) ? `${lead}${GAP}` : whole,
      );
    const english = readsAsEnglish(withoutTags);
    const marked = withoutTags.replace(
      inText,
      (match: string, article: string | undefined, offset: number, whole: string) => {
        const kept = article ? articleBefore(article, whole.slice(offset + match.length), english) : "";
        // A capital that was the removed word's own (not a kept article's) passes to the next word.
        const upper = !kept && /^\P{L}*\p{Lu}/u.test(match);
        return `${kept}${upper ? GAP_UPPER : GAP}`;
      },
    );
    return tidyGaps(marked);
  };
  return { hits, tagHits, remove };
}

/**
 * The regex source for one word: escaped; the parts of a phrase joined by any spaces or a hyphen
 * ("mass produced" is also "mass-produced", and "wood-fired" also "wood fired"); boundaries where the script has them. A hyphenated
 * compound holding the word is taken whole ("eco" takes "eco-friendly"): half a compound is no
 * word. Every repeated part starts at a word boundary and ends at a hyphen, so a long run of
 * letters is scanned once (the normaliser's patterns must stay linear: see normalise.ts).
 */
function wordPattern(word: string): string {
  const body = word
    .split(/[\s-]+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("(?:\\s+|-)");
  const first = word.charAt(0);
  const last = Array.from(word).at(-1) ?? "";
  const bounded = (char: string) => !SPACELESS_SCRIPT.test(char) && /[\p{L}\p{N}\p{M}]/u.test(char);
  // Not right after a letter, nor after "letter-": a compound is matched from its first part only.
  const lead = bounded(first) ? `(?<![${WORD_CHAR}])(?<![${WORD_CHAR}]-)(?:[${WORD_CHAR}]+-)*` : "";
  const trail = bounded(last) ? `(?:-[${WORD_CHAR}]+)*(?![${WORD_CHAR}])` : "";
  return `${lead}${body}${trail}`;
}

const ENGLISH_FUNCTION_WORDS = /\b(?:the|and|with|for|your|this|that|you|our|is|are|of|to|in)\b/gi;

/**
 * Whether a text reads as English: "a"/"an" are articles only there ("a" is a preposition in
 * Spanish and an article in Portuguese, where "a" + vowel must not become "an").
 */
function readsAsEnglish(text: string): boolean {
  const found = new Set((text.match(ENGLISH_FUNCTION_WORDS) ?? []).map((word) => word.toLowerCase()));
  return found.size >= 2;
}

/**
 * The article that stood before a removed word, fitted to the word that now follows it: dropped
 * when nothing does ("a cheap." → "."), "a"/"an" chosen again in English ("an ugly mug" → "a mug").
 */
function articleBefore(article: string, after: string, english: boolean): string {
  const next = /^[ \t]*([\p{L}\p{N}]+)/u.exec(after)?.[1];
  if (!next) return "";
  if (!english) return `${article} `;
  const an = /^[aeiou]/i.test(next) && !/^(?:uni|use|usu|one|eu)/i.test(next);
  const chosen = an ? "an" : "a";
  return `${article.charAt(0) === "A" ? chosen.charAt(0).toUpperCase() + chosen.slice(1) : chosen} `;
}

/** Brackets or quotes a removal emptied. */
const EMPTY_PAIR = /[ \t]?(?:\([ \t]*\)|\[[ \t]*\]|"[ \t]*"|“[ \t]*”|«[ \t]*»)/g;
/** What may follow a gap with no space before it. */
const CLOSING = /^[,.;:!?…)\]}»”’]/u;
/** Words left dangling before a removed last word ("sturdy and cheap." → "sturdy."). */
const DANGLING_BEFORE_END = /(?:^|[ \t])(?:and|or|&|with|the|a|an)[ \t]*$/i;
/** What a removed sentence-opening word leaves at the start of the rest ("Cheap, and sturdy"). */
const LEFT_AT_SENTENCE_START = /^[ \t]*[,;:.!?…–—-]*[ \t]*(?:(?:and|or|&)[ \t]+)?/i;

/** Each line with its gaps closed; a line that held nothing but removed words is dropped. */
function tidyGaps(text: string): string {
  const lines: string[] = [];
  for (const line of text.split("\n")) {
    if (!line.includes(GAP) && !line.includes(GAP_UPPER)) {
      lines.push(line);
      continue;
    }
    const tidy = tidyLine(line);
    if (/[\p{L}\p{N}]/u.test(tidy)) lines.push(tidy);
  }
  // Dropped lines may leave blank lines doubled, or at the start or end.
  return lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/^\n+|\n+$/g, "");
}

/** How far back from a gap the tidying looks (the longest dangling word, its spaces and punctuation). */
const TAIL = 40;

/**
 * One line with its gaps closed: one space where words met, none before punctuation, no
 * punctuation or "and" left opening a sentence, no "and"/"a" left closing one, and the capital
 * of a removed sentence-opening word passed on to the word that now opens it.
 *
 * Linear in the line however many gaps it has ("#cheap#cheap…" has one per word): each piece is
 * read once when kept, and a gap looks only at the last TAIL characters kept before it.
 */
function tidyLine(line: string): string {
  const pieces = line.split(GAPS);
  const kept: string[] = [];
  let hasWord = false;
  let capitalise = false;
  const keep = (text: string) => {
    if (!text) return;
    kept.push(text);
    hasWord ||= /[\p{L}\p{N}]/u.test(text);
  };
  /** Rewrites the end of what is kept (its last TAIL characters) with `edit`. */
  const editTail = (edit: (tail: string) => string) => {
    const last = kept.pop() ?? "";
    const cut = Math.max(0, last.length - TAIL);
    kept.push(last.slice(0, cut) + edit(last.slice(cut)));
  };
  keep(pieces[0] ?? "");
  for (let index = 1; index < pieces.length; index += 2) {
    const gap = pieces[index];
    let next = pieces[index + 1] ?? "";
    const hadSpace = /[ \t]$/.test(kept.at(-1) ?? "") || /^[ \t]/.test(next);
    if (kept.length) editTail((tail) => tail.replace(/[ \t]+$/, ""));
    const lastChar = (kept.at(-1) ?? "").slice(-1);
    if (!hasWord || /[.!?…:]/u.test(lastChar)) {
      next = next.replace(LEFT_AT_SENTENCE_START, "");
      capitalise ||= gap === GAP_UPPER;
      if (kept.length && lastChar) next = next ? ` ${next}` : next;
    } else if (next.trim() === "" || CLOSING.test(next.trimStart())) {
      next = next.trimStart();
      editTail(withoutDanglingEnd);
    } else {
      next = (hadSpace ? " " : "") + next.replace(/^[ \t]+/, "");
    }
    if (capitalise && /\p{L}/u.test(next)) {
      next = next.replace(
        /^(\P{L}*)(\p{Ll})/u,
        (_all, lead: string, letter: string) => lead + letter.toUpperCase(),
      );
      capitalise = false;
    }
    keep(next);
  }
  // "Rustic (cheap) mug" leaves brackets or quotes with nothing in them.
  return kept
    .join("")
    .replace(EMPTY_PAIR, "")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
}

/** "sturdy, cheap." → "sturdy." and "sturdy and cheap." → "sturdy.": the words that led to the removed one go. */
function withoutDanglingEnd(before: string): string {
  let text = before;
  for (let pass = 0; pass < 3; pass += 1) {
    const trimmed = text.replace(DANGLING_BEFORE_END, "").replace(/[ \t]*[,;:–—-]$/, "");
    if (trimmed === text) break;
    text = trimmed;
  }
  return text;
}
