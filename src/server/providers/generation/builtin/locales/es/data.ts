import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { GOAL_KEYS, TONE_KEYS } from "../../vocabulary";

/**
 * The Spanish writer's data (./data/*.json), validated with zod when first read, so a typo in a
 * template, a noun or a colour fails the tests loudly instead of printing a broken sentence.
 * Templates use `{slot}` placeholders, `word@` for a word that agrees with the product
 * (hech@ → hecho/hecha/hechos/hechas; el@, l@, un@, est@ are the irregular determiners and
 * pronouns) and `[singular/plural]` for a choice by number only.
 */

const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), "data");

function readJson(name: string): unknown {
  return JSON.parse(readFileSync(join(DATA_DIR, `${name}.json`), "utf8"));
}

export type Gender = "m" | "f";

/** typeKey → [singular, plural, gender, "pl" when the product is named in the plural (aretes)]. */
const nounSchema = z.union([
  z.tuple([z.string().min(2), z.string().min(2), z.enum(["m", "f"])]),
  z.tuple([z.string().min(2), z.string().min(2), z.enum(["m", "f"]), z.literal("pl")]),
]);
export const nounTableSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), nounSchema);

export interface SpanishNoun {
  singular: string;
  plural: string;
  gender: Gender;
  /** Named in the plural ("aretes", "calcetines"). */
  pluralOnly: boolean;
}

const SLOT = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

const templateSchema = z
  .string()
  .min(2)
  .max(300)
  .refine((text) => !/\{(?![A-Za-z][A-Za-z0-9]*\})/.test(text), "a '{' must open a {slot}")
  .refine((text) => !/@\p{L}/u.test(text), "'@' ends an agreeing word (hech@), it never starts one")
  .refine(
    (text) => !/\[[^\]]*$/.test(text) && !/\[[^/\]]*\]/.test(text),
    "'[' opens a [singular/plural] choice",
  );

export const phrasebookSchema = z
  .object({
    slots: z.array(z.string().regex(/^[a-z][A-Za-z0-9]*$/)).min(1),
    sections: z.record(z.string().regex(/^[a-z][A-Za-z0-9.-]*$/), z.array(templateSchema).min(1)),
  })
  .strict()
  .superRefine((file, ctx) => {
    const known = new Set(file.slots);
    for (const [section, templates] of Object.entries(file.sections)) {
      templates.forEach((template, index) => {
        for (const match of template.matchAll(SLOT)) {
          const name = match[1] as string;
          const slot = name.charAt(0).toLowerCase() + name.slice(1);
          if (!known.has(slot))
            ctx.addIssue({
              code: "custom",
              path: ["sections", section, index],
              message: `unknown slot {${name}}`,
            });
        }
      });
    }
  });
export type SpanishPhrasebookFile = z.output<typeof phrasebookSchema>;

const audienceSchema = z.object({
  label: z.string().min(2),
  who: z.array(z.string().min(2)).min(1),
  tag: z.string().regex(/^[\p{L}\p{N}]*$/u),
});

const keyedPatterns = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.array(z.tuple([z.string().min(2), z.enum(keys)]));

export const wordsSchema = z
  .object({
    colours: z.record(z.string(), z.string().min(2)),
    /** English material → [Spanish name, how it joins a noun when not "de …" ("con baño de oro")]. */
    materials: z.record(
      z.string(),
      z.union([z.tuple([z.string().min(2)]), z.tuple([z.string().min(2), z.string().min(2)])]),
    ),
    care: z.record(z.string(), z.string().min(10)),
    audiences: z.record(z.string(), audienceSchema),
    departments: z.record(z.string(), z.string().regex(/^[\p{L}\p{N}]+$/u)),
    padding: z.array(z.string().regex(/^[\p{L}\p{N}]+$/u)).min(3),
    goalTags: z.record(z.enum(GOAL_KEYS), z.array(z.string().regex(/^[\p{L}\p{N}]+$/u))),
    conditionWords: z.object({
      new: z.string(),
      used: z.string(),
      refurbished: z.string(),
      vintage: z.string(),
    }),
    toneWords: keyedPatterns(TONE_KEYS),
    goalWords: keyedPatterns(GOAL_KEYS),
    audienceWords: z.array(z.tuple([z.string().min(2), z.string().min(2)])),
    /** Spanish head nouns of other regions or in other forms → the noun table's key ("pendientes" → earrings). */
    headAliases: z.record(
      z.string().regex(/^\p{Ll}+$/u),
      z.tuple([z.string().regex(/^[a-z0-9-]+$/), z.enum(["m", "f"]), z.enum(["s", "pl"])]),
    ),
  })
  .strict()
  .superRefine((words, ctx) => {
    const nouns = spanishNouns();
    for (const [alias, [key]] of Object.entries(words.headAliases)) {
      if (!nouns.has(key))
        ctx.addIssue({ code: "custom", path: ["headAliases", alias], message: `unknown noun "${key}"` });
    }
    for (const [, key] of words.audienceWords) {
      if (!Object.hasOwn(words.audiences, key))
        ctx.addIssue({ code: "custom", path: ["audienceWords"], message: `unknown audience "${key}"` });
    }
  });
export type SpanishWords = z.output<typeof wordsSchema>;

export class SpanishDataError extends Error {}

function parsed<T>(name: string, schema: z.ZodType<T>, raw: unknown = readJson(name)): T {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new SpanishDataError(`es/${name}.json: ${first?.path.join(".")}: ${first?.message}`);
  }
  return result.data;
}

let nounsCache: Map<string, SpanishNoun> | undefined;
let wordsCache: SpanishWords | undefined;
const bookCache = new Map<string, SpanishPhrasebookFile>();

export function spanishNouns(): Map<string, SpanishNoun> {
  nounsCache ??= new Map(
    Object.entries(parsed("nouns", nounTableSchema)).map(([key, [singular, plural, gender, number]]) => [
      key,
      { singular, plural, gender, pluralOnly: number === "pl" },
    ]),
  );
  return nounsCache;
}

export function spanishWords(): SpanishWords {
  wordsCache ??= parsed("words", wordsSchema);
  return wordsCache;
}

export function spanishPhrasebookFile(name: "social" | "listings"): SpanishPhrasebookFile {
  let file = bookCache.get(name);
  if (!file) {
    file = parsed(name, phrasebookSchema);
    bookCache.set(name, file);
  }
  return file;
}
