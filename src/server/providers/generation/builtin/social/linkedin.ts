import { hashtagLine } from "../hashtags";
import { lines } from "../text";
import { details, sizeWeighted, tip } from "./choose";
import { nextContext, own, type PlatformWriter, say } from "./generation";

/**
 * LinkedIn: a business angle in short paragraphs — an opener in the tone's professional voice,
 * what the product is, why it matters to buyers or the trade, the seller's own words, and a close
 * that fits the goal (no fixed sign-off) — with no emoji and three to five hashtags.
 */
export const linkedin: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const goal = gen.goal.key;
  const opener =
    (goal === "launch" || goal === "event" ? say(ctx, `li.open.${goal}`) : undefined) ??
    say(ctx, sizeWeighted(ctx, [`li.open.${gen.tone.key}`, "li.open"]));
  const story =
    gen.subject.mode === "range" ? say(ctx, ["li.storyRange", "detail.range"]) : say(ctx, "li.story");
  const facts = gen.subject.mode === "range" ? [] : details(ctx, 2, [story]);
  const value = say(ctx, "li.value");
  const audience = gen.audience ? say(ctx, "li.audience") : undefined;
  const context = [nextContext(ctx, 220), nextContext(ctx, 220)].filter(Boolean).join(" ");
  const advice = tip(ctx);
  const close = gen.url
    ? say(ctx, [`li.closeLink.${goal}`, "li.closeLink.general"])
    : say(ctx, [`li.close.${goal}`, "li.close.general"]);
  const tags = ctx.tags.length ? hashtagLine(ctx.tags) : undefined;
  return lines(
    opener ?? own(ctx, gen.brand ? `A note from ${gen.brand}.` : "A short note from our side."),
    "",
    [story, ...facts].filter(Boolean).join(" ") || undefined,
    "",
    [value, audience].filter(Boolean).join(" ") || undefined,
    "",
    context || undefined,
    "",
    advice,
    "",
    close,
    "",
    tags,
  );
};
