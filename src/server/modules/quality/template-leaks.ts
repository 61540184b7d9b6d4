import { STOPWORDS, tokenise } from "./words";

export type TemplateLeakKind =
  | "empty-text"
  | "empty-field"
  | "repeated-sentence"
  | "repeated-clause"
  | "repeated-across-outputs"
  | "doubled-word"
  | "echoed-slot"
  | "article-before-plural"
  | "mid-text-ellipsis"
  | "placeholder-literal";

export interface TemplateLeak {
  kind: TemplateLeakKind;
  excerpt: string;
  /** The listing field the leak is in ("title", "tags"), when the text was one of several fields. */
  field?: string;
}

export interface TemplateLeakOptions {
  /** Decides whether the word after "a"/"an" is a plural. Receives the word lower-cased. */
  isPlural?: (word: string) => boolean;
}

/**
 * Singular words that end in a lone "s". Why: sellers write "a Christmas gift" and "a canvas
 * print" all the time, and the suffix heuristic must not call those leaks.
 */
export const SINGULAR_S_WORDS: ReadonlySet<string> = new Set([
  "alias",
  "atlas",
  "bias",
  "canvas",
  "christmas",
  "gas",
  "lens",
  "news",
  // Plural-looking words that modify the noun after them ("a kids t-shirt", "a sports bra").
  "kids",
  "sports",
  "mens",
  "womens",
  "girls",
  "boys",
  "arts",
  "crafts",
  "glasses",
  "series",
  "species",
  "thermos",
  "yes",
]);

/**
 * Why: a slot filled with a plural ("a {product}" → "a sneakers") is the commonest grammar leak of
 * a template writer. Keep it simple: ends in "s" but not "ss"/"us"/"is" ("a dress", "a cactus",
 * "a trellis" are fine), minus a short list of singular "-s" words.
 */
export function defaultIsPlural(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 3 || !w.endsWith("s")) return false;
  if (w.endsWith("ss") || w.endsWith("us") || w.endsWith("is") || w.endsWith("'s")) return false;
  return !SINGULAR_S_WORDS.has(w);
}

/** Why: a caller with a real noun list can plug it in instead of the suffix heuristic. */
export function pluralFromList(plurals: Iterable<string>): (word: string) => boolean {
  const set = new Set([...plurals].map((word) => word.toLowerCase()));
  return (word) => set.has(word.toLowerCase());
}

const PLACEHOLDER_WORDS = ["undefined", "null", "NaN"] as const;
const EXCERPT_RADIUS = 30;
const MIN_CLAUSE_WORDS = 3;
/** A sentence shorter than this may recur across one generation's outputs ("Shop now."). */
export const MIN_CROSS_OUTPUT_WORDS = 4;
const LEADING_CONNECTIVES = new Set(["and", "or", "but", "plus", "so", "also"]);

/**
 * Why: these are the fingerprints of a template writer gone wrong — an unfilled slot, a value
 * that stringified badly, a sentence emitted twice, a word emitted twice, a truncation mid-text —
 * that a human seller would never write. Returns one entry per finding, in a stable order by kind.
 */
export function findTemplateLeaks(text: string, options: TemplateLeakOptions = {}): TemplateLeak[] {
  if (text.trim() === "") return [{ kind: "empty-text", excerpt: "" }];
  const isPlural = options.isPlural ?? defaultIsPlural;
  return [
    ...repeatedSegments(text),
    ...doubledWords(text),
    ...echoedSlots(text),
    ...articleBeforePlural(text, isPlural),
    ...midTextEllipses(text),
    ...placeholderLiterals(text),
  ];
}

/** The listing fields a leak check reads; tags and bullets are lists. */
export interface ListingFields {
  title: string;
  description: string;
  category: string;
  suggestedPrice: string;
  tags: readonly string[];
  bulletPoints?: readonly string[];
  seoTitle?: string;
  seoDescription?: string;
}

const REQUIRED_LISTING_FIELDS = ["title", "description", "category", "suggestedPrice", "tags"] as const;

/**
 * Why: a listing is several fields a seller pastes one by one; an empty title, price or tag list
 * is as much a leak as "undefined" in the description. Each field is checked on its own (a
 * title may repeat a description's words), and each leak names its field.
 */
export function findListingLeaks(listing: ListingFields, options: TemplateLeakOptions = {}): TemplateLeak[] {
  const leaks: TemplateLeak[] = [];
  for (const field of REQUIRED_LISTING_FIELDS) {
    const value = listing[field];
    const empty = Array.isArray(value) ? value.length === 0 : String(value).trim() === "";
    if (empty) leaks.push({ kind: "empty-field", excerpt: "", field });
  }
  const texts: [string, string | undefined][] = [
    ["title", listing.title],
    ["description", listing.description],
    ["category", listing.category],
    ["seoTitle", listing.seoTitle],
    ["seoDescription", listing.seoDescription],
    ...listing.tags.map((tag, i): [string, string] => [`tags[${i}]`, tag]),
    ...(listing.bulletPoints ?? []).map((bullet, i): [string, string] => [`bulletPoints[${i}]`, bullet]),
  ];
  for (const [field, text] of texts) {
    if (text === undefined) continue;
    if (text.trim() === "") {
      if (!REQUIRED_LISTING_FIELDS.includes(field as (typeof REQUIRED_LISTING_FIELDS)[number])) {
        leaks.push({ kind: "empty-field", excerpt: "", field });
      }
      continue;
    }
    for (const leak of findTemplateLeaks(text, options)) leaks.push({ ...leak, field });
  }
  return leaks;
}

export interface CrossOutputRepeat {
  /** The output that repeats the sentence (the later one). */
  key: string;
  /** The output that said it first. */
  firstKey: string;
  leak: TemplateLeak;
}

/**
 * An item-specifics line ("Material: stoneware", "• Size: 12 oz", French "Matière\u202f: grès"): a fact stated the same way on
 * every marketplace, not prose a reader would notice repeating.
 */
const SPEC_LINE = /^[\s•·*–-]*\p{L}[\p{L}\p{N} '&/()-]{0,30}[\u00a0\u202f]?:\s*\S/u;

/**
 * Why: one generation's outputs are posted side by side (the same shop's Instagram and
 * Facebook, Etsy and eBay), so the same sentence in two of them reads as a template. Hashtags,
 * links and item-specifics lines are not prose and are left out; sentences shorter than
 * `minWords` may recur.
 */
export function findRepeatsAcrossOutputs(
  outputs: readonly { key: string; text: string }[],
  minWords = MIN_CROSS_OUTPUT_WORDS,
  sellerText?: string,
): CrossOutputRepeat[] {
  const sellerWords = sellerText === undefined ? undefined : new Set(tokenise(sellerText));
  const firstSaidBy = new Map<string, string>();
  const repeats: CrossOutputRepeat[] = [];
  for (const output of outputs) {
    const own = new Set<string>();
    for (const sentence of splitSentences(stripTagsAndLinks(output.text))) {
      if (SPEC_LINE.test(sentence)) continue;
      const key = tokenise(sentence).join(" ");
      if (key.split(" ").length < minWords || own.has(key)) continue;
      if (sellerWords && mostlySellers(key, sellerWords)) continue;
      own.add(key);
      const first = firstSaidBy.get(key);
      if (first === undefined) firstSaidBy.set(key, output.key);
      else if (first !== output.key) {
        repeats.push({
          key: output.key,
          firstKey: first,
          leak: { kind: "repeated-across-outputs", excerpt: key },
        });
      }
    }
  }
  return repeats;
}

/**
 * Share of a sentence's words the seller wrote from which on the sentence is their fact restated
 * ("Pre-owned, barely worn.": the condition's name and the seller's two words).
 */
const SELLER_SHARE = 0.5;

/**
 * Why: a sentence made mostly of the seller's own words ("Pre-owned, worn twice, basically no
 * creasing.") states their facts; a truthful writer states them on every platform, so its
 * recurring is not a template. Framing sentences are the writer's own words and still count.
 */
function mostlySellers(sentence: string, sellerWords: ReadonlySet<string>): boolean {
  // Function words ("of", "and", "in") carry nothing either way.
  const words = sentence.split(" ").filter((word) => !STOPWORDS.has(word));
  return (
    words.length > 0 && words.filter((word) => sellerWords.has(word)).length / words.length >= SELLER_SHARE
  );
}

/**
 * Why: the property test feeds writers hostile text ("null", "the the", "…"); a writer that
 * repeats the seller's own words verbatim has not leaked a template. Keeps only the leaks whose
 * excerpt the seller did not write themselves.
 */
export function leaksNotFrom(leaks: readonly TemplateLeak[], sellerText: string): TemplateLeak[] {
  const said = tokenise(sellerText).join(" ");
  const raw = sellerText.toLowerCase();
  return leaks.filter((leak) => {
    if (leak.kind === "empty-text" || leak.kind === "empty-field") return true;
    const excerpt = tokenise(leak.excerpt).join(" ");
    if (excerpt !== "" && ` ${said} `.includes(` ${excerpt} `)) return false;
    // Placeholder and ellipsis excerpts carry their neighbours; the marker itself may be the seller's.
    if (leak.kind === "placeholder-literal") {
      return !PLACEHOLDER_MARKS.some(
        (mark) => leak.excerpt.includes(mark) && raw.includes(mark.toLowerCase()),
      );
    }
    if (leak.kind === "mid-text-ellipsis") return !/…|\.{3}/.test(sellerText);
    return true;
  });
}

const PLACEHOLDER_MARKS = [...PLACEHOLDER_WORDS, "[object Object]", "{", "}"];

function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+|\n+/);
}

function stripTagsAndLinks(text: string): string {
  return text.replace(/https?:\/\/\S+/g, " ").replace(/#[\p{L}\p{N}_]+/gu, " ");
}

/**
 * Why: a doubled sentence ("A thoughtful gift. A thoughtful gift.") or doubled clause
 * ("…a thoughtful gift, and a thoughtful gift.") means two template parts produced the same line.
 * Compared after normalising case, punctuation and a leading "and"/"or".
 */
function repeatedSegments(text: string): TemplateLeak[] {
  const leaks: TemplateLeak[] = [];
  const reported = new Set<string>();
  const sentences = splitSentences(text);
  for (const key of duplicates(
    sentences.map((sentence) => tokenise(sentence).join(" ")),
    1,
  )) {
    reported.add(key);
    leaks.push({ kind: "repeated-sentence", excerpt: key });
  }
  const clauses = text.split(/[.!?…;:,\n]+|\s[–—-]\s/).map((clause) => {
    const words = tokenise(clause);
    while (words.length > 0 && LEADING_CONNECTIVES.has(words[0] ?? "")) words.shift();
    return words.join(" ");
  });
  for (const key of duplicates(clauses, MIN_CLAUSE_WORDS)) {
    if (!reported.has(key)) leaks.push({ kind: "repeated-clause", excerpt: key });
  }
  return leaks;
}

function duplicates(keys: readonly string[], minWords: number): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const key of keys) {
    if (key === "" || key.split(" ").length < minWords) continue;
    if (seen.has(key)) repeated.add(key);
    seen.add(key);
  }
  return [...repeated];
}

/** "the the", "gift gift": the same word twice on one line, whatever the case. Numbers may repeat. */
function doubledWords(text: string): TemplateLeak[] {
  const leaks: TemplateLeak[] = [];
  const pattern = /(?<![\p{L}\p{N}'’])(\p{L}[\p{L}\p{N}'’]*)[ \t\u00a0]+\1(?![\p{L}\p{N}'’])/giu;
  // "[object Object]" is a placeholder leak of its own, not a doubled word.
  for (const match of text.replaceAll("[object Object]", " ").matchAll(pattern)) {
    leaks.push({ kind: "doubled-word", excerpt: match[0] });
  }
  return leaks;
}

/**
 * "gift for gift buyers", "mug of mugs": a slot filled with the word just before it. Only "for",
 * "of" and "with" joints, so idioms like "day to day" and "side by side" pass.
 */
function echoedSlots(text: string): TemplateLeak[] {
  const leaks: TemplateLeak[] = [];
  const pattern = /(?<![\p{L}\p{N}])(\p{L}{3,})\s+(?:for|of|with)\s+\1(?:s|es)?(?![\p{L}\p{N}])/giu;
  for (const match of text.matchAll(pattern)) leaks.push({ kind: "echoed-slot", excerpt: match[0] });
  return leaks;
}

function articleBeforePlural(text: string, isPlural: (word: string) => boolean): TemplateLeak[] {
  const leaks: TemplateLeak[] = [];
  // A possessive plural ("a kids' tee") is fine, hence the look-ahead for a trailing apostrophe.
  const pattern = /(?<![\p{L}\p{N}'’])(an?)\s+(\p{L}[\p{L}\p{N}]*(?:['’]\p{L}+)*)(?![\p{L}\p{N}'’])/giu;
  for (const match of text.matchAll(pattern)) {
    const word = (match[2] ?? "").replace(/’/g, "'").toLowerCase();
    if (isPlural(word)) leaks.push({ kind: "article-before-plural", excerpt: match[0] });
  }
  return leaks;
}

/**
 * An ellipsis followed by more words was cut off mid-text (or is a template's "…" joint); only one
 * at the very end of a field — a truncation marker, trailing emoji at most — is allowed.
 */
function midTextEllipses(text: string): TemplateLeak[] {
  const leaks: TemplateLeak[] = [];
  for (const match of text.matchAll(/…|\.{3,}/g)) {
    const end = match.index + match[0].length;
    if (/[\p{L}\p{N}#@]/u.test(text.slice(end))) {
      leaks.push({ kind: "mid-text-ellipsis", excerpt: excerptAround(text, match.index, end) });
    }
  }
  return leaks;
}

function placeholderLiterals(text: string): TemplateLeak[] {
  const leaks: TemplateLeak[] = [];
  for (const word of PLACEHOLDER_WORDS) {
    // Case-sensitive and whole-word: "null" the value, not "annulled"; "NaN", not "naan".
    for (const match of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "gu"))) {
      leaks.push({
        kind: "placeholder-literal",
        excerpt: excerptAround(text, match.index, match.index + word.length),
      });
    }
  }
  let from = text.indexOf("[object Object]");
  while (from !== -1) {
    leaks.push({ kind: "placeholder-literal", excerpt: excerptAround(text, from, from + 15) });
    from = text.indexOf("[object Object]", from + 15);
  }
  // A template slot, filled or not: "{productName}", "{{ brand }}", or a stray brace.
  for (const match of text.matchAll(/\{+[^{}\n]{0,40}\}+|[{}]+/g)) {
    leaks.push({
      kind: "placeholder-literal",
      excerpt: excerptAround(text, match.index, match.index + match[0].length),
    });
  }
  return leaks;
}

function excerptAround(text: string, start: number, end: number): string {
  return text.slice(Math.max(0, start - EXCERPT_RADIUS), end + EXCERPT_RADIUS).trim();
}
