import type { Rng } from "../../rng";
import {
  audienceProfile,
  type GoalProfile,
  goalProfile,
  type ScheduleSlot,
  type ToneProfile,
  toneProfile,
  withoutTrailingBracket,
} from "../../vocabulary";
import { spanishWords } from "./data";
import { lowerFirst } from "./grammar";
import { looksSpanish } from "./subject";

/**
 * Tone, goal and audience for a Spanish generation: the form's English options (and any custom
 * English text) through the English writer's profiles; a seller's own Spanish words ("cercano",
 * "lanzamiento", "familias") through the Spanish keyword lists in data/words.json.
 */

function byKeyword<K extends string>(
  text: string | undefined,
  list: readonly (readonly [string, K])[],
): K | undefined {
  const lower = (text ?? "").trim().toLowerCase();
  if (!lower) return undefined;
  return list.find(([pattern]) => new RegExp(pattern, "u").test(lower))?.[1];
}

export function spanishTone(tone: string | undefined): ToneProfile {
  const english = toneProfile(tone);
  const known = (tone ?? "").trim().toLowerCase() === english.key;
  return known ? english : toneProfile(byKeyword(tone, spanishWords().toneWords) ?? tone);
}

export function spanishGoal(goal: string | undefined): GoalProfile {
  const english = goalProfile(goal);
  if (english.key !== "general") return english;
  const key = byKeyword(goal, spanishWords().goalWords);
  return key ? goalProfile(key) : english;
}

const SCHEDULES: Readonly<Record<string, ScheduleSlot>> = {
  creative: "evenings",
  young: "young",
  professionals: "professionals",
  parents: "parents",
  students: "students",
  seniors: "seniors",
  entrepreneurs: "professionals",
  health: "health",
  tech: "professionals",
  fashion: "evenings",
  art: "evenings",
  gifts: "gifts",
  collectors: "evenings",
};

export interface SpanishAudience {
  /** The known audience's key ("gifts"), undefined for the seller's own words. */
  key?: string;
  /** "profesionales que valoran el buen diseño", the object of "para …". */
  who: string;
  label: string;
  tag?: string;
  schedule: ScheduleSlot;
}

/**
 * The audience in Spanish: a known one (from the form's option or Spanish keywords) in the
 * data's words; the seller's own Spanish words as typed; an unknown English text is left out
 * (quoting it would put English into a Spanish post).
 */
export function spanishAudience(audience: string | undefined, rng: Rng): SpanishAudience | undefined {
  const text = audience?.trim();
  if (!text) return undefined;
  const words = spanishWords();
  const key =
    byKeyword(text, words.audienceWords) ?? (looksSpanish(text) ? undefined : audienceProfile(text)?.key);
  const known = key ? words.audiences[key] : undefined;
  if (key && known) {
    return {
      key,
      who: rng.pick(known.who),
      label: known.label,
      tag: known.tag || undefined,
      schedule: SCHEDULES[key] ?? "general",
    };
  }
  if (!looksSpanish(text)) return undefined;
  const plain = lowerFirst(withoutTrailingBracket(text).trim()).slice(0, 60).trim();
  return plain ? { who: plain, label: plain, schedule: "general" } : undefined;
}
