import type { ImageFacts } from "../../../../domain/ai-image";
import type { FactSheet, ProductCondition } from "../../../../domain/fact-sheet";
import { type BuiltinLanguage, isBuiltinLanguage, type LanguageCode } from "../../../../domain/languages";
import { vocabulary } from "../../../providers/generation/builtin/lexicon/vocabulary";
import { readBrandModel } from "./brand-model";
import { readCondition } from "./condition";
import { type FactWords, factWords } from "./fact-words";
import { readOffer } from "./offer";
import { clausesOf, findPhrases, hasPhrase, squash, uniqueCaseless } from "./phrase-match";
import { readProductPhrase } from "./product-phrase";
import { readSpecs } from "./specs";

/** Everything the seller typed, as the services receive it (empty fields undefined). */
export interface BriefText {
  product?: string;
  additionalContext?: string;
  productType?: string;
  materials?: string;
  color?: string;
  size?: string;
  style?: string;
  occasion?: string;
  targetAudience?: string;
  businessType?: string;
  /** The seller's shop name: never the product's brand. */
  shopName?: string;
  condition?: ProductCondition;
  price?: string;
  /** A bulk photo's file name, read when nothing else names the product. */
  fileName?: string;
  /** The seller's keywords. */
  tags?: readonly string[];
  language?: LanguageCode;
}

/**
 * Reads a brief once into its fact sheet (domain/fact-sheet.ts). Undefined when nothing names a
 * product (the services refuse such a brief first). The seller's words in every field count;
 * the photo adds only an offered colour.
 */
export function understandBrief(brief: BriefText, image?: ImageFacts): FactSheet | undefined {
  const language: BuiltinLanguage = isBuiltinLanguage(brief.language) ? brief.language : "en";
  const own = factWords[language];
  // Sellers mix English into every language ("vintage", "refurb", "NWT", "code").
  const lists: FactWords[] = language === "en" ? [own] : [own, factWords.en];
  const product = clean(brief.product);
  const context = clean(brief.additionalContext);
  const source = product ?? context ?? clean(brief.productType) ?? fileNameText(brief.fileName);
  if (!source) return undefined;
  const { brand, model } = readBrandModel(product ?? source, brief.shopName);
  const named = readProductPhrase(source, clean(brief.productType), language, own, brand !== undefined);
  if (!named) return undefined;
  const all = [product, context].filter(Boolean).join(". ");
  const formText = [brief.size, brief.materials, brief.color].filter(Boolean).join(", ");
  const { materials, packaging } = readMaterials(all, clean(brief.materials), language, lists);
  const price = readPrice(brief.price);
  const offer = readOffer(all, lists);
  const photoColour = photoColourOf(image);
  return {
    product: named.product,
    noun: named.noun,
    ...(brand ? { brand } : {}),
    ...(model ? { model } : {}),
    specs: uniqueCaseless([...splitField(clean(brief.size)), ...readSpecs(`${all}. ${formText}`)]).slice(
      0,
      12,
    ),
    condition: readCondition(all, brief.condition, lists),
    features: readFeatures(product ?? source, named.product, lists),
    materials,
    packaging,
    colours: readColours(all, clean(brief.color), language, own, materials),
    ...readDesign(all),
    ...(offer ? { offer } : {}),
    delivery: clausesWith(all, lists, (w) => w.delivery),
    notIncluded: readNotIncluded(all, lists),
    claims: uniqueCaseless(
      lists
        .flatMap((w) => findPhrases(`${all}. ${brief.style ?? ""}`, w.claims))
        .map((h) => h.text.toLowerCase()),
    ),
    safety: clausesWith(all, lists, (w) => w.safety),
    ...(clean(brief.targetAudience) ? { audience: clean(brief.targetAudience) } : {}),
    ...(clean(brief.occasion) ? { occasion: clean(brief.occasion) } : {}),
    ...(price ? { price } : {}),
    currency: price?.currency ?? currencyTyped(all) ?? "USD",
    ...(photoColour ? { photoColour } : {}),
  };
}

function clean(text: string | undefined): string | undefined {
  const value = squash((text ?? "").replace(/\b(?:https?:\/\/|www\.)\S*/gi, " ")).slice(0, 600);
  return /[\p{L}\p{N}]/u.test(value) ? value : undefined;
}

/**
 * The describing parts of the product field after its phrase ("925 sterling silver stacking
 * ring, hammered texture, 2mm band" → "hammered texture"): short, no number (a spec), no
 * condition, delivery, offer or safety words (those have their own facts).
 */
function readFeatures(text: string, phrase: string, lists: FactWords[]): string[] {
  const others = lists.flatMap((w) => [
    ...w.condition.used,
    ...w.condition.new,
    ...w.condition.refurbished,
    ...w.delivery,
    ...w.safety,
    ...w.codeWords,
    ...w.without,
  ]);
  const parts = clausesOf(text)
    .flatMap((clause) => clause.split(/,\s+|\s+(?:w\/|with|con|avec|mit)\s+/iu))
    .map((part) => part.trim().replace(/[.!?]+$/, ""))
    .filter((part) => part && !phrase.toLowerCase().includes(part.toLowerCase()));
  return uniqueCaseless(
    parts.filter(
      (part) =>
        part.split(/\s+/).length <= 4 &&
        /\p{L}{3}/u.test(part) &&
        !/\d/.test(part) &&
        !/[:=@#]|https?:/.test(part) &&
        !hasPhrase(part, others) &&
        isDescribingPhrase(part),
    ),
  ).slice(0, 4);
}

/**
 * A phrase that describes the item ("hammered texture", "lavender", "hand stitched"), not a
 * remark about it ("eyes are embroidered", "half sizes on request", "my own design", "finished").
 */
function isDescribingPhrase(part: string): boolean {
  if (
    /\b(?:is|are|was|were|be|on request|available|dispo|disponible|verfügbar|my|our|i|we|it|its|you|your|mon|ma|mes|mi|mis|mein|meine|see|pics|please|pls|works|working|tested|fits)\b/iu.test(
      part,
    )
  ) {
    return false;
  }
  // A lone participle or -able word describes nothing on its own ("finished", "removable", "geölt").
  const words = part.split(/\s+/);
  return !(words.length === 1 && /(?:able|ible|ed)$|^ge\p{L}+t$/iu.test(part));
}

/** "oak-key-rack_2.jpg" → "oak key rack". */
function fileNameText(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const text = name
    .replace(/\.[a-z0-9]{2,5}$/i, "")
    .replace(/[_\-.]+/g, " ")
    .replace(/\b(?:img|dsc|photo|image|final|copy|\d+)\b/gi, " ");
  return clean(text);
}

function splitField(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\s*[,;/]\s*|\s+(?:and|y|et|und)\s+/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 1 && part.length <= 60);
}

/**
 * The product's materials apart from its packaging's: a material right before a container
 * ("glass bottle", "kraft box") or in a packing clause ("wrapped in recycled paper") is the
 * packaging's. The form's materials field is the product's, verbatim.
 */
function readMaterials(
  text: string,
  field: string | undefined,
  language: BuiltinLanguage,
  lists: FactWords[],
) {
  const known =
    language === "en"
      ? vocabulary().materials
      : [...factWords[language].materials, ...vocabulary().materials];
  const containers = lists.flatMap((w) => w.containers);
  const packing = lists.flatMap((w) => w.packing);
  const materials: string[] = splitField(field);
  const packaging: string[] = [];
  for (const clause of clausesOf(text)) {
    const packed =
      hasPhrase(clause, packing) ||
      hasPhrase(
        clause,
        lists.flatMap((w) => w.delivery),
      );
    for (const hit of findPhrases(clause, known)) {
      const after = clause.slice(hit.index + hit.text.length).trimStart();
      const container = findPhrases(after.split(/\s+/).slice(0, 2).join(" "), containers)[0];
      if (container && after.toLowerCase().startsWith(container.text.toLowerCase())) {
        packaging.push(`${hit.text} ${container.text}`.toLowerCase());
      } else if (packed) {
        packaging.push(hit.text.toLowerCase());
      } else {
        materials.push(hit.text.toLowerCase());
      }
    }
  }
  const productMaterials = withoutContained(uniqueCaseless(materials)).filter(
    (material) =>
      !packaging.some((pack) => pack === material.toLowerCase()) || splitField(field).includes(material),
  );
  return { materials: productMaterials.slice(0, 8), packaging: uniqueCaseless(packaging).slice(0, 6) };
}

/** "cotton canvas" makes "cotton" and "canvas" redundant. */
function withoutContained(list: string[]): string[] {
  const norm = (item: string) => ` ${item.toLowerCase().replace(/[-\s]+/g, " ")} `;
  return list.filter(
    (item, index) =>
      !list.some(
        (other, at) => at !== index && norm(other).includes(norm(item)) && norm(other) !== norm(item),
      ),
  );
}

/** The seller's colours: the form's field verbatim, then colour words in their text (not inside a material: "sterling silver"). */
function readColours(
  text: string,
  field: string | undefined,
  language: BuiltinLanguage,
  own: FactWords,
  materials: string[],
): string[] {
  const colours = splitField(field);
  const names = language === "en" ? vocabulary().colours : [...own.colours, ...vocabulary().colours];
  const materialText = materials.join(" ").toLowerCase();
  for (const hit of findPhrases(text, names)) {
    const word = hit.text.toLowerCase();
    if (materialText.includes(word)) continue;
    // "rose gold", "sterling silver", "black walnut": a colour inside a material phrase of the text.
    const around = text.slice(Math.max(0, hit.index - 12), hit.index + hit.text.length + 12).toLowerCase();
    if (
      /sterling silver|rose gold|white gold|black walnut|gold[- ]plated|gold[- ]filled|silver[- ]plated/.test(
        around,
      ) &&
      /silver|gold|black|white|rose/.test(word)
    )
      continue;
    colours.push(word);
  }
  return withoutContained(uniqueCaseless(colours)).slice(0, 6);
}

/** A quoted name ("'Starry Night'", "“But First, Tea”") or "design/print/slogan: X"; an artist after "by". */
function readDesign(text: string): { design?: string; artist?: string } {
  const quoted = /["“‘«]([^"”’»]{2,60})["”’»]|(?:^|\s)'([^']{2,60})'(?=\s|[,.;:!?]|$)/u.exec(text);
  const labelled =
    /\b(?:design|print|slogan|says|saying|reads|motif|diseño|motivo|dessin|imprimé|spruch|motiv)\s*[:\-–]\s*([^,.;!?]{2,60})/iu.exec(
      text,
    );
  const design = (quoted?.[1] ?? quoted?.[2] ?? labelled?.[1])?.trim();
  // "by Van Gogh", "after Monet", "d'après Monet": a name, not a month or a day ("by June").
  const artist =
    /\b(?:by|after|d'après|von)\s+((?:van |de |da |von )?\p{Lu}[\p{L}'-]+(?:\s(?:van |de |da |von )?\p{Lu}[\p{L}'-]+){0,2})/u.exec(
      text,
    )?.[1];
  const notName = artist !== undefined && MONTHS_AND_DAYS.test(artist);
  return { ...(design ? { design } : {}), ...(artist && !notName ? { artist } : {}) };
}

const MONTHS_AND_DAYS =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|noon|tomorrow|today|christmas|easter)\b/i;

function clausesWith(text: string, lists: FactWords[], pick: (w: FactWords) => string[]): string[] {
  const phrases = lists.flatMap(pick);
  return uniqueCaseless(
    clausesOf(text)
      .flatMap((clause) => clause.split(/,\s+(?=\p{L})/u))
      .filter((part) => part.length <= 120 && hasPhrase(part, phrases)),
  ).slice(0, 4);
}

/** "no box", "no og box", "frame not included", "no belt included", "sin caja", "ohne OVP". */
function readNotIncluded(text: string, lists: FactWords[]): string[] {
  const found: string[] = [];
  for (const w of lists) {
    const items = w.includable.map((item) => item.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
    const without = w.without.join("|");
    const before = new RegExp(
      `(?<![\\p{L}])(?:${without})\\s+(?:(?:og|original|the|its|la|le|der|die|das)\\s+)?(?:${items})(?![\\p{L}])`,
      "giu",
    );
    const after = new RegExp(
      `(?<![\\p{L}])(?:${items})\\s+(?:not included|no incluid[ao]|non inclus[e]?|nicht enthalten|nicht dabei)`,
      "giu",
    );
    for (const match of text.matchAll(before)) found.push(match[0]);
    for (const match of text.matchAll(after)) found.push(match[0]);
  }
  // Any one thing said to be left out: "no belt included", "belt not included".
  for (const match of text.matchAll(
    /(?<![\p{L}])(?:no\s+[\p{L}-]{3,20}\s+included|[\p{L}-]{3,20}\s+not included)(?![\p{L}])/giu,
  )) {
    found.push(match[0]);
  }
  return withoutContained(uniqueCaseless(found)).slice(0, 4);
}

/** "36", "$36", "24,50 €", "EUR 12": the amount and its currency (USD when none is typed). */
function readPrice(typed: string | undefined): FactSheet["price"] {
  if (!typed) return undefined;
  const match = /(\d{1,7}(?:[.,]\d{3})*(?:[.,]\d{1,2})?)/.exec(typed);
  if (!match?.[1]) return undefined;
  const raw = match[1];
  const decimal = /[.,]\d{1,2}$/.test(raw) ? raw.slice(-3).replace(/^[.,]/, ".").replace(/^(\d)/, ".$1") : "";
  const whole = raw.replace(/[.,]\d{1,2}$/, "").replace(/[.,]/g, "");
  const amount = Number(`${whole}${decimal.startsWith(".") ? decimal : ""}`);
  if (!Number.isFinite(amount)) return undefined;
  return { amount, currency: currencyTyped(typed) ?? "USD" };
}

function currencyTyped(text: string): "USD" | "EUR" | "GBP" | undefined {
  if (/€|\beur(?:os?)?\b/i.test(text)) return "EUR";
  if (/£|\bgbp\b/i.test(text)) return "GBP";
  if (/\$|\busd\b/i.test(text)) return "USD";
  return undefined;
}

/** The photo's main product colour, offered to the seller (never written until they accept it). */
function photoColourOf(image: ImageFacts | undefined): string | undefined {
  const colour = image?.productColors?.find((c) => c.share >= 0.15 && /^[\p{L} -]{2,30}$/u.test(c.name));
  return colour?.name.toLowerCase();
}
