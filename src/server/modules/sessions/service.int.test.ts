import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { SESSION_ABSOLUTE_LIFETIME_DAYS } from "../../../domain/account";
import { sessions, users } from "../../db/schema";
import { createSession, findActiveSession } from "./service";

/**
 * The session lookup every signed-in request makes goes to the driver directly (not through
 * drizzle's query path): it must still hand back exactly the user row drizzle would, on PGlite and
 * on Postgres, and never a session that is over.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function insertUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: `lookup.${crypto.randomUUID()}@example.com`,
      passwordHash: "$argon2id$hash",
      ...overrides,
    })
    .returning();
  if (!user) throw new Error("no user inserted");
  return user;
}

describe("findActiveSession", () => {
  it("returns the same user row as drizzle's select, every column decoded alike", async () => {
    // Every nullable column filled, so each decoder (timestamps, integers, text) is exercised.
    const user = await insertUser({
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: "/objects/avatar.png",
      username: `ada-${crypto.randomUUID()}`,
      role: "admin",
      stripeCustomerId: `cus_${crypto.randomUUID()}`,
      stripeSubscriptionId: `sub_${crypto.randomUUID()}`,
      subscriptionStatus: "canceling",
      subscriptionEndDate: new Date("2031-05-06T07:08:09.123Z"),
      socialMediaGenerationsUsed: 7,
      productListingsUsed: 3,
      emailVerifiedAt: new Date("2026-01-02T03:04:05.678Z"),
    });
    const { sid, expire } = await createSession(t.database.db, user.id);

    const session = await findActiveSession(t.database.db, sid);

    const [viaDrizzle] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(session?.user).toStrictEqual(viaDrizzle);
    expect(session?.sid).toBe(sid);
    expect(session?.expire).toEqual(expire);
    expect(session?.lastSeenAt).toBeInstanceOf(Date);
  });

  it("keeps a user's empty columns null", async () => {
    const user = await insertUser();
    const { sid } = await createSession(t.database.db, user.id);
    const session = await findActiveSession(t.database.db, sid);
    expect(session?.user.subscriptionEndDate).toBeNull();
    expect(session?.user.firstName).toBeNull();
  });

  it("finds nothing for an unknown id, a session past its expiry or past its absolute lifetime", async () => {
    const user = await insertUser();
    const expired = await createSession(t.database.db, user.id);
    await t.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, expired.sid));
    const tooOld = await createSession(t.database.db, user.id);
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - ${sql.raw(`interval '${SESSION_ABSOLUTE_LIFETIME_DAYS + 1} days'`)}` })
      .where(eq(sessions.sid, tooOld.sid));

    expect(await findActiveSession(t.database.db, "no-such-session")).toBeNull();
    expect(await findActiveSession(t.database.db, expired.sid)).toBeNull();
    expect(await findActiveSession(t.database.db, tooOld.sid)).toBeNull();
  });
});
