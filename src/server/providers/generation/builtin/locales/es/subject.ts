import type { ListingBrief, SocialBrief } from "../../../generation-provider";
import { lexicon } from "../../lexicon/lexicon";
import { type NeutralSubject, neutralSubject } from "../understand";
import { type Gender, type SpanishNoun, spanishNouns, spanishWords } from "./data";
import {
  type Agreement,
  capitalise,
  genderFromEnding,
  joinList,
  lowerFirst,
  pluralOf,
  withDeterminer,
} from "./grammar";
import type { Slots } from "./phrasebook";

/**
 * What a Spanish generation says about the product: its name in Spanish (the seller's own words
 * when they wrote Spanish, else the noun table's for the lexicon's type, else the seller's words
 * as typed), its agreement, and the facts in Spanish (colours, materials, sizes, condition).
 */
export interface SpanishSubject {
  mode: "item" | "range";
  neutral: NeutralSubject;
  /** Running-text name: "taza de cerámica esmaltada", "aretes de plata de ley". */
  name: string;
  agreement: Agreement;
  /** The seller wrote the product in Spanish. */
  sellerSpanish: boolean;
  noun?: SpanishNoun;
  colours: string[];
  materials: { name: string; joined: string }[];
  sizes: string[];
  handmade: boolean;
  condition?: NeutralSubject["condition"];
  care?: string;
  /** The lexicon type: the table's for a Spanish name, else the English parser's. */
  typeKey?: string;
  /** The lexicon department's key, from `typeKey` when known. */
  departmentKey?: string;
  /** A title: "Taza de cerámica esmaltada en azul marino". */
  title: string;
  slots: Slots;
}

/** Words that only Spanish text has (accents, ñ, ¿¡) or its commonest function words. */
const SPANISH_MARKS = /[ñáéíóúü¿¡]/i;
const SPANISH_WORDS =
  /(?<![\p{L}])(?:de|del|con|para|y|la|las|el|los|en|sin|hecho|hecha|hechos|hechas|mano|tamaño|juego|nuevo|nueva)(?![\p{L}])/iu;

/** Spanish colour words, so a photo's colour is not added to a name that has one already. */
const SPANISH_COLOUR_WORD =
  /(?<![\p{L}])(?:roj|azul|verde|negr|blanc|amarill|rosa|morad|gris|marr[oó]n|naranja|beige|dorad|platead|lila|turquesa|crema|burdeos|granate|malva|coral|terracota|ocre|mostaza|caqui|celeste|violeta|fucsia)/iu;

/** Endings Spanish words have and English ones rarely do, all together ("alfajores caseros"). */
const SPANISH_ENDING = /(?:[oa]s?|[^aeiou]es|ción|dad)$/i;

export function looksSpanish(text: string): boolean {
  if (SPANISH_MARKS.test(text) || SPANISH_WORDS.test(text)) return true;
  const head = headWord(text);
  if (head && nounByHead(head) !== undefined) return true;
  // Every word with a Spanish ending, and two of them or a plural one ("yoga" alone is English).
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const known = lexicon().byName;
  return (
    words.length > 0 &&
    words.every((word) => SPANISH_ENDING.test(word) && !known.has(word)) &&
    (words.length >= 2 || /(?:[oa]s|es)$/.test(words[0] ?? ""))
  );
}

function headWord(text: string): string | undefined {
  return text
    .trim()
    .split(/[\s,;:()]+/)[0]
    ?.toLowerCase();
}

/** A noun of the table whose singular or plural starts with this word ("taza", "velas"). */
function nounByHead(head: string): { key: string; noun: SpanishNoun; plural: boolean } | undefined {
  // Another region's word ("pendientes", "playera"): its own gender and number, the table's type.
  const alias = spanishWords().headAliases[head];
  const aliased = alias ? spanishNouns().get(alias[0]) : undefined;
  if (alias && aliased) {
    const [key, gender, number] = alias;
    return { key, noun: { ...aliased, gender }, plural: number === "pl" };
  }
  for (const [key, noun] of spanishNouns()) {
    const singularHead = noun.singular.split(" ")[0]?.toLowerCase();
    const pluralHead = noun.plural.split(" ")[0]?.toLowerCase();
    if (singularHead === head && !noun.pluralOnly) return { key, noun, plural: false };
    if (pluralHead === head) return { key, noun, plural: true };
  }
  return undefined;
}

/**
 * The lexicon type a Spanish name stands for, by its head noun ("taza" → "mug"): the English
 * parser cannot read Spanish, and may even misread it ("collar de plata" is a necklace, not a
 * dog collar). Used for the category, the price band and the department's hashtag.
 */
export function spanishTypeKey(name: string): string | undefined {
  const head = headWord(name);
  if (!head) return undefined;
  const whole = name.toLowerCase();
  // The longest table name the phrase starts with ("collar para perro" before "collar").
  let best: { key: string; length: number } | undefined;
  for (const [key, noun] of spanishNouns()) {
    for (const form of [noun.singular, noun.plural]) {
      const lower = form.toLowerCase();
      if ((whole === lower || whole.startsWith(`${lower} `)) && (!best || lower.length > best.length))
        best = { key, length: lower.length };
    }
  }
  return best?.key ?? nounByHead(head)?.key;
}

/** The seller's name for the product: the words before the first comma, bracket or dash. */
function sellerName(text: string): string {
  const head = text.split(/\s*(?:[,;(|]|\s[–—-]\s)\s*/)[0]?.trim() || text.trim();
  const words = head.split(/\s+/);
  let name = "";
  for (const word of words) {
    if (`${name} ${word}`.trim().length > 70) break;
    name = `${name} ${word}`.trim();
  }
  return lowerFirst(name.replace(/[.!?:]+$/, ""));
}

export function spanishSubject(brief: SocialBrief | ListingBrief): SpanishSubject {
  const neutral = neutralSubject(brief);
  const words = spanishWords();
  const nouns = spanishNouns();
  const seller = neutral.sellerProduct;
  const tableNoun = neutral.typeKey ? nouns.get(neutral.typeKey) : undefined;
  const sellerSpanish = seller !== undefined && looksSpanish(seller);
  const materials = uniqueMaterials([
    ...neutral.materials
      .map((material) => words.materials[material.toLowerCase()])
      .filter((entry): entry is NonNullable<typeof entry> => Boolean(entry))
      .map(([name, joined]) => ({ name, joined: joined ?? `de ${name}` })),
    // The seller's Spanish words name materials the English parser cannot read ("de algodón orgánico").
    ...(seller && sellerSpanish ? spanishMaterialsIn(seller) : []),
  ]);

  let name: string;
  let agreement: Agreement;
  let mode: SpanishSubject["mode"] = "item";
  if (seller && (sellerSpanish || !tableNoun)) {
    name = sellerName(seller);
    agreement = sellerAgreement(name, sellerSpanish);
  } else if (tableNoun) {
    const count = neutral.count && neutral.count > 1 && !tableNoun.pluralOnly ? neutral.count : undefined;
    const base = count ? `set de ${count} ${tableNoun.plural}` : tableNoun.singular;
    const material = materials[0];
    name = material && !base.includes(material.name) ? `${base} ${material.joined}` : base;
    agreement = count
      ? { gender: "m", plural: false }
      : { gender: tableNoun.gender, plural: tableNoun.pluralOnly };
  } else {
    mode = "range";
    const business = brief.businessType?.trim();
    if (business && looksSpanish(business) && /s$/i.test(headWord(business) ?? "")) {
      name = lowerFirst(business);
      agreement = { gender: genderFromEnding(headWord(business) ?? ""), plural: true };
    } else {
      name = "productos";
      agreement = { gender: "m", plural: true };
    }
  }

  const lowerName = name.toLowerCase();
  const ownMaterials = materials.filter((material) => !lowerName.includes(material.name.toLowerCase()));
  const colours = SPANISH_COLOUR_WORD.test(name)
    ? []
    : neutral.colours
        .map((colour) => words.colours[colour.toLowerCase()])
        .filter((colour): colour is string => Boolean(colour) && !lowerName.includes(colour as string))
        .slice(0, 2);
  const sizes = [...neutral.sizes, ...neutral.specs].filter(
    (size) => !lowerName.includes(size.toLowerCase()),
  );
  const care = materials.map((material) => words.care[material.name]).find(Boolean);
  const colour = colours.length ? joinList(colours) : undefined;
  const titleParts = [capitalise(name), colour ? `en ${colour}` : undefined];
  const title = titleParts.filter(Boolean).join(" ");

  const slots: Slots =
    mode === "range"
      ? {
          gama: name,
          nuestraGama: withDeterminer("nuestr", name, agreement) ?? `nuestra selección de ${name}`,
          tituloGama: capitalise(name),
          lasGama: withDeterminer("el", name, agreement),
        }
      : {
          producto: name,
          elProducto: withDeterminer("el", name, agreement),
          unProducto: agreement.plural ? undefined : withDeterminer("un", name, agreement),
          esteProducto: withDeterminer("est", name, agreement),
          nuestroProducto: withDeterminer("nuestr", name, agreement),
          color: colour,
          material: ownMaterials[0]?.name,
          deMaterial: ownMaterials[0]?.joined,
          materiales:
            ownMaterials.length > 1
              ? joinList(ownMaterials.slice(0, 2).map((entry) => entry.name))
              : undefined,
          medidas: sizes.length ? sizes.slice(0, 3).join(", ") : undefined,
          consejo: care ? lowerFirst(care) : undefined,
          productos: sellerSpanish ? productsWord(name, agreement) : tableNoun?.plural,
          titulo: title,
        };
  const typeKey =
    sellerSpanish && mode === "item" ? (spanishTypeKey(name) ?? neutral.typeKey) : neutral.typeKey;
  return {
    mode,
    neutral,
    name,
    agreement,
    sellerSpanish,
    noun: tableNoun,
    typeKey,
    departmentKey: (typeKey ? departmentOf(typeKey) : undefined) ?? neutral.departmentKey,
    colours,
    materials: ownMaterials,
    sizes,
    handmade: neutral.handmade || (seller !== undefined && /hech[oa]s? a mano|artesanal/i.test(seller)),
    condition: neutral.condition,
    care,
    title,
    slots,
  };
}

/**
 * The agreement of the seller's own phrase, from its head noun (Spanish puts it first): the noun
 * table's gender when the head is a known noun, else the ending's when that is reliable; the
 * number from the table or a plural ending. English words get no gender (neutral templates).
 */
function sellerAgreement(name: string, spanish: boolean): Agreement {
  const head = headWord(name) ?? "";
  const known = nounByHead(head);
  if (known) return { gender: known.noun.gender, plural: known.plural || known.noun.pluralOnly };
  if (!spanish) return { plural: /[^s]s$/i.test(head) };
  const plural = /[aeiouáéíóú]s$|[^aeiouáéíóú]es$/i.test(head);
  const gender: Gender | undefined = genderFromEnding(head);
  return { gender, plural };
}

function departmentOf(typeKey: string): string | undefined {
  const lex = lexicon();
  const type = lex.byKey.get(typeKey);
  return type ? lex.departments.get(type.department)?.key : undefined;
}

/** The seller's head noun in the plural, for "ideas de tazas". */
function productsWord(name: string, agreement: Agreement): string | undefined {
  const head = name.split(/\s+/)[0] ?? name;
  if (head === "set") return undefined;
  return agreement.plural ? head : pluralOf(head);
}

/** Spanish material names in the seller's text, longest first ("algodón orgánico" before "algodón"). */
function spanishMaterialsIn(text: string): { name: string; joined: string }[] {
  const lower = text.toLowerCase();
  const found: { name: string; joined: string }[] = [];
  const entries = Object.values(spanishWords().materials).sort((a, b) => b[0].length - a[0].length);
  for (const [name, joined] of entries) {
    const word = name.toLowerCase();
    if (found.some((entry) => entry.name.toLowerCase().includes(word))) continue;
    if (
      new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(lower)
    )
      found.push({ name, joined: joined ?? `de ${name}` });
  }
  return found;
}

function uniqueMaterials(list: { name: string; joined: string }[]): { name: string; joined: string }[] {
  const seen = new Set<string>();
  return list.filter((entry) => {
    const key = entry.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
