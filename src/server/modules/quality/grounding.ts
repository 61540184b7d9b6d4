import { maskIdioms } from "../generation/grounding/idioms";
import { withSharedHeads } from "../generation/grounding/shared-heads";
import { isNegated } from "./negation";
import type { SellerLanguage } from "./seller-briefs";
import {
  ENGLISH_FALSE_FRIENDS,
  STATEMENT_CONCEPTS,
  type StatementConcept,
  type StatementKind,
} from "./statement-vocabulary";

/**
 * Statements not grounded in the brief (issue 30): finds every colour, material, condition and
 * claim word an output states (./statement-vocabulary.ts) and traces each to what the seller
 * typed. A statement is grounded when the seller's text says the same concept (in any of the
 * four languages), a narrower one ("oak" grounds "wood", "navy" grounds "blue", "worn twice"
 * grounds "pre-owned"), or one of its accepted synonyms. A colour is grounded only by the
 * seller's colour words: the photo's measured colour grounds nothing. Negated mentions ("not
 * dishwasher safe", "no box") state nothing and are excused.
 *
 * The output's language's words and the English ones are looked for (writers and sellers mix
 * English in), except English words that are everyday words of that language ("tan" in Spanish).
 */
export interface Statement {
  concept: string;
  kind: StatementKind;
  /** The words as the output wrote them. */
  said: string;
  excerpt: string;
}

export interface GroundingOptions {
  /** Concepts grounded by something other than the seller's text (the form's condition). */
  alsoGrounded?: ReadonlySet<string>;
  concepts?: readonly StatementConcept[];
}

/** Why: one place that turns a form into a whole-word pattern body. */
function formPattern(form: string): string {
  const body = form
    .replace(/\[- \]/g, "[\\s-]")
    .replace(/ \?/g, "[\\s-]?")
    .replace(/ /g, "[\\s-]+");
  return `(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`;
}

/** Curly apostrophes become straight ones, so "women’s" and "d’occasion" match the forms. */
export function plainApostrophes(text: string): string {
  return text.normalize("NFC").replace(/[’‘ʼ]/g, "'");
}

interface CompiledConcept {
  concept: StatementConcept;
  /** How an output in each language says it (its own and the English forms). */
  said: Map<SellerLanguage, RegExp | null>;
  grounds: RegExp;
}

const compiledSets = new WeakMap<readonly StatementConcept[], CompiledConcept[]>();

function compile(concepts: readonly StatementConcept[]): CompiledConcept[] {
  const cached = compiledSets.get(concepts);
  if (cached) return cached;
  const byId = new Map(concepts.map((concept) => [concept.id, concept]));
  const resolve = (kind: StatementKind, name: string) =>
    byId.get(`${kind}:${name}`) ?? concepts.find((concept) => concept.id.endsWith(`:${name}`)) ?? undefined;
  const groundingForms = (concept: StatementConcept, seen: Set<string>): string[] => {
    if (seen.has(concept.id)) return [];
    seen.add(concept.id);
    const own = [...Object.values(concept.said).flat(), ...(concept.groundedBy ?? [])];
    const narrower = (concept.narrower ?? []).flatMap((name) => {
      const found = resolve(concept.kind, name);
      return found ? groundingForms(found, seen) : [];
    });
    return [...own, ...narrower];
  };
  const compiled = concepts.map((concept) => {
    const said = new Map<SellerLanguage, RegExp | null>();
    for (const language of ["en", "es", "fr", "de"] as const) {
      const skip = new Set(language === "en" ? [] : (ENGLISH_FALSE_FRIENDS[language] ?? []));
      const forms = [
        ...(concept.said[language] ?? []),
        ...(language === "en" ? [] : (concept.said.en ?? []).filter((form) => !skip.has(form))),
      ];
      said.set(language, forms.length > 0 ? new RegExp(forms.map(formPattern).join("|"), "giu") : null);
    }
    const grounds = new RegExp(groundingForms(concept, new Set()).map(formPattern).join("|"), "iu");
    return { concept, said, grounds };
  });
  compiledSets.set(concepts, compiled);
  return compiled;
}

interface Hit {
  start: number;
  end: number;
  compiled: CompiledConcept;
}

/**
 * Every statement an output makes, grounded or not: longest match first where two overlap
 * ("rose gold" is one statement, not also "rose" and "gold"), negated mentions left out.
 */
export function findStatements(
  output: string,
  language: SellerLanguage,
  concepts: readonly StatementConcept[] = STATEMENT_CONCEPTS,
): (Statement & { compiled: CompiledConcept })[] {
  const text = maskIdioms(plainApostrophes(output));
  const hits: Hit[] = [];
  for (const compiled of compile(concepts)) {
    const pattern = compiled.said.get(language);
    if (!pattern) continue;
    for (const match of text.matchAll(pattern)) {
      if (match[0].length === 0) continue;
      hits.push({ start: match.index, end: match.index + match[0].length, compiled });
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const kept: Hit[] = [];
  let reach = -1;
  for (const hit of hits) {
    if (hit.start < reach) continue;
    kept.push(hit);
    reach = hit.end;
  }
  return kept
    .filter((hit) => !isNegated(text, hit.start, hit.end))
    .map((hit) => ({
      concept: hit.compiled.concept.id,
      kind: hit.compiled.concept.kind,
      said: text.slice(hit.start, hit.end),
      excerpt: excerptOf(text, hit.start, hit.end),
      compiled: hit.compiled,
    }));
}

/**
 * The statements of an output the seller's text does not ground: one per concept (an output
 * saying "caramel" three times states one false thing), in order of first appearance.
 */
export function findUngroundedStatements(
  sellerText: string,
  output: string,
  language: SellerLanguage,
  options: GroundingOptions = {},
): Statement[] {
  const seller = plainApostrophes(withSharedHeads(sellerText));
  const found: Statement[] = [];
  const seen = new Set<string>();
  for (const statement of findStatements(output, language, options.concepts)) {
    if (seen.has(statement.concept)) continue;
    seen.add(statement.concept);
    if (options.alsoGrounded?.has(statement.concept)) continue;
    if (statement.compiled.grounds.test(seller)) continue;
    const { compiled: _compiled, ...rest } = statement;
    found.push(rest);
  }
  return found;
}

/** The condition concepts the seller's own text states (the form's condition counts only without them). */
export function conditionConceptsIn(sellerText: string): string[] {
  return findStatements(sellerText, "en")
    .concat(...(["es", "fr", "de"] as const).map((language) => findStatements(sellerText, language)))
    .filter((statement) => statement.kind === "condition")
    .map((statement) => statement.concept)
    .filter((concept, index, all) => all.indexOf(concept) === index);
}

const EXCERPT_RADIUS = 40;

function excerptOf(text: string, start: number, end: number): string {
  const from = Math.max(0, start - EXCERPT_RADIUS);
  const to = Math.min(text.length, end + EXCERPT_RADIUS);
  return `${from > 0 ? "…" : ""}${text.slice(from, to).replace(/\s+/g, " ").trim()}${to < text.length ? "…" : ""}`;
}
