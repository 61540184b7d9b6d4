import { describe, expect, it } from "vitest";
import type { ImageFacts } from "../../../../domain/ai-image";
import { understandBrief } from "../../../modules/generation/fact-sheet/understand-brief";
import { testLexicon } from "./lexicon/test-lexicon";
import { type ProductFactsInput, parseProductFacts, productColours } from "./product-facts";

const parse = (input: ProductFactsInput) => parseProductFacts(input, testLexicon);

describe("parseProductFacts", () => {
  it("names the product from the seller's words, with materials, colours and sizes", () => {
    const facts = parse({ product: "Hand-thrown stoneware mug glazed in deep red, 12 oz" });
    expect(facts.type?.key).toBe("mug");
    expect(facts.name).toBe("mug");
    expect(facts.materials).toEqual(["stoneware"]);
    expect(facts.colours).toEqual(["deep red"]);
    expect(facts.sizes).toEqual(["12 oz"]);
    expect(facts.handmade).toBe(true);
    expect(facts.design).toBe(false);
  });

  it("takes the form's type when it names a more exact kind of the text's noun", () => {
    // The real lexicon: "cars" alone is a motor vehicle, the form's "toy cars" says which kind.
    const facts = parseProductFacts({ product: "box of 25 matchbox cars, loose", productType: "toy cars" });
    expect(facts.type?.shopify).toMatch(/^Toys & Games/);
    expect(parseProductFacts({ product: "box of 25 matchbox cars, loose" }).type?.shopify).not.toMatch(
      /^Toys & Games/,
    );
  });

  it("never takes its type from a thing the product needs or mentions in a later clause", () => {
    // The real lexicon knows belts, not sewing machines: the belt the machine needs is not for sale.
    const product = "1950s singer 99k sewing machine in original case. motor runs, needs a new belt soon";
    const sheet = understandBrief({ product, productType: "sewing machine" });
    const facts = parseProductFacts({ product, productType: "sewing machine", sheet, language: "en" });
    expect(facts.decision?.type?.key).not.toBe("belt");
    expect(facts.type?.key).not.toBe("belt");
    // A clause that does name the product still types it ("But First, Tea mug").
    const mug = "But First, Tea mug";
    const mugFacts = parseProductFacts({
      product: mug,
      sheet: understandBrief({ product: mug }),
      language: "en",
    });
    expect(mugFacts.decision?.type?.key ?? mugFacts.type?.key).toBe("mug");
  });

  it("keeps the seller's more specific kind of a known product", () => {
    expect(parse({ product: "Red viscose wrap dress with flutter sleeves" })).toMatchObject({
      name: "wrap dress",
      plural: "wrap dresses",
      label: "Wrap Dress",
      colours: ["red"],
      materials: ["viscose"],
      features: ["flutter sleeves"],
    });
  });

  it("reads sets, specs, condition and the model", () => {
    const laptop = parse({ product: "Refurbished 13-inch MacBook Air laptop, 16 GB RAM, 512 GB SSD" });
    expect(laptop.type?.key).toBe("laptop");
    expect(laptop.condition).toBe("refurbished");
    expect(laptop.sizes).toEqual(["13-inch"]);
    expect(laptop.specs).toEqual(["16 GB RAM", "512 GB SSD"]);
    const cups = parse({ product: "Set of 2 porcelain espresso cups" });
    expect(cups).toMatchObject({ name: "espresso cup", count: { quantity: 2, phrase: "set of 2" } });
    expect(parse({ product: "White leather sneakers, barely worn" }).condition).toBe("used");
  });

  it("takes the first product named, not a modifier or a later one", () => {
    expect(parse({ product: "Black tee with a hand-lettered slogan" })).toMatchObject({
      name: "t-shirt",
      colours: ["black"],
      design: true,
      handmade: false,
    });
    expect(parse({ product: "T-shirt with a mug print" }).type?.key).toBe("t-shirt");
  });

  it("lets the form's own fields win and come first", () => {
    const facts = parse({ product: "coffee mug", color: "Sage green", materials: "Porcelain, gold rim" });
    expect(facts.colours[0]).toBe("sage green");
    expect(facts.materials.slice(0, 2)).toEqual(["porcelain", "gold rim"]);
  });

  it("uses the seller's own noun phrase for products the lexicon does not know", () => {
    const facts = parse({ product: "Ergonomic standing desk converter, 32 inch" });
    expect(facts.type).toBeUndefined();
    expect(facts.name).toBe("ergonomic standing desk converter");
    expect(facts.sizes).toEqual(["32 inch"]);
  });

  it("finds the product in the form's type, the context or the tags when the free text is empty", () => {
    expect(parse({ productType: "T-shirt" }).type?.key).toBe("t-shirt");
    expect(parse({ context: "Our new art print of the harbour at dawn" }).type?.key).toBe("art-print");
    expect(parse({ tags: ["vintage", "coffee mug"] }).type?.key).toBe("mug");
  });

  it("leaves the name empty when nothing names a product", () => {
    expect(parse({ businessType: "Handmade Crafts" }).name).toBeUndefined();
    expect(parse({}).name).toBeUndefined();
  });

  it("does not mistake scents and uses for colours", () => {
    const facts = parse({ product: "Lavender soy candle in a glass jar, coffee scented" });
    expect(facts.colours).toEqual([]);
    expect(facts.materials).toContain("glass");
  });
});

describe("productColours", () => {
  const image = (productColors: ImageFacts["productColors"]): ImageFacts =>
    ({
      width: 100,
      height: 100,
      orientation: "square",
      colors: [{ name: "burnt orange", hex: "#cc5500", share: 0.7 }],
      brightness: "balanced",
      plainWhiteBackground: false,
      productColors,
      backgroundColor: { name: "burnt orange", hex: "#cc5500" },
      foregroundShare: 0.3,
    }) as ImageFacts;

  it("takes the seller's colour over the photo", () => {
    const facts = parse({ product: "deep red mug" });
    expect(productColours(facts, image([{ name: "brick", hex: "#8b2020", share: 0.8 }]))).toEqual([
      "deep red",
    ]);
  });

  it("takes the seller's colours only, never the photo's", () => {
    const facts = parse({ product: "mug" });
    expect(productColours(facts, image([{ name: "navy", hex: "#1f2a44", share: 0.9 }]))).toEqual([]);
    expect(
      productColours(
        parse({ product: "deep red mug" }),
        image([{ name: "navy", hex: "#1f2a44", share: 0.9 }]),
      ),
    ).toEqual(["deep red"]);
  });
});
