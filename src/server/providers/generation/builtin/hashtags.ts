import { socialRules } from "../../../../domain/platform-rules";
import type { SocialPlatform } from "../../../../domain/platforms";
import type { Rng } from "./rng";
import { cleanHashtag, toHashtag } from "./text";

/** The result's hashtag list holds 8–20 tags (the domain allows 1–30; 8–20 reads as curated). */
export const MIN_TAGS = 8;
export const MAX_TAGS = 20;

/** Colours too plain to be worth a hashtag. */
const PLAIN_COLOURS = new Set([
  "white",
  "off-white",
  "cream",
  "black",
  "grey",
  "gray",
  "light grey",
  "brown",
  "beige",
  "stone",
  "tan",
  "natural",
  "clear",
]);

/** Broad small-business tags, for when the product gives fewer than eight. */
const PADDING = ["ShopSmall", "SmallBusiness", "SupportSmallBusiness", "ShopIndependent", "SmallShop"];

/** Everything a generation's hashtags are built from; every field is something the seller said. */
export interface HashtagInput {
  brand?: string;
  /** The product's name ("mug"), or undefined when only the business is known. */
  product?: string;
  /** The general range ("candles", "handmade work") when only the business is known. */
  range?: string;
  /** What the seller said it is made of, first named first. */
  materials: readonly string[];
  /** The colours the copy names (the seller's, else the photo's foreground). */
  colours: readonly string[];
  /** Buyer search phrases, already filtered for claims. */
  searches: readonly string[];
  /** "housewarming gift", "Christmas". */
  occasions: readonly string[];
  /** The lexicon department ("drinkware"). */
  department?: string;
  handmade: boolean;
  condition?: "new" | "used" | "refurbished" | "vintage";
  /** The business type's broad tags, when the seller gave a business type. */
  businessTags: readonly string[];
  audienceTags: readonly string[];
  goalTags: readonly string[];
}

/**
 * A generation's hashtags: the seller's own first, then the brand, then niche tags from the
 * product (its name, material, buyer searches, colour, condition, occasion) interleaved with
 * broad ones (material, department, business, audience, goal, handmade, small business), so
 * every caption's few tags mix both. Generated tags are CamelCase; the seller's stay as typed.
 */
export interface HashtagPlan {
  /** The result's list (8–20), the seller's first. */
  all: string[];
  user: string[];
  brand?: string;
  niche: string[];
  broad: string[];
}

export function buildHashtags(input: HashtagInput, userTags: readonly string[]): HashtagPlan {
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
  take(input.brand ? toHashtag(input.brand) : undefined, brandList);

  const niche: string[] = [];
  const broad: string[] = [];
  const name = input.product ? bareName(input.product) : undefined;
  const material = input.materials[0];
  const colour = input.colours.find((entry) => !PLAIN_COLOURS.has(entry));
  if (name) {
    take(material ? toHashtag(`${material} ${lastWord(name)}`) : undefined, niche);
    take(toHashtag(name), niche);
    for (const search of input.searches.slice(0, 3)) take(toHashtag(search), niche);
    if (colour) take(toHashtag(`${lastWord(colour)} ${lastWord(name)}`), niche);
    if (input.condition === "refurbished") take(toHashtag(`refurbished ${name}`), niche);
    if (input.condition === "vintage") take(toHashtag(`vintage ${name}`), niche);
    if (input.handmade) take(toHashtag(`handmade ${name}`), niche);
  } else if (input.range) {
    take(toHashtag(input.range), niche);
  }
  for (const occasion of input.occasions.slice(0, 2)) take(toHashtag(occasion), niche);

  take(material ? toHashtag(material) : undefined, broad);
  take(input.department ? toHashtag(input.department) : undefined, broad);
  if (input.handmade) take("Handmade", broad);
  if (input.condition === "used") take("Secondhand", broad);
  for (const tag of input.businessTags) take(tag, broad);
  for (const tag of input.audienceTags) take(tag, broad);
  for (const tag of input.goalTags) take(tag, broad);
  for (const tag of PADDING) {
    if (user.length + brandList.length + niche.length + broad.length >= MIN_TAGS + 2) break;
    take(tag, broad);
  }

  const mixed = interleave(niche, broad);
  const all = [...user, ...brandList, ...mixed].slice(0, MAX_TAGS);
  return { all, user: user.slice(0, MAX_TAGS), brand: brandList[0], niche, broad };
}

/** "pair of earrings" → "earrings"; "set of 4 mugs" → "mugs". */
function bareName(product: string): string {
  return product.replace(/^(?:pair|set|pack|bundle|box|lot) of (?:\d+ )?|^\d+-pack of /i, "");
}

function lastWord(phrase: string): string {
  return phrase.split(/\s+/).pop() ?? phrase;
}

function interleave(first: readonly string[], second: readonly string[]): string[] {
  const result: string[] = [];
  for (let index = 0; index < Math.max(first.length, second.length); index++) {
    if (first[index]) result.push(first[index] as string);
    if (second[index]) result.push(second[index] as string);
  }
  return result;
}

/** Tags per caption: what reads as curated on each network, within its hard cap. */
const WANTED: Record<SocialPlatform, number> = {
  instagram: 5,
  tiktok: 5,
  linkedin: 4,
  pinterest: 4,
  facebook: 2,
  twitter: 2,
};

/**
 * Which kinds of tag each network's caption leads with: n = niche (the product), b = broad.
 * Pinterest is a search engine (niche first), LinkedIn a business network (brand and broad).
 */
const RECIPES: Record<SocialPlatform, readonly string[]> = {
  instagram: ["brand", "n0", "n1", "b0", "n2", "b1"],
  tiktok: ["n1", "n0", "b1", "n3", "brand", "b0"],
  linkedin: ["brand", "n0", "b0", "b2", "n1"],
  pinterest: ["n0", "n2", "n1", "b0", "n3"],
  facebook: ["n0", "brand", "b0"],
  twitter: ["n0", "b1", "b0"],
};

/**
 * The tags one caption carries, within its cap (domain platform-rules): the seller's tags first,
 * then the network's mix of brand, niche and broad tags, so the six captions do not all end with
 * the same line.
 */
export function hashtagsFor(platform: SocialPlatform, plan: HashtagPlan, rng?: Rng): string[] {
  const cap = Math.min(WANTED[platform], socialRules[platform].maxHashtags);
  const chosen: string[] = [];
  const add = (tag: string | undefined) => {
    if (tag && chosen.length < cap && !chosen.some((other) => other.toLowerCase() === tag.toLowerCase()))
      chosen.push(tag);
  };
  for (const tag of plan.user) add(tag);
  for (const step of RECIPES[platform]) {
    if (step === "brand") add(plan.brand);
    else add((step.startsWith("n") ? plan.niche : plan.broad)[Number(step.slice(1))]);
  }
  const rest = plan.all.filter((tag) => !chosen.includes(tag));
  for (const tag of rng ? rng.shuffle(rest) : rest) add(tag);
  return chosen;
}

export function hashtagLine(tags: readonly string[]): string {
  return tags.map((tag) => `#${tag}`).join(" ");
}
