import { MAX_REQUEST_TAGS, REQUEST_TAG_MAX_CHARS } from "../../../../domain/listings";
import { marketplaceRules } from "../../../../domain/platform-rules";
import type { MarketplacePlatform } from "../../../../domain/platforms";
import { TEXT_FIELD_MAX } from "../../../../domain/social";
import type { ListingBrief, ListingDraft, ListingDraftItem } from "../generation-provider";
import { type BusinessProfile, businessProfile } from "./businesses";
import { categoryFor, type ProductFamily, productFamily } from "./categories";
import { suggestPrice } from "./pricing";
import {
  careFor,
  type OccasionWords,
  occasionWords,
  type ProductProfile,
  productKeyFrom,
  products,
  sizeText,
  sizeTitle,
} from "./products";
import { createRng, type Rng } from "./rng";
import {
  capitalise,
  charLength,
  cleanLabel,
  clip,
  clipWords,
  joinList,
  lines,
  titleCase,
  trimTrailing,
  withArticle,
} from "./text";
import { type AudienceProfile, audienceProfile } from "./vocabulary";
import { colourWords, describeColour, type Mood, moodOf, plural } from "./words";

/**
 * The builtin listing writer: a title, description, tags, category and suggested price per
 * marketplace, each within that marketplace's rules (domain platform-rules) and in its own
 * shape — Etsy's story, details and care; Amazon's bullets; eBay's item specifics; Mercari's
 * short plain text; Shopify's clean paragraphs and SEO fields; Redbubble's design-led copy.
 * Every title names the product type. Nothing is invented: no condition, materials, sizes or
 * claims the seller did not give.
 */
export function writeListings(input: ListingBrief): ListingDraft {
  const brief = boundedListingBrief(input);
  const lw = listingWords(brief);
  const seed = JSON.stringify([
    brief.businessType ?? "",
    brief.targetAudience ?? "",
    brief.productType ?? "",
    brief.style ?? "",
    brief.materials ?? "",
    brief.size ?? "",
    brief.occasion ?? "",
    brief.color ?? "",
    brief.tags,
    brief.facts,
  ]);
  const platforms: ListingDraft["platforms"] = {};
  for (const marketplace of brief.platforms) {
    const rng = createRng(seed, brief.variant, marketplace);
    platforms[marketplace] = {
      ...writers[marketplace](lw, rng),
      category: categoryFor(marketplace, lw.product?.key, lw.family),
      suggestedPrice: suggestPrice(
        {
          marketplace,
          product: lw.product?.key,
          family: lw.family,
          size: brief.size,
          materials: lw.material,
          handmade: lw.handmade,
        },
        rng,
      ),
    };
  }
  return { platforms };
}

/**
 * The brief within the request schema's caps (src/domain/listings.ts). Requests never exceed
 * them; the writer holds them itself too, so nothing it runs ever sees unbounded text.
 */
function boundedListingBrief(brief: ListingBrief): ListingBrief {
  const short = (value: string | undefined) =>
    value === undefined ? undefined : clip(value, TEXT_FIELD_MAX);
  return {
    ...brief,
    businessType: short(brief.businessType),
    targetAudience: short(brief.targetAudience),
    productType: short(brief.productType),
    style: short(brief.style),
    materials: short(brief.materials),
    size: short(brief.size),
    occasion: short(brief.occasion),
    color: short(brief.color),
    tags: brief.tags.slice(0, MAX_REQUEST_TAGS).map((tag) => clip(tag, REQUEST_TAG_MAX_CHARS)),
  };
}

type Written = Omit<ListingDraftItem, "category" | "suggestedPrice">;
type MarketplaceWriter = (lw: ListingWords, rng: Rng) => Written;

// ---------------------------------------------------------------------------------------------
// What the writer knows about the listing.

interface ListingWords {
  product?: ProductProfile;
  family: ProductFamily;
  /** What every title names: the product type ("Mug", "Soy Candle", "Handmade Item"). */
  label: string;
  /** The same in running text. */
  noun: string;
  nounPlural: string;
  style?: string;
  material?: string;
  /** "15 oz" in text, "15oz" in titles. */
  size?: string;
  sizeTitle?: string;
  occasion?: OccasionWords;
  audience?: AudienceProfile;
  business: BusinessProfile;
  handmade: boolean;
  /** The seller's colour first, then the photo's. */
  colours: string[];
  mood: Mood;
  whiteBackground: boolean;
  sellerTags: string[];
}

const FAMILY_NOUNS: Record<ProductFamily, string> = {
  jewelry: "jewelry piece",
  candle: "candle",
  art: "art print",
  digital: "digital art print",
  decor: "home decor piece",
  vintage: "vintage find",
  artsupplies: "art supply set",
  accessories: "accessory",
  cards: "greeting card",
  beauty: "beauty product",
  handmade: "handmade item",
  generic: "item",
};

function listingWords(brief: ListingBrief): ListingWords {
  const productText = cleanLabel(brief.productType, 40);
  const businessText = cleanLabel(brief.businessType, 60);
  const material = cleanLabel(brief.materials, 30)?.toLowerCase();
  const key = productKeyFrom(productText) ?? (productText ? undefined : productKeyFrom(businessText));
  const product = key ? products[key] : undefined;
  const family = productFamily(productText, businessText, material);
  const business = businessProfile(businessText);
  const handmade = business.key === "handmade" || /hand ?made/i.test(productText ?? "");

  let noun: string;
  let label: string;
  if (product) {
    noun = product.noun;
    label = product.label;
  } else if (productText) {
    noun = productText.toLowerCase();
    label = titleCase(productText);
  } else {
    noun = family === "generic" && material ? `${material} piece` : FAMILY_NOUNS[family];
    label = titleCase(noun);
  }

  const sellerColour = cleanLabel(brief.color, 30)?.toLowerCase();
  const measured = colourWords(brief.facts).map((colour) => colour.name);
  const colours = [sellerColour, ...measured]
    .filter((name): name is string => Boolean(name))
    .filter((name, index, list) => list.indexOf(name) === index)
    .slice(0, 2);
  const moodColours = sellerColour ? [describeColour(sellerColour)] : colourWords(brief.facts);

  const sellerTags = brief.tags
    .map((tag) => cleanLabel(tag, 40))
    .filter((tag): tag is string => Boolean(tag));
  return {
    product,
    family,
    label,
    noun,
    nounPlural: product?.plural ?? plural(noun),
    style: cleanLabel(brief.style, 30)?.toLowerCase(),
    material,
    size: sizeText(brief.size),
    sizeTitle: sizeTitle(brief.size),
    occasion: occasionWords(brief.occasion),
    audience: audienceProfile(brief.targetAudience),
    business,
    handmade,
    colours,
    mood: moodOf(moodColours),
    whiteBackground: brief.facts.plainWhiteBackground,
    sellerTags,
  };
}

const mainColour = (lw: ListingWords) => lw.colours[0];

/** "minimalist ceramic mug" — the product with its known qualities. */
function described(lw: ListingWords): string {
  const parts = [lw.style, lw.material, lw.noun].filter(Boolean) as string[];
  // "ceramic ceramic mug" or "canvas canvas print": say the material once.
  return dedupeWords(parts.join(" "));
}

function dedupeWords(text: string): string {
  const seen = new Set<string>();
  return text
    .split(" ")
    .filter((word) => {
      const key = word.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(" ");
}

function colourPhrase(lw: ListingWords): string {
  return joinList(lw.colours);
}

/** Who it is for, as a phrase for running text ("busy professionals who…"). */
function forWhom(lw: ListingWords): string | undefined {
  return lw.audience?.who;
}

function uses(lw: ListingWords): string {
  if (lw.product) return joinList(lw.product.uses.slice(0, 2));
  return lw.business.place.replace(/^your /, "your ");
}

// ---------------------------------------------------------------------------------------------
// Titles.

/** The first candidate that fits, or the first clipped at a word boundary. */
function firstFitting(candidates: string[], max: number): string {
  const cleaned = candidates.map((candidate) => candidate.replace(/\s+/g, " ").replaceAll(" ,", ",").trim());
  return cleaned.find((candidate) => charLength(candidate) <= max) ?? clipWords(cleaned[0] ?? "", max);
}

/** Title words: "Terracotta Minimalist Ceramic Mug" — nothing missing, nothing twice. */
function titleCore(lw: ListingWords, order: ("colour" | "style" | "material" | "noun")[]): string {
  const values: Record<string, string | undefined> = {
    colour: mainColour(lw),
    style: lw.style,
    material: lw.material,
    noun: lw.label,
  };
  const words = order.map((part) => values[part]).filter(Boolean) as string[];
  return dedupeWords(titleCase(words.join(" ")));
}

/** Etsy: each of % : & + at most once. We avoid them, and turn the seller's & into "and". */
function etsySafe(title: string): string {
  // Whitespace runs collapse first, so "&" has at most one space on each side: / ?& ?/ is
  // linear where /\s*&\s*/ rescans a long run of spaces from every position in it.
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
  // The words are joined by single spaces, so every run between commas and dashes is bounded:
  // / ?[,–]/ cannot rescan a long run the way /\s*[,–]/ can. The tail is trimmed by a scan.
  const joined = kept
    .join(" ")
    .replaceAll(" ,", ",")
    .replace(/([,–])(?: ?[,–])+/g, "$1");
  return trimTrailing(joined, /[\s,–]/).trim();
}

function giftTail(lw: ListingWords): string | undefined {
  const audience = lw.audience ? `for ${titleCase(lw.audience.label)}` : undefined;
  const occasion = lw.occasion?.titlePhrase;
  if (occasion && /gift/i.test(occasion)) return [occasion, audience].filter(Boolean).join(" ");
  if (audience) return `Gift ${audience}`;
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

/** Tags from the seller's own first, then the candidates, each valid for the marketplace. */
function buildTags(
  lw: ListingWords,
  candidates: (string | undefined)[],
  marketplace: MarketplacePlatform,
): string[] {
  const rules = tagRules(marketplace);
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const raw of [...lw.sellerTags, ...candidates]) {
    if (!raw || tags.length >= rules.max) continue;
    const tag = raw
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^\p{L}\p{N} '-]/gu, " ")
      .replace(/\s+/g, " ")
      .trim();
    // A phrase cut short reads wrong ("navy blue scented"): too long means left out.
    if (charLength(tag) > rules.maxChars) continue;
    if (tag.length < 2 || seen.has(tag)) continue;
    if (rules.pattern && !rules.pattern.test(tag)) continue;
    seen.add(tag);
    tags.push(tag);
  }
  return tags;
}

/** Search words that describe the listing, most specific first. */
function tagCandidates(lw: ListingWords): string[] {
  const colour = mainColour(lw);
  const noun = lw.noun;
  const keywords = lw.product?.keywords ?? [noun];
  return [
    noun,
    colour ? `${colour} ${noun}` : undefined,
    lw.style ? `${lw.style} ${noun}` : undefined,
    lw.material ? `${lw.material} ${noun}` : undefined,
    lw.handmade ? `handmade ${noun}` : undefined,
    ...keywords,
    ...(lw.occasion?.tags ?? []),
    lw.audience ? `gift for ${lw.audience.label}` : undefined,
    lw.occasion && /gift/.test(lw.occasion.phrase) ? `${noun} gift` : undefined,
    colour,
    lw.colours[1],
    lw.style && isDecor(lw) ? `${lw.style} decor` : undefined,
    lw.style && lw.product ? `${lw.style} ${lw.product.synonym.toLowerCase()}` : undefined,
    lw.style,
    `${lw.mood.word} style`,
    lw.material,
    lw.size ? `${lw.size} ${noun}` : undefined,
    "gift idea",
    "unique gift",
    lw.handmade ? "handmade gift" : "gift for her",
    "gift for him",
    "small business",
  ].filter((tag): tag is string => Boolean(tag));
}

function isDecor(lw: ListingWords): boolean {
  const key = lw.product?.key;
  return (
    key === "poster" ||
    key === "canvas" ||
    key === "pillow" ||
    (!key && (lw.family === "decor" || lw.family === "art"))
  );
}

// ---------------------------------------------------------------------------------------------
// Shared description pieces.

function storyOpening(lw: ListingWords, rng: Rng): string {
  const item = described(lw);
  const colour = colourPhrase(lw);
  const inColour = colour ? ` in ${colour}` : "";
  const byHand = lw.handmade ? ", made by hand" : "";
  return rng.pick([
    lw.product
      ? `Meet your new favorite ${lw.noun}: ${withArticle(item)}${inColour}${byHand}.`
      : `Meet ${withArticle(item)}${inColour}${byHand}, chosen for its ${lw.mood.word} look.`,
    `${capitalise(withArticle(item))}${inColour}, made${lw.handmade ? " by hand" : ""} to be enjoyed every day.`,
    `This ${item}${inColour} brings ${withArticle(lw.mood.word)} touch to ${uses(lw)}${lw.handmade ? ", and it’s made by hand" : ""}.`,
  ]);
}

function colourSentence(lw: ListingWords): string | undefined {
  if (!mainColour(lw)) return undefined;
  return `Its ${lw.mood.phrase} color pairs beautifully with ${lw.mood.pairing}.`;
}

function audienceSentence(lw: ListingWords): string | undefined {
  const who = forWhom(lw);
  const occasion = lw.occasion;
  if (who && occasion) return `A great pick for ${who}, and ${occasion.phrase}.`;
  if (who) return `A great pick for ${who}.`;
  if (occasion?.gift && lw.product) return `${capitalise(occasion.gift)} for ${lw.product.giftFor}.`;
  if (occasion) return `${capitalise(occasion.phrase)}.`;
  return undefined;
}

function useSentence(lw: ListingWords): string | undefined {
  if (!lw.product) return undefined;
  return `Just right for ${joinList(lw.product.uses)}.`;
}

function detailRows(lw: ListingWords): [string, string][] {
  const rows: [string, string | undefined][] = [
    ["Item", lw.label === "Item" ? undefined : lw.label],
    ["Color", lw.colours.length ? capitalise(joinList(lw.colours)) : undefined],
    ["Material", lw.material ? capitalise(lw.material) : undefined],
    ["Size", lw.size],
    ["Style", lw.style ? capitalise(lw.style) : undefined],
    ["Occasion", lw.occasion ? capitalise(lw.occasion.detail) : undefined],
    ["Made", lw.handmade ? "By hand" : undefined],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

const COLOUR_NOTE = "Colors can look slightly different from screen to screen.";

// ---------------------------------------------------------------------------------------------
// Etsy: keyword-led title ≤ 140 (each of % : & + at most once), a story + details + care
// description, and 13 tags of ≤ 20 characters.

const etsy: MarketplaceWriter = (lw, rng) => {
  const core = titleCore(lw, ["colour", "style", "material", "noun"]);
  const size = lw.sizeTitle ? ` ${lw.sizeTitle}` : "";
  const synonym = lw.product
    ? `${lw.handmade ? "Handmade " : ""}${lw.product.synonym}`
    : lw.handmade
      ? "Handmade"
      : "";
  const tail = giftTail(lw);
  const title = etsySafe(
    firstFitting(
      [
        `${core}${size} – ${[synonym, tail].filter(Boolean).join(", ")}`,
        `${core}${size} – ${synonym || tail || ""}`,
        `${core}${size}`,
        core,
      ].map((candidate) => candidate.replace(/ – $/, "")),
      marketplaceRules.etsy.maxTitleChars,
    ),
  );
  const story = [storyOpening(lw, rng), colourSentence(lw), audienceSentence(lw)].filter(Boolean).join(" ");
  const details = detailRows(lw).map(([name, value]) => `• ${name}: ${value}`);
  const description = lines(
    story,
    "",
    "DETAILS",
    ...details,
    "",
    "CARE",
    careFor(lw.product, lw.material, lw.family),
    "",
    COLOUR_NOTE,
  );
  return { title, description, tags: buildTags(lw, tagCandidates(lw), "etsy") };
};

// ---------------------------------------------------------------------------------------------
// Redbubble: a design-led title ≤ 100, copy about the design, up to 15 focused tags (no spam).

const redbubble: MarketplaceWriter = (lw, rng) => {
  const productName = lw.product?.redbubbleName ?? lw.label;
  const design = titleCase(
    [lw.mood.word, mainColour(lw), lw.style].filter(Boolean).join(" ") || `${lw.mood.word} color`,
  );
  const title = firstFitting(
    [
      `${dedupeWords(design)} Design – ${productName}`,
      `${titleCase(mainColour(lw) ?? lw.mood.word)} Design – ${productName}`,
    ],
    marketplaceRules.redbubble.maxTitleChars,
  );
  const colour = colourPhrase(lw);
  const designLine = rng.pick([
    `A ${[lw.style, "design"].filter(Boolean).join(" ")}${colour ? ` in ${colour}` : ""}: ${lw.mood.phrase}, clean and easy to love.`,
    `${capitalise(withArticle(lw.style ? `${lw.style} design` : "original design"))}${colour ? ` in ${colour}` : ""}, with a ${lw.mood.phrase} feel.`,
  ]);
  const productLine = lw.product
    ? `Printed on ${withArticle(productName.toLowerCase())}${lw.size ? ` (${lw.size})` : ""}, made for ${joinList(lw.product.uses.slice(0, 2))}.`
    : undefined;
  const description = lines(
    [designLine, productLine].filter(Boolean).join(" "),
    "",
    [audienceSentence(lw), colourSentence(lw)].filter(Boolean).join(" ") || undefined,
  );
  const candidates = [
    lw.style,
    mainColour(lw),
    lw.colours[1],
    `${lw.mood.word} aesthetic`,
    lw.style ? `${lw.style} design` : undefined,
    mainColour(lw) ? `${mainColour(lw)} aesthetic` : undefined,
    lw.noun,
    ...(lw.product?.keywords.slice(0, 2) ?? []),
    ...(lw.occasion?.tags ?? []),
    lw.audience?.label,
    "aesthetic",
    "original design",
    "gift idea",
  ];
  return { title, description, tags: buildTags(lw, candidates, "redbubble") };
};

// ---------------------------------------------------------------------------------------------
// Amazon: a title ≤ 200 with no ! $ ? _ { } ^ ¬ ¦ and no word more than twice, five key-feature
// bullets, a description, and search-term tags (under 250 bytes together).

const amazon: MarketplaceWriter = (lw, rng) => {
  const lead = lw.handmade ? "Handmade " : "";
  const core = titleCore(lw, ["style", "material", "noun"]);
  const size = lw.sizeTitle ? `, ${lw.sizeTitle}` : "";
  const colour = mainColour(lw) ? `, ${titleCase(mainColour(lw) as string)}` : "";
  const firstUse = (lw.product?.uses[0] ?? "").replace(/^(a|an|the|your) /, "");
  const use = lw.product ? ` – ${lw.product.synonym} for ${titleCase(firstUse)}` : "";
  const colourFirst = `${lead}${titleCase(colourPhrase(lw))} ${core}${size}`;
  const title = amazonSafe(
    firstFitting(
      lw.product
        ? [`${lead}${core}${size}${colour}${use}`, `${lead}${core}${size}${colour}`, `${core}${size}`]
        : [colourFirst, `${core}${size}`],
      marketplaceRules.amazon.maxTitleChars,
    ),
  );
  const bullets = amazonBullets(lw);
  const description = [storyOpening(lw, rng), colourSentence(lw), useSentence(lw), audienceSentence(lw)]
    .filter(Boolean)
    .join(" ");
  const candidates = [
    ...(lw.product?.keywords ?? [lw.noun]),
    lw.style ? `${lw.style} ${lw.noun}` : undefined,
    mainColour(lw) ? `${mainColour(lw)} ${lw.noun}` : undefined,
    ...(lw.occasion?.tags ?? []),
    lw.audience ? `gift for ${lw.audience.label}` : undefined,
    ...(lw.product?.uses ?? []).filter((use) => !/^(your|the|a|an) /.test(use)),
    lw.material,
    lw.colours[1],
  ];
  const tags = withinBytes(
    buildTags(lw, candidates, "amazon"),
    marketplaceRules.amazon.maxSearchTermBytes ?? 249,
  );
  return { title, description, tags, bulletPoints: bullets };
};

function amazonBullets(lw: ListingWords): string[] {
  const colour = colourPhrase(lw);
  const bullets: string[] = [];
  bullets.push(
    `${(lw.style ? `${lw.style} design` : "thoughtful design").toUpperCase()} – ${capitalise(withArticle(described(lw)))}${colour ? ` in ${colour}` : ""}, with a ${lw.mood.phrase} look.`,
  );
  if (lw.material) {
    bullets.push(
      `${lw.material.toUpperCase()} – Made from ${lw.material}${lw.handmade ? " and finished by hand" : ""}.`,
    );
  } else if (lw.handmade) {
    bullets.push("MADE BY HAND – Each piece is made by hand, so small variations make yours one of a kind.");
  }
  if (lw.size)
    bullets.push(
      `SIZE – ${capitalise(lw.size)}. Please check the measurements in the photos before ordering.`,
    );
  if (lw.product) bullets.push(`VERSATILE – Just right for ${joinList(lw.product.uses)}.`);
  const who = forWhom(lw);
  const giftLike = lw.occasion ? /gift/.test(lw.occasion.phrase) : false;
  if (giftLike || (who && !lw.occasion)) {
    const recipient = who ?? lw.product?.giftFor;
    bullets.push(
      `GIFT IDEA – ${capitalise(lw.occasion ? lw.occasion.phrase : "a thoughtful gift")}.${recipient ? ` A great pick for ${recipient}.` : ""}`,
    );
  } else if (lw.occasion) {
    bullets.push(
      `${lw.occasion.label.toUpperCase()} – ${capitalise(lw.occasion.phrase)}.${who ? ` A great pick for ${who}.` : ""}`,
    );
  }
  bullets.push(`CARE – ${careFor(lw.product, lw.material, lw.family)}`);
  if (colour && bullets.length < 5) bullets.push(`COLOR – ${capitalise(colour)}. ${COLOUR_NOTE}`);
  return bullets.slice(0, marketplaceRules.amazon.maxBulletPoints ?? 5);
}

function withinBytes(tags: string[], maxBytes: number): string[] {
  const kept: string[] = [];
  for (const tag of tags) {
    if (Buffer.byteLength([...kept, tag].join(" "), "utf8") > maxBytes) break;
    kept.push(tag);
  }
  return kept;
}

// ---------------------------------------------------------------------------------------------
// Shopify: a clean title ≤ 255, plain paragraphs (no HTML), SEO title ≤ 70 and description ≤ 160.

const shopify: MarketplaceWriter = (lw, rng) => {
  const core = titleCore(lw, ["style", "colour", "material", "noun"]);
  const title = firstFitting(
    [lw.sizeTitle ? `${core} – ${lw.sizeTitle}` : core],
    marketplaceRules.shopify.maxTitleChars,
  );
  const specifics = [
    lw.material ? `made from ${lw.material}` : undefined,
    lw.size ? `in ${lw.size === "custom size" ? "a custom size" : `the ${lw.size} size`}` : undefined,
    lw.handmade ? "finished by hand" : undefined,
  ].filter(Boolean) as string[];
  const description = lines(
    [storyOpening(lw, rng), colourSentence(lw)].filter(Boolean).join(" "),
    "",
    specifics.length ? `${capitalise(`${withArticle(lw.noun)} ${specifics.join(", ")}.`)}` : undefined,
    specifics.length ? "" : undefined,
    [useSentence(lw), audienceSentence(lw)].filter(Boolean).join(" ") || undefined,
    "",
    `Care: ${careFor(lw.product, lw.material, lw.family)}`,
  );
  const seoTitle = firstFitting(
    [
      `${titleCore(lw, ["colour", "style", "material", "noun"])}${lw.sizeTitle ? ` ${lw.sizeTitle}` : ""}${lw.handmade ? " | Handmade" : ""}`,
      `${titleCore(lw, ["colour", "style", "noun"])}${lw.handmade ? " | Handmade" : ""}`,
      titleCore(lw, ["colour", "noun"]),
    ],
    marketplaceRules.shopify.maxSeoTitleChars ?? 70,
  );
  const seoDescription = firstFitting(
    [
      `${capitalise(described(lw))}${colourPhrase(lw) ? ` in ${colourPhrase(lw)}` : ""}${lw.size ? `, ${lw.size}` : ""}. ${lw.occasion ? capitalise(`${lw.occasion.phrase}.`) : (colourSentence(lw) ?? "")}`,
      `${capitalise(described(lw))}${colourPhrase(lw) ? ` in ${colourPhrase(lw)}` : ""}${lw.size ? `, ${lw.size}` : ""}.`,
    ],
    marketplaceRules.shopify.maxSeoDescriptionChars ?? 160,
  );
  const candidates = [
    lw.label,
    lw.style,
    mainColour(lw),
    lw.material,
    lw.occasion?.label,
    lw.audience?.label,
    lw.handmade ? "handmade" : undefined,
    ...(lw.product?.keywords ?? []),
    ...(lw.occasion?.tags ?? []),
    `${lw.mood.word} style`,
  ];
  return { title, description, tags: buildTags(lw, candidates, "shopify"), seoTitle, seoDescription };
};

// ---------------------------------------------------------------------------------------------
// eBay: a keyword-dense title ≤ 80 with no filler, and an item-specifics description. Condition
// is never invented: the buyer is pointed to the photos.

const ebay: MarketplaceWriter = (lw) => {
  const core = titleCore(lw, ["style", "colour", "material", "noun"]);
  const extras = [
    lw.sizeTitle,
    lw.product?.synonym,
    lw.handmade ? "Handmade" : undefined,
    lw.occasion?.titlePhrase && /gift/i.test(lw.occasion.titlePhrase) ? lw.occasion.titlePhrase : undefined,
  ].filter(Boolean) as string[];
  let title = core;
  for (const extra of extras) {
    const next = dedupeWords(`${title} ${extra}`);
    if (charLength(next) <= marketplaceRules.ebay.maxTitleChars) title = next;
  }
  title = clipWords(title, marketplaceRules.ebay.maxTitleChars);
  const specifics = detailRows(lw).map(([name, value]) => `${name === "Item" ? "Type" : name}: ${value}`);
  const description = lines(
    `${capitalise(withArticle(described(lw)))}${colourPhrase(lw) ? ` in ${colourPhrase(lw)}` : ""}.`,
    "",
    "Item specifics",
    ...specifics,
    "Condition: See photos",
    "",
    [useSentence(lw), audienceSentence(lw)].filter(Boolean).join(" ") || undefined,
    "Please review all photos for details, and send a message with any questions before buying.",
  );
  const candidates = [
    lw.noun,
    ...(lw.product?.keywords ?? []),
    mainColour(lw) ? `${mainColour(lw)} ${lw.noun}` : undefined,
    lw.style ? `${lw.style} ${lw.noun}` : undefined,
    lw.material ? `${lw.material} ${lw.noun}` : undefined,
    ...(lw.occasion?.tags ?? []),
    lw.audience ? `gift for ${lw.audience.label}` : undefined,
    mainColour(lw),
    lw.style,
    lw.material,
    lw.handmade ? "handmade" : undefined,
  ];
  return { title, description, tags: buildTags(lw, candidates, "ebay") };
};

// ---------------------------------------------------------------------------------------------
// Mercari: a plain title ≤ 80 and a short description ≤ 1,000.

const mercari: MarketplaceWriter = (lw, rng) => {
  const core = titleCore(lw, ["colour", "style", "material", "noun"]);
  const title = firstFitting(
    [
      `${lw.handmade ? "Handmade " : ""}${core}${lw.sizeTitle ? ` ${lw.sizeTitle}` : ""}`,
      `${core}${lw.sizeTitle ? ` ${lw.sizeTitle}` : ""}`,
      core,
    ],
    marketplaceRules.mercari.maxTitleChars,
  );
  const facts = detailRows(lw)
    .filter(([name]) => name !== "Item")
    .map(([name, value]) => `${name}: ${value}`);
  const description = clipWords(
    lines(
      [storyOpening(lw, rng), audienceSentence(lw)].filter(Boolean).join(" "),
      "",
      ...facts,
      "",
      "See photos for details. Feel free to ask questions!",
    ),
    marketplaceRules.mercari.maxDescriptionChars ?? 1000,
  );
  const candidates = [
    lw.noun,
    ...(lw.product?.keywords.slice(0, 2) ?? []),
    mainColour(lw),
    lw.style,
    lw.material,
    ...(lw.occasion?.tags ?? []),
    lw.handmade ? "handmade" : undefined,
  ];
  return { title, description, tags: buildTags(lw, candidates, "mercari") };
};

const writers: Record<MarketplacePlatform, MarketplaceWriter> = {
  etsy,
  redbubble,
  amazon,
  shopify,
  ebay,
  mercari,
};
