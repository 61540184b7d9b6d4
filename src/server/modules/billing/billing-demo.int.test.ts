import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import { users } from "../../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
const SUCCESS_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function post(url: string, user: SignedUpUser | undefined, payload?: object) {
  return t.app.inject({
    method: "POST",
    url,
    ...(payload ? { payload } : {}),
    headers: user ? { cookie: user.cookie } : {},
  });
}
function get(url: string, user: SignedUpUser) {
  return t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
}
async function row(user: SignedUpUser) {
  const [found] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  if (!found) throw new Error("user row missing");
  return found;
}
async function checkout(user: SignedUpUser): Promise<string> {
  const reply = await post("/api/create-subscription", user);
  expect(reply.statusCode).toBe(200);
  return reply.json().clientSecret;
}
/** inactive → active through the demo card form. */
async function subscribe(user: SignedUpUser) {
  const clientSecret = await checkout(user);
  const reply = await post("/api/billing/demo/confirm", user, { clientSecret, cardNumber: SUCCESS_CARD });
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

describe("demo billing: checkout", () => {
  it("refuses every billing call when signed out", async () => {
    for (const url of [
      "/api/create-subscription",
      "/api/cancel-subscription",
      "/api/reactivate-subscription",
      "/api/billing/demo/confirm",
    ]) {
      const reply = await post(
        url,
        undefined,
        url.includes("demo") ? { clientSecret: "demo_x", cardNumber: SUCCESS_CARD } : {},
      );
      expect(reply.statusCode, url).toBe(401);
    }
  });

  it("starts a demo checkout: a demo client secret and no publishable key", async () => {
    const user = await signUp(t.app);
    const reply = await post("/api/create-subscription", user);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ clientSecret: expect.stringMatching(/^demo_/), provider: "demo" });
    expect((await row(user)).subscriptionStatus).toBe("inactive");
  });

  it("activates Pro for 30 days with the 4242 card, then answers alreadySubscribed", async () => {
    const user = await signUp(t.app);
    const before = Date.now();
    const state = await subscribe(user);
    expect(state.subscriptionStatus).toBe("active");
    const end = new Date(state.subscriptionEndDate).getTime();
    expect(end).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(end).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);

    const me = (await get("/api/auth/user", user)).json();
    expect(me).toMatchObject({
      subscriptionStatus: "active",
      subscriptionEndDate: state.subscriptionEndDate,
    });
    expect(me).not.toHaveProperty("stripeCustomerId");
    expect((await get("/api/usage-status", user)).json()).toMatchObject({
      hasActiveSubscription: true,
      subscriptionStatus: "active",
      socialMediaLimit: null,
      productListingsLimit: null,
    });
    expect((await post("/api/create-subscription", user)).json()).toEqual({ alreadySubscribed: true });
  });

  it("treats a second confirmation as the same payment", async () => {
    const user = await signUp(t.app);
    const clientSecret = await checkout(user);
    const first = await post("/api/billing/demo/confirm", user, { clientSecret, cardNumber: SUCCESS_CARD });
    const second = await post("/api/billing/demo/confirm", user, { clientSecret, cardNumber: SUCCESS_CARD });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it("declines 4000 0000 0000 0002 with 402 and leaves the plan Free", async () => {
    const user = await signUp(t.app);
    const clientSecret = await checkout(user);
    const reply = await post("/api/billing/demo/confirm", user, { clientSecret, cardNumber: DECLINED_CARD });
    expect(reply.statusCode).toBe(402);
    expect(reply.json()).toEqual({ message: "Your card was declined.", code: "payment_declined" });
    expect((await row(user)).subscriptionStatus).toBe("inactive");
  });

  it("refuses other cards, malformed numbers, and client secrets that are not the user's", async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const clientSecret = await checkout(user);
    const othersSecret = await checkout(other);

    const otherCard = await post("/api/billing/demo/confirm", user, {
      clientSecret,
      cardNumber: "5555 5555 5555 4444",
    });
    expect(otherCard.statusCode).toBe(400);
    expect(otherCard.json().message).toMatch(/4242 4242 4242 4242/);

    const malformed = await post("/api/billing/demo/confirm", user, { clientSecret, cardNumber: "4242-abc" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues).toBeInstanceOf(Array);

    const stolen = await post("/api/billing/demo/confirm", user, {
      clientSecret: othersSecret,
      cardNumber: SUCCESS_CARD,
    });
    expect(stolen.statusCode).toBe(400);
    const forged = await post("/api/billing/demo/confirm", user, {
      clientSecret: `${clientSecret.slice(0, -4)}AAAA`,
      cardNumber: SUCCESS_CARD,
    });
    expect(forged.statusCode).toBe(400);
    expect((await row(user)).subscriptionStatus).toBe("inactive");
    expect((await row(other)).subscriptionStatus).toBe("inactive");
  });
});

describe("demo billing: cancel and reactivate", () => {
  it("has nothing to cancel or reactivate on the Free plan (409)", async () => {
    const user = await signUp(t.app);
    const cancel = await post("/api/cancel-subscription", user);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/active subscription/),
    });
    expect((await post("/api/reactivate-subscription", user)).statusCode).toBe(409);
  });

  it("moves active → canceling (Pro kept to the period end) → active", async () => {
    const user = await signUp(t.app);
    const subscribed = await subscribe(user);

    const canceled = await post("/api/cancel-subscription", user);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toEqual({
      subscriptionStatus: "canceling",
      subscriptionEndDate: subscribed.subscriptionEndDate,
    });
    expect((await get("/api/usage-status", user)).json()).toMatchObject({
      hasActiveSubscription: true,
      subscriptionStatus: "canceling",
      socialMediaLimit: null,
    });
    // Canceling is not a second subscription: /subscribe sends the user back.
    expect((await post("/api/create-subscription", user)).json()).toEqual({ alreadySubscribed: true });
    expect((await post("/api/cancel-subscription", user)).statusCode).toBe(409);

    const reactivated = await post("/api/reactivate-subscription", user);
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json()).toEqual({
      subscriptionStatus: "active",
      subscriptionEndDate: subscribed.subscriptionEndDate,
    });
    const again = await post("/api/reactivate-subscription", user);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Your subscription is already active.");
  });

  it("drops a canceled plan to Free once the period is over, and lets the user subscribe again", async () => {
    const user = await signUp(t.app);
    await subscribe(user);
    expect((await post("/api/cancel-subscription", user)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ subscriptionEndDate: sql`now() - interval '1 minute'`, socialMediaGenerationsUsed: 4 })
      .where(eq(users.id, user.id));

    expect((await get("/api/usage-status", user)).json()).toEqual({
      socialMediaUsed: 4,
      socialMediaLimit: 2,
      productListingsUsed: 0,
      productListingsLimit: 2,
      hasActiveSubscription: false,
      subscriptionStatus: "canceling",
    });
    const reactivate = await post("/api/reactivate-subscription", user);
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().message).toMatch(/already ended/);
    expect((await post("/api/cancel-subscription", user)).statusCode).toBe(409);

    const state = await subscribe(user);
    expect(state.subscriptionStatus).toBe("active");
    expect(new Date(state.subscriptionEndDate).getTime()).toBeGreaterThan(Date.now());
  });

  it("rolls an expired renewal date forward by whole periods when an old demo plan is canceled", async () => {
    const user = await signUp(t.app);
    await subscribe(user);
    await t.database.db
      .update(users)
      .set({ subscriptionEndDate: sql`now() - interval '45 days'` })
      .where(eq(users.id, user.id));
    const storedEnd = (await row(user)).subscriptionEndDate?.getTime() ?? 0;
    const canceled = (await post("/api/cancel-subscription", user)).json();
    const end = new Date(canceled.subscriptionEndDate).getTime();
    expect(end).toBe(storedEnd + 60 * DAY_MS);
    expect(end).toBeGreaterThan(Date.now());
  });
});

describe("plan rules on the server", () => {
  const imageRequest = { productContext: { productType: "Mug" }, customPrompt: "A terracotta mug on linen" };

  it("keeps AI image generation Pro-only: 403 on Free, allowed on Pro and while canceling, 403 after", async () => {
    const user = await signUp(t.app);
    const free = await post("/api/ai/generate-product-image", user, imageRequest);
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({
      code: "pro_required",
      message: expect.stringMatching(/Pro feature/),
    });

    await subscribe(user);
    expect((await post("/api/ai/generate-product-image", user, imageRequest)).statusCode).toBe(200);
    await post("/api/cancel-subscription", user);
    expect((await post("/api/ai/generate-product-image", user, imageRequest)).statusCode).toBe(200);

    await t.database.db
      .update(users)
      .set({ subscriptionEndDate: sql`now() - interval '1 second'` })
      .where(eq(users.id, user.id));
    expect((await post("/api/ai/generate-product-image", user, imageRequest)).statusCode).toBe(403);
  });
});

describe("billing off (production without Stripe keys)", () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ BILLING_PROVIDER: "off" });
  });
  afterAll(() => off.close());

  it("answers 409 with a clear message, and has no demo or webhook endpoint", async () => {
    const user = await signUp(off.app);
    const headers = { cookie: user.cookie };
    const create = await off.app.inject({ method: "POST", url: "/api/create-subscription", headers });
    expect(create.statusCode).toBe(409);
    expect(create.json()).toEqual({ message: "Billing is not available on this server.", code: "conflict" });
    const confirm = await off.app.inject({
      method: "POST",
      url: "/api/billing/demo/confirm",
      headers,
      payload: { clientSecret: "demo_x", cardNumber: SUCCESS_CARD },
    });
    expect(confirm.statusCode).toBe(404);
    const webhook = await off.app.inject({ method: "POST", url: "/api/billing/webhook", payload: {} });
    expect(webhook.statusCode).toBe(404);
    expect((await off.app.inject({ method: "GET", url: "/api/config" })).json().billing).toBe("off");
  });
});
