import { describe, expect, it } from "vitest";
import { readBrandModel } from "./brand-model";
import { readCondition } from "./condition";
import { factWords } from "./fact-words";
import { readOffer } from "./offer";
import { clausesOf, findPhrases } from "./phrase-match";
import { readSpecs } from "./specs";
import { understandBrief } from "./understand-brief";

const en = [factWords.en];

describe("the product phrase", () => {
  it("keeps a capitalised design name with a comma and names the product after it", () => {
    const sheet = understandBrief({ product: "Okay, Boomer mug 15oz stoneware" });
    expect(sheet?.noun).toBe("mug");
    expect(sheet?.design).toBe("Okay, Boomer");
    expect(understandBrief({ product: "Sunday Slow Club tote bag, natural" })?.design).toBe(
      "Sunday Slow Club",
    );
    expect(understandBrief({ product: "Mother's Day gift box" })?.design).toBeUndefined();
  });

  it("takes a model number for the model, never for a count", () => {
    const sheet = understandBrief({ product: "Wrangler 936 jeans, W34 L32, worn twice" });
    expect(sheet?.model).toBe("936");
    expect(sheet?.specs).not.toContain("936 jeans");
    expect(understandBrief({ product: "1000 piece puzzle, complete" })?.specs.join(" ")).toMatch(/1000/);
  });

  it("looks past an announcement for the product", () => {
    expect(understandBrief({ additionalContext: "garage sale!! oak rocking chair, sturdy" })?.product).toBe(
      "oak rocking chair",
    );
    expect(understandBrief({ product: "NEW lemon bars 🍋 6 per box" })?.product).toBe("lemon bars");
    expect(understandBrief({ product: "New Balance 990v5 sz 9" })?.brand).toBe("New Balance");
  });

  it("reads the context when the product box names nothing", () => {
    expect(understandBrief({ product: "!!", additionalContext: "hand thrown ceramic vase" })?.product).toBe(
      "hand thrown ceramic vase",
    );
    expect(understandBrief({ product: "Not listed", additionalContext: "wool throw blanket" })?.product).toBe(
      "wool throw blanket",
    );
  });

  it("stops the phrase at a size, a colon list or a plus, never inside a place name", () => {
    expect(understandBrief({ product: "vintage Wrangler jacket made in USA, size L" })?.product).toBe(
      "vintage Wrangler jacket made in USA",
    );
    expect(understandBrief({ product: "spa gift set: bath bomb, candle, soap" })?.product).toBe(
      "spa gift set",
    );
    expect(understandBrief({ product: "workshop for beginners, 3 hrs" })?.noun).toBe("workshop");
  });

  it("takes the form's product type as it stands when nothing else was typed", () => {
    expect(understandBrief({ productType: "Wall art 🎨" })?.product).toBe("Wall art 🎨");
  });
});

describe("features", () => {
  it("splits a plus, drops a with-tail that names no part, and turns a predicate round", () => {
    const sheet = understandBrief({
      product:
        "felt cat toy, ears are embroidered, catnip pocket + feather tail, stitched w/ a strong thread",
    });
    expect(sheet?.features).toEqual(["embroidered ears", "catnip pocket", "feather tail"]);
    expect(sheet?.features.join(" ")).not.toMatch(/strong thread/);
  });

  it("reads a labelled list and what follows a spec", () => {
    const sheet = understandBrief({
      product: "wax melts 6 pack, scents: pine needle, sea breeze. 2oz clamshell",
    });
    expect(sheet?.features).toEqual(expect.arrayContaining(["pine needle", "sea breeze"]));
    expect(understandBrief({ product: "jam trio, 8oz strawberry basil jam" })?.features).toContain(
      "strawberry basil jam",
    );
  });

  it("keeps a part the con/with splits off ('con asa de cuero')", () => {
    const sheet = understandBrief({ product: "cesta de mimbre, con asa de cuero", language: "es" });
    expect(sheet?.features).toContain("asa de cuero");
  });

  it("leaves out health promises, remarks, flaws and colour lists", () => {
    const sheet = understandBrief({
      product: "sleep balm, soothes anxiety, that's the best, small dent on lid, colors: lilac, sand",
    });
    expect(sheet?.features).toEqual([]);
  });
});

describe("specs", () => {
  it("counts what the product field counts and names a year", () => {
    expect(readSpecs("", "sticker sheet with 8 mini stickers", "en")).toContain("8 mini stickers");
    expect(readSpecs("Lot de 4 tasses et 2 soucoupes", "Lot de 4 tasses et 2 soucoupes", "fr")).toEqual([
      "Lot de 4",
      "2 soucoupes",
    ]);
    expect(readSpecs("", "Set mit 6 Gläsern", "de")).toContain("6 Gläsern");
    expect(readSpecs("", "shipped in 3 days, first 20 orders get a gift", "en")).toEqual([]);
    expect(readSpecs("", "Beatles Abbey Road LP, 1969 UK pressing", "en")).toContain("1969");
    expect(readSpecs("", "bought in 2015", "en")).toEqual([]);
  });

  it("reads yards, apertures, French capacities, editions, ages and size ranges", () => {
    expect(readSpecs("220 yds, 50mm f/2 lens, 16 Go RAM, edition of 30, ages 4-8, sizes XS-XL")).toEqual(
      expect.arrayContaining(["220 yds", "f/2", "16 Go", "edition of 30", "ages 4-8", "XS-XL"]),
    );
    expect(readSpecs("i7-1165G7 laptop")).toEqual(["i7-1165G7"]);
  });

  it("leaves out what a clause says of another item or of the offer", () => {
    const sheet = understandBrief({
      product: "linen napkins 20x20in",
      additionalContext: "24x24 coming soon",
    });
    expect(sheet?.specs).not.toContain("24x24");
  });
});

describe("materials and colours", () => {
  it("leaves out a material said to be absent, of what holds the item, or starting a name", () => {
    const sheet = understandBrief({
      product: "rag doll, no plastic parts",
      additionalContext: "kept in a glass display case. pickup in Oak Hill",
    });
    expect(sheet?.materials).toEqual([]);
    const pot = understandBrief({ product: "ceramic plant pot with saucer" });
    expect(pot?.materials).toContain("ceramic");
  });

  it("never takes a flawed part's material, a colour on a colour or a typed colour for a material", () => {
    const tablet = understandBrief({
      product: "android tablet 10in, tiny scratch on back glass, screen mint",
    });
    expect(tablet?.materials).not.toContain("glass");
    const bowl = understandBrief({ product: "enamel mixing bowl, turquoise on cream" });
    expect(bowl?.materials).not.toContain("turquoise");
    const typed = understandBrief({
      product: "turquoise pie plate",
      materials: "stoneware",
      color: "turquoise",
    });
    expect(typed?.materials).toEqual(["stoneware"]);
    expect(typed?.colours).toContain("turquoise");
  });

  it("takes a container named first as the packaging ('frasco de vidrio')", () => {
    const sheet = understandBrief({ product: "mermelada de higo, frasco de vidrio", language: "es" });
    expect(sheet?.packaging).toContain("vidrio");
  });

  it("reads a material joined into a German word", () => {
    expect(understandBrief({ product: "Korb mit Lederhenkeln", language: "de" })?.materials).toContain(
      "leder",
    );
  });

  it("leaves out a colour that is a scent, a flaw, a name or the packaging's", () => {
    const sheet = understandBrief({
      product: "bath salts, scents: peach, unscented. amber jar",
      additionalContext: "great for Black Friday gifts. tiny black marks on the label",
    });
    expect(sheet?.colours).toEqual([]);
  });

  it("never takes the colour of a light or a screen for the item's", () => {
    const sheet = understandBrief({
      product: "wifi router, for parts: stuck on red light, green LED never comes on",
    });
    expect(sheet?.colours).toEqual([]);
  });
});

describe("claims", () => {
  it("splits a shared 'safe', and reads standards, origins and what it works with", () => {
    const sheet = understandBrief({
      product: "toy blocks, oven + freezer safe, tested to ASTM F963, made in Portugal, for Duplo",
    });
    expect(sheet?.claims).toEqual(
      expect.arrayContaining(["oven safe", "freezer safe", "ASTM F963", "made in Portugal", "for Duplo"]),
    );
  });

  it("leaves out a denied claim and one of the packaging", () => {
    const sheet = understandBrief({
      product: "almond cookies, these are not gluten free",
      additionalContext: "wrapped in recycled tissue",
    });
    expect(sheet?.claims).toEqual([]);
  });
});

describe("delivery, safety, not included and price", () => {
  it("keeps an order-by date, a class's day and opening hours, not an offer's date", () => {
    const sheet = understandBrief({
      product: "sourdough loaf",
      additionalContext: "10% off til Dec 24. order by Dec 20. market stall Sat 8am-1pm",
    });
    expect(sheet?.delivery).toEqual(expect.arrayContaining(["order by Dec 20", "market stall Sat 8am-1pm"]));
    expect(sheet?.delivery.join(" ")).not.toMatch(/Dec 24/);
  });

  it("keeps an allergen list whole and reads more warnings", () => {
    const sheet = understandBrief({
      product: "brownies",
      additionalContext: "contains eggs, milk, wheat. toxic to dogs",
    });
    expect(sheet?.safety).toEqual(["contains eggs, milk, wheat", "toxic to dogs"]);
  });

  it("reads two words left out, and not what is not needed", () => {
    expect(understandBrief({ product: "camera, lens cap not included" })?.notIncluded).toEqual([
      "lens cap not included",
    ]);
    expect(understandBrief({ product: "baby swing, no batteries needed" })?.notIncluded).toEqual([]);
  });

  it("reads any thing left out by the sentence's shape, never a flaw, a smell or an ingredient said absent", () => {
    const left = (product: string) => understandBrief({ product })?.notIncluded;
    expect(left("20 gallon aquarium tank, no filter no heater, no leaks, just the glass tank + lid")).toEqual(
      ["no filter", "no heater"],
    );
    expect(left("board game, complete, comes without the box insert")).toEqual([
      "comes without the box insert",
    ]);
    expect(left("game controller, doesn't come with a cable")).toEqual(["doesn't come with a cable"]);
    expect(left("camera no lens cap no strap, no scratches")).toEqual(["no strap", "no lens cap"]);
    expect(left("works great no issues no remote")).toEqual(["no remote"]);
    expect(left("vase, no chips no cracks, no smoke no pets home")).toEqual([]);
    expect(left("honey, no sugar added, no preservatives, no dyes")).toEqual([]);
    expect(left("couch, no stains, no rips, no smell")).toEqual([]);
    expect(understandBrief({ product: "lampe, no incluye bombilla", language: "es" })?.notIncluded).toEqual(
      [],
    );
  });

  it("reads the price the text states when the form has none", () => {
    expect(understandBrief({ product: "tarot reading, 30 min. $25 per reading. +$5 rush" })?.price).toEqual({
      amount: 25,
      currency: "USD",
    });
    expect(understandBrief({ product: "scarf", additionalContext: "shipping $4" })?.price).toBeUndefined();
  });
});

describe("condition", () => {
  it("reads a checked item, a complete set and an old year", () => {
    expect(readCondition("Walkman, tested with a cassette", "used", en).words).toContain(
      "tested with a cassette",
    );
    expect(readCondition("puzzle, complete, used once", undefined, en).words).toContain("complete");
    expect(readCondition("1984 Apple IIe keyboard", undefined, en).value).toBe("vintage");
    expect(readCondition("est. 1985, our bakery's rye bread", undefined, en).value).toBe("new");
  });

  it("takes an era for when it was made: the seller's or the form's condition wins, vintage only when said", () => {
    const lot = readCondition("lot of 10 hot wheels from the 90s, played with, some paint chips", "used", en);
    expect(lot.value).toBe("used");
    expect(lot.words).not.toContain("90s");
    expect(readCondition("1970s desk lamp", "used", en).value).toBe("used");
    expect(readCondition("80s walkman, works", "new", en).value).toBe("new");
    expect(readCondition("1990s barbie, new in box", undefined, en).value).toBe("new");
    expect(readCondition("vintage 90s windbreaker, worn", "used", en).value).toBe("vintage");
    expect(readCondition("1970s teak side table", "vintage", en).value).toBe("vintage");
  });

  it("takes flaws said alone for use, but not a maker's marks, a seal or a verb", () => {
    expect(readCondition("armchair, a few stains on the arm", undefined, en).value).toBe("used");
    expect(readCondition("handmade bowl, kiln marks on the base", undefined, en).value).toBe("new");
    expect(readCondition("cookies, each heat sealed", undefined, en).stated).toBe(false);
    expect(readCondition("always wear gloves", undefined, en).words).toEqual([]);
  });
});

describe("offer and maker", () => {
  it("reads a code set equal to its discount", () => {
    expect(readOffer("WINTER15 = 15% off all hats", en)?.code).toBe("WINTER15");
  });

  it("names no maker for what it fits, for a list of makers, or for another word in capitals", () => {
    expect(readBrandModel("phone case for iPhone 15")).toEqual({});
    expect(readBrandModel("kids clothes lot, Gap, Zara, H&M")).toEqual({});
    expect(readBrandModel("Elton John & Bernie Taupin songbook, Fleetwood Mac poster")).toEqual({});
  });
});

describe("phrase matching", () => {
  it("finds the longest phrase at each place", () => {
    expect(findPhrases("worn once, pre owned", ["worn", "worn once", "pre-owned", "pre owned"])).toEqual([
      { text: "worn once", index: 0 },
      { text: "pre owned", index: 11 },
    ]);
  });

  it("ends a clause at emoji and a bracket's stop, not inside a range or a name's ellipsis", () => {
    expect(clausesOf("Hello... world tee 🌍 soft (boxed). 100% cotton, Nov 2 – Nov 5")).toEqual([
      "Hello... world tee",
      "soft",
      "boxed",
      "100% cotton, Nov 2 – Nov 5",
    ]);
  });
});

describe("readings found on briefs nobody on the team wrote", () => {
  it("names a product line's maker and keeps the line in the model", () => {
    expect(readBrandModel("refurbished MacBook Air M1 2020, 8GB")).toEqual({
      brand: "Apple",
      model: "MacBook Air M1 2020",
    });
    const sheet = understandBrief({ product: "refurbished MacBook Air M1 2020, 8GB / 256GB SSD" });
    expect(sheet?.brand).toBe("Apple");
    expect(sheet?.model).toBe("MacBook Air M1 2020");
  });

  it("keeps a roman numeral in a model's name", () => {
    expect(readBrandModel("sony a7 iii body only").model).toBe("a7 iii");
  });

  it("never takes a substance on a part for the item's colour", () => {
    const sheet = understandBrief({ product: "kids bike 16 inch", additionalContext: "some rust on chain" });
    expect(sheet?.colours).toEqual([]);
    expect(understandBrief({ product: "rust linen pillow cover" })?.colours).toEqual(["rust"]);
  });

  it("never takes a count for the noun", () => {
    expect(understandBrief({ product: "lavender sachets 4 pack" })?.noun).toBe("sachets");
  });
});

describe("a part's material is not the product's", () => {
  it("in English before the part, and in Spanish, French and German after it", () => {
    expect(understandBrief({ product: "leather tote, brass hardware" })?.materials).toEqual(["leather"]);
    expect(
      understandBrief({ product: "bolso de cuero, forro de algodón", language: "es" })?.materials,
    ).toEqual(["cuero"]);
    expect(
      understandBrief({ product: "bougie parfumée figue 180g, mèche en coton", language: "fr" })?.materials,
    ).toEqual([]);
  });

  it("a German word before a figure labels a spec, not the product", () => {
    expect(understandBrief({ product: "gebrauchtes Rennrad Rahmengröße 56", language: "de" })?.noun).toBe(
      "rennrad",
    );
  });

  it("a German word before a figure with its unit is the product, and the unit never is", () => {
    const noun = (product: string) => understandBrief({ product, language: "de" })?.noun;
    // "Zoll" was the noun: hashtag #Zoll, tag "zoll".
    expect(noun("Damen Trekkingrad 28 Zoll, Rahmenhöhe 50 cm, 21 Gänge Shimano")).toBe("trekkingrad");
    expect(noun("Kinderfahrrad 20 Zoll, blau")).toBe("kinderfahrrad");
    // A counted noun alone is the product.
    expect(noun("4 Teller aus Steingut, handgemacht")).toBe("teller");
  });
});

describe("what is absent or a warning is no feature", () => {
  it("never takes the bracket explaining an absent part, a bare verb or a warning for a feature", () => {
    const sheet = understandBrief({
      product:
        "fuzz pedal, true bypass, comes with velcro strips, no power supply included (9v battery or adapter). always supervise kids near the cable",
    });
    const features = sheet?.features.join(" | ") ?? "";
    expect(features).not.toMatch(/battery|adapter/i);
    expect(features).not.toMatch(/^comes$|\| comes(?: \||$)/i);
    expect(features).not.toMatch(/supervise/i);
    expect(sheet?.safety.join(" ")).toMatch(/supervise/i);
  });

  it("never takes how a mark shows, a cut preposition or a fraction's denominator for a fact", () => {
    const phone = understandBrief({
      product: "iphone 13 128gb, screen has a hairline scratch (not noticeable when on)",
    });
    expect(phone?.features.join(" ")).not.toMatch(/noticeable/i);
    expect(understandBrief({ product: "jam, jar of 250g, fig", language: "en" })?.features).not.toContain(
      "jar of",
    );
    expect(
      understandBrief({ product: "mermelada de higo, tarro de 250g", language: "es" })?.features,
    ).not.toContain("tarro de");
    const candle = understandBrief({
      product: "soy candle 8oz",
      additionalContext: "trim wick to 1/4in before each burn",
    });
    expect(candle?.specs).toEqual(["8oz"]);
  });

  it("reads an abbreviated 'not incl' as left out", () => {
    const sheet = understandBrief({ product: "cordless sander, dust bag incl, charger NOT incl" });
    expect(sheet?.notIncluded.join(" ")).toMatch(/charger not incl/i);
    expect(sheet?.features.join(" ")).not.toMatch(/charger/i);
  });
});

describe("the product phrase's end", () => {
  it("never ends the product on a cut preposition or article, or on resale shorthand", () => {
    expect(
      understandBrief({
        product: "cold brew coffee concentrate from our small roastery in the hills of Vermont",
      })?.product,
    ).toBe("cold brew coffee concentrate from our small roastery");
    // The maker is spelt as it spells itself (proper-names.ts); the phrase still ends before "euc".
    expect(understandBrief({ product: "wrangler cowboy cut jeans W34 L32 euc" })?.product).toBe(
      "Wrangler cowboy cut jeans W34 L32",
    );
    expect(understandBrief({ product: "coach signature tote nwt" })?.product).toBe("coach signature tote");
    expect(understandBrief({ product: "patinete eléctrico usado, 25km/h", language: "es" })?.product).toBe(
      "patinete eléctrico",
    );
  });
});

describe("a limit and an alternative", () => {
  it("keeps 'up to' with a count and never takes a dangling alternative for a feature", () => {
    const sheet = understandBrief({
      product: "custom pet tag, engraved, up to 20 characters, 1in or 1.25in disc",
    });
    expect(sheet?.specs).toContain("up to 20 characters");
    expect(sheet?.specs).not.toContain("20 characters");
    expect(sheet?.features.join(" | ")).not.toMatch(/^or |\| or /i);
  });
});

describe("the head noun", () => {
  it("is never a measure or a number at the end of the phrase", () => {
    expect(understandBrief({ product: "used ebike battery 36v 10ah" })?.noun).toBe("battery");
    expect(understandBrief({ product: "cordless leaf blower 40v" })?.noun).not.toMatch(/^\d/);
  });
});
