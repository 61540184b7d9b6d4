import twitterText from "twitter-text";
import { socialRules } from "../../../../../domain/platform-rules";
import { type SocialPlatform, socialPlatforms } from "../../../../../domain/platforms";
import type { SocialBrief, SocialDraft } from "../../generation-provider";
import { cleanHashtag } from "../text";
import { goalProfile, toneProfile } from "../vocabulary";
import { hashtagOf as alwaysHashtagOf, captionInVoice, usesWord, withRoomFor } from "../voice";
import { voiceStyleOf } from "../voice-style";
import type { CtaChannel, Intent, LanguagePack, Register } from "./language";
import { introIndex, type Picker } from "./pick";
import { factSentences, offerLine, sellerOpening, shortFacts } from "./sentences";
import type { Subject } from "./subject";
import { hashtagsOf, type TagInput } from "./tags";

/**
 * Social captions, one pipeline for every language: each caption is a plan of parts (a hook, the
 * product by name, its facts, the offer, a call to action, hashtags) that the platform orders and
 * trims to its form. Facts come from the sheet in the seller's words; everything else is framing
 * from the language pack, which claims nothing about the product. The offer goes in every caption.
 */
export interface SocialInput {
  brief: SocialBrief;
  subject: Subject;
  pack: LanguagePack;
  picker: Picker;
  tags: TagInput;
  shop?: string;
}

const TWEET_MAX = 280;
const TWEET_BODY_MAX = 250;

export function composeSocial(input: SocialInput): SocialDraft {
  const { brief, pack } = input;
  const tone = toneProfile(brief.tone);
  const register: Register = tone.register === "fun" ? "lively" : tone.register;
  const intent = intentOf(brief.campaignGoal);
  const offer = offerLine(input.subject, pack);
  const url = brief.productUrl?.trim() || undefined;
  const style = voiceStyleOf(brief.voice);
  const allTags = hashtagsOf(input.tags, 20);
  const platforms: SocialDraft["platforms"] = {};

  socialPlatforms.forEach((platform, order) => {
    if (!brief.platforms.includes(platform)) return;
    const facts = factSentences(input.subject, pack);
    const opening = sellerOpening(input.subject, pack.language);
    const parts: CaptionParts = {
      hook: withEmoji(
        input.picker.pick(pack.hooks[register], `${platform}.hook`),
        tone.emoji,
        platform,
        input.picker,
      ),
      intro:
        opening ??
        pack.intro(
          input.subject.name,
          introIndex(input.picker, pack, `${platform}.intro`),
          input.subject.sheet.noun,
        ),
      facts: opening ? facts.social.slice(1) : facts.social,
      mustKnow: facts.mustKnow,
      offer,
      occasion: input.subject.occasion ? pack.facts.occasion(input.subject.occasion) : undefined,
      shop: input.shop
        ? input.picker.pick(pack.fromShop, `${platform}.shop`).replaceAll("{shop}", input.shop)
        : undefined,
      cta: cta(pack, intent, channelOf(platform, url), input.picker, platform, url, input.shop),
      tags: rotate(allTags, order).slice(
        0,
        Math.min(socialRules[platform].maxHashtags, TAGS_WANTED[platform]),
      ),
    };
    const caption = PLATFORM_CAPTIONS[platform](parts);
    platforms[platform] = { caption: captionInVoice(platform, caption, brief.voice, style) };
  });
  everyAlwaysWordSaid(platforms, brief.voice?.alwaysWords ?? []);
  const always = (brief.voice?.alwaysWords ?? [])
    .map(alwaysHashtagOf)
    .filter((tag): tag is string => Boolean(tag));
  // The seller's own tags first, their always-words next, then the rest.
  const own = input.tags.own.map(cleanHashtag).filter((tag) => tag.length >= 2);
  const hashtags = uniqueTags([...own, ...always, ...allTags]).slice(
    0,
    Math.max(allTags.length, always.length),
  );
  return { platforms, hashtags, suggestedSchedule: "" };
}

interface CaptionParts {
  hook: string;
  intro: string;
  /** Fact sentences, most telling first. */
  facts: string[];
  /** The facts a buyer must know, kept by the short forms too (FactLines.mustKnow). */
  mustKnow: ReadonlySet<string>;
  offer?: string;
  occasion?: string;
  shop?: string;
  cta: string;
  tags: string[];
}

const TAGS_WANTED: Record<SocialPlatform, number> = {
  instagram: 5,
  facebook: 3,
  twitter: 2,
  linkedin: 3,
  pinterest: 5,
  tiktok: 5,
};

const hashtagLine = (tags: readonly string[]) => tags.map((tag) => `#${tag}`).join(" ");
const paragraphs = (...blocks: (string | undefined | false)[]) =>
  blocks.filter((block): block is string => typeof block === "string" && block.trim() !== "").join("\n\n");
const prose = (...sentences: (string | undefined)[]) => sentences.filter(Boolean).join(" ");

/** Each platform's form (DESIGN.md §7): what it leads with, how long it runs, where tags go. */
const PLATFORM_CAPTIONS: Record<SocialPlatform, (parts: CaptionParts) => string> = {
  // A line that stops the scroll, the product and its facts, the offer, "link in bio", five tags.
  instagram: (p) =>
    paragraphs(p.hook, prose(p.intro, ...p.facts), prose(p.offer, p.occasion), p.cta, hashtagLine(p.tags)),
  // Conversational and complete: the whole story, the offer, the link.
  facebook: (p) =>
    paragraphs(
      prose(p.intro, ...p.facts),
      prose(p.occasion, p.offer),
      prose(p.cta, p.shop),
      hashtagLine(p.tags),
    ),
  // The product and what matters most, the offer, the call; tags while it fits 280.
  twitter: (p) => tweet(p),
  // Professional: who makes it, the product, the facts, the call.
  linkedin: (p) => paragraphs(p.shop, prose(p.intro, ...p.facts), p.offer, p.cta, hashtagLine(p.tags)),
  // Searchable: the name and its facts first, then the call.
  pinterest: (p) =>
    paragraphs(prose(p.intro, ...shortFacts(p.facts, 4, p.mustKnow), p.offer), p.cta, hashtagLine(p.tags)),
  // Short: a hook, the product, one or two facts (and what a buyer must know), the offer, the call.
  tiktok: (p) =>
    paragraphs(
      prose(p.hook, p.intro),
      prose(...shortFacts(p.facts, 2, p.mustKnow)),
      p.offer,
      p.cta,
      hashtagLine(p.tags),
    ),
};

function weighted(text: string): number {
  return twitterText.parseTweet(text).weightedLength;
}

/**
 * As many facts as fit in 250 weighted characters beside the offer and the call, then tags within
 * 280. Room is kept for the later facts a buyer must know ("Pickup only.", "No filter no heater."):
 * a long early fact never pushes them out.
 */
function tweet(p: CaptionParts): string {
  const closing = [p.offer, p.cta].filter((part): part is string => Boolean(part));
  const chosen: string[] = [];
  p.facts.forEach((fact, index) => {
    const later = p.facts.slice(index + 1).filter((other) => p.mustKnow.has(other));
    if (weighted([p.intro, ...chosen, fact, ...later, ...closing].join(" ")) <= TWEET_BODY_MAX)
      chosen.push(fact);
  });
  let body = [p.intro, ...chosen, ...closing].join(" ");
  if (weighted(body) > TWEET_BODY_MAX) body = [p.intro, p.offer].filter(Boolean).join(" ");
  const kept: string[] = [];
  for (const tag of p.tags) {
    if (weighted(`${body}\n\n${hashtagLine([...kept, tag])}`) <= TWEET_MAX) kept.push(tag);
  }
  return kept.length ? `${body}\n\n${hashtagLine(kept)}` : body;
}

function rotate<T>(list: readonly T[], by: number): T[] {
  if (list.length < 2) return [...list];
  const shift = by % list.length;
  return [...list.slice(shift), ...list.slice(0, shift)];
}

/** Sharing, talking and learning goals ask for a reply; every other goal asks for an order. */
export function intentOf(goal: string | undefined): Intent {
  const key = goalProfile(goal).key;
  return key === "engagement" || key === "community" || key === "awareness" || key === "education"
    ? "talk"
    : "buy";
}

function channelOf(platform: SocialPlatform, url: string | undefined): CtaChannel {
  if (platform === "instagram" || platform === "tiktok") return "bio";
  return url && weighted(url) <= 100 ? "link" : "plain";
}

function cta(
  pack: LanguagePack,
  intent: Intent,
  channel: CtaChannel,
  picker: Picker,
  platform: SocialPlatform,
  url: string | undefined,
  shop: string | undefined,
): string {
  const line = picker.pick(pack.ctas[intent][channel], `${platform}.cta`);
  const filled = line.replaceAll("{url}", url ?? "");
  return shop
    ? filled.replaceAll("{shop}", shop)
    : filled.replaceAll("{shop}", "").replace(/\s+([.,!?])/g, "$1");
}

/** The tone's emoji, once, on the hook of the networks that use them. */
function withEmoji(hook: string, emoji: readonly string[], platform: SocialPlatform, picker: Picker): string {
  if (!emoji.length || platform === "linkedin" || platform === "pinterest") return hook;
  return `${hook} ${picker.pick(emoji, `${platform}.emoji`)}`;
}

/**
 * Each of the seller's always-words in at least one caption: a word no caption found room for
 * goes into the first caption (see voice.ts).
 */
function everyAlwaysWordSaid(platforms: SocialDraft["platforms"], alwaysWords: readonly string[]) {
  const captions = Object.values(platforms).map((post) => post?.caption ?? "");
  const unsaid = alwaysWords.filter((word) => !captions.some((caption) => usesWord(caption, word)));
  const first = socialPlatforms.find((platform) => platforms[platform]);
  const post = first ? platforms[first] : undefined;
  if (first && post && unsaid.length) post.caption = withRoomFor(first, post.caption, unsaid);
}

function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
