import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { templateProblems } from "./template";

/**
 * The French writer's data, validated with zod when first loaded: a typo in a template (an
 * unbalanced `[vous|tu]`, a `<gn:>` with three forms, an unknown slot) or in the noun table fails
 * in `npm test`, never mid-generation. Copywriters extend the writer by editing data/*.json.
 */

const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), "data");

const gender = z.enum(["m", "f"]);
/** typeKey → [singular, plural, gender, flag?]: "pl" a noun said in the plural ("boucles d'oreilles"), "h" an aspirated h. */
const nounEntry = z.union([
  z.tuple([z.string().min(2), z.string().min(2), gender]),
  z.tuple([z.string().min(2), z.string().min(2), gender, z.enum(["pl", "h"])]),
]);
export const nounsSchema = z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), nounEntry);

/** French head nouns without a lexicon type (for the seller's own phrases): word → m, f, mp, fp. */
export const headsSchema = z.record(z.string().min(2), z.enum(["m", "f", "mp", "fp"]));

const forms = z.union([z.string().min(2), z.tuple([z.string().min(2), z.string().min(2)])]);
export const wordsSchema = z
  .object({
    /** English colour (palette and seller's words) → invariable French colour, or [masculine, feminine]. */
    colours: z.record(z.string(), forms),
    colourModifiers: z.record(z.string(), z.string()),
    /** English material → French noun, or [noun, phrase] when it is not said "en …" ("à la cire de soja"). */
    materials: z.record(z.string(), forms),
    frenchMaterials: z.array(z.string().min(2)),
    /** French colour word → the English palette name it stands for. */
    frenchColours: z.array(z.tuple([z.string().min(2), z.string().min(2)])),
    frenchHandmade: z.array(z.string().min(2)),
    frenchConditions: z.record(z.enum(["new", "used", "refurbished", "vintage"]), z.array(z.string().min(2))),
    frenchDesign: z.array(z.string().min(2)),
    /** Words one caption says in one sentence only ("cadeau" twice in five lines reads as a template). */
    motifs: z.array(z.string().min(3)),
  })
  .strict();

const department = z
  .object({
    label: z.string().min(2),
    tag: z.string().regex(/^[\p{L}\p{N}]+$/u),
    uses: z.array(z.string().regex(/^(?:pour|à) /)).default([]),
    care: z.string().min(10).optional(),
  })
  .strict();
export const departmentsSchema = z
  .object({
    departments: z.record(z.string(), department),
    typeCare: z.record(z.string(), z.string().min(10)),
    materialCare: z.record(z.string(), z.string().min(10)),
    apparelDepartments: z.array(z.string()),
    apparelCare: z.string().min(10),
    genericCare: z.string().min(10),
  })
  .strict();

const hashtagBody = z.string().regex(/^[\p{L}\p{N}]+$/u);
export const peopleSchema = z
  .object({
    audiences: z.record(
      z.string(),
      z.object({ who: z.string().min(5), label: z.string().min(3), tag: hashtagBody.optional() }).strict(),
    ),
    businesses: z.array(
      z.object({ match: z.string().min(2), range: z.string().min(3), gender, tag: hashtagBody }).strict(),
    ),
    defaultRange: z.object({ range: z.string().min(3), gender }).strict(),
    goalTags: z.record(z.string(), z.array(hashtagBody)),
    padding: z.array(hashtagBody).min(3),
    occasions: z.array(
      z
        .object({
          match: z.string().min(2),
          label: z.string().min(3),
          tag: z.string().max(20),
          title: z.string().optional(),
          gift: z.boolean(),
        })
        .strict(),
    ),
    styles: z.record(z.string(), z.string().min(3)),
  })
  .strict();

/** Slots the templates of each file may name (besides the product tokens). */
const SOCIAL_SLOTS = [
  "brand",
  "url",
  "domain",
  "who",
  "use",
  "matiere",
  "matiereNom",
  "colourNoun",
  "details",
  "count",
  "care",
  "about",
  "words",
];
const LISTING_SLOTS = ["matiere", "colourNoun", "use", "count", "occasion", "who", "about", "words"];

function templatesSchema(slots: readonly string[]) {
  const known = new Set(slots);
  return z
    .record(z.string().regex(/^[a-z][A-Za-z0-9.-]*$/), z.array(z.string().min(2).max(300)).min(1))
    .superRefine((file, ctx) => {
      for (const [section, templates] of Object.entries(file)) {
        templates.forEach((template, index) => {
          for (const problem of templateProblems(template)) {
            ctx.addIssue({ code: "custom", path: [section, index], message: problem });
          }
          for (const match of template.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)) {
            const name = (match[1] as string).charAt(0).toLowerCase() + (match[1] as string).slice(1);
            const product = ["p", "il", "e", "s", "le", "ce", "un", "notre", "votre", "du"];
            if (!known.has(name) && !product.includes(name)) {
              ctx.addIssue({ code: "custom", path: [section, index], message: `unknown slot {${match[1]}}` });
            }
          }
        });
      }
    });
}
export const socialTemplatesSchema = templatesSchema(SOCIAL_SLOTS);
export const listingTemplatesSchema = templatesSchema(LISTING_SLOTS);

export type Templates = Readonly<Record<string, readonly string[]>>;

export interface FrenchData {
  nouns: z.output<typeof nounsSchema>;
  heads: z.output<typeof headsSchema>;
  words: z.output<typeof wordsSchema>;
  departments: z.output<typeof departmentsSchema>;
  people: z.output<typeof peopleSchema>;
  social: Templates;
  listings: Templates;
}

function load<T extends z.ZodTypeAny>(file: string, schema: T): z.output<T> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(join(DATA_DIR, file), "utf8")));
  if (!parsed.success) {
    throw new Error(
      `locales/fr/data/${file}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
    );
  }
  return parsed.data;
}

let cached: FrenchData | undefined;

export function frenchData(): FrenchData {
  cached ??= {
    nouns: load("nouns.json", nounsSchema),
    heads: load("heads.json", headsSchema),
    words: load("words.json", wordsSchema),
    departments: load("departments.json", departmentsSchema),
    people: load("people.json", peopleSchema),
    social: load("social.json", socialTemplatesSchema),
    listings: load("listings.json", listingTemplatesSchema),
  };
  return cached;
}
