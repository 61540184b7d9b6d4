import { MAX_NEVER_WORDS, VOICE_WORD_MAX_CHARS } from "../../../domain/brand-voice";

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
const WORD_CHAR_TEST = /[\p{L}\p{N}\p{M}]/u;
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

/**
 * The work the matchers did, for tests (issue 29): how many word lists were compiled, and the
 * steps the scans took (automaton moves and candidate matches looked at).
 */
export const neverWordsWork = { compiles: 0, steps: 0 };

/** Compiled word lists kept for reuse: a bulk job's photos and platforms share one. */
const CACHE_SIZE = 64;
const cache = new Map<string, NeverWords>();

/**
 * A matcher for the seller's never-words; undefined when there are none (nothing to do).
 *
 * Its cost is bounded whatever the words (issue 29: a voice of fifty "a a a … b0" words cost a
 * second of CPU per photo through one big regex). The words are deduplicated, capped at
 * MAX_NEVER_WORDS of at most VOICE_WORD_MAX_CHARS (the profile's own limits), compiled once per
 * list (and cached: every photo and platform of a job shares it) into an Aho–Corasick automaton
 * over the text's folded characters, and a text is scanned once: each character moves the
 * automaton once (amortised), and each position reports at most one match per word.
 */
export function neverWordsMatcher(words: readonly string[] | undefined): NeverWords | undefined {
  // Repeats in any casing match the same text: one is enough.
  const byCase = new Map<string, string>();
  for (const raw of words ?? []) {
    const word = raw.normalize("NFC").trim().replace(/\s+/g, " ");
    if (!word || word.length > VOICE_WORD_MAX_CHARS) continue;
    const key = word.toLowerCase();
    if (!byCase.has(key)) byCase.set(key, word);
    if (byCase.size >= MAX_NEVER_WORDS) break;
  }
  const cleaned = [...byCase.values()];
  if (cleaned.length === 0) return undefined;
  const key = cleaned.join("\u0000");
  const cached = cache.get(key);
  if (cached) {
    // Most recently used last, so the oldest goes first.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const matcher = compileNeverWords(cleaned);
  cache.set(key, matcher);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return matcher;
}

function compileNeverWords(cleaned: readonly string[]): NeverWords {
  neverWordsWork.compiles += 1;
  const phrases = new PhraseAutomaton(cleaned.map(phraseOf));
  const compact = new PhraseAutomaton(
    cleaned
      .map((word) => Array.from(word.replace(/[^\p{L}\p{N}\p{M}_]/gu, ""), fold))
      .filter((symbols) => symbols.length > 0)
      .map((symbols) => ({ symbols, boundedStart: false, boundedEnd: false })),
  );
  const tagHits = (tag: string) => {
    const body = tag.normalize("NFC").replace(/^#+/, "");
    const squeezed = Array.from(body.replace(/[^\p{L}\p{N}\p{M}_]/gu, ""), fold);
    return compact.occursIn(squeezed) || findMatches(phrases, body, true).length > 0;
  };
  const hits = (text: string) => {
    const normalised = text.normalize("NFC");
    if (findMatches(phrases, normalised, true).length > 0) return true;
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
    let marked = "";
    let at = 0;
    for (const match of findMatches(phrases, withoutTags, false)) {
      const text = withoutTags.slice(match.start, match.end);
      const kept = match.article ? articleBefore(match.article, withoutTags.slice(match.end), english) : "";
      // A capital that was the removed word's own (not a kept article's) passes to the next word.
      const upper = !kept && /^\P{L}*\p{Lu}/u.test(text);
      marked += withoutTags.slice(at, match.start) + kept + (upper ? GAP_UPPER : GAP);
      at = match.end;
    }
    return tidyGaps(marked + withoutTags.slice(at));
  };
  return { hits, tagHits, remove };
}

/** The symbol for a run of whitespace or a hyphen: the joints of a phrase ("mass produced", "mass-produced"). */
const JOINT = -1;

interface Phrase {
  /** Folded code points, with JOINT where the phrase has spaces or a hyphen. */
  symbols: number[];
  /** Starts (ends) with a letter, digit or mark of a spaced script: must start (end) a word. */
  boundedStart: boolean;
  boundedEnd: boolean;
}

/**
 * A never-word as symbols: its parts (split at spaces and hyphens) joined by JOINT, which stands
 * for any run of whitespace or one hyphen in the text; boundaries where its script has them.
 */
function phraseOf(word: string): Phrase {
  const symbols: number[] = [];
  word.split(/[\s-]+/).forEach((part, index) => {
    if (index > 0) symbols.push(JOINT);
    for (const char of part) symbols.push(fold(char));
  });
  const chars = Array.from(word);
  const bounded = (char: string) => !SPACELESS_SCRIPT.test(char) && WORD_CHAR_TEST.test(char);
  return { symbols, boundedStart: bounded(chars[0] ?? ""), boundedEnd: bounded(chars.at(-1) ?? "") };
}

const foldCache = new Map<number, number>();
const wordCache = new Map<number, boolean>();
const spaceCache = new Map<number, boolean>();
const CACHE_LIMIT = 10_000;

function cached(cache: Map<number, boolean>, code: number, test: RegExp): boolean {
  let value = cache.get(code);
  if (value === undefined) {
    value = test.test(String.fromCodePoint(code));
    if (cache.size < CACHE_LIMIT) cache.set(code, value);
  }
  return value;
}

/** One character's case-insensitive form as one code point (the character itself when none is single). */
function foldCode(code: number): number {
  if (code < 0x80) return code >= 65 && code <= 90 ? code + 32 : code;
  let folded = foldCache.get(code);
  if (folded === undefined) {
    const char = String.fromCodePoint(code);
    const single = (text: string) => (Array.from(text).length === 1 ? text.codePointAt(0) : undefined);
    folded = single(char.toUpperCase().toLowerCase()) ?? single(char.toLowerCase()) ?? code;
    if (foldCache.size < CACHE_LIMIT) foldCache.set(code, folded);
  }
  return folded;
}

function fold(char: string): number {
  return foldCode(char.codePointAt(0) ?? 0);
}

/** A letter, digit or combining mark (`\p{L}\p{N}\p{M}`). */
function isWordCode(code: number): boolean {
  if (code < 0x80)
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return cached(wordCache, code, WORD_CHAR_TEST);
}

/** Whitespace as `\s` has it. */
function isSpaceCode(code: number): boolean {
  if (code < 0x80) return code === 32 || (code >= 9 && code <= 13);
  return cached(spaceCache, code, /\s/);
}

/** Aho–Corasick over symbols: every phrase ending at each position, in one pass over the text. */
class PhraseAutomaton {
  private readonly next: Map<number, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  /** The phrases ending at a state, its own and through its failure links (indexes into `phrases`). */
  private readonly output: number[][] = [[]];

  constructor(readonly phrases: readonly Phrase[]) {
    phrases.forEach((phrase, index) => {
      let state = 0;
      for (const symbol of phrase.symbols) {
        let to = this.next[state]?.get(symbol);
        if (to === undefined) {
          to = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.output.push([]);
          this.next[state]?.set(symbol, to);
        }
        state = to;
      }
      this.output[state]?.push(index);
    });
    // Breadth first: a state's failure link is set before its children's.
    const queue: number[] = [...(this.next[0]?.values() ?? [])];
    for (let head = 0; head < queue.length; head += 1) {
      const state = queue[head] as number;
      for (const [symbol, child] of this.next[state] ?? []) {
        let fallback = this.fail[state] ?? 0;
        while (fallback !== 0 && !this.next[fallback]?.has(symbol)) fallback = this.fail[fallback] ?? 0;
        const target = this.next[fallback]?.get(symbol);
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        this.output[child] = [...(this.output[child] ?? []), ...(this.output[this.fail[child] ?? 0] ?? [])];
        queue.push(child);
      }
    }
  }

  /** The state after reading `symbol` in `state`. */
  step(state: number, symbol: number): number {
    let current = state;
    for (;;) {
      neverWordsWork.steps += 1;
      const to = this.next[current]?.get(symbol);
      if (to !== undefined) return to;
      if (current === 0) return 0;
      current = this.fail[current] ?? 0;
    }
  }

  endingAt(state: number): readonly number[] {
    return this.output[state] ?? [];
  }

  /** Whether any phrase occurs anywhere in the symbols (no boundaries: hashtag bodies). */
  occursIn(symbols: readonly number[]): boolean {
    let state = 0;
    for (const symbol of symbols) {
      state = this.step(state, symbol);
      if (this.endingAt(state).length > 0) return true;
    }
    return false;
  }
}

interface Match {
  start: number;
  end: number;
  /** "a"/"an" before the word, as written, when the match took it. */
  article?: string;
}

/**
 * The never-words in `text` as the old pattern found them, leftmost first and longest at a start,
 * not overlapping (UTF-16 offsets):
 * - a phrase's parts meet at a run of whitespace or a hyphen;
 * - a word starting (ending) with a letter of a spaced script starts (ends) a word: not right
 *   after (before) a letter, digit or mark. A hyphenated compound holding it is taken whole
 *   ("eco" takes "eco-friendly"): half a compound is no word;
 * - an "a"/"an" right before it is taken too (the caller fits it to the word that follows).
 *
 * Linear in the text: one pass builds the characters' classes and the compounds' ends, one pass
 * runs the automaton, and each position yields at most one candidate per word.
 */
function findMatches(automaton: PhraseAutomaton, text: string, firstOnly: boolean): Match[] {
  // The text's code points, and where each starts in the string.
  const codes: number[] = [];
  const offsets: number[] = [];
  for (let unit = 0; unit < text.length; ) {
    const code = text.codePointAt(unit) as number;
    codes.push(code);
    offsets.push(unit);
    unit += code > 0xffff ? 2 : 1;
  }
  const count = codes.length;
  offsets.push(text.length);
  const HYPHEN = 45;
  const word = (index: number) => index >= 0 && index < count && isWordCode(codes[index] as number);
  const hyphen = (index: number) => codes[index] === HYPHEN;
  const blank = (index: number) => codes[index] === 32 || codes[index] === 9;

  // Built on the first candidate only (most texts have none): where the hyphenated compound
  // around a word's run starts and ends, and where a run of spaces and tabs starts.
  let compoundStart: Int32Array | undefined;
  let compoundEnd: Int32Array | undefined;
  let blankStart: Int32Array | undefined;
  const structure = () => {
    const starts = new Int32Array(count);
    for (let index = 0; index < count; index += 1) {
      if (!word(index)) continue;
      if (word(index - 1)) starts[index] = starts[index - 1] as number;
      else if (hyphen(index - 1) && word(index - 2)) starts[index] = starts[index - 2] as number;
      else starts[index] = index;
    }
    const ends = new Int32Array(count);
    for (let index = count - 1; index >= 0; index -= 1) {
      if (!word(index)) continue;
      if (word(index + 1)) ends[index] = ends[index + 1] as number;
      else if (hyphen(index + 1) && word(index + 2)) ends[index] = ends[index + 2] as number;
      else ends[index] = index + 1;
    }
    const blanks = new Int32Array(count);
    for (let index = 0; index < count; index += 1) {
      blanks[index] = !blank(index)
        ? -1
        : index > 0 && blanks[index - 1] !== -1
          ? (blanks[index - 1] as number)
          : index;
    }
    compoundStart = starts;
    compoundEnd = ends;
    blankStart = blanks;
  };
  const folded = (index: number) => (index >= 0 ? foldCode(codes[index] as number) : 0);
  /** Where an "a"/"an" (any case, starting a word) stands before `start` and the spaces before it. */
  const articleBeforeAt = (start: number, blanks: Int32Array): number | undefined => {
    const spaces = start > 0 ? (blanks[start - 1] as number) : -1;
    if (spaces < 1) return undefined;
    if (folded(spaces - 1) === 110 && folded(spaces - 2) === 97 && !word(spaces - 3)) return spaces - 2;
    if (folded(spaces - 1) === 97 && !word(spaces - 2)) return spaces - 1;
    return undefined;
  };

  // For each start, the furthest end of a match from there, and whether that match took an article.
  let furthest: Int32Array | undefined;
  let withArticle: Uint8Array | undefined;
  const note = (start: number, end: number, article: boolean) => {
    furthest ??= new Int32Array(count).fill(-1);
    withArticle ??= new Uint8Array(count);
    const best = furthest[start] as number;
    // On a tie the article's reading wins: the old pattern tried it first.
    if (end > best || (end === best && article)) {
      furthest[start] = end;
      withArticle[start] = Number(article);
    }
  };
  let found = false;
  const consider = (bodyStart: number, bodyEnd: number, phrase: Phrase) => {
    neverWordsWork.steps += 1;
    if (phrase.boundedStart && word(bodyStart - 1)) return;
    if (phrase.boundedEnd && word(bodyEnd)) return;
    found = true;
    if (firstOnly) return;
    if (!compoundStart) structure();
    const start = phrase.boundedStart ? ((compoundStart as Int32Array)[bodyStart] as number) : bodyStart;
    const end = phrase.boundedEnd ? ((compoundEnd as Int32Array)[bodyEnd - 1] as number) : bodyEnd;
    const article = articleBeforeAt(start, blankStart as Int32Array);
    if (article !== undefined) note(article, end, true);
    // Without the article too: an earlier match may have taken it.
    note(start, end, false);
  };

  // Symbols: each character folded, a whitespace run or a hyphen one JOINT; `symbolStart` maps a
  // symbol back to its first character.
  let state = 0;
  const symbolStart: number[] = [];
  for (let index = 0; index < count; ) {
    const code = codes[index] as number;
    let next = index + 1;
    let symbol: number;
    if (isSpaceCode(code)) {
      while (next < count && isSpaceCode(codes[next] as number)) next += 1;
      symbol = JOINT;
    } else symbol = code === HYPHEN ? JOINT : foldCode(code);
    symbolStart.push(index);
    state = automaton.step(state, symbol);
    for (const ending of automaton.endingAt(state)) {
      const phrase = automaton.phrases[ending] as Phrase;
      consider(symbolStart[symbolStart.length - phrase.symbols.length] as number, next, phrase);
      if (firstOnly && found) return [{ start: 0, end: 0 }];
    }
    index = next;
  }
  if (!furthest || !withArticle) return [];

  // Leftmost first, the longest at a start; none overlapping (as a global regex replaces).
  const chosen: Match[] = [];
  let reached = 0;
  for (let start = 0; start < count; start += 1) {
    const end = furthest[start] as number;
    if (end < 0 || start < reached) continue;
    const match: Match = { start: offsets[start] as number, end: offsets[end] as number };
    if (withArticle[start]) {
      const long = folded(start + 1) === 110;
      match.article = text.slice(offsets[start], offsets[start + (long ? 2 : 1)]);
    }
    chosen.push(match);
    reached = end;
  }
  return chosen;
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
