import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serverFile } from "../../../../server-paths";
import { type Department, type LexiconFile, lexiconFileSchema, type ProductType } from "./schema";

/**
 * The product lexicon: every product type the offline writer knows by name, with its categories,
 * price band, materials and search words. Loaded once from data/products/*.json and checked as a
 * whole (schema, unique keys and names, known departments) so a copywriter's typo fails loudly.
 */
export interface Lexicon {
  departments: ReadonlyMap<string, Department>;
  products: readonly ProductType[];
  byKey: ReadonlyMap<string, ProductType>;
  /** Every name and alias (lowercase, singular and plural) → its product type. */
  byName: ReadonlyMap<string, ProductType>;
  /** The longest name has this many words: the matcher never looks further. */
  longestName: number;
}

export const LEXICON_DIR = serverFile("providers/generation/builtin/lexicon/data/products");

export class LexiconError extends Error {}

/** Reads and checks every lexicon file in a folder (the default folder unless a test passes one). */
export function loadLexicon(folder = LEXICON_DIR): Lexicon {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort();
  const parsed: [string, LexiconFile][] = files.map((name) => {
    const raw: unknown = JSON.parse(readFileSync(join(folder, name), "utf8"));
    const result = lexiconFileSchema.safeParse(raw);
    if (!result.success) {
      const first = result.error.issues[0];
      throw new LexiconError(`${name}: ${first?.path.join(".")}: ${first?.message}`);
    }
    return [name, result.data];
  });
  return buildLexicon(parsed);
}

export function buildLexicon(files: readonly [string, LexiconFile][]): Lexicon {
  const departments = new Map<string, Department>();
  for (const [file, data] of files) {
    for (const department of data.departments) {
      if (departments.has(department.key)) {
        throw new LexiconError(`${file}: department "${department.key}" is defined twice`);
      }
      departments.set(department.key, department);
    }
  }
  const byKey = new Map<string, ProductType>();
  const byName = new Map<string, ProductType>();
  const products: ProductType[] = [];
  let longestName = 1;
  for (const [file, data] of files) {
    for (const product of data.products) {
      if (byKey.has(product.key))
        throw new LexiconError(`${file}: product "${product.key}" is defined twice`);
      if (!departments.has(product.department)) {
        throw new LexiconError(
          `${file}: product "${product.key}" names unknown department "${product.department}"`,
        );
      }
      byKey.set(product.key, product);
      products.push(product);
      for (const name of namesOf(product)) {
        const owner = byName.get(name);
        if (owner && owner !== product) {
          throw new LexiconError(`${file}: "${name}" names both "${owner.key}" and "${product.key}"`);
        }
        byName.set(name, product);
        longestName = Math.max(longestName, name.split(" ").length);
      }
    }
  }
  return { departments, products, byKey, byName, longestName };
}

/** A product type's name, plural and aliases, and each alias's plural (a plain "s"). */
function namesOf(product: ProductType): string[] {
  const names = new Set([product.name, product.plural]);
  for (const alias of product.aliases) {
    names.add(alias);
    names.add(pluralOf(alias));
  }
  return [...names];
}

/** English plural for alias matching: "glass" → "glasses", "box" → "boxes", "mug" → "mugs". */
export function pluralOf(noun: string): string {
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/**
 * A text's words as written, the way every lookup splits them: "13-inch", "3.5", "d&g" and
 * "rock'n'roll" stay one word; punctuation around a word goes.
 */
export function tokenise(text: string): string[] {
  return text
    .replace(/’/g, "'")
    .split(/[^\p{L}\p{N}&'+.-]+/u)
    .map((word) => word.replace(/^[.'-]+|[.'-]+$/g, ""))
    .filter(Boolean);
}

let cached: Lexicon | undefined;

/** The lexicon from the default folder, loaded on first use. */
export function lexicon(): Lexicon {
  cached ??= loadLexicon();
  return cached;
}

export interface ProductMatch {
  product: ProductType;
  /** The words that matched, as the seller wrote them (lowercase): "espresso cups". */
  matched: string;
  /** Word position of the match in the text, for "the first product named wins" ties. */
  at: number;
}

/**
 * The product type a text names. The words are read left to right, taking the longest lexicon
 * name at each position; a name directly followed by another is a modifier of it ("canvas tote
 * bag", "leopard print dress", "glass jar"), so the later one is the product. The text is then
 * read as phrases cut at commas and linking words ("with", "in", "for", "of"…): the first phrase
 * that names a product wins, and in it the last name, since English puts the product last
 * ("Van Gogh Starry Night art print, 8x10 poster" is an art print, not a van; "t-shirt with a mug
 * print" is a t-shirt).
 */
export function findProductType(text: string, lex: Lexicon = lexicon()): ProductMatch | undefined {
  const words = tokenise(text).map((word) => word.toLowerCase());
  const cuts = phraseCuts(text, words.length);
  const matches: (ProductMatch & { end: number })[] = [];
  let start = 0;
  while (start < words.length) {
    let found: (ProductMatch & { end: number }) | undefined;
    for (let length = Math.min(lex.longestName, words.length - start); length >= 1; length--) {
      const candidate = words.slice(start, start + length).join(" ");
      const product = lex.byName.get(candidate);
      if (product) {
        found = { product, matched: candidate, at: start, end: start + length };
        break;
      }
    }
    if (found) {
      matches.push(found);
      start = found.end;
    } else {
      start += 1;
    }
  }
  const named = matches.filter((match) => !isNegated(words, match.at, match.end));
  const heads = named.filter((match, index) => named[index + 1]?.at !== match.end || cuts[match.end]);
  const phraseOf = (at: number) => cuts.slice(0, at + 1).filter(Boolean).length;
  const firstPhrase = heads[0] ? phraseOf(heads[0].at) : 0;
  const head = heads.filter((match) => phraseOf(match.at) === firstPhrase).pop();
  return head ? { product: head.product, matched: head.matched, at: head.at } : undefined;
}

/** Words that say a thing is absent: "no charger", "without box", "sin funda", "ohne Akku". */
const NEGATORS = new Set([
  "no",
  "without",
  "missing",
  "minus",
  "excluding",
  "sans",
  "sin",
  "ohne",
  "kein",
  "keine",
  "keinen",
]);
/** Words between a negator and the thing it negates: "no og box", "without the original case". */
const NEGATED_FILLERS = new Set(["the", "a", "an", "any", "og", "original", "orig", "its", "le", "la", "el"]);
/** What follows a thing said to be absent: "charger not incl", "case sold separately". */
const ABSENT_AFTER = new Set(["not", "isn't", "aren't", "missing", "excluded", "nicht", "non", "pas"]);

/**
 * A name said to be absent is not what is sold: "drill, tool only - NO battery NO charger" is no
 * charger, "bike, helmet not included" no helmet, "camera sin funda" no case.
 */
function isNegated(words: readonly string[], at: number, end: number): boolean {
  let before = at - 1;
  while (before >= 0 && NEGATED_FILLERS.has(words[before] ?? "")) before -= 1;
  if (before >= 0 && NEGATORS.has(words[before] ?? "")) return true;
  const next = words[end];
  if (next !== undefined && ABSENT_AFTER.has(next)) return true;
  return next === "sold" && words[end + 1] === "separately";
}

/** Linking words that end a product's phrase: what follows describes it. */
const LINKS = new Set([
  "with",
  "in",
  "for",
  "of",
  "from",
  "by",
  "featuring",
  "and",
  "or",
  "on",
  "made",
  "glazed",
  "printed",
]);

/**
 * For each word position, whether a new phrase starts there: after a comma, semicolon, dash,
 * bracket or full stop in the text, and at a linking word.
 */
function phraseCuts(text: string, count: number): boolean[] {
  const cuts: boolean[] = new Array(count + 1).fill(false);
  const pieces = text.replace(/’/g, "'").split(/(?=[,;()[\]|/]|\s[–—-]\s|\.\s)/);
  let at = 0;
  for (const piece of pieces) {
    const words = tokenise(piece);
    if (at > 0 && words.length) cuts[at] = true;
    words.forEach((word, index) => {
      if (LINKS.has(word.toLowerCase())) {
        cuts[at + index] = true;
        if (at + index + 1 <= count) cuts[at + index + 1] = true;
      }
    });
    at += words.length;
  }
  return cuts;
}
