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
import type { ProductFacts } from "../../product-facts";
import { createRng } from "../../rng";
import { fitSentence } from "../../social/context";
import { cleanLabel, cleanText, lines, tagsWithinBytes } from "../../text";
import { audienceProfile } from "../../vocabulary";
import { type VoiceStyle, voiceStyleOf } from "../../voice-style";
import { frenchData } from "./data";
import { own, type Picker, pick, Said } from "./generation";
import { capitalise, frenchTypography, joinFrench } from "./grammar";
import { careOf } from "./social";
import { type FrenchSubject, frenchSubject, looksFrench } from "./subject";
import { render, type Slots } from "./template";

/**
 * The French listing writer: a title, description and tags per marketplace in French, each within
 * the marketplace's rules and in its own shape (Etsy's story, details and care; Amazon's
 * bullets; eBay's item specifics; Mercari's short text; Shopify's paragraphs and SEO fields;
 * Redbubble's design-led copy). Listings address the buyer as "vous". Category paths and
 * prices reuse ../../categories.ts and ../../pricing.ts: the paths stay the US marketplaces'
 * English menus and the prices US dollars, as the marketplaces these listings target show them.
 */

interface Occasion {
  label: string;
  tag: string;
  title?: string;
  gift: boolean;
}

interface Listing {
  subject: FrenchSubject;
  occasion?: Occasion;
  who?: string;
  style?: string;
  sellerTags: string[];
  voice: VoiceStyle;
  slots: Slots;
}

interface Ctx extends Picker {
  lw: Listing;
  marketplace: MarketplacePlatform;
}

type Written = Omit<ListingDraftItem, "category" | "suggestedPrice">;
type MarketplaceWriter = (ctx: Ctx) => Written;

const ORDER: readonly MarketplacePlatform[] = ["etsy", "shopify", "amazon", "ebay", "mercari", "redbubble"];

export function writeFrenchListings(input: ListingBrief): ListingDraft {
  const brief = boundedListingBrief(input);
  const subject = frenchSubject(brief);
  // A listing is for one product: a business type alone names none.
  if (subject.mode === "range") throw new ProductUnknownError();
  const lw = listingOf(brief, subject);
  const seed = listingBriefSeed(brief, "fr");
  const said = new Said();
  const platforms: ListingDraft["platforms"] = {};
  const skipped: NonNullable<ListingDraft["skipped"]> = {};
  const listed = ORDER.filter((marketplace) => brief.platforms.includes(marketplace));
  for (const marketplace of listed) {
    if (marketplace === "redbubble" && !redbubbleFit(subject.facts).fits) {
      skipped.redbubble = frenchTypography(redbubbleReason(subject));
      continue;
    }
    const rng = createRng(seed, brief.variant, marketplace);
    const ctx: Ctx = {
      lw,
      marketplace,
      rng,
      said,
      templates: frenchData().listings,
      subject: subject.np,
      register: "vous",
      slots: lw.slots,
      local: new Set(),
    };
    const written = writers[marketplace](ctx);
    platforms[marketplace] = {
      ...written,
      description: frenchTypography(written.description),
      bulletPoints: written.bulletPoints?.map(frenchTypography),
      category: categoryFor(marketplace, subject.facts),
      suggestedPrice: suggestPrice({ marketplace, facts: subject.facts }, rng),
    };
  }
  if (Object.keys(platforms).length === 0 && Object.keys(skipped).length > 0)
    throw new NothingToListError(skipped);
  addVoice(lw, platforms, said, createRng(seed, brief.variant, "voice"));
  return Object.keys(skipped).length ? { platforms, skipped } : { platforms };
}

function listingOf(brief: ListingBrief, subject: FrenchSubject): Listing {
  const { people } = frenchData();
  const occasionText = cleanText(brief.occasion).toLowerCase();
  const occasion = occasionText
    ? (people.occasions.find((entry) => new RegExp(entry.match, "i").test(occasionText)) ??
      (looksFrench(occasionText)
        ? { label: occasionText, tag: occasionText.slice(0, 20), gift: true }
        : undefined))
    : undefined;
  const profile = audienceProfile(brief.targetAudience);
  const who = profile?.key
    ? people.audiences[profile.key]?.who
    : profile && looksFrench(profile.label)
      ? profile.label
      : undefined;
  const styleText = cleanText(brief.style).toLowerCase();
  const style = styleText
    ? (people.styles[styleText] ?? (looksFrench(styleText) ? styleText : undefined))
    : undefined;
  const name = subject.np.text.toLowerCase();
  const material = subject.materials.find((entry) => !name.includes(entry.noun));
  const colours = subject.colours.filter((colour) => !name.includes(colour.noun.split(" ")[0] as string));
  const uses = subject.departmentKey
    ? (frenchData().departments.departments[subject.departmentKey]?.uses ?? [])
    : [];
  return {
    subject,
    occasion,
    who,
    style,
    sellerTags: brief.tags.map((tag) => cleanLabel(tag, 40)).filter((tag): tag is string => Boolean(tag)),
    voice: voiceStyleOf(brief.voice),
    slots: {
      matiere: material?.phrase,
      colourNoun: colours.length ? joinFrench(colours.map((colour) => colour.noun)) : undefined,
      use: uses[0],
      count:
        subject.count && subject.count > 1 && !/\blot de\b/.test(name) ? String(subject.count) : undefined,
      occasion: occasion?.gift ? occasion.label : undefined,
      who,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Words and lines every marketplace draws on.

const CONDITION_WORDS: Record<NonNullable<ProductFacts["condition"]>, string> = {
  new: "neuf",
  used: "d'occasion",
  refurbished: "reconditionné",
  vintage: "vintage",
};

const head = (lw: Listing) => capitalise(lw.subject.np.text);
const namesHandmade = (lw: Listing) => /\bmain\b|artisan/i.test(lw.subject.np.text);

function detailRows(lw: Listing): [string, string][] {
  const { subject } = lw;
  const rows: [string, string | undefined][] = [
    [
      "Coloris",
      subject.colours.length ? joinFrench(subject.colours.map((colour) => colour.noun)) : undefined,
    ],
    [
      "Matière",
      subject.materials.length ? joinFrench(subject.materials.map((material) => material.noun)) : undefined,
    ],
    ["Dimensions", subject.sizes.length ? subject.sizes.join(", ") : undefined],
    ["Quantité", subject.count && subject.count > 1 ? `lot de ${subject.count}` : undefined],
    ["Style", lw.style],
    ["Occasion", lw.occasion?.label.replace(/^(?:un|une|les|le|la) /, "")],
    ["État", subject.condition ? CONDITION_WORDS[subject.condition] : undefined],
    ["Fabrication", subject.handmade ? "à la main" : undefined],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

function care(lw: Listing): string {
  const { departments } = frenchData();
  const text = careOf(lw.subject) ?? departments.genericCare;
  return render(text, { subject: lw.subject.np, register: "vous", slots: {} }) ?? departments.genericCare;
}

function opening(ctx: Ctx): string | undefined {
  const { subject } = ctx.lw;
  const sections: string[] = [];
  if (subject.condition && subject.condition !== "new") sections.push(`opening.${subject.condition}`);
  if (subject.handmade && !namesHandmade(ctx.lw)) sections.push("opening.handmade");
  if (subject.design) sections.push("opening.design");
  sections.push("opening");
  return pick(ctx, sections) ?? own(ctx, `${head(ctx.lw)}.`);
}

function audienceLine(ctx: Ctx): string | undefined {
  const { lw } = ctx;
  if (lw.occasion?.gift) return pick(ctx, "gift");
  if (lw.who) return pick(ctx, "audience");
  return undefined;
}

/** The story: the opening, then what it did not say (material, colour, quantity, use, who for). */
function story(ctx: Ctx, maxSentences = 5): string {
  const { lw } = ctx;
  const parts = [opening(ctx)].filter((part): part is string => Boolean(part));
  const add = (sentence: string | undefined) => {
    if (sentence && parts.length < maxSentences) parts.push(sentence);
  };
  if (lw.slots.matiere) add(pick(ctx, "material"));
  if (lw.slots.colourNoun) add(pick(ctx, "colour"));
  if (lw.slots.count) add(pick(ctx, "count"));
  if (lw.slots.use) add(pick(ctx, "use"));
  add(audienceLine(ctx));
  return parts.join(" ");
}

function conditionLine(ctx: Ctx): string | undefined {
  const condition = ctx.lw.subject.condition;
  if (!condition || condition === "new") return undefined;
  return pick(ctx, `condition.${condition}`);
}

/** The parts that tell this listing apart in a title, in French. */
function attributes(lw: Listing): string[] {
  const { subject, slots } = lw;
  const condition =
    subject.condition && subject.condition !== "new" ? CONDITION_WORDS[subject.condition] : undefined;
  return [
    condition,
    subject.handmade && !namesHandmade(lw) ? "fait main" : undefined,
    slots.matiere,
    slots.colourNoun,
    subject.sizes[0],
    slots.count ? `lot de ${slots.count}` : undefined,
    lw.style && !lw.subject.np.text.includes(lw.style) ? `style ${lw.style}` : undefined,
  ].filter((part): part is string => Boolean(part));
}

function giftPhrase(lw: Listing): string | undefined {
  const title = lw.occasion?.title ?? (lw.occasion?.gift ? "idée cadeau" : undefined);
  return title ? title.charAt(0).toLocaleLowerCase("fr-FR") + title.slice(1) : undefined;
}

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Parts added while they fit (never one cut mid-phrase), none the title says already; with
 * `maxRepeats`, none that would say a word more often than that (Amazon).
 */
function fitTitle(
  parts: (string | undefined)[],
  separator: string,
  max: number,
  maxRepeats?: number,
): string {
  let title = "";
  for (const part of parts) {
    if (!part) continue;
    if (title && wordsOf(part).every((word) => wordsOf(title).includes(word))) continue;
    const next = title ? `${title}${separator}${part}` : part;
    if (next.length > max) continue;
    if (maxRepeats) {
      const counts = new Map<string, number>();
      for (const word of wordsOf(next)) counts.set(word, (counts.get(word) ?? 0) + 1);
      if ([...counts.values()].some((count) => count > maxRepeats)) continue;
    }
    title = next;
  }
  return title || head({ subject: { np: { text: parts.find(Boolean) ?? "" } } } as Listing).slice(0, max);
}

// ---------------------------------------------------------------------------------------------
// Tags.

function tagCandidates(lw: Listing): string[] {
  const { subject, slots } = lw;
  const noun = subject.head.toLowerCase();
  const name = subject.np.text.toLowerCase();
  const material = subject.materials[0];
  const colour = subject.colours[0];
  const department = subject.departmentKey
    ? frenchData().departments.departments[subject.departmentKey]
    : undefined;
  const agreed =
    colour && (!colour.forms || subject.np.gender)
      ? colour.forms
        ? colour.forms[subject.np.gender === "f" ? 1 : 0]
        : colour.noun
      : undefined;
  const ownMaterial = material && !noun.includes(material.noun) ? material : undefined;
  return [
    name,
    noun,
    ownMaterial ? `${noun} ${ownMaterial.phrase}` : undefined,
    ownMaterial ? `${noun} ${ownMaterial.noun}` : undefined,
    subject.handmade ? `${noun} fait main` : undefined,
    agreed && !subject.np.plural ? `${noun} ${agreed}` : undefined,
    lw.occasion?.tag,
    "idée cadeau",
    department?.label,
    material?.noun,
    colour?.noun,
    subject.handmade ? "fait main" : undefined,
    subject.handmade ? "artisanat" : undefined,
    lw.style ? `style ${lw.style}` : undefined,
    subject.condition === "vintage" ? "vintage" : undefined,
    subject.condition === "used" ? "seconde main" : undefined,
    slots.use ? slots.use.replace(/^pour (?:le |la |les |l'|un |une )?/, "") : undefined,
    ...subject.sizes.map((size) => `${noun} ${size}`),
  ].filter((tag): tag is string => Boolean(tag));
}

function buildTags(lw: Listing, candidates: readonly string[], marketplace: MarketplacePlatform): string[] {
  const rule = marketplaceRules[marketplace];
  const max = Math.min(rule.maxTags, marketplace === "etsy" ? 13 : marketplace === "redbubble" ? 15 : 20);
  const maxChars = Math.min(rule.maxTagChars ?? 40, 40);
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const raw of [...lw.sellerTags, ...candidates]) {
    if (tags.length >= max) break;
    const tag = raw
      .toLowerCase()
      .replace(/’/g, "'")
      .replace(/&/g, " et ")
      .replace(/[^\p{L}\p{N} '-]/gu, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (tag.length < 2 || tag.length > maxChars || seen.has(tag)) continue;
    if (rule.tagPattern && !rule.tagPattern.test(tag)) continue;
    seen.add(tag);
    tags.push(tag);
  }
  return rule.maxSearchTermBytes ? tagsWithinBytes(tags, rule.maxSearchTermBytes) : tags;
}

// ---------------------------------------------------------------------------------------------
// The marketplaces.

const etsySafe = (title: string) =>
  title.replace(/ ?& ?/g, " et ").replace(/[%:+]/g, " ").replace(/\s+/g, " ").trim();

const etsy: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const title = etsySafe(
    fitTitle([head(lw), ...attributes(lw), giftPhrase(lw)], ", ", marketplaceRules.etsy.maxTitleChars),
  );
  const notes = [
    lw.subject.handmade ? pick(ctx, "handmade.note") : undefined,
    conditionLine(ctx),
    lw.subject.colours.length ? pick(ctx, "screen") : undefined,
  ].filter(Boolean);
  const description = lines(
    story(ctx),
    "",
    "DÉTAILS",
    ...detailRows(lw).map(([label, value]) => `• ${label} : ${value}`),
    "",
    "ENTRETIEN",
    own(ctx, care(lw)) ?? care(lw),
    "",
    notes.join(" ") || undefined,
    pick(ctx, "closing.etsy"),
  );
  return { title, description, tags: buildTags(lw, tagCandidates(lw), "etsy") };
};

const amazon: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const use = lw.slots.use;
  const title = fitTitle(
    [head(lw), ...attributes(lw), use ? `– idéal ${use}` : undefined],
    ", ",
    marketplaceRules.amazon.maxTitleChars,
    marketplaceRules.amazon.titleMaxWordRepeats,
  )
    .replace(/, –/g, " –")
    .replace(/[!$?_{}^¬¦]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const description = [story(ctx, 4), conditionLine(ctx)].filter(Boolean).join(" ");
  return {
    title,
    description,
    tags: buildTags(lw, tagCandidates(lw), "amazon"),
    bulletPoints: amazonBullets(ctx),
  };
};

function amazonBullets(ctx: Ctx): string[] {
  const { lw } = ctx;
  const { subject } = lw;
  const bullets: string[] = [];
  const describing = [
    lw.slots.matiere,
    lw.slots.colourNoun ? `coloris ${lw.slots.colourNoun}` : undefined,
  ].filter(Boolean);
  if (describing.length) bullets.push(`${head(lw).toUpperCase()} – ${capitalise(describing.join(", "))}.`);
  if (subject.materials.length) {
    bullets.push(
      `MATIÈRE – ${capitalise(joinFrench(subject.materials.map((material) => material.noun)))}${subject.handmade ? ", travail fait main" : ""}.`,
    );
  } else if (subject.handmade) {
    bullets.push(
      "FAIT MAIN – Chaque pièce est faite à la main : de légères variations rendent chacune unique.",
    );
  }
  if (subject.sizes.length || (subject.count && subject.count > 1)) {
    const size = [
      subject.sizes.join(", "),
      subject.count && subject.count > 1 ? `lot de ${subject.count}` : undefined,
    ]
      .filter(Boolean)
      .join(" ; ");
    bullets.push(`DIMENSIONS – ${capitalise(size)}. Vérifiez les mesures avant de commander.`);
  }
  if (lw.slots.use) bullets.push(`UTILISATION – ${capitalise(lw.slots.use)}.`);
  if (lw.occasion?.gift) bullets.push(`IDÉE CADEAU – À offrir pour ${lw.occasion.label}.`);
  else if (lw.who) bullets.push(`POUR QUI – Pour ${lw.who}.`);
  if (subject.condition && subject.condition !== "new")
    bullets.push(
      `ÉTAT – ${capitalise(CONDITION_WORDS[subject.condition])} ; les photos montrent l'article exact.`,
    );
  bullets.push(`ENTRETIEN – ${care(lw)}`);
  return bullets.slice(0, marketplaceRules.amazon.maxBulletPoints ?? 5);
}

const shopify: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const colour = lw.slots.colourNoun ? ` – ${capitalise(lw.slots.colourNoun)}` : "";
  const title = fitTitle(
    [`${head(lw)}${colour}`, lw.subject.sizes[0], lw.slots.count ? `Lot de ${lw.slots.count}` : undefined],
    " – ",
    marketplaceRules.shopify.maxTitleChars,
  );
  const specifics = detailRows(lw).map(([label, value]) => `${label} : ${value}`);
  const careLine = own(ctx, care(lw));
  const description = lines(
    story(ctx, 4),
    "",
    specifics.length ? specifics.join(" · ") : undefined,
    specifics.length ? "" : undefined,
    conditionLine(ctx),
    careLine ? `Entretien : ${careLine}` : undefined,
  );
  const seoTitle = fitTitle(
    [
      head(lw),
      lw.slots.matiere,
      lw.slots.colourNoun,
      lw.subject.handmade && !namesHandmade(lw) ? "fait main" : undefined,
    ],
    " – ",
    marketplaceRules.shopify.maxSeoTitleChars ?? 70,
  );
  const summary = [
    head(lw),
    lw.slots.matiere,
    lw.slots.colourNoun ? `coloris ${lw.slots.colourNoun}` : undefined,
    lw.subject.sizes[0],
  ]
    .filter(Boolean)
    .join(", ");
  const seoDescription = fitTitle(
    [
      `${summary}.`,
      lw.slots.use ? `${capitalise(lw.slots.use)}.` : undefined,
      lw.subject.handmade ? "Fait main." : undefined,
    ],
    " ",
    marketplaceRules.shopify.maxSeoDescriptionChars ?? 160,
  );
  return {
    title,
    description,
    tags: buildTags(lw, [head(lw).toLowerCase(), ...tagCandidates(lw)], "shopify"),
    seoTitle,
    seoDescription,
  };
};

const ebay: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const title = fitTitle([head(lw), ...attributes(lw)], " ", marketplaceRules.ebay.maxTitleChars);
  const rows = detailRows(lw).map(([label, value]) => `${label} : ${value}`);
  const description = lines(
    opening(ctx),
    "",
    "Caractéristiques",
    `Type : ${head(lw)}`,
    ...rows,
    lw.subject.condition ? undefined : "État : voir les photos",
    "",
    [conditionLine(ctx), pick(ctx, "closing.ebay")].filter(Boolean).join(" ") || undefined,
  );
  return { title, description, tags: buildTags(lw, tagCandidates(lw), "ebay") };
};

const mercari: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const title = fitTitle(
    [head(lw), ...attributes(lw).slice(0, 3)],
    ", ",
    marketplaceRules.mercari.maxTitleChars,
  );
  const rows = detailRows(lw).map(([label, value]) => `${label} : ${value}`);
  let description = lines(
    story(ctx, 3),
    "",
    ...rows,
    "",
    [conditionLine(ctx), pick(ctx, "closing.mercari")].filter(Boolean).join(" ") || undefined,
  );
  const max = marketplaceRules.mercari.maxDescriptionChars ?? 1000;
  if (frenchTypography(description).length > max)
    description = lines(story(ctx, 2), "", ...rows).slice(0, max - 20);
  return { title, description, tags: buildTags(lw, tagCandidates(lw), "mercari") };
};

const redbubble: MarketplaceWriter = (ctx) => {
  const { lw } = ctx;
  const title = fitTitle([head(lw), "design original"], " – ", marketplaceRules.redbubble.maxTitleChars);
  const description = lines(
    pick(ctx, "opening.design") ?? `${head(lw)}.`,
    [audienceLine(ctx), pick(ctx, "redbubble.more")].filter(Boolean).join(" ") || undefined,
  );
  return { title, description, tags: buildTags(lw, tagCandidates(lw), "redbubble") };
};

const writers: Record<MarketplacePlatform, MarketplaceWriter> = {
  etsy,
  amazon,
  shopify,
  ebay,
  mercari,
  redbubble,
};

/** Why Redbubble is skipped, in French (the decision is ../../categories.ts `redbubbleFit`). */
function redbubbleReason(subject: FrenchSubject): string {
  const fit = subject.facts.type?.redbubble?.fit;
  const nouns = subject.typeKey ? frenchData().nouns[subject.typeKey] : undefined;
  if (fit === "blank" && nouns) {
    return `Redbubble imprime les créations d'artistes sur ses propres ${nouns[1]} vierges et ne vend pas d'articles finis fabriqués ailleurs. Déposez plutôt votre visuel sur Redbubble, ou choisissez une autre place de marché.`;
  }
  return "Redbubble ne vend que des visuels imprimés sur ses propres supports (affiches, stickers, vêtements) et ne peut donc pas proposer ce type d'article. Choisissez une autre place de marché pour celui-ci.";
}

/** The seller's "about" (Etsy, else Shopify) and always-words (the first description) — once each. */
function addVoice(
  lw: Listing,
  platforms: ListingDraft["platforms"],
  said: Said,
  rng: ReturnType<typeof createRng>,
): void {
  const picker: Picker = {
    templates: frenchData().listings,
    said,
    subject: lw.subject.np,
    register: "vous",
    slots: {},
    rng,
    local: new Set(),
  };
  const add = (marketplace: MarketplacePlatform, line: string) => {
    const item = platforms[marketplace];
    if (!item) return false;
    const description = frenchTypography(lines(item.description, "", line));
    const max = marketplaceRules[marketplace].maxDescriptionChars ?? 5000;
    if (description.length > max) return false;
    item.description = description;
    return true;
  };
  const about =
    lw.voice.about && looksFrench(lw.voice.about)
      ? fitSentence(cleanText(lw.voice.about).replace(/[[\]<>{}]/g, ""), 220)
      : undefined;
  const aboutHome = (["etsy", "shopify"] as const).find((marketplace) => platforms[marketplace]);
  if (about && aboutHome) {
    const line = pick(picker, "about", { about: about.replace(/[.!]$/, "") });
    if (line) add(aboutHome, line);
  }
  const all = () =>
    Object.values(platforms)
      .map((item) => item?.description ?? "")
      .join("\n")
      .toLowerCase();
  const missing = lw.voice.alwaysWords.filter((word) => word.trim() && !all().includes(word.toLowerCase()));
  if (missing.length) {
    const line = pick(picker, "always", {
      words: joinFrench(missing.map((word) => word.replace(/[[\]<>{}]/g, ""))),
    });
    if (line) ORDER.some((marketplace) => add(marketplace, line));
  }
}
