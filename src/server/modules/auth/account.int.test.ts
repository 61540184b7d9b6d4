import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmEmailOf,
  createTestApp,
  latestMailToken,
  type SignedUpUser,
  sessionCookieFrom,
  signUp,
  type TestApp,
  uniqueEmail,
} from "../../../../tests/support/test-app";
import { FORGOT_PASSWORD_REPLY } from "../../../domain/account";
import { authTokens, outboundMail, users } from "../../db/schema";
import { LINK_INVALID_MESSAGE } from "./account-service";
import { hashToken } from "./auth-tokens";

/**
 * E-mail verification, password reset and change, and e-mail change through the real app: every
 * token path (expired, reused, forged, another purpose), other sessions ended, admin promotion
 * only after verification, weak passwords refused.
 */
const ADMIN = "owner.admin@example.com";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
});
afterAll(() => t?.close());

function post(url: string, payload: object, cookie?: string) {
  return t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
}
const me = (cookie: string) => t.app.inject({ url: "/api/auth/user", headers: { cookie } });
const login = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(outboundMail)
    .where(eq(outboundMail.to, email))
    .orderBy(desc(outboundMail.createdAt));
async function secondDevice(user: SignedUpUser): Promise<string> {
  const reply = await login(user.email, user.password);
  return sessionCookieFrom(reply.headers["set-cookie"]);
}

describe("e-mail verification", () => {
  it("mails a link at sign-up (text and HTML), and the link confirms the address once", async () => {
    const user = await signUp(t.app, { firstName: "Ada" });
    expect((await me(user.cookie)).json().emailVerified).toBe(false);
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ kind: "verify_email", deliveryStatus: "stored" });
    expect(mail?.subject).toBe("Confirm your e-mail address for Seller Content Studio");
    expect(mail?.text).toMatch(/^Hi Ada,/);
    expect(mail?.text).toMatch(/http:\/\/localhost:\d+\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain("Confirm my e-mail address");

    const token = await latestMailToken(t, user.email);
    const first = await post("/api/auth/verify-email", { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: "Thanks! Your e-mail address is confirmed." });
    expect((await me(user.cookie)).json().emailVerified).toBe(true);

    const again = await post("/api/auth/verify-email", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(LINK_INVALID_MESSAGE);
  });

  it("refuses a forged, an expired and another purpose's token, and never stores the token itself", async () => {
    const user = await signUp(t.app);
    const token = await latestMailToken(t, user.email);
    const stored = await t.database.db.select().from(authTokens).where(eq(authTokens.email, user.email));
    expect(stored.map((row) => row.tokenHash)).toEqual([hashToken(token)]);
    expect(JSON.stringify(stored)).not.toContain(token);

    const forged = await post("/api/auth/verify-email", { token: `${token.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(400);
    const malformed = await post("/api/auth/verify-email", { token: "<script>" });
    expect(malformed.statusCode).toBe(400);

    // A reset link can't verify, nor can a verify link reset.
    await post("/api/auth/forgot-password", { email: user.email });
    const resetToken = await latestMailToken(t, user.email);
    expect((await post("/api/auth/verify-email", { token: resetToken })).statusCode).toBe(400);
    expect(
      (await post("/api/auth/reset-password", { token, password: "quiet-harbour-lamp-92" })).statusCode,
    ).toBe(400);

    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await post("/api/auth/verify-email", { token })).statusCode).toBe(400);
    expect((await me(user.cookie)).json().emailVerified).toBe(false);
  });

  it("makes an ADMIN_EMAILS address admin only after verification", async () => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: ADMIN, password: "silver-kettle-drum-8" },
      remoteAddress: "10.78.0.1",
    });
    const cookie = sessionCookieFrom(reply.headers["set-cookie"]);
    expect(reply.json().role).toBe("user");
    expect((await t.app.inject({ url: "/api/admin/test-cases", headers: { cookie } })).statusCode).toBe(403);
    await confirmEmailOf(t, ADMIN);
    expect((await me(cookie)).json().role).toBe("admin");
    expect((await t.app.inject({ url: "/api/admin/test-cases", headers: { cookie } })).statusCode).toBe(200);
  });

  it("resends a new link on request, a few times an hour, and the newest replaces the older", async () => {
    const user = await signUp(t.app);
    const first = await latestMailToken(t, user.email);
    const resent = await post("/api/auth/resend-verification", {}, user.cookie);
    expect(resent.statusCode).toBe(202);
    const second = await latestMailToken(t, user.email);
    expect(second).not.toBe(first);
    expect((await post("/api/auth/verify-email", { token: first })).statusCode).toBe(400);
    await post("/api/auth/resend-verification", {}, user.cookie);
    await post("/api/auth/resend-verification", {}, user.cookie);
    const tooMany = await post("/api/auth/resend-verification", {}, user.cookie);
    expect(tooMany.statusCode).toBe(429);
    expect(Number(tooMany.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post("/api/auth/resend-verification", {})).statusCode).toBe(401);
  });
});

describe("forgotten passwords", () => {
  it("answers the same whether or not the address has an account, and mails only a real one", async () => {
    const user = await signUp(t.app);
    const ghost = uniqueEmail("ghost");
    const real = await post("/api/auth/forgot-password", { email: user.email.toUpperCase() });
    const unknown = await post("/api/auth/forgot-password", { email: ghost });
    for (const reply of [real, unknown]) {
      expect(reply.statusCode).toBe(202);
      expect(reply.json()).toEqual({ message: FORGOT_PASSWORD_REPLY });
    }
    expect(await mailsTo(ghost)).toEqual([]);
    const [mail] = await mailsTo(user.email);
    expect(mail?.kind).toBe("reset_password");
    expect(mail?.text).toMatch(/\/reset-password\?token=/);
  });

  it("resets with the link: new password works, the old one and every other session don't, the link is spent", async () => {
    const user = await signUp(t.app);
    const otherDevice = await secondDevice(user);
    await post("/api/auth/forgot-password", { email: user.email });
    const token = await latestMailToken(t, user.email);

    const weak = await post("/api/auth/reset-password", { token, password: "password123" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues[0].path).toEqual(["password"]);
    expect(weak.json().message).toMatch(/^This password is too easy to guess/);

    const reply = await post("/api/auth/reset-password", { token, password: "quiet-harbour-lamp-92" });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ email: user.email, emailVerified: true });
    const fresh = sessionCookieFrom(reply.headers["set-cookie"]);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, "quiet-harbour-lamp-92")).statusCode).toBe(200);
    expect(
      (await post("/api/auth/reset-password", { token, password: "another-calm-river-3" })).statusCode,
    ).toBe(400);
  });

  it("limits reset e-mails to one address, quietly", async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await post("/api/auth/forgot-password", { email: user.email })).statusCode).toBe(202);
    }
    const resets = (await mailsTo(user.email)).filter((mail) => mail.kind === "reset_password");
    expect(resets).toHaveLength(3);
  });
});

describe("changing credentials", () => {
  it("changes the password with the current one, signing other devices out but not this one", async () => {
    const user = await signUp(t.app);
    const otherDevice = await secondDevice(user);
    const wrong = await post(
      "/api/account/password",
      { currentPassword: "not-it-at-all", newPassword: "quiet-harbour-lamp-92" },
      user.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toEqual(["currentPassword"]);
    const weak = await post(
      "/api/account/password",
      { currentPassword: user.password, newPassword: "qwertyuiop" },
      user.cookie,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues[0].path).toEqual(["newPassword"]);
    const spaces = await post(
      "/api/account/password",
      { currentPassword: user.password, newPassword: "          " },
      user.cookie,
    );
    expect(spaces.statusCode).toBe(400);

    const changed = await post(
      "/api/account/password",
      { currentPassword: user.password, newPassword: "quiet-harbour-lamp-92" },
      user.cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(user.email, "quiet-harbour-lamp-92")).statusCode).toBe(200);
  });

  it("changes the e-mail only once the new address is confirmed, and refuses one in use", async () => {
    const user = await signUp(t.app);
    const taken = await signUp(t.app);
    const otherDevice = await secondDevice(user);
    const conflict = await post(
      "/api/account/email",
      { newEmail: taken.email, currentPassword: user.password },
      user.cookie,
    );
    expect(conflict.statusCode).toBe(409);

    const next = uniqueEmail("moved");
    const asked = await post(
      "/api/account/email",
      { newEmail: next, currentPassword: user.password },
      user.cookie,
    );
    expect(asked.statusCode).toBe(202);
    expect((await me(user.cookie)).json().email).toBe(user.email);
    const [mail] = await mailsTo(next.toLowerCase());
    expect(mail?.kind).toBe("change_email");

    const confirmed = await post(
      "/api/auth/verify-email",
      { token: await latestMailToken(t, next) },
      user.cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await me(user.cookie)).json()).toMatchObject({ email: next.toLowerCase(), emailVerified: true });
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(next, user.password)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
  });

  it("updates the profile's names", async () => {
    const user = await signUp(t.app);
    const reply = await t.app.inject({
      method: "PATCH",
      url: "/api/account/profile",
      payload: { firstName: "Grace", lastName: "Hopper" },
      headers: { cookie: user.cookie },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastName).toBe("Hopper");
  });
});

describe("passwords and cookies", () => {
  it("refuses the most common passwords at sign-up, naming the field", async () => {
    for (const password of ["password123", "qwertyuiop", "letmein1", "        x"]) {
      const reply = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email: uniqueEmail("weak"), password },
        remoteAddress: "10.79.0.1",
      });
      expect(reply.statusCode, password).toBe(400);
      expect(reply.json().issues[0].path).toEqual(["password"]);
    }
  });

  it("signs out on GET /api/logout only when the app itself asks, never from another site", async () => {
    const user = await signUp(t.app);
    const crossSite = await t.app.inject({
      url: "/api/logout",
      headers: { cookie: user.cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(302);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const sameOrigin = await t.app.inject({
      url: "/api/logout",
      headers: { cookie: user.cookie, "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.statusCode).toBe(302);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });
});

describe("in production over https", () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: "production", APP_ORIGIN: "https://studio.example" });
  });
  afterAll(() => prod?.close());

  it("names the session cookie __Host-sid: Secure, host-only, Path=/", async () => {
    const reply = await prod.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail("prod"), password: "silver-kettle-drum-8" },
      headers: { origin: "https://studio.example" },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const cookie = String(reply.headers["set-cookie"]);
    expect(cookie).toMatch(/^__Host-sid=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const session = cookie.split(";")[0] ?? "";
    expect((await prod.app.inject({ url: "/api/auth/user", headers: { cookie: session } })).statusCode).toBe(
      200,
    );
    // Links in e-mails point at APP_ORIGIN, never at whatever Host a request named.
    const [mail] = await prod.database.db
      .select()
      .from(outboundMail)
      .orderBy(desc(outboundMail.createdAt))
      .limit(1);
    expect(mail?.text).toContain("https://studio.example/verify-email?token=");
  });
});
