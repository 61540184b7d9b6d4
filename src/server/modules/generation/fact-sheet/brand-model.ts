/**
 * The product's maker and model, as a reseller types them ("Nike Air Force 1", "levis 501",
 * "IWC Portugieser", "MacBook Air M1"). A maker is a name of the known list (the makers resellers
 * and tech refurbishers list most), or a capitalised word followed by a model number; the model
 * is what follows it that names a model: words in capitals, with digits, or quoted ("'Lost &
 * Found'"), up to a spec, a size or a condition word. The seller's shop name is never the maker.
 */
export interface BrandModel {
  brand?: string;
  model?: string;
}

/** Canonical spellings; matching ignores case, spaces, dots, apostrophes and hyphens. */
const KNOWN_BRANDS = [
  "Adidas",
  "Air Jordan",
  "Jordan",
  "Nike",
  "New Balance",
  "Asics",
  "Puma",
  "Reebok",
  "Vans",
  "Converse",
  "Veja",
  "Salomon",
  "Hoka",
  "On Running",
  "Birkenstock",
  "Dr. Martens",
  "UGG",
  "Timberland",
  "Crocs",
  "Levi's",
  "Wrangler",
  "Lee",
  "Carhartt",
  "Patagonia",
  "The North Face",
  "Arc'teryx",
  "Columbia",
  "Lululemon",
  "Zara",
  "H&M",
  "Uniqlo",
  "Gap",
  "Ralph Lauren",
  "Tommy Hilfiger",
  "Lacoste",
  "Burberry",
  "Barbour",
  "Champion",
  "Stüssy",
  "Supreme",
  "Off-White",
  "Gucci",
  "Prada",
  "Louis Vuitton",
  "Chanel",
  "Hermès",
  "Dior",
  "Fendi",
  "Celine",
  "Balenciaga",
  "Saint Laurent",
  "Bottega Veneta",
  "Loewe",
  "Longchamp",
  "Coach",
  "Michael Kors",
  "Kate Spade",
  "Tory Burch",
  "Marc Jacobs",
  "Fossil",
  "Rolex",
  "Omega",
  "IWC",
  "Tag Heuer",
  "Cartier",
  "Breitling",
  "Tudor",
  "Seiko",
  "Casio",
  "Citizen",
  "Tissot",
  "Swatch",
  "Timex",
  "Garmin",
  "Apple",
  "MacBook",
  "iPhone",
  "iPad",
  "AirPods",
  "Samsung",
  "Google",
  "Pixel",
  "Sony",
  "Bose",
  "Beats",
  "JBL",
  "Sennheiser",
  "Microsoft",
  "Dell",
  "HP",
  "Lenovo",
  "ThinkPad",
  "Asus",
  "Acer",
  "Razer",
  "Logitech",
  "Nintendo",
  "PlayStation",
  "Xbox",
  "Canon",
  "Nikon",
  "Fujifilm",
  "Olympus",
  "Pentax",
  "Leica",
  "Polaroid",
  "GoPro",
  "DJI",
  "Kindle",
  "Dyson",
  "KitchenAid",
  "Le Creuset",
  "Staub",
  "Pyrex",
  "Corningware",
  "Fiestaware",
  "Ikea",
  "LEGO",
  "Playmobil",
  "Barbie",
  "Mattel",
  "Hasbro",
  "Fisher-Price",
  "Pokémon",
  "Funko",
  "Hot Wheels",
  "Ergobaby",
  "Uppababy",
  "Bugaboo",
  "Stokke",
  "Cybex",
  "Charlotte Tilbury",
  "Fenty",
  "Rare Beauty",
  "MAC",
  "NARS",
  "Urban Decay",
  "Too Faced",
  "Benefit",
  "Clinique",
  "Estée Lauder",
  "The Ordinary",
  "CeraVe",
  "Honda",
  "Yamaha",
  "Kawasaki",
  "Suzuki",
  "Ducati",
  "Harley-Davidson",
  "Vespa",
  "Fender",
  "Gibson",
  "Yamaha",
  "Roland",
  "Stanley",
  "Yeti",
  "Hydro Flask",
  "Tiffany",
  "Pandora",
  "Swarovski",
  "Ray-Ban",
  "Oakley",
  "Herman Miller",
  "Vitra",
  "Eames",
  "Bang & Olufsen",
  "Marshall",
  "Technics",
  "Singer",
  // Tools, kitchen, games and toys sellers name in lowercase ("dewalt drill", "catan").
  "DeWalt",
  "Makita",
  "Milwaukee",
  "Bosch",
  "Ryobi",
  "Black+Decker",
  "Craftsman",
  "Cuisinart",
  "Vitamix",
  "Nespresso",
  "Keurig",
  "Breville",
  "Instant Pot",
  "Fitbit",
  "Catan",
  "Nerf",
  "Jellycat",
  "Squishmallows",
  "American Girl",
  "Vera Bradley",
  "Fjällräven",
  "Herschel",
  "Under Armour",
  "Abercrombie & Fitch",
  "Madewell",
  "Free People",
  "Anthropologie",
] as const;

/**
 * Product lines sellers type in place of the maker ("MacBook Air M1", "Galaxy S21"): the maker is
 * the line's, and the line starts the model ("Apple" + "MacBook Air M1"). Only lines one maker
 * sells under that name.
 */
const PRODUCT_LINES: Record<string, string> = {
  MacBook: "Apple",
  iMac: "Apple",
  iPhone: "Apple",
  iPad: "Apple",
  iPod: "Apple",
  AirPods: "Apple",
  Pixel: "Google",
  ThinkPad: "Lenovo",
  PlayStation: "Sony",
  Walkman: "Sony",
  Xbox: "Microsoft",
  Kindle: "Amazon",
};

/** A maker whose name is also a plain word or a person's ("coach", "apple", "jordan", "milwaukee"). */
export function isPlainWordBrand(brand: string): boolean {
  return /^(?:jordan|lee|gap|mac|coach|benefit|champion|google|apple|pixel|singer|stanley|milwaukee|craftsman)$/i.test(
    brand,
  );
}

/**
 * The known maker's own spelling of a name as typed ("levis" → "Levi's", "dewalt" → "DeWalt",
 * "dr martens" → "Dr. Martens"); undefined for a name the list does not know.
 */
export function knownBrandSpelling(typed: string): string | undefined {
  return byKey.get(key(typed)) ?? byKey.get(key(typed.replace(/'s$/i, "s").replace(/s$/i, "")));
}

/** Whether the model starts with a product line, which names its maker by itself. */
export function startsWithProductLine(model: string): boolean {
  const first = model.trim().split(/\s+/)[0] ?? "";
  return Object.keys(PRODUCT_LINES).some((line) => key(line) === key(first));
}

const key = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s.'’-]+/g, "");
const byKey = new Map(KNOWN_BRANDS.map((brand) => [key(brand), brand as string]));
const longestBrand = Math.max(...KNOWN_BRANDS.map((brand) => brand.split(" ").length));

/** Words that end a model name: sizes, specs, condition and plain product words. */
const MODEL_STOP =
  /^(?:sz|size|us|uk|eu|talla|taille|größe|gr|mens|men's|womens|women's|kids|worn|used|new|nwt|refurb|refurbished|vintage|with|w\/|in|for|and|no|the|a|an|de|en|mit|aus|con|avec|sans|sin|ohne|\d+\s?(?:gb|tb|mb|oz|ml|mm|cm|in|inch|"|%))$/i;

export function readBrandModel(productText: string, shopName?: string): BrandModel {
  const tokens = productText.split(/\s+/).filter(Boolean);
  const shop = shopName ? key(shopName) : undefined;
  for (let start = 0; start < tokens.length; start++) {
    const found = brandAt(tokens, start);
    if (!found || (shop && key(found.brand) === shop)) continue;
    const { brand, length } = found;
    const rest = tokens.slice(start + length);
    // "for iPad", "fits iPhone 12-16": the maker of what it goes with, not of the item.
    if (/^(?:for|fits|para|pour|für|compatible|kompatibel|avec)$/i.test(tokens[start - 1] ?? "")) continue;
    // "iPhone 12-16 + Samsung S22-S24", "marcas Zara, H&M, Primark": several makers name none.
    if (listsBrands(tokens, start + length)) return {};
    // "jordan" alone names a person as often as a shoe: only with a model after it.
    const model = modelAfter(rest);
    if (!model && isPlainWordBrand(brand)) continue;
    const maker = PRODUCT_LINES[brand];
    if (maker) return { brand: maker, model: model ? `${brand} ${model}` : brand };
    return { brand, ...(model ? { model } : {}) };
  }
  // No known maker: a capitalised name followed by a model number ("Canon AE-1", "Bose QC45").
  const unknown =
    /(?:^|\s)((?:\p{Lu}[\p{L}&'-]+)(?:\s\p{Lu}[\p{L}&'-]+)?)\s+((?:\p{Lu}{1,4}[-\s]?\d[\w-]*|\d+[\p{Lu}][\w-]*)(?:\s(?:\p{Lu}[\p{L}-]+|\d+))?)/u.exec(
      productText,
    );
  if (unknown?.[1] && unknown[2] && (!shop || key(unknown[1]) !== shop)) {
    return { brand: unknown[1], model: unknown[2].replace(/[,.;:]+$/, "") };
  }
  return {};
}

/** The known maker whose name starts at the token, longest first, as typed. */
function brandAt(tokens: readonly string[], start: number): { brand: string; length: number } | undefined {
  for (let length = Math.min(longestBrand, tokens.length - start); length >= 1; length--) {
    const raw = tokens.slice(start, start + length).join(" ");
    const candidate = raw.replace(/^[("'“‘]+|[)"'”’,.:;!?]+$/g, "");
    const brand =
      byKey.get(key(candidate.replace(/'s$/i, "s").replace(/s$/i, ""))) ?? byKey.get(key(candidate));
    // A short maker written in capitals ("MAC", "HP") is another word typed with one ("Fleetwood Mac").
    if (brand && /^\p{Lu}{2,3}$/u.test(brand) && /^\p{Lu}\p{Ll}/u.test(candidate)) continue;
    if (brand) return { brand, length };
  }
  return undefined;
}

/** A maker (and its model) followed by another across a comma, plus or slash. */
function listsBrands(tokens: readonly string[], after: number): boolean {
  for (let index = after - 1; index < Math.min(tokens.length, after + 3); index++) {
    const token = tokens[index] ?? "";
    if (/[,/]$/.test(token) || /^[+/&]$/.test(token)) return brandAt(tokens, index + 1) !== undefined;
  }
  return false;
}

/** The model words right after the maker: capitals, digits or quotes, up to a stop word. */
function modelAfter(tokens: readonly string[]): string | undefined {
  const kept: string[] = [];
  let quoted = false;
  for (const token of tokens) {
    if (kept.length >= 9 || (!quoted && kept.length >= 6)) break;
    const bare = token.replace(/[,.;:!?]+$/, "");
    if (!quoted && MODEL_STOP.test(bare)) break;
    // "'07" is a year and "'n" a contraction, not a quote; a quote is closed somewhere after.
    const opensQuote =
      (/^['"“‘]/.test(token) &&
        !/^'(?:\d{2}|n|s)$/i.test(bare) &&
        tokens.slice(kept.length + 1).some((t) => /['"”’][,.;:!?]*$/.test(t))) ||
      /^['"“‘].*['"”’][,.;:!?]*$/.test(token);
    const closesQuote =
      /['"”’][,.;:!?]*$/.test(token) && !/^['"“‘].*['"”’]$/.test(token)
        ? true
        : /^['"“‘].*['"”’][,.;:!?]*$/.test(token);
    const naming =
      quoted ||
      opensQuote ||
      /\d/.test(bare) ||
      /^\p{Lu}/u.test(bare) ||
      /^(?:air|pro|max|mini|plus|ultra|lite|se|og|high|low|mid|retro|'n|&|ii|iii|iv|vi|vii|viii|ix)$/i.test(
        bare,
      );
    if (!naming || (!quoted && brandAt([bare], 0))) break;
    kept.push(bare);
    if (opensQuote && !closesQuote) quoted = true;
    else if (quoted && /['"”’]$/.test(bare)) quoted = false;
    if (/[,.;:]$/.test(token) && !quoted) break;
  }
  const model = kept.join(" ").trim();
  return model && /[\p{L}\p{N}]/u.test(model) ? model : undefined;
}
