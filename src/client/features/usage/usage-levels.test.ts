import { describe, expect, it } from "vitest";
import type { UsageStatus } from "../../../domain/usage";
import { meterOf, usageMeters } from "./usage-levels";

const free = (socialMediaUsed: number, productListingsUsed: number): UsageStatus => ({
  socialMediaUsed,
  socialMediaLimit: 2,
  productListingsUsed,
  productListingsLimit: 2,
  hasActiveSubscription: false,
  subscriptionStatus: "inactive",
});

describe("usage levels", () => {
  it("is normal below 80%, warning from 80%, limit at 100%", () => {
    expect(meterOf(0, 2).level).toBe("normal");
    expect(meterOf(1, 2).level).toBe("normal");
    expect(meterOf(4, 5).level).toBe("warning");
    expect(meterOf(2, 2)).toEqual({ used: 2, limit: 2, percent: 100, level: "limit" });
    expect(meterOf(3, 2).percent).toBe(100);
  });

  it("takes the card's level from the fuller bar", () => {
    expect(usageMeters(free(0, 0))?.level).toBe("normal");
    expect(usageMeters(free(2, 0))?.level).toBe("limit");
    expect(usageMeters(free(1, 2))?.level).toBe("limit");
  });

  it("has no meters for Pro", () => {
    expect(
      usageMeters({
        ...free(5, 5),
        socialMediaLimit: null,
        productListingsLimit: null,
        hasActiveSubscription: true,
        subscriptionStatus: "active",
      }),
    ).toBeNull();
  });
});
