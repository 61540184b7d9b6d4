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
import { suggestPrice } from "../../pricing";
import { createRng, type Rng } from "../../rng";
import {
  charLength,
  cleanLabel,
  cleanText,
  clipWords,
  lines,
  tagsWithinBytes,
  trimTrailing,
} from "../../text";
import { audienceProfile } from "../../vocabulary";
import { type VoiceStyle, voiceStyleOf } from "../../voice-style";
import { germanWords, templateBook } from "./data";
import { capitaliseFirst, Picker, type Slots } from "./grammar";
import { looksGerman } from "./language";
import { germanVoice } from "./profile";
import { careText, germanList } from "./shared";
import { type GermanSubject, germanSubject } from "./subject";
import { occasionWords } from "./tags";

/**
 * The German listing writer: title, description, tags, category and price per marketplace, in
 * German and within each marketplace's rules, always in the polite Sie (or impersonal) form that
 * German listings use. Prices and category paths come from the shared tables (pricing.ts,
 * categories.ts); the category paths are the US marketplaces' own English menus, as the seller
 * picks them in those marketplaces' forms.
 */

interface ListingWords {
  subject: GermanSubject;
  /** "Glasierte Keramiktasse": the product as a title starts. */
  head: string;
  colour?: string;
  material?: string;
  finish?: string;
  size?: string;
  count?: number;
  style?: string;
  occasion?: ReturnType<typeof occasionWords>;
  audienceWho?: string;
  sellerTags: string[];
  style_: VoiceStyle;
  about?: string;
}

interface Ctx {
  lw: ListingWords;
  rng: Rng;
  picker: Picker;
  marketplace: MarketplacePlatform;
  /** The always-words line's lead for this marketplace (each listing says it its own way). */
  lead: string;
}

type Written = Omit<ListingDraftItem, "category" | "suggestedPrice">;
type MarketplaceWriter = (ctx: Ctx) => Written;

const LEADS = [
  "Worauf es uns ankommt:",
  "Das zeichnet uns aus:",
  "Für uns zählt:",
  "Unsere Stichworte:",
  "Was uns wichtig ist:",
  "Kurz gesagt:",
];

export function writeGermanListings(input: ListingBrief): ListingDraft {
  const brief = boundedListingBrief(input);
  const subject = germanSubject(brief);
  if (!subject.noun) throw new ProductUnknownError();
  const lw = listingWords(brief, subject);
  const seed = listingBriefSeed(brief, "de");
  const picker = new Picker(templateBook("listings"), subject.noun);
  const platforms: ListingDraft["platforms"] = {};
  const skipped: NonNullable<ListingDraft["skipped"]> = {};
  brief.platforms.forEach((marketplace, index) => {
    if (marketplace === "redbubble") {
      const fit = redbubbleFit(subject.facts);
      if (!fit.fits) {
        skipped.redbubble = redbubbleReason(subject, subject.facts.type?.redbubble?.fit === "blank");
        return;
      }
    }
    const rng = createRng(seed, brief.variant, `de:${marketplace}`);
    const lead = LEADS[(index + brief.variant) % LEADS.length] as string;
    const ctx: Ctx = { lw, rng, picker, marketplace, lead };
    picker.beginText();
    platforms[marketplace] = {
      ...writers[marketplace](ctx),
      category: categoryFor(marketplace, subject.facts),
      suggestedPrice: suggestPrice({ marketplace, facts: subject.facts }, rng),
    };
  });
  if (Object.keys(platforms).length === 0 && Object.keys(skipped).length > 0)
    throw new NothingToListError(skipped);
  return Object.keys(skipped).length ? { platforms, skipped } : { platforms };
}

function redbubbleReason(subject: GermanSubject, blank: boolean): string {
  const what = subject.entry?.p;
  if (blank)
    return `Redbubble druckt Designs auf eigene Rohlinge${what ? ` (${what})` : ""} und verkauft keine fertigen Produkte aus anderer Herstellung. Laden Sie stattdessen Ihr Design bei Redbubble hoch oder wählen Sie einen anderen Marktplatz.`;
  return `Redbubble verkauft nur Designs, die auf eigene Produkte gedruckt werden (Drucke, Sticker, Kleidung), und kann ${what ? `${what}` : "dieses Produkt"} daher nicht anbieten. Bitte wählen Sie dafür einen anderen Marktplatz.`;
}

function listingWords(brief: ListingBrief, subject: GermanSubject): ListingWords {
  const words = germanWords();
  const noun = subject.noun as NonNullable<GermanSubject["noun"]>;
  const styleKey = cleanText(brief.style).toLowerCase();
  const audience = audienceProfile(brief.targetAudience);
  const voice = germanVoice({ tone: "professional", targetAudience: brief.targetAudience });
  const style = voiceStyleOf(brief.voice);
  const about = cleanText(brief.voice?.about);
  return {
    subject,
    head: capitaliseFirst(noun.text),
    colour: subject.colourInName ? undefined : germanList(subject.colours),
    material: subject.materialInName ? undefined : subject.materials[0],
    finish: subject.finishes[0],
    size: subject.sizes[0],
    count: subject.count,
    style: words.styles[styleKey] ?? (looksGerman(styleKey) ? cleanLabel(brief.style, 30) : undefined),
    occasion: occasionWords(subject, brief.occasion),
    audienceWho: audience ? voice.audience?.who : undefined,
    sellerTags: brief.tags.map((tag) => cleanLabel(tag, 40)).filter((tag): tag is string => Boolean(tag)),
    style_: style,
    about: about && looksGerman(about) ? about : undefined,
  };
}

function slots(lw: ListingWords): Slots {
  const { subject } = lw;
  return {
    p: subject.noun?.text,
    farbe: lw.colour,
    material: germanList(subject.materialInName ? [] : subject.materials.slice(0, 2)),
    mit: germanList(subject.gems.slice(0, 2)),
    groesse: lw.size,
    zweck: subject.entry?.zweck[0],
    wer: lw.audienceWho,
    anlass: lw.occasion?.chosen?.gift,
  };
}

function say(ctx: Ctx, sections: string | readonly string[]): string | undefined {
  return ctx.picker.pick(sections, slots(ctx.lw), ctx.rng);
}

// ---------------------------------------------------------------------------------------------
// Copy.

function opening(ctx: Ctx): string {
  const { subject } = ctx.lw;
  const sections: string[] = [];
  if (subject.condition && subject.condition !== "new") sections.push(`opening.${subject.condition}`);
  if (subject.handmade) sections.push("opening.handmade");
  if (subject.design) sections.push("opening.design");
  if (ctx.marketplace === "ebay" || ctx.marketplace === "mercari") sections.push("opening.ebay");
  sections.push("opening");
  return say(ctx, sections) ?? `${ctx.lw.head}.`;
}

/** The story: the opening, then what it did not cover (material, colour, use, who it suits). */
function story(ctx: Ctx, maxSentences = 5): string {
  const { lw } = ctx;
  const parts = [opening(ctx)];
  const add = (sentence: string | undefined) => {
    if (sentence && parts.length < maxSentences) parts.push(sentence);
  };
  const first = (parts[0] as string).toLowerCase();
  if (lw.material && !first.includes(lw.material.toLowerCase())) add(say(ctx, "material"));
  if (lw.subject.gems.length) add(say(ctx, "gem"));
  if (lw.colour && !first.includes(lw.colour.toLowerCase())) add(say(ctx, "colour"));
  if (lw.subject.entry?.zweck.length) add(say(ctx, "use"));
  if (lw.occasion?.chosen?.gift) add(say(ctx, "gift"));
  else if (lw.audienceWho) add(say(ctx, "audience"));
  return parts.join(" ");
}

function conditionLine(ctx: Ctx): string | undefined {
  const condition = ctx.lw.subject.condition;
  return condition && condition !== "new" ? say(ctx, `condition.${condition}`) : undefined;
}

function alwaysLine(ctx: Ctx): string | undefined {
  const words = ctx.lw.style_.alwaysWords.map((word) => cleanText(word)).filter(Boolean);
  return words.length ? `${ctx.lead} ${germanList(words)}.` : undefined;
}

function detailRows(lw: ListingWords): [string, string][] {
  const { subject } = lw;
  const labels = germanWords().conditionLabels;
  const rows: [string, string | undefined][] = [
    ["Artikel", lw.head],
    ["Farbe", subject.colours.length ? germanList(subject.colours) : undefined],
    ["Material", subject.materials.length ? germanList(subject.materials.slice(0, 3)) : undefined],
    ["Besonderheit", subject.gems.length ? `mit ${germanList(subject.gems.slice(0, 2))}` : undefined],
    ["Veredelung", lw.finish],
    [
      "Größe",
      subject.sizes.length ? subject.sizes.map((size) => size.replace(/^Größe /, "")).join(", ") : undefined,
    ],
    ["Menge", lw.count ? `${lw.count} Stück` : undefined],
    ...subject.neutral.specs.map((spec): [string, string] => ["Technische Daten", spec]),
    ["Stil", lw.style],
    ["Anlass", lw.occasion?.chosen?.label],
    ["Zustand", subject.condition ? labels[subject.condition] : undefined],
    ["Herstellung", subject.handmade ? "Handarbeit" : undefined],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

// ---------------------------------------------------------------------------------------------
// Titles: the product first, then what tells this one apart, then what buyers also search.

function attributes(lw: ListingWords): string[] {
  const { subject } = lw;
  const labels = germanWords().conditionLabels;
  const name = lw.head.toLowerCase();
  return [
    subject.condition && subject.condition !== "new" ? labels[subject.condition] : undefined,
    subject.handmade && !/handgemacht|handarbeit|handgefertigt/.test(name) ? "Handgemacht" : undefined,
    lw.material ? `aus ${lw.material}` : undefined,
    subject.gems[0] ? `mit ${subject.gems[0]}` : undefined,
    lw.finish ? capitaliseFirst(lw.finish) : undefined,
    lw.colour,
    lw.size,
    lw.count ? `${lw.count}er-Set` : undefined,
    ...subject.neutral.specs.slice(0, 2),
  ].filter((part): part is string => Boolean(part));
}

function searchWord(lw: ListingWords, title: string): string | undefined {
  return lw.subject.entry?.suche.find((word) => !title.toLowerCase().includes(word.toLowerCase()));
}

/** Parts added while they fit, never cut mid-phrase and never a part the title already says. */
function fitTitle(parts: (string | undefined)[], separator: string, max: number): string {
  let title = "";
  for (const part of parts) {
    if (!part) continue;
    if (title.toLowerCase().includes(part.toLowerCase())) continue;
    const next = tidy(title ? `${title}${separator}${part}` : part);
    if (charLength(next) <= max) title = next;
  }
  return title || tidy(clipWords(parts.find(Boolean) ?? "", max));
}

/** One-line text as the marketplaces' forms keep it: single spaces, none before a comma or colon. */
function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/ ([,.;:])/g, "$1")
    .trim();
}

function etsySafe(title: string): string {
  return tidy(title).replace(/ ?& ?/g, " und ").replace(/[%:+]/g, " ").replace(/\s+/g, " ").trim();
}

function amazonSafe(title: string): string {
  const counts = new Map<string, number>();
  const kept = title
    .replace(/[!$?_{}^¬¦]/g, " ")
    .split(/\s+/)
    .filter((word) => {
      const key = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
      if (!key) return true;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= 2;
    });
  return tidy(trimTrailing(kept.join(" "), /[\s,–]/));
}

// ---------------------------------------------------------------------------------------------
// Tags.

function tagCandidates(lw: ListingWords): string[] {
  const { subject } = lw;
  const head = subject.head ?? lw.head;
  return [
    lw.head,
    head,
    ...(subject.entry?.suche ?? []),
    lw.material ? `${head} ${lw.material}` : undefined,
    subject.colours[0] ? `${head} ${subject.colours[0]}` : undefined,
    subject.handmade ? `${head} handgemacht` : undefined,
    subject.handmade ? "handgemacht" : undefined,
    ...(lw.occasion?.chosen?.tags ?? []),
    ...(lw.occasion?.departmentTags ?? []),
    lw.style ? `${head} ${lw.style}` : undefined,
    ...subject.materials,
    ...subject.colours,
    subject.condition === "vintage" ? "Vintage" : undefined,
    subject.condition === "used" ? "Secondhand" : undefined,
    lw.occasion?.chosen?.gift || lw.occasion?.departmentTags.length ? "Geschenkidee" : undefined,
  ].filter((tag): tag is string => Boolean(tag));
}

function buildTags(
  lw: ListingWords,
  candidates: (string | undefined)[],
  marketplace: MarketplacePlatform,
): string[] {
  const rule = marketplaceRules[marketplace];
  const max = Math.min(rule.maxTags, marketplace === "etsy" ? 13 : marketplace === "redbubble" ? 15 : 20);
  const maxChars = Math.min(rule.maxTagChars ?? 40, 40);
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const raw of [...lw.sellerTags, ...candidates]) {
    if (!raw || tags.length >= max) continue;
    const tag = raw
      .replace(/&/g, " und ")
      .replace(/[^\p{L}\p{N} '-]/gu, " ")
      .replace(/\s+/g, " ")
      .trim();
    const key = tag.toLowerCase();
    if (tag.length < 2 || charLength(tag) > maxChars || seen.has(key)) continue;
    if (rule.tagPattern && !rule.tagPattern.test(tag)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

// ---------------------------------------------------------------------------------------------
// The marketplaces.

const etsy: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const rest = attributes(lw);
  const title = etsySafe(
    fitTitle(
      [lw.head, ...rest, searchWord(lw, [lw.head, ...rest].join(" ")), lw.occasion?.chosen?.gift],
      " | ",
      marketplaceRules.etsy.maxTitleChars,
    ),
  );
  const description = lines(
    story(ctx),
    "",
    "PRODUKTDETAILS",
    ...detailRows(lw).map(([name, value]) => `• ${name}: ${value}`),
    "",
    "PFLEGE",
    careText(lw.subject),
    "",
    [
      lw.subject.handmade ? say(ctx, "handmade.note") : undefined,
      conditionLine(ctx),
      lw.subject.colours.length ? say(ctx, "screen") : undefined,
    ]
      .filter(Boolean)
      .join(" ") || undefined,
    alwaysLine(ctx),
    lw.about ? `Über uns: ${lw.about}` : undefined,
    say(ctx, "closing.etsy"),
    lw.style_.signOff,
  );
  return { title, description, tags: buildTags(lw, tagCandidates(lw), "etsy") };
};

const redbubble: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const title = fitTitle(
    [lw.head, "Eigenes Design", searchWord(lw, lw.head)],
    " – ",
    marketplaceRules.redbubble.maxTitleChars,
  );
  const description = lines(
    say(ctx, "redbubble.design") ?? `${lw.head} mit eigenem Design.`,
    [lw.audienceWho ? say(ctx, "audience") : undefined, say(ctx, "redbubble.more")]
      .filter(Boolean)
      .join(" ") || undefined,
    alwaysLine(ctx),
  );
  return { title, description, tags: buildTags(lw, [...tagCandidates(lw), "Design", "Motiv"], "redbubble") };
};

const amazon: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const rest = attributes(lw);
  const title = amazonSafe(
    fitTitle(
      [lw.head, ...rest, searchWord(lw, [lw.head, ...rest].join(" "))],
      ", ",
      marketplaceRules.amazon.maxTitleChars,
    ),
  );
  const description = [story(ctx, 4), conditionLine(ctx), alwaysLine(ctx)].filter(Boolean).join(" ");
  const tags = tagsWithinBytes(
    buildTags(lw, tagCandidates(lw), "amazon"),
    marketplaceRules.amazon.maxSearchTermBytes ?? 249,
  );
  return { title, description, tags, bulletPoints: amazonBullets(ctx) };
};

function amazonBullets(ctx: Ctx): string[] {
  const { lw } = ctx;
  const { subject } = lw;
  const bullets: string[] = [];
  const what = [
    lw.head,
    lw.material ? `aus ${lw.material}` : undefined,
    lw.colour ? `in ${lw.colour}` : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  if (what !== lw.head || lw.subject.gems.length)
    bullets.push(
      `PRODUKT – ${what}${lw.subject.gems.length ? ` mit ${germanList(lw.subject.gems.slice(0, 2))}` : ""}.`,
    );
  if (subject.materials.length)
    bullets.push(
      `MATERIAL – ${germanList(subject.materials.slice(0, 3))}${subject.handmade ? ", von Hand gefertigt" : ""}.`,
    );
  else if (subject.handmade)
    bullets.push(
      "HANDARBEIT – Jedes Stück wird von Hand gefertigt, kleine Abweichungen machen es einzigartig.",
    );
  if (subject.sizes.length || lw.count) {
    const size = [subject.sizes.join(", "), lw.count ? `${lw.count} Stück` : undefined]
      .filter(Boolean)
      .join("; ");
    bullets.push(`GRÖSSE – ${size}. Bitte die Maße vor der Bestellung prüfen.`);
  }
  if (subject.neutral.specs.length) bullets.push(`TECHNISCHE DATEN – ${germanList(subject.neutral.specs)}.`);
  const use = subject.entry?.zweck[0];
  if (use) bullets.push(`VERWENDUNG – Ideal ${use}.`);
  if (lw.occasion?.chosen?.gift)
    bullets.push(`GESCHENKIDEE – Eine schöne Idee als ${lw.occasion.chosen.gift}.`);
  if (subject.condition && subject.condition !== "new")
    bullets.push(
      `ZUSTAND – ${germanWords().conditionLabels[subject.condition]}; die Fotos zeigen den tatsächlichen Artikel.`,
    );
  bullets.push(`PFLEGE – ${careText(subject)}`);
  return bullets.slice(0, marketplaceRules.amazon.maxBulletPoints ?? 5);
}

const shopify: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const title = fitTitle(
    [`${lw.head}${lw.colour ? ` in ${lw.colour}` : ""}`, lw.size, lw.count ? `${lw.count}er-Set` : undefined],
    " – ",
    marketplaceRules.shopify.maxTitleChars,
  );
  const specifics = detailRows(lw)
    .filter(([name]) => name !== "Artikel")
    .map(([name, value]) => `${name}: ${value}`);
  const care = careText(lw.subject);
  const description = lines(
    story(ctx, 4),
    "",
    specifics.length ? specifics.join(" · ") : undefined,
    specifics.length ? "" : undefined,
    conditionLine(ctx),
    `Pflege: ${care.split(/(?<=[.!?])\s+/)[0] ?? care}`,
    alwaysLine(ctx),
    lw.about ? `Über uns: ${lw.about}` : undefined,
    lw.style_.signOff,
  );
  const seoTitle = fitTitle(
    [
      lw.colour && !lw.head.includes(lw.colour) ? `${lw.head} in ${lw.colour}` : lw.head,
      searchWord(lw, lw.head),
    ],
    " | ",
    marketplaceRules.shopify.maxSeoTitleChars ?? 70,
  );
  const summary = [
    lw.head,
    lw.material ? `aus ${lw.material}` : undefined,
    lw.colour ? `in ${lw.colour}` : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  const use = lw.subject.entry?.zweck[0];
  const seoDescription = fitTitle(
    [
      `${summary}${lw.size ? `, ${lw.size}` : ""}.`,
      use ? `Ideal ${use}.` : undefined,
      lw.subject.handmade ? "Von Hand gefertigt." : undefined,
    ],
    " ",
    marketplaceRules.shopify.maxSeoDescriptionChars ?? 160,
  );
  return { title, description, tags: buildTags(lw, tagCandidates(lw), "shopify"), seoTitle, seoDescription };
};

const ebay: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const rest = attributes(lw).map((part) => part.replace(/^(?:aus|mit) /, ""));
  const title = fitTitle(
    [lw.head, ...rest, searchWord(lw, [lw.head, ...rest].join(" "))],
    " ",
    marketplaceRules.ebay.maxTitleChars,
  );
  const description = lines(
    opening(ctx),
    "",
    "Artikelmerkmale",
    ...detailRows(lw).map(([name, value]) => `${name}: ${value}`),
    lw.subject.condition ? undefined : "Zustand: siehe Fotos",
    "",
    [conditionLine(ctx), alwaysLine(ctx), say(ctx, "closing.ebay")].filter(Boolean).join(" "),
  );
  return { title, description, tags: buildTags(lw, tagCandidates(lw), "ebay") };
};

const mercari: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const title = fitTitle([lw.head, ...attributes(lw)], ", ", marketplaceRules.mercari.maxTitleChars);
  const description = clipWords(
    lines(
      story(ctx, 3),
      "",
      ...detailRows(lw)
        .filter(([name]) => name !== "Artikel")
        .map(([name, value]) => `${name}: ${value}`),
      "",
      [conditionLine(ctx), alwaysLine(ctx), say(ctx, "closing.mercari")].filter(Boolean).join(" "),
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
