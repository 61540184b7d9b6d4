import { describe, expect, it } from "vitest";
import { factSheet } from "../../../../../../tests/support/fact-sheet";
import type { FactSheet } from "../../../../../domain/fact-sheet";
import { firstSentence, sellerSentences, tidy } from "./seller-sentences";

const sheet = (overrides: Partial<FactSheet> = {}): FactSheet =>
  factSheet({ product: "handmade stoneware mug", noun: "mug", ...overrides });

describe("the seller's sentences", () => {
  it("prints resale shorthand in capitals and takes off the product's name typed with shorthand", () => {
    const ps5 = sheet({ product: "ps5 disc edition w/ 1 controller", noun: "console" });
    expect(sellerSentences(["ps5 disc edition w/ 1 controller, og box, obo"], ps5, "en")).toEqual([
      "OG box, OBO.",
    ]);
    expect(sellerSentences(["abbey road lp, 1969 pressing"], sheet(), "en")).toEqual([
      "Abbey road LP, 1969 pressing.",
    ]);
  });

  it("prints a maker as it spells itself: the sheet's maker, or the seller's brand from the form", () => {
    const drill = sheet({ product: "DeWalt drill 20v", noun: "drill", brand: "DeWalt" });
    expect(sellerSentences(["dewalt drill 20v - works great, dewalt battery included"], drill, "en")).toEqual(
      ["DeWalt drill 20v - works great, DeWalt battery included."],
    );
    const jeans = sheet({ product: "Levi's 501 jeans", noun: "jeans" });
    expect(sellerSentences(["levis 501 jeans", "the levis patch is faded"], jeans, "en", "Levi's")).toEqual([
      "The Levi's patch is faded.",
    ]);
    // No maker known: the seller's letters stay.
    expect(sellerSentences(["gizmotron lamp. gizmotron bulbs fit"], sheet(), "en")).toEqual([
      "Gizmotron lamp.",
      "Gizmotron bulbs fit.",
    ]);
  });

  it("keeps every sentence in the seller's order, the product's name taken off the first", () => {
    expect(
      sellerSentences(
        [
          "handmade stoneware mug, speckled white glaze w/ drippy blue rim. holds about 12oz. microwave + dishwasher safe",
          "ships in 3-5 days wrapped in recycled paper",
        ],
        sheet(),
        "en",
      ),
    ).toEqual([
      "Speckled white glaze with drippy blue rim.",
      "Holds about 12oz.",
      "Microwave & dishwasher safe.",
      "Ships in 3-5 days wrapped in recycled paper.",
    ]);
  });

  it("keeps a sentence naming the product later, whole; an emoji between words ends a sentence", () => {
    expect(
      sellerSentences(["NEW birria tacos 🌮 3 tacos w/ consommé"], sheet({ product: "birria tacos" }), "en"),
    ).toEqual(["NEW birria tacos 🌮", "3 tacos with consommé."]);
  });

  it("spells out unambiguous English shorthand, capitalises resale abbreviations, drops chat filler", () => {
    expect(tidy("i'm not a dermatologist lol, just been making this for 4 yrs", "en")).toBe(
      "I'm not a dermatologist, just been making this for 4 years",
    );
    expect(tidy("euc, comes w dust bag. pls ask bc i ship fast", "en")).toBe(
      "EUC, comes with dust bag. please ask because I ship fast",
    );
    expect(tidy("you'll recieve it w/ a 30W usb-c charger", "en")).toBe(
      "you'll receive it with a 30W USB-C charger",
    );
  });

  it("leaves other languages' words alone (Spanish 'u' means 'or')", () => {
    expect(tidy("siete u ocho piezas", "es")).toBe("siete u ocho piezas");
  });

  it("never repeats the offer, a health promise or a sentence already said", () => {
    const offer = { discount: "15% off", code: "MOMDAY15", text: "15% off w code MOMDAY15 thru May 12" };
    expect(
      sellerSentences(
        ["soy candle. 15% off w code MOMDAY15 thru May 12. helps with anxiety. hand poured. hand poured."],
        sheet({ product: "soy candle", offer }),
        "en",
      ),
    ).toEqual(["Hand poured."]);
  });

  it("turns a label line into prose, or leaves it to the sheet when the sheet holds every value", () => {
    expect(sellerSentences(["15 prendas: 6 bodys, 4 pijamas"], sheet({ product: "lote" }), "es")).toEqual([
      "15 prendas (6 bodys, 4 pijamas).",
    ]);
    expect(
      sellerSentences(["colors: sage, black"], sheet({ product: "tee", colours: ["sage", "black"] }), "en"),
    ).toEqual([]);
  });

  it("does not split on a short abbreviation or a decimal, and ends every sentence", () => {
    expect(sellerSentences(["akku hält ca. 20 std"], sheet({ product: "kopfhörer" }), "de")).toEqual([
      "Akku hält ca. 20 std.",
    ]);
    expect(sellerSentences(['screen 13.3" (like new)'], sheet({ product: "laptop" }), "en")).toEqual([
      'Screen 13.3" (like new).',
    ]);
    expect(firstSentence("refurbished MacBook Air M1, 8GB. battery 89%")).toBe(
      "refurbished MacBook Air M1, 8GB.",
    );
  });

  it("never capitalises a brand typed with a small first letter", () => {
    expect(sellerSentences(["iPhone 13 case, fits snugly"], sheet({ product: "phone case" }), "en")).toEqual([
      "iPhone 13 case, fits snugly.",
    ]);
  });
});

describe("the product's name at a sentence's start", () => {
  it("goes only when a break follows it; a name that runs on keeps the sentence whole", () => {
    const sheet0 = sheet({ product: "pendientes aro plata de ley 925 con pequeña perla" });
    expect(
      sellerSentences(
        ["pendientes aro plata de ley 925 con pequeña perla de río, hechos a mano"],
        sheet0,
        "es",
      ),
    ).toEqual(["Pendientes aro plata de ley 925 con pequeña perla de río, hechos a mano."]);
    expect(
      sellerSentences(["face oil 30ml — cold pressed rosehip"], sheet({ product: "face oil" }), "en"),
    ).toEqual(["Face oil 30ml — cold pressed rosehip."]);
    expect(sellerSentences(["face oil, cold pressed rosehip"], sheet({ product: "face oil" }), "en")).toEqual(
      ["Cold pressed rosehip."],
    );
    expect(
      sellerSentences(["Fleetwood Mac - Rumours LP, 1977"], sheet({ product: "Fleetwood Mac" }), "en"),
    ).toEqual(["Fleetwood Mac - Rumours LP, 1977."]);
  });

  it("fixes a seller's common misspellings", () => {
    expect(tidy("ships in a little kraft jewlery box", "en")).toBe("ships in a little kraft jewelry box");
  });
});

describe("a buyer's choices", () => {
  it("are said as a person would in English, kept in brackets elsewhere", () => {
    expect(sellerSentences(["colors: natural, tan, dark brown"], sheet({ product: "wallet" }), "en")).toEqual(
      ["Available in natural, tan, dark brown."],
    );
  });
});
