import twitterText from "twitter-text";
import { hashtagLine } from "../hashtags";
import { capitalise } from "../text";
import { details, hookSections, intro } from "./choose";
import { withEmoji } from "./emoji";
import { nextContext, own, type PlatformWriter, say } from "./generation";

/** X counts weighted characters (a URL 23, an emoji 2): twitter-text's parseTweet. */
const TWEET_BODY_MAX = 230;
const TWEET_MAX = 280;
/**
 * X counts a link it recognises as 23; one it does not (a 2,000-character oddity) counts every
 * character, would never fit, and makes each measurement slow (twitter-text's link finder is
 * quadratic on such text). Such a link stays out of the post.
 */
const TWEET_LINK_MAX = 100;

function weighted(text: string): number {
  return twitterText.parseTweet(text).weightedLength;
}

/**
 * X: short and punchy — a hook, one fact line, the call to action with the link — in at most
 * 230 weighted characters, then hashtags only while the whole stays within 280.
 */
export const twitter: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const picked = say(ctx, hookSections(ctx, "x.hook"));
  const hook = withEmoji(ctx, picked ? capitalise(picked) : picked);
  const fact = intro(ctx, hook) ?? say(ctx, "x.detail") ?? details(ctx, 1, [hook])[0];
  const link = gen.url && weighted(gen.url) <= TWEET_LINK_MAX ? gen.url : undefined;
  const cta = link
    ? say(ctx, [`cta.link.${gen.goal.key}`, "cta.link.general"], { url: link })
    : say(ctx, [`cta.nolink.${gen.goal.key}`, "cta.nolink.general"], { url: undefined });
  // The seller's own words only when they fit beside the rest.
  const base = weighted([hook, fact, cta].filter(Boolean).join(" "));
  const context =
    base + 40 <= TWEET_BODY_MAX ? nextContext(ctx, Math.min(120, TWEET_BODY_MAX - base - 1)) : undefined;
  const candidates = [[hook, fact, context, cta], [hook, fact, cta], [hook, cta], [fact, cta], [cta], [hook]];
  let body = "";
  for (const parts of candidates) {
    const text = parts.filter(Boolean).join(" ");
    if (text && weighted(text) <= TWEET_BODY_MAX) {
      body = text;
      break;
    }
  }
  if (!body) body = own(ctx, gen.brand ? `From ${gen.brand}.` : undefined) ?? "Take a look.";
  const kept: string[] = [];
  for (const tag of ctx.tags) {
    if (weighted(`${body}\n\n${hashtagLine([...kept, tag])}`) <= TWEET_MAX) kept.push(tag);
  }
  return kept.length ? `${body}\n\n${hashtagLine(kept)}` : body;
};
