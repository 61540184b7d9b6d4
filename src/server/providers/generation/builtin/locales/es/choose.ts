import type { Ctx } from "./generation";
import { say } from "./generation";

/**
 * Which sentences a caption draws, and from which sections (cf. ../../social/choose.ts): hooks
 * by tone then register, facts by what the seller told us, "who and what for" lines spread over
 * the captions, a care tip for educational posts and a banner for launches and events.
 */

export function hookSections(ctx: Ctx, prefix: "hook" | "tt.hook"): string[] {
  const { gen, rng } = ctx;
  const range = gen.subject.mode === "range" ? [`${prefix}.range`] : [];
  const own = prefix === "hook" ? [`hook.${gen.tone.key}`] : [];
  const register = `${prefix}.${gen.tone.register}`;
  const pools = rng.chance(0.6) ? [...own, register] : [register, ...own];
  return [
    ...range,
    ...pools,
    `${prefix}.plain`,
    `${prefix}.warm`,
    `${prefix}.fun`,
    "hook.plain",
    "hook.warm",
  ];
}

/** The text names the product: its head noun appears in it. */
export function namesSubject(ctx: Ctx, text: string | undefined): boolean {
  if (!text) return false;
  const head = (ctx.gen.subject.name.split(/\s+/)[0] ?? "").toLowerCase();
  return head.length > 0 && text.toLowerCase().includes(head);
}

export function intro(ctx: Ctx, hook: string | undefined): string | undefined {
  if (namesSubject(ctx, hook)) return undefined;
  return say(
    ctx,
    ctx.gen.subject.mode === "range" ? ["intro.range", "detail.range"] : ["intro", "hook.plain"],
  );
}

function detailSections(ctx: Ctx, before: readonly (string | undefined)[]): string[][] {
  const { subject, slots } = ctx.gen;
  if (subject.mode === "range") return [["detail.range"]];
  const said = before.join(" ").toLowerCase();
  const named = (value: string | undefined) => !value || said.includes(value.toLowerCase());
  const kinds: string[][] = [];
  if (subject.condition) kinds.push([`detail.condition.${subject.condition}`]);
  const colourNamed = named(slots.color);
  const materialNamed = named(slots.material);
  if (slots.materiales && !materialNamed) kinds.push(["detail.materials"]);
  else if (slots.material && slots.color && !materialNamed && !colourNamed)
    kinds.push(["detail.materialColour", "detail.material", "detail.colour"]);
  else if (slots.material && !materialNamed) kinds.push(["detail.material"]);
  if (slots.color && !colourNamed && !kinds.some((kind) => kind.includes("detail.materialColour")))
    kinds.push(["detail.colour"]);
  if (slots.medidas && !named(slots.medidas)) kinds.push(["detail.specs"]);
  // "cuaderno hecho a mano" says it already.
  if (subject.handmade && !/a mano|artesan/i.test(subject.name)) kinds.push(["detail.handmade"]);
  if (kinds.length === 0) kinds.push(["detail.plain"]);
  return kinds;
}

export function details(ctx: Ctx, count: number, before: readonly (string | undefined)[] = []): string[] {
  const [first, ...rest] = detailSections(ctx, before);
  const order = first ? [first, ...ctx.rng.shuffle(rest)] : [];
  const found: string[] = [];
  for (const sections of order) {
    if (found.length >= count) break;
    const sentence = say(ctx, sections);
    if (sentence) found.push(sentence);
  }
  return found;
}

const EXTRA_KIND_MAX = 2;

/** "Who and what for" lines (audience, gift, origin), each kind in at most two captions. */
export function extras(ctx: Ctx, count: number, kinds = ["audience", "gift", "origin"]): string[] {
  const { extrasUsed } = ctx.gen;
  const found: string[] = [];
  const open = kinds.filter(
    (kind) => (extrasUsed.get(kind) ?? 0) < EXTRA_KIND_MAX && !(ctx.gen.giftAudience && kind === "gift"),
  );
  for (const section of ctx.rng.shuffle(open)) {
    if (found.length >= count) break;
    const sentence = say(ctx, section);
    if (!sentence) continue;
    extrasUsed.set(section, (extrasUsed.get(section) ?? 0) + 1);
    found.push(sentence);
  }
  return found;
}

export function isEducational(ctx: Ctx): boolean {
  return ctx.gen.tone.key === "educational" || ctx.gen.goal.key === "education";
}

/** An educational generation's care tip (from the material), said once. */
export function tip(ctx: Ctx): string | undefined {
  const { gen } = ctx;
  if (!isEducational(ctx) || gen.tipGiven) return undefined;
  const text = say(ctx, "tip");
  if (text) gen.tipGiven = true;
  return text;
}

export function banner(ctx: Ctx): string | undefined {
  const { gen } = ctx;
  if (!gen.goal.banner) return undefined;
  const text = say(ctx, `banner.${gen.goal.key}`);
  if (!text) return undefined;
  if (gen.noEmoji || gen.tone.emojiLevel === 0) return /[.!?]$/.test(text) ? text : `${text}.`;
  const mark = gen.goal.key === "launch" ? "✨" : "📅";
  return `${mark} ${text} ${mark}`;
}
