import { describe, expect, it } from "vitest";
import { appScreen, isFlagged, PASS_THROUGH_SCREEN } from "./seller-screen";

describe("appScreen", () => {
  it("uses the module's screenBrief when it is a function", () => {
    const refusal = { refusal: "Tell us what you're selling.", policy: PASS_THROUGH_SCREEN.policy };
    const { screen, implemented } = appScreen({ screenBrief: () => refusal });
    expect(implemented).toBe(true);
    expect(screen({}).refusal).toBe(refusal.refusal);
  });

  it("lets everything through while screenBrief is only declared", () => {
    const { screen, implemented } = appScreen({});
    expect(implemented).toBe(false);
    expect(screen({ product: "asdf" })).toEqual(PASS_THROUGH_SCREEN);
  });
});

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
