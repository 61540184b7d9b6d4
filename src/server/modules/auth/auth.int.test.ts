import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmEmailOf,
  createTestApp,
  sessionCookieFrom,
  type TestApp,
  uniqueEmail,
} from "../../../../tests/support/test-app";
import { rateLimitBuckets, sessions, users } from "../../db/schema";
import { LOGIN_LIMITS } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "Boss@Example.com, other@example.com" });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test speaks from its own address so per-IP limits never leak between tests. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function register(
  body: Record<string, unknown>,
  remoteAddress = freshIp(),
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method: "POST", url: "/api/auth/register", payload: body, remoteAddress, headers });
}
function login(
  body: Record<string, unknown>,
  remoteAddress = freshIp(),
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method: "POST", url: "/api/auth/login", payload: body, remoteAddress, headers });
}
function currentUser(cookie?: string) {
  return t.app.inject({ method: "GET", url: "/api/auth/user", headers: cookie ? { cookie } : {} });
}
/** The device cookie (`did=…`) from a reply's Set-Cookie headers. */
function deviceCookieFrom(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.find((cookie) => cookie.startsWith("did="))?.split(";")[0] ?? "";
}
async function registeredUser(password = "correct horse battery") {
  const email = uniqueEmail();
  const reply = await register({ email, password, firstName: "Ada", lastName: "Lovelace" });
  expect(reply.statusCode).toBe(201);
  return {
    email,
    password,
    cookie: sessionCookieFrom(reply.headers["set-cookie"]),
    id: reply.json().id as string,
  };
}

describe("registration", () => {
  it("creates the account, starts a session and never exposes the hash", async () => {
    const email = uniqueEmail("New.Person");
    const reply = await register({
      email,
      password: "lantern-orchid-47",
      firstName: "Grace",
      lastName: null,
    });
    expect(reply.statusCode).toBe(201);
    const user = reply.json();
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      firstName: "Grace",
      lastName: null,
      role: "user",
      subscriptionStatus: "inactive",
      subscriptionEndDate: null,
      profileImageUrl: null,
    });
    expect(Object.keys(user).sort()).toEqual(
      [
        "createdAt",
        "email",
        "emailVerified",
        "firstName",
        "id",
        "lastName",
        "profileImageUrl",
        "role",
        "subscriptionEndDate",
        "subscriptionStatus",
      ].sort(),
    );
    const setCookies = [reply.headers["set-cookie"]].flat().map(String);
    const cookie = setCookies.find((value) => value.startsWith("sid=")) ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // The device cookie goes to the sign-in routes only.
    expect(setCookies.find((value) => value.startsWith("did="))).toMatch(/Path=\/api\/auth; .*HttpOnly/);
    const me = await currentUser(sessionCookieFrom(cookie));
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ["a bad e-mail", { email: "not-an-email", password: "lantern-orchid-47" }, "email"],
    ["a missing e-mail", { password: "lantern-orchid-47" }, "email"],
    ["a short password", { email: uniqueEmail(), password: "short" }, "password"],
    ["an over-long password", { email: uniqueEmail(), password: "x".repeat(129) }, "password"],
    [
      "a non-string name",
      { email: uniqueEmail(), password: "lantern-orchid-47", firstName: 42 },
      "firstName",
    ],
  ])("refuses %s with 400 and the zod issues", async (_label, body, field) => {
    const reply = await register(body);
    expect(reply.statusCode).toBe(400);
    const error = reply.json();
    expect(error.code).toBe("bad_request");
    expect(error.message).toEqual(expect.any(String));
    expect(error.issues.some((issue: { path: string[] }) => issue.path[0] === field)).toBe(true);
  });

  it("refuses a duplicate e-mail in another case with 409", async () => {
    const { email } = await registeredUser();
    const reply = await register({ email: email.toUpperCase(), password: "another-password" });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ message: "An account with this email already exists", code: "conflict" });
  });

  it("makes an ADMIN_EMAILS address admin, whatever the case, only once its owner opens the e-mailed link", async () => {
    const reply = await register({ email: "boss@example.COM", password: "lantern-orchid-47" });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ role: "user", emailVerified: false });
    const cookie = sessionCookieFrom(reply.headers["set-cookie"]);
    await confirmEmailOf(t, "boss@example.com");
    expect((await currentUser(cookie)).json()).toMatchObject({ role: "admin", emailVerified: true });
  });

  it("rate limits sign-ups from one address (20 an hour by default)", async () => {
    const limit = t.config.raw.REGISTRATIONS_PER_IP_PER_HOUR;
    expect(limit).toBe(20);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      statuses.push(
        (await register({ email: uniqueEmail("bulk"), password: "lantern-orchid-47" }, ip)).statusCode,
      );
    }
    expect(statuses.slice(0, limit).every((status) => status === 201)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});

describe("sign-in", () => {
  it("signs in with the e-mail in any case", async () => {
    const { email, password, id } = await registeredUser();
    const reply = await login({ email: `  ${email.toUpperCase()} `, password });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().id).toBe(id);
    expect((await currentUser(sessionCookieFrom(reply.headers["set-cookie"]))).statusCode).toBe(200);
  });

  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    const { email } = await registeredUser();
    const wrong = await login({ email, password: "not the password" });
    const unknown = await login({ email: uniqueEmail("ghost"), password: "whatever123" });
    for (const reply of [wrong, unknown]) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ message: "Invalid email or password", code: "unauthorized" });
      expect(reply.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("refuses a missing password and a malformed e-mail with 400", async () => {
    expect((await login({ email: uniqueEmail() })).statusCode).toBe(400);
    expect((await login({ email: "nope", password: "x" })).statusCode).toBe(400);
  });

  it("lets a user fumble a few times, then succeed", async () => {
    const { email, password } = await registeredUser();
    const ip = freshIp();
    for (let i = 0; i < 4; i++)
      expect((await login({ email, password: `guess-${i}` }, ip)).statusCode).toBe(401);
    expect((await login({ email, password }, ip)).statusCode).toBe(200);
  });

  it("slows one address guessing one account with growing waits, and logs the throttle", async () => {
    const { email, password } = await registeredUser();
    const ip = freshIp();
    const [perMinute] = LOGIN_LIMITS.perPair;
    for (let i = 0; i < (perMinute?.limit ?? 0); i++) {
      expect((await login({ email, password: `guess-${i}` }, ip)).statusCode).toBe(401);
    }
    const blocked = await login({ email, password: "guess-again" }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("rate_limited");
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // From this address even the right password waits: the attacker must not learn it was right.
    expect((await login({ email, password }, ip)).statusCode).toBe(429);
    // The owner elsewhere is not locked out by it.
    expect((await login({ email, password }, freshIp())).statusCode).toBe(200);
  });

  it("never locks the owner out of a device that signed in before, whatever happens elsewhere", async () => {
    const { email, password } = await registeredUser();
    const first = await login({ email, password });
    const deviceCookie = deviceCookieFrom(first.headers["set-cookie"]);
    expect(deviceCookie).toMatch(/^did=/);
    // Guesses from many addresses exhaust the account's ceiling…
    const key = `login:account:${email.toLowerCase()}`;
    const exhausted = { count: LOGIN_LIMITS.perAccount.limit, resetAt: new Date(Date.now() + 10 * 60_000) };
    await t.database.db
      .insert(rateLimitBuckets)
      .values({ key, ...exhausted })
      .onConflictDoUpdate({ target: rateLimitBuckets.key, set: exhausted });
    expect((await login({ email, password: "attacker-guess" })).statusCode).toBe(429);
    // …a new device with the right password waits, and the owner's own device does not.
    expect((await login({ email, password })).statusCode).toBe(429);
    expect((await login({ email, password }, freshIp(), { cookie: deviceCookie })).statusCode).toBe(200);
    // A forged or another account's device cookie does not help.
    const stranger = await registeredUser();
    const strangerDevice = deviceCookieFrom(
      (await login({ email: stranger.email, password: stranger.password })).headers["set-cookie"],
    );
    expect((await login({ email, password }, freshIp(), { cookie: strangerDevice })).statusCode).toBe(429);
    expect((await login({ email, password }, freshIp(), { cookie: "did=forged" })).statusCode).toBe(429);
  });

  it("answers 429 when one address sprays many accounts", async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i <= LOGIN_LIMITS.perIp.limit; i++) {
      last = (await login({ email: uniqueEmail("spray"), password: "password1" }, ip)).statusCode;
      if (i < LOGIN_LIMITS.perIp.limit) expect(last).toBe(401);
    }
    expect(last).toBe(429);
  });

  it("promotes a verified ADMIN_EMAILS account that existed before the setting, at sign-in", async () => {
    const password = "lantern-orchid-47";
    const created = await register({ email: "Other@Example.com", password });
    expect(created.json().role).toBe("user");
    // Unverified: signing in changes nothing.
    expect((await login({ email: "other@example.com", password })).json().role).toBe("user");
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, created.json().id));
    const reply = await login({ email: "other@example.com", password });
    expect(reply.json().role).toBe("admin");
  });
});

describe("sessions", () => {
  it("answers 401 JSON when signed out", async () => {
    const reply = await currentUser();
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ message: "Not signed in", code: "unauthorized" });
  });

  it("issues a new session id on sign-in and kills the old one (no fixation)", async () => {
    const first = await registeredUser();
    const second = await registeredUser();
    const reply = await login({ email: second.email, password: second.password }, freshIp(), {
      cookie: first.cookie,
    });
    expect(reply.statusCode).toBe(200);
    const newCookie = sessionCookieFrom(reply.headers["set-cookie"]);
    expect(newCookie).not.toBe(first.cookie);
    expect((await currentUser(first.cookie)).statusCode).toBe(401);
    expect((await currentUser(newCookie)).json().id).toBe(second.id);
  });

  it("stores the session as a row with an expiry", async () => {
    const { cookie, id } = await registeredUser();
    const sid = decodeURIComponent(cookie.slice("sid=".length)).split(".")[0] ?? "";
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(row?.sess).toMatchObject({ userId: id });
    expect(row?.expire.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it("rejects an expired session", async () => {
    const { cookie } = await registeredUser();
    const sid = decodeURIComponent(cookie.slice("sid=".length)).split(".")[0] ?? "";
    await t.database.db
      .update(sessions)
      .set({ expire: sql`now() - interval '1 minute'` })
      .where(eq(sessions.sid, sid));
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it("extends a session used after half its life, and only then", async () => {
    const { cookie } = await registeredUser();
    const sid = decodeURIComponent(cookie.slice("sid=".length)).split(".")[0] ?? "";
    const fresh = await currentUser(cookie);
    expect(fresh.headers["set-cookie"]).toBeUndefined();
    await t.database.db
      .update(sessions)
      .set({ expire: sql`now() + interval '10 days'` })
      .where(eq(sessions.sid, sid));
    const aging = await currentUser(cookie);
    expect(aging.statusCode).toBe(200);
    expect(aging.headers["set-cookie"]).toMatch(/^sid=/);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(row?.expire.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it("rejects a forged cookie", async () => {
    const { cookie } = await registeredUser();
    const forged = `${cookie.slice(0, -3)}abc`;
    expect((await currentUser(forged)).statusCode).toBe(401);
  });

  it("re-reads the role from the database on every request", async () => {
    const { cookie, id } = await registeredUser();
    expect((await currentUser(cookie)).json().role).toBe("user");
    await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, id));
    expect((await currentUser(cookie)).json().role).toBe("admin");
  });

  it("POST /api/auth/logout answers 204 and the session is gone", async () => {
    const { cookie } = await registeredUser();
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    const reply = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(reply.statusCode).toBe(204);
    expect((await currentUser(cookie)).statusCode).toBe(401);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) - 1);
  });

  it("GET /api/logout clears the session and redirects to /", async () => {
    const { cookie } = await registeredUser();
    const reply = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie } });
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe("/");
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });
});

describe("cross-site requests", () => {
  it.each([
    ["an Origin of another site", { origin: "https://evil.example" }],
    ["a null Origin", { origin: "null" }],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
  ])("refuses %s with 403", async (_label, headers) => {
    const { email, password, cookie } = await registeredUser();
    const loginReply = await login({ email, password }, freshIp(), headers);
    expect(loginReply.statusCode).toBe(403);
    expect(loginReply.json()).toEqual({ message: "Cross-site request refused", code: "forbidden" });
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, ...headers },
    });
    expect(logout.statusCode).toBe(403);
    expect((await currentUser(cookie)).statusCode).toBe(200);
  });

  it("accepts the app's own origin", async () => {
    const { email, password } = await registeredUser();
    const reply = await login({ email, password }, freshIp(), {
      origin: "http://localhost:80",
      host: "localhost:80",
      "sec-fetch-site": "same-origin",
    });
    expect(reply.statusCode).toBe(200);
  });
});

describe("error replies and headers", () => {
  it("answers malformed JSON with 400", async () => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ message: "The request body is not valid JSON", code: "bad_request" });
  });

  it("answers an unsupported body type with 415", async () => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "text/xml" },
      payload: "<a/>",
    });
    expect(reply.statusCode).toBe(415);
    expect(reply.json().code).toBe("unsupported_media_type");
  });

  it("answers an unknown /api path with 404 JSON", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/no/such/thing" });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ message: "No route for GET /api/no/such/thing", code: "not_found" });
  });

  it("sends a CSP and the other security headers", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(reply.json()).toEqual({ status: "ok", db: "ok", storage: "ok" });
    expect(reply.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(reply.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(reply.headers["x-content-type-options"]).toBe("nosniff");
    expect(reply.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
