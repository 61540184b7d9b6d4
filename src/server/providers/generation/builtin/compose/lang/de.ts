import type { ProductCondition } from "../../../../../../domain/fact-sheet";
import type { LanguagePack } from "../language";

/**
 * German. Social copy speaks to the followers as "ihr" (as German shops post), listing closers to
 * the one buyer reading as "du"; the shop is "wir". German needs an article or possessive before a
 * singular noun, so an intro agrees with the seller's head noun only when its gender is known
 * (a table of the nouns sellers name, then reliable endings) and the seller's own adjectives stay
 * correct after it; otherwise it uses a shape that leaves the name bare ("{Name} – …").
 */

type Gender = "m" | "f" | "n";
type Form = Gender | "pl";

// ---------------------------------------------------------------------------------------------
// Data.

/**
 * What sellers name, by gender: a compound takes the gender of its last part (Schlüssel|brett,
 * Schnuller|kette, Tee-Advents|kalender), so the last parts are listed. "pl": named in the plural.
 */
const NOUNS: Record<Form, string> = {
  m: `becher teller untersetzer krug löffel anhänger hoodie pullover pulli sweater rock mantel
    schal hut gürtel rucksack beutel ring armreif korb rahmen spiegel teppich wandbehang behang
    kranz kalender tisch stuhl hocker topf übertopf druck kunstdruck planer block stift füller
    sticker aufkleber aufnäher umschlag halter ständer fänger strauß kuchen stollen keks likör
    tee kaffee honig sirup senf wein sekt gin essig ableger kaktus baum bär teddy ball drache
    kopfhörer laptop controller lautsprecher akku drucker monitor bildschirm fernseher router
    beamer rasierer föhn wecker schlüssel ordner kurs workshop gutschein ratgeber leitfaden
    roman comic film koffer schnuller beißring body strampler latz schlafanzug bademantel
    bikini badeanzug anzug kimono poncho overall jumpsuit blazer cardigan parka schuh
    turnschuh sneaker stiefel hausschuh pantoffel handschuh fäustling schmuck duft raumduft
    spender tag advent nikolaus abend lampenschirm schirm wichtel engel stern kerzenständer leuchter magnet pin button
    organizer korken verschluss zopf dutt reif haarreif anstecker saft aufstrich balsam lack
    wagen stein reader shopper charm print stempel font napf bonsai sessel schrank`,
  f: `tasse flasche kanne karaffe schale schüssel platte dose form schürze decke serviette
    bluse tunika hose jeans jacke weste mütze kappe spange klammer schleife krawatte fliege
    brille uhr tasche börse hülle kette brosche nadel kerze vase figur skulptur kugel girlande
    lampe leuchte matte box tüte karte vorlage zeichnung seife creme lotion maske salbe butter
    marmelade konfitüre schokolade praline torte pizza soße sauce pflanze monstera blume blüte
    orchidee sukkulente puppe rassel leine kamera konsole tastatur maus powerbank mappe tafel
    leinwand fotografie illustration anleitung ausgabe edition sammlung kollektion socke
    strumpfhose bettwäsche tischdecke wolldecke kuscheldecke haube zeitschrift broschüre
    kiste etagere ampel stoffwindel windel trage hängematte hängelampe lichterkette
    schnullerkette pfanne reibe waage schablone datei zeit hochzeit taufe
    feier party weihnachtszeit adventszeit kommunion watch beanie cap clutch stola kommode bank`,
  n: `glas brett set tablett tuch handtuch shirt hemd top kleid cape band etui portemonnaie
    kissen regal bild poster gemälde foto buch heft album lesezeichen spiel puzzle spielzeug
    tier kuscheltier brot öl parfum parfüm shampoo serum spray peeling salz gewürz müsli granola
    paket bundle kit ebook handy smartphone tablet headset kabel ladegerät gerät fahrrad rad
    auto modell geschenk geschirr besteck messer windlicht licht mobile schild etikett label
    halsband armband stirnband schlüsselband fußkettchen häkeltier plüschtier bettchen mäppchen
    körbchen täschchen kettchen jubiläum fest geburtstagsfest sortiment zubehör terrarium
    aquarium kostüm outfit trikot sweatshirt longsleeve tanktop croptop polo kuscheltuch
    lätzchen halstuch geschirrtuch badetuch muster papier notizbuch tagebuch kinderbuch
    kochbuch malbuch osterei bier chutney pesto gebäck deo wachs sakko sofa bett medaillon
    aquarell tape preset template book coaching shooting leckerli objektiv notebook makramee`,
  pl: `ohrringe ohrstecker creolen socken handschuhe schuhe presets leggings shorts sandalen
    ballerinas stiefeletten manschettenknöpfe räucherstäbchen kekse plätzchen pralinen cookies
    postkarten knöpfe perlen blumen pflanzen stecklinge boots pumps espadrilles`,
};

/** Last part of a compound → its gender and number; longest parts are tried first. */
const NOUN_TABLE: readonly (readonly [string, Form])[] = (Object.entries(NOUNS) as [Form, string][])
  .flatMap(([form, words]) =>
    words
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => [word, form] as const),
  )
  .sort((a, b) => b[0].length - a[0].length);

/** Endings that tell a German noun's gender reliably (the -e of "Tasse" does not: "Käse", "Auge"). */
const ENDINGS: readonly (readonly [RegExp, Gender])[] = [
  [/(?:ung|heit|keit|schaft|tion|sion|tät|ik|ei|ette|ade|ine|erie)$/u, "f"],
  [/(?:chen|lein|ment|[^a]um|tum)$/u, "n"],
  [/(?:ling|ismus)$/u, "m"],
];

/** Words that never decline, so one before the noun needs no agreement ("Vintage Lederjacke"). */
const UNINFLECTED = new Set(
  "vintage retro boho mini maxi bio rosa lila beige orange creme oliv mauve taupe ecru rose extra super mega xxl xl xs diy".split(
    " ",
  ),
);

/** Prepositions and joiners that end the noun phrase holding the head noun. */
const PHRASE_ENDS = new Set(
  "aus mit für fürs von vom in im an am auf nach ohne zum zur bei als inkl inkl. inklusive gegen über unter".split(
    " ",
  ),
);

/** A determiner the seller typed themselves ("Mein Lieblingsbecher"): no possessive goes before it. */
const DETERMINERS = new Set(
  "der die das den dem des ein eine einen einem einer mein meine dein deine unser unsere euer eure dieser diese dieses".split(
    " ",
  ),
);

/** Heads that name a collection, singular whatever count stands before them ("3 Tassen Set"). */
const COLLECTIVES = new Set(["set", "paket", "box", "bundle", "kit", "pack", "sortiment", "kiste"]);

/** A count before one of these measures, it does not count items ("500 ml Flasche"). */
const UNITS = /^(?:ml|l|cl|g|kg|mg|cm|mm|m|m²|qm|gb|tb|mb|oz|zoll|%|stk|stück)\.?$/iu;

const NUMBER_WORDS = new Set("zwei drei vier fünf sechs sieben acht neun zehn elf zwölf".split(" "));

/** Festivals German uses without an article ("zu Weihnachten"). */
const BARE_FESTIVALS = new Set(
  "weihnachten ostern pfingsten silvester neujahr halloween fasching karneval fastnacht chanukka ramadan".split(
    " ",
  ),
);

const POSSESSIVE: Record<"nom" | "acc", Record<Form, string>> = {
  nom: { m: "unser", f: "unsere", n: "unser", pl: "unsere" },
  acc: { m: "unseren", f: "unsere", n: "unser", pl: "unsere" },
};

/**
 * Intros: `agree` puts "unser…" before the name ({nom}/{acc}, "[ist|sind]" by number), `bare`
 * keeps the name undeclined for when its gender is unsure. Same index, same idea.
 */
const INTROS: readonly { case: "nom" | "acc"; agree: string; bare: string }[] = [
  { case: "nom", agree: "Dürfen wir vorstellen? {Nom} {name}.", bare: "Dürfen wir vorstellen? {Name}." },
  { case: "nom", agree: "Das [ist|sind] {nom} {name}.", bare: "{Name} – darum geht es heute." },
  { case: "acc", agree: "Vorhang auf für {acc} {name}.", bare: "Vorhang auf! {Name}." },
  { case: "acc", agree: "Heute zeigen wir euch {acc} {name}.", bare: "{Name} – das zeigen wir euch heute." },
  { case: "acc", agree: "Lernt {acc} {name} kennen.", bare: "{Name}, kurz vorgestellt." },
  { case: "nom", agree: "Hier [kommt|kommen] {nom} {name}.", bare: "{Name} – jetzt bei uns im Shop." },
  {
    case: "nom",
    agree: "Im Rampenlicht [steht|stehen] heute {nom} {name}.",
    bare: "{Name} – heute bei uns im Rampenlicht.",
  },
  { case: "acc", agree: "Wir stellen euch {acc} {name} vor.", bare: "{Name}, einmal genauer angeschaut." },
  {
    case: "acc",
    agree: "Schaut euch {acc} {name} mal genauer an.",
    bare: "{Name} – schaut ruhig genauer hin.",
  },
  {
    case: "acc",
    agree: "Diesmal dreht sich alles um {acc} {name}.",
    bare: "{Name} – diesmal dreht sich alles darum.",
  },
  { case: "acc", agree: "Wir freuen uns, euch {acc} {name} zu zeigen.", bare: "Bühne frei! {Name}." },
  {
    case: "nom",
    agree: "{Nom} {name} [ist|sind] ab sofort im Shop.",
    bare: "{Name} – ab sofort bei uns zu haben.",
  },
  {
    case: "acc",
    agree: "Werft einen Blick auf {acc} {name}.",
    bare: "{Name} – werft gern einen Blick darauf.",
  },
  { case: "acc", agree: "Kennt ihr schon {acc} {name}?", bare: "Schon entdeckt? {Name}." },
];

const CONDITION_NAMES: Record<ProductCondition, string> = {
  new: "Neu",
  used: "Gebraucht",
  refurbished: "Generalüberholt",
  vintage: "Vintage",
};

/** The seller already said the condition itself: no second "Gebraucht" before their words. */
const CONDITION_SAID: Record<ProductCondition, RegExp> = {
  new: /(?<!\p{L})(?:neu|brandneu|nagelneu|new|brand new)(?!\p{L})/iu,
  used: /gebraucht|second[\s-]?hand|pre-?owned|(?<!\p{L})used(?!\p{L})/iu,
  refurbished: /überholt|aufbereitet|refurbished/iu,
  vintage: /vintage|antik/iu,
};

// ---------------------------------------------------------------------------------------------
// Grammar.

export const capitalise = (text: string) => {
  const [first = "", ...rest] = Array.from(text);
  return first.toLocaleUpperCase("de-DE") + rest.join("");
};

function list(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  const clean = items.map((item) => item.trim()).filter(Boolean);
  if (clean.length <= 1) return clean[0] ?? "";
  return `${clean.slice(0, -1).join(", ")} ${conjunction === "or" ? "oder" : "und"} ${clean[clean.length - 1]}`;
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/[,;:\s]+$/u, "");
  if (!trimmed) return "";
  // "(Foto 5)" still takes its full stop; "(siehe Foto.)" has one.
  return capitalise(/[.!?…][)"”“»]?$/u.test(trimmed) ? trimmed : `${trimmed}.`);
}

/** German titles keep the seller's capitals (nouns up, adjectives down): only the first letter goes up. */
function titleCase(text: string): string {
  return capitalise(text.trim().replace(/\s+/g, " "));
}

/** A word's gender from the table (a compound's last part) or a reliable ending. */
function formOf(word: string): Form | undefined {
  const lower = word.toLowerCase();
  const ends = (part: string) => lower === part || (lower.endsWith(part) && lower.length - part.length >= 2);
  for (const [part, form] of NOUN_TABLE) if (ends(part)) return form;
  // Regular plurals of known nouns: "Duftkerzen", "Uhren", "Stifte", "Shirts".
  for (const [part, form] of NOUN_TABLE) {
    if (form === "pl") continue;
    const plurals = form === "f" ? [/e$/u.test(part) ? `${part}n` : `${part}en`] : [`${part}e`, `${part}s`];
    if (plurals.some(ends)) return "pl";
  }
  for (const [ending, gender] of ENDINGS) if (ending.test(lower)) return gender;
  return undefined;
}

const isNoun = (word: string) => NOUN_TABLE.some(([part]) => word.toLowerCase().endsWith(part));

/**
 * "recycelte", "kleiner", "massives": a word that would change its ending after an article. With
 * the head's form known, only its own strong ending counts ("-er" before a masculine noun), so
 * a noun or brand before it ("Makramee Wandbehang", "Bose … Kopfhörer") is not taken for one.
 */
function declines(word: string, form?: Form): boolean {
  const lower = word.toLowerCase();
  const ending = form ? STRONG_ENDING[form] : /(?:e|er|es|en|em)$/u;
  return /^\p{L}+$/u.test(word) && ending.test(lower) && !UNINFLECTED.has(lower) && !isNoun(word);
}

const STRONG_ENDING: Record<Form, RegExp> = { m: /er$/u, f: /e$/u, n: /es$/u, pl: /e$/u };

/** The phrase's words up to its first preposition, comma or dash: where the head noun stands. */
function corePhrase(phrase: string): string[] {
  const first = phrase.split(/\s*[,;(|/+]\s*|\s+[–—-]\s+/u)[0] ?? "";
  const tokens = first.split(/\s+/u).filter(Boolean);
  const end = tokens.findIndex((token, index) => index > 0 && PHRASE_ENDS.has(token.toLowerCase()));
  return end < 0 ? tokens : tokens.slice(0, end);
}

/** Seller's adjectives before a noun that an article would decline ("recycelte Baumwolle"). */
function hasDecliningAdjective(phrase: string): boolean {
  const core = corePhrase(phrase);
  return core.slice(0, -1).some((word, index) => {
    if (!declines(word)) return false;
    // A capitalised word is an adjective only before another noun ("Recycelte Baumwolle").
    return /^\p{Ll}/u.test(word) || /^\p{Lu}/u.test(core[index + 1] ?? "");
  });
}

export interface NounGuess {
  head: string;
  form: Form;
  /** Adjectives the seller put before the head that an article would decline. */
  declining: boolean;
}

/**
 * The head noun of the product as named, with its gender and number: the last capitalised word
 * before any preposition (brands and models come first: "Bose QuietComfort 45 Kopfhörer"), a word
 * the table knows preferred. Undefined when unsure: then the intro leaves the name bare.
 */
export function guessNoun(name: string): NounGuess | undefined {
  const text = name
    // Sellers set emoji between parts ("Adventskalender 🎄 24 Türchen"): each ends the phrase.
    .replace(/\s*\p{Extended_Pictographic}+\s*/gu, ", ")
    // A quoted design name is not the product ("Hoodie 'Feierabend-Fuchs'").
    .replace(/(?<=^|\s)["'„“‚‘»«›‹][^"„“”‚‘’»«›‹]+["'“”‘’«»‹›](?=\s|$|[,.;:!?])/gu, " ");
  const core = corePhrase(text);
  if (core.length === 0 || DETERMINERS.has((core[0] ?? "").toLowerCase())) return undefined;
  // Two things joined ("Becher und Untersetzer") would need a plural: unsure.
  if (core.some((word) => /^(?:und|oder|&)$/iu.test(word))) return undefined;
  const clean = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
  const lastPart = (word: string) => clean(word).split("-").pop() ?? "";
  const candidates = core
    .map((word, index) => ({ word: clean(word), index }))
    .filter(({ word }) => /^\p{Lu}/u.test(word) && /\p{L}{2}/u.test(word) && word !== word.toUpperCase());
  const known = [...candidates].reverse().find(({ word }) => formOf(lastPart(word)) !== undefined);
  let head = known;
  if (!head && candidates.length === 0) {
    // All lower case ("schlüsselbrett aus eiche"): the last word, if the table knows it.
    const word = clean(core[core.length - 1] ?? "");
    if (NOUN_TABLE.some(([part]) => word.toLowerCase().endsWith(part)))
      head = { word, index: core.length - 1 };
  }
  if (!head) return undefined;
  const found = formOf(lastPart(head.word));
  if (!found) return undefined;
  const before = core.slice(0, head.index).map(clean);
  const first = (before[0] ?? "").toLowerCase();
  const counted =
    (/^\d+$/u.test(first) && Number(first) >= 2 && !UNITS.test(before[1] ?? "")) || NUMBER_WORDS.has(first);
  const form = counted && !COLLECTIVES.has(lastPart(head.word).toLowerCase()) ? "pl" : found;
  return { head: head.word, form, declining: before.some((word) => declines(word, form)) };
}

/**
 * Whether "unser…" may go before the name as typed: in the nominative a singular adjective keeps
 * its ending ("unser massives Brett" = "massives Brett"); after "unseren" (m.) or "unsere" (pl.)
 * it changes ("unseren großen Becher"), so those take the bare shape.
 */
function agrees(guess: NounGuess, grammaticalCase: "nom" | "acc"): boolean {
  if (!guess.declining) return true;
  if (guess.form === "pl") return false;
  return grammaticalCase === "nom" || guess.form !== "m";
}

function intro(name: string, index: number): string {
  const template = INTROS[Math.abs(Math.trunc(index)) % INTROS.length];
  if (!template) return sentence(name);
  const said = name.trim();
  const guess = guessNoun(said);
  const text =
    guess && agrees(guess, template.case)
      ? template.agree
          .replace("{Nom}", capitalise(POSSESSIVE.nom[guess.form]))
          .replace("{nom}", POSSESSIVE.nom[guess.form])
          .replace("{acc}", POSSESSIVE.acc[guess.form])
          .replace(/\[([^|\]]*)\|([^\]]*)\]/gu, (_all, one: string, many: string) =>
            guess.form === "pl" ? many : one,
          )
          .replace("{name}", () => said)
      : template.bare.replace("{Name}", () => capitalise(said));
  // A name ending in a full stop ("… 20% vol.") does not take a second one.
  return text.replace(/([.!?…])\.$/u, "$1");
}

/** The seller's items, trimmed, empty ones dropped. */
const clean = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);

/** "dunkelblau" as a colour's name is a noun in German ("in Dunkelblau"). */
const colourName = (colour: string) => (/^\p{Ll}+(?:\s|$)/u.test(colour) ? capitalise(colour) : colour);

/** "zum Muttertag", "zur Hochzeit", "zu Weihnachten": the occasion's own preposition. */
function occasion(said: string): string {
  const text = said.trim();
  if (/^\p{Ll}/u.test(text)) return sentence(text);
  const words = text.split(/\s+/u);
  if (words.length === 1 && BARE_FESTIVALS.has(text.toLowerCase())) return `Zu ${text}.`;
  const form = words.length === 1 ? formOf(text) : undefined;
  if (form === "m" || form === "n") return `Zum ${text}.`;
  if (form === "f") return `Zur ${text}.`;
  return `Für ${text}.`;
}

/** "10%" alone reads as a number: it is a discount ("10% Rabatt"). */
const discountOf = (discount: string) =>
  /^[\d\s.,]+(?:%|€|eur|euro|\$|£)?$|^(?:€|\$|£)\s?[\d.,]+$/iu.test(discount.trim())
    ? `${discount.trim()} Rabatt`
    : discount.trim();

const NEGATED = /^(?:ohne|kein|keine|keinen|no|without)(?!\p{L})|(?<!\p{L})(?:nicht|not included)(?!\p{L})/iu;

export const german: LanguagePack = {
  language: "de",
  list,
  sentence,
  titleCase,
  conditionName: CONDITION_NAMES,
  hooks: {
    warm: [
      "Schön, dass ihr vorbeischaut.",
      "Heute haben wir etwas für euch.",
      "Kommt rein und schaut euch um.",
      "Ein kleiner Einblick in unseren Shop.",
      "Wir freuen uns so, euch das heute zu zeigen.",
      "Hallo ihr Lieben!",
      "Für alle, die gern stöbern.",
      "Das hier wollten wir euch schon länger zeigen.",
      "Macht es euch gemütlich und schaut mal rein.",
      "Ein Gruß aus unserem kleinen Laden.",
      "Etwas für eure Wunschliste.",
      "Zeit für einen Blick in unser Regal.",
      "Von unserem Tisch auf euren Bildschirm.",
      "Schön, dass ihr wieder dabei seid.",
    ],
    plain: [
      "Jetzt in unserem Shop erhältlich.",
      "Heute eingestellt.",
      "Ab sofort bestellbar.",
      "Hier die wichtigsten Infos.",
      "Alle Details findet ihr unten.",
      "Ein genauerer Blick auf diesen Artikel.",
      "Bereit für eure Bestellung.",
      "Heute im Shop hinzugefügt.",
      "Das Wichtigste in Kürze.",
      "Kurz und knapp vorgestellt.",
      "Ein Artikel aus unserem Sortiment.",
      "Jetzt online.",
      "Schaut in Ruhe rein.",
      "Hier kommen die Einzelheiten.",
    ],
    lively: [
      "Okay, das hier müsst ihr sehen.",
      "Stopp, nicht weiterscrollen!",
      "Achtung, Wunschlisten-Alarm!",
      "Trommelwirbel, bitte!",
      "Aufgepasst, ihr Lieben!",
      "Gerade im Shop gelandet!",
      "Genau das hat eurem Feed noch gefehlt.",
      "Sagt's weiter!",
      "Sagt nicht, wir hätten euch nicht gewarnt.",
      "Haltet eure Wunschliste fest.",
      "Platz da im Warenkorb!",
      "Na, wer hat Lust zu stöbern?",
      "Überraschung aus dem Shop!",
      "Jetzt wird's spannend.",
    ],
  },
  intro,
  introCount: INTROS.length,
  ctas: {
    buy: {
      bio: [
        "Bestellen könnt ihr über den Link in der Bio.",
        "Zum Bestellen einfach auf den Link in unserer Bio tippen.",
        "Direkt zum Shop geht's mit dem Link in Bio.",
        "Lust zu bestellen? Der Link ist in der Bio.",
        "Alles Weitere zum Bestellen im Bio-Link.",
        "Der Weg in unseren Shop steht in der Bio.",
        "Ein Klick genügt, Link in Bio.",
        "Bestellt bequem von zu Hause, den Link findet ihr in der Bio.",
        "Bestellen geht ganz einfach per Link in Bio.",
        "Wer bestellen möchte, tippt einfach den Link in Bio an.",
      ],
      link: [
        "Bestellen könnt ihr direkt unter {url}",
        "Jetzt bestellen auf {url}",
        "Zu finden unter {url}",
        "Alle Infos und die Bestellung gibt es unter {url}",
        "Schaut euch alles unter {url} an.",
        "Zur Bestellung geht's über {url}",
        "Mit einem Klick zum Shop {url}",
        "Gleich bestellen unter {url}",
        "Mehr sehen und bestellen auf {url}",
        "Wir freuen uns auf eure Bestellung unter {url}",
      ],
      plain: [
        "Schreibt uns eine Nachricht, um zu bestellen.",
        "Bestellen könnt ihr per Direktnachricht.",
        "Schickt uns eine DM und wir reservieren für euch.",
        "Bestellungen nehmen wir gern per Nachricht entgegen.",
        "Schaut in unserem Shop vorbei, um zu bestellen.",
        "Meldet euch bei uns, wenn ihr bestellen möchtet.",
        "Die Bestellung läuft direkt über unseren Shop.",
        "Fragt uns einfach, wie ihr bestellen könnt.",
        "Eine kurze Nachricht genügt, und wir kümmern uns um eure Bestellung.",
        "Bestellen geht ganz unkompliziert über unseren Shop.",
      ],
    },
    talk: {
      bio: [
        "Was sagt ihr dazu? Den Link findet ihr in der Bio.",
        "Teilt das mit jemandem, dem das gefallen könnte. Link in Bio.",
        "Speichert euch den Beitrag für später, der Link ist in der Bio.",
        "Markiert jemanden, der das sehen muss. Mehr im Bio-Link.",
        "Schreibt uns eure Meinung in die Kommentare, Link in unserer Bio.",
        "Fragen? Her damit, der Link steht in der Bio.",
        "Lasst uns einen Kommentar da, mehr über den Link in Bio.",
        "Wie gefällt es euch? Link in der Bio.",
        "Verratet uns in den Kommentaren, was ihr denkt. Alles Weitere in unserer Bio.",
      ],
      link: [
        "Was sagt ihr dazu? Mehr unter {url}",
        "Teilt {url} mit jemandem, den es interessieren könnte.",
        "Schaut mal auf {url} vorbei und sagt uns, wie ihr es findet.",
        "Neugierig? Alles dazu unter {url}",
        "Mehr lesen könnt ihr auf {url}",
        "Die ganze Beschreibung steht auf {url}",
        "Überzeugt euch selbst auf {url}",
        "Alle Einzelheiten findet ihr unter {url}",
        "Erzählt uns, was ihr denkt, und schaut auf {url} vorbei.",
      ],
      plain: [
        "Was sagt ihr dazu? Schreibt es in die Kommentare.",
        "Markiert jemanden, dem das gefallen würde.",
        "Speichert den Beitrag für später.",
        "Teilt den Beitrag gern mit Freunden.",
        "Fragen? Stellt sie uns einfach unten in den Kommentaren.",
        "Womit würdet ihr das kombinieren?",
        "Lasst uns gern ein Herz da, wenn es euch gefällt.",
        "Erzählt uns, was ihr davon haltet.",
        "Habt ihr Fragen dazu? Wir antworten gern.",
      ],
    },
  },
  closers: [
    "Fragen beantworten wir gern.",
    "Danke fürs Anschauen!",
    "Bei Fragen einfach eine Nachricht schreiben.",
    "Wir helfen gern weiter, wenn etwas unklar ist.",
    "Vielen Dank für den Besuch in unserem Shop.",
    "Schön, dass du vorbeigeschaut hast.",
    "Wir antworten auf jede Nachricht.",
    "Danke, dass du einen kleinen Shop unterstützt.",
    "Melde dich gern, wenn du etwas wissen möchtest.",
    "Wir freuen uns auf deine Nachricht.",
    "Für Rückfragen sind wir jederzeit da.",
    "Herzlichen Dank für dein Interesse.",
    "Ist noch etwas offen? Schreib uns einfach.",
    "Schön, dass du uns gefunden hast.",
  ],
  fromShop: [
    "Von {shop}.",
    "Angeboten von {shop}.",
    "Liebe Grüße von {shop}.",
    "Eingestellt von {shop}.",
    "Zu finden bei {shop}.",
    "Präsentiert von {shop}.",
    "Herzliche Grüße, {shop}.",
  ],
  facts: {
    // "Aus Eiche massiv und Messing."; an adjective the seller declined stays in the nominative.
    materials(materials) {
      const items = clean(materials);
      if (!items.some(hasDecliningAdjective)) return `Aus ${list(items)}.`;
      return items.length === 1 ? `Das Material ist ${items[0]}.` : `Die Materialien sind ${list(items)}.`;
    },
    colours(colours) {
      const items = clean(colours);
      if (!items.some(hasDecliningAdjective)) return `In ${list(items.map(colourName))}.`;
      return items.length === 1 ? `Die Farbe ist ${items[0]}.` : `Die Farben sind ${list(items)}.`;
    },
    specs: (specs) => sentence(list(clean(specs))),
    features: (features) => sentence(list(clean(features))),
    // "Gebraucht, einmal getragen." – the seller's words after the condition, as said.
    condition(condition, said) {
      const words = clean(said);
      if (words.length === 0) return condition === "new" ? "Brandneu." : `${CONDITION_NAMES[condition]}.`;
      if (words.some((word) => CONDITION_SAID[condition].test(word))) return sentence(list(words));
      return sentence(`${CONDITION_NAMES[condition]}, ${list(words)}`);
    },
    // "ohne OVP" is a sentence already; a bare "Rahmen" becomes "Ohne Rahmen.".
    notIncluded(items) {
      const said = clean(items);
      const negated = said.filter((item) => NEGATED.test(item));
      const bare = said.filter((item) => !NEGATED.test(item));
      const parts = negated.map(sentence);
      if (bare.length > 0)
        parts.unshift(
          bare.some(hasDecliningAdjective)
            ? sentence(`${list(bare)} ${bare.length > 1 ? "sind" : "ist"} nicht dabei`)
            : `Ohne ${list(bare)}.`,
        );
      return parts.join(" ");
    },
    delivery: (items) => clean(items).map(sentence).join(" "),
    safety: (items) => clean(items).map(sentence).join(" "),
    offer({ discount, code, ends, text }) {
      const until = ends?.trim() ? `, ${ends.trim()}` : "";
      if (code && discount) return sentence(`Mit dem Code ${code} gibt es ${discountOf(discount)}${until}`);
      if (code) return sentence(`Einfach bei der Bestellung den Code ${code} angeben${until}`);
      if (discount) return sentence(`${discountOf(discount)}${until}`);
      return sentence(text);
    },
    design(design, artist) {
      const name = design.trim().replace(/^["'„“‚‘»«]+|["'“”‘’«»]+$/gu, "");
      return `Mit dem Motiv „${name}“${artist?.trim() ? ` von ${artist.trim()}` : ""}.`;
    },
    occasion,
  },
  labels: {
    brand: "Marke",
    model: "Modell",
    size: "Größe",
    material: "Material",
    colour: "Farbe",
    condition: "Zustand",
    delivery: "Versand",
    details: "Details",
  },
  hashtagStopwords: new Set(
    (
      "der die das den dem des ein eine einen einem einer und oder mit für fürs aus von vom zum zur im in " +
      "am an auf bei nach ohne zu je pro ca inkl bis ab mein meine unser unsere dein deine set paket pack " +
      "stück stk x er the and of for with"
    ).split(" "),
  ),
};
