import twitterText from "twitter-text";
import { socialRules } from "../../../../../../domain/platform-rules";
import { type SocialPlatform, socialPlatforms } from "../../../../../../domain/platforms";
import type { SocialBrief, SocialDraft } from "../../../generation-provider";
import { boundedSocialBrief, brandName, socialBriefSeed } from "../../brief-bounds";
import { hashtagLine, hashtagsFor } from "../../hashtags";
import { createRng, type Rng } from "../../rng";
import { contextSentences, fitSentence } from "../../social/context";
import { cleanHashtag, cleanText, clipWords, domainOf, lines, wordCount } from "../../text";
import { type VoiceStyle, voiceStyleOf, withoutEmoji } from "../../voice-style";
import { describeColour, moodOf } from "../../words";
import { templateBook } from "./data";
import { capitaliseFirst, Picker, type Slots } from "./grammar";
import { looksGerman } from "./language";
import { type GermanVoice, germanVoice } from "./profile";
import { careText, germanList } from "./shared";
import { type GermanSubject, germanSubject } from "./subject";
import { germanHashtags, germanSchedule, occasionWords } from "./tags";

/**
 * The German social writer: one writer per platform in its native form, every sentence from the
 * German template book (data/social.json), none twice in a generation. It says only what the
 * brief and the photo say; du or Sie follow the tone (see profile.ts), LinkedIn always says Sie.
 */

interface Generation {
  picker: Picker;
  subject: GermanSubject;
  voice: GermanVoice;
  style: VoiceStyle;
  brand?: string;
  url?: string;
  slots: Slots;
  /** The seller's German context sentences not yet quoted. */
  contexts: string[];
  /** The seller's "about us" (German), until one caption quotes it. */
  about?: string;
  heart: string;
  tipsGiven: Set<string>;
  extrasUsed: Map<string, number>;
}

interface Ctx {
  gen: Generation;
  rng: Rng;
  platform: SocialPlatform;
  tags: string[];
  local: Slots;
}

type PlatformWriter = (ctx: Ctx) => string;

export function writeGermanSocial(input: SocialBrief): SocialDraft {
  const brief = boundedSocialBrief(input);
  const subject = germanSubject(brief);
  const voice = germanVoice(brief);
  const style = voiceStyleOf(brief.voice);
  const seed = socialBriefSeed(brief, "de");
  const brand = brandName(brief.brand);
  const url = brief.productUrl?.trim() || undefined;
  const occasion = occasionWords(subject, undefined);
  const englishColour = subject.neutral.colours[0];
  const slots: Slots = {
    p: subject.noun?.text,
    marke: brand,
    farbe: subject.colourInName ? undefined : germanList(subject.colours),
    material: subject.materialInName ? undefined : germanList(subject.materials.slice(0, 2)),
    mit: germanList(subject.gems.slice(0, 2)),
    groesse: [...subject.sizes, ...subject.neutral.specs].slice(0, 3).join(", ") || undefined,
    wer: voice.audience?.who,
    zielgruppe: voice.audience?.label,
    anlass: occasion.chosen?.gift,
    link: url,
    domain: domainOf(url),
    pflege: careText(subject),
    tipp: voice.business.given ? voice.business.tip : undefined,
    suche:
      (subject.entry?.suche.length ?? 0) >= 2
        ? germanList(subject.entry?.suche.slice(0, 2) ?? [], "oder")
        : undefined,
    stichworte: subject.entry?.suche.length
      ? [subject.head, ...subject.entry.suche.slice(0, 3)].filter(Boolean).join(", ")
      : undefined,
    sortiment: voice.business.range,
  };
  const about = cleanText(brief.voice?.about);
  const gen: Generation = {
    picker: new Picker(templateBook("social"), subject.noun),
    subject,
    voice,
    style,
    brand,
    url,
    slots,
    contexts: contextSentences(cleanText(brief.additionalContext)).filter(looksGerman),
    about: about && looksGerman(about) ? fitSentence(about, 220) : undefined,
    heart: englishColour ? moodOf([describeColour(englishColour)]).heart : "🤍",
    tipsGiven: new Set(),
    extrasUsed: new Map(),
  };
  const userTags = brief.hashtags.map(cleanHashtag).filter((tag) => tag.length >= 2);
  const plan = germanHashtags(subject, voice, brand, userTags);
  const selected = socialPlatforms.filter((platform) => brief.platforms.includes(platform));
  // The LinkedIn post quotes "about us" when it is written; otherwise Facebook does.
  const aboutOn: SocialPlatform | undefined = selected.includes("linkedin")
    ? "linkedin"
    : selected.includes("facebook")
      ? "facebook"
      : undefined;
  const platforms: SocialDraft["platforms"] = {};
  const uses = subject.entry?.zweck ?? [];
  selected.forEach((platform, index) => {
    const rng = createRng(seed, brief.variant, `de:${platform}`);
    const local: Slots = uses.length ? { zweck: uses[index % uses.length] } : {};
    const ctx: Ctx = { gen, rng, platform, tags: hashtagsFor(platform, plan, rng), local };
    gen.picker.beginText();
    if (platform !== aboutOn) ctx.gen = { ...gen, about: undefined };
    let caption = writers[platform](ctx);
    if (style.emoji === "none") caption = withoutEmoji(caption);
    platforms[platform] = { caption };
  });
  withAlwaysWords(platforms, style.alwaysWords, createRng(seed, brief.variant, "de:always"));
  return {
    platforms,
    hashtags: plan.all,
    suggestedSchedule: germanSchedule(selected, voice.audience?.schedule, voice.audience?.label),
  };
}

// ---------------------------------------------------------------------------------------------
// Shared pieces.

function say(ctx: Ctx, sections: string | readonly string[], extra?: Slots): string | undefined {
  return ctx.gen.picker.pick(sections, { ...ctx.gen.slots, ...ctx.local, ...extra }, ctx.rng);
}

/** A sentence the code writes itself, kept only if the generation has not said it. */
function own(ctx: Ctx, sentence: string | undefined): string | undefined {
  return sentence && ctx.gen.picker.claim(sentence) ? sentence : undefined;
}

const EMOJI = /\p{Extended_Pictographic}/u;

/** The tone uses no emoji, or the seller's example posts have none. */
const noEmoji = (ctx: Ctx) => ctx.gen.voice.tone.emojiLevel === 0 || ctx.gen.style.emoji === "none";

function withEmoji(ctx: Ctx, line: string | undefined): string | undefined {
  const { tone } = ctx.gen.voice;
  if (!line || EMOJI.test(line) || noEmoji(ctx)) return line;
  return `${line} ${ctx.rng.pick([...tone.emoji, ctx.gen.heart])}`;
}

const address = (ctx: Ctx) => (ctx.platform === "linkedin" ? "sie" : ctx.gen.voice.address);

/** Sections drawn in proportion to their sizes, so a small pool does not lead half the time. */
function sizeWeighted(ctx: Ctx, sections: readonly string[]): string[] {
  const left = sections.filter((section) => ctx.gen.picker.has(section));
  const order: string[] = [];
  while (left.length > 0) {
    const sizes = left.map((section) => ctx.gen.picker.size(section));
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

/** Hook pools: the tone's own and its register's, then pools of the same address (du or Sie). */
function hookSections(ctx: Ctx, prefix: "hook" | "tt.hook"): string[] {
  const { tone } = ctx.gen.voice;
  const range = ctx.gen.subject.noun ? [] : ["hook.range"];
  const own = sizeWeighted(ctx, [`${prefix}.${tone.key}`, `${prefix}.${tone.register}`]);
  const fallbacks =
    address(ctx) === "sie"
      ? [`${prefix}.plain`, "hook.plain", "hook.luxury"]
      : [`${prefix}.warm`, `${prefix}.fun`, "hook.warm", "hook.fun", "hook.plain"];
  return [...range, ...own, ...fallbacks, "hook.range"];
}

/** Whether a line names the product (its head noun, or the seller's phrase). */
function namesProduct(ctx: Ctx, text: string | undefined): boolean {
  if (!text) return false;
  const { subject } = ctx.gen;
  const name = (subject.head ?? subject.noun?.text ?? "").toLowerCase();
  return !name || text.toLowerCase().includes(name);
}

function intro(ctx: Ctx, hook: string | undefined): string | undefined {
  if (!ctx.gen.subject.noun || namesProduct(ctx, hook)) return undefined;
  return say(ctx, "intro");
}

/** The kinds of fact this product has material for, most telling first. */
function details(ctx: Ctx, count: number, options: { handmade?: boolean } = {}): string[] {
  const { subject, slots } = ctx.gen;
  const kinds: string[][] = [];
  // A post about the shop's range names no colour or material: the photo shows one piece of it.
  if (!subject.noun) return [];
  if (subject.condition) kinds.push([`detail.condition.${subject.condition}`]);
  if (slots.material && slots.farbe)
    kinds.push(["detail.materialColour", "detail.material", "detail.colour"]);
  else if (slots.material) kinds.push(["detail.material"]);
  else if (slots.farbe) kinds.push(["detail.colour"]);
  if (slots.mit) kinds.push(["detail.gem"]);
  if (slots.groesse) kinds.push(["detail.size"]);
  if (subject.handmade && options.handmade !== false) kinds.push(["detail.handmade"]);
  if (kinds.length === 0 && subject.noun) kinds.push(["detail.plain"]);
  const [first, ...rest] = kinds;
  const found: string[] = [];
  for (const sections of first ? [first, ...ctx.rng.shuffle(rest)] : []) {
    if (found.length >= count) break;
    const sentence = say(ctx, sections);
    if (sentence) found.push(sentence);
  }
  return found;
}

const EXTRA_KIND_MAX = 2;

/** "Who and what for" lines (use, audience, gift, origin), each kind in at most two captions. */
function extras(ctx: Ctx, count: number, kinds = ["use", "audience", "gift", "origin"]): string[] {
  const { extrasUsed } = ctx.gen;
  const open = kinds.filter((kind) => (extrasUsed.get(kind) ?? 0) < EXTRA_KIND_MAX);
  const found: string[] = [];
  for (const kind of [...ctx.rng.shuffle(open), ...kinds.filter((kind) => !open.includes(kind))]) {
    if (found.length >= count) break;
    const sentence = say(ctx, kind === "gift" ? ["gift", "gift.plain"] : kind);
    if (!sentence) continue;
    extrasUsed.set(kind, (extrasUsed.get(kind) ?? 0) + 1);
    found.push(sentence);
  }
  return found;
}

function isEducational(ctx: Ctx): boolean {
  return ctx.gen.voice.tone.key === "educational" || ctx.gen.voice.goal.key === "education";
}

/** An educational post's tip: care advice once, then the business's general tip once. */
function tip(ctx: Ctx): string | undefined {
  if (!isEducational(ctx)) return undefined;
  for (const kind of ["care", "business"] as const) {
    if (ctx.gen.tipsGiven.has(kind)) continue;
    const text = say(ctx, kind === "care" ? "tip" : "tip.business");
    if (text) {
      ctx.gen.tipsGiven.add(kind);
      return text;
    }
  }
  return undefined;
}

function banner(ctx: Ctx): string | undefined {
  const { goal } = ctx.gen.voice;
  if (!goal.banner) return undefined;
  const text = say(ctx, `banner.${goal.key}`);
  if (!text) return undefined;
  if (noEmoji(ctx)) return `${text}.`;
  const mark = goal.key === "launch" ? "✨" : "📅";
  return `${mark} ${text} ${mark}`;
}

function cta(ctx: Ctx, kind: "bio" | "link" | "nolink"): string | undefined {
  const to = address(ctx);
  return say(ctx, [`cta.${kind}.${ctx.gen.voice.goal.key}.${to}`, `cta.${kind}.${to}`]);
}

function question(ctx: Ctx): string | undefined {
  const to = address(ctx);
  return say(ctx, [`question.${ctx.gen.voice.goal.key}.${to}`, `question.${to}`]);
}

/** The seller's sign-off (from their examples), else now and then one of the tone's. */
function signOff(ctx: Ctx): string | undefined {
  if (ctx.gen.style.signOff) return ctx.gen.style.signOff;
  const { register } = ctx.gen.voice.tone;
  if (address(ctx) === "sie" || register === "plain" || !ctx.rng.chance(0.4)) return undefined;
  return say(ctx, `signoff.${register}`);
}

/** The next German context sentence that fits in `max` characters, quoted once per generation. */
function nextContext(ctx: Ctx, max: number): string | undefined {
  const { contexts } = ctx.gen;
  for (let index = 0; index < contexts.length; index++) {
    const fitted = fitSentence(contexts[index] as string, max);
    if (!fitted || !ctx.gen.picker.claim(fitted)) continue;
    contexts.splice(index, 1);
    return fitted;
  }
  return undefined;
}

/** "Über uns: …", on the one caption that quotes it. */
function aboutLine(ctx: Ctx): string | undefined {
  const about = ctx.gen.about;
  if (!about || !ctx.gen.picker.claim(about)) return undefined;
  return `Über uns: ${about}`;
}

const short = (ctx: Ctx) => ctx.gen.style.length === "short";
const long = (ctx: Ctx) => ctx.gen.style.length === "long";

// ---------------------------------------------------------------------------------------------
// The platforms.

/** Instagram: a hook, short lines, emoji to the tone, the link in the bio, five hashtags. */
const instagram: PlatformWriter = (ctx) => {
  const hook = withEmoji(ctx, say(ctx, hookSections(ctx, "hook")));
  const named = intro(ctx, hook);
  const facts = [named, ...details(ctx, short(ctx) ? 1 : named ? 1 : 2)].filter(Boolean);
  const more = short(ctx) ? [] : extras(ctx, long(ctx) ? 2 : ctx.rng.chance(0.5) ? 2 : 1);
  const context = nextContext(ctx, 160);
  const call = cta(ctx, "bio");
  const arrow = noEmoji(ctx) ? "" : "👉 ";
  return lines(
    banner(ctx),
    hook,
    "",
    facts.join(" ") || undefined,
    more.join(" ") || undefined,
    context ? (noEmoji(ctx) ? context : `✨ ${context}`) : undefined,
    tip(ctx),
    "",
    call ? `${arrow}${call}` : undefined,
    signOff(ctx),
    "",
    hashtagLine(ctx.tags),
  );
};

const FB_MIN_WORDS = 40;
const FB_MAX_WORDS = 120;

/** Facebook: a warm post of 40–120 words in short paragraphs that ends with a question. */
const facebook: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const hook = withEmoji(ctx, say(ctx, hookSections(ctx, "hook")));
  const named = intro(ctx, hook);
  const opening = [banner(ctx), hook, named, ...details(ctx, 2)].filter((line): line is string =>
    Boolean(line),
  );
  let middle = [...extras(ctx, short(ctx) ? 1 : 2), nextContext(ctx, 220), tip(ctx)].filter(
    (line): line is string => Boolean(line),
  );
  const about = aboutLine(ctx);
  const call = gen.url ? cta(ctx, "link") : cta(ctx, "nolink");
  const ask =
    question(ctx) ?? own(ctx, address(ctx) === "sie" ? "Was meinen Sie dazu?" : "Was meint ihr dazu?");
  const sign = signOff(ctx);
  const tags = ctx.tags.length ? hashtagLine(ctx.tags) : undefined;
  const assemble = () =>
    lines(
      opening.join(" "),
      "",
      middle.join(" ") || undefined,
      about ? "" : undefined,
      about,
      "",
      call,
      "",
      withEmoji(ctx, ask),
      sign,
      "",
      tags,
    );
  const words = () =>
    wordCount(
      assemble()
        .replace(/#\S+/g, "")
        .replace(/https?:\/\/\S+/g, ""),
    );
  const register = gen.voice.tone.register;
  for (let tries = 0; words() < FB_MIN_WORDS && tries < 4; tries++) {
    const extra =
      say(
        ctx,
        address(ctx) === "sie"
          ? ["fb.extra.plain"]
          : [`fb.extra.${register}`, "fb.extra.warm", "fb.extra.fun"],
      ) ??
      extras(ctx, 1)[0] ??
      details(ctx, 1)[0];
    if (!extra) break;
    middle = [...middle, extra];
  }
  while (words() > FB_MAX_WORDS && middle.length > 0) middle = middle.slice(0, -1);
  while (words() > FB_MAX_WORDS && opening.length > 1) opening.pop();
  return assemble();
};

const TWEET_BODY_MAX = 230;
const TWEET_MAX = 280;
const TWEET_LINK_MAX = 100;
const weighted = (text: string) => twitterText.parseTweet(text).weightedLength;

/** X: a hook, one fact, the call to action with the link, within 230; hashtags while ≤ 280. */
const twitter: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const hook = withEmoji(ctx, say(ctx, hookSections(ctx, "hook")));
  const fact = intro(ctx, hook) ?? details(ctx, 1)[0];
  const link = gen.url && weighted(gen.url) <= TWEET_LINK_MAX ? gen.url : undefined;
  const call = link ? cta(ctx, "link") : cta(ctx, "nolink");
  const base = weighted([hook, fact, call].filter(Boolean).join(" "));
  const context =
    base + 40 <= TWEET_BODY_MAX ? nextContext(ctx, Math.min(120, TWEET_BODY_MAX - base - 1)) : undefined;
  const candidates = [
    [hook, fact, context, call],
    [hook, fact, call],
    [hook, call],
    [fact, call],
    [call],
    [hook],
  ];
  let body = "";
  for (const parts of candidates) {
    const text = parts.filter(Boolean).join(" ");
    if (text && weighted(text) <= TWEET_BODY_MAX) {
      body = text;
      break;
    }
  }
  if (!body) body = own(ctx, gen.brand ? `Neu von ${gen.brand}.` : undefined) ?? "Jetzt entdecken.";
  const sign = gen.style.signOff;
  if (sign && weighted(`${body}\n${sign}`) <= TWEET_BODY_MAX) body = `${body}\n${sign}`;
  const kept: string[] = [];
  for (const tag of ctx.tags) {
    if (weighted(`${body}\n\n${hashtagLine([...kept, tag])}`) <= TWEET_MAX) kept.push(tag);
  }
  return kept.length ? `${body}\n\n${hashtagLine(kept)}` : body;
};

/** LinkedIn: Sie, short paragraphs, no emoji, three to five hashtags. */
const linkedin: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const goal = gen.voice.goal.key;
  const opener =
    (goal === "launch" || goal === "event" ? say(ctx, `li.open.${goal}`) : undefined) ??
    say(ctx, [`li.open.${gen.voice.tone.register}`, "li.open.plain"]);
  // An opener that named the product already is not followed by a second naming line.
  const story = namesProduct(ctx, opener)
    ? undefined
    : gen.subject.noun
      ? say(ctx, "li.story")
      : say(ctx, "li.storyRange");
  const facts = gen.subject.noun ? details(ctx, 2, { handmade: false }) : [];
  const handmade = gen.subject.handmade ? say(ctx, "li.handmade") : undefined;
  const value = short(ctx) ? undefined : say(ctx, "li.value");
  const audience = gen.voice.audience ? say(ctx, "li.audience") : undefined;
  const context = [nextContext(ctx, 220), nextContext(ctx, 220)].filter(Boolean).join(" ");
  const close = gen.url ? say(ctx, "li.closeLink") : say(ctx, "li.close");
  return lines(
    opener ??
      own(ctx, gen.brand ? `Ein kurzer Gruß von ${gen.brand}.` : "Ein kurzer Einblick in unsere Arbeit."),
    "",
    [story, ...facts, handmade].filter(Boolean).join(" ") || undefined,
    "",
    [value, audience].filter(Boolean).join(" ") || undefined,
    "",
    aboutLine(ctx),
    "",
    context || undefined,
    "",
    tip(ctx),
    "",
    close,
    gen.style.signOff,
    "",
    ctx.tags.length ? hashtagLine(ctx.tags) : undefined,
  );
};

const PINTEREST_MAX = socialRules.pinterest.maxChars - 10;
const PIN_TITLE_MAX = socialRules.pinterest.maxTitleChars ?? 100;

/** Pinterest: a title-like first line, then a keyword-rich description within 500 characters. */
const pinterest: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const title = pinTitle(ctx);
  const describe = gen.subject.noun ? say(ctx, "pin.describe") : say(ctx, "hook.range");
  const facts = details(ctx, 1);
  const use = say(ctx, "use");
  const search = say(ctx, "pin.search");
  const who = extras(ctx, 1, gen.voice.audience ? ["audience", "gift"] : ["gift"]);
  const context = nextContext(ctx, 140);
  const close = say(ctx, `pin.close.${address(ctx)}`);
  const tags = ctx.tags.length ? hashtagLine(ctx.tags) : undefined;
  const build = (parts: (string | undefined)[]) =>
    lines(title, parts.filter(Boolean).join(" "), gen.style.signOff, tags ? "" : undefined, tags);
  const options = [
    [describe, ...facts, use, search, ...who, context, close],
    [describe, ...facts, use, search, ...who, close],
    [describe, ...facts, use, search, close],
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

function pinTitle(ctx: Ctx): string {
  const { subject, slots, voice } = ctx.gen;
  const name = subject.noun ? capitaliseFirst(subject.noun.text) : capitaliseFirst(voice.business.range);
  const parts = [
    name,
    slots.material ? `aus ${slots.material}` : undefined,
    slots.farbe ? `in ${slots.farbe}` : undefined,
  ].filter(Boolean);
  let title = parts.join(" ");
  const search = subject.entry?.suche[0];
  if (
    search &&
    !title.toLowerCase().includes(search.toLowerCase()) &&
    title.length + search.length + 3 <= PIN_TITLE_MAX
  )
    title = `${title} | ${search}`;
  const fitted = clipWords(title, PIN_TITLE_MAX);
  return own(ctx, fitted) ?? fitted;
}

/** TikTok: the hook carries the post, then short lines, a call to action or a question. */
const tiktok: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const hook = withEmoji(ctx, say(ctx, hookSections(ctx, "tt.hook")));
  const named = intro(ctx, hook);
  const fact = say(ctx, "tt.detail") ?? details(ctx, 1)[0];
  const heart = noEmoji(ctx) ? "" : ` ${gen.heart}`;
  const body = [
    banner(ctx)?.toUpperCase(),
    hook,
    named,
    fact ? `${fact}${heart}` : undefined,
    ...(short(ctx) ? [] : extras(ctx, 1, ["use", "audience", "gift"])),
    nextContext(ctx, 100),
    tip(ctx),
    cta(ctx, "bio"),
    ctx.rng.chance(0.6) ? withEmoji(ctx, question(ctx)) : undefined,
    signOff(ctx),
  ].filter((line): line is string => Boolean(line));
  if (body.length < 4) {
    for (const line of [...details(ctx, 2), ...extras(ctx, 2)]) {
      if (body.length >= 4) break;
      body.splice(body.length - 1, 0, line);
    }
  }
  return lines(body.join("\n"), "", hashtagLine(ctx.tags));
};

const writers: Record<SocialPlatform, PlatformWriter> = {
  instagram,
  facebook,
  twitter,
  linkedin,
  pinterest,
  tiktok,
};

// ---------------------------------------------------------------------------------------------
// The seller's always-words: said once per generation, in the first caption with room for them.

const ALWAYS_LEADS = [
  "Worauf es uns ankommt:",
  "Das zeichnet uns aus:",
  "Was uns wichtig ist:",
  "Unsere Stichworte:",
];
const ALWAYS_ORDER: SocialPlatform[] = [
  "facebook",
  "instagram",
  "linkedin",
  "tiktok",
  "pinterest",
  "twitter",
];

function withAlwaysWords(platforms: SocialDraft["platforms"], words: readonly string[], rng: Rng): void {
  const all = Object.values(platforms)
    .map((entry) => entry?.caption ?? "")
    .join("\n")
    .toLowerCase();
  const missing = words
    .map((word) => cleanText(word))
    .filter((word) => word && !all.includes(word.toLowerCase()));
  if (missing.length === 0) return;
  const line = `${rng.rotate(ALWAYS_LEADS)} ${germanList(missing)}.`;
  for (const platform of ALWAYS_ORDER) {
    const caption = platforms[platform]?.caption;
    if (caption === undefined) continue;
    const next = insertBeforeTags(caption, line);
    if (fits(platform, next)) {
      platforms[platform] = { caption: next };
      return;
    }
  }
  // Only short captions were chosen: the seller's words matter more than an optional sentence.
  for (const platform of ALWAYS_ORDER) {
    const caption = platforms[platform]?.caption;
    if (caption === undefined) continue;
    const shortened = shortenFor(platform, caption, line);
    if (shortened) {
      platforms[platform] = { caption: shortened };
      return;
    }
  }
}

/**
 * The caption with the line added, made to fit by leaving out its optional sentences from the
 * end (never the first, never the link), and on X its hashtags; undefined when it cannot fit.
 */
function shortenFor(platform: SocialPlatform, caption: string, line: string): string | undefined {
  const tags = /\n\n(#[^\n]*)$/.exec(caption);
  const body = tags ? caption.slice(0, tags.index) : caption;
  const rows = body.split("\n");
  // Pinterest: the description under the title; X: the post's one line of prose.
  const at = platform === "pinterest" ? 1 : platform === "twitter" ? 0 : rows.length - 1;
  const sentences = (rows[at] ?? "").split(/(?<=[.!?])\s+/);
  for (let keep = sentences.length; keep >= 1; keep--) {
    const kept = sentences.filter((sentence, index) => index < keep || /https?:\/\//.test(sentence));
    const text = [...rows.slice(0, at), kept.join(" "), ...rows.slice(at + 1), line].join("\n");
    for (const candidate of [tags ? `${text}\n\n${tags[1]}` : text, text])
      if (fits(platform, candidate)) return candidate;
  }
  return undefined;
}

function insertBeforeTags(caption: string, line: string): string {
  const match = /\n\n(#[^\n]*)$/.exec(caption);
  if (!match) return `${caption}\n${line}`;
  return `${caption.slice(0, match.index)}\n${line}\n\n${match[1]}`;
}

function fits(platform: SocialPlatform, caption: string): boolean {
  if (platform === "twitter")
    return weighted(caption) <= TWEET_MAX && weighted(caption.replace(/\n\n#[^\n]*$/, "")) <= TWEET_BODY_MAX;
  if (platform === "pinterest") return caption.length <= PINTEREST_MAX;
  return caption.length <= socialRules[platform].maxChars;
}

// ---------------------------------------------------------------------------------------------
// The brief.
