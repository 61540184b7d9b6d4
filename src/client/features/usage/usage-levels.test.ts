import { describe, expect, it } from "vitest";
import type { UsageStatus } from "../../../domain/usage";
import { meterOf, usageHeadline, usageMeters } from "./usage-levels";

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

  it("is red only when what the card speaks of is used up", () => {
    expect(usageMeters(free(0, 0))?.level).toBe("normal");
    expect(usageMeters(free(1, 1))?.level).toBe("normal");
    // One allowance used up: a notice, not the limit, unless the page spends that one.
    expect(usageMeters(free(2, 0))?.level).toBe("warning");
    expect(usageMeters(free(2, 0), "listings")?.level).toBe("warning");
    expect(usageMeters(free(2, 0), "social")?.level).toBe("limit");
    expect(usageMeters(free(1, 2), "listings")?.level).toBe("limit");
    expect(usageMeters(free(2, 2))?.level).toBe("limit");
    expect(usageMeters(free(2, 2), "listings")?.level).toBe("limit");
  });

  it("says 'You've reached your free limits' only when both are used up", () => {
    const headline = (social: number, listings: number) => {
      const meters = usageMeters(free(social, listings));
      return meters ? usageHeadline(meters.social, meters.listings) : null;
    };
    expect(headline(2, 2)).toBe("You've reached your free limits");
    expect(headline(2, 0)).toBe("You've used your free social media posts; 2 free listings left");
    expect(headline(0, 2)).toBe("You've used your free product listings; 2 free social posts left");
    expect(headline(1, 2)).toBe("You've used your free product listings; 1 free social post left");
    expect(headline(1, 0)).toBe("Track your free usage");
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
