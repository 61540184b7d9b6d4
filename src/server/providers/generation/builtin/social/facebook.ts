import { hashtagLine } from "../hashtags";
import { capitalise, lines, wordCount } from "../text";
import { banner, details, extras, hookSections, intro, tip } from "./choose";
import { withEmoji } from "./emoji";
import { nextContext, type PlatformWriter, say } from "./generation";

const MIN_WORDS = 40;
const capitaliseFirst = (text: string | undefined) => (text ? capitalise(text) : text);
const MAX_WORDS = 120;

/**
 * Facebook: a warm post of 40–120 words in short paragraphs, the link where there is one, and a
 * question at the end to start the comments.
 */
export const facebook: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  // Casual hooks are written lowercase for Instagram and TikTok; a Facebook post starts as a sentence.
  const hook = withEmoji(ctx, capitaliseFirst(say(ctx, hookSections(ctx, "hook"))));
  const named = intro(ctx, hook);
  const facts = [named, ...details(ctx, 2, [hook, named])].filter((line): line is string => Boolean(line));
  const more = extras(ctx, 2, undefined, [hook, ...facts]);
  const context = nextContext(ctx, 220);
  const advice = tip(ctx);
  const cta = gen.url
    ? say(ctx, [`cta.link.${gen.goal.key}`, "cta.link.general"])
    : say(ctx, [`cta.nolink.${gen.goal.key}`, "cta.nolink.general"]);
  const question =
    say(ctx, [`question.${gen.goal.key}`, "question.general"]) ??
    (gen.said.has("What do you think?") ? "Thoughts?" : "What do you think?");
  const tags = ctx.tags.length ? hashtagLine(ctx.tags) : undefined;

  const opening = [banner(ctx), hook, ...facts];
  let middle = [...more, context, advice];
  const assemble = () =>
    lines(
      opening.filter(Boolean).join(" "),
      "",
      middle.filter(Boolean).join(" ") || undefined,
      "",
      cta,
      "",
      withEmoji(ctx, question),
      "",
      tags,
    );
  const words = () => wordCount(assemble().replace(/#\S+/g, ""));
  // Aim for 40–120 words: add a warm line or two when short, drop detail when long.
  for (let tries = 0; words() < MIN_WORDS && tries < 3; tries++) {
    const extra =
      say(ctx, [`fb.extra.${gen.tone.register}`, "fb.extra.warm", "fb.extra.plain"]) ?? extras(ctx, 1)[0];
    if (!extra) break;
    middle = [...middle, extra];
  }
  while (words() > MAX_WORDS && middle.some(Boolean)) middle = middle.filter(Boolean).slice(0, -1);
  while (words() > MAX_WORDS && opening.length > 2) opening.pop();
  return assemble();
};
