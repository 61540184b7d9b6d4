import type { ImageFacts } from "../../../../domain/ai-image";
import type { FactSheet, ProductCondition } from "../../../../domain/fact-sheet";
import { type BuiltinLanguage, isBuiltinLanguage, type LanguageCode } from "../../../../domain/languages";
import { knownValue } from "../../../../domain/options";
import { readBrandModel } from "./brand-model";
import { readClaims } from "./claims";
import { readCondition } from "./condition";
import { readDelivery, readSafety } from "./delivery";
import { readDesign } from "./design";
import { type FactWords, factWords, joinedWords, readingLists } from "./fact-words";
import { readFeatures } from "./features";
import { readColours, readMaterials, splitField } from "./materials";
import { readNotIncluded } from "./not-included";
import { readOffer } from "./offer";
import { clausesOf, hasPhrase, uniqueCaseless } from "./phrase-match";
import { currencyTyped, readPrice } from "./price";
import { readProductPhrase } from "./product-phrase";
import { properNamesOf, withProperNames } from "./proper-names";
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
  const lists = readingLists(language);
  const product = clean(brief.product);
  const context = clean(brief.additionalContext);
  // The first field that names something: a product box holding only "0" or "!!" names nothing.
  const source = [product, context, clean(brief.productType), fileNameText(brief.fileName)].find(
    (text) => text !== undefined && /\p{L}{2}/u.test(text),
  );
  if (!source) return undefined;
  const maker = readBrandModel(source, brief.shopName);
  const named = readProductPhrase(source, clean(brief.productType), language, own, maker.brand !== undefined);
  if (!named) return undefined;
  const model = modelWithoutNoun(maker.model, named.noun);
  // Product and context are separate statements: a line between them ends a clause.
  const all = [product, context].filter(Boolean).join("\n");
  const { materials, packaging } = readMaterials(
    all,
    clean(brief.materials),
    language,
    lists,
    named.noun,
    clean(brief.color),
  );
  const offer = readOffer(all, lists);
  const price = readPrice(brief.price, all, lists, offer?.discount);
  const photoColour = photoColourOf(image);
  return {
    // "levis 501 jeans" is "Levi's 501 jeans" wherever the copy names it.
    product: withProperNames(named.product, properNamesOf(maker.brand, model, brief.shopName)),
    noun: named.noun,
    ...(maker.brand ? { brand: maker.brand } : {}),
    ...(model ? { model } : {}),
    specs: withoutModelNumber(readAllSpecs(brief, all, source, language, lists, offer?.text), model),
    condition: readCondition(all, brief.condition, lists),
    features: readFeatures(source, named.product, lists, language, named.noun),
    materials,
    packaging,
    colours: readColours(all, clean(brief.color), language, lists, materials),
    ...readDesign(all, named.design),
    ...(offer ? { offer } : {}),
    delivery: readDelivery(all, lists, offer?.text),
    notIncluded: readNotIncluded(all, lists, language),
    claims: readClaims(`${all}\n${brief.style ?? ""}`, lists),
    safety: readSafety(all, lists),
    ...(clean(brief.targetAudience) ? { audience: clean(brief.targetAudience) } : {}),
    ...(clean(brief.occasion) ? { occasion: clean(brief.occasion) } : {}),
    ...(price ? { price } : {}),
    currency: price?.currency ?? currencyTyped(all) ?? "USD",
    ...(photoColour ? { photoColour } : {}),
  };
}

/**
 * "501 jeans" is the model, not a count of 501: a spec made of the model's number and words is
 * the name again (and would outlive a corrected model).
 */
function withoutModelNumber(specs: string[], model: string | undefined): string[] {
  const number = model?.match(/\d+/)?.[0];
  if (!number) return specs;
  return specs.filter((spec) => !new RegExp(`^${number}\\s+\\p{L}`, "u").test(spec));
}

/**
 * The form's size, then the specs of the seller's text, leaving out what a clause says of
 * another or a later item ("15oz coming soon", "existe aussi en A4") and the offer's terms
 * ("5€ Rabatt ab 2 Stück").
 */
function readAllSpecs(
  brief: BriefText,
  all: string,
  productText: string,
  language: BuiltinLanguage,
  lists: readonly FactWords[],
  offerText = "",
): string[] {
  const elsewhere = joinedWords(lists, "otherItems", (w) => w.otherItems);
  const ofThisItem = (text: string) =>
    clausesOf(text)
      .filter((clause) => hasPhrase(clause, elsewhere) || offerText.includes(clause))
      .reduce((kept, clause) => kept.replace(clause, "\n"), text);
  const formText = [brief.size, brief.materials, brief.color].filter(Boolean).join(", ");
  const specs = readSpecs(`${ofThisItem(all)}\n${formText}`, ofThisItem(productText), language);
  return uniqueCaseless([...splitField(clean(brief.size)), ...specs]).slice(0, 12);
}

/** "Trainingsjacke 80er" after Adidas names the product, not a model: the model stops at the noun. */
function modelWithoutNoun(model: string | undefined, noun: string): string | undefined {
  if (!model) return undefined;
  const tokens = model.split(/\s+/);
  const head = noun.split(/\s+/)[0]?.toLowerCase();
  const at = tokens.findIndex(
    (token) => token.toLowerCase() === head || /^\d0(?:s|er)$|^'\d0s$/i.test(token),
  );
  // A model that starts with the noun is a product line's ("MacBook Air M1" for a "macbook air").
  const kept = (at > 0 ? tokens.slice(0, at) : tokens).join(" ").trim();
  return kept && /[\p{L}\p{N}]/u.test(kept) ? kept : undefined;
}

/** Spaces squashed, lines kept (a seller's line ends a clause), links and "Not listed" taken off. */
function clean(text: string | undefined): string | undefined {
  // The forms' "Not listed" is no text of the seller's.
  const value = (knownValue(text) ?? "")
    .replace(/\b(?:https?:\/\/|www\.)\S*/gi, " ")
    .replace(/[^\S\n]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim()
    .slice(0, 600);
  return /[\p{L}\p{N}]/u.test(value) ? value : undefined;
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

/** The photo's main product colour, offered to the seller (never written until they accept it). */
function photoColourOf(image: ImageFacts | undefined): string | undefined {
  const colour = image?.productColors?.find((c) => c.share >= 0.15 && /^[\p{L} -]{2,30}$/u.test(c.name));
  return colour?.name.toLowerCase();
}
