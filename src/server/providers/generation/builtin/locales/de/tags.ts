import type { SocialPlatform } from "../../../../../../domain/platforms";
import { researchedPostingWindows, scheduleNames } from "../../../../../../domain/posting-times";
import type { HashtagPlan } from "../../hashtags";
import { supports } from "../../product-facts";
import { audienceHours } from "../../schedule";
import { cleanHashtag } from "../../text";
import type { ScheduleSlot } from "../../vocabulary";
import { germanWords } from "./data";
import { capitaliseFirst } from "./grammar";
import type { GermanVoice } from "./profile";
import type { GermanSubject } from "./subject";

/**
 * German hashtags, as German shops write them: nouns in CamelCase, umlauts kept (#Keramiktasse,
 * #Handgemacht, #Geschenkidee). The seller's own tags come first, verbatim; then the brand;
 * then niche tags from the product (its noun, what buyers also call it, its condition, the
 * occasion) interleaved with broad ones (material, department, business, audience, goal).
 */
const MIN_TAGS = 8;
const MAX_TAGS = 20;

/** "Geschenk für sie" → "GeschenkFürSie"; "Clay & Co" → "ClayCo" (a brand is not translated). */
export function germanHashtag(text: string): string {
  return text
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => capitaliseFirst(word))
    .join("");
}

/** German gift and occasion words for the product: the seller's occasion, else the department's. */
export function occasionWords(subject: GermanSubject, occasion: string | undefined) {
  const words = germanWords();
  const text = (occasion ?? "").toLowerCase();
  const chosen = text ? words.occasions.find((entry) => new RegExp(entry.match, "i").test(text)) : undefined;
  const department = (subject.facts.department?.occasions ?? [])
    .filter((phrase) => supports(subject.facts, phrase))
    .map((phrase) => words.occasionTags[phrase])
    .filter((tag): tag is string => Boolean(tag));
  return { chosen, departmentTags: [...new Set(department)] };
}

export function germanHashtags(
  subject: GermanSubject,
  voice: GermanVoice,
  brand: string | undefined,
  userTags: readonly string[],
  occasion?: string,
): HashtagPlan {
  const words = germanWords();
  const seen = new Set<string>();
  const take = (tag: string | undefined, into: string[]) => {
    if (!tag) return;
    const clean = cleanHashtag(tag);
    const key = clean.toLowerCase();
    if (clean.length < 2 || clean.length > 40 || /^\d+$/.test(clean) || seen.has(key)) return;
    seen.add(key);
    into.push(clean);
  };
  const user: string[] = [];
  for (const tag of userTags) take(tag, user);
  const brandList: string[] = [];
  take(brand ? germanHashtag(brand) : undefined, brandList);

  const niche: string[] = [];
  const broad: string[] = [];
  const head = subject.head ? germanHashtag(subject.head) : undefined;
  take(head, niche);
  for (const search of subject.entry?.suche.slice(0, 2) ?? []) take(germanHashtag(search), niche);
  if (subject.condition === "vintage") take("Vintage", niche);
  if (subject.condition === "used") take("Secondhand", niche);
  if (subject.condition === "refurbished") take("Generalüberholt", niche);
  const occasions = occasionWords(subject, occasion);
  for (const tag of occasions.chosen?.tags.slice(0, 1) ?? []) take(germanHashtag(tag), niche);
  for (const tag of occasions.departmentTags.slice(0, 2)) take(germanHashtag(tag), niche);
  if (!subject.noun) take(germanHashtag(voice.business.range), niche);

  take(subject.materials[0] ? germanHashtag(subject.materials[0]) : undefined, broad);
  if (subject.handmade) take("Handgemacht", broad);
  const department = subject.facts.department?.key;
  take(department ? words.departmentTags[department] : undefined, broad);
  if (voice.business.given) for (const tag of voice.business.tags) take(germanHashtag(tag), broad);
  for (const tag of voice.audience?.tags ?? []) take(tag, broad);
  for (const tag of words.goalTags[voice.goal.key] ?? []) take(tag, broad);
  for (const tag of words.padding) {
    if (user.length + brandList.length + niche.length + broad.length >= MIN_TAGS) break;
    take(tag, broad);
  }
  const mixed: string[] = [];
  for (let index = 0; index < Math.max(niche.length, broad.length); index++) {
    if (niche[index]) mixed.push(niche[index] as string);
    if (broad[index]) mixed.push(broad[index] as string);
  }
  const all = [...user, ...brandList, ...mixed].slice(0, MAX_TAGS);
  return { all, user: user.slice(0, MAX_TAGS), brand: brandList[0], niche, broad };
}

// ---------------------------------------------------------------------------------------------
// The schedule line: the same researched windows as the English one (schedule.ts), in German.

/** "10am–1pm" → "10–13 Uhr"; "7–9am or 12–1pm" → "7–9 oder 12–13 Uhr"; "9am–noon" → "9–12 Uhr". */
export function germanHours(hours: string): string {
  const ranges = hours.split(/\s+or\s+/).map((range) => {
    const [from = "", to = ""] = range.split("–");
    const toHour = hour24(to, undefined);
    const fromHour = hour24(from, suffixOf(to));
    return `${fromHour}–${toHour}`;
  });
  return `${ranges.join(" oder ")} Uhr`;
}

function suffixOf(time: string): "am" | "pm" | undefined {
  if (/noon/.test(time)) return "pm";
  return /am$/.test(time) ? "am" : /pm$/.test(time) ? "pm" : undefined;
}

function hour24(time: string, inherited: "am" | "pm" | undefined): number {
  if (/noon/.test(time)) return 12;
  const value = Number.parseInt(time, 10);
  const suffix = suffixOf(time) ?? inherited;
  if (suffix === "pm" && value !== 12) return value + 12;
  if (suffix === "am" && value === 12) return 0;
  return value;
}

/** "Tue–Wed" → "Di–Mi". */
export function germanDays(days: string): string {
  const names = germanWords().days;
  return days.replace(/Mon|Tue|Wed|Thu|Fri|Sat|Sun/g, (day) => names[day] ?? day);
}

export function germanSchedule(
  platforms: readonly SocialPlatform[],
  slot: ScheduleSlot = "general",
  audienceLabel?: string,
): string {
  const parts = platforms.map((platform) => {
    const chosen = audienceHours[slot][platform] ?? researchedPostingWindows[platform];
    return `${scheduleNames[platform]}: ${germanDays(chosen.days)} ${germanHours(chosen.hours)}`;
  });
  const who = audienceLabel && slot !== "general" ? `, abgestimmt auf ${audienceLabel}` : "";
  return `${parts.join(" · ")} (Ortszeit der Zielgruppe${who})`;
}
