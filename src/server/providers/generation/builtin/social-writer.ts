import { type SocialPlatform, socialPlatforms } from "../../../../domain/platforms";
import type { SocialBrief, SocialDraft } from "../generation-provider";
import { boundedSocialBrief, brandName, socialBriefSeed } from "./brief-bounds";
import { businessProfile } from "./businesses";
import { buildHashtags, hashtagsFor } from "./hashtags";
import type { Lexicon } from "./lexicon/lexicon";
import { Said } from "./phrasebook/phrasebook";
import { createRng } from "./rng";
import { suggestSchedule } from "./schedule";
import { contextSentences } from "./social/context";
import { facebook } from "./social/facebook";
import { type Generation, type PlatformWriter, socialPhrasebook } from "./social/generation";
import { instagram } from "./social/instagram";
import { linkedin } from "./social/linkedin";
import { pinterest } from "./social/pinterest";
import { subjectOf } from "./social/subject";
import { tiktok } from "./social/tiktok";
import { twitter } from "./social/twitter";
import { cleanHashtag, cleanText, domainOf } from "./text";
import { audienceProfile, goalProfile, toneProfile } from "./vocabulary";
import { captionInVoice, hashtagOf, usesWord, withRoomFor } from "./voice";
import { voiceStyleOf } from "./voice-style";
import { describeColour, moodOf } from "./words";

export interface SocialWriterOptions {
  /** The product lexicon; the data files' by default (tests pass a small fixed one). */
  lexicon?: Lexicon;
}

const writers: Record<SocialPlatform, PlatformWriter> = {
  instagram,
  facebook,
  twitter,
  linkedin,
  pinterest,
  tiktok,
};

/**
 * The builtin social copywriter (DESIGN.md §7): one writer per platform, each in its native form,
 * all drawing their sentences from the phrasebook (phrasebook/data/social.json) so that no
 * sentence repeats within a generation and the same shapes do not recur across products.
 * Everything said comes from the brief and the photo: the product as the seller named it, the
 * seller's colours (else the photo's foreground, never the backdrop), and only the claims the
 * seller made. No prices, discounts, dates, reviews or shipping promises are invented.
 *
 * Throws ProductUnknownError when nothing names the product (no "What are you selling?", no
 * product in the context, no business type): the service asks the seller for it.
 */
export function writeSocialPosts(input: SocialBrief, options: SocialWriterOptions = {}): SocialDraft {
  const brief = boundedSocialBrief(input);
  const seed = socialBriefSeed(brief);
  const shared = createRng(seed, brief.variant, "generation");
  const businessText = cleanText(brief.businessType);
  const business = businessProfile(businessText);
  const contextText = cleanText(brief.additionalContext);
  const userTags = dedupe(brief.hashtags.map(cleanHashtag).filter((tag) => tag.length >= 2));

  const subject = subjectOf(
    {
      product: cleanText(brief.product) || undefined,
      context: contextText || undefined,
      businessType: businessText || undefined,
      business,
      businessKnown: /[\p{L}\p{N}]/u.test(businessText),
      image: brief.facts,
      lexicon: options.lexicon,
      sheet: brief.sheet,
    },
    shared,
  );
  const book = socialPhrasebook();
  const brand = brandName(brief.brand);
  const audience = audienceProfile(brief.targetAudience);
  const tone = toneProfile(brief.tone);
  const goal = goalProfile(brief.campaignGoal);
  const url = brief.productUrl?.trim() || undefined;
  const domain = domainOf(url);
  const who = audience?.key ? (book.pick(`who.${audience.key}`, {}, shared) ?? audience.who) : audience?.who;
  const mainColour = subject.colours[0];

  const gen: Generation = {
    book,
    said: new Said(),
    subject,
    brand,
    tone,
    goal,
    audience,
    business,
    url,
    domain,
    contexts: contextSentences(contextText),
    tipsGiven: new Set(),
    extrasUsed: new Map(),
    sentences: new Set(),
    heart: mainColour ? moodOf([describeColour(mainColour)]).heart : "🤍",
    slots: {
      ...subject.slots,
      brand,
      audience: audience?.label,
      who,
      moment: audience?.moment,
      url,
      domain,
      tip: businessText ? business.tip : undefined,
    },
  };

  const plan = buildHashtags(
    {
      brand,
      product: subject.mode === "item" ? subject.slots.product : undefined,
      range: subject.mode === "range" ? subject.slots.range : undefined,
      materials: subject.materials,
      colours: subject.colours,
      searches: subject.searches,
      occasions: [...subject.gifts, ...subject.occasions, ...subject.occasionTags],
      department: subject.facts.department?.key ?? subject.type?.department,
      handmade: Boolean(subject.handmade),
      condition: subject.condition,
      businessTags: businessText ? business.hashtags : [],
      audienceTags: audience?.hashtags ?? [],
      goalTags: goal.hashtags,
    },
    userTags,
  );

  // Always in the same order, whatever order the request lists them in: what one caption says
  // decides what the next may not repeat, and the same brief must give the same text.
  const platforms: SocialDraft["platforms"] = {};
  const { uses } = subject;
  const style = voiceStyleOf(brief.voice);
  socialPlatforms.forEach((platform, index) => {
    if (!brief.platforms.includes(platform)) return;
    const rng = createRng(seed, brief.variant, platform);
    const tags = hashtagsFor(platform, plan, rng);
    // Each caption leads with another of the product's uses, so they do not all say "for the desk".
    const local =
      uses.length > 1 ? { use: uses[index % uses.length], use2: uses[(index + 1) % uses.length] } : {};
    const ctx = { gen, rng, platform, tags, clauses: new Set<string>(), local };
    const caption = withoutHangingArticles(writers[platform](ctx));
    platforms[platform] = { caption: captionInVoice(platform, caption, brief.voice, style) };
  });
  everyAlwaysWordSaid(platforms, brief.voice?.alwaysWords ?? []);
  return {
    platforms,
    hashtags: withAlwaysHashtags(plan.all, plan.user, brief.voice?.alwaysWords ?? []),
    suggestedSchedule: suggestSchedule(
      socialPlatforms.filter((platform) => brief.platforms.includes(platform)),
      audience?.schedule,
      audience?.label,
    ),
  };
}

/**
 * Each of the seller's always-words in at least one caption: a word no caption found room for
 * goes into the first caption, which gives up later lines for it (see voice.ts).
 */
function everyAlwaysWordSaid(platforms: SocialDraft["platforms"], alwaysWords: readonly string[]) {
  const captions = Object.values(platforms).map((post) => post?.caption ?? "");
  const unsaid = alwaysWords.filter((word) => !captions.some((caption) => usesWord(caption, word)));
  const first = socialPlatforms.find((platform) => platforms[platform]);
  const post = first ? platforms[first] : undefined;
  if (first && post && unsaid.length) post.caption = withRoomFor(first, post.caption, unsaid);
}

/** The generation's hashtags with the seller's hashtag-able always-words right after their own tags. */
function withAlwaysHashtags(
  all: string[],
  user: readonly string[],
  alwaysWords: readonly string[],
): string[] {
  const always = alwaysWords.map(hashtagOf).filter((tag): tag is string => Boolean(tag));
  if (!always.length) return all;
  const userSet = new Set(user.map((tag) => tag.toLowerCase()));
  const ordered = [...all.filter((tag) => userSet.has(tag.toLowerCase())), ...always, ...all];
  // As many as the writer gives without a voice: the seller's words take the last ones' places.
  return dedupe(ordered).slice(0, Math.max(all.length, always.length));
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

/**
 * A line cut to fit a platform may end on "a", "an" or "the" ("… and this is a"): the dangling
 * article goes, so no line reads as cut off.
 */
function withoutHangingArticles(caption: string): string {
  return caption
    .split("\n")
    .map((line) => {
      const words = line.split(" ");
      while (words.length > 1 && /^(?:a|an|the)$/i.test(words[words.length - 1] ?? "")) words.pop();
      return words.join(" ");
    })
    .join("\n");
}
