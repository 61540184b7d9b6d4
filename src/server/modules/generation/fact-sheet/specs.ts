import { uniqueCaseless } from "./phrase-match";

const UNIT = String.raw`(?:fl\.?\s?oz|oz|ml|cl|l|litre|liter|cm|mm|in|inch|inches|ft|feet|m|kg|g|gr|lb|lbs|gb|tb|mb|mah|w|v|hz|mp|qt|pt|gal|pcs|pieces|pack|ct|count|page|pages|pg|x)`;
const SPEC_PATTERNS: RegExp[] = [
  // 8 x 10 in, 30x40cm, 18"x18"
  new RegExp(
    String.raw`\b\d+(?:[.,]\d+)?\s?"?\s?[x×]\s?\d+(?:[.,]\d+)?(?:\s?[x×]\s?\d+(?:[.,]\d+)?)?\s?(?:${UNIT}\b|")?`,
    "giu",
  ),
  // 12oz, 12 oz, 500 ml, 8GB, 13-inch, 16"
  new RegExp(String.raw`\b\d+(?:[.,]\d+)?(?:\s|-)?${UNIT}(?![\p{L}])|\b\d+(?:[.,]\d+)?"`, "giu"),
  // size M, sz 10, US 9.5, EU 40, W32 L32, taille 39, Größe M, talla 38
  /\b(?:size|sz|us|uk|eu|talla|taille|gr(?:ö|oe)(?:ß|ss)e|gr\.)(?:\s(?:xxs|xs|s|m|l|xl|xxl|xxxl)|\s?\d{1,2}(?:[.,]5)?(?:\s?-\s?\d{1,2})?)\b/giu,
  /\bw\d{2}\s?l\d{2}\b/giu,
  // set of 4, pack of 3, lot of 20, 3-pack, 6 stickers, caja de 12, lot de 5
  /\b(?:set|pack|lot|box|bundle|bag|case|juego|lote|caja|paquete|coffret|paket)\s(?:of|de|von)\s\d{1,4}\b/giu,
  /\b\d{1,4}[-\s]?(?:pack|pk|pc|pcs|piece|pieces|count|ct|er[-\s]?set|stück|stk|unidades|piezas|pièces)\b/giu,
  // battery 91%, 128 GB, M1, i5, 2mm
  /\b(?:battery|akku|batería|batterie)(?:\s(?:health|at|al|à))?\s?\d{2,3}\s?%/giu,
  /\b(?:m[1-4](?:\s(?:pro|max))?|i[3579]-?\d{0,5}|ryzen\s\d)\b/giu,
];

/**
 * Capacity, memory, dimensions, weight, counts and sizes, verbatim as typed ("12oz", "8 GB",
 * "set of 3", "sz 10", "battery 91%"). A spec inside another is said once.
 */
export function readSpecs(text: string): string[] {
  const found: { text: string; start: number; end: number }[] = [];
  for (const pattern of SPEC_PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && end > other.start)) continue;
      found.push({ text: match[0].trim(), start, end });
    }
  }
  return uniqueCaseless(found.sort((a, b) => a.start - b.start).map((spec) => spec.text)).slice(0, 12);
}
