import { describe, expect, it } from "vitest";
import { isFlagged, PASS_THROUGH_SCREEN } from "./seller-screen";

describe("isFlagged", () => {
  it("flags restricted or prohibited with a warning", () => {
    expect(
      isFlagged({
        policy: { level: "prohibited", warnings: ["Replicas can't be sold."], skip: {}, hits: [] },
      }),
    ).toBe(true);
  });

  it("does not flag ok, nor a level without a warning the seller can read", () => {
    expect(isFlagged(PASS_THROUGH_SCREEN)).toBe(false);
    expect(isFlagged({ policy: { level: "restricted", warnings: [], skip: {}, hits: [] } })).toBe(false);
  });
});
