/**
 * Does a brief name anything that can be sold? The general rule, in any of English, Spanish,
 * French and German: a brief makes sense when at least one of the seller's words is a content
 * word, i.e. not a link, an emoji, a number on its own, a filler or vague word ("stuff", "cosas",
 * "trucs", "Sachen", "new", "sale", "test") and not keyboard mash ("asdf", "qwerty", "jkjkjk",
 * "sdfsdf", "hjkl"). Real short briefs pass: "mug", "LEGO 10497", "iPhone 12", "Nike AF1 sz 10",
 * "miel", "Kerze", "bougie". An unknown but word-like product name passes too: the screen refuses
 * what names nothing, it does not decide what a product is (the writers do).
 */

/** Links and e-mail addresses say nothing a writer can use: they are taken out before reading. */
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|shop|store|io|co|uk|de|fr|es|it|eu|info|biz|me|app|site|online)(?:\/\S*)?/giu;

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Words that name nothing sellable on their own: vague nouns ("stuff", "item", "cosas", "trucs",
 * "Sachen"), fillers and greetings, shop talk ("sale", "buy", "link", "bio"), placeholder text
 * ("test", "lorem", "xxx", "n/a") and the commonest function words of each language. A brief
 * made of nothing else is refused.
 */
const FILLER_WORDS = [
  // English: vague nouns
  "stuff things thing item items product products goods good merch merchandise misc miscellaneous",
  "various random assorted something anything everything whatever object objects article articles",
  "piece pieces bits bit collection selection range",
  // English: shop talk, greetings, placeholders
  "sale sell selling sold buy buying bought shop shopping store offer offers deal deals price prices",
  "cheap new brand quality best great nice cool awesome amazing beautiful cute good lovely perfect",
  "check out look see here there link bio dm pm click order now today available",
  "hello hi hey test testing tested tbd todo placeholder sample example demo lorem ipsum foo xyz abc",
  "xxx xx na none nothing idk lol lmao omg wow yes ok okay etc tba",
  "photo photos pic pics picture pictures image images img",
  // English: function words
  "a an the and or but of for to in on at by with without from my our your his her their its this",
  "that these those it is are was were be been being i we you he she they me us them some any all",
  "just very really so too also more most much many one two three",
  // Spanish
  "cosa cosas objeto objetos artículo artículos articulo articulos producto productos varios varias",
  "algo nada todo venta vendo vender compra comprar oferta ofertas precio nuevo nueva nuevos nuevas",
  "hola prueba ejemplo tienda foto fotos imagen mira aquí aqui el la los las un una unos unas y o de",
  "del en con sin para por mi mis tu tus su sus es son muy más mas",
  // French
  "truc trucs chose choses objet objets article articles produit produits divers diverses bidule",
  "machin quelque rien tout vente vends vendre acheter achat offre prix nouveau nouvelle nouveaux",
  "bonjour salut essai exemple boutique photo photos image regarde ici le la les un une des et ou",
  "du au aux en avec sans pour par mon ma mes ton ta tes son sa ses est sont très plus",
  // German
  "sachen sache zeug kram ding dinge gegenstand gegenstände artikel produkt produkte verschiedenes",
  "diverses etwas nichts alles verkauf verkaufe verkaufen kaufen angebot preis neu neue neuer neues",
  "hallo test beispiel laden foto fotos bild bilder schau hier der die das ein eine einen und oder",
  "von mit ohne für im am zu mein meine dein deine sein seine ist sind sehr mehr verschiedene verschiedener",
  // Italian, Portuguese: the commonest vague nouns sellers type
  "roba cose coisa coisas",
];
export const fillerWords: ReadonlySet<string> = new Set(FILLER_WORDS.join(" ").split(/\s+/).filter(Boolean));

/** Units and sizes: "12oz", "500 ml", "XL" say how much, not what. */
const UNIT_LETTERS = new Set(
  "oz fl ml cl dl l g kg mg mm cm m km in inch ft lb lbs gb tb mb mah w kw v x pcs pc pk pack ct cm2 xs s xl xxl xxxl xxs".split(
    " ",
  ),
);

/** Keyboard rows of the QWERTY, AZERTY and QWERTZ layouts (the four languages' keyboards). */
const KEYBOARD_ROWS = [
  ["qwertyuiop", "asdfghjkl", "zxcvbnm"],
  ["azertyuiop", "qsdfghjklm", "wxcvbn"],
  ["qwertzuiop", "asdfghjkl", "yxcvbnm"],
];

/** "power" has 3 of 4 pairs on the top row; "asdf", "qwer", "asdfjkl" have 4 in 5 or more. */
const MASH_SHARE = 0.8;

const VOWEL = /[aeiouyàáâäãåæèéêëìíîïòóôöõøœùúûüýÿ]/u;

/** The share of a token's letter pairs that are neighbouring keys on one row of a layout. */
function neighbourShare(token: string, rows: readonly string[]): number {
  let neighbours = 0;
  for (let index = 1; index < token.length; index += 1) {
    const a = token[index - 1] as string;
    const b = token[index] as string;
    if (
      rows.some(
        (row) => row.includes(a) && row.includes(b) && Math.abs(row.indexOf(a) - row.indexOf(b)) === 1,
      )
    )
      neighbours += 1;
  }
  return neighbours / (token.length - 1);
}

/** "asd", "qwe", "jkl", "lkj": three keys in a row on a QWERTY row, either way. */
function isThreeKeyRun(token: string): boolean {
  if (token.length !== 3) return false;
  const reversed = [...token].reverse().join("");
  return KEYBOARD_ROWS[0]?.some((row) => row.includes(token) || row.includes(reversed)) ?? false;
}

function mashyUnit(unit: string): boolean {
  if (unit.length === 3) return isThreeKeyRun(unit) || !VOWEL.test(unit);
  return KEYBOARD_ROWS.some((rows) => neighbourShare(unit, rows) >= MASH_SHARE) || !VOWEL.test(unit);
}

/** The shortest unit the token repeats ("jkjkjk" → "jk", "asdfasdf" → "asdf"), or the token. */
function repeatedUnit(token: string): string {
  for (let period = 1; period <= token.length / 2; period += 1) {
    let repeats = true;
    for (let index = period; index < token.length; index += 1) {
      if (token[index] !== token[index % period]) {
        repeats = false;
        break;
      }
    }
    if (repeats) return token.slice(0, period);
  }
  return token;
}

/**
 * Keyboard mash: keys in a run along one row ("asdf", "qwerty", "hjkl", "azerty"), one key or two
 * keys hammered ("aaaa", "jkjkjk"), a mashed run typed twice ("asdfasdf", "sdfsdf"), three keys in
 * a row ("asd", "qwe"), or six letters without a vowel. Real words of four or more letters and
 * three different letters are rarely made mostly of neighbouring keys ("were" is one, and it is a
 * filler word anyway); "asas" (Spanish: handles) has two letters, so it is left alone.
 */
export function isKeyboardMash(original: string): boolean {
  const token = original.toLowerCase();
  if (!/^\p{L}+$/u.test(token)) return false;
  if (isThreeKeyRun(token)) return true;
  if (token.length < 4) return false;
  const unit = repeatedUnit(token);
  if (unit.length === 1) return true;
  if (unit.length === 2 && token.length >= 6) return true;
  if (unit.length >= 3 && unit.length < token.length && mashyUnit(unit)) return true;
  if (new Set(token).size >= 3 && KEYBOARD_ROWS.some((rows) => neighbourShare(token, rows) >= MASH_SHARE))
    return true;
  // Short ones are acronyms (DSLR, HDMI, NWT, SNKRS); six letters and no vowel is mash.
  return token.length >= 6 && !VOWEL.test(token);
}

export type WordKind = "content" | "number" | "filler" | "mash";

/** What one word of a brief is: a content word names something; the rest say nothing alone. */
export function wordKind(original: string): WordKind {
  const word = original.toLowerCase();
  if (/^\p{N}+$/u.test(word)) return "number";
  if (/\p{N}/u.test(word)) {
    // "af1", "ps5", "iphone12" name things; "12oz", "500ml", "a4", "3x" measure them.
    const letters = word
      .replace(/\p{N}+/gu, " ")
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    const named = letters.filter((part) => !UNIT_LETTERS.has(part)).join("");
    return named.length >= 2 ? "content" : "number";
  }
  if (word.length < 2) return "filler";
  if (fillerWords.has(word)) return "filler";
  if (isKeyboardMash(original)) return "mash";
  return "content";
}

/** The content words of a text, links taken out first. */
export function contentWords(text: string): string[] {
  const words = text.normalize("NFC").replace(LINK, " ").match(WORD) ?? [];
  return words.filter((word) => wordKind(word) === "content");
}

/** True when at least one of the texts names something: at least one content word among them. */
export function namesSomething(texts: readonly (string | undefined)[]): boolean {
  return texts.some((text) => Boolean(text) && contentWords(text as string).length > 0);
}
