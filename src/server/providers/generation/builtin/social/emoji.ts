import type { Ctx } from "./generation";

/** Any emoji: a line that has one gets no other. */
const EMOJI = /\p{Extended_Pictographic}/u;

/** A tone-matching emoji, or "" for tones that use none. */
export function emoji(ctx: Ctx): string {
  const { gen, rng } = ctx;
  if (gen.tone.emojiLevel === 0) return "";
  return rng.pick([...gen.tone.emoji, gen.heart]);
}

/** The line with an emoji after it, unless the tone uses none or the line has one already. */
export function withEmoji(ctx: Ctx, line: string | undefined): string | undefined {
  if (!line || EMOJI.test(line)) return line;
  const mark = emoji(ctx);
  return mark ? `${line} ${mark}` : line;
}
