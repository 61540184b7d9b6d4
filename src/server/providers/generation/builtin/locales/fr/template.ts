import {
  agree,
  byNumber,
  capitalise,
  type Determiner,
  GenderUnknown,
  type NounPhrase,
  pronoun,
  type Register,
  withDeterminer,
} from "./grammar";

/**
 * The template language of the French data files (data/social.json, data/listings.json).
 *
 * - `{p}` the product as running text; `{le}`, `{ce}`, `{un}`, `{notre}`, `{votre}`, `{du}` the
 *   product with that determiner ("l'écharpe", "cette bougie", "nos boucles d'oreilles");
 *   `{il}` its pronoun; `{e}` and `{s}` the feminine and plural endings. A capital first letter
 *   (`{Notre}`, `{Il}`, `{P}`) capitalises the result.
 * - `<g:m|f>` by gender, `<n:singular|plural>` by number, `<gn:m|f|m pl|f pl>` by both.
 * - `[vous form|tu form]` by the caption's register.
 * - Any other `{slot}` is a value of the generation (`{brand}`, `{url}`, `{matiere}`…); a
 *   template naming a slot without a value is not used, nor one that needs a gender the product
 *   phrase does not have.
 */

export const DETERMINERS = ["le", "ce", "un", "notre", "votre", "du"] as const;
export const PRODUCT_TOKENS = ["p", "il", "e", "s", ...DETERMINERS] as const;

export type Slots = Readonly<Record<string, string | undefined>>;

export interface RenderInput {
  subject: NounPhrase;
  register: Register;
  slots: Slots;
}

const TOKEN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;
const AGREEMENT = /<(g|n|gn):([^<>]*)>/g;
const REGISTER = /\[([^[\]]*)\]/g;

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** The slot names a template uses, lowercased first letter, without the product tokens. */
export function slotsOf(template: string): string[] {
  const product = new Set<string>(PRODUCT_TOKENS);
  return [...template.matchAll(TOKEN)]
    .map((match) => lowerFirst(match[1] as string))
    .filter((name) => !product.has(name));
}

/** What is wrong with a template's syntax (empty when it is well formed). */
export function templateProblems(template: string): string[] {
  const problems: string[] = [];
  for (const match of template.matchAll(AGREEMENT)) {
    const parts = (match[2] as string).split("|").length;
    const wanted = match[1] === "gn" ? 4 : 2;
    if (parts !== wanted) problems.push(`${match[0]} needs ${wanted} forms`);
  }
  const withoutAgreement = template.replace(AGREEMENT, "x");
  if (/[<>]/.test(withoutAgreement)) problems.push("a stray < or >");
  for (const match of withoutAgreement.matchAll(REGISTER)) {
    if ((match[1] as string).split("|").length !== 2) problems.push(`${match[0]} needs a vous and a tu form`);
  }
  if (/[[\]]/.test(withoutAgreement.replace(REGISTER, "x"))) problems.push("a stray [ or ]");
  if (/[{}]/.test(template.replace(TOKEN, "x"))) problems.push("a stray { or }");
  if (/…|\.\.\./.test(template)) problems.push("an ellipsis (reads as cut text)");
  return problems;
}

/** The template with every slot and agreement filled in, or undefined when it cannot be. */
export function render(template: string, input: RenderInput): string | undefined {
  const { subject, register, slots } = input;
  try {
    let missing = false;
    const filled = template.replace(TOKEN, (_, raw: string) => {
      const name = lowerFirst(raw);
      const capital = raw !== name;
      const value = productToken(name, subject, register) ?? slots[name];
      if (value === undefined || value === "") {
        missing = true;
        return "";
      }
      // Marked, so that "à" + "les actifs" contracts and "de" + "Or Bleu" elides below.
      return `${MARK}${capital ? capitalise(value) : value}`;
    });
    if (missing) return undefined;
    const agreed = filled.replace(AGREEMENT, (_, kind: string, body: string) => {
      const forms = body.split("|");
      if (kind === "n") return byNumber(subject, forms as [string, string]);
      if (kind === "g")
        return agree(subject, [forms[0], forms[1], forms[0], forms[1]] as [string, string, string, string]);
      return agree(subject, forms as [string, string, string, string]);
    });
    const registered = agreed.replace(REGISTER, (_, body: string) => {
      const [vous = "", tu = ""] = body.split("|");
      return register === "vous" ? vous : tu;
    });
    return contracted(registered);
  } catch (error) {
    if (error instanceof GenderUnknown) return undefined;
    throw error;
  }
}

const MARK = "\ue000";

/**
 * "à les" → "aux", "de le" → "du", "de Or Bleu" → "d'Or Bleu", "que il" → "qu'il": the
 * contractions and elisions French makes where a template's word meets a slot's value.
 */
function contracted(text: string): string {
  return text
    .replace(
      /(^|[^\p{L}])([àÀ]) \ue000(les|le) /gu,
      (_, before: string, a: string, article: string) =>
        `${before}${a === "À" ? "A" : "a"}${article === "les" ? "ux" : "u"} \ue000`,
    )
    .replace(
      /(^|[^\p{L}])([dD]e) \ue000(les|le) /gu,
      (_, before: string, de: string, article: string) =>
        `${before}${de.charAt(0)}${article === "les" ? "es" : "u"} \ue000`,
    )
    .replace(
      /(^|[^\p{L}])([dD]e|[qQ]ue) \ue000(?=[aeiouyàâéèêëîïôöùûœæAEIOUYÀÂÉÈÊÎÔÙÛŒÆ])/gu,
      (_, before: string, word: string) => `${before}${word.slice(0, -1)}'\ue000`,
    )
    .replaceAll(MARK, "");
}

function productToken(name: string, subject: NounPhrase, register: Register): string | undefined {
  if (name === "p") return subject.text;
  if (name === "il") return pronoun(subject);
  if (name === "e") return agree(subject, ["", "e", "", "e"]);
  if (name === "s") return subject.plural ? "s" : "";
  if ((DETERMINERS as readonly string[]).includes(name)) {
    return withDeterminer(subject, name as Determiner, register);
  }
  return undefined;
}
