import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * The German writer's data: the noun table (lexicon type key → German noun, plural, gender),
 * colour, material and occasion words, and the two template books. Everything is validated on
 * first load, so a typo in a JSON file fails in `npm test`, never mid-generation.
 */

const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), "data");

export class GermanDataError extends Error {}

function load<T>(name: string, schema: z.ZodType<T>): T {
  const raw: unknown = JSON.parse(readFileSync(join(DATA_DIR, `${name}.json`), "utf8"));
  const result = schema.safeParse(raw);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new GermanDataError(`de/${name}.json: ${first?.path.join(".")}: ${first?.message}`);
  }
  return result.data;
}

// ---------------------------------------------------------------------------------------------
// Nouns.

export type Gender = "m" | "f" | "n";

/** A German noun: capitalised (compounds closed up or hyphenated, as Germans write them). */
const germanNoun = z
  .string()
  .min(2)
  .max(40)
  .regex(/^\p{Lu}[\p{L}\p{N} -]*$/u, "a German noun starts with a capital letter");

const nounSchema = z
  .object({
    /** Singular: "Tasse". */
    s: germanNoun,
    /** Plural: "Tassen". */
    p: germanNoun,
    g: z.enum(["m", "f", "n"]),
    /** "pl": the product is named in the plural ("Ohrringe", "Socken"), as German shops do. */
    zahl: z.literal("pl").optional(),
    /** What German buyers also type for it (tags, Pinterest keywords). */
    suche: z.array(z.string().min(2).max(30)).default([]),
    /** What it is for, as a "für …" phrase. */
    zweck: z
      .array(
        z
          .string()
          .min(5)
          .max(60)
          .regex(/^(?:für|fürs|zum|zur) /, "a use starts with für/fürs/zum/zur"),
      )
      .default([]),
  })
  .strict();

export type GermanNoun = z.output<typeof nounSchema>;

const nounFileSchema = z
  .object({ nouns: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), nounSchema) })
  .strict();

// ---------------------------------------------------------------------------------------------
// Words.

const wordsSchema = z
  .object({
    colours: z.record(z.string(), germanNoun),
    colourModifiers: z.record(z.string(), z.string().regex(/^\p{Lu}\p{Ll}+$/u)),
    plainColours: z.array(z.string()),
    /** "Keramik" (after "aus"), "+Mondstein" (after "mit"), "~vergoldet" (a finish). */
    materials: z.record(z.string(), z.string().regex(/^[+~]?[\p{L}\p{N}][\p{L}\p{N} -]*$/u)),
    germanMaterials: z.record(z.string().regex(/^\p{Ll}+$/u), germanNoun),
    germanMaterialExclusions: z.array(z.string()),
    germanColours: z.record(z.string().regex(/^\p{Ll}+$/u), germanNoun),
    germanColourPrefixes: z.array(z.string().regex(/^\p{Ll}+$/u)),
    handmadeWords: z.array(z.string().min(3)),
    conditions: z.object({
      used: z.array(z.string()),
      vintage: z.array(z.string()),
      refurbished: z.array(z.string()),
      new: z.array(z.string()),
    }),
    occasions: z.array(
      z
        .object({
          match: z.string().min(2),
          label: z.string().min(2),
          /** A neuter gift noun ("Geburtstagsgeschenk"), so "einem {anlass}" always agrees. */
          gift: z
            .string()
            .regex(/^Geschenk\b|geschenk$/, "a gift phrase is a (neuter) Geschenk")
            .optional(),
          tags: z.array(z.string().min(2).max(20)),
        })
        .strict(),
    ),
    occasionTags: z.record(z.string(), z.string().min(2).max(20)),
    departmentTags: z.record(z.string(), z.string().regex(/^[\p{L}\p{N}]+$/u)),
    business: z.record(
      z.string(),
      z.object({ tags: z.array(z.string().regex(/^[\p{L}\p{N}]+$/u)), range: z.string().min(2) }).strict(),
    ),
    padding: z.array(z.string().regex(/^[\p{L}\p{N}]+$/u)).min(3),
    goalTags: z.record(z.string(), z.array(z.string().regex(/^[\p{L}\p{N}]+$/u))),
    audiences: z.record(
      z.string(),
      z
        .object({
          label: z.string().min(2),
          who: z.string().min(4),
          tags: z.array(z.string().regex(/^[\p{L}\p{N}]+$/u)),
        })
        .strict(),
    ),
    care: z.array(z.object({ match: z.string(), text: z.string().min(10).max(200) }).strict()),
    departmentCare: z.record(z.string(), z.string().min(10).max(200)),
    generalCare: z.string().min(10),
    days: z.record(z.string(), z.string().length(2)),
    styles: z.record(z.string(), z.string()),
    conditionLabels: z.object({
      new: z.string(),
      used: z.string(),
      refurbished: z.string(),
      vintage: z.string(),
    }),
    tips: z
      .record(z.string(), z.string().min(10))
      .refine((tips) => "generic" in tips, "tips need a generic one"),
  })
  .strict();

export type GermanWords = z.output<typeof wordsSchema>;

// ---------------------------------------------------------------------------------------------
// Template books.

const SLOT = /\{([A-Za-z][A-Za-z0-9]*)\}/g;
/** "[m|f|n|pl]": the four forms a word takes with the product's gender and number ("-": none). */
const AGREEMENT = /\[([^\]|]*)\|([^\]|]*)\|([^\]|]*)\|([^\]|]*)\]/g;

const templateSchema = z
  .string()
  .min(2)
  .max(300)
  .refine((text) => !/\{(?![A-Za-z][A-Za-z0-9]*\})/.test(text), "a '{' must open a {slot}")
  .refine(
    (text) => !/[[\]]/.test(text.replace(AGREEMENT, "")),
    "a '[' must open a [m|f|n|pl] agreement with four forms",
  );

const bookSchema = z
  .object({
    slots: z.array(z.string().regex(/^[a-z][a-z0-9]*$/)).min(1),
    sections: z.record(z.string().regex(/^[a-z][A-Za-z0-9.-]*$/), z.array(templateSchema).min(1)),
  })
  .strict()
  .superRefine((book, ctx) => {
    const known = new Set(book.slots);
    for (const [section, templates] of Object.entries(book.sections)) {
      templates.forEach((template, index) => {
        for (const match of template.matchAll(SLOT)) {
          const name = (match[1] as string).toLowerCase();
          if (!known.has(name))
            ctx.addIssue({
              code: "custom",
              path: ["sections", section, index],
              message: `unknown slot {${name}}`,
            });
        }
      });
    }
  });

export type TemplateBook = z.output<typeof bookSchema>;

export { AGREEMENT, SLOT };

let nounsCache: Record<string, GermanNoun> | undefined;
let wordsCache: GermanWords | undefined;
const books = new Map<string, TemplateBook>();

export function germanNouns(): Record<string, GermanNoun> {
  nounsCache ??= load("nouns", nounFileSchema).nouns;
  return nounsCache;
}

export function germanWords(): GermanWords {
  wordsCache ??= load("words", wordsSchema);
  return wordsCache;
}

export function templateBook(name: "social" | "listings"): TemplateBook {
  let book = books.get(name);
  if (!book) {
    book = load(name, bookSchema);
    books.set(name, book);
  }
  return book;
}
