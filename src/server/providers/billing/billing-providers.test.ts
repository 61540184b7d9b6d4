import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { currentPeriodEnd, DEMO_CHECKOUT_TTL_MS, DEMO_PERIOD_MS, DemoBilling } from "./demo-billing";
import { toSnapshot } from "./stripe-billing";

const PERIOD_END = 1_800_000_000;

function subscription(
  fields: Partial<Stripe.Subscription> & Record<string, unknown> = {},
): Stripe.Subscription {
  return {
    id: "sub_1",
    object: "subscription",
    customer: "cus_1",
    status: "active",
    cancel_at: null,
    cancel_at_period_end: false,
    ended_at: null,
    metadata: { userId: "u-1" },
    items: { object: "list", data: [{ current_period_end: PERIOD_END }], has_more: false, url: "" },
    ...fields,
  } as unknown as Stripe.Subscription;
}

describe("Stripe states in our model", () => {
  const end = new Date(PERIOD_END * 1000);

  it.each([
    ["active", {}, "active", end],
    ["trialing", { status: "trialing" }, "active", end],
    ["past_due (Stripe still retrying)", { status: "past_due" }, "active", end],
    ["active, canceling at the period end", { cancel_at_period_end: true }, "canceling", end],
    [
      "active, canceling at a set time",
      { cancel_at: PERIOD_END - 60 },
      "canceling",
      new Date((PERIOD_END - 60) * 1000),
    ],
    ["incomplete (first payment open)", { status: "incomplete" }, null, end],
    ["incomplete_expired", { status: "incomplete_expired" }, "inactive", end],
    ["unpaid", { status: "unpaid" }, "inactive", end],
    ["paused", { status: "paused" }, "inactive", end],
    [
      "canceled",
      { status: "canceled", ended_at: PERIOD_END - 5 },
      "inactive",
      new Date((PERIOD_END - 5) * 1000),
    ],
  ] as const)("%s", (_name, fields, status, endDate) => {
    expect(toSnapshot(subscription(fields as Partial<Stripe.Subscription>))).toEqual({
      subscriptionId: "sub_1",
      customerId: "cus_1",
      userId: "u-1",
      status,
      endDate,
    });
  });

  it("reads the period end from the subscription itself in older API versions", () => {
    const legacy = subscription({ items: undefined, current_period_end: PERIOD_END + 10 });
    expect(toSnapshot(legacy).endDate).toEqual(new Date((PERIOD_END + 10) * 1000));
  });
});

describe("demo provider", () => {
  const start = new Date("2026-03-01T12:00:00Z");

  it("binds a client secret to its user and lets it expire after a day", () => {
    let now = start;
    const demo = new DemoBilling("a-signing-secret-that-is-long-enough", () => now);
    const secret = demo.issueClientSecret("user-a");
    expect(demo.verifyClientSecret("user-a", secret)).toBe(true);
    expect(demo.verifyClientSecret("user-b", secret)).toBe(false);
    expect(new DemoBilling("another-secret", () => now).verifyClientSecret("user-a", secret)).toBe(false);
    expect(demo.verifyClientSecret("user-a", "demo_garbage")).toBe(false);
    now = new Date(start.getTime() + DEMO_CHECKOUT_TTL_MS + 1);
    expect(demo.verifyClientSecret("user-a", secret)).toBe(false);
  });

  it("pays with 4242…, declines 4000…0002 with 402, refuses any other card with 400", () => {
    const demo = new DemoBilling("a-signing-secret-that-is-long-enough", () => start);
    const account = {
      userId: "u",
      email: "u@example.com",
      customerId: null,
      subscriptionId: null,
      endDate: null,
    };
    const secret = demo.issueClientSecret("u");
    expect(demo.confirmPayment(account, secret, "4242424242424242")).toMatchObject({
      status: "active",
      endDate: new Date(start.getTime() + DEMO_PERIOD_MS),
    });
    expect(() => demo.confirmPayment(account, secret, "4000000000000002")).toThrow(
      expect.objectContaining({ statusCode: 402, message: "Your card was declined." }),
    );
    expect(() => demo.confirmPayment(account, secret, "5555555555554444")).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });

  it("rolls a lapsed renewal date forward by whole 30-day periods", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    const future = new Date("2026-03-10T00:00:00Z");
    expect(currentPeriodEnd(future, now)).toEqual(future);
    expect(currentPeriodEnd(null, now)).toEqual(new Date(now.getTime() + DEMO_PERIOD_MS));
    const lapsed = new Date(now.getTime() - 45 * 24 * 60 * 60 * 1000);
    expect(currentPeriodEnd(lapsed, now)).toEqual(new Date(lapsed.getTime() + 2 * DEMO_PERIOD_MS));
  });
});
