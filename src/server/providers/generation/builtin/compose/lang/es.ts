import type { ProductCondition } from "../../../../../../domain/fact-sheet";
import type { LanguagePack } from "../language";

/**
 * Spanish: tú for the reader (understood from Madrid to Buenos Aires; no vosotros, no voseo),
 * "nosotros" for the shop. Framing never needs the product's gender: where an intro puts an
 * article or a possessive before the seller's phrase, it guesses gender and number from the head
 * noun, and falls back to a construction without one when the guess is unsure.
 */

type Gender = "m" | "f";

interface Agreement {
  gender: Gender;
  plural: boolean;
}

// ── Data ────────────────────────────────────────────────────────────────────────────────────

/**
 * Common seller nouns by gender, singular, without accents or tilde (lookups strip them): the ones
 * whose ending says nothing (-e, -l, -n, -z, loanwords), the exceptions to -o/-a, and the most
 * frequent heads, so a capitalised "Bolso Loewe" is still known.
 */
const NOUNS: Readonly<Record<Gender, readonly string[]>> = {
  m: [
    // -e, consonant and loanword heads
    "aceite",
    "alfiler",
    "altavoz",
    "anorak",
    "antifaz",
    "arnes",
    "body",
    "bikini",
    "bloc",
    "bol",
    "bolso",
    "bonsai",
    "bote",
    "brazalete",
    "broche",
    "cable",
    "cafe",
    "calcetin",
    "cardigan",
    "cargador",
    "cartel",
    "champu",
    "charm",
    "chocolate",
    "cinturon",
    "cofre",
    "cojin",
    "colgante",
    "collar",
    "comic",
    "corse",
    "delantal",
    "detalle",
    "disfraz",
    "ebook",
    "esmalte",
    "estante",
    "estuche",
    "fanzine",
    "gel",
    "guante",
    "iman",
    "jabon",
    "jarron",
    "jersey",
    "juguete",
    "kit",
    "lapiz",
    "llavero",
    "lote",
    "maillot",
    "mantel",
    "movil",
    "neceser",
    "pack",
    "pan",
    "parche",
    "peine",
    "pendiente",
    "perfume",
    "peluche",
    "pin",
    "planner",
    "portatil",
    "poster",
    "print",
    "puzzle",
    "reloj",
    "serum",
    "set",
    "smartphone",
    "sobre",
    "soporte",
    "sticker",
    "sueter",
    "taburete",
    "tapiz",
    "te",
    "top",
    "tren",
    "tutu",
    "ukelele",
    "vinilo",
    "album",
    // -a and -o heads that are masculine
    "aroma",
    "clima",
    "dia",
    "diagrama",
    "mapa",
    "pijama",
    "planeta",
    "poema",
    "programa",
    "sofa",
    "tema",
    // frequent -o heads
    "anillo",
    "cuadro",
    "cuaderno",
    "libro",
    "vestido",
  ],
  f: [
    // consonant and -e heads that are feminine
    "base",
    "clase",
    "flor",
    "fuente",
    "imagen",
    "leche",
    "llave",
    "luz",
    "miel",
    "nube",
    "pared",
    "piel",
    "postal",
    "red",
    "sal",
    "sarten",
    "serie",
    // -o heads that are feminine
    "foto",
    "mano",
    "moto",
    "radio",
    // frequent -a heads
    "bolsa",
    "camiseta",
    "lamina",
    "taza",
    "vela",
  ],
};

/** Feminine nouns that take "el" and "un" in the singular ("el agua", "un hacha"). */
const STRESSED_A = new Set([
  "agua",
  "ala",
  "alma",
  "ancla",
  "area",
  "arca",
  "arpa",
  "asa",
  "aula",
  "hacha",
  "hada",
]);

/**
 * Singular nouns ending in -s: verb + noun compounds ("portavelas", "posavasos") are masculine
 * singular, and so are the words listed.
 */
const COMPOUND =
  /^(?:abre|atrapa|corta|cubre|cuenta|guarda|lanza|lava|limpia|marca|para|pinta|porta|posa|quita|reposa|rompe|saca|salva|sujeta|toca)\p{L}{3,}s$/u;
const SINGULAR_S = new Set(["mes", "gas", "tenis", "virus", "cactus", "bus", "crisis", "dosis"]);

/** Words before a head that make an article or possessive in front read wrong ("nuestra la taza"). */
const DETERMINERS = new Set(
  (
    "el la los las lo un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras " +
    "este esta estos estas ese esa esos esas aquel aquella cada todo toda todos todas"
  ).split(" "),
);

// ── Small grammar ──────────────────────────────────────────────────────────────────────────

const plain = (word: string) =>
  word
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC");

const KNOWN = new Map<string, Gender>(
  (Object.entries(NOUNS) as [Gender, readonly string[]][]).flatMap(([gender, nouns]) =>
    nouns.map((noun) => [noun, gender] as const),
  ),
);

/** Gender from a singular noun's ending, where Spanish makes it reliable; undefined otherwise. */
function genderByEnding(singular: string): Gender | undefined {
  if (/(?:cion|sion|dad|tad|tud|umbre|triz)$/.test(singular)) return "f";
  if (/(?:aje|or|on|o)$/.test(singular)) return "m";
  if (/a$/.test(singular)) return "f";
  return undefined;
}

/**
 * A head noun's gender and number ("macetas" → f, plural; "collares" → m, plural), or undefined
 * when unsure. `ruled`: whether ending rules may decide (not for a capitalised word, which may be
 * a brand: "Zara", "Nike").
 */
export function agreementOf(head: string, ruled = true): Agreement | undefined {
  const word = plain(head);
  if (!/^\p{L}+$/u.test(word)) return undefined;
  const guess = (singular: string) => KNOWN.get(singular) ?? (ruled ? genderByEnding(singular) : undefined);
  const known = KNOWN.get(word);
  if (known) return { gender: known, plural: false };
  if (COMPOUND.test(word) || SINGULAR_S.has(word)) return { gender: "m", plural: false };
  if (/s$/.test(word)) {
    if (/[áéíóú]s$/u.test(head.toLowerCase())) return undefined;
    // "sets", "jeans": a loanword's plural; only the table knows its singular.
    if (/[^aeiou]s$/.test(word)) {
      const gender = KNOWN.get(word.slice(0, -1));
      return gender ? { gender, plural: true } : undefined;
    }
    // "macetas", "pendientes"; then "collares", "flores"; "luces" from "luz".
    const candidates = [word.slice(0, -1)];
    if (/ces$/.test(word)) candidates.push(`${word.slice(0, -3)}z`);
    else if (/[^aeiou]es$/.test(word)) candidates.push(word.slice(0, -2));
    for (const candidate of candidates) {
      const gender = guess(candidate);
      if (gender) return { gender, plural: true };
    }
    return undefined;
  }
  const gender = guess(word);
  return gender ? { gender, plural: false } : undefined;
}

/** The seller's phrase's head (the first word after counts like "3" or "x12"), bare of quotes. */
function headOf(name: string): string {
  const head = name.split(/\s+/).find((word) => !/^(?:x?\d[\d.,]*\p{L}*|\d+x)$/iu.test(word)) ?? "";
  return head.replace(/^[«"“'‘(¿¡]+|[»"”'’),.:;!?]+$/gu, "");
}

/** The agreement the seller's phrase needs, or undefined when unsure. */
function agreementOfName(head: string): Agreement | undefined {
  if (!head || DETERMINERS.has(head.toLowerCase())) return undefined;
  // A capitalised head may be a brand: only the table decides. Capitals inside ("iPhone", "LEGO"): never.
  if (/\p{Lu}/u.test(head.slice(1))) return undefined;
  return agreementOf(head, !/^\p{Lu}/u.test(head));
}

type Form = "el" | "nuestro" | "este";

/** "la", "nuestros", "estas"… as the agreement asks. */
function determiner(form: Form, { gender, plural }: Agreement, head = ""): string {
  if (form === "el") {
    if (plural) return gender === "f" ? "las" : "los";
    return gender === "f" && !STRESSED_A.has(plain(head)) ? "la" : "el";
  }
  const stem = form === "nuestro" ? "nuestr" : "est";
  if (form === "este" && gender === "m" && !plural) return "este";
  return `${stem}${gender === "f" ? "a" : "o"}${plural ? "s" : ""}`;
}

/** "a" or "de" before "el" contracts ("al set", "del bolso"). */
const contract = (preposition: "a" | "de", article: string) =>
  article === "el" ? (preposition === "a" ? "al" : "del") : `${preposition} ${article}`;

/**
 * First letter up, after any opening "¿", "¡" or quote; never for a start that is a number
 * ("8cm", "2x1") or a word written with capitals inside ("iPhone", "eBay").
 */
function upFirst(text: string): string {
  const index = text.search(/[\p{L}\p{N}]/u);
  if (index < 0 || /\p{N}/u.test(text.charAt(index))) return text;
  const word = /^\S*/u.exec(text.slice(index))?.[0] ?? "";
  if (/\p{Lu}/u.test(word.slice(1))) return text;
  return text.slice(0, index) + text.charAt(index).toLocaleUpperCase("es") + text.slice(index + 1);
}

/** "a, b y c"; "y" is "e" before an i- sound ("lino e hilo") and "o" is "u" before an o- sound. */
function list(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  const clean = items.map((item) => item.trim()).filter(Boolean);
  if (clean.length <= 1) return clean[0] ?? "";
  const last = clean[clean.length - 1] ?? "";
  const sound = plain(last);
  const word =
    conjunction === "and" ? (/^h?i(?![aeou])/.test(sound) ? "e" : "y") : /^h?o/.test(sound) ? "u" : "o";
  return `${clean.slice(0, -1).join(", ")} ${word} ${last}`;
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/[,;:\s]+$/u, "");
  if (!trimmed) return "";
  return upFirst(/[.!?…)"”»]$/u.test(trimmed) ? trimmed : `${trimmed}.`);
}

/** Spanish titles are in sentence case: the first letter up, the seller's words as typed. */
const titleCase = (text: string) => upFirst(text.trim().replace(/\s+/g, " "));

// ── Intros ─────────────────────────────────────────────────────────────────────────────────

interface Intro {
  /** With an article or possessive that agrees with the name. */
  agreeing: (name: string, agreement: Agreement, head: string) => string;
  /** With none: the name stands alone ("Taza de cerámica, de cerca."). */
  bare: (name: string) => string;
}

const verb = (plural: boolean, one: string, many: string) => (plural ? many : one);

const INTROS: readonly Intro[] = [
  {
    agreeing: (n, a) => `Te presentamos ${determiner("nuestro", a)} ${n}.`,
    bare: (n) => `${upFirst(n)}, hoy en la tienda.`,
  },
  {
    agreeing: (n, a) =>
      `${upFirst(determiner("este", a))} ${verb(a.plural, "es", "son")} ${determiner("nuestro", a)} ${n}.`,
    bare: (n) => `${upFirst(n)}, de cerca.`,
  },
  {
    agreeing: (n, a, h) => `Hoy te enseñamos ${determiner("el", a, h)} ${n}.`,
    bare: (n) => `Hoy en el escaparate, ${n}.`,
  },
  {
    agreeing: (n, a) => `¿Ya conoces ${determiner("nuestro", a)} ${n}?`,
    bare: (n) => `${upFirst(n)}, con todo detalle.`,
  },
  {
    agreeing: (n, a, h) => `Un vistazo ${contract("a", determiner("el", a, h))} ${n}.`,
    bare: (n) => `Protagonista de hoy, ${n}.`,
  },
  {
    agreeing: (n, a, h) =>
      `Hoy ${verb(a.plural, "le", "les")} toca ${contract("a", determiner("el", a, h))} ${n}.`,
    bare: (n) => `${upFirst(n)}, en primer plano.`,
  },
  {
    agreeing: (n, a, h) => `Así ${verb(a.plural, "es", "son")} ${determiner("el", a, h)} ${n}.`,
    bare: (n) => `${upFirst(n)}, para que no te pierdas nada.`,
  },
  {
    agreeing: (n, a, h) => `Hablemos ${contract("de", determiner("el", a, h))} ${n}.`,
    bare: (n) => `${upFirst(n)}, ya en nuestra tienda.`,
  },
  {
    agreeing: (n, a, h) => `Aquí tienes ${determiner("el", a, h)} ${n}.`,
    bare: (n) => `Directo desde nuestro escaparate, ${n}.`,
  },
  {
    agreeing: (n, a, h) => `Te contamos todo sobre ${determiner("el", a, h)} ${n}.`,
    bare: (n) => `${upFirst(n)}, esta semana en la tienda.`,
  },
  {
    agreeing: (n, a) =>
      `${upFirst(determiner("este", a))} ${n} ${verb(a.plural, "te está", "te están")} esperando en la tienda.`,
    bare: (n) => `Lo que te traemos hoy, ${n}.`,
  },
  {
    agreeing: (n, a, h) => `Echa un ojo ${contract("a", determiner("el", a, h))} ${n}.`,
    bare: (n) => `${upFirst(n)}, en pocas palabras.`,
  },
  {
    agreeing: (n, a) => `Queremos enseñarte ${determiner("nuestro", a)} ${n}.`,
    bare: (n) => `Sobre la mesa hoy, ${n}.`,
  },
  {
    agreeing: (n, a, h) => `Hoy ponemos el foco en ${determiner("el", a, h)} ${n}.`,
    bare: (n) => `Nuestra propuesta de hoy, ${n}.`,
  },
];

function intro(name: string, index: number): string {
  const chosen = INTROS[((index % INTROS.length) + INTROS.length) % INTROS.length] as Intro;
  const trimmed = name.trim().replace(/[\s.,;:]+$/u, "");
  const head = headOf(trimmed);
  const agreement = agreementOfName(head);
  return agreement ? chosen.agreeing(trimmed, agreement, head) : chosen.bare(trimmed);
}

// ── Fact sentences ─────────────────────────────────────────────────────────────────────────

/** Seller words that already name the condition: then they say it themselves, verbatim. */
const NAMES_CONDITION: Record<ProductCondition, RegExp> = {
  new: /\b(?:nuev[oa]s?|a estrenar|sin estrenar|sin usar|precintad[oa]s?|brand new|new|nwt|unused)\b/u,
  used: /\b(?:usad[oa]s?|segunda mano|seminuev[oa]s?|used|pre-?owned|pre-?loved|second-?hand)\b/u,
  refurbished: /\b(?:reacondicionad[oa]s?|restaurad[oa]s?|refurbished|renewed)\b/u,
  vintage: /\b(?:vintage|antigu[oa]s?|de epoca|antique)\b/u,
};

/** How each condition is said before the seller's words, with no agreement to get wrong. */
const CONDITION_LEAD: Record<ProductCondition, string> = {
  new: "A estrenar",
  used: "De segunda mano",
  refurbished: "Artículo reacondicionado",
  vintage: "Vintage",
};

function condition(value: ProductCondition, said: readonly string[]): string {
  const words = said.map((word) => word.trim()).filter(Boolean);
  if (words.length === 0) return `${CONDITION_LEAD[value]}.`;
  const notes = words.join(", ");
  if (NAMES_CONDITION[value].test(plain(notes))) return sentence(notes);
  return sentence(`${CONDITION_LEAD[value]}, ${notes}`);
}

/** "caja" → "sin caja"; "sin llave", "cargador no incluido" stay as the seller wrote them. */
function notIncluded(items: readonly string[]): string {
  const clean = items.map((item) => item.trim()).filter(Boolean);
  const negated = clean.map((item) => (/\b(?:sin|no|ni|not|without)\b/iu.test(item) ? item : `sin ${item}`));
  const without = negated.filter((item) => /^sin\b/iu.test(item));
  const others = negated.filter((item) => !/^sin\b/iu.test(item));
  return [...(without.length ? [list(without)] : []), ...others].map(sentence).join(" ");
}

/** "15%" → "un 15% de descuento", "20% de descuento" → "un 20% de descuento"; "envío gratis" stays. */
function discountPhrase(discount: string): string {
  const said = discount.trim().replace(/^-\s?(?=\d)/u, "");
  if (/^\d+(?:[.,]\d+)?\s?%$/u.test(said)) return `un ${said} de descuento`;
  return /^\d+(?:[.,]\d+)?\s?%|^\d+x\d+$/iu.test(said) ? `un ${said}` : said;
}

function offer({
  discount,
  code,
  ends,
  text,
}: {
  discount?: string;
  code?: string;
  ends?: string;
  text: string;
}) {
  const until = ends ? `, ${ends}` : "";
  if (code && discount) return sentence(`Con el código ${code} tienes ${discountPhrase(discount)}${until}`);
  if (code) return sentence(`Usa el código ${code} al pagar${until}`);
  if (discount) return sentence(`${discount}${until}`);
  return sentence(text);
}

const unquoted = (text: string) => text.trim().replace(/^[«"“'‘]+|[»"”'’]+$/gu, "");

export const spanish: LanguagePack = {
  language: "es",
  list,
  sentence,
  titleCase,
  // Marketplace values in Spain and Latin America (eBay, Amazon, Wallapop, Mercado Libre).
  conditionName: {
    new: "Nuevo",
    used: "De segunda mano",
    refurbished: "Reacondicionado",
    vintage: "Vintage",
  },
  hooks: {
    warm: [
      "Hoy te traemos algo de nuestra tienda.",
      "Esto llevaba tiempo esperándote.",
      "Con mucho cariño, desde la tienda.",
      "Teníamos muchas ganas de enseñarte esto.",
      "Algo para tu lista de deseos.",
      "Pasa, que te enseñamos lo último.",
      "Qué ilusión compartir esto por fin.",
      "Un ratito para mirar con calma.",
      "Prepárate un té y echa un vistazo.",
      "De nuestra tienda a tu pantalla.",
      "Esto nos tiene enamorados últimamente.",
      "Qué alegría verte otra vez por aquí.",
      "Para ti, que siempre te pasas a vernos.",
      "Hoy abrimos la semana contigo.",
    ],
    plain: [
      "Ya disponible en nuestra tienda.",
      "Ya se puede pedir.",
      "Aquí tienes los detalles.",
      "Todo lo que necesitas saber, a continuación.",
      "Un vistazo más de cerca.",
      "Te lo contamos en pocas líneas.",
      "Ya puedes hacer tu pedido.",
      "Los detalles, resumidos.",
      "Hoy sumamos esto a la tienda.",
      "Los pedidos están abiertos.",
      "Una opción a tener en cuenta.",
      "Merece un vistazo con calma.",
      "Te dejamos la información justo debajo.",
      "En la tienda desde hoy.",
    ],
    lively: [
      "Ojo a esto.",
      "Deja de hacer scroll un segundo.",
      "Atención, que esto te va a gustar.",
      "Nos lo pediste y aquí está.",
      "Redoble de tambores, por favor.",
      "Avisa a tu gente.",
      "¡Mira lo que acaba de llegar!",
      "Tu feed necesitaba esto.",
      "No digas que no te avisamos.",
      "Esto va directo a tu lista de deseos.",
      "Alerta de antojo.",
      "Guarda este post, que luego no lo encuentras.",
      "Aviso para navegantes.",
      "Esto no te lo esperabas.",
    ],
  },
  intro,
  introCount: INTROS.length,
  ctas: {
    buy: {
      bio: [
        "Para pedir, toca el enlace de la bio.",
        "Haz tu pedido desde el link en la bio.",
        "Compra desde el enlace de nuestra bio.",
        "Encuentra la tienda en el link de la bio.",
        "Pásate por la tienda, tienes el enlace en la bio.",
        "Pedidos por el link de nuestra bio.",
        "¿Te animas? El enlace está en la bio.",
        "Un toque en el enlace en nuestra bio y listo.",
        "Todo el catálogo te espera en nuestra bio.",
        "Para encargar, usa el link en nuestra bio.",
      ],
      link: [
        "Haz tu pedido en {url}",
        "Puedes comprar en {url}",
        "Encuentra todos los detalles en {url}",
        "Ya puedes pedir en {url}",
        "Entra en {url} y pide desde allí",
        "Te esperamos en {url}",
        "Para comprar, pásate por {url}",
        "Está todo en {url}",
        "Más información y pedidos en {url}",
        "Pide desde la web, {url}",
      ],
      plain: [
        "Escríbenos por mensaje para pedir.",
        "Mándanos un DM para hacer tu pedido.",
        "Pide directamente en nuestra tienda.",
        "Pásate por la tienda y haz tu encargo.",
        "Si te interesa, escríbenos.",
        "Contáctanos y preparamos tu pedido.",
        "Haz tu pedido por mensaje privado.",
        "Para encargos, mándanos un mensaje.",
        "Te respondemos enseguida para cerrar tu compra.",
        "Estamos a un mensaje de distancia.",
      ],
    },
    talk: {
      bio: [
        "Cuéntanos qué te parece. Link en la bio.",
        "¿Con cuál te quedas? Enlace en la bio.",
        "Comparte este post con quien tenga que verlo. Link en nuestra bio.",
        "Guárdalo para luego, el enlace de la bio te lleva directo.",
        "Etiqueta a quien tiene que ver esto. Link de la bio.",
        "Déjanos un comentario, y echa un ojo al enlace de nuestra bio.",
        "¿Dudas? Pregúntanos, el enlace está en la bio.",
        "Te leemos en comentarios. Más en la bio.",
      ],
      link: [
        "Dinos qué te parece después de ver {url}",
        "Comparte {url} con quien quieras.",
        "Mira {url} y nos cuentas.",
        "¿Te pica la curiosidad? Todo en {url}",
        "Más información en {url}",
        "Hay más detalles en {url}",
        "Échale un ojo a {url}",
        "Entra en {url} y déjanos tu opinión.",
      ],
      plain: [
        "Cuéntanos qué te parece en los comentarios.",
        "Etiqueta a alguien a quien le encantaría.",
        "Guarda esta publicación para más tarde.",
        "Comparte esto con alguien.",
        "¿Preguntas? Escríbenos aquí abajo.",
        "¿Cuál elegirías tú? Cuéntanoslo abajo.",
        "Si te gusta, dale a compartir.",
        "Te leemos en los comentarios.",
      ],
    },
  },
  closers: [
    "Cualquier duda, escríbenos.",
    "Gracias por pasarte.",
    "Si tienes preguntas, aquí estamos.",
    "Estaremos encantados de ayudarte.",
    "Pregunta lo que necesites.",
    "Gracias por tu visita.",
    "Respondemos todos los mensajes.",
    "Gracias por apoyar al pequeño comercio.",
    "¿Alguna pregunta? Mándanos un mensaje.",
    "Nos encanta leerte, escríbenos cuando quieras.",
    "Qué bien que nos hayas encontrado.",
    "Para lo que necesites, estamos a tu disposición.",
    "Si algo no queda claro, pregúntanos sin problema.",
    "Un saludo y gracias por tu tiempo.",
  ],
  fromShop: [
    "Desde {shop}.",
    "De parte de {shop}.",
    "Con cariño, el equipo de {shop}.",
    "En venta en {shop}.",
    "Una publicación de {shop}.",
    "Directo desde la tienda de {shop}.",
    "Un saludo del equipo de {shop}.",
  ],
  facts: {
    // "De" + the seller's words needs no agreement ("De cerámica y nogal.").
    materials: (materials) => `De ${list(materials)}.`,
    colours: (colours) => `En ${list(colours)}.`,
    specs: (specs) => sentence(list(specs)),
    features: (features) => sentence(list(features)),
    condition,
    notIncluded,
    delivery: (items) => items.map(sentence).join(" "),
    safety: (items) => items.map(sentence).join(" "),
    offer,
    design: (design, artist) => `Diseño «${unquoted(design)}»${artist ? ` de ${artist.trim()}` : ""}.`,
    occasion: (occasion) =>
      /^para\b/iu.test(occasion.trim()) ? sentence(occasion) : `Para ${occasion.trim()}.`,
  },
  // Each is in label-lines.ts SPEC_LABELS ("material" and "color" are the same word in English).
  labels: {
    brand: "Marca",
    model: "Modelo",
    size: "Tamaño",
    material: "Material",
    colour: "Color",
    condition: "Estado",
    delivery: "Envío",
    details: "Detalles",
  },
  hashtagStopwords: new Set(
    (
      "el la los las lo un una unos unas y e o u de del al a en con sin para pa por sobre mi mis tu tus su sus " +
      "nuestro nuestra nuestros nuestras este esta cada set pack lote juego kit x ud uds unidad unidades"
    ).split(" "),
  ),
};
