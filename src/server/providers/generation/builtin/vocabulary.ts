/**
 * Who the builtin social writer is talking as and to: tones (register and emoji), campaign goals
 * and audiences, each matched from the forms' options and from any custom text by keyword. The
 * sentences themselves live in the language packs (compose/lang), chosen by register and intent.
 */
import { productOptions, socialOptions } from "../../../../domain/options";
import { cleanText, clipWords, lowerFirst, toHashtag, trimTrailing } from "./text";

// ---------------------------------------------------------------------------------------------
// Tones: the form's ten, the bulk page's five, and a few the manual mentions (luxury, energetic).

export const TONE_KEYS = [
  "professional",
  "friendly",
  "casual",
  "inspirational",
  "humorous",
  "authoritative",
  "conversational",
  "trendy",
  "educational",
  "emotional",
  "playful",
  "urgent",
  "luxury",
] as const;
export type ToneKey = (typeof TONE_KEYS)[number];

/** How a tone describes things: plain facts, warmth, or fun (the language packs' hook registers). */
export type Register = "plain" | "warm" | "fun";

export interface ToneProfile {
  key: ToneKey;
  register: Register;
  /** 0: none; 1: one or two; 2: generous (Instagram, TikTok, Facebook). */
  emojiLevel: 0 | 1 | 2;
  emoji: readonly string[];
  /** Lowercase, chatty lines on Instagram and TikTok. */
  lowercase?: boolean;
}

const tones: Record<ToneKey, ToneProfile> = {
  professional: { key: "professional", register: "plain", emojiLevel: 0, emoji: [] },
  friendly: { key: "friendly", register: "warm", emojiLevel: 2, emoji: ["😊", "✨", "🙌", "🥰"] },
  casual: { key: "casual", register: "fun", emojiLevel: 1, emoji: ["👀", "✌️", "😌"], lowercase: true },
  inspirational: { key: "inspirational", register: "warm", emojiLevel: 1, emoji: ["✨", "🌿", "🌟"] },
  humorous: { key: "humorous", register: "fun", emojiLevel: 2, emoji: ["😅", "😂", "🙃", "🤭"] },
  authoritative: { key: "authoritative", register: "plain", emojiLevel: 0, emoji: [] },
  conversational: { key: "conversational", register: "warm", emojiLevel: 1, emoji: ["👋", "💬", "🙂"] },
  trendy: { key: "trendy", register: "fun", emojiLevel: 2, emoji: ["🔥", "💅", "✨", "👀"] },
  educational: { key: "educational", register: "plain", emojiLevel: 1, emoji: ["💡", "📌", "👇"] },
  emotional: { key: "emotional", register: "warm", emojiLevel: 1, emoji: ["🥹", "💫"] },
  playful: { key: "playful", register: "fun", emojiLevel: 2, emoji: ["🎉", "🎈", "😄", "🤸"] },
  urgent: { key: "urgent", register: "fun", emojiLevel: 1, emoji: ["⏰", "⚡", "👇"] },
  luxury: { key: "luxury", register: "plain", emojiLevel: 0, emoji: [] },
};

const toneKeywords: ReadonlyArray<readonly [RegExp, ToneKey]> = [
  [/luxur|elegan|premium|sophisticat|refined|upscale|high.?end/, "luxury"],
  [/urgent|hurry|fomo|limited|now\b/, "urgent"],
  [/playful|fun\b|whimsical|cheerful|silly/, "playful"],
  [/humou?r|funny|witty|cheeky|sarcas|joke/, "humorous"],
  [/inspir|motivat|uplift|empower|aspir/, "inspirational"],
  [/energetic|bold|hype|excit|trend|gen ?z|edgy/, "trendy"],
  [/educat|informat|teach|instruct|explain/, "educational"],
  [/emotion|heartfelt|sentimental|nostalg|touching|warm-hearted/, "emotional"],
  [/authorit|expert|confident|assertive/, "authoritative"],
  [/conversation|chatty|personal|storytell/, "conversational"],
  [/casual|relaxed|laid.?back|chill|informal/, "casual"],
  [/professional|formal|corporate|business/, "professional"],
  [/friendly|warm|kind|welcom|approachable/, "friendly"],
];

export function toneProfile(tone: string | undefined): ToneProfile {
  const text = (tone ?? "").trim().toLowerCase();
  const direct = Object.hasOwn(tones, text) ? tones[text as ToneKey] : undefined;
  if (direct) return direct;
  if (text === "inspiring") return tones.inspirational;
  for (const [pattern, key] of toneKeywords) {
    if (pattern.test(text)) return tones[key];
  }
  return tones.friendly;
}

// ---------------------------------------------------------------------------------------------
// Campaign goals: the form's ten and any custom text, matched by keyword.

export const GOAL_KEYS = [
  "awareness",
  "traffic",
  "leads",
  "sales",
  "engagement",
  "community",
  "launch",
  "event",
  "education",
  "retention",
  "general",
] as const;
export type GoalKey = (typeof GOAL_KEYS)[number];

export interface GoalProfile {
  key: GoalKey;
  /** Hashtags the goal adds (a launch adds #NewArrival). */
  hashtags: readonly string[];
  /** Whether the posts open with the goal's banner line (unused since the composing writer; kept for the profile's shape). */
  banner: boolean;
}

const goals: Record<GoalKey, GoalProfile> = {
  awareness: { key: "awareness", hashtags: ["SupportSmallBusiness"], banner: false },
  traffic: { key: "traffic", hashtags: [], banner: false },
  leads: { key: "leads", hashtags: [], banner: false },
  sales: { key: "sales", hashtags: ["ShopNow"], banner: false },
  engagement: { key: "engagement", hashtags: [], banner: false },
  community: { key: "community", hashtags: ["Community"], banner: false },
  launch: { key: "launch", hashtags: ["NewArrival", "JustDropped"], banner: true },
  event: { key: "event", hashtags: ["YoureInvited"], banner: true },
  education: { key: "education", hashtags: ["TipsAndTricks", "DidYouKnow"], banner: false },
  retention: { key: "retention", hashtags: ["ThankYou"], banner: false },
  general: { key: "general", hashtags: [], banner: false },
};

const goalKeywords: ReadonlyArray<readonly [RegExp, GoalKey]> = [
  [/launch|new product|release|drop\b|debut|introduc/, "launch"],
  [/event|webinar|workshop|rsvp|opening|market day|pop.?up|meetup/, "event"],
  [/retention|retain|repeat|returning|loyal|existing customer/, "retention"],
  [/traffic|website|visit|click/, "traffic"],
  [/lead|sign.?up|subscribe|newsletter|email list|enquir|inquir|book(ing)? a call/, "leads"],
  [/sale|sell|revenue|convert|conversion|purchase|buy|order/, "sales"],
  [/community|belong|followers|fans/, "community"],
  [/engag|comment|likes|interact/, "engagement"],
  [/educat|teach|tips?\b|inform|how.?to|explain/, "education"],
  [/aware|brand|visib|reach|recogni/, "awareness"],
];

export function goalProfile(goal: string | undefined): GoalProfile {
  const text = (goal ?? "").trim().toLowerCase();
  if (!text) return goals.general;
  for (const [pattern, key] of goalKeywords) {
    if (pattern.test(text)) return goals[key];
  }
  return goals.general;
}

// ---------------------------------------------------------------------------------------------
// Audiences: both forms' lists and any custom text.

export type ScheduleSlot =
  | "general"
  | "young"
  | "professionals"
  | "parents"
  | "students"
  | "seniors"
  | "health"
  | "gifts"
  | "evenings";

export interface AudienceProfile {
  /**
   * The audience's key (`who.<key>`: other ways to say who they are), or
   * undefined for the seller's own words.
   */
  key?: string;
  /** "students". */
  label: string;
  /** Who they are, as the object of "for …": "students who want their space to feel like theirs". */
  who: string;
  /** A moment in their day: "for late-night study sessions". */
  moment?: string;
  hashtags: string[];
  schedule: ScheduleSlot;
}

const audiences: ReadonlyArray<readonly [RegExp, AudienceProfile]> = [
  [
    /creative/,
    {
      key: "creative",
      label: "creative professionals",
      who: "creatives who notice every detail",
      moment: "for the studio",
      hashtags: ["CreativeLife"],
      schedule: "evenings",
    },
  ],
  [
    /young adult|18-30|gen ?z|millennial/,
    {
      key: "young",
      label: "young adults",
      who: "young adults with a style all their own",
      moment: "for life in your twenties",
      hashtags: ["TwentySomething"],
      schedule: "young",
    },
  ],
  [
    /professional|25-45|office work/,
    {
      key: "professionals",
      label: "professionals",
      who: "busy professionals who appreciate good design",
      moment: "for the desk, between meetings",
      hashtags: ["WorkLife"],
      schedule: "professionals",
    },
  ],
  [
    /parent|famil|mom|dad|mum/,
    {
      key: "parents",
      label: "parents and families",
      who: "parents with a lot on their plate",
      moment: "for everyday family moments",
      hashtags: ["FamilyTime"],
      schedule: "parents",
    },
  ],
  [
    /student|college|universit|school/,
    {
      key: "students",
      label: "students",
      who: "students who like their things to feel like theirs",
      moment: "for late-night study sessions",
      hashtags: ["StudentLife"],
      schedule: "students",
    },
  ],
  [
    /senior|55\+|retire|grandparent/,
    {
      key: "seniors",
      label: "seniors",
      who: "anyone who knows quality when they see it",
      moment: "for slow, unhurried mornings",
      hashtags: [],
      schedule: "seniors",
    },
  ],
  [
    /entrepreneur|founder|business owner|small business/,
    {
      key: "entrepreneurs",
      label: "entrepreneurs",
      who: "entrepreneurs building something of their own",
      moment: "for the next big idea",
      hashtags: ["Entrepreneur"],
      schedule: "professionals",
    },
  ],
  [
    /health|fitness|wellness/,
    {
      key: "health",
      label: "health enthusiasts",
      who: "anyone who takes care of body and mind",
      moment: "for your morning routine",
      hashtags: ["HealthyLiving"],
      schedule: "health",
    },
  ],
  [
    /tech/,
    {
      key: "tech",
      label: "tech enthusiasts",
      who: "tech lovers who appreciate smart design",
      moment: "for your desk setup",
      hashtags: ["DeskSetup"],
      schedule: "professionals",
    },
  ],
  [
    /fashion|style/,
    {
      key: "fashion",
      label: "fashion lovers",
      who: "fashion lovers with an eye for detail",
      moment: "for your next outfit",
      hashtags: ["StyleInspo"],
      schedule: "evenings",
    },
  ],
  [
    /art (enthusiast|lover)|art collector|art fan/,
    {
      key: "art",
      label: "art lovers",
      who: "art lovers who want something original",
      moment: "for the gallery wall",
      hashtags: ["ArtLovers"],
      schedule: "evenings",
    },
  ],
  [
    /gift/,
    {
      key: "gifts",
      label: "gift buyers",
      who: "anyone hunting for a thoughtful gift",
      moment: "for the person who has everything",
      hashtags: ["GiftIdeas"],
      schedule: "gifts",
    },
  ],
  [
    /collector/,
    {
      key: "collectors",
      label: "collectors",
      who: "collectors who know a good find",
      moment: "for the collection",
      hashtags: ["Collectors"],
      schedule: "evenings",
    },
  ],
];

/**
 * A short label from the seller's text, cut at a word without an ellipsis: a label is quoted in
 * the middle of a sentence ("Made for …"), where a "…" reads as a broken template.
 */
function shortLabel(value: string | undefined, max: number): string | undefined {
  const text = trimTrailing(clipWords(cleanText(value), max), /[\s.,;:!?\-–—]/);
  return /[\p{L}\p{N}]/u.test(text) ? text : undefined;
}

/**
 * "Young adults (18-30)" → "Young adults": drops a bracketed part that ends the text. A scan,
 * not /\s*\([^)]*\)\s*$/, which retries from every "(" to the end of the text (quadratic).
 */
export function withoutTrailingBracket(text: string): string {
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith(")")) return text;
  const inside = trimmed.slice(0, -1);
  const open = inside.indexOf("(", inside.lastIndexOf(")") + 1);
  return open < 0 ? text : inside.slice(0, open).trimEnd();
}

/** The forms' listed audiences (spec core-product §3), whole and without their age bracket. */
const LISTED_AUDIENCES = new Set(
  [...socialOptions.targetAudience, ...productOptions.targetAudience].flatMap((option) => [
    option.toLowerCase(),
    withoutTrailingBracket(option).toLowerCase(),
  ]),
);

/** The preset the text mentions first ("gift shoppers aged 25-45": gifts, not the 25-45 of professionals). */
function firstMentioned(text: string): AudienceProfile | undefined {
  let first: { at: number; profile: AudienceProfile } | undefined;
  for (const [pattern, profile] of audiences) {
    const at = text.search(pattern);
    if (at >= 0 && (!first || at < first.at)) first = { at, profile };
  }
  return first?.profile;
}

/**
 * Who the posts are for. One of the forms' listed audiences ("Professionals (25-45)") takes its
 * preset's name; anything else is the seller's own words and stays theirs, whole ("gift shoppers
 * aged 25-45"), as typed but for a lower-case first letter mid-sentence. A keyword in them only
 * chooses when to post: a preset's name never replaces what the seller typed.
 */
export function audienceProfile(audience: string | undefined): AudienceProfile | undefined {
  const label = shortLabel(audience, 60);
  if (!label) return undefined;
  const text = label.toLowerCase();
  const preset = firstMentioned(text);
  if (preset && LISTED_AUDIENCES.has(text)) return preset;
  const own = lowerFirst(label);
  const tag = toHashtag(own);
  return {
    label: own,
    who: own,
    hashtags: tag.length >= 3 && tag.length <= 24 ? [tag] : [],
    schedule: preset?.schedule ?? "general",
  };
}
