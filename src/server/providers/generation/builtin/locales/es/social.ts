import { type SocialPlatform, socialPlatforms } from "../../../../../../domain/platforms";
import type { SocialBrief, SocialDraft } from "../../../generation-provider";
import { boundedSocialBrief, brandName, socialBriefSeed } from "../../brief-bounds";
import { hashtagsFor } from "../../hashtags";
import { createRng } from "../../rng";
import { contextSentences } from "../../social/context";
import { cleanHashtag, cleanText } from "../../text";
import { voiceStyleOf, withoutEmoji } from "../../voice-style";
import { describeColour, moodOf } from "../../words";
import type { Generation, PlatformWriter } from "./generation";
import { spanishHashtags } from "./hashtags";
import { Said, spanishPhrasebook } from "./phrasebook";
import { facebook, instagram, linkedin, pinterest, tiktok, twitter } from "./platforms";
import { spanishAudience, spanishGoal, spanishTone } from "./profiles";
import { spanishSchedule } from "./schedule";
import { looksSpanish, spanishSubject } from "./subject";
import { applySocialVoice } from "./voice";

const writers: Record<SocialPlatform, PlatformWriter> = {
  instagram,
  facebook,
  twitter,
  linkedin,
  pinterest,
  tiktok,
};

/**
 * The Spanish social writer: the English writer's platform forms with Spanish templates
 * (data/social.json), written with tú as most small shops do. Everything said comes from the
 * brief and the photo; no prices, dates, reviews or shipping promises are invented.
 */
export function writeSpanishSocialPosts(input: SocialBrief): SocialDraft {
  const brief = boundedSocialBrief(input);
  const seed = socialBriefSeed(brief, "es");
  const shared = createRng(seed, brief.variant, "generation");
  const subject = spanishSubject(brief);
  const tone = spanishTone(brief.tone);
  const goal = spanishGoal(brief.campaignGoal);
  const audience = spanishAudience(brief.targetAudience, shared);
  const style = voiceStyleOf(brief.voice);
  const brand = brandName(brief.brand);
  const url = brief.productUrl?.trim() || undefined;
  const context = cleanText(brief.additionalContext);
  const mainColour = subject.neutral.colours[0];

  const gen: Generation = {
    book: spanishPhrasebook("social"),
    said: new Said(),
    subject,
    slots: { ...subject.slots, marca: brand, quien: audience?.who, publico: audience?.label, url },
    tone,
    goal,
    brand,
    url,
    hasAudience: Boolean(audience?.who),
    giftAudience: audience?.key === "gifts",
    contexts: looksSpanish(context) ? contextSentences(context) : [],
    style,
    noEmoji: style.emoji === "none",
    brief: style.length === "short",
    heart: mainColour ? moodOf([describeColour(mainColour)]).heart : "🤍",
    tipGiven: false,
    sentences: new Set(),
    extrasUsed: new Map(),
  };
  const userTags = brief.hashtags.map(cleanHashtag).filter((tag) => tag.length >= 2);
  const plan = spanishHashtags({ subject, brand, goal: goal.key, audienceTag: audience?.tag }, userTags);

  const platforms: SocialDraft["platforms"] = {};
  for (const platform of socialPlatforms) {
    if (!brief.platforms.includes(platform)) continue;
    const rng = createRng(seed, brief.variant, platform);
    const ctx = { gen, rng, platform, tags: hashtagsFor(platform, plan, rng), clauses: new Set<string>() };
    platforms[platform] = { caption: writers[platform](ctx) };
  }
  applySocialVoice(platforms, style, createRng(seed, brief.variant, "voice"));
  if (gen.noEmoji) {
    for (const entry of Object.values(platforms)) if (entry) entry.caption = withoutEmoji(entry.caption);
  }
  return {
    platforms,
    hashtags: plan.all,
    suggestedSchedule: spanishSchedule(
      socialPlatforms.filter((platform) => brief.platforms.includes(platform)),
      audience?.schedule,
      audience?.label,
    ),
  };
}
