import { describe, expect, it } from "vitest";
import { isNegated } from "./negation";

function negated(text: string, mention: string): boolean {
  const start = text.toLowerCase().indexOf(mention.toLowerCase());
  if (start < 0) throw new Error(`no ${mention} in ${text}`);
  return isNegated(text, start, start + mention.length);
}

describe("isNegated", () => {
  it.each([
    ["Ships with no box.", "box"],
    ["It is not dishwasher safe.", "dishwasher safe"],
    ["Sold without the original box.", "box"],
    ["It isn't waterproof.", "waterproof"],
    ["Frame not included.", "frame"],
    ["Insert is not included.", "insert"],
    ["Se vende sin caja.", "caja"],
    ["Vendu sans cadre.", "cadre"],
    ["Ohne Rahmen.", "Rahmen"],
    ["Keine Originalverpackung.", "Originalverpackung"],
    ["Marco no incluido.", "Marco"],
  ])("%s → negated", (text, mention) => {
    expect(negated(text, mention)).toBe(true);
  });

  it.each([
    ["Comes in the original box.", "box"],
    ["Dishwasher safe and microwave safe.", "dishwasher safe"],
    ["Notebook with a linen cover.", "linen"],
    ["Nothing beats real leather.", "leather"],
    ["Frame included.", "Frame"],
    ["Nonstop fun, a waterproof case.", "waterproof"],
  ])("%s → not negated", (text, mention) => {
    expect(negated(text, mention)).toBe(false);
  });
});
