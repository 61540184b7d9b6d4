import type { HashtagPlan } from "../../hashtags";
import { cleanHashtag } from "../../text";
import { frenchData } from "./data";
import { capitalise } from "./grammar";
import type { FrenchSubject } from "./subject";

/**
 * French hashtags, CamelCase with their accents (#MugCéramique, #FaitMain, #IdéeCadeau): the
 * seller's own first and as typed, then the brand, then niche tags from the product (its name,
 * its material, "fait main", its department) interleaved with broad ones (gift, business,
 * audience, goal, small shop). The per-platform choice reuses ../../hashtags.ts `hashtagsFor`.
 */

const SMALL_WORDS = new Set([
  "de",
  "du",
  "des",
  "en",
  "à",
  "au",
  "aux",
  "la",
  "le",
  "les",
  "et",
  "pour",
  "avec",
  "sur",
  "un",
  "une",
]);

/** "boucles d'oreilles" → "BouclesDoreilles", "cire de soja" → "CireSoja". */
export function frenchHashtag(text: string): string {
  const words = text
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !SMALL_WORDS.has(word.toLowerCase()));
  return words.map((word) => (/\p{Lu}/u.test(word) ? word : capitalise(word))).join("");
}

export interface FrenchHashtagInput {
  subject: FrenchSubject;
  brand?: string;
  businessTag?: string;
  audienceTag?: string;
  goalKey: string;
}

const MIN_TAGS = 8;
const MAX_TAGS = 20;

export function frenchHashtagPlan(input: FrenchHashtagInput, userTags: readonly string[]): HashtagPlan {
  const { people, departments } = frenchData();
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
  take(input.brand ? frenchHashtag(input.brand) : undefined, brandList);

  const { subject } = input;
  const niche: string[] = [];
  const broad: string[] = [];
  const head = frenchHashtag(subject.head);
  const material = subject.materials[0];
  if (subject.mode === "item") {
    const materialTag = material ? frenchHashtag(material.noun) : undefined;
    const withMaterial = materialTag && !head.includes(materialTag) ? `${head}${materialTag}` : undefined;
    take(withMaterial && withMaterial.length <= 22 ? withMaterial : undefined, niche);
    take(subject.headAdjective ? `${head}${frenchHashtag(subject.headAdjective)}` : undefined, niche);
    take(head.length >= 4 && head.length <= 24 ? head : undefined, niche);
    if (subject.handmade) take(`${head}FaitMain`, niche);
    if (subject.condition === "vintage") take(`${head}Vintage`, niche);
  } else {
    take(frenchHashtag(subject.np.text), niche);
  }
  const department = subject.departmentKey ? departments.departments[subject.departmentKey] : undefined;
  take(department?.tag, niche);

  if (subject.handmade) take("FaitMain", broad);
  take(material ? frenchHashtag(material.noun) : undefined, broad);
  if (subject.condition === "used") take("SecondeMain", broad);
  if (subject.condition === "vintage") take("Vintage", broad);
  take("IdéeCadeau", broad);
  take(input.businessTag, broad);
  take(input.audienceTag, broad);
  for (const tag of people.goalTags[input.goalKey] ?? []) take(tag, broad);
  for (const tag of people.padding) {
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
