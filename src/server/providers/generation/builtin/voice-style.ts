import type { BrandVoice } from "../../../../domain/brand-voice";

/**
 * How the seller's example posts read, for writers that mirror them (any language): their
 * length, their emoji habit, and a sign-off they share. Measured, never copied: the examples'
 * sentences themselves are not reused.
 */
export interface VoiceStyle {
  /** short: under ~150 characters on average; long: over ~600; else medium. Undefined without examples. */
  length?: "short" | "medium" | "long";
  /** none: no example uses emoji; many: about one emoji per 60 characters or more. Undefined without examples. */
  emoji?: "none" | "some" | "many";
  /** The last line every example ends with (two or more examples), or the single example's last line when it reads as a sign-off ("— Maria", "xo, the Clay & Co team"). */
  signOff?: string;
  /** The seller's words to work in, in their order. */
  alwaysWords: string[];
  about?: string;
}

const EMOJI = /\p{Extended_Pictographic}/gu;
/** A last line that reads as a signature: a dash, "xo", "love", "cheers", "with love" or a short name line. */
const SIGN_OFF =
  /^(?:[—–-]\s*\S|(?:xo|xoxo|love|cheers|thanks|with love|warmly|besos|bisous|liebe grüße|grüße|saludos|un abrazo)\b)/iu;
const SIGN_OFF_MAX = 60;

export function voiceStyleOf(voice: BrandVoice | undefined): VoiceStyle {
  const examples = voice?.examplePosts ?? [];
  const style: VoiceStyle = { alwaysWords: voice?.alwaysWords ?? [], about: voice?.about };
  if (examples.length === 0) return style;
  const average = examples.reduce((sum, post) => sum + post.length, 0) / examples.length;
  style.length = average < 150 ? "short" : average > 600 ? "long" : "medium";
  const emoji = examples.reduce((sum, post) => sum + (post.match(EMOJI)?.length ?? 0), 0);
  const characters = examples.reduce((sum, post) => sum + post.length, 0);
  style.emoji = emoji === 0 ? "none" : emoji * 60 >= characters ? "many" : "some";
  style.signOff = sharedSignOff(examples);
  return style;
}

function lastLine(post: string): string {
  const lines = post.trim().split(/\n+/);
  return (lines[lines.length - 1] ?? "").trim();
}

function sharedSignOff(examples: readonly string[]): string | undefined {
  const lasts = examples.map(lastLine);
  const first = lasts[0];
  if (!first || first.length > SIGN_OFF_MAX || /#/.test(first)) return undefined;
  // Only a line that is not the whole post: a one-line example has no sign-off.
  if (examples.some((post) => !post.trim().includes("\n"))) return undefined;
  if (lasts.length >= 2) return lasts.every((line) => line === first) ? first : undefined;
  return SIGN_OFF.test(first) ? first : undefined;
}

/** Emoji (not ©, ® or ™, a brand's marks), with their modifiers and joiners; flags; keycaps. */
const EMOJI_SEQUENCE =
  /(?:(?![©®™])\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\uFE0F|\p{Emoji_Modifier}|\u200D(?:(?![©®™])\p{Extended_Pictographic}))*\uFE0F?|[0-9#*]\uFE0F?\u20E3/gu;

/** Caption text without emoji, for sellers whose examples use none; spaces and blank lines tidied. */
export function withoutEmoji(text: string): string {
  return text
    .replace(EMOJI_SEQUENCE, "")
    .split("\n")
    .map((line) => line.replace(/[ \t]{2,}/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
