import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  latestMailToken,
  sessionCookieFrom,
  type TestApp,
  uniqueEmail,
} from "../../../../tests/support/test-app";
import {
  SIGN_IN_LINK_REPLY,
  SIGN_IN_THROTTLED_MESSAGE,
  TOKEN_LIFETIME_MINUTES,
} from "../../../domain/account";
import { authTokens, outboundMail, rateLimitBuckets } from "../../db/schema";
import { LINK_INVALID_MESSAGE } from "./account-service";
import { LOGIN_LIMITS } from "./service";

/**
 * Finding 29.8: the owner could be locked out of sign-in on any new device (100 wrong passwords
 * from 20 addresses: 429 for 15 minutes), and an IPv6 attacker had a /64 of "addresses". Now
 * every per-address limit keys IPv6 by its /64, and a throttled account's owner can sign in with
 * an e-mailed one-time link, which also makes the device known.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let ipCounter = 0;
const freshIp = () => `10.29.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function post(url: string, payload: object, remoteAddress = freshIp(), headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url, payload, remoteAddress, headers });
}

async function registeredUser() {
  const email = uniqueEmail("owner");
  const password = "correct horse battery";
  const reply = await post("/api/auth/register", { email, password });
  expect(reply.statusCode).toBe(201);
  return { email, password, id: reply.json().id as string };
}

/** Guesses from everywhere have used up the account's ceiling (100 in 15 minutes). */
async function exhaustAccountCeiling(email: string) {
  const exhausted = { count: LOGIN_LIMITS.perAccount.limit, resetAt: new Date(Date.now() + 10 * 60_000) };
  await t.database.db
    .insert(rateLimitBuckets)
    .values({ key: `login:account:${email.toLowerCase()}`, ...exhausted })
    .onConflictDoUpdate({ target: rateLimitBuckets.key, set: exhausted });
}

function cookiesFrom(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

async function signInLinkMails(email: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: outboundMail.id })
    .from(outboundMail)
    .where(and(eq(outboundMail.to, email.toLowerCase()), eq(outboundMail.kind, "sign_in")));
  return rows.length;
}

describe("per-address sign-in limits and IPv6", () => {
  it("counts a whole IPv6 /64 as one address", async () => {
    let last = 0;
    for (let i = 0; i <= LOGIN_LIMITS.perIp.limit; i++) {
      const address = `2001:db8:29:8:${(i + 1).toString(16)}::${(i * 7 + 1).toString(16)}`;
      last = (await post("/api/auth/login", { email: uniqueEmail("spray"), password: "guess-1234" }, address))
        .statusCode;
      if (i < LOGIN_LIMITS.perIp.limit) expect(last).toBe(401);
    }
    expect(last).toBe(429);
    // Another /64 is another address; so is an IPv4 client.
    const elsewhere = await post(
      "/api/auth/login",
      { email: uniqueEmail("spray"), password: "guess-1234" },
      "2001:db8:29:9::1",
    );
    expect(elsewhere.statusCode).toBe(401);
  });

  it("counts an IPv4-mapped IPv6 client as its IPv4 address", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIp.limit; i++) {
      const address = i % 2 === 0 ? "192.0.2.77" : "::ffff:192.0.2.77";
      expect(
        (await post("/api/auth/login", { email: uniqueEmail(), password: "guess-1234" }, address)).statusCode,
      ).toBe(401);
    }
    const next = await post(
      "/api/auth/login",
      { email: uniqueEmail(), password: "guess-1234" },
      "::ffff:192.0.2.77",
    );
    expect(next.statusCode).toBe(429);
  });
});

describe("an e-mailed sign-in link while the account is throttled", () => {
  it("offers the link on the per-account 429, and lets the owner in on a new device, which is then known", async () => {
    const owner = await registeredUser();
    await exhaustAccountCeiling(owner.email);

    const refused = await post("/api/auth/login", { email: owner.email, password: owner.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: SIGN_IN_THROTTLED_MESSAGE, code: "sign_in_throttled" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    const asked = await post("/api/auth/sign-in-link", { email: ` ${owner.email.toUpperCase()} ` });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: SIGN_IN_LINK_REPLY });
    expect(await signInLinkMails(owner.email)).toBe(1);
    const token = await latestMailToken(t, owner.email);
    const [mail] = await t.database.db
      .select()
      .from(outboundMail)
      .where(and(eq(outboundMail.to, owner.email.toLowerCase()), eq(outboundMail.kind, "sign_in")));
    expect(mail?.text).toContain(`/sign-in-link?token=${token}`);

    // Only the token's SHA-256 is stored, and it lives 15–30 minutes.
    const [stored] = await t.database.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, owner.id), eq(authTokens.purpose, "sign_in")));
    expect(stored?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(TOKEN_LIFETIME_MINUTES.sign_in).toBeGreaterThanOrEqual(15);

    const signedIn = await post("/api/auth/sign-in-link/consume", { token });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: owner.id, email: owner.email.toLowerCase() });
    const cookies = cookiesFrom(signedIn.headers["set-cookie"]);
    expect(cookies).toMatch(/sid=/);
    expect(cookies).toMatch(/did=/);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: sessionCookieFrom(signedIn.headers["set-cookie"]) },
    });
    expect(me.statusCode).toBe(200);

    // The link works once.
    const again = await post("/api/auth/sign-in-link/consume", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: LINK_INVALID_MESSAGE, code: "bad_request" });

    // The device is now known: its right password goes through though the ceiling still holds.
    const device = cookies.split("; ").find((cookie) => cookie.startsWith("did=")) ?? "";
    expect(
      (
        await post("/api/auth/login", { email: owner.email, password: owner.password }, freshIp(), {
          cookie: device,
        })
      ).statusCode,
    ).toBe(200);
    expect((await post("/api/auth/login", { email: owner.email, password: owner.password })).statusCode).toBe(
      429,
    );
  });

  it("answers the same 202 for an unknown address, and sends at most 3 links an hour per address", async () => {
    const unknown = uniqueEmail("nobody");
    const reply = await post("/api/auth/sign-in-link", { email: unknown });
    expect(reply.statusCode).toBe(202);
    expect(reply.json()).toEqual({ message: SIGN_IN_LINK_REPLY });
    expect(await signInLinkMails(unknown)).toBe(0);

    const owner = await registeredUser();
    for (let i = 0; i < 5; i++) {
      const asked = await post("/api/auth/sign-in-link", { email: owner.email });
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({ message: SIGN_IN_LINK_REPLY });
    }
    expect(await signInLinkMails(owner.email)).toBe(3);
  });

  it("refuses a forged, expired or other-purpose token with the link message, and signs nobody in", async () => {
    const owner = await registeredUser();
    await post("/api/auth/forgot-password", { email: owner.email });
    const resetToken = await latestMailToken(t, owner.email);
    await post("/api/auth/sign-in-link", { email: owner.email });
    const token = await latestMailToken(t, owner.email);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(authTokens.userId, owner.id), eq(authTokens.purpose, "sign_in")));

    for (const candidate of [resetToken, token, "forged-token", "x".repeat(43)]) {
      const reply = await post("/api/auth/sign-in-link/consume", { token: candidate });
      expect(reply.statusCode, candidate).toBe(400);
      expect(reply.json().message).toBe(LINK_INVALID_MESSAGE);
      expect(reply.headers["set-cookie"]).toBeUndefined();
    }
    // The reset link was not spent by the attempt.
    const reset = await post("/api/auth/reset-password", {
      token: resetToken,
      password: "a-brand-new-passphrase-9",
    });
    expect(reset.statusCode).toBe(200);
  });

  it("refuses bad input with a 400 naming the field", async () => {
    for (const [url, payload, field] of [
      ["/api/auth/sign-in-link", { email: "not an address" }, "email"],
      ["/api/auth/sign-in-link", {}, "email"],
      ["/api/auth/sign-in-link/consume", { token: "" }, "token"],
      ["/api/auth/sign-in-link/consume", {}, "token"],
    ] as const) {
      const reply = await post(url, payload);
      expect(reply.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(reply.json().code).toBe("bad_request");
      expect(JSON.stringify(reply.json().issues)).toContain(field);
    }
  });
});
