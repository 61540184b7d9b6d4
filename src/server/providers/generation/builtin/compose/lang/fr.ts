import type { ProductCondition } from "../../../../../../domain/fact-sheet";
import type { LanguagePack } from "../language";

/**
 * French: the shop speaks as "on"/"nous" and says "vous" to the reader, the way most small French
 * shops post. Framing never needs an adjective agreeing with the product (its gender is only
 * guessed); articles agree in `intro`, and fall back to "notre"/"nos" (number only) when unsure.
 */

type Gender = "m" | "f";
/** m, f: singular; mp, fp: said in the plural ("baskets", "boucles d'oreilles"). */
type NounForm = Gender | "mp" | "fp";

/**
 * Head nouns small sellers type, as written (singular, or plural when the word is said so).
 * A plural not listed ("tasses") is found through its singular ("tasse").
 */
const NOUNS: Record<string, NounForm> = {
  // Home, tableware, decoration
  tasse: "f",
  mug: "m",
  bol: "m",
  assiette: "f",
  plat: "m",
  saladier: "m",
  théière: "f",
  carafe: "f",
  verre: "m",
  vase: "m",
  soliflore: "m",
  bougie: "f",
  bougeoir: "m",
  photophore: "m",
  fondant: "m",
  diffuseur: "m",
  coussin: "m",
  plaid: "m",
  couverture: "f",
  housse: "f",
  tapis: "m",
  lampe: "f",
  suspension: "f",
  applique: "f",
  miroir: "m",
  cadre: "m",
  horloge: "f",
  guirlande: "f",
  couronne: "f",
  macramé: "m",
  "attrape-rêve": "m",
  "attrape-rêves": "m",
  mobile: "m",
  panier: "m",
  corbeille: "f",
  planche: "f",
  jardinière: "f",
  plante: "f",
  cactus: "m",
  terrarium: "m",
  pot: "m",
  set: "m",
  lot: "m",
  kit: "m",
  pack: "m",
  coffret: "m",
  box: "f",
  duo: "m",
  trio: "m",
  ensemble: "m",
  paire: "f",
  collection: "f",
  sélection: "f",
  objet: "m",
  article: "m",
  // Clothing and accessories
  pull: "m",
  "pull-over": "m",
  sweat: "m",
  "sweat-shirt": "m",
  hoodie: "m",
  gilet: "m",
  cardigan: "m",
  "t-shirt": "m",
  "tee-shirt": "m",
  tee: "m",
  top: "m",
  haut: "m",
  débardeur: "m",
  chemise: "f",
  chemisier: "m",
  blouse: "f",
  tunique: "f",
  robe: "f",
  jupe: "f",
  pantalon: "m",
  jean: "m",
  short: "m",
  salopette: "f",
  combinaison: "f",
  veste: "f",
  blouson: "m",
  manteau: "m",
  doudoune: "f",
  parka: "f",
  kimono: "m",
  body: "m",
  bavoir: "m",
  bonnet: "m",
  chapeau: "m",
  casquette: "f",
  béret: "m",
  écharpe: "f",
  foulard: "m",
  châle: "m",
  étole: "f",
  snood: "m",
  gant: "m",
  chaussette: "f",
  chausson: "m",
  chaussure: "f",
  basket: "f",
  botte: "f",
  bottine: "f",
  sandale: "f",
  espadrille: "f",
  sac: "m",
  cabas: "m",
  tote: "m",
  pochette: "f",
  trousse: "f",
  portefeuille: "m",
  "porte-monnaie": "m",
  "porte-cartes": "m",
  "porte-carte": "m",
  "porte-clés": "m",
  "porte-clé": "m",
  ceinture: "f",
  montre: "f",
  lunettes: "fp",
  bijou: "m",
  bijoux: "mp",
  collier: "m",
  sautoir: "m",
  pendentif: "m",
  bracelet: "m",
  jonc: "m",
  manchette: "f",
  bague: "f",
  boucle: "f",
  créole: "f",
  puce: "f",
  broche: "f",
  barrette: "f",
  chouchou: "m",
  bandeau: "m",
  parure: "f",
  // Paper, art, books, digital
  affiche: "f",
  poster: "m",
  print: "m",
  tirage: "m",
  illustration: "f",
  tableau: "m",
  toile: "f",
  aquarelle: "f",
  gravure: "f",
  photo: "f",
  photographie: "f",
  carte: "f",
  "faire-part": "m",
  carnet: "m",
  cahier: "m",
  agenda: "m",
  calendrier: "m",
  livre: "m",
  album: "m",
  "marque-page": "m",
  "marque-pages": "m",
  sticker: "m",
  autocollant: "m",
  badge: "m",
  magnet: "m",
  patron: "m",
  fichier: "m",
  guide: "m",
  "e-book": "m",
  ebook: "m",
  modèle: "m",
  atelier: "m",
  cours: "m",
  séance: "f",
  formation: "f",
  // Toys and baby
  jouet: "m",
  jeu: "m",
  puzzle: "m",
  peluche: "f",
  doudou: "m",
  hochet: "m",
  figurine: "f",
  poupée: "f",
  cube: "m",
  // Beauty
  savon: "m",
  huile: "f",
  crème: "f",
  baume: "m",
  sérum: "m",
  lotion: "f",
  brume: "f",
  parfum: "m",
  eau: "f",
  gommage: "m",
  masque: "m",
  shampoing: "m",
  shampooing: "m",
  déodorant: "m",
  // Food and drink
  confiture: "f",
  miel: "m",
  thé: "m",
  tisane: "f",
  café: "m",
  chocolat: "m",
  gâteau: "m",
  biscuit: "m",
  sirop: "m",
  pâte: "f",
  sauce: "f",
  épice: "f",
  sel: "m",
  vin: "m",
  bière: "f",
  jus: "m",
  // Tech and records
  vinyle: "m",
  disque: "m",
  ordinateur: "m",
  portable: "m",
  téléphone: "m",
  smartphone: "m",
  tablette: "f",
  console: "f",
  casque: "m",
  enceinte: "f",
  appareil: "m",
  objectif: "m",
  chargeur: "m",
  câble: "m",
  coque: "f",
  clavier: "m",
  souris: "f",
  écran: "m",
  montage: "m",
};

/** Endings that tell an unlisted noun's gender reliably, with their common exceptions. */
const FEMININE_ENDING = /(?:tion|sion|ette|euse|ière|ure|elle|ance|ence|ade|esse|ée|té|ie)$/u;
const MASCULINE_ENDING = /(?:ment|eau|oir|isme|age|et|ier|at|on)$/u;
const NOT_FEMININE = new Set([
  "murmure",
  "musée",
  "lycée",
  "trophée",
  "été",
  "côté",
  "pâté",
  "silence",
  "cimetière",
  "parapluie",
  "incendie",
  "génie",
  "foie",
]);
const NOT_MASCULINE = new Set([
  "page",
  "plage",
  "image",
  "cage",
  "nage",
  "rage",
  "peau",
  "forêt",
  "façon",
  "leçon",
  "chanson",
  "maison",
  "boisson",
  "raison",
  "saison",
  "cuisson",
  "moisson",
]);

/** Singular nouns ending in s, x or z: no plural to read into them. */
const INVARIABLE_SINGULAR = new Set([
  "tapis",
  "jus",
  "cours",
  "bras",
  "colis",
  "matelas",
  "repas",
  "radis",
  "cassis",
  "anis",
  "ananas",
  "lilas",
  "cactus",
  "iris",
  "prix",
  "choix",
  "houx",
  "noix",
  "croix",
  "velours",
  "tournevis",
  "relais",
  "bois",
  "mois",
  "corps",
  "poids",
  "temps",
  "souris",
  "cabas",
  "vernis",
  "riz",
  "nez",
  "quartz",
  "box",
  "coulis",
  "puits",
  "dos",
  "os",
]);

/** Words whose h is aspirated: "le hochet", "ce haut", never "l'hochet". */
const ASPIRATED_H =
  /^(?:hamac|hamster|hache|haie|hall|harpe|harnais|hasard|haut|hérisson|héron|hêtre|hibou|hochet|hockey|homard|hotte|housse|hoodie|hublot|huche|hutte)/iu;

/** What a seller may type before the noun; the intro brings its own determiner. */
const LEADING_DETERMINER =
  /^(?:(?:un|une|des|le|la|les|notre|nos|mon|ma|mes|ce|cet|cette|ces)\s+|l['’]\s*)(?=\S)/iu;

const NNBSP = "\u202f";

/**
 * French typography for framing written here: a narrow no-break space before ! ? ; : and
 * inside « », so a line never breaks before its mark. Only for our own lines (a URL slot has no
 * space-led mark).
 */
const typeset = (line: string) =>
  line
    .replace(/ ([!?;:])/gu, `${NNBSP}$1`)
    .replace(/« /gu, `«${NNBSP}`)
    .replace(/ »/gu, `${NNBSP}»`);
const typesetAll = (lines: readonly string[]) => lines.map(typeset);

/** The product's name as the intro sees it: its words, the head's gender when known, its number. */
interface Noun {
  text: string;
  gender?: Gender;
  plural: boolean;
  /** Starts with a vowel or a mute h: "l'huile", "cet écran". */
  elides: boolean;
}

/**
 * Intro variants: `known` may use articles that need the gender ({le} {ce} {au} {du}); `unsure`,
 * used when the head's gender is not known, only number ({notre} {est} {vous attend}). A plural
 * never needs the gender. Each pair says the same thing.
 */
const INTROS: readonly { known: string; unsure?: string }[] = [
  { known: "Voici {notre} {name}." },
  {
    known: "Laissez-nous vous présenter {le} {name}.",
    unsure: "Laissez-nous vous présenter {notre} {name}.",
  },
  { known: "Découvrez {le} {name}.", unsure: "Découvrez {notre} {name}." },
  { known: "Place {au} {name}.", unsure: "Place à {notre} {name}." },
  { known: "Zoom sur {notre} {name}." },
  { known: "Petit focus sur {le} {name}.", unsure: "Petit focus sur {notre} {name}." },
  { known: "Aujourd'hui, on vous montre {notre} {name}." },
  { known: "Faites connaissance avec {le} {name}.", unsure: "Faites connaissance avec {notre} {name}." },
  { known: "Coup de projecteur sur {notre} {name}." },
  { known: "Jetez un œil à {ce} {name}.", unsure: "Jetez un œil à {notre} {name}." },
  { known: "{Le} {name} {est} en ligne.", unsure: "{Notre} {name} {est} en ligne." },
  { known: "Parlons {du} {name}.", unsure: "Parlons de {notre} {name}." },
  { known: "Nous avons le plaisir de vous présenter {notre} {name}." },
  { known: "Un mot sur {ce} {name}.", unsure: "Un mot sur {notre} {name}." },
  {
    known: "{Le} {name} {vous attend} dans la boutique.",
    unsure: "{Notre} {name} {vous attend} dans la boutique.",
  },
  {
    known: "Cette semaine, on met {le} {name} en avant.",
    unsure: "Cette semaine, on met {notre} {name} en avant.",
  },
];

const HOOKS = {
  warm: [
    "Un petit coucou de la boutique.",
    "On avait hâte de partager ça avec vous.",
    "Installez-vous, on vous montre tout.",
    "Ce qui nous occupe cette semaine.",
    "Quelque chose qui nous tient à cœur.",
    "Bienvenue dans notre petit coin.",
    "Un petit aperçu de ce qui se passe chez nous.",
    "Avec le sourire, depuis la boutique.",
    "On prend le temps de vous montrer ça.",
    "Ça fait plaisir de vous retrouver.",
    "Une petite pause pour vous montrer ce qu'on prépare.",
    "Quel plaisir de vous faire découvrir ça !",
    "Un de nos coups de cœur du moment.",
    "Merci d'être toujours là, voici la suite.",
  ],
  plain: [
    "À commander dès maintenant.",
    "En ligne aujourd'hui.",
    "Voici les détails.",
    "Tout est expliqué ci-dessous.",
    "Un œil sur cette annonce.",
    "L'essentiel en quelques lignes.",
    "Ajout du jour dans la boutique.",
    "Les infos, en bref.",
    "Les commandes sont ouvertes.",
    "À découvrir sur la boutique.",
    "Un petit tour d'horizon.",
    "Ce qu'il faut savoir, juste en dessous.",
    "À voir de plus près.",
    "Présentation rapide.",
  ],
  lively: [
    "Stop, on arrête de scroller deux secondes !",
    "Alerte panier !",
    "Vous l'avez demandé, c'est en ligne.",
    "Roulement de tambour…",
    "Attention, ça arrive dans la boutique !",
    "On ne pouvait pas garder ça pour nous.",
    "Petite alerte pour votre liste d'envies.",
    "Ça y est, c'est parti !",
    "Vous allez vouloir voir ça.",
    "Tenez-vous bien.",
    "Vite, un coup d'œil !",
    "Votre fil d'actu avait besoin de ça.",
    "Faites passer le mot !",
    "Devinez ce qui vient d'arriver ?",
  ],
};

const CTAS = {
  buy: {
    // "lien en bio" and its variants are the profile's link (grounding/idioms.ts), never "bio" the claim.
    bio: [
      "Pour commander, c'est par le lien en bio.",
      "Notre lien en bio vous mène droit à la boutique.",
      "Tout se passe via le lien dans notre bio.",
      "Commandez en un clic, lien en bio.",
      "Rendez-vous sur le lien de la bio pour commander.",
      "Un clic sur le lien dans la bio et c'est à vous.",
      "Direction la boutique, lien en bio !",
      "Passez commande depuis le lien de notre bio.",
      "Envie de craquer ? Le lien est dans la bio.",
      "La boutique vous attend, lien en bio.",
    ],
    link: [
      "Commandez sur {url}",
      "Pour commander, rendez-vous sur {url}",
      "Tout est sur {url}",
      "Retrouvez l'annonce complète sur {url}",
      "À commander directement sur {url}",
      "Ça se passe sur {url}",
      "Passez commande sur {url}",
      "Pour craquer, c'est par ici {url}",
      "Toutes les infos et la commande sur {url}",
      "Un clic sur {url} et c'est à vous.",
    ],
    plain: [
      "Écrivez-nous pour commander.",
      "Un message et on s'occupe de tout.",
      "Envoyez-nous un message privé pour passer commande.",
      "Commandez directement dans la boutique.",
      "Faites un tour sur la boutique pour commander.",
      "Contactez-nous et on vous met ça de côté.",
      "Un petit MP suffit pour commander.",
      "Demandez-nous, on vous explique comment faire.",
      "Vous pouvez commander depuis notre boutique.",
    ],
  },
  talk: {
    bio: [
      "Dites-nous ce que vous en pensez, et le lien est dans la bio.",
      "Vous en pensez quoi ? Lien en bio.",
      "Envoyez ce post à quelqu'un que ça ferait craquer. Lien dans la bio.",
      "Enregistrez ce post pour plus tard, lien en bio.",
      "Identifiez quelqu'un qui doit voir ça. Le lien est en bio.",
      "Des questions ? Posez-les en commentaire. Lien dans notre bio.",
      "On lit tous vos commentaires, et le reste se trouve via le lien en bio.",
      "Racontez-nous tout en commentaire, lien en bio.",
    ],
    link: [
      "Dites-nous ce que vous en pensez, tout est sur {url}",
      "Partagez {url} avec quelqu'un que ça pourrait intéresser.",
      "Jetez un œil sur {url} et dites-nous tout.",
      "Envie d'en savoir plus ? C'est sur {url}",
      "Pour en lire davantage, rendez-vous sur {url}",
      "Les détails complets sont sur {url}",
      "Voyez par vous-même sur {url}",
      "Plus d'infos sur {url}, et vos avis en commentaire.",
    ],
    plain: [
      "Dites-nous ce que vous en pensez en commentaire.",
      "Identifiez quelqu'un qui devrait voir ça.",
      "Enregistrez ce post pour plus tard.",
      "Partagez ce post avec un proche.",
      "Une question ? On vous répond en commentaire.",
      "On attend votre avis juste en dessous.",
      "Un petit partage si ça vous plaît.",
      "Racontez-nous, on lit tout.",
    ],
  },
};

const CLOSERS = [
  "Des questions ? Écrivez-nous.",
  "Merci d'avoir jeté un œil.",
  "N'hésitez pas à nous contacter pour toute question.",
  "On répond à tous les messages.",
  "Merci de soutenir une petite boutique.",
  "Un doute ? On est là pour vous répondre.",
  "Au plaisir de vous lire.",
  "Besoin d'une précision ? Envoyez-nous un message.",
  "À très vite dans la boutique.",
  "Merci pour votre passage.",
  "Nous restons disponibles pour tout renseignement.",
  "Toute question est la bienvenue.",
  "Écrivez-nous quand vous voulez.",
  "Bonne visite et à bientôt.",
];

/** No "de {shop}": a name starting with an article would need "du"/"des" ("Les Confitures de Mamie Jo"). */
const FROM_SHOP = [
  "Signé {shop}.",
  "Une annonce signée {shop}.",
  "En direct de chez {shop}.",
  "À retrouver chez {shop}.",
  "Depuis la boutique {shop}.",
  "Bien à vous, {shop}.",
  "À bientôt chez {shop}.",
];

/** A seller's words that already name the condition: the sentence does not say it twice. */
const SAYS_CONDITION: Record<ProductCondition, RegExp> = {
  new: /(?<!\p{L})(?:neu(?:f|ve|fs|ves)|jamais (?:porté|portée|portés|portées|servi|utilisé)|brand new|new)(?!\p{L})/iu,
  used: /(?<!\p{L})(?:occasion|seconde main|used|pre-owned)(?!\p{L})/iu,
  refurbished: /(?<!\p{L})(?:reconditionn\p{L}*|remis à neuf|remise à neuf|refurbished)(?!\p{L})/iu,
  vintage: /(?<!\p{L})(?:vintage|d'époque|d’époque)(?!\p{L})/iu,
};

/** Words a not-included item already says it with ("cadre non inclus", "sans boîte", "pas de câble"). */
const NEGATION = /(?<!\p{L})(?:sans|pas|non|ni|aucun|aucune|without|no|not)(?!\p{L})/iu;

// ---------------------------------------------------------------------------------------------
// Grammar

const capitalise = (text: string) => {
  const [first = "", ...rest] = Array.from(text);
  return first.toLocaleUpperCase("fr-FR") + rest.join("");
};

function list(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  const clean = items.map((item) => item.trim()).filter(Boolean);
  if (clean.length <= 1) return clean[0] ?? "";
  return `${clean.slice(0, -1).join(", ")} ${conjunction === "and" ? "et" : "ou"} ${clean[clean.length - 1]}`;
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/[,;:\s]+$/u, "");
  if (!trimmed) return "";
  return capitalise(/[.!?…)"”»]$/u.test(trimmed) ? trimmed : `${trimmed}.`);
}

/** French titles are in sentence case: the first letter up, every other word as the seller typed it. */
function titleCase(text: string): string {
  return capitalise(text.trim().replace(/\s+/gu, " "));
}

/** The form of a word the table knows, trying its singular when it is plural. */
function lookUp(word: string): { gender: Gender; plural: boolean } | undefined {
  const listed = NOUNS[word];
  if (listed) return { gender: listed.charAt(0) as Gender, plural: listed.length === 2 };
  const singulars = [word.replace(/s$/u, ""), word.replace(/x$/u, ""), word.replace(/aux$/u, "al")];
  for (const singular of singulars) {
    const form = singular !== word ? NOUNS[singular] : undefined;
    if (form) return { gender: form.charAt(0) as Gender, plural: true };
  }
  return undefined;
}

function guessGender(word: string): Gender | undefined {
  if (FEMININE_ENDING.test(word) && !NOT_FEMININE.has(word)) return "f";
  if (MASCULINE_ENDING.test(word) && !NOT_MASCULINE.has(word)) return "m";
  return undefined;
}

function looksPlural(word: string): boolean {
  if (INVARIABLE_SINGULAR.has(word) || word.length < 4 || /['’]/u.test(word)) return false;
  return /(?<![iu])s$|(?:aux|eux|oux)$/u.test(word);
}

/**
 * Reads the name's head: its first word, after a count ("3 bougies") and any article the seller
 * typed. "lot de 5 vinyles" agrees with "lot", as French does. A capitalised common noun at the
 * start is lower-cased ("Sac Longchamp" → "sac Longchamp"); an unknown word may be a brand and
 * stays as typed.
 */
function readNoun(name: string): Noun {
  let text = name.trim().replace(LEADING_DETERMINER, "");
  const count = /^(\d+)\s+(?=\p{L})/u.exec(text);
  const rest = count ? text.slice(count[0].length) : text;
  const first = rest.split(/\s+/u)[0] ?? "";
  const word = first.toLocaleLowerCase("fr-FR").replace(/[^\p{L}'’-]+$/u, "");
  const known = lookUp(word);
  // A capitalised word we do not know is likely a brand ("Dior", "Adidas"): no guess from its ending.
  const typedLower = first === word;
  const guessed =
    known ?? (typedLower ? { gender: guessGender(word), plural: looksPlural(word) } : undefined);
  // "1 bougie" would need "la 1 bougie": unsure instead.
  const gender = count && Number(count[1]) === 1 ? undefined : guessed?.gender;
  const plural = count ? Number(count[1]) > 1 : (guessed?.plural ?? false);
  // Only a noun the table knows is lower-cased: "Sac Longchamp" → "sac Longchamp", "Lenovo" stays.
  if (!count && known && /^\p{Lu}[\p{Ll}'’-]*$/u.test(first)) text = word + text.slice(first.length);
  // After a count the determiner meets the digit: "les 3 bougies", never an elision.
  const elides = !count && /^[aeiouàâäéèêëîïôöùûüœæh]/iu.test(text) && !ASPIRATED_H.test(text);
  return { text, gender, plural, elides };
}

/** A determiner that needs the gender, or undefined when the gender is not known. */
function determiner(noun: Noun, forms: { m: string; f: string; vowel?: string; plural: string }) {
  if (noun.plural) return forms.plural;
  // "l'" needs no gender, but an unknown head may be an adjective or a brand: unsure all the same.
  if (!noun.gender) return undefined;
  if (noun.elides && forms.vowel !== undefined) return forms.vowel;
  return forms[noun.gender];
}

/** Fills `{le}`, `{ce}`, `{au}`, `{du}`, `{notre}`, `{est}`, `{vous attend}`; undefined if one needs an unknown gender. */
function fill(template: string, noun: Noun): string | undefined {
  const words: Record<string, string | undefined> = {
    le: determiner(noun, { m: "le ", f: "la ", vowel: "l'", plural: "les " }),
    ce: determiner(noun, { m: "ce ", f: "cette ", plural: "ces " }),
    au: determiner(noun, { m: "au ", f: "à la ", vowel: "à l'", plural: "aux " }),
    du: determiner(noun, { m: "du ", f: "de la ", vowel: "de l'", plural: "des " }),
    notre: noun.plural ? "nos " : "notre ",
    est: noun.plural ? "sont" : "est",
    "vous attend": noun.plural ? "vous attendent" : "vous attend",
  };
  // "cet" before a vowel is masculine only: "cet écran", but "cette huile".
  if (!noun.plural && noun.elides && noun.gender === "m") words.ce = "cet ";
  let missing = false;
  const filled = template.replace(
    /\{(le|Le|ce|au|du|notre|Notre|est|vous attend)\} ?/gu,
    (_, key: string) => {
      const value = words[key.toLowerCase()];
      if (value === undefined) missing = true;
      // Determiners carry their own space (or none after "l'"); the verbs get one.
      const word = key === "est" || key === "vous attend" ? `${value ?? ""} ` : (value ?? "");
      return /^\p{Lu}/u.test(key) ? capitalise(word) : word;
    },
  );
  if (missing) return undefined;
  return filled.replace("{name}", () => noun.text);
}

function intro(name: string, index: number): string {
  const noun = readNoun(name);
  const variant = INTROS[((index % INTROS.length) + INTROS.length) % INTROS.length] ?? INTROS[0];
  if (!variant) return name;
  return fill(variant.known, noun) ?? fill(variant.unsure ?? "Voici {notre} {name}.", noun) ?? name;
}

/**
 * "porté une saison, intérieur propre": the seller's words, kept as said, one after the other
 * (an "et" between a participle and a noun phrase reads wrong in French).
 */
const words = (items: readonly string[]) =>
  items
    .map((item) => item.trim())
    .filter(Boolean)
    .join(", ");

function condition(value: ProductCondition, said: readonly string[]): string {
  const detail = words(said);
  // The seller already named it ("d'occasion, très bon état"): their words alone.
  if (detail && SAYS_CONDITION[value].test(detail)) return sentence(detail);
  const rest = detail ? `, ${detail}` : "";
  switch (value) {
    case "used":
      return `D'occasion${rest}.`;
    case "refurbished":
      // "Article": "reconditionné" then agrees with it, whatever the product's gender.
      return `Article reconditionné${rest}.`;
    case "vintage":
      return `Vintage${rest}.`;
    default:
      return `Article neuf${rest}.`;
  }
}

function notIncluded(items: readonly string[]): string {
  const clean = items.map((item) => item.trim()).filter(Boolean);
  if (clean.length === 0) return "";
  // "cadre non inclus" is already a sentence; a bare "boîte" becomes "Sans boîte."
  if (clean.every((item) => NEGATION.test(item))) return clean.map(sentence).join(" ");
  const said = clean.filter((item) => NEGATION.test(item)).map(sentence);
  const bare = clean.filter((item) => !NEGATION.test(item));
  // French joins what is missing with "ni": "Sans boîte ni chargeur."
  const last = bare[bare.length - 1];
  const missing = bare.length > 1 ? `${bare.slice(0, -1).join(", ")} ni ${last}` : last;
  return [...said, `Sans ${missing}.`].join(" ");
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
  if (code && discount) return sentence(`${discount} avec le code ${code}${until}`);
  if (code) return sentence(`Utilisez le code ${code} au moment de commander${until}`);
  if (discount) return sentence(`${discount}${until}`);
  return sentence(text);
}

/** « Starry Night » d'après Van Gogh: "d'après" names the artwork's artist without claiming the print is theirs. */
function design(name: string, artist?: string): string {
  const title = name.trim().replace(/^[«"“'\s]+|[»"”'\s]+$/gu, "");
  return `Motif «${NNBSP}${title}${NNBSP}»${artist ? ` d'après ${artist.trim()}` : ""}.`;
}

/** "Spécial Noël", "Spécial fête des mères": invariable, so no article to guess. */
function occasion(text: string): string {
  const said = text.trim();
  if (/^(?:pour|idéal|parfait)\b/iu.test(said)) return sentence(said);
  if (/^(?:le|la|les|l['’])/iu.test(said)) return sentence(`pour ${said}`);
  return sentence(`spécial ${said}`);
}

export const french: LanguagePack = {
  language: "fr",
  list,
  sentence,
  titleCase,
  conditionName: { new: "Neuf", used: "Occasion", refurbished: "Reconditionné", vintage: "Vintage" },
  hooks: {
    warm: typesetAll(HOOKS.warm),
    plain: typesetAll(HOOKS.plain),
    lively: typesetAll(HOOKS.lively),
  },
  intro,
  introCount: INTROS.length,
  ctas: {
    buy: {
      bio: typesetAll(CTAS.buy.bio),
      link: typesetAll(CTAS.buy.link),
      plain: typesetAll(CTAS.buy.plain),
    },
    talk: {
      bio: typesetAll(CTAS.talk.bio),
      link: typesetAll(CTAS.talk.link),
      plain: typesetAll(CTAS.talk.plain),
    },
  },
  closers: typesetAll(CLOSERS),
  fromShop: FROM_SHOP,
  facts: {
    // "En céramique", "En laine mérinos et soie"; "100% laine" reads on its own.
    materials: (materials) =>
      materials.every((material) => /^\d/u.test(material.trim()))
        ? sentence(list(materials))
        : `En ${list(materials)}.`,
    colours: (colours) => `Coloris ${list(colours)}.`,
    specs: (specs) => sentence(list(specs)),
    features: (features) => sentence(list(features)),
    condition,
    notIncluded,
    delivery: (items) => items.map(sentence).filter(Boolean).join(" "),
    safety: (items) => items.map(sentence).filter(Boolean).join(" "),
    offer,
    design,
    occasion,
  },
  labels: {
    brand: "Marque",
    model: "Modèle",
    size: "Taille",
    material: "Matière",
    colour: "Couleur",
    condition: "État",
    delivery: "Livraison",
    details: "Détails",
  },
  hashtagStopwords: new Set([
    "le",
    "la",
    "les",
    "l",
    "un",
    "une",
    "des",
    "de",
    "du",
    "d",
    "au",
    "aux",
    "à",
    "a",
    "et",
    "ou",
    "en",
    "pour",
    "avec",
    "sans",
    "sur",
    "par",
    "dans",
    "mon",
    "ma",
    "mes",
    "notre",
    "nos",
    "votre",
    "vos",
    "ce",
    "cet",
    "cette",
    "ces",
    "chaque",
    "set",
    "lot",
    "pack",
    "kit",
    "x",
  ]),
};
