import { describe, expect, it } from "vitest";
import { factSheet } from "../../../../../tests/support/fact-sheet";
import type { FactSheet } from "../../../../domain/fact-sheet";
import { marketplacePlatforms } from "../../../../domain/platforms";
import { BRAND_TIERS, brandTier } from "./brand-tiers";
import { categoryFor, type ProductFamily, redbubbleFit } from "./categories";
import { EXTRA_NOUNS, nounKind } from "./decision-nouns";
import { TABLE_NOUNS } from "./decision-nouns-table";
import { lexicon } from "./lexicon/lexicon";
import { FAMILY_BANDS, PRINT_ON_DEMAND_BANDS, priceAdvice, priceBand, suggestPrice } from "./pricing";
import { type ProductFactsInput, parseProductFacts } from "./product-facts";
import { createRng } from "./rng";

// Examples are made up for these rules; none is a corpus brief.
const facts = (product: string, more: Partial<ProductFactsInput> = {}) =>
  parseProductFacts({ product, ...more });
const shopify = (product: string, more: Partial<ProductFactsInput> = {}) =>
  categoryFor("shopify", facts(product, more));
const band = (product: string, more: Partial<ProductFactsInput> = {}) =>
  priceBand({ marketplace: "etsy", facts: facts(product, more) });
const middle = ([low, high]: readonly [number, number]) => (low + high) / 2;

const sheet = (product: string, noun: string, more: Partial<FactSheet> = {}): FactSheet =>
  factSheet({ product, noun, ...more });

describe("non-English nouns → the taxonomy branch", () => {
  it.each([
    ["es", "pendientes de plata con circonitas", "Apparel & Accessories > Jewelry"],
    ["es", "bolso de cuero marrón", "Apparel & Accessories > Handbags, Wallets & Cases"],
    ["es", "vela de soja con aroma a vainilla", "Home & Garden > Decor"],
    ["es", "tarro de miel de romero 250g", "Food, Beverages & Tobacco"],
    ["es", "macetero de barro para cactus", "Home & Garden"],
    ["fr", "bougie parfumée au figuier", "Home & Garden > Decor"],
    ["fr", "sac en cuir camel", "Apparel & Accessories"],
    ["fr", "pot de confiture de fraises", "Food, Beverages & Tobacco"],
    ["fr", "ordinateur portable reconditionné, 16 Go", "Electronics"],
    ["fr", "attache-tétine en perles de bois", "Baby & Toddler"],
    ["de", "Silberkette mit Anhänger", "Apparel & Accessories > Jewelry"],
    ["de", "Duftkerze im Glas", "Home & Garden > Decor"],
    ["de", "Ledertasche in Braun", "Apparel & Accessories > Handbags, Wallets & Cases"],
    ["de", "Wandbehang aus Makramee und Holz", "Home & Garden > Decor"],
    ["de", "Katzenhalsband mit Glöckchen", "Animals & Pet Supplies"],
    ["de", "Lebkuchen aus Nürnberg, 500 g", "Food, Beverages & Tobacco"],
  ])("%s %s", (language, product, branch) => {
    expect(shopify(product, { language })).toMatch(new RegExp(`^${branch.replace(/[&,>]/g, "\\$&")}`));
  });

  it("reads the sheet's head noun first, and a longer phrase of the product that holds it", () => {
    const oil = facts("huile d'argan pure, flacon 30 ml", {
      language: "fr",
      sheet: sheet("huile d'argan pure", "huile"),
    });
    expect(oil.decision?.type?.key).toBe("face-serum");
    expect(categoryFor("shopify", oil)).toMatch(/^Health & Beauty/);
  });

  it("looks past containers and lots to the product ('caja de', 'set de 4')", () => {
    expect(nounKind("caja de empanadas caseras", "es")?.kind).toBe("@food");
    // A bag is the product, not a container: "bolsa de tela" is a cloth bag, not fabric.
    expect(nounKind("bolsa de tela estampada", "es")).toEqual({ kind: "tote-bag", matched: "bolsa" });
    // A container with no product after it is the product.
    expect(nounKind("pot de terre cuite émaillé", "fr")?.kind).toBe("planter");
    expect(nounKind("set de 4 velas", "es")?.kind).toBe("candle");
    expect(nounKind("boîte de 12 biscuits", "fr")?.kind).toBe("cookie");
  });

  it("reads the form's product type when no table knows the product's own noun", () => {
    // "Kugelbahn" (a marble run) is in no table; the seller's form says "Spielzeug".
    expect(shopify("Kugelbahn aus Ahorn, handgemacht", { language: "de", productType: "Spielzeug" })).toMatch(
      /^Toys & Games/,
    );
    expect(shopify("bici plegable usada, talla única", { language: "es" })).toMatch(/^Sporting Goods/);
  });

  it("reads a German compound by its last part", () => {
    expect(nounKind("Sommerkleid", "de")?.kind).toBe("dress");
    expect(nounKind("Strickjacke", "de")?.kind).toBe("cardigan");
  });

  it("maps every noun to a lexicon type or a family the decisions know", () => {
    const families = new Set(Object.keys(FAMILY_BANDS));
    for (const table of [...Object.values(EXTRA_NOUNS), ...Object.values(TABLE_NOUNS)]) {
      for (const [noun, kind] of Object.entries(table)) {
        const known = kind.startsWith("@") ? families.has(kind.slice(1)) : lexicon().byKey.has(kind);
        expect(known, `${noun} → ${kind}`).toBe(true);
      }
    }
  });
});

describe("English gaps", () => {
  it("files a product no lexicon type knows by its family's keyword", () => {
    expect(shopify("20 gallon aquarium, used, holds water")).toMatch(/^Animals & Pet Supplies/);
    expect(shopify("wooden cat tree, 3 levels")).toMatch(/^Animals & Pet Supplies/);
    expect(shopify("nikon 35mm lens, clean glass")).toMatch(/^Electronics/);
  });

  it("files a card holder with wallets, not greeting cards", () => {
    expect(shopify("slim leather card holder, 6 slots")).toMatch(/^Apparel & Accessories > Handbags/);
  });

  it("files yarn as craft supplies", () => {
    expect(shopify("hand dyed sock yarn, 100g skein")).toMatch(/^Arts & Entertainment/);
  });

  it("files a reconditioned laptop under Electronics", () => {
    expect(shopify("reconditioned laptop, 8GB RAM, 256GB SSD")).toMatch(/^Electronics/);
  });

  it("reads an English table noun only where the English head noun stands", () => {
    // "cutting board" is no plant cutting, "mug for coffee lovers" no bag of coffee.
    const board = facts("walnut cutting board", { sheet: sheet("walnut cutting board", "cutting board") });
    expect(categoryFor("shopify", board)).toMatch(/^Home & Garden > Kitchen & Dining/);
    expect(shopify("mug for coffee lovers")).toMatch(/^Home & Garden > Kitchen & Dining/);
    expect(shopify("rooted monstera cuttings, 3 pack")).toMatch(/^Home & Garden > Plants/);
  });

  it("finds the product in a later clause when the first is a design's name", () => {
    expect(shopify("Coffee Then Chaos, travel mug 16oz")).toMatch(/^Home & Garden > Kitchen & Dining/);
  });
});

describe("digital downloads and services", () => {
  it.each([
    ["printable weekly meal planner, instant download"],
    ["Canva wedding invitation templates, editable"],
    ["film look presets for Lightroom, 15 pack"],
    ["plantillas de Canva para peluquerías"],
  ])("%s → Software", (product) => {
    const language = /plantillas/.test(product) ? "es" : "en";
    expect(shopify(product, { language })).toMatch(/^Software > Digital Goods & Currency/);
  });

  it.each([
    ["beginner watercolor class, 3 hours", "Services > Personal Services > Educational Services"],
    ["6-week online yoga program for runners", "Services > Personal Services > Fitness & Wellness"],
    ["brand identity design service for cafés", "Services > Professional Services"],
    ["atelier couture pour débutants", "Services > Personal Services > Educational Services"],
  ])("%s → %s", (product, path) => {
    const language = /atelier/.test(product) ? "fr" : "en";
    expect(shopify(product, { language })).toBe(path);
  });

  it("does not read a place as a class ('made in our workshop') or a camera model as a program", () => {
    expect(shopify("walnut cutting board made in our workshop")).toMatch(/^Home & Garden/);
    expect(shopify("Minolta X-700 Program film camera")).toMatch(/^Cameras & Optics/);
    expect(shopify("Yamaha stage piano, 88 keys")).toMatch(/^Arts & Entertainment/);
    expect(shopify("stage de poterie d'une journée", { language: "fr" })).toMatch(/^Services/);
  });

  it("never lists files or services on Redbubble", () => {
    expect(redbubbleFit(facts("printable botanical wall art, instant download")).fits).toBe(false);
    expect(redbubbleFit(facts("pet portrait illustration service")).fits).toBe(false);
  });
});

describe("price bands", () => {
  it("moves with the product family: a motorcycle, a watch and a laptop are not a mug", () => {
    const mug = middle(band("stoneware mug"));
    expect(middle(band("2018 Kawasaki Z650 motorcycle"))).toBeGreaterThan(mug * 50);
    expect(middle(band("automatic wrist watch"))).toBeGreaterThan(mug * 3);
    expect(middle(band("laptop, 8GB RAM"))).toBeGreaterThan(mug * 10);
  });

  it("drops for used and refurbished goods", () => {
    const fresh = middle(band("wool coat", { sheet: sheet("wool coat", "coat") }));
    const used = middle(
      band("wool coat", {
        sheet: sheet("wool coat", "coat", { condition: { value: "used", words: ["worn"], stated: true } }),
      }),
    );
    const refurbished = middle(band("refurbished stand mixer"));
    expect(used).toBeLessThan(fresh * 0.7);
    expect(refurbished).toBeLessThan(middle(band("stand mixer")));
  });

  it("multiplies for a set or a pack, but less than one item per piece", () => {
    const one = middle(band("beeswax candle"));
    const three = middle(band("beeswax candle, set of 3"));
    expect(three).toBeGreaterThan(one * 1.5);
    expect(three).toBeLessThan(one * 3);
    expect(middle(band("juego de 4 velas", { language: "es" }))).toBeGreaterThan(one * 2);
  });

  it("prices food by the package, and a product named as a lot as a whole", () => {
    expect(band("caja de 6 galletas de mantequilla", { language: "es" })).toEqual(band("shortbread cookie"));
    expect(band("wooden block set, 30 pieces")).toEqual(band("wooden block set"));
  });

  it("moves with the maker: luxury far above, premium higher in the band, high street lower", () => {
    const plain = facts("leather handbag");
    const luxury = facts("leather handbag", {
      sheet: sheet("leather handbag", "handbag", { brand: "Hermès" }),
    });
    expect(middle(priceBand({ marketplace: "ebay", facts: luxury }))).toBeGreaterThan(
      middle(priceBand({ marketplace: "ebay", facts: plain })) * 5,
    );
    const at = (product: string, brand?: string) =>
      suggestPrice(
        { marketplace: "etsy", facts: facts(product, { sheet: sheet(product, "headphones", { brand }) }) },
        createRng("seed", 0),
      );
    expect(at("wireless headphones", "Bose")).toBeGreaterThan(at("wireless headphones"));
    expect(at("wireless headphones", "Primark")).toBeLessThan(at("wireless headphones"));
    expect(brandTier(undefined, "apple butter, 8oz")).toBeUndefined();
    expect(brandTier("Apple", undefined)).toBe("premium");
  });

  it("does not take a device a product is made for as its maker", () => {
    const planner = facts("digital planner for iPad", {
      sheet: sheet("digital planner", "planner", { brand: "iPad" }),
    });
    expect(priceAdvice({ marketplace: "etsy", facts: planner }).reason).not.toMatch(/maker/);
  });

  it("moves up for more memory or storage", () => {
    const base = suggestPrice(
      { marketplace: "ebay", facts: facts("used laptop, 8GB RAM") },
      createRng("s", 0),
    );
    const more = suggestPrice(
      { marketplace: "ebay", facts: facts("used laptop, 32GB RAM, 1TB SSD") },
      createRng("s", 0),
    );
    expect(more).toBeGreaterThan(base);
  });

  it("prices a printed design on a blank at the print-on-demand level", () => {
    const pod = facts("tote bag with my cat illustration", { businessType: "Print-on-demand" });
    const [low, high] = priceBand({ marketplace: "etsy", facts: pod });
    expect(high).toBeLessThanOrEqual(3000);
    expect(low).toBeGreaterThanOrEqual(1500);
    for (const key of Object.keys(PRINT_ON_DEMAND_BANDS)) expect(lexicon().byKey.has(key), key).toBe(true);
  });

  it("anchors on the seller's own price and says so", () => {
    const priced = facts("vintage denim jacket", {
      sheet: sheet("vintage denim jacket", "jacket", {
        price: { amount: 45, currency: "EUR" },
        currency: "EUR",
      }),
    });
    const advice = priceAdvice({ marketplace: "mercari", facts: priced });
    expect(advice.anchor).toBe(4860);
    expect(advice.reason).toBe("your own price");
    expect(suggestPrice({ marketplace: "mercari", facts: priced }, createRng("x", 0))).toBe(48.6);
  });

  it("says when the band is only a family's guess", () => {
    expect(priceAdvice({ marketplace: "etsy", facts: facts("stoneware mug") }).sure).toBe(true);
    expect(
      priceAdvice({ marketplace: "etsy", facts: facts("Lebkuchen, 500 g", { language: "de" }) }).sure,
    ).toBe(false);
  });

  it("has a band and every marketplace's path for every family", () => {
    const families = Object.keys(FAMILY_BANDS) as ProductFamily[];
    for (const family of families) {
      const [low, high] = FAMILY_BANDS[family];
      expect(low).toBeLessThanOrEqual(high);
    }
    for (const tier of Object.values(BRAND_TIERS))
      for (const name of tier) expect(name).toBe(name.toLowerCase());
    for (const marketplace of marketplacePlatforms) {
      expect(categoryFor(marketplace, facts("Lebkuchen", { language: "de" }))).toBeTruthy();
    }
  });
});

describe("Redbubble", () => {
  it("fits the seller's printable design on anything Redbubble prints", () => {
    expect(
      redbubbleFit(facts("Moody Moth t-shirt, my own design", { businessType: "Print-on-demand" })).fits,
    ).toBe(true);
    expect(redbubbleFit(facts("Plant Daddy mug 11oz, printed on demand")).fits).toBe(true);
  });

  it("reads a cotton-poly blend as a blend, not an edition number", () => {
    const hoodie = facts("Night Shift Club hoodie, 80/20 cotton poly fleece", {
      businessType: "Print-on-demand",
    });
    expect(hoodie.oneOff).toBe(false);
    expect(redbubbleFit(hoodie).fits).toBe(true);
    expect(facts("fox screen print, 3/40").oneOff).toBe(true);
    expect(facts("linen dress with 3/4 sleeves").oneOff).toBe(false);
  });

  it.each([
    ["letterpress wedding invitations, set of 10"],
    ["hand printed tea towel, block printed botanicals"],
    ["limited edition risograph print, edition of 30"],
    ["hand-pulled screen print of a fox"],
    ["botanical art print, signed by me"],
    ["affiche illustrée, signée à la main"],
    ["anime fan art poster"],
    ["original acrylic painting on canvas"],
  ])("skips %s", (product) => {
    const language = /affiche/.test(product) ? "fr" : "en";
    expect(redbubbleFit(facts(product, { businessType: "Art & photography", language })).fits).toBe(false);
  });
});
