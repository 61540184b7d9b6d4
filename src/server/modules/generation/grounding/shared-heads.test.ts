import { describe, expect, it } from "vitest";
import { withSharedHeads } from "./shared-heads";

describe("withSharedHeads", () => {
  it("spells out the first of two claims sharing a last word", () => {
    expect(withSharedHeads("microwave + dishwasher safe")).toContain("microwave safe");
    expect(withSharedHeads("gluten and dairy free")).toContain("gluten free");
    expect(withSharedHeads("water/wind proof jacket")).toContain("water proof");
  });

  it("adds nothing to text without such a pair", () => {
    expect(withSharedHeads("dishwasher safe mug")).toBe("dishwasher safe mug");
  });
});
