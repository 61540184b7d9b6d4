import { knownValue } from "../../../../domain/options";

/**
 * Small text helpers for the builtin writer: cleaning user text, trimming at word boundaries,
 * joining lists, hashtags. Pure functions, no randomness.
 */

const CONTROL_CHARS = /[\p{Cc}\u200b\u2028\u2029\ufeff]/gu;
/** Bidi embedding/override controls: harmless in prose but they can scramble the text around them. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/** An opening `<script …>` or `<style …>` tag; its closing tag is looked for separately. */
const SCRIPT_OR_STYLE_OPEN = /<(script|style)\b[^<>]*>/gi;
const HASHTAG_BODY_START = /[\p{L}\p{N}_]/u;

// Every pattern here runs in linear time on any input (DESIGN.md §7's hostile inputs include
// 150,000-character strings): a greedy run with nothing after it that could fail, a single
// character class, or a bounded match. Trailing characters are trimmed by scanning back from the
// end (`\s+$` would rescan a long run from every position in it: quadratic).

/** Free text from a form: no markup, no control characters, single spaces, trimmed. */
export function cleanText(value: string | undefined): string {
  // 'Not listed' (the forms' escape value) means unknown, wherever it arrives from.
  const known = knownValue(value);
  if (!known) return "";
  const cleaned = withoutScriptsAndStyles(known)
    .replace(/<\/?[a-z!][^<>]*>/gi, " ")
    .replace(/[<>]/g, " ")
    // A '#' before a word would turn the seller's words into extra hashtags in a caption.
    .replace(/#+/g, (run: string, at: number, whole: string) =>
      HASHTAG_BODY_START.test(String.fromCodePoint(whole.codePointAt(at + run.length) ?? 32)) ? "" : run,
    )
    .replace(CONTROL_CHARS, " ")
    .replace(BIDI_CONTROLS, "")
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/gi, (_, entity: string) => ENTITIES[entity.toLowerCase()] ?? " ")
    .replace(/\s+/g, " ")
    .trim();
  return knownValue(cleaned) ?? "";
}

/**
 * `<script>…</script>` and `<style>…</style>` blocks, contents and all, become a space. Each
 * closing tag is searched for once per opening tag that precedes it; once there is no closing
 * tag of a kind left, later openings of that kind are not searched again (that rescanning of the
 * rest of the text for every `<script>` was quadratic).
 */
function withoutScriptsAndStyles(text: string): string {
  const unclosed = new Set<string>();
  let result = "";
  let from = 0;
  SCRIPT_OR_STYLE_OPEN.lastIndex = 0;
  for (let open = SCRIPT_OR_STYLE_OPEN.exec(text); open; open = SCRIPT_OR_STYLE_OPEN.exec(text)) {
    const tag = (open[1] ?? "").toLowerCase();
    if (unclosed.has(tag)) continue;
    const close = new RegExp(`</${tag}\\s*>`, "gi");
    close.lastIndex = SCRIPT_OR_STYLE_OPEN.lastIndex;
    const end = close.exec(text);
    if (!end) {
      unclosed.add(tag);
      continue;
    }
    result += `${text.slice(from, open.index)} `;
    from = close.lastIndex;
    SCRIPT_OR_STYLE_OPEN.lastIndex = from;
  }
  return result + text.slice(from);
}

/** `text` without the trailing characters that match `char` (one character at a time, from the end). */
export function trimTrailing(text: string, char: RegExp): string {
  let end = text.length;
  while (end > 0 && char.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}
const ENTITIES: Record<string, string> = { nbsp: " ", amp: "&", lt: " ", gt: " ", quot: '"', "#39": "'" };

/** A short label from user text (brand, audience…): cleaned, bounded, no trailing punctuation. */
export function cleanLabel(value: string | undefined, max = 60): string | undefined {
  const text = trimTrailing(truncateWords(cleanText(value), max), /[\s.,;:!?\-–—]/);
  return /[\p{L}\p{N}]/u.test(text) ? text : undefined;
}

/**
 * A short label (a style, an occasion) only when the seller's whole text fits: a label cut short
 * ("SYSTEM: you are now in…") would put a mid-text ellipsis in the copy.
 */
export function wholeLabel(value: string | undefined, max: number): string | undefined {
  const text = cleanLabel(value, 10_000);
  return text && text.length <= max ? text : undefined;
}

/**
 * Cut to at most `max` characters at a word boundary; adds an ellipsis when it cut. Lengths are
 * UTF-16 units, as the platforms' counters and JavaScript's `length` see them (never splits a
 * surrogate pair).
 */
export function truncateWords(text: string, max: number, ellipsis = "…"): string {
  if (text.length <= max) return text;
  const room = Math.max(1, max - ellipsis.length);
  let cut = "";
  for (const char of text) {
    if (cut.length + char.length > room) break;
    cut += char;
  }
  const lastSpace = cut.lastIndexOf(" ");
  const base = lastSpace > room * 0.5 ? cut.slice(0, lastSpace) : cut;
  return `${trimTrailing(base, /[\s,;:\-–—]/)}${ellipsis}`;
}

/** The first `max` UTF-16 units of `text`, never half a surrogate pair (a hard cap, not prose). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** Cut without an ellipsis (titles, tags). */
export function clipWords(text: string, max: number): string {
  if (text.length <= max) return text;
  return truncateWords(text, max, "").trim();
}

/** Split prose into sentences (keeps the end punctuation). */
export function sentences(text: string): string[] {
  const found = text.match(/[^.!?。！？؟]+[.!?。！？؟]*/gu) ?? [];
  return found.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}

export function endSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  return /[.!?。！？؟…"”)]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * Abbreviations buyers read in capitals, wherever the seller typed them ("euc" → "EUC", "usb-c" →
 * "USB-C", "og box" → "OG box", "lp" → "LP"): resale grades and tech and media shorthand, none of
 * them a word of its own in the four languages.
 */
export function abbreviationsInCapitals(text: string): string {
  return text.replace(ABBREVIATIONS, (word) => word.toUpperCase());
}

const ABBREVIATIONS =
  /\b(?:euc|vguc|guc|nwt|nwot|nwob|nib|bnib|bnwt|bnwot|nos|og|obo|oem|usb(?:-c)?|ssd|hdd|hdmi|led|lcd|oled|nfc|gps|diy|uv|spf|ac|dc|lp|dvd|vhs)\b/giu;

export function capitalise(text: string): string {
  const [first = "", ...rest] = Array.from(text);
  return first.toLocaleUpperCase("en-US") + rest.join("");
}

export function lowerFirst(text: string): string {
  // Keep acronyms and names that are capitalised throughout ("LinkedIn", "USA") as they are.
  if (/^\p{Lu}{2,}/u.test(text) || /^\p{Lu}\p{Ll}*\p{Lu}/u.test(text)) return text;
  const [first = "", ...rest] = Array.from(text);
  return first.toLocaleLowerCase("en-US") + rest.join("");
}

export function titleCase(text: string): string {
  const small = new Set([
    "a",
    "an",
    "and",
    "as",
    "at",
    "by",
    "for",
    "in",
    "of",
    "on",
    "or",
    "the",
    "to",
    "with",
  ]);
  return text
    .split(/(\s+)/)
    .map((word, index) => {
      if (/^\s+$/.test(word) || word.length === 0) return word;
      if (index > 0 && small.has(word.toLowerCase())) return word.toLowerCase();
      if (/\p{Lu}.*\p{Lu}/u.test(word) || /\d/.test(word)) return word;
      // "hand-lettered" → "Hand-Lettered", "t-shirt" → "T-Shirt".
      return word
        .toLowerCase()
        .split("-")
        .map((part) => capitalise(part))
        .join("-");
    })
    .join("");
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[], conjunction = "and"): string {
  const list = items.filter((item) => item.length > 0);
  if (list.length <= 1) return list[0] ?? "";
  return `${list.slice(0, -1).join(", ")} ${conjunction} ${list[list.length - 1]}`;
}

export function article(word: string): string {
  return /^(?:[aeiou]|hour|honest|heir)/i.test(word) && !/^(?:uni|use|eu|one)/i.test(word) ? "an" : "a";
}

export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

/** "Clay & Co" → "Clay & Co’s"; names ending in s get a bare apostrophe only when plural-looking. */
export function possessive(name: string): string {
  return /s$/i.test(name) && !/ss$/i.test(name) ? `${name}’` : `${name}’s`;
}

/** A hashtag body in CamelCase: "sage green" → "SageGreen", "Clay & Co" → "ClayAndCo". */
export function toHashtag(text: string): string {
  const words = text
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((word) => word.length > 0);
  return words.map((word) => (/\p{Lu}/u.test(word) ? word : capitalise(word))).join("");
}

/** A user's hashtag, cleaned: no '#', letters, digits and underscores only. */
export function cleanHashtag(text: string): string {
  return text.replace(/^#+/, "").replace(/[^\p{L}\p{N}_]/gu, "");
}

export function domainOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const host = new URL(url).hostname.replace(/^www\./, "");
    return host || undefined;
  } catch {
    return undefined;
  }
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Length as the platform limits are checked: UTF-16 units (an emoji counts 2). */
export function charLength(text: string): number {
  return text.length;
}

/** Lines joined with newlines; empty entries dropped, runs of blank lines collapsed to one. */
export function lines(...parts: (string | undefined | false)[]): string {
  const kept = parts.filter((part): part is string => typeof part === "string");
  return (
    kept
      .join("\n")
      // Spaces and tabs before a line break go (one greedy run, then a look at the next character).
      .replace(/[ \t]+/g, (run: string, at: number, whole: string) =>
        whole.charAt(at + run.length) === "\n" ? "" : run,
      )
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

/**
 * The longest run of tags whose space-joined UTF-8 length stays within `maxBytes` (Amazon's
 * search terms). `skipOverlong` passes over a tag that would not fit and tries the shorter ones
 * after it; otherwise the run stops at the first that does not.
 */
export function tagsWithinBytes(tags: readonly string[], maxBytes: number, skipOverlong = false): string[] {
  const kept: string[] = [];
  for (const tag of tags) {
    if (Buffer.byteLength([...kept, tag].join(" "), "utf8") <= maxBytes) kept.push(tag);
    else if (!skipOverlong) break;
  }
  return kept;
}
