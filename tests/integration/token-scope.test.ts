import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens, users } from "../../src/server/db/schema";
import { registerWithEmail, secondSession } from "../support/access-fixtures";
import { encodedSpellings, otherSpellings } from "../support/path-spellings";
import { confirmEmailOf, createTestApp, type SignedUpUser, signUp, type TestApp } from "../support/test-app";

/**
 * Issue 29, finding 1: an API token's scope is decided by the route the router matched, never by
 * the spelling of the URL. The router decodes `%74` to `t`, so a deny-list over the raw URL let a
 * token reach `/api/%74okens` (and mint a never-expiring token), `/api/%61ccount`, billing and the
 * admin tools. Every cookie-only route is tried here with a token only, spelt every way a client
 * can spell it: percent-encoded (upper- and lower-case hex), double-encoded, with `%2F` for a
 * slash, in capitals, and with dot segments. None may reach the route with the token.
 */

const ADMIN_EMAIL = "scope.admin@example.com";
let t: TestApp;
let owner: SignedUpUser;
let admin: SignedUpUser;
let ownerToken: string;
let adminToken: string;

async function mintToken(user: SignedUpUser): Promise<string> {
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/tokens",
    headers: { cookie: user.cookie },
    payload: { name: "Scope test" },
  });
  if (reply.statusCode !== 201) throw new Error(`token failed: ${reply.statusCode} ${reply.body}`);
  return (reply.json() as { token: string }).token;
}

beforeAll(async () => {
  // A generous per-token limit: this file sends a few hundred token requests within a minute.
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, API_RATE_LIMIT_PER_MINUTE: "100000" });
  owner = await signUp(t.app, { firstName: "Owner" });
  await confirmEmailOf(t, owner.email);
  admin = await registerWithEmail(t, ADMIN_EMAIL);
  [ownerToken, adminToken] = await Promise.all([mintToken(owner), mintToken(admin)]);
});
afterAll(() => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface CookieOnlyCall {
  method: InjectOptions["method"] & string;
  path: string;
  payload?: object;
}

/** Every route a token may not call (DESIGN.md §5: token management, account, sign-in, billing, admin). */
const cookieOnly = (): CookieOnlyCall[] => [
  { method: "GET", path: "/api/tokens" },
  { method: "POST", path: "/api/tokens", payload: { name: "minted by a token", expiresAt: null } },
  { method: "DELETE", path: "/api/tokens/00000000-0000-4000-8000-000000000000" },
  { method: "GET", path: "/api/account/sessions" },
  { method: "DELETE", path: "/api/account/sessions/0123456789abcdef0123456789abcdef" },
  { method: "POST", path: "/api/account/sessions/sign-out-others" },
  // With the right password too: a token never deletes the account.
  { method: "DELETE", path: "/api/account", payload: { password: owner.password } },
  { method: "GET", path: "/api/account/export" },
  { method: "POST", path: "/api/account/password", payload: { currentPassword: "x", newPassword: "y" } },
  {
    method: "POST",
    path: "/api/account/email",
    payload: { newEmail: "a@example.com", currentPassword: "x" },
  },
  { method: "PATCH", path: "/api/account/profile", payload: { firstName: "Token" } },
  { method: "POST", path: "/api/auth/logout" },
  { method: "GET", path: "/api/logout" },
  { method: "POST", path: "/api/auth/login", payload: { email: owner.email, password: owner.password } },
  { method: "POST", path: "/api/auth/register", payload: { email: "x@example.com", password: "pw" } },
  { method: "POST", path: "/api/auth/resend-verification" },
  { method: "POST", path: "/api/auth/verify-email", payload: { token: "f".repeat(43) } },
  { method: "POST", path: "/api/auth/forgot-password", payload: { email: owner.email } },
  { method: "POST", path: "/api/auth/reset-password", payload: { token: "f".repeat(43), password: "x" } },
  { method: "POST", path: "/api/create-subscription" },
  { method: "POST", path: "/api/cancel-subscription" },
  { method: "POST", path: "/api/reactivate-subscription" },
  {
    method: "POST",
    path: "/api/billing/demo/confirm",
    payload: { clientSecret: "demo_x", cardNumber: "4242" },
  },
  { method: "GET", path: "/api/admin/test-cases" },
  { method: "POST", path: "/api/admin/test-cases", payload: { name: "by token" } },
  { method: "POST", path: "/api/admin/test-cases/00000000-0000-4000-8000-000000000000/run" },
  { method: "DELETE", path: "/api/admin/test-cases/00000000-0000-4000-8000-000000000000" },
  { method: "GET", path: "/api/admin/quality-report" },
  { method: "POST", path: "/api/admin/quality-report" },
  { method: "POST", path: "/api/test/generate-content", payload: { product: "vase" } },
];

function send(call: CookieOnlyCall, path: string, token: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: call.method,
    url: path,
    headers: bearer(token),
    ...(call.payload ? { payload: call.payload } : {}),
  });
}

async function ownerState() {
  const [tokens, signedIn, row] = await Promise.all([
    t.database.db.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.userId, owner.id)),
    t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: owner.cookie } }),
    t.database.db.select().from(users).where(eq(users.id, owner.id)),
  ]);
  return {
    tokens: tokens.length,
    signedIn: signedIn.statusCode,
    firstName: row[0]?.firstName,
    subscription: row[0]?.subscriptionStatus,
    passwordHash: row[0]?.passwordHash,
  };
}

describe("a token only, on every cookie-only route, however the path is spelt", () => {
  it("is refused on the plain path (403)", async () => {
    for (const call of cookieOnly()) {
      for (const token of [ownerToken, adminToken]) {
        const reply = await send(call, call.path, token);
        expect(reply.statusCode, `${call.method} ${call.path}: ${reply.body}`).toBe(403);
        expect(reply.json()).toMatchObject({ code: "forbidden" });
      }
    }
  });

  it("is refused (403) on every percent-encoded spelling the router decodes to the route", async () => {
    const before = await ownerState();
    const otherDevice = await secondSession(t, owner);
    for (const call of cookieOnly()) {
      for (const spelling of encodedSpellings(call.path)) {
        for (const token of [ownerToken, adminToken]) {
          const reply = await send(call, spelling.path, token);
          const label = `${call.method} ${spelling.path} (${spelling.label})`;
          expect(reply.statusCode, `${label}: ${reply.body.slice(0, 200)}`).toBe(403);
          expect(reply.json(), label).toMatchObject({ code: "forbidden" });
        }
      }
    }
    // Nothing changed: no token minted, no session ended, no profile, plan or password touched.
    expect(await ownerState()).toEqual(before);
    const stillIn = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: otherDevice },
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it("never reaches the route through a double-encoded, %2F, capitalised or dot-segment spelling", async () => {
    const before = await ownerState();
    for (const call of cookieOnly()) {
      for (const spelling of otherSpellings(call.path)) {
        for (const token of [ownerToken, adminToken]) {
          const reply = await send(call, spelling.path, token);
          const label = `${call.method} ${spelling.path} (${spelling.label})`;
          // inject() resolves dot segments (light-my-request), so those reach the route: 403 then.
          expect([403, 404], `${label}: ${reply.statusCode} ${reply.body.slice(0, 200)}`).toContain(
            reply.statusCode,
          );
          expect(Object.keys(reply.json()).sort(), label).toEqual(["code", "message"]);
        }
      }
    }
    expect(await ownerState()).toEqual(before);
  });

  it("over a real socket (no client-side normalising): odd spellings are 404, encoded ones 403", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (method: string, path: string, token: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          { host: "127.0.0.1", port, method, path, headers: { ...bearer(token), "content-length": "0" } },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        req.end();
      });
    for (const path of ["/api/tokens", "/api/account/sessions", "/api/admin/test-cases"]) {
      for (const spelling of otherSpellings(path)) {
        expect(await raw("GET", spelling.path, adminToken), `${spelling.path} (${spelling.label})`).toBe(404);
      }
      for (const spelling of encodedSpellings(path)) {
        expect(await raw("GET", spelling.path, adminToken), `${spelling.path} (${spelling.label})`).toBe(403);
      }
    }
    expect(await raw("POST", "/api/%74okens", ownerToken)).toBe(403);
  });
});

describe("routes a token may call, and cookies, answer the same however the path is spelt", () => {
  it("a token reads its owner's usage and who it is through an encoded path", async () => {
    for (const url of ["/api/%75sage-status", "/%61pi/usage-status", "/api/usage-statu%73"]) {
      const reply = await t.app.inject({ method: "GET", url, headers: bearer(ownerToken) });
      expect(reply.statusCode, url).toBe(200);
    }
    const me = await t.app.inject({ method: "GET", url: "/api/%61uth/user", headers: bearer(ownerToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: owner.id });
  });

  it("a session cookie is recognised on an encoded path, and the reply is still no-store", async () => {
    for (const url of ["/api/%61uth/user", "/%61pi/auth/user", "/api/auth/use%72"]) {
      const reply = await t.app.inject({ method: "GET", url, headers: { cookie: owner.cookie } });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.json()).toMatchObject({ id: owner.id });
      expect(reply.headers["cache-control"], url).toBe("no-store");
    }
    const usage = await t.app.inject({
      method: "GET",
      url: "/%61pi/usage-status",
      headers: { cookie: owner.cookie },
    });
    expect(usage.statusCode).toBe(200);
    expect(usage.headers["cache-control"]).toBe("no-store");
  });

  it("an unknown path with a token is the contract's 404, not a token error", async () => {
    const reply = await t.app.inject({
      method: "GET",
      url: "/api/no-such-route",
      headers: bearer(ownerToken),
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ code: "not_found" });
  });
});
