import type { BuiltinLanguage } from "../../../../domain/languages";
import { uniqueCaseless } from "./phrase-match";

const UNIT = String.raw`(?:fl\.?\s?oz|oz|ml|cl|l|litre|liter|cm|mm|in|inch|inches|ft|feet|m|kg|g|gr|lb|lbs|gb|tb|mb|mah|w|v|hz|mp|qt|pt|gal|pcs|pieces|pack|ct|count|page|pages|pg|yd|yds|yards|gsm|x)`;
const SIZE_LETTER = "(?:XXS|XS|S|M|L|XL|XXL|XXXL|[2-6]XL)";
const SPEC_PATTERNS: RegExp[] = [
  // 8 x 10 in, 30x40cm, 18"x18"
  new RegExp(
    String.raw`\b\d+(?:[.,]\d+)?\s?"?\s?[x×]\s?\d+(?:[.,]\d+)?(?:\s?[x×]\s?\d+(?:[.,]\d+)?)?\s?(?:${UNIT}\b|")?`,
    "giu",
  ),
  // 12oz, 12 oz, 500 ml, 8GB, 13-inch, 16"; never part of a code ("1145G7") nor a fraction's
  // denominator ("trim to 1/4in" is no "4in")
  new RegExp(
    String.raw`(?<!\d\/)\b\d+(?:[.,]\d+)?(?:\s|-)?${UNIT}(?![\p{L}\p{N}])|(?<!\d\/)\b\d+(?:[.,]\d+)?"`,
    "giu",
  ),
  // French capacities, in capitals so "to" and "mo" stay words: 8 Go, 256 Go, 1 To
  /\b\d+(?:[.,]\d+)?\s?(?:Go|To|Mo)\b/gu,
  // size M, sz 10, US 9.5, EU 40, W32 L32, taille 39, Größe M, talla 38, Gr. D6
  /\b(?:size|sz|us|uk|eu|talla|taille|gr(?:ö|oe)(?:ß|ss)e|gr\.)(?:\s(?:xxs|xs|s|m|l|xl|xxl|xxxl)|\s?[a-z]?\d{1,2}(?:[.,]5)?(?:\s?-\s?\d{1,2})?)\b/giu,
  /\bw\d{2}\s?l\d{2}\b/giu,
  // S-3XL, XS–L, S to XXL: a size range in capitals
  new RegExp(String.raw`\b${SIZE_LETTER}(?:\s?[-–]\s?|\s(?:to|a|à|bis)\s)${SIZE_LETTER}\b`, "gu"),
  // set of 4, pack of 3, lot of 20, 3-pack, caja de 12, lot de 5, caja x12
  /\b(?:set|pack|lot|box|bundle|bag|case|juego|lote|caja|paquete|coffret|paket|jeu)\s(?:of|de|von)\s\d{1,4}\b/giu,
  /\b\d{1,4}[-\s]?(?:pack|pk|pc|pcs|piece|pieces|count|ct|er[-\s]?set|stück|stk|unidades|piezas|pièces)\b/giu,
  /(?<![\p{L}\p{N}])x\d{1,3}\b/giu,
  // battery 91%, M1, i5-1145G7, f/1.8
  /\b(?:battery|akku|batería|batterie)(?:\s(?:health|at|al|à))?\s?\d{2,3}\s?%/giu,
  /\b(?:m[1-4](?:\s(?:pro|max))?|i[3579](?:-\d{4,5}[a-z]{0,2}\d?)?|ryzen\s\d)\b/giu,
  /\bf\/\d{1,2}(?:[.,]\d)?\b/giu,
  // edition of 50, 30 exemplaires
  /\b(?:edition|ed\.)\s+of\s+\d{1,5}\b|\b\d{1,5}\s(?:exemplaires|ejemplares|exemplare)\b/giu,
  // ages 3-6, age 3+, 3+ years, dès 12 mois, a partir de 3 años, ab 3 Jahren
  /\bages?\s\d{1,2}(?:\s?(?:-|–|to)\s?\d{1,2}|\+)|\b\d{1,2}\+\s?(?:years?|yrs|months?)\b|\b(?:dès|à partir de|a partir de|ab)\s\d{1,2}\s(?:mois|ans|meses|años|monaten|jahren)\b/giu,
];

/**
 * Capacity, memory, dimensions, weight, counts and sizes, verbatim as typed ("12oz", "8 GB",
 * "set of 3", "sz 10", "battery 91%"), then what the product field counts ("5 stickers", "12
 * hand decorated cookies") and the year it names ("LP, 1977 original pressing"). A spec inside
 * another is said once.
 */
export function readSpecs(text: string, productText = "", language: BuiltinLanguage = "en"): string[] {
  const found: Span[] = [];
  for (const pattern of SPEC_PATTERNS) {
    for (const match of text.matchAll(pattern)) addSpan(found, match[0], match.index ?? 0);
  }
  const specs = found.sort((a, b) => a.start - b.start).map((spec) => spec.text);
  // A count said by a pack spec already ("lot of 20" and "20 kids picture books") is said once.
  const numbers = new Set(specs.flatMap((spec) => spec.match(/\d+/g) ?? []));
  const counts = countsIn(productText, language).filter((count) => !numbers.has(count.split(" ")[0] ?? ""));
  const named = [...counts, ...yearsIn(productText)].filter(
    (spec) => !specs.some((other) => overlapsText(other, spec)),
  );
  return uniqueCaseless([...specs, ...named]).slice(0, 12);
}

interface Span {
  text: string;
  start: number;
  end: number;
}

function addSpan(found: Span[], text: string, start: number): void {
  const end = start + text.length;
  if (found.some((other) => start < other.end && end > other.start)) return;
  found.push({ text: text.trim(), start, end });
}

/** "5 stickers" and "5 stickers each 3in" share their number: one is said. */
function overlapsText(a: string, b: string): boolean {
  const digits = (text: string): string[] => text.match(/\d+/g) ?? [];
  const shared = digits(a).some((number) => digits(b).includes(number));
  return shared && (a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase()));
}

/** Time spans and money are not what the item holds ("3 wks", "5 days", "2 hrs", "10 dollars"). */
const NOT_COUNTED =
  /^(?:days?|nights?|weeks?|wks?|hours?|hrs?|minutes?|mins?|seconds?|secs?|months?|mos?|years?|yrs?|times|fois|veces|mal|mens|womens|kids|dollars|euros|bucks|cents|miles|días|semanas|horas|meses|años|jours|semaines|heures|mois|ans|tage|werktage|wochen|stunden|std|monate|jahre|minuten|orders|sizes|colors|colours)$/iu;
const LINKING =
  /^(?:of|for|the|and|or|with|w\/|to|in|on|at|by|per|a|an|de|del|la|el|y|o|con|en|para|por|du|des|le|les|et|ou|avec|pour|à|und|oder|mit|für|von|im|am|zu)$/iu;

/**
 * A number before what it counts, with up to two describing words between ("5 stickers", "3
 * initial concepts", "12 hand decorated cookies", "24 Türchen"): a plural noun in English,
 * Spanish and French, a capitalised noun in German. A year, a price, a share or a time is not
 * a count, nor is what follows "first" ("first 50 orders").
 */
function countsIn(text: string, language: BuiltinLanguage): string[] {
  const counts: string[] = [];
  const pattern =
    /(?<![\p{L}\p{N}.,/$€£#+-])(?<!first\s)(\d{1,3})\s+([^\s\d,.;:!?()][^\s,.;:!?()]*(?:\s+[^\s\d,.;:!?()][^\s,.;:!?()]*){0,2})/giu;
  for (const match of text.matchAll(pattern)) {
    const number = Number(match[1]);
    // "QuietComfort 45 Kopfhörer": a number after a name is the model's.
    const before = text.slice(Math.max(0, (match.index ?? 0) - 20), match.index ?? 0);
    if (number < 2 || /(?<![.!?:]\s|^)\p{Lu}[\p{L}\p{N}-]*\s$/u.test(before)) continue;
    const words = (match[2] ?? "").split(/\s+/);
    const at = words.findIndex((word, index) => LINKING.test(word) || isCounted(word, language) || index > 2);
    const noun = at >= 0 ? words[at] : undefined;
    if (!noun || at > 2 || !isCounted(noun, language)) continue;
    // German capitalises a naming word before the noun too ("12 Lightroom Presets").
    const end = language === "de" && at < 2 && isCounted(words[at + 1] ?? "", language) ? at + 1 : at;
    // "up to 10 letters" is a limit, not ten letters: the limit stays with the count.
    const limit = UP_TO.exec(before)?.[1];
    counts.push(`${limit ? `${limit} ` : ""}${match[1]} ${words.slice(0, end + 1).join(" ")}`);
  }
  return counts;
}

const UP_TO = /(?<![\p{L}])(up to|max\.?|maximum|at most|hasta|jusqu'à|jusqu’à|bis zu)\s$/iu;

function isCounted(word: string, language: BuiltinLanguage): boolean {
  if (NOT_COUNTED.test(word) || LINKING.test(word) || !/^\p{L}[\p{L}'-]*$/u.test(word)) return false;
  if (language === "de") return /^\p{Lu}\p{Ll}/u.test(word);
  return word.length >= 4 && /[sx]$/iu.test(word);
}

/**
 * The year the product field names ("Rumours LP, 1977 pressing", "MacBook Air M1 2020", "planner
 * 2025"), not one after a preposition ("bought in 2016", "since 1998", "seit 2010").
 */
function yearsIn(text: string): string[] {
  const years: string[] = [];
  for (const match of text.matchAll(
    /(?<![\p{L}\p{N}.,/$€£#-])(?:19[2-9]\d|20[0-4]\d)(?![\p{L}\p{N}]|s\b)/gu,
  )) {
    const at = match.index ?? 0;
    const before = text.slice(Math.max(0, at - 12), at).toLowerCase();
    if (/\b(?:in|since|from|est\.?|en|desde|depuis|seit|im|von|de)\s+$/u.test(before)) continue;
    years.push(match[0]);
  }
  return years;
}
