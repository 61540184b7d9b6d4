import { hashtagLine } from "../hashtags";
import { lines, lowerFirst } from "../text";
import { banner, details, extras, hookSections, intro, tip } from "./choose";
import { withEmoji } from "./emoji";
import { nextContext, type PlatformWriter, say } from "./generation";

/**
 * Instagram: a scroll-stopping first line, short lines with breaks, emoji that match the tone,
 * a call to action pointing to the bio (caption links are not clickable), five hashtags at the end.
 */
export const instagram: PlatformWriter = (ctx) => {
  const { gen, rng } = ctx;
  const lower = (text: string | undefined) => (text && gen.tone.lowercase ? lowerFirst(text) : text);
  const hook = withEmoji(ctx, lower(say(ctx, hookSections(ctx, "hook"))));
  const named = intro(ctx, hook);
  const facts = [named, ...details(ctx, named ? 1 : 2, [hook, named])].filter(Boolean);
  const more = extras(ctx, facts.length === 0 || rng.chance(0.5) ? 2 : 1, undefined, [hook, ...facts]);
  const context = nextContext(ctx, 160);
  const advice = tip(ctx);
  const cta = say(ctx, [`cta.bio.${gen.goal.key}`, "cta.bio.general"]);
  const arrow = gen.tone.emojiLevel > 0 ? "👉 " : "";
  const signOff = rng.chance(0.5) ? say(ctx, `signoff.${gen.tone.key}`) : undefined;
  return lines(
    banner(ctx),
    hook,
    "",
    facts.join(" ") || undefined,
    more.join(" ") || undefined,
    context ? (gen.tone.emojiLevel > 0 ? `✨ ${context}` : context) : undefined,
    advice,
    "",
    cta ? `${arrow}${cta}` : undefined,
    signOff,
    "",
    hashtagLine(ctx.tags),
  );
};
