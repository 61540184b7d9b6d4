import { socialRules } from "../../../../../domain/platform-rules";
import { hashtagLine } from "../hashtags";
import { lines, titleCase } from "../text";
import { details, extras } from "./choose";
import { nextContext, own, type PlatformWriter, say } from "./generation";

/** Room under Pinterest's 500 characters for the normaliser's tidying. */
const PINTEREST_MAX = socialRules.pinterest.maxChars - 10;
const TITLE_MAX = socialRules.pinterest.maxTitleChars ?? 100;

/**
 * Pinterest: a search engine of ideas. A title-like first line (the product with its material,
 * colour and size), then a keyword-rich description — what it is, what it is for, the words
 * people search for it, who it suits — and a close that fits the goal, within 500 characters.
 */
export const pinterest: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const range = gen.subject.mode === "range";
  const title = pinTitle(ctx, range);
  // A title that gives the size and specs leaves them out of the description's first line.
  const plain = gen.slots.titleDetails && title.includes(gen.slots.titleDetails);
  const describe = range
    ? say(ctx, ["pin.describeRange", "detail.range"])
    : say(ctx, "pin.describe", plain ? { aDescribed: gen.slots.aThing } : undefined);
  const facts = range ? [] : details(ctx, 1, [title, describe]);
  const use = say(ctx, ["pin.use", "use"]);
  const search = say(ctx, "pin.search");
  const who = extras(ctx, 1, gen.audience ? ["pin.audience", "gift"] : ["gift", "occasion"], [
    title,
    describe,
  ]);
  const context = nextContext(ctx, 140);
  const close = say(ctx, [`pin.close.${gen.goal.key}`, "pin.close.general"]);
  const tags = ctx.tags.length ? hashtagLine(ctx.tags) : undefined;

  const build = (parts: (string | undefined)[]) =>
    lines(title, parts.filter(Boolean).join(" "), tags ? "" : undefined, tags);
  const options = [
    [describe, ...facts, use, search, ...who, context, close],
    [describe, ...facts, use, search, ...who, close],
    [describe, ...facts, use, search, close],
    [describe, use, search, close],
    [describe, use, close],
    [describe, close],
    [describe],
  ];
  for (const parts of options) {
    const text = build(parts);
    if (text.length <= PINTEREST_MAX) return text;
  }
  return lines(title, describe);
};

/** The pin's title line: a phrasebook shape that fits in 100 characters, else the product itself. */
function pinTitle(ctx: Parameters<PlatformWriter>[0], range: boolean): string {
  const { gen } = ctx;
  for (let tries = 0; tries < 4; tries++) {
    const title = say(ctx, range ? ["pin.titleRange"] : ["pin.title"]);
    if (title && title.length <= TITLE_MAX) return title;
  }
  const fallback = range ? String(gen.slots.titleRange ?? "") : String(gen.slots.titleThing ?? "");
  return (
    (own(ctx, titleCase(fallback).slice(0, TITLE_MAX)) ?? titleCase(fallback).slice(0, TITLE_MAX)) || "Pin"
  );
}
