import type { SocialPlatform } from "../../../../../domain/platforms";
import type { BusinessProfile } from "../businesses";
import { loadPhrasebook, type Phrasebook, type Said, type Slots } from "../phrasebook/phrasebook";
import type { Rng } from "../rng";
import type { AudienceProfile, GoalProfile, ToneProfile } from "../vocabulary";
import { fitSentence } from "./context";
import type { Subject } from "./subject";

/**
 * What every platform writer of one generation shares: the phrasebook, what the generation has
 * already said (no sentence twice across its captions), the subject, who is speaking and to whom,
 * and the seller's context sentences (each quoted once, by the first caption with room for it).
 */
export interface Generation {
  book: Phrasebook;
  said: Said;
  subject: Subject;
  brand?: string;
  tone: ToneProfile;
  goal: GoalProfile;
  audience?: AudienceProfile;
  business: BusinessProfile;
  url?: string;
  domain?: string;
  /** The seller's context sentences not yet quoted by any caption. */
  contexts: string[];
  /** A heart in the product's colour ("❤️" for red), or a neutral one. */
  heart: string;
  /** Every slot value of the generation. */
  slots: Slots;
  /** The kinds of tip an educational generation has given already ("care", "business"). */
  tipsGiven: Set<string>;
  /** Every sentence of three words or more the generation has said, normalised. */
  sentences: Set<string>;
  /** How many captions used each kind of "who and what for" sentence (use, gift, origin…). */
  extrasUsed: Map<string, number>;
}

/** One caption being written. */
export interface Ctx {
  gen: Generation;
  rng: Rng;
  platform: SocialPlatform;
  /** This caption's own hashtags (already within its cap). */
  tags: string[];
  /** The clauses this caption has said (a clause said twice in one caption reads as a template). */
  clauses: Set<string>;
  /** Slots this caption fills its own way (each caption leads with a different use). */
  local: Slots;
}

export type PlatformWriter = (ctx: Ctx) => string;

let cached: Phrasebook | undefined;

/** The social phrasebook (data/social.json), validated on first use. */
export function socialPhrasebook(): Phrasebook {
  cached ??= loadPhrasebook("social");
  return cached;
}

/**
 * One sentence from the first of `sections` that has an unused template with all its slots
 * filled; undefined when none has. `extra` adds or overrides slots for this sentence.
 */
export function say(ctx: Ctx, sections: string | readonly string[], extra?: Slots): string | undefined {
  const { gen, rng } = ctx;
  const slots = { ...gen.slots, ...ctx.local, ...extra };
  for (let attempt = 0; attempt < 4; attempt++) {
    const text = gen.book.pick(sections, slots, rng, gen.said);
    if (!text) return undefined;
    if (fresh(ctx, text)) return text;
  }
  return undefined;
}

/** A sentence the code writes itself, kept only if neither the generation nor the caption said it. */
export function own(ctx: Ctx, sentence: string | undefined): string | undefined {
  if (!sentence) return undefined;
  if (ctx.gen.said.has(sentence) || !fresh(ctx, sentence)) return undefined;
  ctx.gen.said.add(sentence);
  return sentence;
}

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;
const CONNECTIVES = new Set(["and", "or", "but", "plus", "so", "also"]);
/** Clauses of three words or more are a template's fingerprint; shorter ones may recur. */
const CLAUSE_WORDS = 3;

/**
 * True, and the text recorded, when none of its sentences was said anywhere in the generation
 * (two templates may share a sentence: "Guess who’s ready for their close-up?"), none of its
 * sentences in this caption, and none of its clauses of three words or more in this caption
 * ("a deep red mug" twice in one caption).
 */
function fresh(ctx: Ctx, text: string): boolean {
  const all = text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => (sentence.toLowerCase().replace(/[’‘]/g, "'").match(WORD) ?? []).join(" "))
    .filter(Boolean);
  const sentences = all.filter((key) => key.split(" ").length >= CLAUSE_WORDS);
  if (sentences.some((key) => ctx.gen.sentences.has(key))) return false;
  // Within one caption even a short sentence may not come twice ("New here? … New here?").
  if (all.some((key) => ctx.clauses.has(`sentence:${key}`))) return false;
  const keys: string[] = [];
  for (const clause of text.split(/[.!?…;:,\n]+|\s[–—-]\s/)) {
    const words = clause.toLowerCase().replace(/[’‘]/g, "'").match(WORD) ?? [];
    while (words.length > 0 && CONNECTIVES.has(words[0] as string)) words.shift();
    if (words.length >= CLAUSE_WORDS) keys.push(words.join(" "));
  }
  if (keys.some((key) => ctx.clauses.has(key))) return false;
  for (const key of keys) ctx.clauses.add(key);
  for (const key of all) ctx.clauses.add(`sentence:${key}`);
  for (const key of sentences) ctx.gen.sentences.add(key);
  return true;
}

/** The next of the seller's context sentences that fits in `max` characters, quoted once. */
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
