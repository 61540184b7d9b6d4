import { Said } from "../../phrasebook/phrasebook";
import type { Rng } from "../../rng";
import { type SpanishPhrasebookFile, spanishPhrasebookFile } from "./data";
import { type Agreement, agree, capitalise } from "./grammar";

export { Said };

export type Slots = Readonly<Record<string, string | undefined>>;

const SLOT = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/**
 * A template with its agreement resolved and its slots filled; undefined when a slot it needs
 * has no value or it needs a gender nobody knows. Agreement is resolved on the template before the
 * slots are filled, so an "@" or "[" in the seller's own words is never read as markup.
 */
export function render(template: string, slots: Slots, agreement: Agreement): string | undefined {
  const agreed = agree(template, agreement);
  if (agreed === undefined) return undefined;
  let missing = false;
  const text = agreed.replace(SLOT, (_, name: string) => {
    const key = name.charAt(0).toLowerCase() + name.slice(1);
    const value = slots[key];
    // An empty string is a slot left empty on purpose ("{datos}" with nothing to add).
    if (value === undefined || (value.trim() === "" && value !== "")) {
      missing = true;
      return "";
    }
    return name === key ? value : capitalise(value);
  });
  if (missing) return undefined;
  // Two slots side by side may say a word twice ("de cerámica de cerámica"): once.
  return text.replace(/(?<![\p{L}\p{N}])(\p{L}{3,}(?: \p{L}+)?)(?: \1)+(?![\p{L}\p{N}])/giu, "$1");
}

/** The Spanish phrasebook of one writer (social or listings). */
export class SpanishPhrasebook {
  constructor(private readonly file: SpanishPhrasebookFile) {}

  has(section: string): boolean {
    return Object.hasOwn(this.file.sections, section);
  }

  templates(section: string): readonly string[] {
    return this.file.sections[section] ?? [];
  }

  sections(): string[] {
    return Object.keys(this.file.sections);
  }

  /**
   * One sentence from the first of `sections` with a template whose slots are filled, that
   * agrees with the product and that the generation has not said; `accept` may refuse it
   * (a caption's own repetition check), and the next template is tried.
   */
  pick(
    sections: string | readonly string[],
    slots: Slots,
    agreement: Agreement,
    rng: Rng,
    said: Said,
    accept: (text: string) => boolean = () => true,
  ): string | undefined {
    for (const section of typeof sections === "string" ? [sections] : sections) {
      for (const template of rng.shuffle(this.templates(section))) {
        if (said.usedTemplate(template)) continue;
        const text = render(template, slots, agreement);
        if (text === undefined || said.has(text) || !accept(text)) continue;
        said.add(text, template);
        return text;
      }
    }
    return undefined;
  }
}

const books = new Map<string, SpanishPhrasebook>();

export function spanishPhrasebook(name: "social" | "listings"): SpanishPhrasebook {
  let book = books.get(name);
  if (!book) {
    book = new SpanishPhrasebook(spanishPhrasebookFile(name));
    books.set(name, book);
  }
  return book;
}
