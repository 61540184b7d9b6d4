import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { Rng } from "../rng";
import { article, capitalise } from "../text";

/**
 * Sentence shapes as data. A phrasebook file maps section names to lists of templates; a
 * template is a sentence with `{slot}` placeholders ("Meet the {product} {brand} made for
 * {audience}."). `{Slot}` (capitalised) capitalises the value. A template is only used when every
 * slot it names has a value, so a shape never says "for undefined" and never leaves a hole.
 *
 * Files live in ./data, one per writer (social.json, listings.json), and are validated when first
 * loaded: unknown slots and empty sections fail loudly (in `npm test`), not mid-generation.
 * A copywriter extends the writer by adding templates here, without touching logic.
 */

const SLOT = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

const templateSchema = z
  .string()
  .min(2)
  .max(400)
  .refine((text) => !/\{(?![A-Za-z][A-Za-z0-9]*\})/.test(text), "a '{' must open a {slot}");

export const phrasebookFileSchema = z
  .object({
    /** Every slot name a template in this file may use (lowercase first letter). */
    slots: z.array(z.string().regex(/^[a-z][A-Za-z0-9]*$/)).min(1),
    sections: z.record(z.string().regex(/^[a-z][A-Za-z0-9.-]*$/), z.array(templateSchema).min(1)),
  })
  .strict()
  .superRefine((file, ctx) => {
    const known = new Set(file.slots);
    for (const [section, templates] of Object.entries(file.sections)) {
      templates.forEach((template, index) => {
        for (const name of slotsOf(template)) {
          if (!known.has(lowerFirst(name))) {
            ctx.addIssue({
              code: "custom",
              path: ["sections", section, index],
              message: `unknown slot {${name}}`,
            });
          }
        }
      });
    }
  });

export type PhrasebookFile = z.output<typeof phrasebookFileSchema>;
export type Slots = Readonly<Record<string, string | undefined>>;

const PHRASEBOOK_DIR = join(dirname(fileURLToPath(import.meta.url)), "data");

export class PhrasebookError extends Error {}

export function slotsOf(template: string): string[] {
  return [...template.matchAll(SLOT)].map((match) => match[1] as string);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Reads and validates a phrasebook file from ./data (or a test's folder). */
export function loadPhrasebook(name: string, folder = PHRASEBOOK_DIR): Phrasebook {
  const raw: unknown = JSON.parse(readFileSync(join(folder, `${name}.json`), "utf8"));
  const result = phrasebookFileSchema.safeParse(raw);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new PhrasebookError(`${name}.json: ${first?.path.join(".")}: ${first?.message}`);
  }
  return new Phrasebook(name, result.data);
}

/** "a {product}" in a template: the article is chosen for the slot's value ("an art print"). */
const ARTICLE_BEFORE_SLOT = /\b([Aa])n? \{([A-Za-z][A-Za-z0-9]*)\}/g;

/** A template with its slots filled, or undefined when a slot it needs has no value. */
export function render(template: string, slots: Slots): string | undefined {
  let missing = false;
  const withArticles = template.replace(ARTICLE_BEFORE_SLOT, (whole, a: string, name: string) => {
    const value = slots[lowerFirst(name)];
    if (!value) return whole;
    const chosen = article(value);
    return `${a === "A" ? capitalise(chosen) : chosen} {${name}}`;
  });
  const text = withArticles.replace(SLOT, (_, name: string) => {
    const value = slots[lowerFirst(name)];
    if (value === undefined || value.trim() === "") {
      missing = true;
      return "";
    }
    return name === lowerFirst(name) ? value : value.charAt(0).toUpperCase() + value.slice(1);
  });
  if (missing) return undefined;
  // Two slots side by side may say a word twice ("handmade soap soap bar"): say it once.
  const said = text.replace(/\b(\p{L}+)(?:\s+\1\b)+/giu, "$1");
  return readsBroken(said) ? undefined : said;
}

/**
 * A filled template that reads as a template: a slot echoing the word before it ("Planning for
 * planning", "Book for books") or a sentence left hanging on an article ("Made for a"). Such a
 * shape is skipped for this product and another one is chosen.
 */
const ECHO = /(?<![\p{L}\p{N}])(\p{L}{3,})\s+(?:for|of|with)\s+\1(?:s|es)?(?![\p{L}\p{N}])/iu;
const HANGING_ARTICLE = /(?:^|\s)(?:a|an|the)\s*[.!?:,;]?\s*$/i;

function readsBroken(text: string): boolean {
  return ECHO.test(text) || HANGING_ARTICLE.test(text);
}

/**
 * What one generation has already said, shared by every platform or marketplace it writes, so no
 * sentence (and no template) is used twice in one generation.
 */
export class Said {
  private readonly sentences = new Set<string>();
  private readonly templates = new Set<string>();

  has(sentence: string): boolean {
    return this.sentences.has(normalised(sentence));
  }

  usedTemplate(template: string): boolean {
    return this.templates.has(template);
  }

  add(sentence: string, template?: string): void {
    this.sentences.add(normalised(sentence));
    if (template) this.templates.add(template);
  }
}

function normalised(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export class Phrasebook {
  constructor(
    readonly name: string,
    private readonly file: PhrasebookFile,
  ) {}

  sections(): string[] {
    return Object.keys(this.file.sections);
  }

  templates(section: string): readonly string[] {
    const list = this.file.sections[section];
    if (!list) throw new PhrasebookError(`${this.name}: no section "${section}"`);
    return list;
  }

  has(section: string): boolean {
    return Object.hasOwn(this.file.sections, section);
  }

  /**
   * One sentence from a section: the templates in an order drawn from `rng`, the first whose
   * slots are all filled and that this generation has not said yet. Undefined when none fits.
   * Sections may be tried in order of preference: pick(["tiktok.hook.fun", "tiktok.hook"], …).
   */
  pick(sections: string | readonly string[], slots: Slots, rng: Rng, said?: Said): string | undefined {
    for (const section of typeof sections === "string" ? [sections] : sections) {
      if (!this.has(section)) continue;
      for (const template of rng.shuffle(this.templates(section))) {
        if (said?.usedTemplate(template)) continue;
        const text = render(template, slots);
        if (text === undefined || said?.has(text)) continue;
        said?.add(text, template);
        return text;
      }
    }
    return undefined;
  }
}
