import type { SocialPlatform } from "../../../domain/platforms";

/**
 * Where each network folds a long post in its feed behind a "more" link. The networks publish few
 * of these figures and move them now and then; the preview only needs to show roughly what a
 * follower sees before tapping.
 */
export interface CaptionFold {
  /** Characters shown before the fold; null: the whole post shows. */
  chars: number | null;
  /** Lines shown before the fold (line breaks the seller typed); null: no line limit. */
  lines: number | null;
  /** The network's own word for it. */
  more: string;
}

export const captionFolds: Record<SocialPlatform, CaptionFold> = {
  // Instagram Help Center: feed shows the first lines; keep captions to 125 characters to show in full.
  instagram: { chars: 125, lines: 3, more: "more" },
  // Facebook collapses feed posts behind "See more" after about 480 characters (fewer on phones).
  facebook: { chars: 480, lines: 5, more: "See more" },
  // X shows a whole 280-character post; there is no fold.
  twitter: { chars: null, lines: null, more: "more" },
  // LinkedIn folds after about 210 characters or three lines ("…see more").
  linkedin: { chars: 210, lines: 3, more: "see more" },
  // Pinterest shows only the first 50–60 characters of a description under a Pin in the feed.
  pinterest: { chars: 60, lines: 2, more: "more" },
  // TikTok shows about 150 characters of a caption over the video before "more".
  tiktok: { chars: 150, lines: 2, more: "more" },
};

/** How far back from the fold a word break is looked for before cutting mid-word. */
const WORD_BREAK_WINDOW = 0.3;

/**
 * The part of `text` a network shows before its fold, and whether anything is hidden. Counts
 * characters as people see them (code points), and breaks between words where it can.
 */
export function foldCaption(text: string, fold: CaptionFold): { shown: string; folded: boolean } {
  const whole = text.trimEnd();
  let shown = whole;
  if (fold.lines !== null) shown = shown.split("\n").slice(0, fold.lines).join("\n");
  const chars = Array.from(shown);
  if (fold.chars !== null && chars.length > fold.chars) {
    const cut = chars.slice(0, fold.chars).join("");
    const lastBreak = cut.search(/\s\S*$/u);
    shown = lastBreak > fold.chars * (1 - WORD_BREAK_WINDOW) ? cut.slice(0, lastBreak) : cut;
  }
  shown = shown.trimEnd();
  return { shown, folded: shown.length < whole.length };
}

export type CaptionToken = { kind: "text" | "hashtag" | "link" | "mention"; text: string };

/** A link; or a #tag or @name that starts a word (not the "@" of an e-mail address). */
const TOKEN =
  /(https?:\/\/\S+|(?<![\p{L}\p{N}_])#[\p{L}\p{N}_]+|(?<![\p{L}\p{N}_])@[\p{L}\p{N}_](?:[\p{L}\p{N}_.]*[\p{L}\p{N}_])?)/gu;

/** The caption split into plain text and the parts networks show as links: hashtags, links, @names. */
export function captionTokens(text: string): CaptionToken[] {
  const tokens: CaptionToken[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    if (start > last) tokens.push({ kind: "text", text: text.slice(last, start) });
    const value = match[0];
    const kind = value.startsWith("#") ? "hashtag" : value.startsWith("@") ? "mention" : "link";
    tokens.push({ kind, text: value });
    last = start + value.length;
  }
  if (last < text.length) tokens.push({ kind: "text", text: text.slice(last) });
  return tokens;
}
