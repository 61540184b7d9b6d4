import { Said } from "../../phrasebook/phrasebook";
import type { Rng } from "../../rng";
import { AGREEMENT, type Gender, SLOT, type TemplateBook } from "./data";

/**
 * German templates: `{slot}` placeholders (`{Slot}` capitalises the value) and agreement groups
 * `[m|f|n|pl]` — the four forms a word takes with the product's gender and number ("[Unser|
 * Unsere|Unser|Unsere] {p} [ist|ist|ist|sind] da!"). A template with agreement groups is only
 * used when the product's noun phrase is `agreeable`: its gender is known for sure and putting
 * an article or pronoun before it needs no change to the seller's own words (a bare noun, or a
 * feminine one whose adjectives already end in -e). Otherwise only the article-free shapes
 * (labels, colons) are used, so the seller's phrase is never wrongly declined.
 */

export interface NounPhrase {
  /** As it stands in running text: "glasierte Keramiktasse", "Ohrringe", "Tasse". */
  text: string;
  gender?: Gender;
  plural: boolean;
  /** Articles, possessives and pronouns may be put before it (see above). */
  agreeable: boolean;
}

export type Slots = Readonly<Record<string, string | undefined>>;

const FORM: Record<Gender | "pl", number> = { m: 0, f: 1, n: 2, pl: 3 };

/** The index of the noun phrase's form in an agreement group, or undefined when not agreeable. */
function formOf(noun: NounPhrase | undefined): number | undefined {
  if (!noun?.agreeable || !noun.gender) return undefined;
  return FORM[noun.plural ? "pl" : noun.gender];
}

export function capitaliseFirst(text: string): string {
  const [first = "", ...rest] = Array.from(text);
  return first.toLocaleUpperCase("de-DE") + rest.join("");
}

/** A template filled in, or undefined when a slot has no value or an agreement has no form. */
export function render(template: string, slots: Slots, noun: NounPhrase | undefined): string | undefined {
  let missing = false;
  const form = formOf(noun);
  const agreed = template.replace(AGREEMENT, (_whole, ...groups: string[]) => {
    const chosen = form === undefined ? undefined : groups[form];
    if (chosen === undefined || chosen === "-") {
      missing = true;
      return "";
    }
    return chosen;
  });
  if (missing) return undefined;
  const text = agreed.replace(SLOT, (_whole, name: string) => {
    const value = slots[name.toLowerCase()];
    if (value === undefined || value.trim() === "") {
      missing = true;
      return "";
    }
    return name.charAt(0) === name.charAt(0).toUpperCase() ? capitaliseFirst(value) : value;
  });
  if (missing) return undefined;
  // A sentence starts with a capital letter, whatever the seller's phrase began with.
  return capitaliseFirst(text.replace(/\.\./g, ".").replace(/([!?])\./g, "$1"));
}

const WORD = /[\p{L}\p{N}]+/gu;
/** Sentences of this many words or more may not come twice in one generation. */
const SENTENCE_WORDS = 3;

export function sentenceKeys(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => (sentence.toLowerCase().match(WORD) ?? []).join(" "))
    .filter((key) => key.split(" ").length >= SENTENCE_WORDS);
}

export function clauseKeys(text: string): string[] {
  return text
    .split(/[.!?…;:,\n]+|\s[–—-]\s/)
    .map((clause) => (clause.toLowerCase().match(WORD) ?? []).join(" "))
    .filter((key) => key.split(" ").length >= SENTENCE_WORDS);
}

/**
 * Picks sentences from a template book for one generation: no template twice and no sentence
 * (three words or more) twice across everything the generation writes.
 */
export class Picker {
  readonly said = new Said();
  private readonly sentences = new Set<string>();
  /** The clauses (three words or more) of the caption or listing being written. */
  private clauses = new Set<string>();

  constructor(
    private readonly book: TemplateBook,
    private readonly noun: NounPhrase | undefined,
  ) {}

  has(section: string): boolean {
    return Object.hasOwn(this.book.sections, section);
  }

  size(section: string): number {
    return this.book.sections[section]?.length ?? 0;
  }

  /** A new caption or listing starts: a clause may come again in another one, not in this one. */
  beginText(): void {
    this.clauses = new Set();
  }

  /**
   * True (and the text remembered) when none of its sentences was said in the generation and
   * none of its clauses in this caption ("Gut zu wissen: …" twice in one post reads as a template).
   */
  claim(text: string): boolean {
    const keys = sentenceKeys(text);
    const clauses = clauseKeys(text);
    if (this.said.has(text) || keys.some((key) => this.sentences.has(key))) return false;
    if (clauses.some((key) => this.clauses.has(key))) return false;
    for (const key of keys) this.sentences.add(key);
    for (const key of clauses) this.clauses.add(key);
    this.said.add(text);
    return true;
  }

  pick(sections: string | readonly string[], slots: Slots, rng: Rng): string | undefined {
    for (const section of typeof sections === "string" ? [sections] : sections) {
      const templates = this.book.sections[section];
      if (!templates) continue;
      for (const template of rng.shuffle(templates)) {
        if (this.said.usedTemplate(template)) continue;
        const text = render(template, slots, this.noun);
        if (text === undefined || !this.claim(text)) continue;
        this.said.add(text, template);
        return text;
      }
    }
    return undefined;
  }
}
