/**
 * Robotic label lines (issue 30): a caption or description sentence that is a short label, a
 * colon and a bare value ("What's on the tag: 8oz.", "The numbers: 30ml.", "Quick facts: 12 oz,
 * stoneware.", "Côté format : taille 39."), and known meta-filler, sentences about the copy
 * rather than the product ("That's the pitch.", "Clear information beats clever marketing").
 *
 * Decided here:
 * - Captions are prose: any label line counts, except a few labels people do write in posts
 *   (a discount code, a link, a price).
 * - Listing descriptions may carry the structured lines marketplaces expect, an item-specifics
 *   block ("Material: stoneware", "Size: 12 oz", "Zustand: gebraucht"): a line whose label is a
 *   product attribute (SPEC_LABELS, en/es/fr/de) is fine, unless its value says nothing
 *   ("Condition: See photos", "État : voir les photos"). Any other label with a bare value is
 *   robotic there too ("Spec: 30ml", "On offer: a mug", "Listed here: a pair of sneakers").
 * - A value is bare when it is short (≤ 8 words), a single sentence, and has none of a small list
 *   of common verbs; "Good to know: it ships in 3 days." is a sentence, not a label line.
 * - Amazon bullets ("SIZE – 10. …") are the marketplace's format and are not label lines; the
 *   filler list still applies to them.
 */
export interface LabelLine {
  kind: "label-line" | "empty-spec" | "meta-filler";
  excerpt: string;
}

export type LabelContext = "caption" | "description";

/** Product attributes an item-specifics block names (starter lists for es/fr/de). */
export const SPEC_LABELS: ReadonlySet<string> = new Set(
  [
    // en
    "material",
    "materials",
    "size",
    "sizes",
    "color",
    "colour",
    "colors",
    "colours",
    "condition",
    "item condition",
    "type",
    "item",
    "care",
    "style",
    "dimensions",
    "measurements",
    "quantity",
    "capacity",
    "volume",
    "weight",
    "brand",
    "model",
    "includes",
    "included",
    "what's included",
    "in the box",
    "occasion",
    "scent",
    "ingredients",
    "burn time",
    "shipping",
    "delivery",
    "processing time",
    "format",
    "fit",
    "storage",
    "memory",
    "battery",
    "made",
    "made in",
    "finish",
    "pattern",
    "age",
    "ages",
    "pickup",
    "allergens",
    "contains",
    // es
    "materiales",
    "talla",
    "tamaño",
    "medidas",
    "dimensiones",
    "colores",
    "estado",
    "tipo",
    "cuidados",
    "cuidado",
    "estilo",
    "cantidad",
    "capacidad",
    "peso",
    "marca",
    "modelo",
    "incluye",
    "ocasión",
    "elaboración",
    "producto",
    "ingredientes",
    "envío",
    // fr
    "matière",
    "matières",
    "matériaux",
    "taille",
    "couleur",
    "coloris",
    "état",
    "entretien",
    "quantité",
    "contenance",
    "poids",
    "marque",
    "modèle",
    "inclus",
    "fabrication",
    "produit",
    "article",
    "livraison",
    "ingrédients",
    // de
    "größe",
    "maße",
    "farbe",
    "zustand",
    "typ",
    "art",
    "artikel",
    "pflege",
    "stil",
    "menge",
    "inhalt",
    "gewicht",
    "marke",
    "modell",
    "lieferumfang",
    "anlass",
    "herstellung",
    "technische daten",
    "zutaten",
    "versand",
    "abholung",
  ].map((label) => label.normalize("NFC")),
);

/** Labels people write in posts themselves. */
const CAPTION_LABELS: ReadonlySet<string> = new Set([
  "code",
  "promo code",
  "discount code",
  "link",
  "price",
  "precio",
  "prix",
  "preis",
  "código",
  "ps",
  "p.s",
]);

/** A value saying nothing about the product. */
const EMPTY_VALUE =
  /^(?:see|check)\s+(?:the\s+|all\s+)?(?:photos|pictures|pics|images|description)|^as\s+(?:pictured|shown)|^n\/?a\b|^unknown\b|^voir\s+(?:les\s+)?photos|^ver\s+(?:las\s+)?fotos|^siehe\s+(?:fotos|bilder)|^consultar\s+fotos/iu;

/** Sentences about the copy, not the product (general filler a writer puts on everything). */
export const META_FILLER: readonly RegExp[] = [
  /that'?s the pitch/iu,
  /that'?s it,? that'?s the post/iu,
  /clear information beats clever marketing/iu,
  /trust is built in the boring parts/iu,
  /no caption needed/iu,
  /described plainly|stated plainly/iu,
  /what you see is what you get/iu,
  /check the measurements before ordering/iu,
  /comprueba las medidas antes de/iu,
  /vérifiez les mesures avant de commander/iu,
  /prüfen sie die maße vor der bestellung/iu,
  /tend to like this one/iu,
];

const VERBS = new Set(
  (
    "is are was were be been has have had do does did can could will would should may might must " +
    "makes make made comes come holds hold fits fit keeps keep works work ships ship get gets feels feel " +
    "looks look brings bring adds add lasts last means mean goes go says say tells tell need needs " +
    "love loves want wants find finds take takes give gives let lets grab order shop buy use uses " +
    "es son está están era tiene tienen hace hacen lleva va van queda puede pueden sirve " +
    "est sont était ont fait font va vont peut peuvent reste sert " +
    "ist sind war hat haben kann können wird werden macht passt bringt gibt bleibt geht"
  ).split(" "),
);

const BARE_WORDS_MAX = 8;
/** "it's", "you're", "we'll": a pronoun with its verb (a possessive like "Mother's" is none). */
const CONTRACTION = /^(?:it|that|he|she|there|here|what|who|you|we|they|i)'(?:s|re|ll|ve|m|d)$/;

function isBare(value: string): boolean {
  const trimmed = value.trim();
  if (!trimmed) return true;
  const sentences = trimmed.split(/(?<=[.!?])\s+/).filter(Boolean);
  if (sentences.length > 1 || /\?\s*$/.test(trimmed)) return false;
  const words =
    trimmed
      .toLowerCase()
      .replace(/[’]/g, "'")
      .match(/[\p{L}\p{N}']+/gu) ?? [];
  if (words.length > BARE_WORDS_MAX) return false;
  return !words.some((word) => VERBS.has(word) || CONTRACTION.test(word));
}

const LABEL = /^[\s•*·👉✨🤍📏📦🔎✅-]*([\p{L}\p{N}'’&., ]{1,40}?)\s*:\s+(.*)$/u;

function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=\S)/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export function findLabelLines(text: string, context: LabelContext): LabelLine[] {
  const found: LabelLine[] = [];
  for (const pattern of META_FILLER) {
    const match = pattern.exec(text);
    if (match)
      found.push({ kind: "meta-filler", excerpt: excerptAround(text, match.index, match[0].length) });
  }
  for (const sentence of sentencesOf(text)) {
    const match = LABEL.exec(sentence);
    if (!match) continue;
    const label = (match[1] ?? "").trim().toLowerCase().replace(/[’]/g, "'").normalize("NFC");
    const value = match[2] ?? "";
    const words = label.split(/\s+/).filter(Boolean);
    if (words.length === 0 || words.length > 5) continue;
    if (/^https?$/.test(label)) continue;
    if (context === "caption") {
      if (CAPTION_LABELS.has(label)) continue;
      if (isBare(value)) found.push({ kind: "label-line", excerpt: sentence });
      continue;
    }
    if (SPEC_LABELS.has(label)) {
      if (EMPTY_VALUE.test(value.trim())) found.push({ kind: "empty-spec", excerpt: sentence });
      continue;
    }
    if (isBare(value)) found.push({ kind: "label-line", excerpt: sentence });
  }
  return found;
}

function excerptAround(text: string, index: number, length: number): string {
  const from = Math.max(0, index - 30);
  return text
    .slice(from, index + length + 30)
    .replace(/\s+/g, " ")
    .trim();
}
