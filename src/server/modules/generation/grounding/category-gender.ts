import type { MarketplacePlatform } from "../../../../domain/platforms";

/**
 * A category path files a product under a gender only when the seller named one. Marketplaces
 * split clothing, shoes, bags, jewellery and fragrance by department ("Women > Jeans"); a writer
 * picks one, but "Levi's 501 jeans" or "a leather bag" says no gender, and filing it under
 * Women's tells buyers something the seller never did. So:
 * - the seller names one gender: the path is moved to it ("Women's Shoes" → "Men's Shoes");
 * - the seller names none (or both): the marketplace's unisex department where it has one
 *   (Etsy's Gender-Neutral and Unisex menus, eBay's Unisex Fragrances and Unisex Kids), else
 *   the path above the gendered step ("Clothing, Shoes & Jewelry"), else Mercari's "Other";
 * - a product only one department sells (a dress, a bra, a handbag) keeps its path: the
 *   product's own words file it there.
 */
export function categoryForGender(
  platform: MarketplacePlatform,
  category: string,
  sellerText: string,
): string {
  const saysMen = /\b(?:men|men's|mens|man's|for him|herren|hombre|homme)\b/i.test(sellerText);
  const saysWomen = /\b(?:women|women's|womens|woman's|ladies|for her|damen|mujer|femme)\b/i.test(sellerText);
  // "\bmen" never matches inside "women": a word boundary cannot fall between "wo" and "men".
  if (saysMen && !saysWomen)
    return category.replace(/\bwomen/gi, (word) => (word[0] === "W" ? "Men" : "men"));
  if (saysWomen && !saysMen)
    return category.replace(/\bmen/gi, (word) => (word[0] === "M" ? "Women" : "women"));
  const steps = category.split(/\s*>\s*/u);
  const at = steps.findIndex((step) => GENDERED_STEP.test(step));
  if (at < 0) return category;
  const step = steps[at] ?? "";
  const kids = KID_STEP.test(step);
  // "girls' dress": the seller named the child's gender; the kids' path stays.
  if (kids && /\b(?:girls?|boys?|niñas?|niños?|filles?|garçons?|mädchen|jungen)\b/i.test(sellerText))
    return category;
  // A child's things under an adult department ("lot of 8 toddler girl clothes … 1 dress" was
  // Mercari's Women > Tops): the kids' department, whatever the garment.
  if (!kids && CHILD.test(sellerText)) return neutralPath(platform, steps, at, true);
  if (ONE_DEPARTMENT_PRODUCT.test(sellerText)) return category;
  return neutralPath(platform, steps, at, kids);
}

/** Words for a child wearer: "toddler", "kids", "baby", "girls", a toddler size ("2T"). */
const CHILD =
  /\b(?:toddlers?|kids?|child(?:ren)?|bab(?:y|ies)(?![\s-]+(?:blue|pink|yellow|green|doll|soft|alpaca|shower))|infants?|newborns?|girls?|boys?|\d{1,2}T|niñ(?:o|a)s?|bebés?|enfants?|bébés?|fille(?:tte)?s?|garçons?|kinder|mädchen|jungen)\b/i;

/** A path step that names a gender: "Women", "Men's Clothing", "Girls' Shoes", "Women's Fragrances". */
const GENDERED_STEP = /\b(?:women|men|ladies|girls|boys|girl|boy)(?:'s|’s|s'|s’|')?(?=\s|$)/iu;
const KID_STEP = /\b(?:girls?|boys?)\b/i;

/**
 * Products one department sells: their own words file them there ("wrap dress" is Women's on
 * every marketplace). English, Spanish, French and German.
 */
const ONE_DEPARTMENT_PRODUCT =
  /\b(?:dress(?:es)?(?!\s+(?:shirts?|shoes|pants|trousers|socks|boots|watch))|skirts?|blouses?|bras?|bralettes?|lingerie|bikinis?|maternity|handbags?|purses?|clutch(?:es)?|tuxedos?|vestidos?|faldas?|blusas?|sujetador|jupes?|soutien-gorge|kleid(?:er)?|bluse|handtasche)\b/i;

/** Etsy's Gender-Neutral Adult Clothing menu: a Women's or Men's step's child kept when it is one of these. */
const ETSY_NEUTRAL_CLOTHING: Readonly<Record<string, string>> = {
  activewear: "Activewear",
  costumes: "Costumes",
  "hoodies & sweatshirts": "Hoodies & Sweatshirts",
  "jackets & coats": "Jackets & Coats",
  "pajamas & robes": "Pajamas & Robes",
  pants: "Pants",
  "pants & capris": "Pants",
  jeans: "Pants",
  socks: "Socks",
  "socks & hosiery": "Socks",
  swimwear: "Swimwear",
  "tops & tees": "Tops & Tees",
  "shirts & tees": "Tops & Tees",
};

function neutralPath(platform: MarketplacePlatform, steps: string[], at: number, kids: boolean): string {
  const above = steps.slice(0, at);
  const step = (steps[at] ?? "").toLowerCase();
  if (platform === "etsy") {
    if (/clothing/.test(step)) {
      if (kids) return [...above, "Unisex Kids' Clothing"].join(" > ");
      const child = ETSY_NEUTRAL_CLOTHING[(steps[at + 1] ?? "").toLowerCase()];
      return [...above, "Gender-Neutral Adult Clothing", ...(child ? [child] : [])].join(" > ");
    }
    if (/shoes/.test(step)) return [...above, kids ? "Unisex Kids' Shoes" : "Unisex Adult Shoes"].join(" > ");
  }
  // eBay US has unisex fragrances and a unisex kids' department, but no adult unisex clothing
  // any more (its tree's "Clothing, Shoes & Accessories" holds only Women, Men, Kids, Baby and
  // Specialty): adult clothing stops at the top.
  if (platform === "ebay" && /fragrances/.test(step)) return [...above, "Unisex Fragrances"].join(" > ");
  if (platform === "ebay" && kids && above.at(-1) === "Kids") return [...above, "Unisex Kids"].join(" > ");
  if (above.length > 0) return above.join(" > ");
  return platform === "mercari" ? "Other" : steps.slice(at + 1).join(" > ") || "Other";
}
