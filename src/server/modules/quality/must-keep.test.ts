import { describe, expect, it } from "vitest";
import { checkMustKeep, entryKept, squash } from "./must-keep";

describe("squash / entryKept", () => {
  it("ignores case, spaces and punctuation", () => {
    expect(squash("Levi's 501, 12 oz")).toBe("levis50112oz");
    expect(entryKept("12oz", "Speckled mug, 12 oz")).toBe(true);
    expect(entryKept("$14", "Only 14 today")).toBe(true);
  });

  it("takes any alternative", () => {
    expect(entryKept("Nike | Air Force 1", "Air Force 1 Low")).toBe(true);
    expect(entryKept("IWC | Portugieser", "Automatic watch")).toBe(false);
  });
});

describe("checkMustKeep", () => {
  it("keeps what the best title and the first caption carry", () => {
    const verdict = checkMustKeep(
      ["stoneware", "12oz", "speckled"],
      ["Mug, 12oz", "Speckled Stoneware Mug – 12 oz"],
      "New mugs!",
    );
    expect(verdict.missing).toEqual([]);
    expect(verdict.title).toBe("Speckled Stoneware Mug – 12 oz");
  });

  it("counts the first caption with the title", () => {
    expect(checkMustKeep(["MOMDAY15"], ["Soy candle"], "Use code MOMDAY15").missing).toEqual([]);
  });

  it("reports what neither carries, and everything when nothing was written", () => {
    expect(checkMustKeep(["Nike", "AF1"], ["Leather sneakers"], "Sneakers!").missing).toEqual([
      "Nike",
      "AF1",
    ]);
    expect(checkMustKeep(["Nike"], [], "").missing).toEqual(["Nike"]);
  });
});
