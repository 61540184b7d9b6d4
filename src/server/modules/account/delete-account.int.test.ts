import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type OwnerUpload,
  registerWithEmail,
  secondSession,
  uploadAs,
} from "../../../../tests/support/access-fixtures";
import { FAKE_PRICE_ID, type FakeStripe, startFakeStripe } from "../../../../tests/support/fake-stripe";
import { makeJpeg } from "../../../../tests/support/images";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import { DELETE_PASSWORD_REQUIRED_MESSAGE, DELETE_PASSWORD_WRONG_MESSAGE } from "../../../domain/account";
import {
  authTokens,
  billingEvents,
  bulkItems,
  contactMessages,
  outboundMail,
  qualityReports,
  users,
} from "../../db/schema";
import { DemoBilling } from "../../providers/billing/demo-billing";
import { LocalStorage } from "../../providers/storage/local-storage";
import { PASSWORD_TRIES_MESSAGE, SUBSCRIPTION_ELSEWHERE_MESSAGE } from "./delete-account";

/**
 * DELETE /api/account through the real app: the account's password must be right; a running subscription
 * is cancelled first (a provider failure deletes nothing); then no row and no stored object of
 * the user is left, while everyone else's data stays.
 */

type Rows = Record<string, number>;

function deleteAccount(t: TestApp, cookie: string | undefined, password: string | object) {
  return t.app.inject({
    method: "DELETE",
    url: "/api/account",
    payload: typeof password === "string" ? { password } : password,
    headers: cookie ? { cookie } : {},
  });
}

const signedIn = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode === 200;

async function query<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * How many rows name the user, per `table.column`: every column of the schema called user_id,
 * owner_id or created_by (found in the catalogue, so a table added later is checked too), the
 * user row itself, sessions by their `sess` JSON, rate-limit counters by key, billing events by
 * the user's id or customer id in their payload.
 */
async function rowsOf(t: TestApp, userId: string, customerId: string | null = null): Promise<Rows> {
  const columns = await query<{ table_name: string; column_name: string }>(
    t,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('user_id', 'owner_id', 'created_by')
        order by table_name, column_name`,
  );
  const counts: Rows = {};
  const count = async (label: string, statement: ReturnType<typeof sql>) => {
    const [row] = await query<{ n: number }>(t, statement);
    counts[label] = Number(row?.n ?? 0);
  };
  for (const { table_name, column_name } of columns) {
    await count(
      `${table_name}.${column_name}`,
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where ${sql.identifier(column_name)}::text = ${userId}`,
    );
  }
  await count("users.id", sql`select count(*)::int as n from users where id::text = ${userId}`);
  await count(
    "sessions.sess",
    sql`select count(*)::int as n from sessions where sess->>'userId' = ${userId}`,
  );
  await count(
    "rate_limit_buckets.key",
    sql`select count(*)::int as n from rate_limit_buckets where key like ${`%${userId}%`}`,
  );
  await count(
    "billing_events.payload",
    sql`select count(*)::int as n from billing_events
        where payload::text like ${`%${userId}%`} or payload::text like ${`%${customerId ?? userId}%`}`,
  );
  return counts;
}

/**
 * Nothing changed but the count of password tries: the check of the password (a rate-limit row
 * for the user, made at the first try) runs before anything can fail.
 */
function expectUnchangedButTries(after: Rows, before: Rows): void {
  const { "rate_limit_buckets.key": triesAfter = 0, ...restAfter } = after;
  const { "rate_limit_buckets.key": triesBefore = 0, ...restBefore } = before;
  expect(restAfter).toEqual(restBefore);
  expect(triesAfter - triesBefore).toBeGreaterThanOrEqual(0);
  expect(triesAfter - triesBefore).toBeLessThanOrEqual(1);
}

const nothingLeft = (rows: Rows) => Object.fromEntries(Object.keys(rows).map((label) => [label, 0])) as Rows;

const objectFile = (t: TestApp, upload: OwnerUpload) =>
  join(t.config.dataDir, "objects", "uploads", upload.id);

async function postJson(t: TestApp, user: SignedUpUser, url: string, payload: object) {
  const reply = await t.app.inject({ method: "POST", url, payload, headers: { cookie: user.cookie } });
  if (reply.statusCode >= 300) throw new Error(`${url} failed: ${reply.statusCode} ${reply.body}`);
  return reply.json();
}

/** A demo subscriber: checkout, then the 4242 test card. */
async function subscribeDemo(t: TestApp, user: SignedUpUser): Promise<void> {
  const { clientSecret } = await postJson(t, user, "/api/create-subscription", {});
  const paid = await postJson(t, user, "/api/billing/demo/confirm", {
    clientSecret,
    cardNumber: "4242 4242 4242 4242",
  });
  expect(paid.subscriptionStatus).toBe("active");
}

async function finishedBulkJob(t: TestApp, user: SignedUpUser, imagePath: string): Promise<string> {
  const job = await postJson(t, user, "/api/bulk-jobs", {
    kind: "social",
    context: { businessType: "ecommerce", brand: "Clay & Co", targetAudience: "Gift buyers", product: "mug" },
    images: [{ imagePath, fileName: "mug.jpg" }],
  });
  for (let tries = 0; tries < 300; tries += 1) {
    const reply = await t.app.inject({ url: `/api/bulk-jobs/${job.id}`, headers: { cookie: user.cookie } });
    if (reply.json().finishedAt) return job.id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the bulk job did not finish");
}

/** Whatever a seller accumulates: photos, a post, a listing, usage, a message, mail, tokens. */
async function busyAccount(t: TestApp, user: SignedUpUser) {
  const photos = [
    await uploadAs(t, user, await makeJpeg({ width: 640, height: 480 })),
    await uploadAs(t, user, await makeJpeg({ width: 480, height: 640 })),
  ];
  const [first, second] = photos as [OwnerUpload, OwnerUpload];
  await postJson(t, user, "/api/social-media/generate", {
    brand: "Clay & Co",
    product: "Stoneware mug",
    selectedPlatforms: ["instagram"],
    imagePath: first.objectPath,
  });
  await postJson(t, user, "/api/product-listings/generate", {
    productType: "Mug",
    selectedPlatforms: ["etsy"],
    imagePath: second.objectPath,
  });
  const contact = await postJson(t, user, "/api/contact", {
    name: "A seller",
    email: user.email,
    category: "general",
    message: "Hello there",
  });
  await t.database.db.insert(authTokens).values({
    userId: user.id,
    purpose: "verify_email",
    tokenHash: randomBytes(32).toString("hex"),
    email: user.email,
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  await t.database.db.insert(outboundMail).values({
    userId: user.id,
    to: user.email,
    subject: "Confirm your e-mail",
    text: "Hello",
    html: "<p>Hello</p>",
    kind: "verify_email",
  });
  const [report] = await t.database.db
    .insert(qualityReports)
    .values({ engine: "builtin", report: {}, createdBy: user.id })
    .returning();
  return { photos, contactId: contact.id as string, reportId: report?.id ?? "" };
}

describe("DELETE /api/account (demo billing, local storage)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("refuses a wrong password with a 400 naming password, and changes nothing", async () => {
    const user = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { photos } = await busyAccount(t, user);
    const before = await rowsOf(t, user.id);

    // Right but for a space or a letter's case, the e-mail instead, another's: all wrong.
    for (const wrong of [`${user.password} `, user.password.toUpperCase(), user.email, "x".repeat(128)]) {
      const reply = await deleteAccount(t, user.cookie, wrong);
      expect(reply.statusCode, wrong).toBe(400);
      expect(reply.json()).toEqual({
        message: DELETE_PASSWORD_WRONG_MESSAGE,
        code: "bad_request",
        issues: [{ code: "custom", path: ["password"], message: DELETE_PASSWORD_WRONG_MESSAGE }],
      });
      expect(reply.headers["set-cookie"]).toBeUndefined();
    }
    // Only the count of password tries moved (one rate-limit row).
    expectUnchangedButTries(await rowsOf(t, user.id), before);
    expect(await rowsOf(t, stranger.id)).toMatchObject({ "users.id": 1 });
    expect(await signedIn(t, user.cookie)).toBe(true);
    for (const photo of photos) expect(existsSync(objectFile(t, photo))).toBe(true);
  });

  it("refuses a missing or empty password (and the old typed e-mail alone) with a 400, never a 500", async () => {
    const user = await signUp(t.app);
    for (const body of [
      {},
      { password: "" },
      { confirmEmail: user.email },
      { password: null },
      { password: 42 },
    ]) {
      const reply = await deleteAccount(t, user.cookie, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json()).toMatchObject({
        code: "bad_request",
        issues: [expect.objectContaining({ path: ["password"] })],
      });
      expect(reply.json().message).toMatch(/password/i);
    }
    const empty = await deleteAccount(t, user.cookie, { password: "" });
    expect(empty.json().issues[0].message).toBe(DELETE_PASSWORD_REQUIRED_MESSAGE);
    // No body at all, or not JSON.
    const bare = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: user.cookie },
    });
    expect(bare.statusCode).toBeGreaterThanOrEqual(400);
    expect(bare.statusCode).toBeLessThan(500);
    expect(bare.json()).toHaveProperty("message");
    expect(await signedIn(t, user.cookie)).toBe(true);
  });

  it("pauses password guessing (429, shared with changing the password) and deletes nothing", async () => {
    const user = await signUp(t.app);
    for (let tries = 0; tries < 10; tries += 1) {
      expect((await deleteAccount(t, user.cookie, `guess-${tries}`)).statusCode).toBe(400);
    }
    const paused = await deleteAccount(t, user.cookie, user.password);
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toEqual({ message: PASSWORD_TRIES_MESSAGE, code: "rate_limited" });
    expect(paused.headers["retry-after"]).toBeDefined();
    expect(await signedIn(t, user.cookie)).toBe(true);
    expect(await rowsOf(t, user.id)).toMatchObject({ "users.id": 1 });
  });

  it("refuses anonymous callers", async () => {
    const user = await signUp(t.app);
    const reply = await deleteAccount(t, undefined, user.password);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ code: "unauthorized" });
  });

  it("cancels the subscription first, then leaves no row and no object of the user, and signs every device out", async () => {
    const user = await signUp(t.app);
    const bystander = await signUp(t.app);
    await subscribeDemo(t, user);
    const { photos, contactId, reportId } = await busyAccount(t, user);
    const bulkJobId = await finishedBulkJob(t, user, photos[0]?.objectPath ?? "");
    const phone = await secondSession(t, user);
    await busyAccount(t, bystander);
    const bystanderBefore = await rowsOf(t, bystander.id);

    // The test only means something if the user really has rows everywhere it looks.
    const before = await rowsOf(t, user.id);
    for (const label of [
      "users.id",
      "sessions.user_id",
      "sessions.sess",
      "social_media_posts.user_id",
      "product_listings.user_id",
      "usage_events.user_id",
      "uploads.owner_id",
      "bulk_jobs.user_id",
      "contact_messages.user_id",
      "auth_tokens.user_id",
      "outbound_mail.user_id",
      "quality_reports.created_by",
      "rate_limit_buckets.key",
    ]) {
      expect(before[label], label).toBeGreaterThan(0);
    }
    expect(await t.database.db.select().from(bulkItems).where(eq(bulkItems.jobId, bulkJobId))).toHaveLength(
      1,
    );

    const original = DemoBilling.prototype.setCancelAtPeriodEnd;
    const cancelCalls: { cancel: boolean; userStillThere: boolean; objectsStillThere: boolean }[] = [];
    vi.spyOn(DemoBilling.prototype, "setCancelAtPeriodEnd").mockImplementation(async function (
      this: DemoBilling,
      account,
      cancel,
    ) {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, account.userId));
      cancelCalls.push({
        cancel,
        userStillThere: Boolean(row),
        objectsStillThere: photos.every((photo) => existsSync(objectFile(t, photo))),
      });
      return original.call(this, account, cancel);
    });

    const reply = await deleteAccount(t, user.cookie, user.password);
    expect(reply.statusCode, reply.body).toBe(204);
    expect(String(reply.headers["set-cookie"])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);

    expect(cancelCalls).toEqual([{ cancel: true, userStillThere: true, objectsStillThere: true }]);
    const after = await rowsOf(t, user.id);
    expect(after).toEqual(nothingLeft(before));
    expect(await t.database.db.select().from(bulkItems).where(eq(bulkItems.jobId, bulkJobId))).toEqual([]);
    for (const photo of photos) expect(existsSync(objectFile(t, photo)), photo.id).toBe(false);
    for (const photo of photos) {
      const image = await t.app.inject({ url: photo.objectPath, headers: { cookie: bystander.cookie } });
      expect(image.statusCode).toBe(404);
    }
    // What others keep: the message the user sent support, and the lab report, now anonymous.
    const [message] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, contactId));
    expect(message?.userId).toBeNull();
    const [report] = await t.database.db.select().from(qualityReports).where(eq(qualityReports.id, reportId));
    expect(report?.createdBy).toBeNull();

    expect(await signedIn(t, user.cookie)).toBe(false);
    expect(await signedIn(t, phone)).toBe(false);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
    // Nobody else lost anything, and the address is free for a new account.
    expect(await rowsOf(t, bystander.id)).toEqual(bystanderBefore);
    expect(await signedIn(t, bystander.cookie)).toBe(true);
    expect((await registerWithEmail(t, user.email)).id).not.toBe(user.id);
  });

  it("deletes nothing when a stored object cannot be removed (502), and succeeds when tried again", async () => {
    const user = await signUp(t.app);
    const { photos } = await busyAccount(t, user);
    const before = await rowsOf(t, user.id);
    vi.spyOn(LocalStorage.prototype, "delete").mockRejectedValueOnce(new Error("disk unavailable"));

    const failed = await deleteAccount(t, user.cookie, user.password);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      message: "Your files could not be deleted. Please try again in a moment.",
      code: "bad_gateway",
    });
    expectUnchangedButTries(await rowsOf(t, user.id), before);
    expect(await signedIn(t, user.cookie)).toBe(true);

    expect((await deleteAccount(t, user.cookie, user.password)).statusCode).toBe(204);
    expect(await rowsOf(t, user.id)).toEqual(nothingLeft(before));
    for (const photo of photos) expect(existsSync(objectFile(t, photo))).toBe(false);
  });

  it("refuses (409) to delete an account paying through a provider this server cannot reach", async () => {
    const user = await signUp(t.app);
    await subscribeDemo(t, user);
    // Subscribed through Stripe before this server switched to the demo checkout.
    await t.database.db
      .update(users)
      .set({ stripeSubscriptionId: "sub_elsewhere", stripeCustomerId: "cus_elsewhere" })
      .where(eq(users.id, user.id));
    const before = await rowsOf(t, user.id);

    const reply = await deleteAccount(t, user.cookie, user.password);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ message: SUBSCRIPTION_ELSEWHERE_MESSAGE, code: "conflict" });
    expectUnchangedButTries(await rowsOf(t, user.id), before);
  });

  it("has every foreign key to users cascade or set null", async () => {
    const keys = await query<{ table: string; action: string }>(
      t,
      sql`select conrelid::regclass::text as table, confdeltype::text as action from pg_constraint
          where contype = 'f' and confrelid = 'users'::regclass order by 1`,
    );
    expect(keys.length).toBeGreaterThanOrEqual(10);
    // c: cascade, n: set null.
    expect(keys.filter((key) => key.action !== "c" && key.action !== "n")).toEqual([]);
  });
});

describe("DELETE /api/account with Stripe", () => {
  const WEBHOOK_SECRET = "whsec_test_0123456789abcdefghijklmnopqrstuv";
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    t = await createTestApp({
      STRIPE_SECRET_KEY: "sk_test_51FakeStudioKey0123456789",
      STRIPE_PUBLISHABLE_KEY: "pk_test_51FakeStudioKey0123456789",
      STRIPE_PRICE_ID: FAKE_PRICE_ID,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.apiBase,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const rowOf = async (userId: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, userId)))[0];

  /** Checkout, Stripe's side of the first payment, and its invoice.paid webhook. */
  async function payingUser(): Promise<{ user: SignedUpUser; subscriptionId: string; customerId: string }> {
    const user = await signUp(t.app);
    await postJson(t, user, "/api/create-subscription", {});
    const stored = await rowOf(user.id);
    const subscriptionId = stored?.stripeSubscriptionId ?? "";
    fake.payFirstInvoice(subscriptionId);
    const invoice = fake.invoices.get(String(fake.subscriptions.get(subscriptionId)?.latest_invoice)) ?? {};
    const { confirmation_secret: _hidden, ...asSent } = invoice;
    const event = fake.signedEvent("invoice.paid", asSent);
    const paid = await t.app.inject({
      method: "POST",
      url: "/api/billing/webhook",
      payload: event.payload,
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": event.signature },
    });
    expect(paid.json()).toMatchObject({ result: "applied" });
    expect((await rowOf(user.id))?.subscriptionStatus).toBe("active");
    return { user, subscriptionId, customerId: stored?.stripeCustomerId ?? "" };
  }

  it("cancels the Stripe subscription before deleting, and keeps none of its events", async () => {
    const { user, subscriptionId, customerId } = await payingUser();
    const photo = await uploadAs(t, user, await makeJpeg({ width: 320, height: 240 }));
    const before = await rowsOf(t, user.id, customerId);
    expect(before["billing_events.payload"]).toBeGreaterThan(0);
    fake.requests.length = 0;

    const reply = await deleteAccount(t, user.cookie, user.password);
    expect(reply.statusCode, reply.body).toBe(204);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: "POST",
      path: `/v1/subscriptions/${subscriptionId}`,
      body: { cancel_at_period_end: "true" },
    });
    expect(fake.requests[0]?.headers["idempotency-key"]).toMatch(
      new RegExp(`^delete-account:${subscriptionId}:[0-9a-f-]{36}$`),
    );
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    expect(await rowsOf(t, user.id, customerId)).toEqual(nothingLeft(before));
    expect(existsSync(objectFile(t, photo))).toBe(false);
    expect(await t.database.db.select().from(billingEvents)).toEqual([]);
  });

  it("answers 502 and deletes nothing when Stripe fails, and deletes on a later try", async () => {
    const { user, subscriptionId, customerId } = await payingUser();
    const photo = await uploadAs(t, user, await makeJpeg({ width: 320, height: 240 }));
    const before = await rowsOf(t, user.id, customerId);
    fake.failNext(400, { type: "invalid_request_error", message: "Something is wrong" });

    const failed = await deleteAccount(t, user.cookie, user.password);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: "bad_gateway" });
    expectUnchangedButTries(await rowsOf(t, user.id, customerId), before);
    expect(existsSync(objectFile(t, photo))).toBe(true);
    expect(await signedIn(t, user.cookie)).toBe(true);
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);

    expect((await deleteAccount(t, user.cookie, user.password)).statusCode).toBe(204);
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    expect(await rowsOf(t, user.id, customerId)).toEqual(nothingLeft(before));
  });
});
