import { type SocialPlatform, socialPlatforms } from "../../../../../../domain/platforms";
import type { Rng } from "../../rng";
import type { VoiceStyle } from "../../voice-style";
import { afterColon, joinList } from "./grammar";
import { PINTEREST_MAX, weighted } from "./platforms";
import { looksSpanish } from "./subject";

/**
 * The seller's brand voice on finished Spanish captions: every always-word worked in once
 * (a short "what we are" line, in the first caption with room for it), the "about us" quoted once
 * (Facebook, else LinkedIn), and the sign-off the seller's examples share, where it fits.
 */

const ALWAYS_LINES: readonly ((words: string) => string)[] = [
  (words) => `Nuestra esencia: ${words}.`,
  (words) => `Lo que nos define: ${words}.`,
  (words) => `Así somos: ${words}.`,
  (words) => `En pocas palabras: ${words}.`,
];

/** Whether the caption says the word (case-insensitive, as a word). */
export function says(text: string, word: string): boolean {
  const escaped = word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").test(text);
}

/** The line, before the caption's closing hashtag block (or at the end when it has none). */
export function beforeHashtags(caption: string, line: string): string {
  const blocks = caption.split("\n\n");
  const last = blocks[blocks.length - 1] ?? "";
  if (blocks.length > 1 && /^#\S/.test(last.trim())) {
    return [...blocks.slice(0, -1), line, last].join("\n\n");
  }
  return `${caption}\n\n${line}`;
}

function fits(platform: SocialPlatform, caption: string): boolean {
  if (platform === "twitter") {
    const body = caption.replace(/\n\n#[^\n]*$/, "");
    return weighted(body) <= 230 && weighted(caption) <= 280;
  }
  if (platform === "pinterest") return caption.length <= PINTEREST_MAX;
  return true;
}

/** Adds `line` to the first caption (in `order`) where it fits; false when none has room. */
function addToFirst(
  captions: Partial<Record<SocialPlatform, { caption: string }>>,
  order: readonly SocialPlatform[],
  line: string,
): boolean {
  for (const platform of order) {
    const entry = captions[platform];
    if (!entry) continue;
    let candidate = beforeHashtags(entry.caption, line);
    if (!fits(platform, candidate) && platform === "twitter") {
      // On X the hashtags give way to the seller's own words.
      candidate = `${entry.caption.replace(/\n\n#[^\n]*$/, "")}\n\n${line}`;
    }
    if (fits(platform, candidate)) {
      entry.caption = candidate;
      return true;
    }
  }
  return false;
}

const ORDER: readonly SocialPlatform[] = [
  "instagram",
  "facebook",
  "linkedin",
  "tiktok",
  "pinterest",
  "twitter",
];

export function applySocialVoice(
  captions: Partial<Record<SocialPlatform, { caption: string }>>,
  style: VoiceStyle,
  rng: Rng,
): void {
  const everything = () =>
    Object.values(captions)
      .map((entry) => entry?.caption ?? "")
      .join("\n");
  if (style.about) {
    const about = style.about.trim().replace(/\s+/g, " ");
    const quoted = `Sobre nosotros: ${afterColon(/[.!?…]$/.test(about) ? about : `${about}.`)}`;
    if (looksSpanish(about)) addToFirst(captions, ["facebook", "linkedin", "instagram"], quoted);
  }
  const missing = style.alwaysWords.filter((word) => !says(everything(), word));
  if (missing.length > 0) {
    const line = rng.pick(ALWAYS_LINES)(joinList(missing));
    if (!addToFirst(captions, ORDER, line)) {
      // No caption has room for all of them: one word per caption, wherever each fits.
      for (const word of missing) addToFirst(captions, ORDER, rng.pick(ALWAYS_LINES)(word));
    }
  }
  if (style.signOff) {
    for (const platform of socialPlatforms) {
      const entry = captions[platform];
      if (!entry || entry.caption.includes(style.signOff)) continue;
      const candidate = beforeHashtags(entry.caption, style.signOff);
      if (fits(platform, candidate)) entry.caption = candidate;
    }
  }
}

/** A listing description with the always-words it lacks and, for Etsy and Shopify, the about. */
export function listingVoice(description: string, style: VoiceStyle, withAbout: boolean, rng: Rng): string {
  let text = description;
  if (withAbout && style.about && looksSpanish(style.about)) {
    const about = style.about.trim().replace(/\s+/g, " ");
    text = `${text}\n\nSobre nosotros: ${afterColon(/[.!?…]$/.test(about) ? about : `${about}.`)}`;
  }
  const missing = style.alwaysWords.filter((word) => !says(text, word));
  if (missing.length) text = `${text}\n\n${rng.pick(ALWAYS_LINES)(joinList(missing))}`;
  return text;
}
