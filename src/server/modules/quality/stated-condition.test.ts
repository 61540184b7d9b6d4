import { describe, expect, it } from "vitest";
import { conditionsStated, judgeCondition } from "./stated-condition";

// The first call compiles the vocabulary (a second or more on a busy machine).
describe("conditionsStated", { timeout: 30_000 }, () => {
  it("reads condition lines and condition words", () => {
    expect(conditionsStated(["Leather Sneakers, Vintage", "Condition: Vintage"], "en").stated).toEqual([
      "vintage",
    ]);
    expect(conditionsStated(["CONDITION – Used, light scuffs."], "en").stated.sort()).toEqual([
      "used",
      "wear",
    ]);
    expect(conditionsStated(["Estado: nuevo"], "es").stated).toEqual(["new"]);
  });

  it("reports a condition line that names no condition", () => {
    const { stated, emptyLines } = conditionsStated(["État : voir les photos"], "fr");
    expect(stated).toEqual([]);
    expect(emptyLines).toEqual(["État : voir les photos"]);
  });

  it("does not take a vintage style or the verb 'used' for a condition", () => {
    expect(conditionsStated(["A vintage-style print, used as wall art."], "en").stated).toEqual([]);
  });

  it("does not take a negated condition", () => {
    expect(conditionsStated(["Not vintage: made this year."], "en").stated).toEqual([]);
  });
});

describe("judgeCondition", { timeout: 30_000 }, () => {
  it("new is right when nothing non-new is stated", () => {
    expect(judgeCondition("new", ["Stoneware mug", "Material: stoneware"], "en").right).toBe(true);
    expect(judgeCondition("new", ["Tote bag. Expect signs of age."], "en").right).toBe(false);
  });

  it("used must be stated, and vintage is not used", () => {
    expect(judgeCondition("used", ["Pre-owned Jordan 1, worn twice"], "en").right).toBe(true);
    expect(judgeCondition("used", ["Leather sneakers", "Condition: See photos"], "en").right).toBe(false);
    const vintage = judgeCondition("used", ["Vintage sneakers"], "en");
    expect(vintage.right).toBe(false);
    expect(vintage.problem).toContain("vintage");
  });

  it("refurbished must be said, never brand new", () => {
    expect(judgeCondition("refurbished", ["MacBook Air M1 (Refurbished)"], "en").right).toBe(true);
    expect(judgeCondition("refurbished", ["Brand new MacBook Air M1, refurbished"], "en").right).toBe(false);
  });
});
