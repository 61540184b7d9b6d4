import twitterText from "twitter-text";
import { socialRules } from "../../../../../../domain/platform-rules";
import { type SocialPlatform, socialPlatforms } from "../../../../../../domain/platforms";
import type { SocialBrief, SocialDraft } from "../../../generation-provider";
import { boundedSocialBrief, brandName, socialBriefSeed } from "../../brief-bounds";
import { hashtagLine, hashtagsFor } from "../../hashtags";
import { createRng, type Rng } from "../../rng";
import { contextSentences, fitSentence } from "../../social/context";
import { cleanHashtag, cleanText, clipWords, domainOf, lines, wordCount } from "../../text";
import { audienceProfile, goalProfile, type ToneProfile, toneProfile } from "../../vocabulary";
import { type VoiceStyle, voiceStyleOf, withoutEmoji } from "../../voice-style";
import { frenchData } from "./data";
import { type Picker, pick, Said } from "./generation";
import { capitalise, frenchTypography, joinFrench, type Register } from "./grammar";
import { frenchHashtag, frenchHashtagPlan } from "./hashtags";
import { suggestFrenchSchedule } from "./schedule";
import { businessTagOf, type FrenchSubject, frenchSubject, looksFrench } from "./subject";
import type { Slots } from "./template";

/**
 * The French social writer: one caption per platform in that platform's native form, written
 * from French templates (data/social.json) the way a French small shop posts — "vous" on
 * Facebook, LinkedIn and Pinterest, "tu" on Instagram, X and TikTok when the tone is casual or
 * playful (and on TikTok unless it is formal) — with French typography and French hashtags.
 * It says only what the brief and the photo say: no price, discount, stock or shipping claim.
 */

const TU_TONES = new Set(["casual", "humorous", "trendy", "playful"]);
const FORMAL_TONES = new Set(["professional", "authoritative", "luxury"]);

function registerFor(platform: SocialPlatform, tone: ToneProfile): Register {
  if (platform === "facebook" || platform === "linkedin" || platform === "pinterest") return "vous";
  if (platform === "tiktok") return FORMAL_TONES.has(tone.key) ? "vous" : "tu";
  return TU_TONES.has(tone.key) ? "tu" : "vous";
}

interface FrenchAudience {
  who: string;
  label: string;
  tag?: string;
}

interface Generation {
  subject: FrenchSubject;
  said: Said;
  tone: ToneProfile;
  goalKey: string;
  audience?: FrenchAudience;
  brand?: string;
  url?: string;
  domain?: string;
  /** The seller's context sentences (French only) not yet quoted. */
  contexts: string[];
  /** The seller's "about", quoted once (Facebook, else LinkedIn). */
  about?: string;
  care?: string;
  tipGiven: boolean;
  extrasUsed: Map<string, number>;
  uses: string[];
  style: VoiceStyle;
  slots: Slots;
  selected: readonly SocialPlatform[];
}

interface Ctx extends Picker {
  gen: Generation;
  platform: SocialPlatform;
  tags: string[];
}

/** A caption before the generation-wide additions: its paragraphs, and where an extra line may go. */
interface Draft {
  paragraphs: (string | undefined)[];
  /** Index before which the always-words line goes (Facebook keeps its question last). */
  insertAt?: number;
}

type PlatformWriter = (ctx: Ctx) => Draft;

export function writeFrenchSocialPosts(input: SocialBrief): SocialDraft {
  const brief = boundedSocialBrief(input);
  const subject = frenchSubject(brief);
  const seed = socialBriefSeed(brief, "fr");
  const shared = createRng(seed, brief.variant, "generation");
  const tone = toneProfile(brief.tone);
  const goal = goalProfile(brief.campaignGoal);
  const audience = frenchAudience(brief.targetAudience);
  const style = voiceStyleOf(brief.voice);
  const named = brandName(brief.brand);
  const brand = named === undefined ? undefined : safe(named);
  const url = brief.productUrl?.trim() || undefined;
  const context = cleanText(brief.additionalContext);
  const contexts = looksFrench(context) ? contextSentences(context).map(safe) : [];
  const about =
    style.about && looksFrench(style.about) ? fitSentence(safe(cleanText(style.about)), 220) : undefined;
  const uses = shared.shuffle(
    subject.departmentKey ? (frenchData().departments.departments[subject.departmentKey]?.uses ?? []) : [],
  );

  const gen: Generation = {
    subject,
    said: new Said(),
    tone,
    goalKey: goal.key,
    audience,
    brand,
    url,
    domain: domainOf(url),
    contexts,
    about,
    care: careOf(subject),
    tipGiven: false,
    extrasUsed: new Map(),
    uses,
    style,
    slots: sharedSlots(subject, { brand, url, domain: domainOf(url), who: audience?.who }),
    selected: brief.platforms,
  };

  const plan = frenchHashtagPlan(
    {
      subject,
      brand,
      businessTag: businessTagOf(brief.businessType),
      audienceTag: audience?.tag,
      goalKey: goal.key,
    },
    brief.hashtags.map(cleanHashtag).filter((tag) => tag.length >= 2),
  );

  const drafts = new Map<SocialPlatform, { draft: Draft; tags: string[]; register: Register }>();
  socialPlatforms.forEach((platform, index) => {
    if (!brief.platforms.includes(platform)) return;
    const rng = createRng(seed, brief.variant, platform);
    const register = registerFor(platform, tone);
    const use = uses.length ? uses[index % uses.length] : undefined;
    const ctx: Ctx = {
      gen,
      platform,
      rng,
      templates: frenchData().social,
      said: gen.said,
      subject: subject.np,
      register,
      slots: { ...gen.slots, use },
      local: new Set(),
      tags: hashtagsFor(platform, plan, rng),
    };
    drafts.set(platform, { draft: writers[platform](ctx), tags: ctx.tags, register });
  });

  const captions = finish(gen, drafts, shared);
  return {
    platforms: Object.fromEntries(
      [...captions].map(([platform, caption]) => [platform, { caption }]),
    ) as SocialDraft["platforms"],
    hashtags: plan.all,
    suggestedSchedule: suggestFrenchSchedule(
      socialPlatforms.filter((platform) => brief.platforms.includes(platform)),
      audienceProfile(brief.targetAudience)?.schedule,
      audience?.label,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// The brief.

/** Seller text inside a template: the template language's own marks removed. */
function safe(text: string): string {
  return text
    .replace(/[[\]<>{}]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The audience in French: ours for the form's options, the seller's words when they wrote French. */
function frenchAudience(text: string | undefined): FrenchAudience | undefined {
  const profile = audienceProfile(text);
  if (!profile) return undefined;
  if (profile.key) return frenchData().people.audiences[profile.key];
  if (!looksFrench(profile.label)) return undefined;
  const tag = frenchHashtag(profile.label);
  return {
    who: safe(profile.label),
    label: safe(profile.label),
    tag: tag.length >= 3 && tag.length <= 24 ? tag : undefined,
  };
}

/** The slots every caption shares. What the product's name already says is not said again. */
function sharedSlots(subject: FrenchSubject, base: Slots): Slots {
  const name = subject.np.text.toLowerCase();
  const material = subject.materials.find((entry) => !name.includes(entry.noun));
  const colours = subject.colours.filter((colour) => !name.includes(colour.noun.split(" ")[0] as string));
  return {
    ...base,
    matiere: material?.phrase,
    matiereNom: material?.noun,
    colourNoun: colours.length ? joinFrench(colours.map((colour) => colour.noun)) : undefined,
    details: subject.sizes.length ? subject.sizes.join(", ") : undefined,
    count: subject.count && subject.count > 1 && !/\blot de\b/.test(name) ? String(subject.count) : undefined,
  };
}

/** Care advice for an educational post: the type's, the material's, the department's. */
export function careOf(subject: FrenchSubject): string | undefined {
  const { typeCare, materialCare, departments, apparelDepartments, apparelCare } = frenchData().departments;
  if (subject.typeKey && typeCare[subject.typeKey]) return typeCare[subject.typeKey];
  for (const material of subject.materials)
    if (materialCare[material.noun]) return materialCare[material.noun];
  const key = subject.departmentKey;
  if (!key) return undefined;
  return departments[key]?.care ?? (apparelDepartments.includes(key) ? apparelCare : undefined);
}

// ---------------------------------------------------------------------------------------------
// Sentences a caption draws.

const REGISTER_OF_TONE: Record<string, string> = { plain: "hook.plain", warm: "hook.warm", fun: "hook.fun" };

function hook(ctx: Ctx): string | undefined {
  const { gen } = ctx;
  const own = `hook.${gen.tone.key}`;
  const shared = REGISTER_OF_TONE[gen.tone.register] as string;
  // "Tout ce qu'il faut savoir sur…" promises a tip: only when there is care advice to give.
  const promised = gen.tone.key === "educational" && !gen.care;
  const pools = ctx.templates[own] && !promised ? ctx.rng.shuffle([own, shared]) : [shared];
  const range = gen.subject.mode === "range" ? ["hook.range"] : [];
  return pick(ctx, [...range, ...pools, "hook.plain", "hook.warm", "hook.range"], {}, true);
}

/** Whether a text names the product (its head noun). */
function names(ctx: Ctx, text: string | undefined): boolean {
  if (!text) return false;
  const lower = text.toLowerCase();
  return (
    lower.includes(ctx.gen.subject.np.text.toLowerCase()) ||
    lower.includes(ctx.gen.subject.head.toLowerCase())
  );
}

function intro(ctx: Ctx, before: string | undefined): string | undefined {
  if (names(ctx, before)) return undefined;
  return pick(ctx, ctx.gen.subject.mode === "range" ? ["intro.range", "intro"] : ["intro"]);
}

/**
 * Up to `count` fact sentences: condition, material and colour, format, quantity, "fait main";
 * none of a fact `before` (what the caption said so far) has given already.
 */
function details(ctx: Ctx, count: number, before: readonly (string | undefined)[] = []): string[] {
  const { subject } = ctx.gen;
  if (subject.mode === "range")
    return [pick(ctx, "detail.range")].filter((line): line is string => Boolean(line)).slice(0, count);
  const said = before.join(" ").toLowerCase();
  const unsaid = (value: string | undefined) =>
    value && !said.includes(value.toLowerCase()) ? value : undefined;
  const slots: Slots = {
    ...ctx.slots,
    matiere: unsaid(ctx.slots.matiereNom) ? ctx.slots.matiere : undefined,
    colourNoun: unsaid(ctx.slots.colourNoun),
    details: unsaid(ctx.slots.details),
  };
  const kinds: string[][] = [];
  if (subject.condition) kinds.push([`detail.condition.${subject.condition}`]);
  if (slots.matiere && slots.colourNoun) kinds.push(["detail.materialColour", "detail.material"]);
  else if (slots.matiere) kinds.push(["detail.material"]);
  else if (slots.colourNoun) kinds.push(["detail.colour"]);
  if (slots.details) kinds.push(["detail.specs"]);
  if (slots.count) kinds.push(["detail.count"]);
  const name = subject.np.text.toLowerCase();
  if (subject.handmade && !/\bmain\b|artisan/.test(name)) kinds.push(["detail.handmade"]);
  if (kinds.length === 0) kinds.push(["detail.plain"]);
  const [first, ...rest] = kinds;
  const found: string[] = [];
  for (const sections of [first as string[], ...ctx.rng.shuffle(rest)]) {
    if (found.length >= count) break;
    const line = pick(ctx, sections, slots);
    if (line) found.push(line);
  }
  return found;
}

const EXTRA_KIND_MAX = 2;

/** "Who and what for" lines (use, audience, gift, brand), each kind in at most two captions. */
function extras(ctx: Ctx, count: number, kinds = ["use", "audience", "gift", "origin"]): string[] {
  const { extrasUsed } = ctx.gen;
  const open = kinds.filter((kind) => (extrasUsed.get(kind) ?? 0) < EXTRA_KIND_MAX);
  const found: string[] = [];
  for (const kind of [...ctx.rng.shuffle(open), ...kinds.filter((kind) => !open.includes(kind))]) {
    if (found.length >= count) break;
    const line = pick(ctx, kind);
    if (!line) continue;
    extrasUsed.set(kind, (extrasUsed.get(kind) ?? 0) + 1);
    found.push(line);
  }
  return found;
}

function tip(ctx: Ctx): string | undefined {
  const { gen } = ctx;
  if (gen.tipGiven || !gen.care || (gen.tone.key !== "educational" && gen.goalKey !== "education"))
    return undefined;
  // "Bon à savoir : le lin se lave…": no capital after a colon in French.
  const care = gen.care.charAt(0).toLocaleLowerCase("fr-FR") + gen.care.slice(1);
  const line = pick(ctx, "tip.intro", { care });
  if (line) gen.tipGiven = true;
  return line;
}

function context(ctx: Ctx, max: number): string | undefined {
  const { contexts } = ctx.gen;
  for (let index = 0; index < contexts.length; index++) {
    const fitted = fitSentence(contexts[index] as string, max);
    if (!fitted || !ctx.said.take(fitted, ctx.local)) continue;
    contexts.splice(index, 1);
    return fitted;
  }
  return undefined;
}

/** The seller's "about", quoted by the first of Facebook or LinkedIn in the generation. */
function aboutLine(ctx: Ctx): string | undefined {
  const { gen } = ctx;
  if (!gen.about) return undefined;
  const first = gen.selected.includes("facebook") ? "facebook" : "linkedin";
  if (ctx.platform !== first) return undefined;
  const line = pick(ctx, "about", { about: gen.about.replace(/[.!]$/, ""), brand: gen.brand });
  if (line) gen.about = undefined;
  return line;
}

function cta(ctx: Ctx, kind: "bio" | "link" | "nolink"): string | undefined {
  return pick(ctx, [`cta.${kind}.${ctx.gen.goalKey}`, `cta.${kind}.general`]);
}

function question(ctx: Ctx): string | undefined {
  return pick(ctx, [`question.${ctx.gen.goalKey}`, "question.general"]);
}

function banner(ctx: Ctx): string | undefined {
  const { gen } = ctx;
  if (gen.goalKey !== "launch" && gen.goalKey !== "event") return undefined;
  const text = pick(ctx, `banner.${gen.goalKey}`);
  if (!text) return undefined;
  if (gen.tone.emojiLevel === 0) return `${text}.`;
  const mark = gen.goalKey === "launch" ? "✨" : "📅";
  return `${mark} ${text} ${mark}`;
}

/** The line with a tone emoji after it, unless the tone uses none or it has one. */
function withEmoji(ctx: Ctx, line: string | undefined): string | undefined {
  if (!line || ctx.gen.tone.emojiLevel === 0 || /\p{Extended_Pictographic}/u.test(line)) return line;
  return `${line} ${ctx.rng.pick([...ctx.gen.tone.emoji, "🤍"])}`;
}

const short = (ctx: Ctx) => ctx.gen.style.length === "short";
const long = (ctx: Ctx) => ctx.gen.style.length === "long";

// ---------------------------------------------------------------------------------------------
// The platforms.

const instagram: PlatformWriter = (ctx) => {
  const { gen, rng } = ctx;
  const opener = withEmoji(ctx, hook(ctx));
  const named = intro(ctx, opener);
  const facts = [named, ...details(ctx, short(ctx) ? 1 : named ? 1 : 2, [opener, named])].filter(Boolean);
  const more = short(ctx) ? [] : extras(ctx, long(ctx) || rng.chance(0.5) ? 2 : 1);
  const quoted = context(ctx, 160);
  const call = cta(ctx, "bio");
  const arrow = gen.tone.emojiLevel > 0 ? "👉 " : "";
  const signOff = !short(ctx) && rng.chance(0.5) ? pick(ctx, `signoff.${gen.tone.register}`) : undefined;
  return {
    paragraphs: [
      lines(banner(ctx), opener),
      lines(facts.join(" ") || undefined, more.join(" ") || undefined),
      quoted ? (gen.tone.emojiLevel > 0 ? `✨ ${quoted}` : quoted) : undefined,
      tip(ctx),
      lines(call ? `${arrow}${call}` : undefined, signOff),
    ],
  };
};

const FB_MIN_WORDS = 40;
const FB_MAX_WORDS = 120;

const facebook: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const opener = withEmoji(ctx, hook(ctx));
  const named = intro(ctx, opener);
  const opening = [banner(ctx), opener, named, ...details(ctx, 2, [opener, named])].filter(
    (line): line is string => Boolean(line),
  );
  let middle = [...extras(ctx, short(ctx) ? 1 : 2), context(ctx, 220), tip(ctx)].filter(
    (line): line is string => Boolean(line),
  );
  const about = aboutLine(ctx);
  const call = gen.url ? cta(ctx, "link") : cta(ctx, "nolink");
  const ask = withEmoji(ctx, question(ctx)) ?? "Qu'en pensez-vous ?";
  const assemble = (): Draft => ({
    paragraphs: [opening.join(" "), middle.join(" ") || undefined, about, call, ask],
    insertAt: 4,
  });
  const words = () => wordCount(assemble().paragraphs.filter(Boolean).join(" "));
  for (let tries = 0; words() < FB_MIN_WORDS && tries < 4; tries++) {
    const extra =
      pick(ctx, [`fb.extra.${gen.tone.register}`, "fb.extra.warm", "fb.extra.plain"]) ?? extras(ctx, 1)[0];
    if (!extra) break;
    middle = [...middle, extra];
  }
  while (words() > FB_MAX_WORDS && middle.length > 0) middle = middle.slice(0, -1);
  while (words() > FB_MAX_WORDS && opening.length > 2) opening.pop();
  return assemble();
};

const TWEET_BODY_MAX = 230;
const TWEET_LINK_MAX = 100;

export function weighted(text: string): number {
  return twitterText.parseTweet(frenchTypography(text)).weightedLength;
}

const twitter: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const opener = withEmoji(ctx, hook(ctx));
  const fact = intro(ctx, opener) ?? details(ctx, 1, [opener])[0];
  const link = gen.url && weighted(gen.url) <= TWEET_LINK_MAX ? gen.url : undefined;
  const call = link
    ? pick(ctx, [`cta.link.${gen.goalKey}`, "cta.link.general"], { url: link })
    : cta(ctx, "nolink");
  const base = weighted([opener, fact, call].filter(Boolean).join(" "));
  const quoted =
    base + 40 <= TWEET_BODY_MAX ? context(ctx, Math.min(120, TWEET_BODY_MAX - base - 1)) : undefined;
  const candidates = [
    [opener, fact, quoted, call],
    [opener, fact, call],
    [opener, call],
    [fact, call],
    [call],
    [opener],
  ];
  for (const parts of candidates) {
    const text = parts.filter(Boolean).join(" ");
    if (text && weighted(text) <= TWEET_BODY_MAX) return { paragraphs: [text] };
  }
  return { paragraphs: [capitalise(gen.subject.np.text).slice(0, 100)] };
};

const linkedin: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const goal = gen.goalKey;
  const opener =
    (goal === "launch" || goal === "event" ? pick(ctx, `li.open.${goal}`) : undefined) ??
    pick(ctx, [`li.open.${gen.tone.register}`, "li.open.plain"]);
  const named = intro(ctx, opener);
  const story = [named, ...details(ctx, 2, [opener, named])].filter(Boolean).join(" ");
  const value = pick(ctx, "li.value");
  const audience = gen.audience ? pick(ctx, "li.audience") : undefined;
  const quoted = [context(ctx, 220), context(ctx, 220)].filter(Boolean).join(" ");
  const close = gen.url
    ? pick(ctx, [`li.closeLink.${goal}`, "li.closeLink.general"])
    : pick(ctx, [`li.close.${goal}`, "li.close.general"]);
  return {
    paragraphs: [
      opener ?? (gen.brand ? `Un mot de ${gen.brand}.` : "Un mot de notre part."),
      story || undefined,
      [value, audience].filter(Boolean).join(" ") || undefined,
      aboutLine(ctx),
      quoted || undefined,
      tip(ctx),
      close,
    ],
  };
};

const PINTEREST_MAX = socialRules.pinterest.maxChars - 10;
const PIN_TITLE_MAX = socialRules.pinterest.maxTitleChars ?? 100;

const pinterest: PlatformWriter = (ctx) => {
  const { gen } = ctx;
  const slots = ctx.slots;
  const title = clipWords(
    [
      capitalise(gen.subject.np.text),
      gen.subject.mode === "range" ? gen.brand : undefined,
      slots.matiere,
      slots.colourNoun,
      slots.details,
    ]
      .filter(Boolean)
      .join(" – ")
      .replace(/ – (en |à |au )/, " $1"),
    PIN_TITLE_MAX,
  );
  ctx.local.add(title.toLowerCase());
  const describe = gen.subject.mode === "range" ? pick(ctx, "pin.describeRange") : pick(ctx, "pin.describe");
  const facts = details(ctx, 1, [title, describe]);
  const use = slots.use ? pick(ctx, "use") : undefined;
  const gift = pick(ctx, gen.audience ? ["pin.gift", "gift"] : ["gift", "pin.gift"]);
  const save = pick(ctx, "pin.save");
  const quoted = context(ctx, 140);
  const close = gen.domain ? pick(ctx, [`pin.close.${gen.goalKey}`, "pin.close.general"]) : undefined;
  const options = [
    [describe, ...facts, use, gift, quoted, save, close],
    [describe, ...facts, use, gift, save, close],
    [describe, ...facts, use, close],
    [describe, use, close],
    [describe, close],
    [describe],
  ];
  const tags = hashtagLine(ctx.tags);
  // Room for the seller's sign-off, which every caption but X's ends with.
  const budget = PINTEREST_MAX - (gen.style.signOff ? gen.style.signOff.length + 2 : 0);
  for (const parts of options) {
    const body = parts.filter(Boolean).join(" ");
    if (frenchTypography(lines(title, body, "", tags)).length <= budget)
      return { paragraphs: [lines(title, body)] };
  }
  return { paragraphs: [title] };
};

const tiktok: PlatformWriter = (ctx) => {
  const { rng } = ctx;
  const opener = withEmoji(ctx, pick(ctx, ["tt.hook"], {}, true) ?? hook(ctx));
  const named = intro(ctx, opener);
  const fact = details(ctx, 1, [opener, named])[0];
  const more = short(ctx) ? [] : extras(ctx, 1, ["use", "audience", "gift"]);
  const quoted = context(ctx, 100);
  const call = cta(ctx, "bio");
  const ask = rng.chance(0.6) ? withEmoji(ctx, question(ctx)) : undefined;
  const body = [banner(ctx)?.toUpperCase(), opener, named, fact, ...more, quoted, tip(ctx), call, ask].filter(
    (line): line is string => Boolean(line),
  );
  if (body.length < 4) {
    for (const line of [...details(ctx, 2), ...extras(ctx, 2)]) {
      if (body.length >= 4) break;
      body.splice(body.length - 1, 0, line);
    }
  }
  return { paragraphs: [body.join("\n")] };
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
// The generation-wide additions: always-words, the seller's sign-off, hashtags, typography.

const ALWAYS_ORDER: readonly SocialPlatform[] = [
  "facebook",
  "instagram",
  "linkedin",
  "tiktok",
  "pinterest",
  "twitter",
];

function fits(platform: SocialPlatform, text: string): boolean {
  const rule = socialRules[platform];
  const length = rule.weighted ? twitterText.parseTweet(text).weightedLength : text.length;
  return length <= (platform === "pinterest" ? PINTEREST_MAX : rule.maxChars);
}

function finish(
  gen: Generation,
  drafts: Map<SocialPlatform, { draft: Draft; tags: string[]; register: Register }>,
  rng: Rng,
): Map<SocialPlatform, string> {
  const { style } = gen;
  const compose = (platform: SocialPlatform, draft: Draft, tags: string[], extra?: string) => {
    const paragraphs = [...draft.paragraphs];
    if (extra) paragraphs.splice(draft.insertAt ?? paragraphs.length, 0, extra);
    if (style.signOff && platform !== "twitter") paragraphs.push(safeSignOff(style.signOff));
    let body = frenchTypography(
      lines(...paragraphs.flatMap((paragraph) => (paragraph ? [paragraph, ""] : []))),
    );
    if (style.emoji === "none") body = withoutEmoji(body);
    body = body.trim();
    if (platform !== "twitter") return tags.length ? `${body}\n\n${hashtagLine(tags)}` : body;
    const kept: string[] = [];
    for (const tag of tags) {
      if (twitterText.parseTweet(`${body}\n\n${hashtagLine([...kept, tag])}`).weightedLength <= 280)
        kept.push(tag);
    }
    return kept.length ? `${body}\n\n${hashtagLine(kept)}` : body;
  };

  const captions = new Map<SocialPlatform, string>();
  for (const [platform, { draft, tags }] of drafts) captions.set(platform, compose(platform, draft, tags));

  // Every always-word at least once: the seller's words, in one line of the first caption with room.
  const all = () => [...captions.values()].join("\n").toLowerCase();
  const missing = style.alwaysWords.filter((word) => word.trim() && !all().includes(word.toLowerCase()));
  if (missing.length) {
    const words = joinFrench(missing.map((word) => safe(word)));
    for (const platform of ALWAYS_ORDER) {
      const entry = drafts.get(platform);
      if (!entry) continue;
      const local = new Set<string>();
      const line = pick(
        {
          templates: frenchData().social,
          said: gen.said,
          subject: gen.subject.np,
          register: entry.register,
          slots: { words },
          rng,
          local,
        },
        "always",
      );
      if (!line) break;
      const caption = compose(platform, entry.draft, entry.tags, line);
      if (
        fits(platform, caption) &&
        (platform !== "twitter" || twitterText.parseTweet(caption).weightedLength <= 280)
      ) {
        captions.set(platform, caption);
        break;
      }
    }
  }
  return captions;
}

function safeSignOff(signOff: string): string {
  return signOff.replace(/#/g, "").trim();
}
