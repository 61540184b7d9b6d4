import twitterText from "twitter-text";
import { socialRules } from "../../../../../../domain/platform-rules";
import { hashtagLine } from "../../hashtags";
import { lines, wordCount } from "../../text";
import { banner, details, extras, hookSections, intro, namesSubject, tip } from "./choose";
import { type Ctx, nextContext, own, type PlatformWriter, say, withEmoji } from "./generation";
import { capitalise, lowerFirst } from "./grammar";

/**
 * The six Spanish captions, each in its network's native form (cf. ../../social/*.ts): Instagram
 * short lines and a bio link, Facebook a warm 40–120 words ending on a question, X within 230
 * weighted characters, LinkedIn paragraphs without emoji, Pinterest a title line and keywords
 * within 500, TikTok a hook and short lines.
 */

const lower = (ctx: Ctx, text: string | undefined) =>
  text && ctx.gen.tone.lowercase ? lowerFirst(text) : text;

export const instagram: PlatformWriter = (ctx) => {
  const { gen, rng } = ctx;
  const hook = withEmoji(ctx, lower(ctx, say(ctx, hookSections(ctx, "hook"))));
  const named = intro(ctx, hook);
  const facts = [named, ...details(ctx, named ? 1 : 2, [hook, named])].filter(Boolean);
  const more = gen.brief ? [] : extras(ctx, facts.length === 0 || rng.chance(0.5) ? 2 : 1);
  const context = nextContext(ctx, 160);
  const advice = tip(ctx);
  const cta = say(ctx, [`cta.bio.${gen.goal.key}`, "cta.bio.general"]);
  const arrow = gen.tone.emojiLevel > 0 && !gen.noEmoji ? "👉 " : "";
  const signOff = !gen.brief && rng.chance(0.4) ? say(ctx, `signoff.${gen.tone.register}`) : undefined;
  return lines(
    banner(ctx),
    hook,
    "",
    facts.join(" ") || undefined,
    more.join(" ") || undefined,
    context ? (arrow ? `✨ ${context}` : context) : undefined,
    advice,
    "",
    cta ? `${arrow}${cta}` : undefined,
    signOff,
    "",
    hashtagLine(ctx.tags),
  );
};

const FB_MIN_WORDS = 40;
const FB_MAX_WORDS = 120;

export const facebook: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const picked = say(ctx, hookSections(ctx, "hook"));
  const hook = withEmoji(ctx, picked ? capitalise(picked) : picked);
  const named = intro(ctx, hook);
  const facts = [named, ...details(ctx, 2, [hook, named])].filter((line): line is string => Boolean(line));
  const more = extras(ctx, 2);
  const context = nextContext(ctx, 220);
  const advice = tip(ctx);
  const cta = gen.url
    ? say(ctx, [`cta.link.${gen.goal.key}`, "cta.link.general"], { url: gen.url })
    : say(ctx, [`cta.nolink.${gen.goal.key}`, "cta.nolink.general"]);
  const question =
    say(ctx, [`question.${gen.goal.key}`, "question.general"]) ??
    own(ctx, "¿Qué te parece?") ??
    own(ctx, "¿Qué opinas?") ??
    "¿Te gusta?";
  const tags = ctx.tags.length ? hashtagLine(ctx.tags) : undefined;
  const opening = [banner(ctx), hook, ...facts];
  let middle: (string | undefined)[] = [...more, context, advice];
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
  for (let tries = 0; words() < FB_MIN_WORDS && tries < 4; tries++) {
    const extra =
      say(ctx, [`fb.extra.${gen.tone.register}`, "fb.extra.warm", "fb.extra.plain"]) ?? extras(ctx, 1)[0];
    if (!extra) break;
    middle = [...middle, extra];
  }
  while (words() > FB_MAX_WORDS && middle.some(Boolean)) middle = middle.filter(Boolean).slice(0, -1);
  while (words() > FB_MAX_WORDS && opening.length > 2) opening.pop();
  return assemble();
};

const TWEET_BODY_MAX = 230;
const TWEET_MAX = 280;
const TWEET_LINK_MAX = 100;

export function weighted(text: string): number {
  return twitterText.parseTweet(text).weightedLength;
}

export const twitter: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const picked = say(ctx, hookSections(ctx, "hook"));
  const hook = withEmoji(ctx, picked ? capitalise(picked) : picked);
  const fact = intro(ctx, hook) ?? details(ctx, 1, [hook])[0];
  const link = gen.url && weighted(gen.url) <= TWEET_LINK_MAX ? gen.url : undefined;
  const cta = link
    ? say(ctx, [`cta.link.${gen.goal.key}`, "cta.link.general"], { url: link })
    : say(ctx, [`cta.nolink.${gen.goal.key}`, "cta.nolink.general"], { url: undefined });
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
  if (!body) body = own(ctx, gen.brand ? `Novedades de ${gen.brand}.` : undefined) ?? "Échale un vistazo.";
  const kept: string[] = [];
  for (const tag of ctx.tags) {
    if (weighted(`${body}\n\n${hashtagLine([...kept, tag])}`) <= TWEET_MAX) kept.push(tag);
  }
  return kept.length ? `${body}\n\n${hashtagLine(kept)}` : body;
};

export const linkedin: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const goal = gen.goal.key;
  const opener =
    (goal === "launch" || goal === "event" ? say(ctx, `li.open.${goal}`) : undefined) ??
    say(ctx, [`li.open.${gen.tone.register}`, "li.open.plain", "li.open.warm"]);
  // An opener that named the product already ("Confesión: … esta taza") is not followed by its name again.
  const story =
    gen.subject.mode === "range"
      ? say(ctx, ["li.storyRange", "detail.range"])
      : namesSubject(ctx, opener)
        ? undefined
        : say(ctx, "li.story");
  const facts = gen.subject.mode === "range" ? [] : details(ctx, 2, [story]);
  const value = gen.brief ? undefined : say(ctx, "li.value");
  const audience = gen.hasAudience ? say(ctx, "li.audience") : undefined;
  const context = [nextContext(ctx, 220), nextContext(ctx, 220)].filter(Boolean).join(" ");
  const advice = tip(ctx);
  const close = gen.url
    ? say(ctx, [`li.closeLink.${goal}`, "li.closeLink.general"], { url: gen.url })
    : say(ctx, [`li.close.${goal}`, "li.close.general"]);
  const tags = ctx.tags.length ? hashtagLine(ctx.tags) : undefined;
  return lines(
    opener ?? own(ctx, gen.brand ? `Unas líneas desde ${gen.brand}.` : "Unas líneas desde nuestro lado."),
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

/** Room under Pinterest's 500 characters for the normaliser's tidying and a sign-off. */
export const PINTEREST_MAX = socialRules.pinterest.maxChars - 10;
const PIN_TITLE_MAX = socialRules.pinterest.maxTitleChars ?? 100;

export const pinterest: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const range = gen.subject.mode === "range";
  let title: string | undefined;
  for (let tries = 0; tries < 3 && !title; tries++) {
    const picked = say(ctx, range ? "pin.titleRange" : "pin.title");
    if (picked && picked.length <= PIN_TITLE_MAX) title = picked;
  }
  const fallback = String((range ? gen.slots.tituloGama : gen.slots.titulo) ?? "").slice(0, PIN_TITLE_MAX);
  title ??= own(ctx, fallback) ?? fallback;
  const describe = range
    ? say(ctx, ["pin.describeRange", "detail.range"])
    : say(ctx, "pin.describe", { datos: pinFacts(ctx, title) });
  const facts = range ? [] : details(ctx, 1, [title, describe]);
  const search = say(ctx, "pin.search");
  const who = extras(ctx, 1, gen.hasAudience ? ["pin.audience", "gift"] : ["gift"]);
  const context = nextContext(ctx, 140);
  const close = say(ctx, [`pin.close.${gen.goal.key}`, "pin.close.general"], {
    dominio: gen.url ? domainOf(gen.url) : undefined,
  });
  const tags = ctx.tags.length ? hashtagLine(ctx.tags) : undefined;
  const build = (parts: (string | undefined)[]) =>
    lines(title, parts.filter(Boolean).join(" "), tags ? "" : undefined, tags);
  const options = [
    [describe, ...facts, search, ...who, context, close],
    [describe, ...facts, search, ...who, close],
    [describe, ...facts, search, close],
    [describe, search, close],
    [describe, close],
    [describe],
  ];
  for (const parts of options) {
    const text = build(parts);
    if (text.length <= PINTEREST_MAX) return text;
  }
  return lines(title, describe).slice(0, PINTEREST_MAX);
};

/** ", de gres, en azul marino" after the name in a pin's first line, leaving out what the title says. */
function pinFacts(ctx: Ctx, title: string): string | undefined {
  const { slots } = ctx.gen;
  const lowerTitle = title.toLowerCase();
  const parts = [
    slots.deMaterial && !lowerTitle.includes(String(slots.material).toLowerCase())
      ? slots.deMaterial
      : undefined,
    slots.color && !lowerTitle.includes(String(slots.color).toLowerCase()) ? `en ${slots.color}` : undefined,
  ].filter(Boolean);
  return parts.length ? `, ${parts.join(", ")}` : "";
}

function domainOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^www\./, "") || undefined;
  } catch {
    return undefined;
  }
}

export const tiktok: PlatformWriter = (ctx) => {
  const { gen, rng } = ctx;
  const hook = withEmoji(ctx, say(ctx, hookSections(ctx, "tt.hook")));
  const named = intro(ctx, hook);
  const fact = details(ctx, 1, [hook, named])[0];
  const more = gen.brief ? [] : extras(ctx, 1);
  const context = nextContext(ctx, 100);
  const advice = tip(ctx);
  const cta = say(ctx, [`cta.bio.${gen.goal.key}`, "cta.bio.general"]);
  const question = rng.chance(0.6) ? say(ctx, [`question.${gen.goal.key}`, "question.general"]) : undefined;
  const heart = gen.tone.emojiLevel > 0 && !gen.noEmoji ? ` ${gen.heart}` : "";
  const bannerLine = banner(ctx);
  const body = [
    bannerLine ? bannerLine.toUpperCase() : undefined,
    hook,
    named,
    fact ? `${fact}${heart}` : undefined,
    ...more,
    context,
    advice,
    cta,
    question ? withEmoji(ctx, question) : undefined,
  ].filter((line): line is string => Boolean(line));
  if (body.length < 4) {
    for (const line of [...details(ctx, 2, [hook, fact]), ...extras(ctx, 2)]) {
      if (body.length >= 4) break;
      body.splice(body.length - 1, 0, line);
    }
  }
  const text = (gen.tone.lowercase ? body.map((line) => lowerFirst(line)) : body).join("\n");
  return lines(text, "", hashtagLine(ctx.tags));
};
