import type { Gender } from "./data";

/**
 * Spanish agreement for templates. A product phrase has a number (always known: the seller's
 * words or the noun table say it) and a gender (known from the noun table or a reliable ending;
 * otherwise unknown, and templates that need it are skipped for neutral ones).
 */
export interface Agreement {
  gender?: Gender;
  plural: boolean;
}

/** Determiners and pronouns whose forms are not stem + o/a/os/as. */
const IRREGULAR: Readonly<Record<string, readonly [string, string, string, string]>> = {
  el: ["el", "la", "los", "las"],
  l: ["lo", "la", "los", "las"],
  un: ["un", "una", "unos", "unas"],
  est: ["este", "esta", "estos", "estas"],
};

function formIndex(agreement: Agreement): number | undefined {
  if (!agreement.gender) return undefined;
  return (agreement.gender === "f" ? 1 : 0) + (agreement.plural ? 2 : 0);
}

/** "hech@" → "hecha" for a feminine singular; undefined when the gender is unknown. */
export function agree(template: string, agreement: Agreement): string | undefined {
  let missing = false;
  const index = formIndex(agreement);
  const text = template.replace(/(\p{L}*)@/gu, (_, stem: string) => {
    if (index === undefined) {
      missing = true;
      return "";
    }
    const lower = stem.toLowerCase();
    const irregular = IRREGULAR[lower];
    const form = irregular ? (irregular[index] as string) : `${stem}${["o", "a", "os", "as"][index]}`;
    return irregular && stem !== lower ? capitalise(form) : form;
  });
  if (missing) return undefined;
  // "[está/están]": by number only.
  return text.replace(/\[([^/\]]*)\/([^\]]*)\]/g, (_, one: string, many: string) =>
    agreement.plural ? many : one,
  );
}

export function capitalise(text: string): string {
  const [first = "", ...rest] = Array.from(text);
  return first.toLocaleUpperCase("es") + rest.join("");
}

export function lowerFirst(text: string): string {
  if (/^\p{Lu}{2,}/u.test(text) || /^\p{Lu}\p{Ll}*\p{Lu}/u.test(text)) return text;
  const [first = "", ...rest] = Array.from(text);
  return first.toLocaleLowerCase("es") + rest.join("");
}

/** "el", "la", "los", "las" + phrase. */
export function withDeterminer(
  kind: "el" | "un" | "est" | "nuestr",
  phrase: string,
  agreement: Agreement,
): string | undefined {
  const forms = agree(`${kind}@`, agreement);
  return forms ? `${forms} ${phrase}` : undefined;
}

/** Feminine nouns that take "el" in the singular (el agua, el hacha): an article would read wrong. */
const STRESSED_A = /^(?:agua|águila|alma|arma|aula|hacha|hada|hambre|área|ancla|ala|arca)$/i;

/** Nouns whose gender their ending would get wrong. */
const EXCEPTIONS: Readonly<Record<string, Gender>> = {
  mano: "f",
  foto: "f",
  moto: "f",
  radio: "f",
  día: "m",
  mapa: "m",
  sofá: "m",
  pijama: "m",
  tema: "m",
  problema: "m",
  sistema: "m",
  programa: "m",
  planeta: "m",
  cometa: "f",
  flor: "f",
  piel: "f",
  miel: "f",
  sal: "f",
  luz: "f",
  cruz: "f",
  nariz: "f",
  voz: "f",
  paz: "f",
  red: "f",
  pared: "f",
  llave: "f",
  calle: "f",
  noche: "f",
  nube: "f",
  torre: "f",
  fuente: "f",
  suerte: "f",
  gente: "f",
  leche: "f",
  base: "f",
  clase: "f",
  frase: "f",
  tarde: "f",
  carne: "f",
  mente: "f",
  imagen: "f",
};

/**
 * A Spanish head noun's gender from its ending, where Spanish makes that reliable: -o, -or,
 * -aje, -ón (not -ción/-sión) masculine; -a, -ción, -sión, -dad, -tad, -tud, -umbre, -triz
 * feminine; the listed exceptions. Undefined otherwise (-e, -l, -n, -z, …).
 */
export function genderFromEnding(noun: string): Gender | undefined {
  const word = noun.toLowerCase();
  const singular = singularOf(word);
  if (EXCEPTIONS[singular]) return EXCEPTIONS[singular];
  if (STRESSED_A.test(singular)) return undefined;
  if (/(?:ción|sión|dad|tad|tud|umbre|triz|ie)$/.test(singular)) return "f";
  if (/(?:aje|or|ón|o)$/.test(singular)) return "m";
  if (/a$/.test(singular)) return "f";
  return undefined;
}

/** A plural noun's singular, for the gender test ("tazas" → "taza", "collares" → "collar"). */
export function singularOf(word: string): string {
  if (/(?:ones)$/.test(word)) return word.replace(/ones$/, "ón");
  if (/(?:ciones|siones)$/.test(word)) return word.replace(/ones$/, "ón");
  if (/[^aeiouáéíóú]es$/.test(word) && !/(?:bles|ples|cles|gles|tes|des|ves|ques)$/.test(word))
    return word.slice(0, -2);
  if (/[aeiouáéíóú]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** "a", "a y b", "a, b y c" ("e" before an i- sound: "lino e hilo"). */
export function joinList(items: readonly string[]): string {
  const list = items.filter((item) => item.length > 0);
  if (list.length <= 1) return list[0] ?? "";
  const last = list[list.length - 1] as string;
  const conjunction = /^(?:i|hi)(?![aeou])/i.test(last) ? "e" : "y";
  return `${list.slice(0, -1).join(", ")} ${conjunction} ${last}`;
}

/** Spanish title case for listing titles: only the first word and proper names are capitalised. */
export function sentenceCase(text: string): string {
  return capitalise(text.trim());
}

/** A Spanish noun's plural ("taza" → "tazas", "collar" → "collares", "jabón" → "jabones", "lápiz" → "lápices"). */
export function pluralOf(noun: string): string {
  if (/[aeiouáéó]$/i.test(noun)) return `${noun}s`;
  if (/z$/i.test(noun)) return `${noun.slice(0, -1)}ces`;
  if (/[íú]$/i.test(noun)) return `${noun}es`;
  if (/s$|x$/i.test(noun)) return noun;
  const unstressed = noun.replace(/ón$/, "on").replace(/án$/, "an").replace(/én$/, "en").replace(/ín$/, "in");
  return `${/(?:ón|án|én|ín)$/.test(noun) ? unstressed : noun}es`;
}

/** Words an "about us" may start with that are not names: they read lower-case after a colon. */
const COMMON_OPENERS =
  /^(?:Somos|Soy|Nuestro|Nuestra|Nuestros|Nuestras|Nacimos|Nací|Hacemos|Hago|Creamos|Creo|Trabajamos|Trabajo|En|Desde|Un|Una|El|La|Los|Las|Mi|Me|Nos|Cada|Todo|Todos|Llevamos|Diseñamos|Diseño)\b/u;

/** The text after a colon: lower-case when it starts with a common word, as Spanish writes it. */
export function afterColon(text: string): string {
  return COMMON_OPENERS.test(text) ? lowerFirst(text) : text;
}
