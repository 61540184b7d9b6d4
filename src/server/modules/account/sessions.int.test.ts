import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type SignedUpUser,
  sessionCookieFrom,
  signUp,
  type TestApp,
} from "../../../../tests/support/test-app";
import { type AccountSession, SESSION_ABSOLUTE_LIFETIME_DAYS } from "../../../domain/account";
import { sessions } from "../../db/schema";
import { deleteExpiredSessions, LAST_SEEN_INTERVAL_MS, touchSession } from "../sessions/service";
import { publicSessionId } from "./sessions-service";

/**
 * The sessions part of /account through the real app: what a user sees of their devices (never a
 * session's secret), ending one, ending all the others, and the absolute lifetime.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY_MS = 24 * 60 * 60_000;

/** Another device signing in to the same account: its own session cookie. */
async function signIn(user: SignedUpUser, userAgent = "Mozilla/5.0 (Second device)"): Promise<string> {
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: user.password },
    headers: { "user-agent": userAgent },
    remoteAddress: "203.0.113.7",
  });
  if (reply.statusCode !== 200) throw new Error(`sign-in failed: ${reply.statusCode} ${reply.body}`);
  return sessionCookieFrom(reply.headers["set-cookie"]);
}

const as = (cookie: string | undefined, method: "GET" | "POST" | "DELETE", url: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

async function listAs(cookie: string): Promise<AccountSession[]> {
  const reply = await as(cookie, "GET", "/api/account/sessions");
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().sessions;
}

/** The session id a cookie carries (`sid=s:<sid>.<signature>`), read from the database instead. */
async function sidsOf(userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((row) => row.sid);
}

async function currentIdOf(cookie: string): Promise<string> {
  const current = (await listAs(cookie)).find((session) => session.current);
  if (!current) throw new Error("no current session");
  return current.id;
}

const signedIn = async (cookie: string) => (await as(cookie, "GET", "/api/auth/user")).statusCode === 200;

describe("GET /api/account/sessions", () => {
  it("lists the caller's live sessions, newest first, the request's own flagged, no secret leaked", async () => {
    const user = await signUp(t.app);
    const stranger = await signUp(t.app);
    const laptop = await signIn(user, "Mozilla/5.0 (Laptop)");
    const sids = await sidsOf(user.id);
    expect(sids).toHaveLength(2);
    // The laptop was last seen an hour ago; the sign-up session is seen now (this request).
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(sessions.sid, sidOfCookie(laptop)));

    const reply = await as(user.cookie, "GET", "/api/account/sessions");
    expect(reply.statusCode).toBe(200);
    const listed: AccountSession[] = reply.json().sessions;
    expect(listed).toHaveLength(2);
    const [first, second] = listed;
    expect(first).toMatchObject({ current: true });
    expect(second).toMatchObject({ userAgent: "Mozilla/5.0 (Laptop)", ip: "203.0.113.7", current: false });
    expect(Date.parse(first?.lastSeenAt ?? "")).toBeGreaterThan(Date.parse(second?.lastSeenAt ?? ""));
    for (const session of listed) {
      expect(Object.keys(session).sort()).toEqual(
        ["createdAt", "current", "expiresAt", "id", "ip", "lastSeenAt", "userAgent"].sort(),
      );
      expect(session.id).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(new Set(listed.map((session) => session.id))).toEqual(new Set(sids.map(publicSessionId)));
    // The secret the cookie carries appears nowhere, nor does anyone else's session.
    for (const sid of [...sids, ...(await sidsOf(stranger.id))]) expect(reply.body).not.toContain(sid);
    expect(reply.body).not.toContain(publicSessionId((await sidsOf(stranger.id))[0] ?? ""));

    // Seen from the laptop, the laptop is the current one (and now the last seen).
    expect((await listAs(laptop)).map((session) => session.current)).toEqual([true, false]);
  });

  it("gives each session its end: the sliding expiry, or the absolute lifetime when that comes first", async () => {
    const user = await signUp(t.app);
    const sid = (await sidsOf(user.id))[0] ?? "";
    const [fresh] = await listAs(user.cookie);
    const row = (await t.database.db.select().from(sessions).where(eq(sessions.sid, sid)))[0];
    expect(fresh?.expiresAt).toBe(row?.expire.toISOString());

    // Started 89 days ago: one day is left of its 90, less than the 30-day sliding expiry.
    const createdAt = new Date(Date.now() - 89 * DAY_MS);
    await t.database.db.update(sessions).set({ createdAt }).where(eq(sessions.sid, sid));
    const [old] = await listAs(user.cookie);
    expect(old?.expiresAt).toBe(
      new Date(createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_DAYS * DAY_MS).toISOString(),
    );
    expect(old?.createdAt).toBe(createdAt.toISOString());
  });

  it("leaves out expired sessions and refuses anonymous callers", async () => {
    const user = await signUp(t.app);
    const other = await signIn(user);
    const otherSid = sidOfCookie(other);
    await t.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, otherSid));
    expect(await listAs(user.cookie)).toHaveLength(1);

    const anonymous = await as(undefined, "GET", "/api/account/sessions");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "unauthorized" });
  });
});

describe("DELETE /api/account/sessions/:id", () => {
  it("ends another of the caller's sessions and keeps the caller signed in", async () => {
    const user = await signUp(t.app);
    const phone = await signIn(user, "Phone");
    const phoneId = await currentIdOf(phone);

    const reply = await as(user.cookie, "DELETE", `/api/account/sessions/${phoneId}`);
    expect(reply.statusCode, reply.body).toBe(204);
    expect(reply.headers["set-cookie"]).toBeUndefined();
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(user.cookie)).toBe(true);
    expect((await listAs(user.cookie)).map((session) => session.id)).not.toContain(phoneId);

    // Gone is gone: a second time it names nothing.
    expect((await as(user.cookie, "DELETE", `/api/account/sessions/${phoneId}`)).statusCode).toBe(404);
  });

  it("ending the current session signs the caller out and clears the cookie", async () => {
    const user = await signUp(t.app);
    const spare = await signIn(user);
    const ownId = await currentIdOf(user.cookie);

    const reply = await as(user.cookie, "DELETE", `/api/account/sessions/${ownId}`);
    expect(reply.statusCode).toBe(204);
    expect(String(reply.headers["set-cookie"])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(await signedIn(user.cookie)).toBe(false);
    expect(await signedIn(spare)).toBe(true);
  });

  it("answers 404 for someone else's session, an unknown or malformed id, and ends nothing", async () => {
    const user = await signUp(t.app);
    const stranger = await signUp(t.app);
    const strangerId = await currentIdOf(stranger.cookie);
    const sid = (await sidsOf(user.id))[0] ?? "";

    for (const id of [
      strangerId,
      publicSessionId("no-such-session"),
      "not-a-session",
      "1' OR '1'='1",
      // The secret itself is not a public id either.
      sid,
    ]) {
      const reply = await as(user.cookie, "DELETE", `/api/account/sessions/${encodeURIComponent(id)}`);
      expect(reply.statusCode, id).toBe(404);
      expect(reply.json()).toEqual({ message: "Session not found", code: "not_found" });
    }
    expect(await signedIn(stranger.cookie)).toBe(true);
    expect(await signedIn(user.cookie)).toBe(true);

    const anonymous = await as(undefined, "DELETE", `/api/account/sessions/${strangerId}`);
    expect(anonymous.statusCode).toBe(401);
    expect(await signedIn(stranger.cookie)).toBe(true);
  });
});

describe("POST /api/account/sessions/sign-out-others", () => {
  it("ends every other session of the caller, and nobody else's", async () => {
    const user = await signUp(t.app);
    const stranger = await signUp(t.app);
    const devices = [await signIn(user, "Tablet"), await signIn(user, "Phone")];

    const reply = await as(user.cookie, "POST", "/api/account/sessions/sign-out-others");
    expect(reply.statusCode, reply.body).toBe(204);
    expect(reply.headers["set-cookie"]).toBeUndefined();
    for (const device of devices) expect(await signedIn(device)).toBe(false);
    expect(await signedIn(user.cookie)).toBe(true);
    expect(await signedIn(stranger.cookie)).toBe(true);
    expect(await listAs(user.cookie)).toEqual([expect.objectContaining({ current: true })]);

    expect((await as(undefined, "POST", "/api/account/sessions/sign-out-others")).statusCode).toBe(401);
  });
});

describe("the absolute lifetime", () => {
  it(`ends a session ${SESSION_ABSOLUTE_LIFETIME_DAYS} days after it began, however active it was`, async () => {
    const user = await signUp(t.app);
    const recent = await signIn(user);
    const sid = sidOfCookie(user.cookie);
    // Used every day: its sliding expiry is 30 days away.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 91 * DAY_MS), lastSeenAt: new Date() })
      .where(eq(sessions.sid, sid));

    expect(await signedIn(user.cookie)).toBe(false);
    expect((await as(user.cookie, "GET", "/api/account/sessions")).statusCode).toBe(401);
    const listed = await listAs(recent);
    expect(listed.map((session) => session.id)).toEqual([publicSessionId(sidOfCookie(recent))]);

    // The cleanup job removes the row; the recent session stays.
    await deleteExpiredSessions(t.database.db);
    expect(await sidsOf(user.id)).toEqual([sidOfCookie(recent)]);
  });
});

describe("touchSession", () => {
  it(`writes last_seen_at only when it is more than ${LAST_SEEN_INTERVAL_MS / 60_000} minutes old`, async () => {
    const user = await signUp(t.app);
    const sid = (await sidsOf(user.id))[0] ?? "";
    const lastSeen = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.sid, sid)))[0]?.lastSeenAt;
    const setLastSeen = (minutesAgo: number) =>
      t.database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - ${minutesAgo}::int * interval '1 minute'` })
        .where(eq(sessions.sid, sid));

    await setLastSeen(2);
    const before = await lastSeen();
    expect(await touchSession(t.database.db, sid)).toBe(false);
    expect(await lastSeen()).toEqual(before);

    await setLastSeen(6);
    const now = new Date();
    expect(await touchSession(t.database.db, sid, now)).toBe(true);
    expect(await lastSeen()).toEqual(now);
    // A burst of requests right after writes nothing more.
    expect(await touchSession(t.database.db, sid, new Date(now.getTime() + 1000))).toBe(false);
    expect(await touchSession(t.database.db, "no-such-session")).toBe(false);
  });
});

/** The session id a cookie carries (the cookie's value is the id, signed). */
function sidOfCookie(cookie: string): string {
  const unsigned = t.app.unsignCookie(decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)));
  if (!unsigned.valid || !unsigned.value) throw new Error(`not a signed session cookie: ${cookie}`);
  return unsigned.value;
}
