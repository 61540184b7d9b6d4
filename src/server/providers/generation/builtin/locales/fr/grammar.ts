/**
 * French grammar for the builtin writer: noun phrases with their determiners (elision, gender and
 * number), the agreement marks templates use, and French typography (a narrow no-break space
 * before ; : ! ? % and inside « », a typographic apostrophe).
 *
 * A seller's own noun phrase may have no known gender ("mug en céramique émaillée" has one, a
 * made-up product name has none): anything that needs the gender then reports it, and the
 * template that asked is not used (see template.ts), so no sentence guesses an agreement.
 */

export type Gender = "m" | "f";
export type Register = "vous" | "tu";

export interface NounPhrase {
  /** Running text, lowercase unless the seller capitalised a name: "mug en céramique émaillée". */
  text: string;
  /** Undefined when the head noun's gender is not known for sure. */
  gender?: Gender;
  plural: boolean;
  /** An aspirated h ("le hochet", "la housse"): no elision. */
  aspirate?: boolean;
}

/** Thrown while rendering when a form needs a gender the phrase does not have. */
export class GenderUnknown extends Error {
  constructor() {
    super("gender unknown");
  }
}

const ELIDING = /^[aeiouyàâäéèêëîïôöùûüœæh]/i;
/** Words starting with an aspirated h, for the seller's own phrases (the noun table flags its own). */
const ASPIRATE =
  /^(?:hamac|hamster|hache|haie|hall|harpe|harnais|hasard|haut|hérisson|héron|hêtre|hibou|hochet|hockey|homard|hotte|housse|hoodie|hublot|huche|hutte)/i;

export function isAspirate(word: string): boolean {
  return ASPIRATE.test(word);
}

function elides(np: NounPhrase): boolean {
  return ELIDING.test(np.text) && !np.aspirate;
}

function genderOf(np: NounPhrase): Gender {
  if (!np.gender) throw new GenderUnknown();
  return np.gender;
}

/** The determiners templates write as `{le}`, `{ce}`, `{un}`, `{notre}`, `{votre}`, `{du}`. */
export type Determiner = "le" | "ce" | "un" | "notre" | "votre" | "du";

export function withDeterminer(np: NounPhrase, determiner: Determiner, register: Register): string {
  const join = (word: string) => (word.endsWith("'") ? `${word}${np.text}` : `${word} ${np.text}`);
  switch (determiner) {
    case "le":
      if (np.plural) return join("les");
      if (elides(np)) return join("l'");
      return join(genderOf(np) === "m" ? "le" : "la");
    case "ce":
      if (np.plural) return join("ces");
      if (genderOf(np) === "f") return join("cette");
      return join(elides(np) ? "cet" : "ce");
    case "un":
      if (np.plural) return join("des");
      return join(genderOf(np) === "m" ? "un" : "une");
    case "notre":
      return join(np.plural ? "nos" : "notre");
    case "votre":
      if (register === "vous") return join(np.plural ? "vos" : "votre");
      if (np.plural) return join("tes");
      if (elides(np)) return join("ton");
      return join(genderOf(np) === "m" ? "ton" : "ta");
    case "du":
      if (np.plural) return join("des");
      if (elides(np)) return join("de l'");
      return join(genderOf(np) === "m" ? "du" : "de la");
  }
}

/** il / elle / ils / elles. */
export function pronoun(np: NounPhrase): string {
  const gender = genderOf(np);
  if (np.plural) return gender === "m" ? "ils" : "elles";
  return gender === "m" ? "il" : "elle";
}

/** One of four forms: masculine, feminine, masculine plural, feminine plural. */
export function agree(np: NounPhrase, forms: readonly [string, string, string, string]): string {
  const feminine = genderOf(np) === "f";
  return forms[(np.plural ? 2 : 0) + (feminine ? 1 : 0)] as string;
}

/** Agreement that only needs the number ("est" / "sont"). */
export function byNumber(np: NounPhrase, forms: readonly [string, string]): string {
  return forms[np.plural ? 1 : 0] as string;
}

export function capitalise(text: string): string {
  const [first = "", ...rest] = Array.from(text);
  return first.toLocaleUpperCase("fr-FR") + rest.join("");
}

/** "a", "a et b", "a, b et c". */
export function joinFrench(items: readonly string[]): string {
  const list = items.filter((item) => item.length > 0);
  if (list.length <= 1) return list[0] ?? "";
  return `${list.slice(0, -1).join(", ")} et ${list[list.length - 1]}`;
}

const NNBSP = "\u202f";
const URL = /https?:\/\/\S+/g;

/**
 * French typography on prose: a narrow no-break space before ; : ! ? and %, inside « »,
 * and a typographic apostrophe between letters. Links are left exactly as they are ("https://",
 * "?id=7"), and a mark glued to what follows it (a time "10:30", a ratio) is not touched.
 */
export function frenchTypography(text: string): string {
  const links: string[] = [];
  const held = text.replace(URL, (link) => {
    links.push(link);
    return `\ue001${links.length - 1}\ue001`;
  });
  const typeset = held
    .replace(/(\p{L})'(?=\p{L})/gu, "$1’")
    .replace(
      /[ \u00a0\u202f]*([;:!?%])(?=$|[\s»)"”\ue001]|\p{Extended_Pictographic})/gmu,
      (_, mark: string) => `${NNBSP}${mark}`,
    )
    .replace(/«[ \u00a0\u202f]*/g, `«${NNBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NNBSP}»`)
    // A mark that now opens a line (the line was only the mark) keeps no space before it.
    .replace(new RegExp(`(^|\\n)${NNBSP}`, "g"), "$1");
  return typeset.replace(/\ue001(\d+)\ue001/g, (_, index: string) => links[Number(index)] as string);
}
