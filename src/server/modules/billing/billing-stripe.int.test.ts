import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_PRICE_ID, type FakeStripe, startFakeStripe } from "../../../../tests/support/fake-stripe";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import { billingEvents, users } from "../../db/schema";

const WEBHOOK_SECRET = "whsec_test_0123456789abcdefghijklmnopqrstuv";
const SECRET_KEY = "sk_test_51FakeStudioKey0123456789";
const PUBLISHABLE_KEY = "pk_test_51FakeStudioKey0123456789";

let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_PRICE_ID: FAKE_PRICE_ID,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.apiBase,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

function post(url: string, user: SignedUpUser) {
  return t.app.inject({ method: "POST", url, headers: { cookie: user.cookie } });
}
async function row(user: SignedUpUser) {
  const [found] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  if (!found) throw new Error("user row missing");
  return found;
}
function deliver(event: { payload: string; signature: string }, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/billing/webhook",
    payload: event.payload,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": event.signature,
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      ...headers,
    },
  });
}
async function eventRows(eventId: string) {
  const [result] = await t.database.db
    .select({ n: count() })
    .from(billingEvents)
    .where(eq(billingEvents.providerEventId, eventId));
  return result?.n ?? 0;
}
const subscriptionOf = (id: string) => {
  const subscription = fake.subscriptions.get(id);
  if (!subscription) throw new Error(`fake has no ${id}`);
  return subscription;
};
const invoiceOf = (subscriptionId: string) => {
  const invoice = fake.invoices.get(String(subscriptionOf(subscriptionId).latest_invoice));
  if (!invoice) throw new Error("no invoice");
  const { confirmation_secret: _hidden, ...asSent } = invoice;
  return asSent;
};
const periodEnd = (subscriptionId: string) =>
  (subscriptionOf(subscriptionId).items as { data: Array<{ current_period_end: number }> }).data[0]
    ?.current_period_end ?? 0;

/** A user who went through checkout and paid: Stripe activated the subscription and sent invoice.paid. */
async function payingUser(): Promise<{ user: SignedUpUser; subscriptionId: string }> {
  const user = await signUp(t.app);
  expect((await post("/api/create-subscription", user)).statusCode).toBe(200);
  const subscriptionId = (await row(user)).stripeSubscriptionId ?? "";
  fake.payFirstInvoice(subscriptionId);
  const paid = await deliver(fake.signedEvent("invoice.paid", invoiceOf(subscriptionId)));
  expect(paid.json()).toMatchObject({ result: "applied" });
  expect((await row(user)).subscriptionStatus).toBe("active");
  return { user, subscriptionId };
}

describe("stripe checkout", () => {
  it("creates one customer per user and a default_incomplete subscription, with idempotency keys", async () => {
    const user = await signUp(t.app);
    const reply = await post("/api/create-subscription", user);
    expect(reply.statusCode).toBe(200);

    const [customerCall, subscriptionCall, ...rest] = fake.requests;
    expect(rest).toEqual([]);
    expect(customerCall).toMatchObject({ method: "POST", path: "/v1/customers" });
    expect(customerCall?.body).toEqual({ email: user.email, metadata: { userId: user.id } });
    expect(customerCall?.headers["idempotency-key"]).toBe(`customer-create:${user.id}`);
    expect(customerCall?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);

    expect(subscriptionCall).toMatchObject({ method: "POST", path: "/v1/subscriptions" });
    expect(subscriptionCall?.body).toMatchObject({
      items: [{ price: FAKE_PRICE_ID }],
      payment_behavior: "default_incomplete",
      payment_settings: { save_default_payment_method: "on_subscription" },
      expand: ["latest_invoice.confirmation_secret"],
      metadata: { userId: user.id },
    });
    expect(subscriptionCall?.headers["idempotency-key"]).toBe(`subscription-create:${user.id}:first`);

    const stored = await row(user);
    const subscription = subscriptionOf(stored.stripeSubscriptionId ?? "");
    const invoice = fake.invoices.get(String(subscription.latest_invoice));
    expect(reply.json()).toEqual({
      clientSecret: (invoice?.confirmation_secret as { client_secret: string } | undefined)?.client_secret,
      provider: "stripe",
      publishableKey: PUBLISHABLE_KEY,
    });
    expect(stored).toMatchObject({ stripeCustomerId: subscription.customer, subscriptionStatus: "inactive" });
  });

  it("resumes the open checkout on a second visit: same customer, same subscription, same secret", async () => {
    const user = await signUp(t.app);
    const first = (await post("/api/create-subscription", user)).json();
    const customersBefore = fake.customers.size;
    const subscriptionsBefore = fake.subscriptions.size;
    fake.requests.length = 0;

    const second = (await post("/api/create-subscription", user)).json();
    expect(second).toEqual(first);
    expect(fake.customers.size).toBe(customersBefore);
    expect(fake.subscriptions.size).toBe(subscriptionsBefore);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/subscriptions/${(await row(user)).stripeSubscriptionId}`,
    ]);
  });

  it("makes one customer and one subscription out of two simultaneous first checkouts", async () => {
    const user = await signUp(t.app);
    const customersBefore = fake.customers.size;
    const subscriptionsBefore = fake.subscriptions.size;
    const replies = await Promise.all([
      post("/api/create-subscription", user),
      post("/api/create-subscription", user),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(replies[0]?.json()).toEqual(replies[1]?.json());
    expect(fake.customers.size).toBe(customersBefore + 1);
    expect(fake.subscriptions.size).toBe(subscriptionsBefore + 1);
  });

  it("answers alreadySubscribed for Pro, and records a payment whose webhook has not arrived yet", async () => {
    const { user } = await payingUser();
    fake.requests.length = 0;
    expect((await post("/api/create-subscription", user)).json()).toEqual({ alreadySubscribed: true });
    expect(fake.requests).toEqual([]);

    const early = await signUp(t.app);
    await post("/api/create-subscription", early);
    const subscriptionId = (await row(early)).stripeSubscriptionId ?? "";
    fake.payFirstInvoice(subscriptionId);
    expect((await post("/api/create-subscription", early)).json()).toEqual({ alreadySubscribed: true });
    expect(await row(early)).toMatchObject({
      subscriptionStatus: "active",
      subscriptionEndDate: new Date(periodEnd(subscriptionId) * 1000),
    });
  });

  it("starts a new subscription once the previous one has ended", async () => {
    const { user, subscriptionId } = await payingUser();
    fake.updateSubscription(subscriptionId, { status: "canceled", ended_at: Math.floor(Date.now() / 1000) });
    await deliver(fake.signedEvent("customer.subscription.deleted", subscriptionOf(subscriptionId)));
    expect((await row(user)).subscriptionStatus).toBe("inactive");

    fake.requests.length = 0;
    const reply = await post("/api/create-subscription", user);
    expect(reply.json()).toMatchObject({ provider: "stripe", clientSecret: expect.stringMatching(/^pi_/) });
    const created = fake.requests.find((r) => r.method === "POST" && r.path === "/v1/subscriptions");
    expect(created?.headers["idempotency-key"]).toBe(`subscription-create:${user.id}:${subscriptionId}`);
    expect((await row(user)).stripeSubscriptionId).not.toBe(subscriptionId);
  });

  it("answers 502 with a clear message when Stripe refuses, and stores nothing", async () => {
    const user = await signUp(t.app);
    fake.failNext(400, { type: "invalid_request_error", message: "No such price: 'price_x'" });
    const reply = await post("/api/create-subscription", user);
    expect(reply.statusCode).toBe(502);
    expect(reply.json()).toEqual({
      message: "The payment provider could not be reached. Please try again in a moment.",
      code: "bad_gateway",
    });
    expect((await row(user)).stripeCustomerId).toBeNull();
  });
});

describe("stripe cancel and reactivate", () => {
  it("sets cancel_at_period_end (canceling until the period end), clears it, and sets it again", async () => {
    const { user, subscriptionId } = await payingUser();
    fake.requests.length = 0;

    const canceled = await post("/api/cancel-subscription", user);
    expect(canceled.statusCode).toBe(200);
    const end = new Date(periodEnd(subscriptionId) * 1000).toISOString();
    expect(canceled.json()).toEqual({ subscriptionStatus: "canceling", subscriptionEndDate: end });
    const [cancelCall] = fake.requests;
    expect(cancelCall).toMatchObject({
      method: "POST",
      path: `/v1/subscriptions/${subscriptionId}`,
      body: { cancel_at_period_end: "true" },
    });
    const cancelKey = cancelCall?.headers["idempotency-key"];
    expect(cancelKey).toMatch(new RegExp(`^cancel:${subscriptionId}:\\d+$`));

    const reactivated = await post("/api/reactivate-subscription", user);
    expect(reactivated.json()).toEqual({ subscriptionStatus: "active", subscriptionEndDate: end });
    const reactivateCall = fake.requests[1];
    expect(reactivateCall?.body).toEqual({ cancel_at_period_end: "false" });
    expect(reactivateCall?.headers["idempotency-key"]).toMatch(/^reactivate:/);

    // A second cancel is a new change: a new key, so Stripe applies it instead of replaying the first.
    const again = await post("/api/cancel-subscription", user);
    expect(again.json().subscriptionStatus).toBe("canceling");
    const secondKey = fake.requests[2]?.headers["idempotency-key"];
    expect(secondKey).toMatch(/^cancel:/);
    expect(secondKey).not.toBe(cancelKey);
    expect(subscriptionOf(subscriptionId).cancel_at_period_end).toBe(true);
  });

  it("answers 409 when there is nothing to cancel or reactivate, without calling Stripe", async () => {
    const user = await signUp(t.app);
    expect((await post("/api/cancel-subscription", user)).statusCode).toBe(409);
    expect((await post("/api/reactivate-subscription", user)).statusCode).toBe(409);
    expect(fake.requests).toEqual([]);
  });
});

describe("stripe webhooks", () => {
  it("applies a paid first invoice once: a duplicate delivery changes nothing and stores no second row", async () => {
    const user = await signUp(t.app);
    await post("/api/create-subscription", user);
    const subscriptionId = (await row(user)).stripeSubscriptionId ?? "";

    const created = await deliver(
      fake.signedEvent("customer.subscription.created", subscriptionOf(subscriptionId)),
    );
    expect(created.statusCode).toBe(200);
    expect((await row(user)).subscriptionStatus).toBe("inactive");

    fake.payFirstInvoice(subscriptionId);
    const paid = fake.signedEvent("invoice.paid", invoiceOf(subscriptionId));
    expect((await deliver(paid)).json()).toEqual({ received: true, result: "applied" });
    expect(await row(user)).toMatchObject({
      subscriptionStatus: "active",
      subscriptionEndDate: new Date(periodEnd(subscriptionId) * 1000),
    });

    // The user cancels; then Stripe redelivers the old invoice.paid (same event id).
    expect((await post("/api/cancel-subscription", user)).statusCode).toBe(200);
    const updatedAt = (await row(user)).updatedAt;
    const replay = await deliver(paid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, result: "duplicate" });
    expect(await eventRows(paid.id)).toBe(1);
    expect(await row(user)).toMatchObject({ subscriptionStatus: "canceling", updatedAt });
  });

  it("lets the latest state win: an old event under a new id re-reads the subscription", async () => {
    const { user, subscriptionId } = await payingUser();
    const activeSnapshot = structuredClone(subscriptionOf(subscriptionId));
    expect((await post("/api/cancel-subscription", user)).statusCode).toBe(200);

    // An 'updated' event carrying the old, active state arrives late.
    const stale = await deliver(fake.signedEvent("customer.subscription.updated", activeSnapshot));
    expect(stale.json()).toEqual({ received: true, result: "applied" });
    expect((await row(user)).subscriptionStatus).toBe("canceling");
  });

  it("survives out-of-order delivery: 'deleted' before a late 'updated' leaves the account Free", async () => {
    const { user, subscriptionId } = await payingUser();
    const whileActive = structuredClone(subscriptionOf(subscriptionId));
    fake.updateSubscription(subscriptionId, {
      status: "canceled",
      ended_at: Math.floor(Date.now() / 1000),
      canceled_at: Math.floor(Date.now() / 1000),
    });

    await deliver(fake.signedEvent("customer.subscription.deleted", subscriptionOf(subscriptionId)));
    const afterDeleted = await row(user);
    expect(afterDeleted.subscriptionStatus).toBe("inactive");

    const late = await deliver(fake.signedEvent("customer.subscription.updated", whileActive));
    expect(late.statusCode).toBe(200);
    expect((await row(user)).subscriptionStatus).toBe("inactive");
    expect(
      (
        await t.app.inject({ method: "GET", url: "/api/usage-status", headers: { cookie: user.cookie } })
      ).json(),
    ).toMatchObject({ hasActiveSubscription: false, socialMediaLimit: 2 });
  });

  it("keeps Pro while a renewal is past due and drops to Free when the payment finally fails", async () => {
    const { user, subscriptionId } = await payingUser();
    fake.updateSubscription(subscriptionId, { status: "past_due" });
    await deliver(fake.signedEvent("invoice.payment_failed", invoiceOf(subscriptionId)));
    expect((await row(user)).subscriptionStatus).toBe("active");

    fake.updateSubscription(subscriptionId, { status: "unpaid" });
    await deliver(fake.signedEvent("invoice.payment_failed", invoiceOf(subscriptionId)));
    expect((await row(user)).subscriptionStatus).toBe("inactive");
  });

  it("moves canceling to Free when Stripe ends the subscription at the period end", async () => {
    const { user, subscriptionId } = await payingUser();
    await post("/api/cancel-subscription", user);
    const endedAt = periodEnd(subscriptionId);
    fake.updateSubscription(subscriptionId, { status: "canceled", ended_at: endedAt });
    await deliver(fake.signedEvent("customer.subscription.deleted", subscriptionOf(subscriptionId)));
    expect(await row(user)).toMatchObject({
      subscriptionStatus: "inactive",
      subscriptionEndDate: new Date(endedAt * 1000),
    });
  });

  it("never lets news of an old subscription downgrade a newer one", async () => {
    const { user, subscriptionId: oldId } = await payingUser();
    const customerId = String(subscriptionOf(oldId).customer);
    const replacement = fake.createSubscription(customerId, { status: "active" });
    await deliver(fake.signedEvent("customer.subscription.created", replacement));
    expect((await row(user)).stripeSubscriptionId).toBe(replacement.id);

    fake.updateSubscription(oldId, { status: "canceled", ended_at: Math.floor(Date.now() / 1000) });
    const old = await deliver(fake.signedEvent("customer.subscription.deleted", subscriptionOf(oldId)));
    expect(old.json()).toMatchObject({ result: "unchanged" });
    expect(await row(user)).toMatchObject({
      subscriptionStatus: "active",
      stripeSubscriptionId: replacement.id,
    });
  });

  it("refuses forged, tampered, unsigned and replayed-old requests with 400 and records nothing", async () => {
    const { user, subscriptionId } = await payingUser();
    fake.updateSubscription(subscriptionId, { status: "canceled", ended_at: Math.floor(Date.now() / 1000) });
    const before = await row(user);
    const attack = (type = "customer.subscription.deleted") => ({
      type,
      object: subscriptionOf(subscriptionId),
    });

    const forged = fake.signedEvent(attack().type, attack().object, { secret: "whsec_someone_else" });
    const genuine = fake.signedEvent(attack().type, attack().object);
    const tampered = {
      ...genuine,
      payload: genuine.payload.replace('"livemode": false', '"livemode": true'),
    };
    const old = fake.signedEvent(attack().type, attack().object, {
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    });

    for (const [name, event] of [
      ["forged", forged],
      ["tampered", tampered],
      ["old timestamp", old],
    ] as const) {
      const reply = await deliver(event);
      expect(reply.statusCode, name).toBe(400);
      expect(reply.json(), name).toEqual({ message: "Invalid webhook signature", code: "bad_request" });
      expect(await eventRows(event.id), name).toBe(0);
    }
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/billing/webhook",
      payload: genuine.payload,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe("Missing Stripe-Signature header");
    expect(await row(user)).toMatchObject({
      subscriptionStatus: before.subscriptionStatus,
      updatedAt: before.updatedAt,
    });
  });

  it("needs no session or same-site origin (Stripe calls from its own servers)", async () => {
    const { user, subscriptionId } = await payingUser();
    fake.updateSubscription(subscriptionId, {
      cancel_at_period_end: true,
      cancel_at: periodEnd(subscriptionId),
    });
    const reply = await deliver(
      fake.signedEvent("customer.subscription.updated", subscriptionOf(subscriptionId)),
      {
        origin: "https://hooks.stripe.com",
        "sec-fetch-site": "cross-site",
      },
    );
    expect(reply.statusCode).toBe(200);
    expect((await row(user)).subscriptionStatus).toBe("canceling");
  });

  it("acknowledges events about unknown customers and unrelated event types without changes", async () => {
    const stranger = fake.createSubscription("cus_NotOurs", { status: "active" });
    const unknown = fake.signedEvent("customer.subscription.created", stranger);
    expect((await deliver(unknown)).json()).toEqual({
      received: true,
      result: "ignored",
      reason: "unknown customer",
    });

    const unrelated = fake.signedEvent("charge.succeeded", { id: "ch_1", object: "charge" });
    const reply = await deliver(unrelated);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ result: "ignored" });
    expect(await eventRows(unrelated.id)).toBe(0);
  });

  it("applies each event once even when deliveries race", async () => {
    const user = await signUp(t.app);
    await post("/api/create-subscription", user);
    const subscriptionId = (await row(user)).stripeSubscriptionId ?? "";
    fake.payFirstInvoice(subscriptionId);
    const paid = fake.signedEvent("invoice.paid", invoiceOf(subscriptionId));
    const replies = await Promise.all([deliver(paid), deliver(paid), deliver(paid)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const results = replies.map((r) => r.json().result).sort();
    expect(results).toEqual(["applied", "duplicate", "duplicate"]);
    expect(await eventRows(paid.id)).toBe(1);
    const [stored] = await t.database.db
      .select({ payload: billingEvents.payload, type: billingEvents.type })
      .from(billingEvents)
      .where(eq(billingEvents.providerEventId, paid.id));
    expect(stored).toMatchObject({ type: "invoice.paid", payload: { id: paid.id, type: "invoice.paid" } });
  });

  it("does not record an event whose subscription could not be read, so Stripe's retry applies it", async () => {
    const user = await signUp(t.app);
    await post("/api/create-subscription", user);
    const subscriptionId = (await row(user)).stripeSubscriptionId ?? "";
    fake.payFirstInvoice(subscriptionId);
    const paid = fake.signedEvent("invoice.paid", invoiceOf(subscriptionId));
    fake.failNext(401, { type: "invalid_request_error", message: "Invalid API Key provided" });
    const failed = await deliver(paid);
    expect(failed.statusCode).toBe(502);
    expect(await eventRows(paid.id)).toBe(0);
    expect((await deliver(paid)).json()).toMatchObject({ result: "applied" });
    expect((await row(user)).subscriptionStatus).toBe("active");
  });
});

describe("stripe configuration", () => {
  it("allows Stripe.js in the CSP only when Stripe billing has a publishable key", async () => {
    const csp = String(
      (await t.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"],
    );
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/api\.stripe\.com/);

    const demo = await createTestApp();
    try {
      const demoCsp = String(
        (await demo.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"],
      );
      expect(demoCsp).not.toMatch(/stripe/);
    } finally {
      await demo.close();
    }
  });

  it("has no webhook endpoint without a signing secret", async () => {
    const noSecret = await createTestApp({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_PRICE_ID: FAKE_PRICE_ID,
      STRIPE_API_BASE: fake.apiBase,
    });
    try {
      const reply = await noSecret.app.inject({ method: "POST", url: "/api/billing/webhook", payload: {} });
      expect(reply.statusCode).toBe(404);
    } finally {
      await noSecret.close();
    }
  });
});
