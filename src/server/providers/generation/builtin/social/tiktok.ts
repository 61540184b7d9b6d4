import { hashtagLine } from "../hashtags";
import { lines, lowerFirst } from "../text";
import { banner, details, extras, hookSections, intro, tip } from "./choose";
import { withEmoji } from "./emoji";
import { nextContext, type PlatformWriter, say } from "./generation";

/**
 * TikTok: the hook comes first and carries the post — then short lines (what it is, what it is
 * for, the seller's words), a call to action or a question, and five hashtags.
 */
export const tiktok: PlatformWriter = (ctx) => {
  const { gen, rng } = ctx;
  const hook = withEmoji(ctx, say(ctx, hookSections(ctx, "tt.hook")));
  const named = intro(ctx, hook);
  const fact = say(ctx, "tt.detail") ?? details(ctx, 1, [hook, named])[0];
  const more = extras(ctx, 1, ["use", "audience", "gift"]);
  const context = nextContext(ctx, 100);
  const advice = tip(ctx);
  const cta = say(ctx, [`cta.bio.${gen.goal.key}`, "cta.bio.general"]);
  const question = rng.chance(0.6) ? say(ctx, [`question.${gen.goal.key}`, "question.general"]) : undefined;
  const heart = gen.tone.emojiLevel > 0 ? ` ${gen.heart}` : "";
  const body = [
    banner(ctx)?.toUpperCase(),
    hook,
    named,
    fact ? `${fact}${heart}` : undefined,
    ...more,
    context,
    advice,
    cta,
    question ? withEmoji(ctx, question) : undefined,
  ].filter((line): line is string => Boolean(line));
  // A thin post still reads as TikTok: the hook, then at least a few short lines.
  if (body.length < 4) {
    for (const line of [...details(ctx, 2, [hook, fact]), ...extras(ctx, 2)]) {
      if (body.length >= 4) break;
      body.splice(body.length - 1, 0, line);
    }
  }
  const text = (gen.tone.lowercase ? body.map((line) => lowerFirst(line)) : body).join("\n");
  return lines(text, "", hashtagLine(ctx.tags));
};
