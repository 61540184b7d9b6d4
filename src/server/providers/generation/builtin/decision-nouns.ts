import { TABLE_NOUNS } from "./decision-nouns-table";

/**
 * What a seller's noun names, for the category, price and Redbubble decisions: a lexicon product
 * type (its key in lexicon/data/products, e.g. "planter") or, where the lexicon has no type, a
 * broad family ("@food", "@class"). Data, per language: the es/fr/de writers' noun tables read the
 * other way round (decision-nouns-table.ts), then the nouns below, which win. Lowercase; a
 * multi-word noun is matched as a phrase, and the longest phrase wins ("sac à dos" over "sac").
 */
export type NounLanguage = "en" | "es" | "fr" | "de";

/** Nouns the tables miss or get wrong for a decision (a "card holder" is a wallet, not a card). */
export const EXTRA_NOUNS: Record<NounLanguage, Record<string, string>> = {
  en: {
    "card holder": "card-wallet",
    "card holders": "card-wallet",
    cardholder: "card-wallet",
    "card case": "card-wallet",
    "card sleeve": "card-wallet",
    "business card holder": "card-wallet",
    "passport holder": "card-wallet",
    "key holder": "@decor",
    "phone holder": "@electronics",
    "candle holder": "candle-holder",
    yarn: "yarn",
    "sock yarn": "yarn",
    skein: "yarn",
    roving: "yarn",
    fabric: "@artsupplies",
    "aromatherapy roller": "@beauty",
    "roller bottle": "@beauty",
    "roll-on": "@beauty",
    "face oil": "face-serum",
    "swaddle blanket": "swaddle",
    "swaddle blankets": "swaddle",
    swaddles: "swaddle",
    "baby clothes": "baby-outfit",
    "baby clothing": "baby-outfit",
    "wooden blocks": "block-set",
    blocks: "block-set",
    cutting: "@cuttings",
    cuttings: "@cuttings",
    "plant cutting": "@cuttings",
    "plant cuttings": "@cuttings",
    "trading cards": "@tradingcards",
    "trading card": "@tradingcards",
    "pokemon cards": "@tradingcards",
    "card lot": "@tradingcards",
    "sticker pack": "@stickerpack",
    "sticker sheet": "@stickerpack",
    tacos: "@food",
    taco: "@food",
    burrito: "@food",
    burritos: "@food",
    empanadas: "@food",
    tamales: "@food",
    "meal prep": "@food",
    "coffee beans": "coffee-beans",
    "whole bean": "coffee-beans",
    "whole beans": "coffee-beans",
    "light roast": "coffee-beans",
    "medium roast": "coffee-beans",
    "dark roast": "coffee-beans",
    "fiddle leaf fig": "houseplant",
    "fiddle leaf": "houseplant",
    "snake plant": "houseplant",
    "pokemon card": "@tradingcards",
    "pokémon cards": "@tradingcards",
    "pokémon card": "@tradingcards",
    "baseball cards": "@tradingcards",
    "sports cards": "@tradingcards",
    "mtg cards": "@tradingcards",
    "magic cards": "@tradingcards",
    "yugioh cards": "@tradingcards",
    "rosehip oil": "face-serum",
    "argan oil": "face-serum",
    coffee: "coffee-beans",
    "coffee subscription": "coffee-beans",
    honey: "raw-honey",
    stollen: "@food",
    alfajores: "@food",
    fudge: "@food",
    brownies: "@food",
    "hot sauce": "hot-sauce",
    "olive oil": "@food",
    "neon sign": "@neonsign",
    "led sign": "@neonsign",
    laptop: "laptop",
    notebook: "notebook",
    "self care box": "@giftset",
    "self care gift box": "@giftset",
    "care package": "@giftset",
    "gift set": "@giftset",
    "advent calendar": "advent-calendar",
    "mechanical keyboard": "keyboard",
    "folding knife": "pocket-knife",
    template: "@template",
    templates: "@template",
    "air max": "sneakers",
    "air force 1": "sneakers",
    "air jordan": "sneakers",
    "jordan 1": "sneakers",
    "jordan 4": "sneakers",
    "dunk low": "sneakers",
    yeezy: "sneakers",
    "chuck taylor": "sneakers",
    "old skool": "sneakers",
    "stan smith": "sneakers",
    "new balance 550": "sneakers",
    preset: "@software",
    presets: "@software",
  },
  es: {
    maceta: "planter",
    macetas: "planter",
    macetero: "planter",
    pendientes: "earrings",
    aros: "hoop-earrings",
    collar: "necklace",
    pulsera: "bracelet",
    anillo: "ring",
    bolso: "handbag",
    bolsa: "tote-bag",
    mochila: "backpack",
    cartera: "wallet",
    monedero: "wallet",
    tarjetero: "card-wallet",
    vela: "candle",
    velas: "candle",
    jabón: "soap-bar",
    jabones: "soap-bar",
    aceite: "body-oil",
    "aceite de oliva": "@food",
    "aceite de rosa mosqueta": "face-serum",
    "aceite de argán": "face-serum",
    miel: "raw-honey",
    mermelada: "jam",
    galletas: "cookie",
    alfajores: "@food",
    alfajor: "@food",
    empanadas: "@food",
    turrón: "@food",
    chocolate: "chocolate",
    café: "coffee-beans",
    "café en grano": "coffee-beans",
    té: "loose-leaf-tea",
    ropa: "@apparel",
    "ropa de bebé": "baby-outfit",
    "ropa bebé": "baby-outfit",
    "lote de ropa": "@apparel",
    camiseta: "t-shirt",
    sudadera: "hoodie",
    jersey: "sweater",
    chaqueta: "jacket",
    vestido: "dress",
    zapatillas: "sneakers",
    zapatos: "@shoes",
    botas: "@shoes",
    portátil: "laptop",
    ordenador: "@electronics",
    "ordenador portátil": "laptop",
    móvil: "smartphone",
    auriculares: "headphones",
    consola: "game-console",
    juguete: "toy",
    juguetes: "toy",
    peluche: "stuffed-animal",
    cachorro: "@pets",
    cachorros: "@pets",
    "collar para perro": "dog-collar",
    lámina: "art-print",
    láminas: "art-print",
    cuadro: "@art",
    póster: "poster",
    planificador: "planner",
    "planner digital": "digital-planner",
    "agenda digital": "digital-planner",
    plantilla: "@template",
    plantillas: "@template",
    clase: "@class",
    clases: "@class",
    taller: "@class",
    curso: "@class",
    discos: "vinyl-record",
    vinilos: "vinyl-record",
    libro: "book",
    libros: "book",
  },
  fr: {
    sac: "handbag",
    "sac à main": "handbag",
    "sac à dos": "backpack",
    "sac cabas": "tote-bag",
    cabas: "tote-bag",
    tote: "tote-bag",
    pochette: "@bags",
    portefeuille: "wallet",
    "porte-cartes": "card-wallet",
    bougie: "candle",
    bougies: "candle",
    collier: "necklace",
    "boucles d'oreilles": "earrings",
    bracelet: "bracelet",
    bague: "ring",
    savon: "soap-bar",
    savons: "soap-bar",
    huile: "body-oil",
    "huile visage": "face-serum",
    "huile de figue de barbarie": "face-serum",
    "huile d'argan": "face-serum",
    "huile de rose musquée": "face-serum",
    "huile d'olive": "@food",
    crème: "@beauty",
    baume: "@beauty",
    confiture: "jam",
    confitures: "jam",
    miel: "raw-honey",
    biscuits: "cookie",
    gâteau: "cake",
    chocolat: "chocolate",
    café: "coffee-beans",
    thé: "loose-leaf-tea",
    pull: "sweater",
    veste: "jacket",
    robe: "dress",
    baskets: "sneakers",
    chaussures: "@shoes",
    bottes: "@shoes",
    vêtements: "@apparel",
    ordinateur: "@electronics",
    "ordinateur portable": "laptop",
    portable: "@electronics",
    smartphone: "smartphone",
    casque: "headphones",
    console: "game-console",
    vinyles: "vinyl-record",
    vinyle: "vinyl-record",
    disques: "vinyl-record",
    livre: "book",
    livres: "book",
    affiche: "poster",
    affiches: "poster",
    tableau: "@art",
    jouet: "toy",
    jouets: "toy",
    jeu: "@toys",
    cubes: "block-set",
    "cubes en bois": "block-set",
    peluche: "stuffed-animal",
    "attache-tétine": "pacifier-clip",
    "attache tétine": "pacifier-clip",
    "cache-pot": "planter",
    pot: "planter",
    plante: "houseplant",
    chiot: "@pets",
    chiots: "@pets",
    "collier pour chien": "dog-collar",
    modèle: "@template",
    modèles: "@template",
    cours: "@class",
    atelier: "@class",
    stage: "@class",
  },
  de: {
    kette: "necklace",
    halskette: "necklace",
    armband: "bracelet",
    ohrringe: "earrings",
    ring: "ring",
    tasche: "@bags",
    handtasche: "handbag",
    rucksack: "backpack",
    geldbörse: "wallet",
    portemonnaie: "wallet",
    kartenetui: "card-wallet",
    kerze: "candle",
    kerzen: "candle",
    seife: "soap-bar",
    öl: "body-oil",
    arganöl: "face-serum",
    gesichtsöl: "face-serum",
    hagebuttenöl: "face-serum",
    honig: "raw-honey",
    marmelade: "jam",
    konfitüre: "jam",
    stollen: "@food",
    christstollen: "@food",
    lebkuchen: "@food",
    plätzchen: "cookie",
    kekse: "cookie",
    kuchen: "cake",
    likör: "@food",
    eierlikör: "@food",
    kaffee: "coffee-beans",
    tee: "loose-leaf-tea",
    adventskalender: "advent-calendar",
    jacke: "jacket",
    trainingsjacke: "jacket",
    pullover: "sweater",
    kleid: "dress",
    schuhe: "@shoes",
    turnschuhe: "sneakers",
    sneaker: "sneakers",
    kleidung: "@apparel",
    kopfhörer: "headphones",
    laptop: "laptop",
    notebook: "laptop",
    handy: "smartphone",
    konsole: "game-console",
    schallplatten: "vinyl-record",
    schallplatte: "vinyl-record",
    buch: "book",
    bücher: "book",
    poster: "poster",
    druck: "art-print",
    kunstdruck: "art-print",
    bild: "@art",
    spielzeug: "toy",
    bauklötze: "block-set",
    holzspielzeug: "toy",
    schnullerkette: "pacifier-clip",
    wandbehang: "wall-hanging",
    makramee: "wall-hanging",
    blumentopf: "planter",
    übertopf: "planter",
    pflanze: "houseplant",
    ableger: "@cuttings",
    hundehalsband: "dog-collar",
    halsband: "dog-collar",
    welpe: "@pets",
    welpen: "@pets",
    presets: "@software",
    vorlage: "@template",
    vorlagen: "@template",
    kurs: "@class",
    workshop: "@class",
  },
};

/** The noun tables of a language: the hand-written nouns win over the snapshot. */
function table(language: NounLanguage): ReadonlyMap<string, string> {
  let found = tables.get(language);
  if (!found) {
    const snapshot = language === "en" ? {} : TABLE_NOUNS[language];
    found = new Map(Object.entries({ ...snapshot, ...EXTRA_NOUNS[language] }));
    tables.set(language, found);
  }
  return found;
}
const tables = new Map<NounLanguage, ReadonlyMap<string, string>>();

export interface NounHit {
  /** A lexicon product key ("planter") or a family ("@food"). */
  kind: string;
  /** The seller's words it matched. */
  matched: string;
}

const LONGEST = 5;

/** Lowercase words, keeping apostrophes and hyphens inside words ("boucles d'oreilles", "cache-pot"). */
function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ""))
    .filter(Boolean);
}

/**
 * The first noun of the text that the language's table knows, longest phrase first. German
 * compounds are read by their last part too ("Trainingsjacke" → "jacke", "Leinentasche" → "tasche").
 */
export function nounKind(text: string | undefined, language: NounLanguage): NounHit | undefined {
  if (!text) return undefined;
  const known = table(language);
  const words = tokens(text);
  // "pot de miel", "caja de alfajores", "set de 3 macetas": the container is not the product.
  let container: NounHit | undefined;
  for (let start = 0; start < words.length; start++) {
    let hit: NounHit | undefined;
    let end = start;
    for (let length = Math.min(LONGEST, words.length - start); length >= 1 && !hit; length--) {
      const phrase = words.slice(start, start + length).join(" ");
      const kind = known.get(phrase);
      if (kind) {
        hit = { kind, matched: phrase };
        end = start + length;
      }
    }
    if (!hit && language === "de") hit = compoundHit(words[start] as string, known);
    if (!hit) continue;
    const first = hit.matched.split(" ")[0] as string;
    if (CONTAINERS.has(first) && LINK.test(words[end] ?? "")) {
      container ??= hit;
      start = end;
      continue;
    }
    return hit;
  }
  return container;
}

/** A German compound read by its last part ("Trainingsjacke" → "jacke", "Leinentasche" → "tasche"). */
function compoundHit(word: string, known: ReadonlyMap<string, string>): NounHit | undefined {
  for (let cut = 1; cut <= word.length - 4; cut++) {
    const kind = known.get(word.slice(cut));
    if (kind) return { kind, matched: word };
  }
  return undefined;
}

/** Containers and lots: "caja de", "pot de", "set de 3", "lot of". */
const CONTAINERS = new Set([
  "pot",
  "bocal",
  "tarro",
  "bote",
  "caja",
  "cajita",
  "boîte",
  "coffret",
  "lot",
  "lote",
  "set",
  "jeu",
  "juego",
  "paquete",
  "pack",
  "sachet",
  "bouteille",
  "botella",
  "flacon",
  "frasco",
  "cesta",
  "panier",
  "kit",
  "box",
  "jar",
  "bottle",
  "bundle",
]);
const LINK = /^(?:de|du|des|of|x|mit|con|avec|d'.*)$/;

/** The brief's language as the tables know it; anything else reads as English. */
export function nounLanguage(language: string | undefined): NounLanguage {
  return language === "es" || language === "fr" || language === "de" ? language : "en";
}
