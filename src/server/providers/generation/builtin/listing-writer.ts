import { marketplaceRules } from "../../../../domain/platform-rules";
import type { MarketplacePlatform } from "../../../../domain/platforms";
import {
  type ListingBrief,
  type ListingDraft,
  type ListingDraftItem,
  NothingToListError,
  ProductUnknownError,
} from "../generation-provider";
import { boundedListingBrief, listingBriefSeed } from "./brief-bounds";
import { categoryFor, redbubbleFit } from "./categories";
import { loadPhrasebook, type Phrasebook, Said, type Slots } from "./phrasebook/phrasebook";
import { suggestPrice } from "./pricing";
import { describes, type ProductFacts, parseProductFacts, productColours, supports } from "./product-facts";
import { careFor, type OccasionWords, occasionWords } from "./products";
import { createRng, type Rng } from "./rng";
import {
  capitalise,
  charLength,
  cleanLabel,
  clipWords,
  joinList,
  lines,
  tagsWithinBytes,
  titleCase,
  trimTrailing,
  wholeLabel,
  withArticle,
} from "./text";
import { audienceProfile } from "./vocabulary";
import { descriptionInVoice } from "./voice";

/**
 * The builtin listing writer: a title, description, tags, category and suggested price per
 * marketplace, each within that marketplace's rules (domain platform-rules) and in its own
 * shape — Etsy's story, details and care; Amazon's bullets; eBay's item specifics; Mercari's
 * short plain text; Shopify's clean paragraphs and SEO fields; Redbubble's design-led copy.
 *
 * It writes about the product the seller named (parseProductFacts), leads every title with it,
 * says only what the seller said or the photo's product shows (never the backdrop's colour,
 * never "handmade" unless said), takes its sentences from the listings phrasebook so no sentence
 * repeats within one generation, and skips Redbubble for goods Redbubble cannot print.
 */
export function writeListings(input: ListingBrief): ListingDraft {
  const brief = boundedListingBrief(input);
  const facts = parseProductFacts({
    product: brief.product,
    productType: brief.productType,
    materials: brief.materials,
    color: brief.color,
    size: brief.size,
    style: brief.style,
    businessType: brief.businessType,
    context: brief.additionalContext,
    tags: brief.tags,
    sheet: brief.sheet,
  });
  if (!facts.name) throw new ProductUnknownError();
  const lw = listingWords(brief, facts);
  const seed = listingBriefSeed(brief);
  const said = new Said();
  const platforms: ListingDraft["platforms"] = {};
  const skipped: NonNullable<ListingDraft["skipped"]> = {};
  for (const marketplace of brief.platforms) {
    if (marketplace === "redbubble") {
      const fit = redbubbleFit(facts);
      if (!fit.fits) {
        skipped.redbubble = fit.reason;
        continue;
      }
    }
    const rng = createRng(seed, brief.variant, marketplace);
    const ctx: Ctx = { lw, rng, said, marketplace };
    platforms[marketplace] = listingInVoice(
      marketplace,
      lw,
      {
        ...writers[marketplace](ctx),
        category: categoryFor(marketplace, facts),
        suggestedPrice: suggestPrice({ marketplace, facts }, rng),
      },
      brief.voice?.alwaysWords ?? [],
    );
  }
  if (Object.keys(platforms).length === 0 && Object.keys(skipped).length > 0) {
    throw new NothingToListError(skipped);
  }
  return Object.keys(skipped).length ? { platforms, skipped } : { platforms };
}

// ---------------------------------------------------------------------------------------------
// What the writer knows about the listing.

interface ListingWords {
  facts: ProductFacts;
  /** "mug", "wrap dress": running text. */
  noun: string;
  nouns: string;
  /** "Mug", "Wrap Dress": titles. */
  label: string;
  /** "2015 Honda CB500F": identifying words for titles. */
  qualifier?: string;
  material?: string;
  colours: string[];
  size?: string;
  style?: string;
  occasion?: OccasionWords;
  /** "coffee lovers": the audience in running text. */
  audience?: string;
  audienceLabel?: string;
  uses: string[];
  /** The buyer's search words for the product, most common first. */
  searchWords: string[];
  sellerTags: string[];
  /** The design's own words ("hand-lettered slogan", "Starry Night art"). */
  design?: string;
}

interface Ctx {
  lw: ListingWords;
  rng: Rng;
  said: Said;
  marketplace: MarketplacePlatform;
}

type Written = Omit<ListingDraftItem, "category" | "suggestedPrice">;
type MarketplaceWriter = (ctx: Ctx) => Written;

let phrasebookCache: Phrasebook | undefined;
function phrases(): Phrasebook {
  phrasebookCache ??= loadPhrasebook("listings");
  return phrasebookCache;
}

function listingWords(brief: ListingBrief, facts: ProductFacts): ListingWords {
  const type = facts.type;
  const noun = facts.name as string;
  const audience = audienceProfile(brief.targetAudience);
  const sellerTags = brief.tags
    .map((tag) => cleanLabel(tag, 40))
    .filter((tag): tag is string => Boolean(tag));
  const searchWords = unique([...(type?.searchWords ?? []), noun]).filter((word) => word !== noun || !type);
  return {
    facts,
    noun,
    nouns: facts.plural ?? `${noun}s`,
    label: facts.label ?? titleCase(noun),
    qualifier: facts.qualifier,
    material: facts.materials[0],
    colours: productColours(facts, brief.facts),
    size: facts.sizes[0],
    style: wholeLabel(brief.style, 30)?.toLowerCase(),
    occasion: occasionWords(brief.occasion),
    audience: audience?.who,
    audienceLabel: audience?.label,
    uses: type?.uses ?? [],
    searchWords,
    sellerTags,
    design: designWords(facts),
  };
}

/** What the design is, in the seller's words, for print-on-demand copy ("ocean wave art print"). */
function designWords(facts: ProductFacts): string | undefined {
  if (!facts.design) return undefined;
  const feature = facts.features.find((text) =>
    /design|print|letter|slogan|illustrat|art|quote|graphic|pattern/.test(text),
  );
  if (feature) return feature.replace(/^(?:a|an|the) /, "");
  if (facts.qualifier) return `${facts.qualifier} design`;
  return "original design";
}

/** Whether a text already says a word or phrase ("Gold-Plated …" says "gold"). */
function mentions(text: string, phrase: string): boolean {
  const have = ` ${wordsOf(text).join(" ")} `;
  return have.includes(` ${wordsOf(phrase).join(" ")} `);
}

function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/)[0] ?? text;
}

function unique(list: readonly string[]): string[] {
  return [...new Set(list.map((item) => item.trim()).filter(Boolean))];
}

/** The phrasebook's slots for this listing. */
function slots(lw: ListingWords): Slots {
  const facts = lw.facts;
  return {
    product: lw.noun,
    products: lw.nouns,
    material: lw.material,
    colour: joinList(lw.colours),
    size: lw.size,
    count: facts.count?.phrase,
    feature: facts.features.find((feature) => !/design|print|letter|slogan/.test(feature)),
    use: lw.uses[0],
    use2: lw.uses[1],
    audience: lw.audience,
    occasion: lw.occasion?.label,
    gift: lw.occasion?.gift,
    qualifier: lw.qualifier,
    specs: facts.specs.length ? joinList(facts.specs) : undefined,
    design: lw.design,
  };
}

function say(ctx: Ctx, sections: string | readonly string[], extra: Slots = {}): string | undefined {
  return phrases().pick(sections, { ...slots(ctx.lw), ...extra }, ctx.rng, ctx.said);
}

/** The opening line: condition, handmade or design first when they are what matters. */
function opening(ctx: Ctx): string | undefined {
  const facts = ctx.lw.facts;
  const sections: string[] = [];
  if (facts.condition && facts.condition !== "new") sections.push(`opening.${facts.condition}`);
  if (facts.handmade) sections.push("opening.handmade");
  if (facts.design) sections.push("opening.design");
  sections.push("opening");
  return say(ctx, sections);
}

/** The story: opening, then what the opening did not cover (material, colour, features, use). */
function story(ctx: Ctx, maxSentences = 5): string {
  const { lw } = ctx;
  const first = opening(ctx) ?? `${capitalise(lw.noun)}.`;
  const lower = first.toLowerCase();
  const parts = [first];
  const add = (sentence: string | undefined) => {
    if (sentence && parts.length < maxSentences) parts.push(sentence);
  };
  if (lw.material && !lower.includes(lw.material)) add(say(ctx, "material"));
  if (lw.colours.length && !lower.includes(lw.colours[0] as string)) add(say(ctx, "colour"));
  if (lw.facts.features.length) add(say(ctx, "feature"));
  if (lw.facts.count) add(say(ctx, "count"));
  if (lw.uses.length && !lower.includes(lw.uses[0] as string)) add(say(ctx, "use"));
  add(audienceLine(ctx));
  return parts.join(" ");
}

function audienceLine(ctx: Ctx): string | undefined {
  const { lw } = ctx;
  // "Give it to anyone hunting for a gift as a thoughtful gift": say the gift once.
  if (lw.occasion?.gift && lw.audience && /gift/i.test(lw.audience)) return say(ctx, "gift");
  if (lw.occasion?.gift && lw.audience) return say(ctx, ["gift.audience", "gift"]);
  if (lw.occasion?.gift) return say(ctx, "gift");
  if (lw.audience) return say(ctx, "audience");
  return undefined;
}

function conditionLine(ctx: Ctx): string | undefined {
  const condition = ctx.lw.facts.condition;
  if (!condition || condition === "new") return undefined;
  return say(ctx, `condition.${condition}`);
}

function detailRows(lw: ListingWords): [string, string][] {
  const facts = lw.facts;
  const rows: [string, string | undefined][] = [
    ["Item", lw.qualifier ? `${titleCase(lw.qualifier)} ${lw.label}` : lw.label],
    ["Color", lw.colours.length ? capitalise(joinList(lw.colours)) : undefined],
    ["Material", facts.materials.length ? capitalise(joinList(facts.materials.slice(0, 3))) : undefined],
    ["Size", facts.sizes.length ? facts.sizes.join(", ") : undefined],
    ["Quantity", facts.count ? capitalise(facts.count.phrase) : undefined],
    ...facts.specs.map(specRow),
    ["Style", lw.style ? capitalise(lw.style) : undefined],
    ["Occasion", lw.occasion ? capitalise(lw.occasion.detail) : undefined],
    ["Condition", facts.condition ? capitalise(facts.condition) : undefined],
    ["Made", facts.handmade ? "By hand" : undefined],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/**
 * A spec as an item-specifics row named for what it measures: "8 GB" is memory, "battery 91%"
 * the battery, "2mm band" the band's 2mm, "~45 hr burn time" the burn time. Never a bare
 * "Spec:" label.
 */
function specRow(spec: string): [string, string] {
  if (/\b\d+\s?(?:gb|tb)\b/i.test(spec)) return ["Memory", spec];
  const battery = /^(?:battery(?: health)?)\s*(\d{2,3}\s?%)$/i.exec(spec);
  if (battery) return ["Battery", battery[1] as string];
  const named = /^(~?\d[\d.,]*\s?[a-z%"]*)\s+([a-z][a-z -]{2,24})$/i.exec(spec);
  if (named) return [capitalise(named[2] as string), named[1] as string];
  const leading = /^([a-z][a-z -]{2,24}?)\s+(~?\d[\d.,]*\s?[a-z%"]*)$/i.exec(spec);
  if (leading) return [capitalise(leading[1] as string), leading[2] as string];
  return ["Details", spec];
}

function care(lw: ListingWords): string {
  return careFor(lw.facts, lw.material);
}

// ---------------------------------------------------------------------------------------------
// Titles: the product first (with the seller's identifying words), then the buyer's search
// phrase, then the attributes that tell this one apart — within the marketplace's limit.

function attributes(lw: ListingWords, options: { colour?: boolean; material?: boolean } = {}): string[] {
  const facts = lw.facts;
  return [
    facts.condition === "refurbished" || facts.condition === "vintage" || facts.condition === "used"
      ? titleCase(facts.condition === "used" ? "pre-owned" : facts.condition)
      : undefined,
    facts.handmade && !mentions(`${lw.material ?? ""} ${lw.label}`, "handmade") ? "Handmade" : undefined,
    (options.material !== false || lw.qualifier) && lw.material ? titleCase(lw.material) : undefined,
    options.colour !== false && lw.colours[0] ? titleCase(lw.colours[0]) : undefined,
    ...facts.sizes.slice(0, 1).map((size) => (/\d/.test(size) ? size : titleCase(size))),
    facts.count ? titleCase(facts.count.phrase) : undefined,
    ...facts.specs.slice(0, 2).map((spec) => spec.replace(/\b[a-z]/g, (c) => c.toUpperCase())),
  ].filter((part): part is string => Boolean(part));
}

/**
 * The product as a title leads with it: the seller's identifying words or the printed design,
 * then the product's name ("MacBook Air Laptop", "Hand-Lettered Slogan T-Shirt", "Wrap Dress").
 */
function titleHead(lw: ListingWords): string {
  if (lw.qualifier) return `${titleCase(lw.qualifier)} ${lw.label}`;
  const design = lw.facts.features.find((feature) =>
    /letter|slogan|quote|illustrat|graphic|print|design/.test(feature),
  );
  if (design) return dedupeWords(`${titleCase(design.replace(/^(?:a|an|the) /, ""))} ${lw.label}`);
  return lw.label;
}

/**
 * Another name buyers search for the same product ("Coffee Cup" for a mug), with no word the
 * title already has. Only the lexicon's aliases — names of the same thing — go in a title: its
 * search words may describe a kind the seller did not say ("midi dress") and stay in the tags.
 */
function searchPhrase(lw: ListingWords, title: string): string | undefined {
  const have = new Set(title.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const fresh = (lw.facts.type?.aliases ?? []).filter(
    (alias) =>
      supports(lw.facts, alias) &&
      describes(lw.facts, alias) &&
      alias.split(" ").length > 1 &&
      alias.split(/[^\p{L}\p{N}]+/u).every((word) => !have.has(word)),
  );
  return fresh[0] ? titleCase(fresh[0]) : undefined;
}

/**
 * "Stoneware Mug": the material leads a plain product name, as buyers search. With the seller's
 * identifying words ("Van Gogh Starry Night Art Print", "MacBook Air Laptop") the name leads
 * and the material follows among the attributes.
 */
function leadWithMaterial(lw: ListingWords): string {
  if (lw.qualifier || !lw.material) return titleHead(lw);
  return dedupeWords(`${titleCase(lw.material)} ${titleHead(lw)}`);
}

/**
 * Adds parts to a title while it fits: never cut mid-phrase, and never a part whose words the
 * title already says ("Handmade" after "Handmade Soap"); a word the part would repeat right
 * after the title's last one is said once ("… Handmade, Handmade Soap" → "… Handmade Soap").
 */
function fitTitle(parts: (string | undefined)[], separator: string, max: number): string {
  let title = "";
  for (const raw of parts) {
    if (!raw) continue;
    const part = title ? withoutLeadingRepeat(title, raw) : raw;
    if (!part || (title && mentionsAll(title, part))) continue;
    const next = title ? `${title}${separator}${part}` : part;
    if (charLength(next) <= max) title = next;
  }
  return title || clipWords(parts.find(Boolean) ?? "", max);
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function mentionsAll(title: string, part: string): boolean {
  const have = new Set(wordsOf(title));
  return wordsOf(part).every((word) => have.has(word));
}

/** The part without a first word equal to the title's last word. */
function withoutLeadingRepeat(title: string, part: string): string {
  const last = wordsOf(title).pop();
  const [first, ...rest] = part.split(" ");
  return last && first && wordsOf(first)[0] === last && wordsOf(first).length === 1 ? rest.join(" ") : part;
}

function dedupeWords(text: string): string {
  const seen = new Set<string>();
  return text
    .split(" ")
    .filter((word) => {
      const key = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
      if (!key) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(" ");
}

/** Etsy: each of % : & + at most once. We avoid them, and turn the seller's & into "and". */
function etsySafe(title: string): string {
  return title
    .replace(/\s+/g, " ")
    .replace(/ ?& ?/g, " and ")
    .replace(/[%:+]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const AMAZON_BANNED = /[!$?_{}^¬¦]/g;

/** Amazon: no banned characters and no word more than twice. */
function amazonSafe(title: string): string {
  const counts = new Map<string, number>();
  const words = title.replace(AMAZON_BANNED, " ").split(/\s+/);
  const kept = words.filter((word) => {
    const key = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
    if (!key) return true;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    return count <= 2;
  });
  const joined = kept
    .join(" ")
    .replaceAll(" ,", ",")
    .replace(/([,–])(?: ?[,–])+/g, "$1");
  return trimTrailing(joined, /[\s,–]/).trim();
}

function giftPhrase(lw: ListingWords): string | undefined {
  const occasion = lw.occasion?.titlePhrase;
  // "Gift for Gift Buyers" says nothing: an audience that is itself about gifts is left out.
  const audience =
    lw.audienceLabel && !/gift/i.test(lw.audienceLabel) ? `for ${titleCase(lw.audienceLabel)}` : undefined;
  if (occasion && /gift/i.test(occasion)) return [occasion, audience].filter(Boolean).join(" ");
  return occasion || undefined;
}

// ---------------------------------------------------------------------------------------------
// Tags.

interface TagRules {
  max: number;
  maxChars: number;
  pattern?: RegExp;
}

function tagRules(marketplace: MarketplacePlatform): TagRules {
  const rule = marketplaceRules[marketplace];
  return {
    max: Math.min(rule.maxTags, marketplace === "etsy" ? 13 : marketplace === "redbubble" ? 15 : 20),
    maxChars: Math.min(rule.maxTagChars ?? 40, 40),
    pattern: rule.tagPattern,
  };
}

/**
 * The seller's always-words in the listing (issue 17): as tags right after the seller's own
 * (buyers search the words a shop is known for), and as a tagline closing the description where
 * the marketplace's length allows it (voice.ts).
 */
function listingInVoice(
  marketplace: MarketplacePlatform,
  lw: ListingWords,
  item: ListingDraftItem,
  alwaysWords: readonly string[],
): ListingDraftItem {
  if (!alwaysWords.length) return item;
  const rules = tagRules(marketplace);
  const seller = item.tags.slice(0, lw.sellerTags.length);
  const tags = buildTagList([...seller, ...alwaysWords, ...item.tags.slice(seller.length)], rules);
  const max = Math.min(marketplaceRules[marketplace].maxDescriptionChars ?? 5000, 5000);
  const description = descriptionInVoice(item.description, alwaysWords, (text) => text.length <= max);
  return { ...item, tags, description };
}

/** Tags each valid for the marketplace (in its case, characters and length), once each, at most its count. */
function buildTagList(raw: readonly string[], rules: TagRules): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const candidate of raw) {
    const tag = candidate
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^\p{L}\p{N} '-]/gu, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (tags.length >= rules.max || tag.length < 2 || seen.has(tag) || charLength(tag) > rules.maxChars)
      continue;
    if (rules.pattern && !rules.pattern.test(tag)) continue;
    seen.add(tag);
    tags.push(tag);
  }
  return tags;
}

/** Tags: the seller's own first, then the candidates, each valid for the marketplace. */
function buildTags(
  lw: ListingWords,
  candidates: (string | undefined)[],
  marketplace: MarketplacePlatform,
): string[] {
  const rules = tagRules(marketplace);
  const tags: string[] = [];
  const seen = new Set<string>();
  const claimed = candidates.filter(
    (tag): tag is string => Boolean(tag) && supports(lw.facts, tag as string),
  );
  for (const raw of [...lw.sellerTags, ...claimed]) {
    if (!raw || tags.length >= rules.max) continue;
    // Each word once: "ceramic studio" + "studio" is not "ceramic studio studio".
    const tag = dedupeWords(
      raw
        .toLowerCase()
        .replace(/&/g, " and ")
        .replace(/[^\p{L}\p{N} '-]/gu, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );
    // A phrase cut short reads wrong ("navy blue scented"): too long means left out.
    if (charLength(tag) > rules.maxChars) continue;
    if (tag.length < 2 || seen.has(tag)) continue;
    if (rules.pattern && !rules.pattern.test(tag)) continue;
    seen.add(tag);
    tags.push(tag);
  }
  // A name too long for any tag still leaves the listing a tag buyers search: its last word.
  const lastWord = lw.noun.split(" ").pop()?.toLowerCase();
  if (tags.length === 0 && lastWord && charLength(lastWord) <= rules.maxChars && /\p{L}{2}/u.test(lastWord)) {
    if (!rules.pattern || rules.pattern.test(lastWord)) tags.push(lastWord);
  }
  return tags;
}

/** Search words for the product, most specific first: what buyers type. */
function tagCandidates(lw: ListingWords): string[] {
  const facts = lw.facts;
  const colour = lw.colours[0];
  const noun = lw.noun;
  const searchWords = lw.searchWords.filter((word) => describes(lw.facts, word));
  return [
    noun,
    ...searchWords.slice(0, 4),
    lw.material ? dedupeWords(`${lw.material} ${noun}`) : undefined,
    colour ? dedupeWords(`${colour} ${noun}`) : undefined,
    lw.qualifier ? `${lw.qualifier} ${noun}` : undefined,
    lw.qualifier,
    facts.handmade ? `handmade ${noun}` : undefined,
    lw.style ? `${lw.style} ${noun}` : undefined,
    ...(lw.occasion?.tags ?? []),
    lw.audienceLabel && !/gift/i.test(lw.audienceLabel) ? `gift for ${lw.audienceLabel}` : undefined,
    ...searchWords.slice(4),
    ...(facts.department?.occasions ?? []),
    ...facts.materials,
    colour,
    lw.colours[1],
    ...facts.sizes.map((size) => `${size} ${noun}`),
    facts.condition && facts.condition !== "new" ? `${facts.condition} ${noun}` : undefined,
    lw.style,
    facts.handmade ? "handmade" : undefined,
  ].filter((tag): tag is string => Boolean(tag));
}

// ---------------------------------------------------------------------------------------------
// Etsy: product-first title ≤ 140 (each of % : & + at most once), a story + details + care
// description, and 13 tags of ≤ 20 characters.

const etsy: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const head = leadWithMaterial(lw);
  const rest = attributes(lw, { material: false });
  const title = etsySafe(
    fitTitle(
      [head, ...rest, searchPhrase(lw, [head, ...rest].join(" ")), giftPhrase(lw)],
      ", ",
      marketplaceRules.etsy.maxTitleChars,
    ),
  );
  const details = detailRows(lw).map(([name, value]) => `• ${name}: ${value}`);
  const description = lines(
    story(ctx),
    "",
    "DETAILS",
    ...details,
    "",
    "CARE",
    care(lw),
    "",
    [
      lw.facts.handmade ? say(ctx, "handmade.note") : undefined,
      conditionLine(ctx),
      lw.colours.length ? say(ctx, "screen") : undefined,
    ]
      .filter(Boolean)
      .join(" ") || undefined,
    say(ctx, "closing.etsy"),
  );
  return { title, description, tags: buildTags(lw, tagCandidates(lw), "etsy") };
};

// ---------------------------------------------------------------------------------------------
// Redbubble: only for printable designs (the caller checks); a design-led title ≤ 100, copy
// about the design and the product it is printed on, up to 15 focused tags.

const redbubble: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const product = lw.facts.type?.redbubble?.product ?? lw.label;
  const design = lw.design ?? "original design";
  const title = fitTitle(
    [dedupeWords(`${titleCase(design)} ${product}`), searchPhrase(lw, `${design} ${product}`)],
    " – ",
    marketplaceRules.redbubble.maxTitleChars,
  );
  const description = lines(
    say(ctx, "redbubble.design", { redbubbleProduct: product.toLowerCase() }) ?? `${capitalise(design)}.`,
    [audienceLine(ctx), say(ctx, "redbubble.more")].filter(Boolean).join(" ") || undefined,
  );
  const candidates = [
    design,
    lw.qualifier,
    ...design.split(" ").filter((word) => word.length > 3),
    lw.colours[0],
    lw.noun,
    ...lw.searchWords.filter((word) => describes(lw.facts, word)).slice(0, 3),
    lw.style,
    ...(lw.occasion?.tags ?? []),
    lw.audienceLabel,
  ];
  return { title, description, tags: buildTags(lw, candidates, "redbubble") };
};

// ---------------------------------------------------------------------------------------------
// Amazon: a title ≤ 200 with no ! $ ? _ { } ^ ¬ ¦ and no word more than twice, five key-feature
// bullets, a description, and search-term tags (under 250 bytes together).

const amazon: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const head = leadWithMaterial(lw);
  const rest = attributes(lw, { material: false });
  const title = amazonSafe(
    fitTitle(
      [
        head,
        ...rest,
        searchPhrase(lw, [head, ...rest].join(" ")),
        lw.uses[0] ? `for ${titleCase(lw.uses[0])}` : undefined,
      ],
      ", ",
      marketplaceRules.amazon.maxTitleChars,
    ),
  );
  const description = [story(ctx, 4), conditionLine(ctx)].filter(Boolean).join(" ");
  const candidates = [...tagCandidates(lw), ...lw.uses.filter((use) => !/^(your|the|a|an) /.test(use))];
  const tags = tagsWithinBytes(
    buildTags(lw, candidates, "amazon"),
    marketplaceRules.amazon.maxSearchTermBytes ?? 249,
  );
  return { title, description, tags, bulletPoints: amazonBullets(ctx) };
};

function amazonBullets(ctx: Ctx): string[] {
  const { lw } = ctx;
  const facts = lw.facts;
  const bullets: string[] = [];
  const colour = lw.colours[0] && !mentions(lw.material ?? "", lw.colours[0]) ? lw.colours[0] : undefined;
  const what = dedupeWords([lw.material, colour, lw.noun].filter(Boolean).join(" "));
  // The first bullet says what the title's head does not already say, or is left out.
  if (!mentions(titleHead(lw), what) || lw.facts.features[0]) {
    bullets.push(
      `${titleHead(lw).toUpperCase()} – ${capitalise(withArticle(what))}${lw.facts.features[0] ? ` with ${lw.facts.features[0]}` : ""}.`,
    );
  }
  if (facts.materials.length) {
    bullets.push(
      `MATERIAL – ${capitalise(joinList(facts.materials.slice(0, 3)))}${facts.handmade ? ", made by hand" : ""}.`,
    );
  } else if (facts.handmade) {
    bullets.push(
      "MADE BY HAND – Each piece is made by hand, so small variations make every one a little different.",
    );
  }
  if (facts.sizes.length || facts.count) {
    const size = [facts.sizes.join(", "), facts.count?.phrase].filter(Boolean).join("; ");
    bullets.push(`SIZE – ${capitalise(size)}.`);
  }
  if (facts.specs.length) bullets.push(`SPECS – ${joinList(facts.specs)}.`);
  if (facts.features.length) bullets.push(`DETAILS – ${capitalise(joinList(facts.features.slice(0, 3)))}.`);
  if (lw.uses.length) bullets.push(`USES – ${capitalise(joinList(lw.uses.slice(0, 3)))}.`);
  if (lw.occasion?.gift || lw.audience) {
    const line = audienceLine(ctx);
    if (line) bullets.push(`GIFT IDEA – ${line}`);
  }
  if (facts.condition && facts.condition !== "new")
    bullets.push(`CONDITION – ${capitalise(facts.condition)}; the photos show the actual item.`);
  bullets.push(`CARE – ${care(lw)}`);
  return bullets.slice(0, marketplaceRules.amazon.maxBulletPoints ?? 5);
}

// ---------------------------------------------------------------------------------------------
// Shopify: a clean title ≤ 255, plain paragraphs (no HTML), SEO title ≤ 70 and description ≤ 160.

const shopify: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const head = leadWithMaterial(lw);
  const colour = lw.colours[0] ? ` in ${titleCase(lw.colours[0])}` : "";
  const title = fitTitle(
    [
      `${head}${colour}`,
      ...lw.facts.sizes.slice(0, 1),
      lw.facts.count ? titleCase(lw.facts.count.phrase) : undefined,
    ],
    " – ",
    marketplaceRules.shopify.maxTitleChars,
  );
  const specifics = detailRows(lw)
    .filter(([name]) => name !== "Item")
    .map(([name, value]) => `${name}: ${value}`);
  const description = lines(
    story(ctx, 4),
    "",
    specifics.length ? specifics.join(" · ") : undefined,
    specifics.length ? "" : undefined,
    conditionLine(ctx),
    // The first sentence of the care advice: Etsy's listing carries it whole, and one generation
    // never says the same sentence twice.
    `Care: ${firstSentence(care(lw))}`,
  );
  const seoTitle = fitTitle(
    [
      dedupeWords(
        `${lw.colours[0] && !mentions(head, lw.colours[0]) ? `${titleCase(lw.colours[0])} ` : ""}${head}`,
      ),
      searchPhrase(lw, head),
    ],
    " | ",
    marketplaceRules.shopify.maxSeoTitleChars ?? 70,
  );
  const summary = [
    capitalise(dedupeWords([lw.material, lw.noun].filter(Boolean).join(" "))),
    lw.colours.length ? `in ${joinList(lw.colours)}` : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  const seoDescription = fitTitle(
    [
      `${summary}${lw.facts.sizes[0] ? `, ${lw.facts.sizes[0]}` : ""}.`,
      lw.uses[0] ? `For ${lw.uses[0]}.` : undefined,
      lw.facts.specs.length ? `${joinList(lw.facts.specs)}.` : undefined,
    ],
    " ",
    marketplaceRules.shopify.maxSeoDescriptionChars ?? 160,
  );
  const candidates = [lw.label, ...tagCandidates(lw)];
  return { title, description, tags: buildTags(lw, candidates, "shopify"), seoTitle, seoDescription };
};

// ---------------------------------------------------------------------------------------------
// eBay: a keyword-dense title ≤ 80 with no filler (brand/model first, as eBay buyers search),
// and an item-specifics description. Condition is never invented: the buyer is pointed to the
// photos.

const ebay: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  // eBay buyers search brand and model first: "MacBook Air Laptop", "Stoneware Mug".
  const head = lw.qualifier
    ? dedupeWords(`${titleHead(lw)}${lw.material ? ` ${titleCase(lw.material)}` : ""}`)
    : dedupeWords(`${lw.material ? `${titleCase(lw.material)} ` : ""}${titleHead(lw)}`);
  const rest = attributes(lw, { material: false });
  const title = fitTitle(
    [head, ...rest, searchPhrase(lw, [head, ...rest].join(" "))],
    " ",
    marketplaceRules.ebay.maxTitleChars,
  );
  const specifics = detailRows(lw).map(([name, value]) => `${name === "Item" ? "Type" : name}: ${value}`);
  const description = lines(
    opening(ctx),
    "",
    "Item specifics",
    ...specifics,
    lw.facts.condition ? undefined : "Condition: See photos",
    "",
    [conditionLine(ctx), say(ctx, "closing.ebay")].filter(Boolean).join(" "),
  );
  return { title, description, tags: buildTags(lw, tagCandidates(lw), "ebay") };
};

// ---------------------------------------------------------------------------------------------
// Mercari: a plain title ≤ 80 and a short description ≤ 1,000.

const mercari: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const head = leadWithMaterial(lw);
  const title = fitTitle(
    [head, ...attributes(lw, { material: false })],
    ", ",
    marketplaceRules.mercari.maxTitleChars,
  );
  const facts = detailRows(lw)
    .filter(([name]) => name !== "Item")
    .map(([name, value]) => `${name}: ${value}`);
  const description = clipWords(
    lines(
      story(ctx, 3),
      "",
      ...facts,
      "",
      [conditionLine(ctx), say(ctx, "closing.mercari")].filter(Boolean).join(" "),
    ),
    marketplaceRules.mercari.maxDescriptionChars ?? 1000,
  );
  return { title, description, tags: buildTags(lw, tagCandidates(lw), "mercari") };
};

const writers: Record<MarketplacePlatform, MarketplaceWriter> = {
  etsy,
  redbubble,
  amazon,
  shopify,
  ebay,
  mercari,
};
