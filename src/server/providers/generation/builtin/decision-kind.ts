import type { ProductFamily } from "./categories";
import { nounKind, nounLanguage } from "./decision-nouns";
import { type Lexicon, lexicon } from "./lexicon/lexicon";
import type { ProductType } from "./lexicon/schema";

/**
 * What the category, price and Redbubble decisions file the listing under when the English parse
 * of the seller's words is not enough: a class or a design service (sold, but not shipped), a
 * digital download, or the noun of a non-English brief ("macetas", "sac", "Wandbehang"). Either a
 * lexicon product type or, where the lexicon has none, a broad family. `why` says how it was
 * decided, for a reason shown to the seller.
 */
export interface DecisionKind {
  type?: ProductType;
  family?: ProductFamily;
  why: string;
}

export interface DecisionText {
  /** The sheet's head noun ("card holder", "macetas"). */
  noun?: string;
  /** The sheet's product phrase and the seller's "What are you selling?" and product type. */
  product?: string;
  /** The additional context: only for delivery ("instant download", "nothing ships"). */
  context?: string;
  language?: string;
  /** The English parse's lexicon type, when it found one. */
  parsed?: ProductType;
  /** The listing form's product type, as the seller typed it ("Spielzeug", "vélo"). */
  productType?: string;
}

/** A word that makes the offer a class: taught, booked, not shipped. */
const CLASS =
  /\b(?:class|classes|workshop|lessons?|course|masterclass|bootcamp|clase|clases|taller|curso|cours|atelier|kurs|kurse|unterricht)\b|\b(?:online|\d+[- ]?(?:week|day|weeks|days)|beginners?|coaching)\b[^.]*\b(?:program|programme|challenge|plan)\b/iu;
/** Fitness and wellness classes file apart from taught crafts. */
const FITNESS =
  /\b(?:pilates|yoga|fitness|workout|hiit|barre|strength|training plan|meditation|entrenamiento|entraînement|krafttraining)\b/iu;
/** Work done for the buyer. */
const SERVICE =
  /\b(?:(?:logo|brand|branding|graphic|web|website|interior|label|packaging) design(?:\s+service)?|design services?|services?|consultation|consulting|coaching|mentoring|photo ?shoot|photography session|editing|retouching|tutoring|diseño de logo|servicio|création de logo|prestation|dienstleistung|logodesign)\b/iu;
/** Said about delivery: nothing is shipped. */
const DIGITAL_DELIVERY =
  /\b(?:instant download|digital download|digital product|digital file|downloadable|printable|nothing (?:gets |is |will be )?shipped|no physical|descarga(?: instantánea)?|descargable|producto digital|téléchargement|téléchargeable|produit numérique|sofort-download|download|digitales produkt)\b/iu;
/** Head nouns that are digital by nature. */
const DIGITAL_NOUN =
  /\b(?:templates?|presets?|luts?|svg|svgs|cut files?|clipart|fonts?|procreate brushes|brushes for procreate|e-?books?|notion|canva|goodnotes|plantillas?|vorlagen?|modèles? canva)\b/iu;

/** Which digital good, by what the seller names. */
function digitalKind(text: string, lex: Lexicon): DecisionKind {
  const type = (key: string) => lex.byKey.get(key);
  if (/\b(?:planner|planificador|agenda|journal|tracker|worksheets?|calendar|kalender|budget)\b/i.test(text))
    return { type: type("digital-planner"), family: "template", why: "a digital planner" };
  if (/\b(?:templates?|plantillas?|vorlagen?|modèles?|notion|canva|spreadsheet|resume|cv)\b/i.test(text))
    return { family: "template", why: "a digital template" };
  if (/\b(?:svg|svgs|cut files?|clipart|png bundle|dxf)\b/i.test(text))
    return { type: type("svg-file"), family: "software", why: "a digital cut file" };
  if (/\b(?:wall art|art print|poster|print|affiche|lámina|kunstdruck)\b/i.test(text))
    return { type: type("digital-download"), family: "digital", why: "a digital art download" };
  return { family: "software", why: "a digital download" };
}

/** The first clause of the seller's product words: where the head noun is. */
function firstClause(text: string): string {
  return text.split(/[.!?\n]|\s[–—-]\s|,|:|\(/)[0] ?? text;
}

/** A class or service word that names the offer, not the place ("made in our workshop"). */
function names(pattern: RegExp, text: string): boolean {
  const match = pattern.exec(text);
  if (!match) return false;
  const before = text.slice(0, match.index).toLowerCase();
  return !/\b(?:in|at|from|by|dans|en|im|in der|aus)\s+(?:my|our|the|mon|notre|mi|nuestro|meinem|unserem)?\s*$/.test(
    before,
  );
}

/** The noun's hit, unless the product's words name a longer phrase holding it ("huile de figue de barbarie"). */
function longer(
  noun: ReturnType<typeof nounKind>,
  product: ReturnType<typeof nounKind>,
): ReturnType<typeof nounKind> {
  if (!noun) return product;
  if (product && product.matched.length > noun.matched.length && product.matched.includes(noun.matched))
    return product;
  return noun;
}

/**
 * An English table noun where an English head noun stands: at the end of the clause's noun
 * phrase (before "for", "with", "of"… and before a number: "card lot ~100", "whole bean 12oz").
 * "Sock yarn bowl" is a bowl and "mug for coffee" a mug: neither reads as the table's noun.
 */
function englishPhrase(text: string): ReturnType<typeof nounKind> {
  const phrase = text.split(/\s(?:for|with|of|in|from|by|featuring|w\/)\s/i)[0] ?? text;
  const words = phrase.split(/[^\p{L}\p{N}'~-]+/u).filter(Boolean);
  for (let start = 0; start < words.length; start++) {
    for (let length = Math.min(5, words.length - start); length >= 1; length--) {
      const next = words[start + length];
      if (next !== undefined && !/\d/.test(next)) continue;
      const hit = nounKind(words.slice(start, start + length).join(" "), "en");
      if (hit && hit.matched.split(" ").length === length) return hit;
    }
  }
  return undefined;
}

/** The decision kind of a brief, or undefined when the English parse's type stands. */
export function decisionKind(input: DecisionText, lex: Lexicon = lexicon()): DecisionKind | undefined {
  const language = nounLanguage(input.language);
  const noun = (input.noun ?? "").toLowerCase();
  const product = (input.product ?? "").toLowerCase();
  const head = `${noun} . ${firstClause(product)} . ${product.split(/[.!?\n]/)[0] ?? ""}`;
  const all = `${product} . ${(input.context ?? "").toLowerCase()}`;

  // Taught or done for the buyer: Shopify files these under Services, whatever the files delivered.
  // ("stage" is a French course only: a "stage piano" is a piano.)
  if (names(CLASS, head) || (language === "fr" && names(/\bstages? d[e']/iu, head))) {
    return FITNESS.test(all)
      ? { family: "fitness", why: "a fitness class or program" }
      : { family: "class", why: "a class" };
  }
  if (names(SERVICE, head)) return { family: "service", why: "a service" };

  // Delivered as files: Software > Digital Goods.
  const parsedDigital = input.parsed?.shopify.startsWith("Software") === true;
  const digital =
    DIGITAL_DELIVERY.test(all) ||
    DIGITAL_NOUN.test(head) ||
    /\bdigital (?:planner|agenda|journal|art|print|download)|\b(?:planner|agenda) digital/.test(head);
  if (digital && !parsedDigital) return digitalKind(`${head} ${product}`, lex);

  // The head noun in the brief's language, then the nouns of the product's first clause. An
  // English brief already has the lexicon's reading: only a phrase the table knows ("card
  // holder", "self care gift box") or its last word (the English head: "pothos cuttings") corrects it.
  const hit =
    language === "en"
      ? (englishPhrase(firstClause(product)) ?? englishPhrase(noun) ?? englishPhrase(product))
      : (longer(nounKind(noun, language), nounKind(firstClause(product), language)) ??
        // A noun no table knows ("Holz-Stapelturm"): the form's product type says what kind it is.
        nounKind(input.productType?.toLowerCase(), language));
  if (!hit) return undefined;
  if (hit.kind.startsWith("@")) {
    return { family: hit.kind.slice(1) as ProductFamily, why: `"${hit.matched}"` };
  }
  const type = lex.byKey.get(hit.kind);
  if (!type || type.key === input.parsed?.key) return undefined;
  return { type, why: `"${hit.matched}"` };
}
