import type { BrandVoice } from "../../../../domain/brand-voice";
import type { SocialPlatform } from "../../../../domain/platforms";
import { fitsPlatform } from "../../../../domain/text-length";
import { capitalise } from "./text";
import { type VoiceStyle, withoutEmoji } from "./voice-style";

/**
 * The seller's voice in the builtin writer (issue 17): what a brand profile's words and example
 * posts change in captions and listings the platform writers have already written. Everything
 * here is a pure function of the caption and the voice, so the writer stays deterministic.
 *
 * - alwaysWords: a caption that does not use one of them gets a short tagline line of the
 *   missing ones before its hashtags ("Handmade · Small batch"), the way shops sign their posts;
 *   hashtag-able ones join the hashtag list. Every word is in at least one caption (room is made
 *   for it when no caption has any), and in every listing's tags and description where they fit.
 * - about: quoted once, as its own paragraph, on LinkedIn and Facebook (the long-form networks).
 * - examplePosts: their length (short examples drop a caption's middle paragraphs), emoji use
 *   (none in the examples, none in the captions) and sign-off (the last line they share, such as
 *   "— Maria at Clay & Co", appended where it fits) are mirrored. Their words are never copied.
 *   They are measured by ./voice-style.ts, which every language's writer shares.
 */

const HASHTAG = /#[\p{L}\p{M}\p{N}_]+/gu;
/** Networks whose posts run long enough for the seller's "about" paragraph. */
const ABOUT_PLATFORMS: readonly SocialPlatform[] = ["facebook", "linkedin"];
/** Networks whose posts have optional middle paragraphs (X is one line; Pinterest a description). */
const PARAGRAPH_PLATFORMS: readonly SocialPlatform[] = ["instagram", "facebook", "linkedin", "tiktok"];
const ABOUT_MAX = 220;

/** Compiled always-words, kept for reuse: every caption and photo of a job asks about the same words. */
const WORD_PATTERNS_KEPT = 256;
const wordPatterns = new Map<string, RegExp>();

/**
 * Whether `text` uses `word` as a word (any case). Each word is compiled once (issue 29). The
 * pattern is a literal with `[\s-]+` joints between word boundaries: a try at a position reads at
 * most the word's own length (a joint run cannot be confused with the letter after it), so a
 * text costs at most its length times the word's (40 characters at most).
 */
export function usesWord(text: string, word: string): boolean {
  let pattern = wordPatterns.get(word);
  if (!pattern) {
    const escaped = word
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\s+/g, "[\\s-]+");
    pattern = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])${escaped}(?![\\p{L}\\p{N}\\p{M}])`, "iu");
    if (wordPatterns.size >= WORD_PATTERNS_KEPT) wordPatterns.clear();
    wordPatterns.set(word, pattern);
  }
  return pattern.test(text);
}

/** "Handmade · Small batch": the words as a tagline, each as the seller wrote it (first capitalised). */
export function tagline(words: readonly string[]): string {
  return words.map((word, index) => (index === 0 ? capitalise(word.trim()) : word.trim())).join(" · ");
}

/** An always-word as a hashtag body ("small batch" → "smallbatch"); undefined when it cannot be one. */
export function hashtagOf(word: string): string | undefined {
  const body = word.replace(/[\s-]+/g, "");
  return /^[\p{L}\p{M}\p{N}_]+$/u.test(body) && !/^\d+$/.test(body) ? body : undefined;
}

/** The first sentence of the seller's "about", whole, when it is short enough to quote. */
export function aboutSentence(about: string | undefined): string | undefined {
  const text = about?.replace(/\s+/g, " ").trim();
  if (!text) return undefined;
  const first = /^.+?[.!?](?=\s|$)/u.exec(text)?.[0] ?? text;
  if (first.length > ABOUT_MAX) return undefined;
  return /[.!?]$/u.test(first) ? first : `${first}.`;
}

/** A caption split into its body paragraphs and its closing hashtag line (when it has one). */
function parts(caption: string): { paragraphs: string[]; tags?: string } {
  const paragraphs = caption.split(/\n\s*\n/).map((paragraph) => paragraph.trim());
  const last = paragraphs.at(-1) ?? "";
  const tagsOnly = last !== "" && last.replace(HASHTAG, "").trim() === "";
  return tagsOnly ? { paragraphs: paragraphs.slice(0, -1), tags: last } : { paragraphs };
}

function join(paragraphs: string[], tags: string | undefined): string {
  return [...paragraphs.filter(Boolean), tags].filter(Boolean).join("\n\n");
}

/** The caption with `line` as a paragraph of its own, before the closing one (or last); unchanged if it would not fit. */
function withParagraph(
  platform: SocialPlatform,
  caption: string,
  line: string,
  at: "beforeLast" | "end",
): string {
  const { paragraphs, tags } = parts(caption);
  const placed =
    at === "end" || paragraphs.length < 2
      ? [...paragraphs, line]
      : [...paragraphs.slice(0, -1), line, ...paragraphs.slice(-1)];
  const result = join(placed, tags);
  return fitsPlatform(platform, result) ? result : caption;
}

/** One caption in the seller's voice (see the top of this file); `style` is voiceStyleOf(voice). */
export function captionInVoice(
  platform: SocialPlatform,
  caption: string,
  voice: BrandVoice | undefined,
  style: Pick<VoiceStyle, "length" | "emoji" | "signOff">,
): string {
  if (!voice) return caption;
  let result = caption;
  if (style.emoji === "none") result = withoutEmoji(result);
  if (style.length === "short" && PARAGRAPH_PLATFORMS.includes(platform)) {
    // Short posts: the opening and the closing call, without the middle.
    const { paragraphs, tags } = parts(result);
    if (paragraphs.length > 2) result = join([paragraphs[0] ?? "", paragraphs.at(-1) ?? ""], tags);
  }
  // The about paragraph first, before the closing call or question; then the closing lines.
  const about = aboutSentence(voice.about);
  if (about && ABOUT_PLATFORMS.includes(platform) && !result.includes(about))
    result = withParagraph(platform, result, about, "beforeLast");
  const missing = voice.alwaysWords.filter((word) => !usesWord(result, word));
  if (missing.length) result = withParagraph(platform, result, tagline(missing), "end");
  if (style.signOff && !result.includes(style.signOff))
    result = withParagraph(platform, result, style.signOff, "end");
  return result;
}

/**
 * When a word of the seller's is in no caption at all (none had room), the first caption makes
 * room for it: its later body paragraphs, then its hashtags, give way to the tagline.
 */
export function withRoomFor(platform: SocialPlatform, caption: string, words: readonly string[]): string {
  const line = tagline(words);
  let { paragraphs, tags } = parts(caption);
  let lineSplit = paragraphs.length === 1 ? (paragraphs[0] ?? "").split("\n") : undefined;
  for (;;) {
    const body = lineSplit ? [lineSplit.join("\n")] : paragraphs;
    const candidate = join([...body, line], tags);
    if (fitsPlatform(platform, candidate)) return candidate;
    if (lineSplit && lineSplit.length > 1) lineSplit = lineSplit.slice(0, -1);
    else if (!lineSplit && paragraphs.length > 1) {
      paragraphs = paragraphs.slice(0, -1);
      if (paragraphs.length === 1) lineSplit = (paragraphs[0] ?? "").split("\n");
    } else if (tags) {
      const kept = tags.match(HASHTAG)?.slice(0, -1) ?? [];
      tags = kept.length ? kept.join(" ") : undefined;
    } else {
      // The opening line alone is too long: the tagline leads, the opening follows it (the
      // normaliser trims from the end).
      return join([line, ...body], undefined);
    }
  }
}

/** The listing description with a tagline of the always-words it does not use, when `fits` allows. */
export function descriptionInVoice(
  description: string,
  alwaysWords: readonly string[],
  fits: (text: string) => boolean,
): string {
  const missing = alwaysWords.filter((word) => !usesWord(description, word));
  if (!missing.length) return description;
  const result = `${description.trimEnd()}\n\n${tagline(missing)}`;
  return fits(result) ? result : description;
}
