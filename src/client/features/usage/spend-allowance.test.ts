import { describe, expect, it } from "vitest";
import type { UsageStatus } from "../../../domain/usage";
import { spendAllowance, spendCostText, summaryText, usedUpText } from "./spend-allowance";

const free = (socialMediaUsed: number, productListingsUsed: number): UsageStatus => ({
  socialMediaUsed,
  socialMediaLimit: 2,
  productListingsUsed,
  productListingsLimit: 2,
  hasActiveSubscription: false,
  subscriptionStatus: "inactive",
});
const pro: UsageStatus = {
  ...free(7, 9),
  socialMediaLimit: null,
  productListingsLimit: null,
  hasActiveSubscription: true,
  subscriptionStatus: "active",
};

describe("spendAllowance", () => {
  it("reads what is left of the page's own kind from the usage status", () => {
    expect(spendAllowance(free(0, 2), "social")).toEqual({ kind: "limited", left: 2, limit: 2 });
    expect(spendAllowance(free(0, 2), "listings")).toEqual({ kind: "used-up", limit: 2 });
    expect(spendAllowance(free(1, 0), "social")).toEqual({ kind: "limited", left: 1, limit: 2 });
    expect(spendAllowance(free(5, 0), "social")).toEqual({ kind: "used-up", limit: 2 });
    expect(spendAllowance(pro, "social")).toEqual({ kind: "unlimited" });
    expect(spendAllowance(undefined, "listings")).toEqual({ kind: "unknown" });
  });
});

describe("the words", () => {
  it("states the cost in plain words, with the real figures and no month", () => {
    expect(spendCostText(spendAllowance(free(0, 0), "social"), "social")).toBe(
      "This uses 1 of your 2 free social media generations left.",
    );
    expect(spendCostText(spendAllowance(free(0, 1), "listings"), "listings")).toBe(
      "This uses your last free product listing generation.",
    );
    expect(spendCostText({ kind: "unknown" }, "social")).toBe(
      "On the Free plan this uses one of your free social media generations.",
    );
  });

  it("says what the server says at the limit", () => {
    expect(usedUpText("social", 2)).toBe(
      "You've used your 2 free social media generations. Upgrade to Pro for unlimited content.",
    );
    expect(usedUpText("listings", 2)).toBe(
      "You've used your 2 free product listing generations. Upgrade to Pro for unlimited listings.",
    );
  });

  it("sums up one kind in a line for phones", () => {
    expect(summaryText(free(0, 1), "social")).toBe("2 of 2 free social posts left");
    expect(summaryText(free(0, 1), "listings")).toBe("1 of 2 free listings left");
    expect(summaryText(free(2, 0), "social")).toBe("No free social posts left");
    expect(summaryText(pro, "listings")).toBe("Pro: unlimited listings");
  });
});
