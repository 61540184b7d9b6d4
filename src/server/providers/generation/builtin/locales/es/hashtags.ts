import type { HashtagPlan } from "../../hashtags";
import { MAX_TAGS, MIN_TAGS } from "../../hashtags";
import { cleanHashtag } from "../../text";
import type { GoalKey } from "../../vocabulary";
import { spanishWords } from "./data";
import { capitalise } from "./grammar";
import type { SpanishSubject } from "./subject";

/** "taza de cerámica" → "TazaDeCerámica": CamelCase with the accents kept. */
export function spanishHashtag(text: string): string {
  return text
    .replace(/&/g, " y ")
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (/\p{Lu}/u.test(word) ? word : capitalise(word)))
    .join("");
}

/** The name as a tag: the head noun and its first "de …" ("taza de cerámica esmaltada" → "taza de cerámica"). */
function nameTagWords(name: string): string {
  const words = name.split(/\s+/);
  const de = words.findIndex((word, index) => index > 0 && /^(?:de|del|con|para)$/i.test(word));
  if (de === 1) return words.slice(0, 3).join(" ");
  // "cuaderno hecho a mano" → "cuaderno": a participle or a particle does not make a tag.
  if (/^(?:hech[oa]s?|a|al|en|y|e|o|sin)$/i.test(words[1] ?? "")) return words[0] ?? name;
  return words.slice(0, 2).join(" ");
}

export interface SpanishHashtagInput {
  subject: SpanishSubject;
  brand?: string;
  goal: GoalKey;
  audienceTag?: string;
}

/**
 * A Spanish generation's hashtags, in the English writer's plan shape (so its per-network
 * recipes pick them): the seller's own first and verbatim, the brand, niche tags from the
 * product (its name, material, handmade, condition) and broad ones (material, department,
 * gift ideas, audience, goal, small-shop tags).
 */
export function spanishHashtags(input: SpanishHashtagInput, userTags: readonly string[]): HashtagPlan {
  const words = spanishWords();
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
  take(input.brand ? spanishHashtag(input.brand) : undefined, brandList);

  const { subject } = input;
  const niche: string[] = [];
  const broad: string[] = [];
  const material = subject.materials[0]?.name;
  if (subject.mode === "item") {
    const head = subject.name.split(/\s+/)[0] ?? subject.name;
    // The seller's English words with no Spanish noun stay whole ("YogaMatBag", not "YogaMat").
    const foreign = !subject.sellerSpanish && !subject.noun;
    take(
      spanishHashtag(foreign ? subject.name.split(/\s+/).slice(0, 4).join(" ") : nameTagWords(subject.name)),
      niche,
    );
    if (material) take(spanishHashtag(`${head} de ${material}`), niche);
    if (subject.handmade) take(spanishHashtag(`${head} artesanal`), niche);
    if (subject.condition === "vintage") take(spanishHashtag(`${head} vintage`), niche);
    // A head alone is a tag when it is a word on its own ("Taza"), not half a loanword ("Tote").
    if (
      subject.sellerSpanish ||
      (subject.noun && (!subject.noun.singular.includes(" ") || / de /.test(subject.noun.singular)))
    )
      take(spanishHashtag(head), niche);
  } else {
    take(spanishHashtag(subject.name), niche);
  }
  if (subject.handmade) take("HechoAMano", broad);
  take(material ? spanishHashtag(material) : undefined, broad);
  const department = subject.departmentKey ? words.departments[subject.departmentKey] : undefined;
  take(department, broad);
  take("RegalosOriginales", broad);
  if (subject.condition === "used") take("SegundaMano", broad);
  if (subject.condition === "vintage") take("Vintage", broad);
  take(input.audienceTag, broad);
  for (const tag of words.goalTags[input.goal]) take(tag, broad);
  for (const tag of words.padding) {
    if (user.length + brandList.length + niche.length + broad.length >= MIN_TAGS + 2) break;
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
