import type { PostingSlot, Weekday } from "../../../domain/calendar";
import type { SocialPlatform } from "../../../domain/platforms";
import { type PostingWindow, researchedPostingWindows } from "../../../domain/posting-times";

/**
 * Reads a "Suggested Schedule" text back into posting slots per platform. Two writers produce
 * it: the builtin engine's exact line ("Instagram: Tue–Wed 10am–1pm · X: Tue–Fri 9am–noon ·
 * … (times in your audience's local time)") and a model's free prose ("Post on Instagram on
 * Tuesday at 11am; TikTok Tue–Thu 6–9pm"), which the seller may also have edited. Whatever is
 * not there or cannot be read falls back to the platform's researched default (the same table
 * the builtin line is written from). Never throws: any string gives a slot for every platform.
 */

/** Whether a platform's slots came from the text (wholly or in part) or from the researched default. */
export type SlotSource = "schedule" | "default";

export interface PlatformSlots {
  slots: PostingSlot[];
  source: SlotSource;
}

/** Long enough for any schedule the app stores (SCHEDULE_MAX is 2,000); more is not read. */
const READ_MAX = 4000;

interface Time {
  hour: number;
  minute: number;
}

type Token =
  | { kind: "days"; at: number; end: number; days: Weekday[] }
  | { kind: "time"; at: number; end: number; time: Time; approximate?: boolean }
  | { kind: "platform"; at: number; end: number; platform: SocialPlatform };

// ---------------------------------------------------------------------------------------------
// Platforms

/**
 * Names a seller or a model uses for each platform. Short forms that are also ordinary words or
 * letters (X, IG, FB) only count in capitals.
 */
const platformPatterns: [SocialPlatform, RegExp][] = [
  ["instagram", /\b(?:instagram|insta)\b|\bIG\b/giu],
  ["facebook", /\bfacebook\b|\bFB\b/giu],
  ["twitter", /\btwitter\b|(?<![\p{L}\p{N}])X(?![\p{L}\p{N}'’-])/gu],
  ["linkedin", /\blinked\s?in\b/giu],
  ["pinterest", /\bpinterest\b/giu],
  ["tiktok", /\btik\s?tok\b/giu],
];

// ---------------------------------------------------------------------------------------------
// Days

/** Full day names, in any case, singular or plural ("Tuesdays"). */
const fullDayPattern = /(?<![\p{L}\p{N}])(?:sun|mon|tues|wednes|thurs|fri|satur)days?(?![\p{L}\p{N}])/giu;
/** Short forms that are no English word, in any case: "Tue", "tues", "Thu", "Thurs", "Fri", "Mon". */
const shortDayPattern = /(?<![\p{L}\p{N}])(?:mon|tues?|thu(?:rs?)?|fri)\.?(?![\p{L}\p{N}])/giu;
/** "Sun", "Wed", "Weds" and "Sat" are English words too: days only with a capital. */
const wordLikeDayPattern = /(?<![\p{L}\p{N}])(?:Sun|SUN|Weds?|WEDS?|Sat|SAT)\.?(?![\p{L}\p{N}])/gu;

const dayByPrefix: Record<string, Weekday> = { su: 0, mo: 1, tu: 2, we: 3, th: 4, fr: 5, sa: 6 };

/** Several days at once. */
const dayGroups: [RegExp, Weekday[]][] = [
  [/\bweek\s?days?\b/giu, [1, 2, 3, 4, 5]],
  [/\bweek\s?ends?\b/giu, [0, 6]],
  [/\b(?:every\s?day|daily|any\s+day|all\s+week)\b/giu, [0, 1, 2, 3, 4, 5, 6]],
];

const DAY_RANGE_SEPARATOR = /^\s*(?:[–—-]|to|through|thru|until|till)\s*$/iu;

/** Every day from `first` to `last`, wrapping past Saturday ("Fri–Sun" is Fri, Sat, Sun). */
function dayRange(first: Weekday, last: Weekday): Weekday[] {
  const days: Weekday[] = [];
  for (let day = first; ; day = ((day + 1) % 7) as Weekday) {
    days.push(day);
    if (day === last || days.length === 7) return days;
  }
}

/** Day words and day groups; "Tue–Thu" and "Monday to Friday" become one token of every day between. */
function dayTokens(text: string): Token[] {
  const single: { at: number; end: number; day: Weekday }[] = [];
  for (const pattern of [fullDayPattern, shortDayPattern, wordLikeDayPattern]) {
    for (const match of text.matchAll(pattern)) {
      const day = dayByPrefix[match[0].slice(0, 2).toLowerCase()];
      if (day !== undefined) single.push({ at: match.index, end: match.index + match[0].length, day });
    }
  }
  single.sort((a, b) => a.at - b.at);
  const tokens: Token[] = [];
  for (let index = 0; index < single.length; index += 1) {
    const first = single[index] as (typeof single)[number];
    const next = single[index + 1];
    if (next && DAY_RANGE_SEPARATOR.test(text.slice(first.end, next.at))) {
      tokens.push({ kind: "days", at: first.at, end: next.end, days: dayRange(first.day, next.day) });
      index += 1;
    } else {
      tokens.push({ kind: "days", at: first.at, end: first.end, days: [first.day] });
    }
  }
  for (const [pattern, days] of dayGroups) {
    for (const match of text.matchAll(pattern)) {
      tokens.push({ kind: "days", at: match.index, end: match.index + match[0].length, days });
    }
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Times

/** One clock reading: "9", "9:30", "9.30am", "11 a.m.", "noon". */
interface ClockAtom {
  at: number;
  end: number;
  hour: number;
  minute: number;
  meridiem: "am" | "pm" | null;
  /** "noon", "midday", "midnight". */
  named: boolean;
  /** Named, or written with am/pm or with minutes ("14:00"): a time on its own. */
  certain: boolean;
}

const clockPattern =
  /(?<![\p{L}\p{N}:.])(?:(\d{1,2})(?:[:.](\d{2}))?(?:\s?([ap])\.?\s?m\b\.?)?|(noon|midday|midnight))(?![\p{L}\p{N}])/giu;

function clockAtoms(text: string): ClockAtom[] {
  const atoms: ClockAtom[] = [];
  for (const match of text.matchAll(clockPattern)) {
    const at = match.index;
    const end = at + match[0].length;
    const named = match[4]?.toLowerCase();
    if (named) {
      const hour = named === "midnight" ? 0 : 12;
      atoms.push({ at, end, hour, minute: 0, meridiem: null, named: true, certain: true });
      continue;
    }
    const hour = Number(match[1]);
    const minute = match[2] === undefined ? 0 : Number(match[2]);
    const meridiem = match[3] ? (match[3].toLowerCase() === "a" ? "am" : "pm") : null;
    if (minute > 59) continue;
    if (meridiem ? hour < 1 || hour > 12 : hour > 23) continue;
    // "9.30" without am/pm is more often a price or a version than a time; "9:30" is a time.
    const withColon = match[2] !== undefined && match[0].includes(":");
    atoms.push({ at, end, hour, minute, meridiem, named: false, certain: meridiem !== null || withColon });
  }
  return atoms;
}

function to24(atom: Pick<ClockAtom, "hour" | "minute" | "meridiem">): Time {
  if (atom.meridiem === null) return { hour: atom.hour, minute: atom.minute };
  const base = atom.hour % 12;
  return { hour: atom.meridiem === "pm" ? base + 12 : base, minute: atom.minute };
}

const TIME_RANGE_SEPARATOR = /^\s*(?:[–—-]|to|until|till|and)\s*$/iu;

/**
 * Times, each a start: "10am–1pm" and "1–3pm" start at 10am and 1pm ("1" takes the end's pm,
 * unless that would start after the end: "11–1pm" starts at 11am). A lone number is no time.
 */
function timeTokens(text: string): Token[] {
  const atoms = clockAtoms(text);
  const tokens: Token[] = [];
  for (let index = 0; index < atoms.length; index += 1) {
    const start = atoms[index] as ClockAtom;
    const next = atoms[index + 1];
    const joined = next && TIME_RANGE_SEPARATOR.test(text.slice(start.end, next.at));
    if (next && joined && next.certain) {
      tokens.push({ kind: "time", at: start.at, end: next.end, time: rangeStart(start, next) });
      index += 1;
      continue;
    }
    if (start.certain) tokens.push({ kind: "time", at: start.at, end: start.end, time: to24(start) });
  }
  return tokens;
}

/** The start of a range in 24-hour time: a bare start hour takes the end's am/pm where it fits. */
function rangeStart(start: ClockAtom, end: ClockAtom): Time {
  const bare = start.meridiem === null && !start.named && !(start.certain && start.hour > 12);
  if (!bare) return to24(start);
  if (end.meridiem === null) {
    // "9–noon", "9–12:00": a morning; "14:00–16:00" keeps its 24-hour reading.
    return end.named || end.hour === 12 ? { hour: start.hour % 12, minute: start.minute } : to24(start);
  }
  const end24 = to24(end);
  const same = to24({ ...start, meridiem: end.meridiem });
  if (same.hour * 60 + same.minute < end24.hour * 60 + end24.minute) return same;
  return to24({ ...start, meridiem: end.meridiem === "pm" ? "am" : "pm" });
}

/** Parts of the day a model may name instead of a clock time ("Friday evening"). */
const dayParts: [RegExp, Time][] = [
  [/\bearly\s+mornings?\b/giu, { hour: 7, minute: 0 }],
  [/\bmornings?\b/giu, { hour: 9, minute: 0 }],
  [/\blunch\s?(?:times?|breaks?)?\b/giu, { hour: 12, minute: 0 }],
  [/\bafternoons?\b/giu, { hour: 15, minute: 0 }],
  [/\bevenings?\b/giu, { hour: 19, minute: 0 }],
];

function dayPartTokens(text: string): Token[] {
  const tokens: Token[] = [];
  const taken: [number, number][] = [];
  for (const [pattern, time] of dayParts) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index;
      const end = at + match[0].length;
      // "early morning" is read once, as early morning.
      if (taken.some(([from, to]) => at < to && end > from)) continue;
      taken.push([at, end]);
      tokens.push({ kind: "time", at, end, time, approximate: true });
    }
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Reading

function platformTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const [platform, pattern] of platformPatterns) {
    for (const match of text.matchAll(pattern)) {
      tokens.push({ kind: "platform", at: match.index, end: match.index + match[0].length, platform });
    }
  }
  return tokens;
}

/** Drops tokens that overlap an earlier (or, at the same place, longer) one. */
function withoutOverlaps(tokens: Token[]): Token[] {
  const sorted = [...tokens].sort((a, b) => a.at - b.at || b.end - a.end);
  const kept: Token[] = [];
  let reach = -1;
  for (const token of sorted) {
    if (token.at < reach) continue;
    kept.push(token);
    reach = token.end;
  }
  return kept;
}

/**
 * The slots a run of day and time tokens states, in the order the text uses first: days then a
 * time ("Tue–Wed 10am–1pm", "Tue 10am, Thu 2pm"), or a time then its days ("11am on Tuesdays and
 * 7pm on Fridays"). A further time for the same days is an alternative ("7–9am or 12–1pm"): the
 * first is kept. Days or a time alone borrow the rest from `fallback`.
 */
function slotsFrom(tokens: Token[], fallback: PostingSlot): PostingSlot[] {
  const stated = tokens.filter((token) => token.kind !== "platform");
  const timeFirst = stated[0]?.kind === "time";
  const slots: PostingSlot[] = [];
  let days: Weekday[] = [];
  let time: Time | null = null;
  for (const token of stated) {
    if (token.kind === "days") {
      if (!timeFirst) days.push(...token.days);
      else if (time) {
        slots.push({ days: [...token.days], ...time });
        time = null;
      } else slots.at(-1)?.days.push(...token.days); // "11am on Tuesdays and Thursdays"
    } else if (token.kind === "time") {
      if (timeFirst) time ??= token.time;
      else if (days.length > 0) {
        slots.push({ days, ...token.time });
        days = [];
      }
    }
  }
  if (days.length > 0) slots.push({ days, hour: fallback.hour, minute: fallback.minute });
  if (time && slots.length === 0) slots.push({ days: [...fallback.days], ...time });
  return slots.map((slot) => ({ ...slot, days: [...new Set(slot.days)].sort((x, y) => x - y) }));
}

/** Connectors that may stand between platform names sharing one time ("Instagram & Facebook:"). */
const BETWEEN_NAMES = /^(?:[\s,&/+()]|\band\b|\bor\b)*$/iu;

/**
 * The slots per platform. Each platform mention owns the text up to the next mention; names next
 * to each other share it. Text before any mention is general advice, for platforms not named.
 */
export function readSchedule(
  text: unknown,
  platforms: readonly SocialPlatform[],
): Record<SocialPlatform, PlatformSlots> {
  const source = typeof text === "string" ? text.slice(0, READ_MAX) : "";
  let tokens: Token[] = [];
  try {
    tokens = readTokens(source);
  } catch {
    // Reading is best effort: a text nobody foresaw still gets the researched defaults.
    tokens = [];
  }

  const sections = new Map<SocialPlatform, Token[]>();
  const general: Token[] = [];
  let owners: SocialPlatform[] = [];
  let lastPlatformEnd = -1;
  for (const token of tokens) {
    if (token.kind === "platform") {
      const adjacent = lastPlatformEnd >= 0 && BETWEEN_NAMES.test(source.slice(lastPlatformEnd, token.at));
      owners = adjacent ? [...owners, token.platform] : [token.platform];
      lastPlatformEnd = token.end;
      if (!sections.has(token.platform)) sections.set(token.platform, []);
      continue;
    }
    lastPlatformEnd = -1;
    if (owners.length === 0) general.push(token);
    // A platform named twice gathers both passages ("Instagram: Tue 11am … Instagram Reels Fri 6pm").
    else for (const owner of new Set(owners)) sections.get(owner)?.push(token);
  }

  const result = {} as Record<SocialPlatform, PlatformSlots>;
  for (const platform of platforms) {
    const fallback = defaultSlot(platform);
    const stated = sections.get(platform) ?? general;
    const slots = slotsFrom(stated, fallback);
    result[platform] =
      slots.length > 0 ? { slots, source: "schedule" } : { slots: [fallback], source: "default" };
  }
  return result;
}

function readTokens(text: string): Token[] {
  const tokens = withoutOverlaps([
    ...platformTokens(text),
    ...dayTokens(text),
    ...timeTokens(text),
    ...dayPartTokens(text),
  ]);
  const isClock = (token: Token | undefined) => token?.kind === "time" && !token.approximate;
  // "Tuesday morning at 9:30am", "9am in the morning": the clock time says it more exactly.
  return tokens.filter(
    (token, index) =>
      !(
        token.kind === "time" &&
        token.approximate &&
        (isClock(tokens[index - 1]) || isClock(tokens[index + 1]))
      ),
  );
}

// ---------------------------------------------------------------------------------------------
// Defaults

/** A researched window ("Tue–Wed", "10am–1pm") read as a slot: its days, its first start time. */
export function slotOfWindow(window: PostingWindow): PostingSlot | null {
  const days = dayTokens(window.days).flatMap((token) => (token.kind === "days" ? token.days : []));
  const time = timeTokens(window.hours)[0];
  if (days.length === 0 || time?.kind !== "time") return null;
  return { days: [...new Set(days)].sort((a, b) => a - b), ...time.time };
}

/** Noon on weekdays: only if the researched table itself stopped reading (a test guards it). */
const LAST_RESORT: PostingSlot = { days: [1, 2, 3, 4, 5], hour: 12, minute: 0 };

const defaults = new Map<SocialPlatform, PostingSlot>();

/** The platform's researched default slot (src/domain/posting-times.ts), read once; a fresh copy. */
export function defaultSlot(platform: SocialPlatform): PostingSlot {
  let slot = defaults.get(platform);
  if (!slot) {
    slot = slotOfWindow(researchedPostingWindows[platform]) ?? LAST_RESORT;
    defaults.set(platform, slot);
  }
  return { ...slot, days: [...slot.days] };
}
