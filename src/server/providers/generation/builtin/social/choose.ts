import { capitalise } from "../text";
import { type Ctx, say } from "./generation";

/**
 * Which sentences a caption draws, and from which phrasebook sections: hooks by tone, facts by
 * what the seller told us, "who and what for" lines spread over the captions, tips for
 * educational posts and banners for launches and events.
 */

/**
 * The sections a hook is drawn from, most specific first: the tone's own shapes and its
 * register's shared ones (in an order drawn per caption, so neither pool always wins), then the
 * plain pool; a range subject tries its general shapes first.
 */
export function hookSections(ctx: Ctx, prefix: "hook" | "tt.hook" | "x.hook"): string[] {
  const { gen } = ctx;
  const base = prefix === "x.hook" ? "hook" : prefix;
  const pools = sizeWeighted(ctx, [`${base}.${gen.tone.key}`, `${prefix}.${gen.tone.register}`]);
  const range = gen.subject.mode === "range" ? [`${base}.range`] : [];
  return [...range, ...pools, `${base}.plain`, `${base}.warm`, `${base}.fun`, `${base}.range`];
}

/**
 * Sections in an order drawn in proportion to their sizes, so that a template is about as
 * likely to lead as any template of the other sections (a small pool does not win half the time).
 */
export function sizeWeighted(ctx: Ctx, sections: readonly string[]): string[] {
  const { book } = ctx.gen;
  const left = sections.filter((section) => book.has(section));
  const order: string[] = [];
  while (left.length > 0) {
    const sizes = left.map((section) => book.templates(section).length);
    let draw = ctx.rng.next() * sizes.reduce((sum, size) => sum + size, 0);
    let index = 0;
    while (index < left.length - 1 && draw >= (sizes[index] as number)) {
      draw -= sizes[index] as number;
      index++;
    }
    order.push(...left.splice(index, 1));
  }
  return order;
}

/** The text names the product (or, for a range, the range) the generation is about. */
export function namesSubject(ctx: Ctx, text: string | undefined): boolean {
  if (!text) return false;
  const { subject } = ctx.gen;
  const words = subject.mode === "range" ? subject.slots.range : subject.name;
  if (!words) return true;
  // The name's last word ("mug" in "stoneware mug", "earrings"), as a word: not "smug".
  const last = (words.split(" ").pop() ?? words).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}])${last}`, "iu").test(text);
}

/** A short line naming the product, for a caption whose hook did not (an inspirational opener). */
export function intro(ctx: Ctx, hook: string | undefined): string | undefined {
  if (namesSubject(ctx, hook)) return undefined;
  return say(
    ctx,
    ctx.gen.subject.mode === "range" ? ["intro.range", "detail.range"] : ["intro", "hook.plain"],
  );
}

/**
 * The kinds of fact sentence this subject has material for, most telling first. Colour and
 * material are left out when `before` (what the caption said so far) already names them.
 */
export function detailSections(ctx: Ctx, before: readonly (string | undefined)[] = []): string[][] {
  const { subject } = ctx.gen;
  const { slots } = subject;
  const kinds: string[][] = [];
  if (subject.mode === "range") return [["detail.range"], ["detail.range"]];
  const said = before.join(" ").toLowerCase();
  const named = (value: string | undefined) => !value || said.includes(value.toLowerCase());
  const looksNamed = named(subject.colours[0]) && subject.materials.slice(0, 2).every(named);
  if (subject.condition) kinds.push([`detail.condition.${subject.condition}`]);
  if (looksNamed) {
    // The caption has shown the colour and material already.
  } else if (slots.materials) {
    kinds.push(["detail.materials"]);
    if (slots.colour) kinds.push(["detail.colour"]);
  } else if (slots.material && slots.colour) {
    kinds.push(["detail.materialColour", "detail.material", "detail.colour"]);
  } else if (slots.material) kinds.push(["detail.material"]);
  else if (slots.colour) kinds.push(["detail.colour"]);
  if (slots.details && !named(slots.details)) kinds.push(["detail.specs"]);
  if (slots.handmade) kinds.push(["detail.handmade"]);
  if (slots.features) kinds.push(["detail.features"]);
  // Nothing more to tell than the name: one plain line, never filler after the facts were shown.
  if (kinds.length === 0 && !subject.colours.length && !subject.materials.length)
    kinds.push(["detail.plain"]);
  return kinds;
}

/**
 * Up to `count` fact sentences, the most telling kinds first (some shuffling past the first),
 * saying nothing `before` has said already.
 */
export function details(ctx: Ctx, count: number, before: readonly (string | undefined)[] = []): string[] {
  const kinds = detailSections(ctx, before);
  const [first, ...rest] = kinds;
  const order = first ? [first, ...ctx.rng.shuffle(rest)] : [];
  const found: string[] = [];
  for (const sections of order) {
    if (found.length >= count) break;
    const sentence = say(ctx, sections);
    if (sentence) found.push(sentence);
  }
  return found;
}

/** A kind of "who and what for" sentence appears in at most this many captions of a generation. */
const EXTRA_KIND_MAX = 2;

/**
 * Up to `count` "who and what for" sentences (use, audience, gift, occasion, origin), each kind
 * in at most two captions of the generation, so the six captions do not all end on a gift idea.
 */
export function extras(
  ctx: Ctx,
  count: number,
  kinds = ["use", "audience", "gift", "occasion", "origin"],
  before: readonly (string | undefined)[] = [],
) {
  const { extrasUsed, brand } = ctx.gen;
  const found: string[] = [];
  // A caption that has named the brand does not sign it again ("From all of us at …").
  const named = brand !== undefined && before.some((text) => text?.includes(brand));
  const usable = kinds.filter((kind) => !(named && kind === "origin"));
  const open = usable.filter((kind) => (extrasUsed.get(kind) ?? 0) < EXTRA_KIND_MAX);
  for (const section of [...ctx.rng.shuffle(open), ...usable.filter((kind) => !open.includes(kind))]) {
    if (found.length >= count) break;
    const sentence = say(ctx, section);
    if (!sentence) continue;
    const kind = section.replace(/^pin\./, "");
    extrasUsed.set(kind, (extrasUsed.get(kind) ?? 0) + 1);
    found.push(sentence);
  }
  return found;
}

/**
 * An educational post's tip: the product's care advice in the first caption that asks, the
 * business's general tip in the next; each said once per generation, not in every caption.
 */
export function tip(ctx: Ctx): string | undefined {
  const { gen } = ctx;
  if (!isEducational(ctx)) return undefined;
  for (const kind of ["care", "business"] as const) {
    if (gen.tipsGiven.has(kind)) continue;
    const text = say(ctx, kind === "care" ? "tip" : "tip.business");
    if (text) {
      gen.tipsGiven.add(kind);
      return text;
    }
  }
  return undefined;
}

export function isEducational(ctx: Ctx): boolean {
  return ctx.gen.tone.key === "educational" || ctx.gen.goal.key === "education";
}

/** A banner line above the hook for launches and events ("✨ Just dropped ✨", or "Just dropped."). */
export function banner(ctx: Ctx): string | undefined {
  const { gen } = ctx;
  if (!gen.goal.banner) return undefined;
  const text = say(ctx, `banner.${gen.goal.key}`);
  if (!text) return undefined;
  if (gen.tone.emojiLevel === 0) return `${capitalise(text)}.`;
  const mark = gen.goal.key === "launch" ? "✨" : "📅";
  return `${mark} ${text} ${mark}`;
}
