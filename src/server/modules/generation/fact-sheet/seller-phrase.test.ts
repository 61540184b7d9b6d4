import { describe, expect, it } from "vitest";
import { asPhrase } from "./seller-phrase";

describe("asPhrase", () => {
  it("drops a note marker and keeps the note verbatim", () => {
    expect(asPhrase("ojo: NO aptas para exterior")).toBe("NO aptas para exterior");
    expect(asPhrase("NB - not for outdoor use")).toBe("not for outdoor use");
    expect(asPhrase("Achtung: nicht spülmaschinenfest")).toBe("nicht spülmaschinenfest");
  });

  it("turns a label colon into running words", () => {
    expect(asPhrase("Enthält: Weizen, Milch")).toBe("Enthält Weizen, Milch");
    expect(asPhrase("contains: nuts")).toBe("contains nuts");
  });

  it("leaves plain phrases and times alone", () => {
    expect(asPhrase("not for under 3s")).toBe("not for under 3s");
    expect(asPhrase("pickup after 5:30 pm")).toBe("pickup after 5:30 pm");
  });
});
