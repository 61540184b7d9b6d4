import { describe, expect, it } from "vitest";
import { conditionConceptsIn, findUngroundedStatements } from "./grounding";

const ungrounded = (seller: string, output: string, language: "en" | "es" | "fr" | "de" = "en") =>
  findUngroundedStatements(seller, output, language).map((statement) => statement.concept);

// The first call compiles the vocabulary (a second or more on a busy machine).
describe("findUngroundedStatements: colours", { timeout: 30_000 }, () => {
  it("catches the photo's colour stated as the product's", () => {
    expect(ungrounded("rosehip face oil, 30ml glass bottle", "A caramel rosehip face oil.")).toEqual([
      "colour:caramel",
    ]);
  });

  it("grounds a colour the seller named, and a family root by its shade", () => {
    expect(ungrounded("navy wool scarf", "A navy scarf in classic blue.")).toEqual([]);
  });

  it("does not ground a shade by its family root", () => {
    expect(ungrounded("blue wool scarf", "A navy scarf.")).toEqual(["colour:navy"]);
  });

  it("excuses a negated colour", () => {
    expect(ungrounded("wool scarf", "Not red, whatever the photo suggests.")).toEqual([]);
  });

  it("reads Spanish, French and German colour words", () => {
    expect(ungrounded("vela de soja", "Vela marrón de soja.", "es")).toEqual(["colour:brown"]);
    expect(ungrounded("pull en laine", "Un pull rouge.", "fr")).toEqual(["colour:red"]);
    expect(ungrounded("Schlüsselbrett Eiche", "Ein braunes Schlüsselbrett aus Eiche.", "de")).toEqual([
      "colour:brown",
    ]);
  });

  it("skips English words that are everyday words of the output's language", () => {
    expect(ungrounded("vela de soja", "Es tan bonita.", "es")).toEqual([]);
  });
});

describe("findUngroundedStatements: materials", { timeout: 30_000 }, () => {
  it("catches a material the seller never gave", () => {
    expect(ungrounded("rosehip face oil in a dropper bottle", "It is made from glass.")).toEqual([
      "material:glass",
    ]);
  });

  it("grounds a general material by a specific one, in any language", () => {
    expect(ungrounded("solid oak key rack", "A wooden key rack.")).toEqual([]);
    expect(ungrounded("Schlüsselbrett aus massiver Eiche", "Un porte-clés en chêne.", "fr")).toEqual([]);
  });

  it("takes the longest name: rose gold is one statement", () => {
    expect(ungrounded("rose gold hoops", "Rose gold hoops.")).toEqual([]);
  });
});

describe("findUngroundedStatements: condition", { timeout: 30_000 }, () => {
  it("catches brand new for worn sneakers", () => {
    expect(ungrounded("jordan 1, worn twice", "Brand new Jordan 1.")).toEqual(["condition:new"]);
  });

  it("grounds pre-owned by the seller's worn / second hand", () => {
    expect(ungrounded("levi's 501, worn a few times", "Pre-owned Levi's 501.")).toEqual([]);
    expect(ungrounded("second hand camera", "Used camera, tested.")).toEqual([]);
  });

  it("does not take the verb 'used' for a condition", () => {
    expect(ungrounded("stoneware mug", "It can be used for tea or coffee.")).toEqual([]);
  });

  it("does not take a vintage style for a vintage condition", () => {
    expect(ungrounded("new print", "A vintage-style print.")).toEqual([]);
  });

  it("accepts other grounds the caller gives (the form's condition)", () => {
    expect(
      findUngroundedStatements("stoneware mug", "Brand new mug.", "en", {
        alsoGrounded: new Set(["condition:new"]),
      }),
    ).toEqual([]);
  });
});

describe("findUngroundedStatements: claims", { timeout: 30_000 }, () => {
  it("catches invented care and claims", () => {
    expect(ungrounded("stoneware mug, dishwasher safe", "Hand wash only. Dishwasher safe.")).toEqual([
      "claim:hand wash",
    ]);
    expect(ungrounded("macrame wall hanging", "Handmade, eco-friendly, machine washable.")).toEqual([
      "claim:handmade",
      "claim:eco-friendly",
      "claim:machine washable",
    ]);
  });

  it("grounds handmade by the seller's hand verbs", () => {
    expect(ungrounded("hand stitched leather card holder", "A handmade card holder in leather.")).toEqual([]);
  });

  it("catches an invented audience and grounds a stated one", () => {
    expect(ungrounded("men's sneakers size 10", "Women's sneakers.")).toEqual(["claim:for women"]);
    expect(ungrounded("men's sneakers size 10", "Men's sneakers.")).toEqual([]);
  });

  it("excuses negated claims", () => {
    expect(ungrounded("wall hanging", "Not machine washable.")).toEqual([]);
    expect(ungrounded("Kerze", "Nicht spülmaschinenfest.", "de")).toEqual([]);
  });

  it("reads claims in hashtags once split into words", () => {
    expect(ungrounded("soap bar", "so good eco friendly")).toEqual(["claim:eco-friendly"]);
  });

  it("reads Spanish, French and German claims", () => {
    expect(ungrounded("vela de soja", "Vela hecha a mano.", "es")).toEqual(["claim:handmade"]);
    expect(ungrounded("pull en laine", "Pull fait main.", "fr")).toEqual(["claim:handmade"]);
    expect(ungrounded("Eierlikör selbstgemacht", "Handgemachter Eierlikör.", "de")).toEqual([]);
  });
});

describe("conditionConceptsIn", { timeout: 30_000 }, () => {
  it("finds the conditions the seller's words state", () => {
    expect(conditionConceptsIn("jordan 1, lightly worn no box")).toEqual(["condition:used"]);
    expect(conditionConceptsIn("macbook air m1 refurbished")).toEqual(["condition:refurbished"]);
    expect(conditionConceptsIn("stoneware mug")).toEqual([]);
  });
});

describe("findUngroundedStatements: the seller's other words for the same fact", { timeout: 30_000 }, () => {
  it("grounds handmade by the hand verb the seller used, in every language", () => {
    expect(ungrounded("pull col roulé tricoté main", "Pull fait main.", "fr")).toEqual([]);
    expect(ungrounded("bolso tejido a mano", "Bolso hecho a mano.", "es")).toEqual([]);
    expect(ungrounded("Makramee, handgeknüpft", "Handgemacht mit Liebe.", "de")).toEqual([]);
    expect(ungrounded("pull col roulé", "Pull fait main.", "fr")).toEqual(["claim:handmade"]);
  });

  it("grounds a German material by the compound the seller wrote", () => {
    expect(ungrounded("Wandbehang an Treibholz", "Material: Baumwolle und Holz", "de")).toEqual(
      expect.not.arrayContaining(["material:wood"]),
    );
    expect(ungrounded("Wandbehang aus Baumwolle", "Material: Holz", "de")).toContain("material:wood");
  });

  it("reads 'link de la bio' as the profile, not an organic claim", () => {
    expect(ungrounded("funda de móvil", "Lo tienes en el link de la bio.", "es")).toEqual([]);
  });
});
