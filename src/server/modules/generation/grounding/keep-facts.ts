import type { FactSheet, ProductCondition } from "../../../../domain/fact-sheet";
import type { BuiltinLanguage } from "../../../../domain/languages";
import { startsWithProductLine } from "../fact-sheet/brand-model";
import { asPhrase } from "../fact-sheet/seller-phrase";

/**
 * What every output must carry once the seller said it: the offer code in every caption, the
 * brand and model in every title, the condition in every listing, what is not included and the
 * safety notes in every description. Each is added only when the writer left it out, in the
 * seller's own words where they can stand alone, in a plain line of the language otherwise.
 */
interface KeepPhrases {
  conditionLabel: string;
  conditions: Record<ProductCondition, string>;
  /** "15% off with code MOM20" / "Use code MOM20". */
  discountWithCode: (discount: string, code: string) => string;
  code: (code: string) => string;
}

const PHRASES: Record<BuiltinLanguage, KeepPhrases> = {
  en: {
    conditionLabel: "Condition",
    conditions: { new: "New", used: "Pre-owned", refurbished: "Refurbished", vintage: "Vintage" },
    discountWithCode: (discount, code) => `${discount} with code ${code}`,
    code: (code) => `Use code ${code}`,
  },
  es: {
    conditionLabel: "Estado",
    conditions: { new: "Nuevo", used: "Usado", refurbished: "Reacondicionado", vintage: "Vintage" },
    discountWithCode: (discount, code) => `${discount} con el código ${code}`,
    code: (code) => `Usa el código ${code}`,
  },
  fr: {
    conditionLabel: "État",
    conditions: { new: "Neuf", used: "Occasion", refurbished: "Reconditionné", vintage: "Vintage" },
    discountWithCode: (discount, code) => `${discount} avec le code ${code}`,
    code: (code) => `Code ${code}`,
  },
  de: {
    conditionLabel: "Zustand",
    conditions: { new: "Neu", used: "Gebraucht", refurbished: "Generalüberholt", vintage: "Vintage" },
    discountWithCode: (discount, code) => `${discount} mit dem Code ${code}`,
    code: (code) => `Mit dem Code ${code}`,
  },
};

const compact = (text: string) =>
  text
    .toLowerCase()
    .replace(/&|\band\b|\bund\b|\bet\b|\by\b/g, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");
const contains = (text: string, phrase: string) => compact(text).includes(compact(phrase));
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => {
  const trimmed = capitalise(text.trim());
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** The offer line a caption must carry, or undefined when it already carries the offer. */
export function missingOfferLine(
  caption: string,
  sheet: FactSheet,
  language: BuiltinLanguage,
): string | undefined {
  const offer = sheet.offer;
  if (!offer) return undefined;
  const phrases = PHRASES[language];
  const needsCode = offer.code !== undefined && !contains(caption, offer.code);
  const needsDiscount = offer.discount !== undefined && !contains(caption, offer.discount);
  if (!needsCode && !needsDiscount) return undefined;
  const base = offer.code
    ? offer.discount
      ? phrases.discountWithCode(offer.discount, offer.code)
      : phrases.code(offer.code)
    : (offer.discount ?? "");
  return sentence(offer.ends ? `${base}, ${offer.ends}` : base);
}

/** A caption with its offer line before the hashtags (so no length cut drops it first). */
export function keepOffer(caption: string, sheet: FactSheet, language: BuiltinLanguage): string {
  const line = missingOfferLine(caption, sheet, language);
  if (!line) return caption;
  const lines = caption.split("\n");
  let at = lines.length;
  while (at > 0 && /^\s*(?:#\S+\s*)+$|^\s*$/u.test(lines[at - 1] ?? "")) at--;
  const body = lines.slice(0, at).join("\n").trimEnd();
  const tail = lines.slice(at).join("\n").trim();
  // One line, as captions on X and TikTok are: the offer joins the last sentence's line.
  const joined = body.includes("\n") ? `${body}\n${line}` : `${body} ${line}`;
  return tail ? `${joined}\n\n${tail}` : joined;
}

/** The maker and model at the front of a title that left them out ("Jordan 1 Retro High OG …"). */
export function keepBrandModel(title: string, sheet: FactSheet): string {
  const { brand, model } = sheet;
  if (!brand) return title;
  // "Samsung Galaxy S21 … 5G" holds the model "Galaxy S21 5G": every word of it, in any place.
  const hasModel = !model || contains(title, model) || everyWordIn(title, model);
  // "MacBook Air M1" names Apple by itself.
  const hasBrand =
    contains(title, brand) || (hasModel && model !== undefined && startsWithProductLine(model));
  if (hasBrand && hasModel) return title;
  if (hasBrand && model) {
    const at = title.toLowerCase().indexOf(brand.toLowerCase());
    if (at >= 0)
      return `${title.slice(0, at + brand.length)} ${model}${title.slice(at + brand.length)}`.replace(
        /\s+/g,
        " ",
      );
  }
  const name = [hasBrand ? undefined : brand, hasModel ? undefined : model].filter(Boolean).join(" ");
  return `${name} ${title}`.replace(/\s+/g, " ").trim();
}

/**
 * A title leads with the product as the seller named it and what they said sets it apart
 * ("925 Sterling Silver Stacking Ring, Hammered Texture, …"), the words buyers search for,
 * in the writer's own separator. Only a phrase that names the product's noun replaces the
 * writer's name for it ("new design drop" names nothing).
 */
export function keepProductTitle(
  title: string,
  sheet: FactSheet,
  language: BuiltinLanguage,
  maxChars = Number.POSITIVE_INFINITY,
): string {
  const phrase = titlePart(sheet.product, language);
  const usable = phrase !== "" && contains(phrase, sheet.noun);
  const features = sheet.features
    .filter((feature) => !isSentencePiece(feature))
    .slice(0, 2)
    .map((feature) => titlePart(feature, language))
    .filter((feature) => feature && !contains(title, feature) && !(usable && contains(phrase, feature)));
  if ((!usable || contains(title, phrase)) && features.length === 0) return title;
  const separator = title.includes(", ")
    ? ", "
    : title.includes(" | ")
      ? " | "
      : title.includes(" – ")
        ? " – "
        : " ";
  const segments = separator === " " ? [title] : title.split(separator);
  const head = usable && !contains(title, phrase) ? phrase : (segments[0] ?? "");
  const rest = (
    usable && !contains(title, phrase) ? segments.slice(separator === " " ? 0 : 1) : segments.slice(1)
  ).filter((segment) => !contains(head, segment));
  // A feature goes in whole or not at all: the normaliser cuts a title at the marketplace's limit,
  // and a cut one ("… Natural Always", "… Battery Or") reads as a broken phrase.
  const fitting = wholeFeaturesThatFit(features, (kept) => compose(kept).length <= maxChars);
  return compose(fitting);

  function compose(kept: readonly string[]): string {
    if (separator === " ") {
      // A title without separators (eBay): the phrase first, then the writer's words it does not hold.
      const said = [head, ...kept].join(" ");
      const words = (rest.join(" ") || "").split(/\s+/).filter((word) => word && !contains(said, word));
      return withoutRepeatedWords([head, ...kept, ...words].join(" "));
    }
    return withoutRepeatedWords([head, ...kept, ...rest].join(separator));
  }
}

/** The features, in order, that the title can take whole (all of them when none would fit). */
function wholeFeaturesThatFit(features: readonly string[], fits: (kept: readonly string[]) => boolean) {
  const kept: string[] = [];
  for (const feature of features) if (fits([...kept, feature])) kept.push(feature);
  return kept;
}

/** "the original silver + tan leather one": a piece of a sentence, not a title's search words. */
export function isSentencePiece(phrase: string): boolean {
  return /\b(?:one|it|this|that|these|those|my|our|your)\b/iu.test(phrase);
}

/** "Cotton Cotton" → "Cotton": a word never follows itself in a title. */
function withoutRepeatedWords(title: string): string {
  return title
    .replace(/(?<![\p{L}\p{N}])([\p{L}\p{N}][\p{L}\p{N}'-]*)(?:[,\s]+\1)+(?![\p{L}\p{N}])/giu, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** A phrase as a title carries it: emoji and end punctuation off; English words capitalised. */
function titlePart(text: string, language: BuiltinLanguage): string {
  const clean = text
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, "")
    .replace(/[.!?,;:]+$/, "")
    .replace(/\s+/g, " ")
    .trim();
  if (language !== "en") return capitalise(clean);
  return clean.replace(
    /(^|\s|-)(\p{Ll})/gu,
    (_match, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`,
  );
}

/** A print-on-demand title names its design ("'Starry Night' …"). */
export function keepDesign(title: string, sheet: FactSheet): string {
  if (!sheet.design || contains(title, sheet.design)) return title;
  return `${sheet.design} ${title}`;
}

/**
 * The lines a listing description must end with when the writer left them out: the condition
 * (always on eBay once known; elsewhere when not new), what is not included, safety notes and a
 * pickup-only or no-shipping note.
 */
export function missingDescriptionLines(
  description: string,
  sheet: FactSheet,
  language: BuiltinLanguage,
  options: { alwaysCondition: boolean },
): string[] {
  const phrases = PHRASES[language];
  const lines: string[] = [];
  const condition = sheet.condition;
  // eBay names every condition the seller stated, new included; elsewhere only one that is not new.
  // An unstated condition is not claimed: the seller sees it on the sheet as taken for new.
  const wantsCondition = condition.stated && (condition.value !== "new" || options.alwaysCondition);
  if (wantsCondition && !new RegExp(`${phrases.conditionLabel}\\s*:`, "iu").test(description)) {
    lines.push(conditionLine(sheet, language));
  }
  for (const missing of sheet.notIncluded.map(asPhrase))
    if (!contains(description, missing)) lines.push(sentence(missing));
  for (const note of sheet.safety.map(asPhrase)) if (!contains(description, note)) lines.push(sentence(note));
  for (const delivery of sheet.delivery) {
    if (
      /\b(?:only|no shipping|can't ship|cannot ship|kein versand|nur abholung|solo recogida|sin envío|retrait uniquement|pas d'envoi)\b|^(?:local )?pick ?up\b/i.test(
        delivery,
      ) &&
      !contains(description, delivery)
    ) {
      lines.push(sentence(delivery));
    }
  }
  return lines;
}

/** "Condition: Pre-owned (worn twice, no og box)." in the description's language. */
function conditionLine(sheet: FactSheet, language: BuiltinLanguage): string {
  const phrases = PHRASES[language];
  const { condition } = sheet;
  const named = phrases.conditions[condition.value];
  const notes = condition.words.filter(
    (word) => !contains(named, word) && compact(word) !== compact(condition.value),
  );
  return `${phrases.conditionLabel}: ${named}${notes.length ? ` (${notes.slice(0, 4).join(", ")})` : ""}.`;
}

/** A condition line that says nothing ("Condition: See photos", "Zustand: siehe Fotos"), with its line break. */
const EMPTY_CONDITION =
  /^([^\S\n]*(?:[•·-][^\S\n]*)?)(?:condition|item condition|estado|état|zustand)[^\S\n]*:[^\S\n]*(?:see|ver|voir|siehe)\b[^\n]*(?:\n|$)/gimu;

export function keepDescriptionFacts(
  description: string,
  sheet: FactSheet,
  language: BuiltinLanguage,
  options: { alwaysCondition: boolean },
): string {
  // A stated condition is said, never "see photos"; a line that says nothing goes.
  const wantsCondition =
    sheet.condition.stated && (sheet.condition.value !== "new" || options.alwaysCondition);
  const said = description.replace(EMPTY_CONDITION, (line, lead: string) =>
    wantsCondition
      ? `${lead}${conditionLine(sheet, language).replace(/\.$/, "")}${line.endsWith("\n") ? "\n" : ""}`
      : "",
  );
  const lines = missingDescriptionLines(said, sheet, language, options);
  if (!lines.length) return said;
  return said.trim() ? `${said.trimEnd()}\n\n${lines.join("\n")}` : lines.join("\n");
}

function everyWordIn(title: string, phrase: string): boolean {
  const words = new Set(title.toLowerCase().split(/[^\p{L}\p{N}'’&-]+/u));
  return phrase
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’&-]+/u)
    .filter(Boolean)
    .every((word) => words.has(word));
}
