import { describe, expect, it } from "vitest";
import { readBrandModel } from "./brand-model";
import { readCondition } from "./condition";
import { factWords } from "./fact-words";
import { readOffer } from "./offer";
import { readSpecs } from "./specs";
import { understandBrief } from "./understand-brief";

const en = [factWords.en];

describe("the fact sheet of a brief", () => {
  it("names the product by its phrase and its multi-word head noun", () => {
    const sheet = understandBrief({
      product: "hand stitched leather card holder, 4 slots",
      productType: "Card holder",
    });
    expect(sheet?.product).toBe("hand stitched leather card holder");
    expect(sheet?.noun).toBe("card holder");
    expect(understandBrief({ product: "rosehip face oil in an amber glass dropper bottle" })?.noun).toBe(
      "face oil",
    );
  });

  it("finds the head noun where each language puts it", () => {
    expect(understandBrief({ product: "set de 3 macetas de barro", language: "es" })?.noun).toBe("macetas");
    expect(understandBrief({ product: "bougie parfumée à la figue", language: "fr" })?.noun).toBe("bougie");
    expect(understandBrief({ product: "Gehäkelter Wandbehang aus Wolle", language: "de" })?.noun).toBe(
      "wandbehang",
    );
  });

  it("keeps the product's materials apart from its packaging's", () => {
    const sheet = understandBrief({
      product: "argan face oil, 50 ml in a glass bottle, ships wrapped in kraft paper",
    });
    expect(sheet?.materials).not.toContain("glass");
    expect(sheet?.packaging).toContain("glass bottle");
    const mug = understandBrief({ product: "stoneware mug", materials: "stoneware" });
    expect(mug?.materials).toEqual(["stoneware"]);
  });

  it("takes colours from the seller only and offers the photo's", () => {
    const image = { productColors: [{ name: "caramel", hex: "#b5651d", share: 0.7 }] } as never;
    const sheet = understandBrief({ product: "red leather wallet" }, image);
    expect(sheet?.colours).toEqual(["red"]);
    expect(sheet?.photoColour).toBe("caramel");
    expect(understandBrief({ product: "leather wallet" }, image)?.colours).toEqual([]);
  });

  it("reads the seller's price and currency, else writes in dollars", () => {
    expect(understandBrief({ product: "mug", price: "24,50 €" })?.price).toEqual({
      amount: 24.5,
      currency: "EUR",
    });
    expect(understandBrief({ product: "mug", price: "36" })?.price).toEqual({ amount: 36, currency: "USD" });
    expect(
      understandBrief({ product: "vela", additionalContext: "envío 4€", language: "es" })?.currency,
    ).toBe("EUR");
    expect(understandBrief({ product: "vela", language: "es" })?.currency).toBe("USD");
  });

  it("keeps what is not included, safety notes and delivery in the seller's words", () => {
    const sheet = understandBrief({
      product: "wooden stacking toy, not for children under 3 (small parts)",
      additionalContext: "local pickup only. frame not included",
    });
    expect(sheet?.safety.join(" ")).toMatch(/not for children under 3/);
    expect(sheet?.delivery).toContain("local pickup only");
    expect(sheet?.notIncluded.join(" ").toLowerCase()).toContain("frame not included");
  });

  it("names a printed design and the artist", () => {
    const sheet = understandBrief({ product: "poster of 'Starry Night' by Vincent van Gogh, A3" });
    expect(sheet?.design).toBe("Starry Night");
    expect(sheet?.artist).toBe("Vincent van Gogh");
    expect(understandBrief({ product: "tote bag, ships by June" })?.artist).toBeUndefined();
  });

  it("refuses to read nothing", () => {
    expect(understandBrief({})).toBeUndefined();
    expect(understandBrief({ product: "   ", additionalContext: "https://example.com/x" })).toBeUndefined();
    expect(understandBrief({ fileName: "blue-ceramic-vase_03.jpg" })?.product).toBe("blue ceramic vase");
  });
});

describe("condition", () => {
  it("lets the seller's words win over the form", () => {
    expect(readCondition("sneakers worn twice, no box", "new", en)).toMatchObject({
      value: "used",
      stated: true,
    });
    expect(readCondition("refurb laptop, battery 88%", undefined, en).value).toBe("refurbished");
    expect(readCondition("1970s teak side table", undefined, en).value).toBe("vintage");
    expect(readCondition("70s style flared jeans", undefined, en).value).toBe("new");
    expect(readCondition("vintage teak side table", undefined, en).value).toBe("vintage");
  });

  it("does not take a style or a negation for a condition", () => {
    expect(readCondition("vintage style floral dress", undefined, en)).toMatchObject({
      value: "new",
      stated: false,
    });
    expect(readCondition("never worn, tags attached", undefined, en).value).toBe("new");
    expect(readCondition("pull porté deux fois", undefined, [factWords.fr, ...en]).value).toBe("used");
    expect(readCondition("Kopfhörer generalüberholt", undefined, [factWords.de, ...en]).value).toBe(
      "refurbished",
    );
  });

  it("keeps the seller's condition notes", () => {
    const condition = readCondition("iphone 12, battery 91%, tiny scuff on the frame", "used", en);
    expect(condition.words).toEqual(expect.arrayContaining(["battery 91%", "tiny scuff on the frame"]));
  });
});

describe("offer", () => {
  it("keeps the code as typed, the discount and when it ends", () => {
    expect(readOffer("Spring sale: 20% off with code BLOOM20 until Sunday!", en)).toMatchObject({
      code: "BLOOM20",
      discount: "20% off",
      ends: "until Sunday",
    });
    expect(readOffer("2 for $30 this weekend", en)?.discount).toBe("2 for $30");
    expect(readOffer("the code is printed on the card", en)).toBeUndefined();
    expect(readOffer("-15 % con el código VERANO15", [factWords.es, ...en])?.code).toBe("VERANO15");
  });
});

describe("maker and model", () => {
  it("reads known makers as resellers type them, and never the shop", () => {
    expect(readBrandModel("levis 501 jeans W32")).toEqual({ brand: "Levi's", model: "501" });
    expect(readBrandModel("Nike Air Force 1 '07 sz 10")).toMatchObject({
      brand: "Nike",
      model: "Air Force 1 '07",
    });
    expect(readBrandModel("Canon AE-1 Program film camera")).toMatchObject({
      brand: "Canon",
      model: "AE-1 Program",
    });
    expect(readBrandModel("Coach canvas tote", "Coach")).toEqual({});
    expect(readBrandModel("handmade soy candle")).toEqual({});
  });
});

describe("specs", () => {
  it("keeps capacity, memory, sizes and counts as typed", () => {
    expect(readSpecs('MacBook Air M1, 8GB, 256 GB SSD, 13.3"')).toEqual(
      expect.arrayContaining(["M1", "8GB", "256 GB", '13.3"']),
    );
    expect(readSpecs("mug 12oz, set of 2")).toEqual(["12oz", "set of 2"]);
    expect(readSpecs("sizes S-XL")).not.toContain("sizes");
  });
});
