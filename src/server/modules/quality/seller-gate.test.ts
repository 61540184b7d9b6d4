import { describe, expect, it } from "vitest";
import {
  missedGatedTargets,
  SELLER_GATED_TARGETS,
  SELLER_TARGETS,
  type SellerQualityReport,
} from "./seller-report";

/** The gate on the seller corpus: a gated target that is missed fails `npm run quality`. */
function reportWith(failing: string[]): SellerQualityReport {
  return {
    targets: SELLER_TARGETS.map((target) => ({
      ...target,
      byLanguage: {} as never,
      all: { value: 0, pass: !failing.includes(target.key), detail: "" },
    })),
  } as unknown as SellerQualityReport;
}

describe("the seller corpus gate", () => {
  it("fails on a gated target that is missed, and names it", () => {
    const gated = [...SELLER_GATED_TARGETS][0] as string;
    expect(missedGatedTargets(reportWith([gated])).map((target) => target.key)).toEqual([gated]);
  });

  it("passes when every target is met", () => {
    expect(missedGatedTargets(reportWith([]))).toEqual([]);
  });

  it("gates every target, truth (nothing ungrounded, nothing the brief must not say) included", () => {
    expect(SELLER_TARGETS.filter((target) => !SELLER_GATED_TARGETS.has(target.key))).toEqual([]);
  });
});
