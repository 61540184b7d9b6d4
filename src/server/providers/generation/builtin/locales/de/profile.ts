import { businessProfile } from "../../businesses";
import { cleanText } from "../../text";
import {
  audienceProfile,
  type GoalKey,
  type GoalProfile,
  goalProfile,
  type ScheduleSlot,
  type ToneProfile,
  toneProfile,
} from "../../vocabulary";
import { germanWords } from "./data";
import { looksGerman } from "./language";

/**
 * Who is speaking to whom, in German: the tone (the form's English options, or the seller's own
 * German words), whether the post says du or Sie, the campaign goal, the audience and the business.
 *
 * du or Sie: German small shops say du (and ihr to their followers) on Instagram, TikTok,
 * Facebook and Pinterest when the tone is friendly, casual or playful; Sie when it is
 * professional, authoritative, luxurious or educational — and always on LinkedIn and in
 * marketplace listings.
 */
export type Address = "du" | "sie";

export interface GermanVoice {
  tone: ToneProfile;
  address: Address;
  goal: GoalProfile;
  audience?: { label: string; who: string; tags: string[]; schedule: ScheduleSlot };
  business: { key: string; tags: string[]; range: string; tip: string; given: boolean };
}

const GERMAN_TONES: readonly [RegExp, string][] = [
  [/professionell|seriös|sachlich|formell|geschäftlich/, "professional"],
  [/luxus|luxuriös|edel|elegant|exklusiv|hochwertig/, "luxury"],
  [/witzig|humor|lustig|frech/, "humorous"],
  [/verspielt|fröhlich/, "playful"],
  [/inspir|motivier/, "inspirational"],
  [/emotional|gefühl|berührend|herzlich/, "emotional"],
  [/trend|hip|jung/, "trendy"],
  [/lehrreich|informativ|erklär|sachkundig/, "educational"],
  [/dringend|eilig/, "urgent"],
  [/locker|lässig|entspannt|salopp/, "casual"],
  [/plaudernd|persönlich|gesprächig/, "conversational"],
  [/freundlich|warm|nett/, "friendly"],
];

const GERMAN_GOALS: readonly [RegExp, GoalKey][] = [
  [/launch|neuheit|einführ|premiere|neues produkt/, "launch"],
  [/veranstaltung|event|markt|workshop|termin|messe/, "event"],
  [/stammkund|kundenbindung|treue/, "retention"],
  [/website|webseite|traffic|besuch/, "traffic"],
  [/newsletter|anmeld|kontakt|anfrage|lead/, "leads"],
  [/verkauf|umsatz|bestell|kaufen|abverkauf/, "sales"],
  [/community|gemeinschaft/, "community"],
  [/interaktion|kommentar|engagement|reaktion/, "engagement"],
  [/tipps?\b|wissen|bildung|erklär/, "education"],
  [/bekannt|reichweite|marke|sichtbar/, "awareness"],
];

const PLAIN_TONES = new Set(["professional", "authoritative", "luxury", "educational"]);

export function germanVoice(input: {
  tone: string;
  campaignGoal?: string;
  targetAudience?: string;
  businessType?: string;
}): GermanVoice {
  const toneText = cleanText(input.tone).toLowerCase();
  const germanTone = GERMAN_TONES.find(([pattern]) => pattern.test(toneText))?.[1];
  const tone = toneProfile(germanTone ?? input.tone);
  const goalText = cleanText(input.campaignGoal).toLowerCase();
  const english = goalProfile(input.campaignGoal);
  const germanGoal =
    english.key === "general" ? GERMAN_GOALS.find(([pattern]) => pattern.test(goalText))?.[1] : undefined;
  const goal = germanGoal ? goalProfile(germanGoalEnglish[germanGoal]) : english;
  return {
    tone,
    address: PLAIN_TONES.has(tone.key) ? "sie" : "du",
    goal,
    audience: audienceOf(input.targetAudience),
    business: businessOf(input.businessType),
  };
}

/** An English goal text that goalProfile reads as the key (its keys are matched by keyword). */
const germanGoalEnglish: Record<GoalKey, string> = {
  awareness: "brand awareness",
  traffic: "website traffic",
  leads: "generate leads",
  sales: "boost sales",
  engagement: "increase engagement",
  community: "build community",
  launch: "product launch",
  event: "event promotion",
  education: "educational content",
  retention: "customer retention",
  general: "",
};

function audienceOf(text: string | undefined): GermanVoice["audience"] {
  const profile = audienceProfile(text);
  if (!profile) return undefined;
  const words = germanWords();
  const known = profile.key ? words.audiences[profile.key] : undefined;
  if (known) return { ...known, schedule: profile.schedule };
  // The seller's own words, when German: "Für junge Mütter."
  const own = cleanText(text);
  if (own && looksGerman(own) && own.length <= 60)
    return { label: own, who: own, tags: [], schedule: profile.schedule };
  return undefined;
}

const GERMAN_BUSINESS = /(?:ei|ung|laden|werkstatt|atelier|manufaktur|stube|kunst|handwerk|studio)$/i;

function businessOf(text: string | undefined): GermanVoice["business"] {
  const words = germanWords();
  const own = cleanText(text);
  const profile = businessProfile(own);
  const entry = words.business[profile.key] ?? (words.business.generic as { tags: string[]; range: string });
  const tags = [...entry.tags];
  // A German business type becomes a tag of its own: "Töpferei" → #Töpferei.
  const last = own.split(/\s+/).pop() ?? "";
  if (
    own &&
    own.length <= 30 &&
    own.split(/\s+/).length <= 2 &&
    (looksGerman(own) || GERMAN_BUSINESS.test(last))
  )
    tags.unshift(own);
  return {
    key: profile.key,
    tags,
    range: entry.range,
    tip: words.tips[profile.key] ?? (words.tips.generic as string),
    given: /[\p{L}\p{N}]/u.test(own),
  };
}
