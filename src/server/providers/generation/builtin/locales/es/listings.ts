import { marketplaceRules } from "../../../../../../domain/platform-rules";
import type { MarketplacePlatform } from "../../../../../../domain/platforms";
import {
  type ListingBrief,
  type ListingDraft,
  type ListingDraftItem,
  NothingToListError,
  ProductUnknownError,
} from "../../../generation-provider";
import { boundedListingBrief, listingBriefSeed } from "../../brief-bounds";
import { categoryFor, redbubbleFit } from "../../categories";
import { lexicon } from "../../lexicon/lexicon";
import { suggestPrice } from "../../pricing";
import { type ProductFacts, parseProductFacts } from "../../product-facts";
import { createRng, type Rng } from "../../rng";
import { charLength, cleanLabel, clipWords, lines, tagsWithinBytes, trimTrailing } from "../../text";
import { type VoiceStyle, voiceStyleOf } from "../../voice-style";
import { spanishNouns, spanishWords } from "./data";
import { type Agreement, agree, capitalise, joinList } from "./grammar";
import { Said, type Slots, spanishPhrasebook } from "./phrasebook";
import { spanishAudience } from "./profiles";
import { type SpanishSubject, spanishSubject } from "./subject";
import { listingVoice } from "./voice";

/**
 * The Spanish listing writer: title, description, tags, category and price per marketplace, in
 * each marketplace's shape and within its rules (as ../../listing-writer.ts). Titles and copy
 * are Spanish, in sentence case as Spanish listings are written; descriptions speak to the buyer
 * with tú as Etsy and Mercari shops do, and stay impersonal on Amazon and eBay. Categories stay
 * the US marketplaces' English menus (the category is the marketplace's own path, not prose).
 */
export function writeSpanishListings(input: ListingBrief): ListingDraft {
  const brief = boundedListingBrief(input);
  const seed = listingBriefSeed(brief, "es");
  const shared = createRng(seed, brief.variant, "listing");
  const subject = spanishSubject(brief);
  if (subject.mode !== "item") throw new ProductUnknownError();
  const facts = pricingFacts(subject, brief);
  const audience = spanishAudience(brief.targetAudience, shared);
  const style = voiceStyleOf(brief.voice);
  const sellerTags = brief.tags
    .map((tag) => cleanLabel(tag, 40))
    .filter((tag): tag is string => Boolean(tag));
  const said = new Said();
  const platforms: ListingDraft["platforms"] = {};
  const skipped: NonNullable<ListingDraft["skipped"]> = {};
  for (const marketplace of brief.platforms) {
    if (marketplace === "redbubble") {
      const fit = redbubbleFit(facts);
      if (!fit.fits) {
        skipped.redbubble = redbubbleReason(facts, subject);
        continue;
      }
    }
    const rng = createRng(seed, brief.variant, marketplace);
    const ctx: Ctx = {
      subject,
      rng,
      said,
      marketplace,
      who: audience?.who,
      audienceLabel: audience?.label,
      sellerTags,
    };
    const written = withVoice(ctx, writers[marketplace](ctx), style);
    platforms[marketplace] = {
      ...written,
      category: categoryFor(marketplace, facts),
      suggestedPrice: suggestPrice({ marketplace, facts }, rng),
    };
  }
  if (Object.keys(platforms).length === 0 && Object.keys(skipped).length > 0)
    throw new NothingToListError(skipped);
  return Object.keys(skipped).length ? { platforms, skipped } : { platforms };
}

/**
 * The facts the price band, the category and the Redbubble decision read: the English parse,
 * or — when the Spanish name stands for another lexicon type than the parser saw — the parse of
 * that type's English name with the form's fields.
 */
function pricingFacts(subject: SpanishSubject, brief: ListingBrief): ProductFacts {
  const parsed = subject.neutral.facts;
  if (!subject.typeKey || subject.typeKey === parsed.type?.key) return parsed;
  const type = lexicon().byKey.get(subject.typeKey);
  if (!type) return parsed;
  const reparsed = parseProductFacts({
    productType: type.name,
    materials: brief.materials,
    color: brief.color,
    size: brief.size,
    style: brief.style,
    businessType: brief.businessType,
    tags: brief.tags,
  });
  return {
    ...reparsed,
    condition: reparsed.condition ?? parsed.condition,
    handmade: reparsed.handmade || parsed.handmade,
  };
}

/** Why Redbubble is skipped, in Spanish, naming the product by the noun table (never the seller's text). */
function redbubbleReason(facts: ProductFacts, subject: SpanishSubject): string {
  const noun = subject.typeKey ? spanishNouns().get(subject.typeKey) : undefined;
  const what = noun ? noun.plural : "este producto";
  const made = noun
    ? (agree("fabricad@", { gender: noun.gender, plural: true }) ?? "fabricados")
    : "fabricados";
  return facts.type?.redbubble?.fit === "blank" && noun
    ? `Redbubble imprime diseños de artistas en sus propios productos en blanco; no vende ${what} ya ${made} por otros. Sube tu diseño a Redbubble o elige otro marketplace.`
    : `Redbubble solo vende diseños impresos en sus propios productos (láminas, pegatinas, ropa), así que no puede publicar ${noun ? what : "este producto"}. Elige otro marketplace.`;
}

interface Ctx {
  subject: SpanishSubject;
  rng: Rng;
  said: Said;
  marketplace: MarketplacePlatform;
  who?: string;
  audienceLabel?: string;
  sellerTags: string[];
}

type Written = Omit<ListingDraftItem, "category" | "suggestedPrice">;
type MarketplaceWriter = (ctx: Ctx) => Written;

function slots(ctx: Ctx): Slots {
  const { slots: s } = ctx.subject;
  return {
    producto: s.producto,
    elProducto: s.elProducto,
    unProducto: s.unProducto,
    esteProducto: s.esteProducto,
    material: s.material,
    deMaterial: s.deMaterial,
    color: s.color,
    medidas: s.medidas,
    quien: ctx.who,
    diseno: capitalise(ctx.subject.name),
  };
}

function say(ctx: Ctx, sections: string | readonly string[]): string | undefined {
  return spanishPhrasebook("listings").pick(sections, slots(ctx), ctx.subject.agreement, ctx.rng, ctx.said);
}

/** A sentence the code writes, agreed with the product ("hech@" → "hecha"); undefined without a gender. */
function agreed(ctx: Ctx, text: string): string | undefined {
  return agree(text, ctx.subject.agreement);
}

// ---------------------------------------------------------------------------------------------
// Copy.

function opening(ctx: Ctx): string {
  const { subject } = ctx;
  const sections: string[] = [];
  if (subject.condition && subject.condition !== "new") sections.push(`opening.${subject.condition}`);
  if (subject.handmade) sections.push("opening.handmade");
  sections.push("opening", "opening.neutral");
  return say(ctx, sections) ?? `${capitalise(subject.name)}.`;
}

function story(ctx: Ctx, max = 5): string {
  const { subject } = ctx;
  const first = opening(ctx);
  const lower = first.toLowerCase();
  const parts = [first];
  const add = (sentence: string | undefined) => {
    if (sentence && parts.length < max) parts.push(sentence);
  };
  if (subject.slots.material && !lower.includes(String(subject.slots.material).toLowerCase()))
    add(say(ctx, "material"));
  if (subject.slots.color && !lower.includes(String(subject.slots.color).toLowerCase()))
    add(say(ctx, "colour"));
  add(ctx.who ? say(ctx, "audience") : say(ctx, "gift"));
  return parts.join(" ");
}

function conditionLine(ctx: Ctx): string | undefined {
  const condition = ctx.subject.condition;
  return condition && condition !== "new" ? say(ctx, `condition.${condition}`) : undefined;
}

const CONDITION_LABEL = {
  new: "Nuevo",
  used: "De segunda mano",
  refurbished: "Reacondicionado",
  vintage: "Vintage",
};

function detailRows(ctx: Ctx): [string, string][] {
  const { subject } = ctx;
  const rows: [string, string | undefined][] = [
    ["Producto", capitalise(subject.name)],
    ["Color", subject.colours.length ? capitalise(joinList(subject.colours)) : undefined],
    [
      "Material",
      subject.materials.length
        ? capitalise(joinList(subject.materials.slice(0, 3).map((m) => m.name)))
        : undefined,
    ],
    ["Medidas", subject.sizes.length ? subject.sizes.slice(0, 3).join(", ") : undefined],
    ["Estado", subject.condition ? CONDITION_LABEL[subject.condition] : undefined],
    ["Elaboración", subject.handmade ? "A mano" : undefined],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

function care(ctx: Ctx): string {
  return ctx.subject.care ?? say(ctx, "care.generic") ?? "Consúltanos cualquier duda sobre su cuidado.";
}

/** "roja" for a feminine noun: single-word colours in -o agree; compound and invariable ones do not. */
function colourAdjective(colour: string, agreement: Agreement): string {
  if (!/^\p{L}+o$/u.test(colour) || !agreement.gender) return colour;
  return agree(`${colour.slice(0, -1)}@`, agreement) ?? colour;
}

// ---------------------------------------------------------------------------------------------
// Titles: the product first, then what tells it apart, within the marketplace's limit.

function attributes(ctx: Ctx): string[] {
  const { subject } = ctx;
  return [
    subject.colours[0] ? colourAdjective(subject.colours[0], subject.agreement) : undefined,
    subject.materials[0] && !subject.name.toLowerCase().includes(subject.materials[0].name.toLowerCase())
      ? subject.materials[0].joined
      : undefined,
    subject.handmade ? (agreed(ctx, "hech@ a mano") ?? "artesanal") : undefined,
    subject.condition === "vintage"
      ? "vintage"
      : subject.condition === "used"
        ? "de segunda mano"
        : undefined,
    subject.condition === "refurbished" ? (agreed(ctx, "reacondicionad@") ?? "reacondicionado") : undefined,
    ...subject.sizes.slice(0, 2),
  ].filter((part): part is string => Boolean(part));
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Parts added while the title fits and `valid` holds; never a part whose words the title says already. */
function fitTitle(
  parts: (string | undefined)[],
  separator: string,
  max: number,
  valid = (_: string) => true,
): string {
  let title = "";
  for (const part of parts) {
    if (!part) continue;
    const have = new Set(wordsOf(title));
    if (title && wordsOf(part).every((word) => have.has(word))) continue;
    const next = title ? `${title}${separator}${part}` : part;
    if (charLength(next) <= max && valid(next)) title = next;
  }
  return title || clipWords(parts.find(Boolean) ?? "", max);
}

/** Amazon: no word more than twice (prepositions included) and none of ! $ ? _ { } ^ ¬ ¦. */
function amazonValid(title: string): boolean {
  if (/[!$?_{}^¬¦]/.test(title)) return false;
  const counts = new Map<string, number>();
  for (const word of wordsOf(title)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.values()].every((count) => count <= (marketplaceRules.amazon.titleMaxWordRepeats ?? 2));
}

/** Etsy: each of % : & + at most once; the writer uses none of them. */
function etsySafe(text: string): string {
  return text.replace(/ ?& ?/g, " y ").replace(/[%:+]/g, " ").replace(/\s+/g, " ").trim();
}

function baseTitle(ctx: Ctx): string {
  return etsySafe(amazonClean(capitalise(ctx.subject.name)));
}

function amazonClean(text: string): string {
  return text
    .replace(/[!$?_{}^¬¦]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
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

function tagList(raw: readonly (string | undefined)[], rules: TagRules): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const candidate of raw) {
    if (!candidate || tags.length >= rules.max) continue;
    const tag = candidate
      .toLowerCase()
      .replace(/&/g, " y ")
      .replace(/[^\p{L}\p{N} '-]/gu, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (tag.length < 2 || seen.has(tag) || charLength(tag) > rules.maxChars) continue;
    if (rules.pattern && !rules.pattern.test(tag)) continue;
    seen.add(tag);
    tags.push(tag);
  }
  return tags;
}

/** "AmantesDelCafé" → "amantes del café". */
function tagWords(camel: string): string {
  return camel.replace(/(?<=\p{Ll})(?=\p{Lu})/gu, " ").toLowerCase();
}

/** What buyers type, most specific first: the name, its head, with material, colour, handmade. */
function tagCandidates(ctx: Ctx, alwaysWords: readonly string[]): string[] {
  const { subject } = ctx;
  const words = subject.name.split(/\s+/);
  const head = words[0] ?? subject.name;
  const de = words.findIndex((word, index) => index > 0 && /^(?:de|con|para)$/i.test(word));
  const short = de > 0 ? words.slice(0, de + 2).join(" ") : words.slice(0, 2).join(" ");
  const colour = subject.colours[0] ? colourAdjective(subject.colours[0], subject.agreement) : undefined;
  const material = subject.materials[0]?.name;
  const noun = subject.typeKey ? spanishNouns().get(subject.typeKey) : undefined;
  const department = subject.departmentKey ? departmentTag(subject.departmentKey) : undefined;
  return [
    ...ctx.sellerTags,
    ...alwaysWords,
    subject.name,
    short,
    head,
    material ? `${head} de ${material}` : undefined,
    colour ? `${head} ${colour}` : undefined,
    subject.handmade ? `${head} artesanal` : undefined,
    subject.handmade ? "hecho a mano" : undefined,
    noun && noun.singular !== head ? noun.singular : undefined,
    noun ? noun.plural : undefined,
    material,
    subject.colours[0],
    subject.condition === "vintage" ? `${head} vintage` : undefined,
    subject.condition === "used" ? "segunda mano" : undefined,
    ctx.audienceLabel ? `regalo para ${ctx.audienceLabel}` : undefined,
    "regalo original",
    "idea regalo",
    department,
    ...subject.sizes.map((size) => `${head} ${size}`),
    subject.handmade ? "artesanía" : undefined,
  ].filter((tag): tag is string => Boolean(tag));
}

function departmentTag(key: string): string | undefined {
  const tag = spanishWords().departments[key];
  return tag ? tagWords(tag) : undefined;
}

// ---------------------------------------------------------------------------------------------
// The six marketplaces.

const etsy: MarketplaceWriter = (ctx) => {
  const title = etsySafe(
    fitTitle(
      [baseTitle(ctx), ...attributes(ctx), "idea de regalo original"],
      ", ",
      marketplaceRules.etsy.maxTitleChars,
    ),
  );
  const description = lines(
    story(ctx),
    "",
    "DETALLES",
    ...detailRows(ctx).map(([name, value]) => `• ${name}: ${value}`),
    "",
    "CUIDADOS",
    care(ctx),
    "",
    [
      ctx.subject.handmade ? say(ctx, "handmade.note") : undefined,
      conditionLine(ctx),
      ctx.subject.colours.length ? say(ctx, "screen") : undefined,
    ]
      .filter(Boolean)
      .join(" ") || undefined,
    say(ctx, "closing.etsy"),
  );
  return { title, description, tags: [] };
};

const amazon: MarketplaceWriter = (ctx) => {
  const title = fitTitle(
    [amazonClean(capitalise(ctx.subject.name)), ...attributes(ctx), "regalo original"],
    ", ",
    marketplaceRules.amazon.maxTitleChars,
    amazonValid,
  );
  const description = [story(ctx, 4), conditionLine(ctx)].filter(Boolean).join(" ");
  return { title, description, tags: [], bulletPoints: amazonBullets(ctx) };
};

function amazonBullets(ctx: Ctx): string[] {
  const { subject } = ctx;
  const bullets: string[] = [];
  const colour = subject.colours.length ? ` en ${joinList(subject.colours)}` : "";
  bullets.push(`PRODUCTO – ${capitalise(subject.name)}${colour}.`);
  if (subject.materials.length) {
    const made = subject.handmade ? (agreed(ctx, ", hech@ a mano") ?? ", elaborado a mano") : "";
    bullets.push(
      `MATERIAL – ${capitalise(joinList(subject.materials.slice(0, 3).map((m) => m.name)))}${made}.`,
    );
  } else if (subject.handmade) {
    bullets.push(
      "HECHO A MANO – Cada pieza se elabora a mano, por lo que puede haber pequeñas variaciones entre unas y otras.",
    );
  }
  if (subject.sizes.length)
    bullets.push(
      `MEDIDAS – ${subject.sizes.slice(0, 3).join(", ")}. Comprueba las medidas antes de comprar.`,
    );
  if (ctx.who) bullets.push(`IDEA DE REGALO – Para ${ctx.who}.`);
  if (subject.condition && subject.condition !== "new")
    bullets.push(`ESTADO – ${CONDITION_LABEL[subject.condition]}; las fotos muestran el artículo real.`);
  bullets.push(`CUIDADOS – ${care(ctx)}`);
  return bullets.slice(0, marketplaceRules.amazon.maxBulletPoints ?? 5);
}

const shopify: MarketplaceWriter = (ctx) => {
  const { subject } = ctx;
  const colour = subject.colours[0] ? ` en ${subject.colours[0]}` : "";
  const head = `${capitalise(subject.name)}${colour}`;
  const title = fitTitle([head, ...subject.sizes.slice(0, 1)], " – ", marketplaceRules.shopify.maxTitleChars);
  const specifics = detailRows(ctx)
    .filter(([name]) => name !== "Producto")
    .map(([name, value]) => `${name}: ${value}`);
  const careText = care(ctx);
  const description = lines(
    story(ctx, 4),
    "",
    specifics.length ? specifics.join(" · ") : undefined,
    specifics.length ? "" : undefined,
    conditionLine(ctx),
    careText.startsWith("Si ") || careText.startsWith("Para ") ? careText : `Cuidados: ${careText}`,
  );
  const seoTitle = fitTitle(
    [head, subject.handmade ? (agreed(ctx, "hech@ a mano") ?? "artesanal") : undefined],
    " | ",
    marketplaceRules.shopify.maxSeoTitleChars ?? 70,
  );
  const seoDescription = fitTitle(
    [
      `${head}${subject.sizes[0] ? `, ${subject.sizes[0]}` : ""}.`,
      subject.materials[0] && !subject.name.toLowerCase().includes(subject.materials[0].name.toLowerCase())
        ? `Material: ${subject.materials[0].name}.`
        : undefined,
      subject.handmade ? (agreed(ctx, "Hech@ a mano.") ?? "Elaboración artesanal.") : undefined,
    ],
    " ",
    marketplaceRules.shopify.maxSeoDescriptionChars ?? 160,
  );
  return { title, description, tags: [], seoTitle, seoDescription };
};

const ebay: MarketplaceWriter = (ctx) => {
  const title = fitTitle(
    [amazonClean(capitalise(ctx.subject.name)), ...attributes(ctx)],
    " ",
    marketplaceRules.ebay.maxTitleChars,
  );
  const specifics = detailRows(ctx).map(
    ([name, value]) => `${name === "Producto" ? "Tipo" : name}: ${value}`,
  );
  const description = lines(
    story(ctx, 3),
    "",
    "Características del artículo:",
    ...specifics,
    "",
    conditionLine(ctx) ?? "Las fotos muestran el artículo que recibirás.",
  );
  return { title, description, tags: [] };
};

const mercari: MarketplaceWriter = (ctx) => {
  const { subject } = ctx;
  const colour = subject.colours[0] ? ` ${colourAdjective(subject.colours[0], subject.agreement)}` : "";
  const title = fitTitle([`${capitalise(subject.name)}${colour}`, ...subject.sizes.slice(0, 1)], " ", 40);
  const description = lines(
    opening(ctx),
    detailRows(ctx)
      .filter(([name]) => name !== "Producto")
      .map(([name, value]) => `${name}: ${value}`)
      .join("\n") || undefined,
    conditionLine(ctx),
    say(ctx, "closing.mercari"),
  );
  return {
    title,
    description: description.slice(0, marketplaceRules.mercari.maxDescriptionChars ?? 1000),
    tags: [],
  };
};

const redbubble: MarketplaceWriter = (ctx) => {
  const title = fitTitle(
    [capitalise(ctx.subject.name), "diseño original"],
    " – ",
    marketplaceRules.redbubble.maxTitleChars,
  );
  const description = lines(
    say(ctx, "redbubble.design") ?? `${capitalise(ctx.subject.name)}.`,
    [ctx.who ? say(ctx, "audience") : undefined, say(ctx, "redbubble.more")].filter(Boolean).join(" ") ||
      undefined,
  );
  return { title, description, tags: [] };
};

const writers: Record<MarketplacePlatform, MarketplaceWriter> = {
  etsy,
  amazon,
  shopify,
  ebay,
  mercari,
  redbubble,
};

/** The tags (the seller's and always-words first) and the voice's description additions. */
function withVoice(ctx: Ctx, written: Written, style: VoiceStyle): Written {
  const rules = tagRules(ctx.marketplace);
  let tags = tagList(tagCandidates(ctx, style.alwaysWords), rules);
  if (ctx.marketplace === "amazon")
    tags = tagsWithinBytes(tags, marketplaceRules.amazon.maxSearchTermBytes ?? 249, true);
  const withAbout = ctx.marketplace === "etsy" || ctx.marketplace === "shopify";
  let description = listingVoice(written.description, style, withAbout, ctx.rng);
  const max = marketplaceRules[ctx.marketplace].maxDescriptionChars;
  if (max && description.length > max) description = trimTrailing(written.description.slice(0, max), /\s/);
  return { ...written, tags, description };
}
