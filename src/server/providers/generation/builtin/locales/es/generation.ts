import type { SocialPlatform } from "../../../../../../domain/platforms";
import type { Rng } from "../../rng";
import { fitSentence } from "../../social/context";
import type { GoalProfile, ToneProfile } from "../../vocabulary";
import type { VoiceStyle } from "../../voice-style";
import type { Said, Slots, SpanishPhrasebook } from "./phrasebook";
import type { SpanishSubject } from "./subject";

/** What every caption of one Spanish generation shares (cf. ../../social/generation.ts). */
export interface Generation {
  book: SpanishPhrasebook;
  said: Said;
  subject: SpanishSubject;
  slots: Slots;
  tone: ToneProfile;
  goal: GoalProfile;
  brand?: string;
  url?: string;
  /** Whether an audience was named (who the post is for). */
  hasAudience: boolean;
  /** The audience is gift buyers: a "looking for a gift?" line would say it twice. */
  giftAudience: boolean;
  /** The seller's context sentences in Spanish, not yet quoted. */
  contexts: string[];
  style: VoiceStyle;
  /** No emoji at all: the seller's examples use none, or the tone uses none. */
  noEmoji: boolean;
  /** Fewer optional lines: the seller's examples are short. */
  brief: boolean;
  heart: string;
  tipGiven: boolean;
  /** Sentences of three words or more said anywhere in the generation, normalised. */
  sentences: Set<string>;
  extrasUsed: Map<string, number>;
}

export interface Ctx {
  gen: Generation;
  rng: Rng;
  platform: SocialPlatform;
  tags: string[];
  clauses: Set<string>;
}

export type PlatformWriter = (ctx: Ctx) => string;

/** One sentence from the first section that has an unused, fitting template; undefined if none. */
export function say(ctx: Ctx, sections: string | readonly string[], extra?: Slots): string | undefined {
  const { gen, rng } = ctx;
  return gen.book.pick(sections, { ...gen.slots, ...extra }, gen.subject.agreement, rng, gen.said, (text) =>
    fresh(ctx, text),
  );
}

/** A sentence the code writes itself, kept only when nothing in the generation said it. */
export function own(ctx: Ctx, sentence: string | undefined): string | undefined {
  if (!sentence || ctx.gen.said.has(sentence) || !fresh(ctx, sentence)) return undefined;
  ctx.gen.said.add(sentence);
  return sentence;
}

const WORD = /[\p{L}\p{N}]+/gu;
const CONNECTIVES = new Set(["y", "o", "pero", "e", "ni", "también"]);
const CLAUSE_WORDS = 3;

function keyOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * True, and recorded, when no sentence of the text was said in the generation, none in this
 * caption, and no clause of three words or more in this caption.
 */
export function fresh(ctx: Ctx, text: string): boolean {
  const all = text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => keyOf(sentence).join(" "))
    .filter(Boolean);
  const long = all.filter((key) => key.split(" ").length >= CLAUSE_WORDS);
  if (long.some((key) => ctx.gen.sentences.has(key))) return false;
  if (all.some((key) => ctx.clauses.has(`sentence:${key}`))) return false;
  const keys: string[] = [];
  for (const clause of text.split(/[.!?…;:,\n¿¡]+|\s[–—-]\s/)) {
    const words = keyOf(clause);
    while (words.length > 0 && CONNECTIVES.has(words[0] as string)) words.shift();
    if (words.length >= CLAUSE_WORDS) keys.push(words.join(" "));
  }
  if (keys.some((key) => ctx.clauses.has(key))) return false;
  for (const key of keys) ctx.clauses.add(key);
  for (const key of all) ctx.clauses.add(`sentence:${key}`);
  for (const key of long) ctx.gen.sentences.add(key);
  return true;
}

/** The next of the seller's (Spanish) context sentences that fits in `max` characters, quoted once. */
export function nextContext(ctx: Ctx, max: number): string | undefined {
  const { contexts } = ctx.gen;
  for (let index = 0; index < contexts.length; index++) {
    const fitted = fitSentence(contexts[index] as string, max);
    if (!fitted || ctx.gen.said.has(fitted) || !fresh(ctx, fitted)) continue;
    contexts.splice(index, 1);
    ctx.gen.said.add(fitted);
    return fitted;
  }
  return undefined;
}

const EMOJI = /\p{Extended_Pictographic}/u;

/** The line with a tone emoji after it, unless the generation uses none or the line has one. */
export function withEmoji(ctx: Ctx, line: string | undefined): string | undefined {
  const { gen, rng } = ctx;
  if (!line || gen.noEmoji || gen.tone.emojiLevel === 0 || EMOJI.test(line)) return line;
  return `${line} ${rng.pick([...gen.tone.emoji, gen.heart])}`;
}
