import twitterText from "twitter-text";
import type { SocialPlatform } from "../../../../domain/platforms";
import {
  ADDITIONAL_CONTEXT_MAX,
  HASHTAG_MAX_CHARS,
  MAX_REQUEST_HASHTAGS,
  TEXT_FIELD_MAX,
  URL_MAX,
} from "../../../../domain/social";
import type { SocialBrief, SocialDraft } from "../generation-provider";
import { buildHashtags, hashtagLine, hashtagsFor } from "./hashtags";
import { createRng, type Rng } from "./rng";
import { suggestSchedule } from "./schedule";
import {
  article,
  capitalise,
  charLength,
  cleanHashtag,
  clip,
  lines,
  lowerFirst,
  titleCase,
  truncateWords,
  withArticle,
  wordCount,
} from "./text";
import { contextLine, socialWords, type Words } from "./words";

/**
 * The builtin social copywriter: one writer per platform, each with its own voice and structure
 * (DESIGN.md §7). Everything it says comes from the brief and the measured image facts; nothing
 * is invented (no prices, discounts, dates, reviews or shipping promises).
 */
export function writeSocialPosts(input: SocialBrief): SocialDraft {
  const brief = boundedSocialBrief(input);
  const w = socialWords(brief);
  const userTags = dedupe(brief.hashtags.map(cleanHashtag).filter((tag) => tag.length >= 2));
  const tags = buildHashtags(w, userTags);
  const userCount = Math.min(userTags.length, tags.length);
  const seed = briefSeed(brief);
  const platforms: SocialDraft["platforms"] = {};
  for (const platform of brief.platforms) {
    const rng = createRng(seed, brief.variant, platform);
    const own = hashtagsFor(platform, tags, userCount);
    platforms[platform] = { caption: writers[platform]({ w, rng, tags: own }) };
  }
  return {
    platforms,
    hashtags: tags,
    suggestedSchedule: suggestSchedule(brief.platforms, w.audience?.schedule, w.audience?.label),
  };
}

/**
 * The brief within the request schema's caps (src/domain/social.ts). Requests never exceed them;
 * the writer holds them itself too, so nothing it runs ever sees unbounded text. A link longer
 * than any URL a request may carry is no link at all.
 */
function boundedSocialBrief(brief: SocialBrief): SocialBrief {
  const short = (value: string | undefined) =>
    value === undefined ? undefined : clip(value, TEXT_FIELD_MAX);
  return {
    ...brief,
    businessType: short(brief.businessType),
    brand: short(brief.brand),
    targetAudience: short(brief.targetAudience),
    tone: clip(brief.tone, TEXT_FIELD_MAX),
    campaignGoal: short(brief.campaignGoal),
    productUrl: brief.productUrl && brief.productUrl.length <= URL_MAX ? brief.productUrl : undefined,
    additionalContext:
      brief.additionalContext === undefined
        ? undefined
        : clip(brief.additionalContext, ADDITIONAL_CONTEXT_MAX),
    hashtags: brief.hashtags.slice(0, MAX_REQUEST_HASHTAGS).map((tag) => clip(tag, HASHTAG_MAX_CHARS)),
  };
}

interface Ctx {
  w: Words;
  rng: Rng;
  /** This platform's own hashtags (already within its cap). */
  tags: string[];
}

type Writer = (ctx: Ctx) => string;

/** What identifies a brief for the PRNG: everything except the variant and the platform list. */
function briefSeed(brief: SocialBrief): string {
  return JSON.stringify([
    brief.businessType ?? "",
    brief.brand ?? "",
    brief.targetAudience ?? "",
    brief.tone,
    brief.campaignGoal ?? "",
    brief.productUrl ?? "",
    brief.additionalContext ?? "",
    brief.hashtags,
    brief.facts,
  ]);
}

function dedupe(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Shared pieces.

const EMOJI = /\p{Extended_Pictographic}/u;

/** A tone-matching emoji (or "" for tones that use none). */
function emoji(ctx: Ctx): string {
  const { w, rng } = ctx;
  if (w.tone.emojiLevel === 0) return "";
  return rng.pick([...w.tone.emoji, w.mood.heart]);
}

/** Appends an emoji to a line unless the tone uses none or the line already has one. */
function withEmoji(ctx: Ctx, line: string): string {
  if (EMOJI.test(line)) return line;
  const mark = emoji(ctx);
  return mark ? `${line} ${mark}` : line;
}

/** "Made by hand at Clay & Co" / "Designed by Clay & Co" (only with a brand). */
function origin(w: Words): string | undefined {
  if (!w.brand) return undefined;
  const preposition = / by /.test(` ${w.business.verb} `) ? "at" : "by";
  return `${capitalise(w.business.verb)} ${preposition} ${w.brand}`;
}

/**
 * Who made it and who it is for, as a sentence; undefined when neither brand nor audience is
 * known. `brandMentioned` avoids naming the brand twice in a row.
 */
function originLine(ctx: Ctx, brandMentioned = false): string | undefined {
  const { w, rng } = ctx;
  const from = brandMentioned ? capitalise(w.business.verb) : origin(w);
  const audience = w.audience;
  if (from && audience) {
    return rng.pick([`${from} for ${audience.who}.`, `${from}, with ${audience.label} in mind.`]);
  }
  if (from && !brandMentioned) return `${from}.`;
  if (audience) {
    return audience.moment
      ? rng.pick([`Made for ${audience.who}.`, `Just right ${audience.moment}.`])
      : `Made for ${audience.who}.`;
  }
  return undefined;
}

/** ", on a clean white backdrop" / ", in moody low light" / "" — what the photo's setting shows. */
function setting(w: Words): string {
  if (w.whiteBackground) return ", on a clean white backdrop";
  if (w.brightness === "dark") return ", in moody low light";
  if (w.brightness === "bright") return ", in bright, airy light";
  return "";
}

/** A sentence about what the photo shows: its colours, setting and mood, in the tone's register. */
function visualLine(ctx: Ctx): string {
  const { w, rng } = ctx;
  const rich = capitalise(w.richPalette);
  const moodWord = w.mood.word;
  if (!w.palette) {
    return rng.pick([
      `${rich}${setting(w)}, and a ${moodWord} feel all round.`,
      `Simple, ${moodWord} and easy on the eye${setting(w)}.`,
    ]);
  }
  switch (w.tone.register) {
    case "plain":
      return rng.pick([
        `Finished in ${w.richPalette}${setting(w)}.`,
        `${rich}${setting(w)}: ${article(moodWord)} ${moodWord} palette that works almost anywhere.`,
        `Shown here in ${w.richPalette}, in a ${w.shot} shot${setting(w)}.`,
      ]);
    case "warm":
      return rng.pick([
        `All ${w.richPalette}${setting(w)}, and ${moodWord} in the best way.`,
        `Those ${w.palette} tones feel ${w.mood.phrase}, just how we like it.`,
        `${rich}${setting(w)}. ${capitalise(moodWord)} in all the right ways.`,
      ]);
    default:
      return rng.pick([
        `${rich}${setting(w)}. Need we say more?`,
        `The ${w.palette} of it all${setting(w)}.`,
        `${capitalise(w.palette)}, ${w.mood.phrase}, zero notes.`,
      ]);
  }
}

/** The seller's context as a line of the post (never an instruction, never unbounded). */
function contextSentence(ctx: Ctx, max: number, index = 0): string | undefined {
  return contextLine(ctx.w, max, index);
}

function isEducational(w: Words): boolean {
  return w.tone.key === "educational" || w.goal.key === "education";
}

/** An honest, general styling tip from the colours (educational posts). */
function stylingTip(w: Words): string {
  if (!w.colour) return `Tip: ${w.business.tip}`;
  return `Styling tip: ${w.colour} pairs beautifully with ${w.mood.pairing}.`;
}

// ---------------------------------------------------------------------------------------------
// Instagram: a scroll-stopping first line, short lines with breaks, emoji that match the tone,
// the CTA pointing to the bio (caption links are not clickable), ≤ 5 hashtags at the end.

const instagram: Writer = (ctx) => {
  const { w, rng } = ctx;
  const banner = w.goal.banner ? bannerLine(ctx, w.goal.banner) : undefined;
  const hook = withEmoji(ctx, rng.rotate(w.tone.hooks, 0)(w));
  const context = contextSentence(ctx, 160);
  const tip = isEducational(w) ? (w.tone.key === "educational" ? w.business.tip : stylingTip(w)) : undefined;
  const who = originLine(ctx);
  // With nothing else to say, say what it goes with.
  const pairing = !who && !context && !tip ? `It pairs beautifully with ${w.mood.pairing}.` : undefined;
  const cta = rng.pick(w.goal.bio(w));
  const arrow = w.tone.emojiLevel > 0 ? "👉 " : "";
  const signOff = distinct(rng.pick(w.tone.signOffs)(w), hook);
  return lines(
    banner,
    hook,
    "",
    visualLine(ctx),
    who,
    pairing,
    context ? (w.tone.emojiLevel > 0 ? `✨ ${context}` : context) : undefined,
    tip,
    "",
    `${arrow}${cta}.`,
    signOff || undefined,
    "",
    hashtagLine(ctx.tags),
  );
};

/** The sign-off, unless it repeats what the hook already said. */
function distinct(signOff: string, hook: string): string {
  const start = signOff.toLowerCase().split(/\s+/).slice(0, 3).join(" ");
  return start && hook.toLowerCase().includes(start) ? "" : signOff;
}

function bannerLine(ctx: Ctx, banner: string): string {
  const { w } = ctx;
  if (w.tone.emojiLevel === 0) return `${banner}.`;
  const mark = w.goal.key === "launch" ? "✨" : "📅";
  return `${mark} ${banner} ${mark}`;
}

// ---------------------------------------------------------------------------------------------
// Facebook: a warm 40–120-word post in short paragraphs, the link where there is one, and a
// question at the end to drive comments.

const facebook: Writer = (ctx) => {
  const { w, rng } = ctx;
  const opener = rng.rotate(w.tone.hooks, 1)(w);
  const intro =
    w.goal.key === "launch" ? "It’s here!" : w.goal.key === "event" ? "You’re invited!" : undefined;
  const story = [intro, withEmoji(ctx, opener), visualLine(ctx)].filter(Boolean).join(" ");
  const who = originLine(ctx, Boolean(w.brand && story.includes(w.brand)));
  const context = contextSentence(ctx, 220);
  const tip = isEducational(w) ? stylingTip(w) : undefined;
  const second = [who, context, tip].filter(Boolean).join(" ");
  const cta = w.url ? rng.pick(w.goal.link)(w, w.url) : rng.pick(w.goal.noLink)(w);
  const question = withEmoji(ctx, rng.pick(w.goal.question)(w));
  const pairing = `It pairs beautifully with ${w.mood.pairing}.`;
  const tags = ctx.tags.length ? hashtagLine(ctx.tags) : undefined;

  let body = [story, second].filter(Boolean);
  const assemble = () => lines(...body.flatMap((part) => [part, ""]), cta, "", question, "", tags);
  // Aim for 40–120 words: add the pairing line when short, drop detail when long.
  if (wordCount(assemble()) < 45) body = [story, [second, pairing].filter(Boolean).join(" ")];
  if (wordCount(assemble()) > 120 && context) {
    body = [story, [who, truncateWords(context, 100)].filter(Boolean).join(" ")];
  }
  if (wordCount(assemble()) > 120) body = [story, who ?? ""].filter(Boolean);
  return assemble();
};

// ---------------------------------------------------------------------------------------------
// X (Twitter): short, with room for hashtags — at most ~230 weighted characters before them
// (a URL counts 23, an emoji 2: twitter-text's parseTweet), hashtags only if they still fit.

const TWEET_BODY_MAX = 230;
const TWEET_MAX = 280;
/**
 * X counts a link it recognises as 23; one it does not (a 2,000-character oddity) counts every
 * character, would never fit, and makes each measurement slow (twitter-text's link finder is
 * quadratic on such text). Such a link stays out of the post: measured once, not per draft.
 */
const TWEET_LINK_MAX = 100;

function weighted(text: string): number {
  return twitterText.parseTweet(text).weightedLength;
}

const twitter: Writer = (ctx) => {
  const { w, rng } = ctx;
  const hook = withEmoji(ctx, rng.rotate(w.tone.hooks, 2)(w));
  const brandLead = w.brand && !hook.includes(w.brand) ? `From ${w.brand}: ` : "";
  const visual = w.palette
    ? rng.pick([
        `${w.richPalette}.`,
        hook.includes(w.mood.phrase) ? `${w.richPalette}.` : `${w.palette}, ${w.mood.phrase}.`,
      ])
    : `${w.mood.phrase}.`;
  const context = contextSentence(ctx, 90);
  const link = w.url && weighted(w.url) <= TWEET_LINK_MAX ? w.url : undefined;
  const cta = link ? rng.pick(w.goal.link)(w, link) : rng.pick(w.goal.noLink)(w);
  const launch = w.goal.key === "launch" ? "New: " : "";

  // Say the colours once: skip the colour line when the hook already names them.
  const saysColour = Boolean(w.colour) && hook.toLowerCase().includes(w.colour);
  const tip = isEducational(w) && charLength(w.business.tip) <= 130 ? w.business.tip : undefined;
  const middle = tip
    ? `${brandLead}${tip}`
    : saysColour
      ? `${brandLead}${brandLead ? w.mood.phrase : capitalise(w.mood.phrase)}${w.colours[1] ? `, with ${`${w.colours[1].adjective} ${w.colours[1].name}`.trim()}` : ""}.`
      : brandLead
        ? `${brandLead}${visual}`
        : capitalise(visual);
  const candidates = [
    [launch + hook, middle, context, cta],
    [launch + hook, middle, cta],
    [launch + hook, cta],
    [cta],
  ];
  let body = cta;
  for (const parts of candidates) {
    const text = parts.filter(Boolean).join(" ");
    if (weighted(text) <= TWEET_BODY_MAX) {
      body = text;
      break;
    }
  }
  // Wide scripts weigh 2 per character: shrink until the weighted length fits.
  // Cut in proportion to the excess (at least 10 characters a step) so a long body takes a few
  // measurements, not one per 10 characters (each measurement reads the whole body).
  for (let size = weighted(body); size > TWEET_BODY_MAX && body.length > 20; size = weighted(body)) {
    const target = Math.floor((body.length * TWEET_BODY_MAX) / size);
    body = truncateWords(body, Math.max(20, Math.min(body.length - 10, target)));
  }
  // Hashtags only if they fit within the whole limit.
  const kept: string[] = [];
  for (const tag of ctx.tags) {
    if (weighted(`${body}\n\n${hashtagLine([...kept, tag])}`) <= TWEET_MAX) kept.push(tag);
  }
  return kept.length ? `${body}\n\n${hashtagLine(kept)}` : body;
};

// ---------------------------------------------------------------------------------------------
// LinkedIn: a professional multi-paragraph post — hook, story, value, takeaway, CTA — with no
// emoji and three to five hashtags.

const linkedin: Writer = (ctx) => {
  const { w, rng } = ctx;
  const hook =
    w.goal.key === "launch"
      ? rng.pick(["We’re launching something new.", "Today we’re introducing something new."])
      : w.goal.key === "event"
        ? rng.pick(["We’re hosting something, and we’d like you there.", "An invitation from our team."])
        : rng.rotate(w.tone.linkedinHooks, 0)(w);
  const from = w.brand ? ` from ${w.brand}` : "";
  const story = w.palette
    ? `Take this ${w.noun}${from}: ${w.richPalette}, ${article(w.mood.word)} ${w.mood.word} palette chosen with ${w.business.place} in mind.`
    : `Take this ${w.noun}${from}: simple, considered, and made with ${w.business.place} in mind.`;
  const audience = w.audience ? `We made it for ${w.audience.who}.` : "";
  const value = [w.business.insight, audience].filter(Boolean).join(" ");
  const contextParts = [contextSentence(ctx, 220, 0), contextSentence(ctx, 160, 1)].filter(Boolean);
  const context = contextParts.length ? `In our own words: ${contextParts.join(" ")}` : undefined;
  const tip = isEducational(w) ? `A practical tip: ${lowerFirst(w.business.tip)}` : undefined;
  const takeaway = `The takeaway: ${lowerFirst(rng.pick(w.goal.takeaway)(w))}`;
  const cta = w.url ? rng.pick(w.goal.linkedinLink)(w, w.url) : rng.pick(w.goal.linkedinNoLink)(w);
  const tags = ctx.tags.slice(0, Math.max(3, ctx.tags.length));
  return lines(
    hook,
    "",
    story,
    "",
    value,
    "",
    context,
    context ? "" : undefined,
    tip,
    tip ? "" : undefined,
    takeaway,
    "",
    cta,
    "",
    hashtagLine(tags),
  );
};

// ---------------------------------------------------------------------------------------------
// Pinterest: a title-like first line (≤ 100 characters), then keyword-rich description — what it
// is, its colours, style and use — within 500 characters in all.

const PINTEREST_MAX = 490;
const PINTEREST_TITLE_MAX = 100;

const pinterest: Writer = (ctx) => {
  const { w, rng } = ctx;
  const colourTitle = w.palette ? titleCase(w.palette.replace(" and ", " & ")) : titleCase(w.mood.word);
  const nounTitle = titleCase(w.noun);
  const adjective = w.business.adjective ? `${titleCase(w.business.adjective)} ` : "";
  const titleCore = `${colourTitle} ${adjective}${nounTitle}`;
  const title = truncateWords(
    w.brand
      ? `${titleCore} | ${w.brand}`
      : rng.pick([`${titleCore} | ${titleCase(w.mood.phrase)} Style`, `${titleCore} Inspiration`]),
    PINTEREST_TITLE_MAX,
  );
  const brandPart = w.brand ? ` from ${w.brand}` : "";
  const plainThing = w.business.adjective ? `${w.business.adjective} ${w.noun}` : w.noun;
  const where = w.whiteBackground
    ? "on a clean white background"
    : w.brightness === "dark"
      ? "in moody, low light"
      : "in soft, natural-looking light";
  const what = w.palette
    ? `${capitalise(withArticle(plainThing))}${brandPart} in ${w.palette}, photographed ${where} in a ${w.orientation} format.`
    : `${capitalise(withArticle(plainThing))}${brandPart}, photographed ${where} in a ${w.orientation} format.`;
  const style = `${capitalise(withArticle(w.mood.phrase))} color palette that pairs well with ${w.mood.pairing}.`;
  const use = `Perfect for ${w.business.pinterestUse}.${w.audience ? ` A thoughtful pick for ${w.audience.label}.` : ""}`;
  const context = contextSentence(ctx, 140);
  const close = rng.pick(w.goal.pin)(w);
  const tags = ctx.tags.length ? hashtagLine(ctx.tags) : undefined;

  const build = (parts: (string | undefined)[]) =>
    lines(title, parts.filter(Boolean).join(" "), tags ? "" : undefined, tags);
  const voice = w.tone.pin(w);
  const options = [
    [what, voice, style, use, context, close],
    [what, voice, style, use, close],
    [what, voice, use, close],
    [what, voice, close],
    [what, close],
  ];
  for (const parts of options) {
    const text = build(parts);
    if (charLength(text) <= PINTEREST_MAX) return text;
  }
  return truncateWords(build([what]), PINTEREST_MAX);
};

// ---------------------------------------------------------------------------------------------
// TikTok: a punchy hook line, short lines, then a question or call to action.

const tiktok: Writer = (ctx) => {
  const { w, rng } = ctx;
  const banner = w.goal.key === "launch" ? "NEW DROP" : w.goal.key === "event" ? "YOU’RE INVITED" : undefined;
  const hook = withEmoji(ctx, rng.rotate(w.tone.tiktokHooks, 0)(w));
  const from = origin(w);
  const pair = capitalise(w.palette.replace(" and ", " + "));
  const colourLine = !w.palette
    ? `${capitalise(w.mood.phrase)}, start to finish`
    : w.tone.register === "plain"
      ? `${capitalise(w.palette)}: ${w.mood.phrase}`
      : w.tone.register === "warm"
        ? rng.pick([
            `${pair} = ${w.mood.word} perfection`,
            `${capitalise(w.palette)}, and all the ${w.mood.word} feels`,
          ])
        : rng.pick([`The ${w.palette} combo though`, `${capitalise(w.palette)}? Obsessed.`]);
  const audience = w.audience?.moment
    ? `Made ${w.audience.moment}`
    : w.audience
      ? `For ${w.audience.label}`
      : undefined;
  const context = contextSentence(ctx, 100);
  const tip = isEducational(w) ? w.business.tip : undefined;
  const cta = rng.pick(w.goal.bio(w));
  const question = rng.pick(w.goal.question)(w);
  const heart = w.tone.emojiLevel > 0 ? ` ${w.mood.heart}` : "";
  const body = [
    banner,
    hook,
    from,
    `${colourLine}${heart}`,
    audience,
    context,
    tip,
    cta,
    withEmoji(ctx, question),
  ].filter((line): line is string => Boolean(line));
  const text = (w.tone.lowercase ? body.map((line) => lowerFirst(line)) : body).join("\n");
  return lines(text, "", hashtagLine(ctx.tags));
};

const writers: Record<SocialPlatform, Writer> = {
  instagram,
  facebook,
  twitter,
  linkedin,
  pinterest,
  tiktok,
};
