import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../../../../tests/support/images";
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
import { API_TOKEN_PREFIX, MAX_API_TOKENS_PER_USER } from "../../../domain/api-tokens";
import { apiTokens } from "../../db/schema";
import { hashApiToken } from "./service";

/** An ADMIN_EMAILS address someone else registers before its owner does. */
const SQUATTED_ADMIN = "shop.owner.admin@example.com";
let t: TestApp;
let socialBody: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: "40", ADMIN_EMAILS: SQUATTED_ADMIN });
  socialBody = {
    businessType: "Handmade ceramics",
    product: "Speckled stoneware mug",
    brand: "Clay & Co",
    targetAudience: "Young adults (18-30)",
    selectedPlatforms: ["instagram", "twitter"],
    imageBase64: (await makeJpeg()).toString("base64"),
  };
});
afterAll(() => t.close());

async function createToken(user: SignedUpUser, body: Record<string, unknown> = { name: "My script" }) {
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/tokens",
    headers: { cookie: user.cookie },
    payload: body,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { token: string; apiToken: { id: string; name: string; hint: string } };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new account whose owner has opened the verification link (tokens need a confirmed address). */
async function verifiedUser(): Promise<SignedUpUser> {
  const user = await signUp(t.app);
  await confirmEmailOf(t, user.email);
  return user;
}

describe("creating, listing and revoking API tokens", () => {
  it("shows the secret once, lists tokens without it, and stores only its hash", async () => {
    const user = await verifiedUser();
    const created = await createToken(user, { name: "Inventory sync" });
    expect(created.token).toMatch(new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(created.apiToken.name).toBe("Inventory sync");
    expect(created.token.startsWith(created.apiToken.hint.replace("…", ""))).toBe(true);

    const list = await t.app.inject({ method: "GET", url: "/api/tokens", headers: { cookie: user.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    expect(list.json().tokens).toEqual([
      expect.objectContaining({ id: created.apiToken.id, name: "Inventory sync", lastUsedAt: null }),
    ]);

    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.apiToken.id));
    expect(row?.tokenHash).toBe(hashApiToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
  });

  it("authenticates as the owner and records when the token was last used", async () => {
    const user = await verifiedUser();
    const { token, apiToken } = await createToken(user);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
    const list = await t.app.inject({ method: "GET", url: "/api/tokens", headers: { cookie: user.cookie } });
    const listed = list.json().tokens.find((each: { id: string }) => each.id === apiToken.id);
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it("answers 401 once the token is revoked, and 404 for someone else's token", async () => {
    const user = await verifiedUser();
    const stranger = await verifiedUser();
    const { token, apiToken } = await createToken(user);
    const notTheirs = await t.app.inject({
      method: "DELETE",
      url: `/api/tokens/${apiToken.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(notTheirs.statusCode).toBe(404);

    const revoked = await t.app.inject({
      method: "DELETE",
      url: `/api/tokens/${apiToken.id}`,
      headers: { cookie: user.cookie },
    });
    expect(revoked.statusCode).toBe(204);
    const after = await t.app.inject({
      method: "GET",
      url: "/api/social-media/posts",
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: "unauthorized" });
    expect(after.headers["www-authenticate"]).toContain("invalid_token");
  });

  it("refuses an expired token, a past expiry and one beyond a year", async () => {
    const user = await verifiedUser();
    const soon = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const { token, apiToken } = await createToken(user, { name: "Short-lived", expiresAt: soon });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/usage-status", headers: bearer(token) })).statusCode,
    ).toBe(200);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, apiToken.id));
    const expired = await t.app.inject({ method: "GET", url: "/api/usage-status", headers: bearer(token) });
    expect(expired.statusCode).toBe(401);

    for (const expiresAt of ["2020-01-01T00:00:00Z", new Date(Date.now() + 400 * 86_400_000).toISOString()]) {
      const reply = await t.app.inject({
        method: "POST",
        url: "/api/tokens",
        headers: { cookie: user.cookie },
        payload: { name: "Bad expiry", expiresAt },
      });
      expect(reply.statusCode).toBe(400);
    }
    const noName = await t.app.inject({
      method: "POST",
      url: "/api/tokens",
      headers: { cookie: user.cookie },
      payload: { name: "  " },
    });
    expect(noName.statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_API_TOKENS_PER_USER} tokens per account`, async () => {
    const user = await verifiedUser();
    await Promise.all(
      Array.from({ length: MAX_API_TOKENS_PER_USER + 3 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/tokens",
          headers: { cookie: user.cookie },
          payload: { name: `Token ${i}` },
        }),
      ),
    );
    const list = await t.app.inject({ method: "GET", url: "/api/tokens", headers: { cookie: user.cookie } });
    expect(list.json().tokens).toHaveLength(MAX_API_TOKENS_PER_USER);
    const more = await t.app.inject({
      method: "POST",
      url: "/api/tokens",
      headers: { cookie: user.cookie },
      payload: { name: "One too many" },
    });
    expect(more.statusCode).toBe(409);
  });
});

describe("issue 29: who may hold a token, for how long, and what ends it", () => {
  const DAY = 86_400_000;
  const inDays = (days: number, extraMs = 0) => new Date(Date.now() + days * DAY + extraMs).toISOString();
  const post = (cookie: string, payload: object) =>
    t.app.inject({ method: "POST", url: "/api/tokens", headers: { cookie }, payload });
  const works = async (token: string) =>
    (await t.app.inject({ method: "GET", url: "/api/usage-status", headers: bearer(token) })).statusCode;

  it("keeps expiries between 7 days and 1 year (or none), with a clear 400 naming expiresAt", async () => {
    const user = await verifiedUser();
    for (const expiresAt of [
      inDays(0, 60_000),
      inDays(1),
      inDays(6),
      inDays(367),
      inDays(3650),
      "2020-01-01T00:00:00Z",
    ]) {
      const reply = await post(user.cookie, { name: "Bad expiry", expiresAt });
      expect(reply.statusCode, expiresAt).toBe(400);
      expect(reply.json()).toMatchObject({
        code: "bad_request",
        message: expect.stringMatching(/between 7 days and 1 year/),
        issues: [expect.objectContaining({ path: ["expiresAt"] })],
      });
    }
    // What /account offers, computed on a client clock that may run a little ahead.
    for (const expiresAt of [inDays(7), inDays(7, -30 * 60_000), inDays(30), inDays(365), null]) {
      expect(
        (await post(user.cookie, { name: "Good expiry", expiresAt })).statusCode,
        String(expiresAt),
      ).toBe(201);
    }
    expect((await post(user.cookie, { name: "No expiry given" })).statusCode).toBe(201);
  });

  it("needs a confirmed address: an unverified account gets a 403 telling it to confirm first", async () => {
    const user = await signUp(t.app);
    const refused = await post(user.cookie, { name: "Before verifying" });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({
      code: "forbidden",
      message: expect.stringMatching(/^Confirm your e-mail address before creating an API token/),
    });
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(row).toBeUndefined();
    await confirmEmailOf(t, user.email);
    expect((await post(user.cookie, { name: "After verifying" })).statusCode).toBe(201);
  });

  it("revokes every token when the password is reset", async () => {
    const user = await verifiedUser();
    const { token } = await createToken(user);
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: user.email } });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: await latestMailToken(t, user.email), password: "quiet-harbour-lamp-92" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await works(token)).toBe(401);
  });

  it("revokes every token when the password is changed, and keeps this browser signed in", async () => {
    const user = await verifiedUser();
    const first = await createToken(user, { name: "one" });
    const second = await createToken(user, { name: "two" });
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: "quiet-harbour-lamp-92" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await works(first.token)).toBe(401);
    expect(await works(second.token)).toBe(401);
    const list = await t.app.inject({ method: "GET", url: "/api/tokens", headers: { cookie: user.cookie } });
    expect(list.json()).toEqual({ tokens: [] });
  });

  it("revokes every token when the e-mail address changes", async () => {
    const user = await verifiedUser();
    const { token } = await createToken(user);
    const next = uniqueEmail("moved");
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/account/email",
      headers: { cookie: user.cookie },
      payload: { newEmail: next, currentPassword: user.password },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(await works(token)).toBe(200);
    await confirmEmailOf(t, next);
    expect(await works(token)).toBe(401);
  });

  it("leaves a squatter of an ADMIN_EMAILS address nothing once the owner resets from their inbox", async () => {
    // The squatter registers the owner's address (to be made admin once proved) with a password of theirs.
    const address = SQUATTED_ADMIN;
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: address, password: "squatters-own-secret-31" },
      remoteAddress: "10.201.0.1",
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const squatter = {
      id: registered.json().id as string,
      cookie: sessionCookieFrom(registered.headers["set-cookie"]),
    };
    expect((await post(squatter.cookie, { name: "squatter" })).statusCode).toBe(403);
    // A token made before verification was needed (an older server): revoked by the owner's reset.
    const legacy = `${API_TOKEN_PREFIX}${"L".repeat(43)}`;
    await t.database.db
      .insert(apiTokens)
      .values({ userId: squatter.id, name: "legacy", tokenHash: hashApiToken(legacy), hint: "scs_LLLL…" });
    expect(await works(legacy)).toBe(200);

    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: address } });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: await latestMailToken(t, address), password: "owner-takes-it-back-58" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await works(legacy)).toBe(401);
    const squatterSession = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: squatter.cookie },
    });
    expect(squatterSession.statusCode).toBe(401);
    expect(reset.json()).toMatchObject({ role: "admin", emailVerified: true });
    const owner = sessionCookieFrom(reset.headers["set-cookie"]);
    expect((await post(owner, { name: "the owner's own" })).statusCode).toBe(201);
  });
});

describe("what a token may reach", () => {
  it("cannot manage tokens, the account or billing (those need a browser session)", async () => {
    const user = await verifiedUser();
    const { token } = await createToken(user);
    const attempts = [
      { method: "GET", url: "/api/tokens" },
      { method: "POST", url: "/api/tokens", payload: { name: "minted by a token" } },
      { method: "GET", url: "/api/account/sessions" },
      { method: "DELETE", url: "/api/account", payload: { password: user.password } },
      { method: "POST", url: "/api/auth/logout" },
      { method: "POST", url: "/api/create-subscription" },
      { method: "GET", url: "/api/admin/test-cases" },
    ] as const;
    for (const attempt of attempts) {
      const reply = await t.app.inject({ ...attempt, headers: bearer(token) });
      expect(reply.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
    }
    const stillThere = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: user.cookie },
    });
    expect(stillThere.statusCode).toBe(200);
  });

  it("is judged by the token alone: a bad token with a good cookie is a 401", async () => {
    const user = await verifiedUser();
    const reply = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: user.cookie, ...bearer(`${API_TOKEN_PREFIX}${"x".repeat(43)}`) },
    });
    expect(reply.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: bearer("not-a-token"),
    });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json().message).toMatch(/API token is not valid/);
  });

  it("answers public routes to a refused token as to anyone, and still refuses it cross-site", async () => {
    const unknown = bearer(`${API_TOKEN_PREFIX}${"y".repeat(43)}`);
    const config = await t.app.inject({ method: "GET", url: "/api/config", headers: unknown });
    expect(config.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { ...unknown, origin: "https://elsewhere.example" },
      payload: { name: "Mallory", email: "m@example.com", category: "general", message: "hello there" },
    });
    expect(forged.statusCode).toBe(403);
  });

  it("needs no same-site Origin with a bearer token, while a cookie request still does", async () => {
    const user = await verifiedUser();
    const { token } = await createToken(user);
    const crossSite = { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" };
    const withToken = await t.app.inject({
      method: "POST",
      url: "/api/social-media/generate",
      headers: { ...crossSite, ...bearer(token) },
      payload: socialBody,
    });
    expect(withToken.statusCode, withToken.body).toBe(200);
    const withCookie = await t.app.inject({
      method: "POST",
      url: "/api/social-media/generate",
      headers: { ...crossSite, cookie: user.cookie },
      payload: socialBody,
    });
    expect(withCookie.statusCode).toBe(403);
  });

  it("meters generations like the pages: a Free account's third social generation is refused", async () => {
    const user = await verifiedUser();
    const { token } = await createToken(user);
    const generate = () =>
      t.app.inject({
        method: "POST",
        url: "/api/social-media/generate",
        headers: bearer(token),
        payload: socialBody,
      });
    expect((await generate()).statusCode).toBe(200);
    expect((await generate()).statusCode).toBe(200);
    const third = await generate();
    expect(third.statusCode).toBe(402);
    expect(third.json().code).toBe("limit_reached");
    const usage = await t.app.inject({
      method: "GET",
      url: "/api/usage-status",
      headers: { cookie: user.cookie },
    });
    expect(usage.json()).toMatchObject({ socialMediaUsed: 2, socialMediaLimit: 2 });
  });

  it("keeps Pro features Pro: a Free account's token cannot start a bulk job", async () => {
    const user = await verifiedUser();
    const { token } = await createToken(user);
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/bulk-jobs",
      headers: bearer(token),
      payload: {
        kind: "social",
        context: { businessType: "Ceramics", brand: "Clay & Co", targetAudience: "Coffee lovers" },
        images: [{ imagePath: "/objects/uploads/00000000-0000-4000-8000-000000000000", fileName: "mug.jpg" }],
      },
    });
    expect(reply.statusCode, reply.body).toBe(403);
    expect(reply.json().code).toBe("pro_required");
  });

  it("uploads without a browser: upload URL, PUT the bytes, generate from the upload, read it back", async () => {
    const user = await verifiedUser();
    const { token } = await createToken(user);
    const photo = await makeJpeg({ width: 800, height: 600 });
    const ticket = await t.app.inject({
      method: "POST",
      url: "/api/objects/upload",
      headers: bearer(token),
      payload: { contentType: "image/jpeg", size: photo.length },
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const { uploadURL, objectPath } = ticket.json() as { uploadURL: string; objectPath: string };
    const target = new URL(uploadURL);
    const put = await t.app.inject({
      method: "PUT",
      url: `${target.pathname}${target.search}`,
      headers: { "content-type": "image/jpeg" },
      payload: photo,
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
    const listing = await t.app.inject({
      method: "POST",
      url: "/api/product-listings/generate",
      headers: bearer(token),
      payload: { imagePath: objectPath, product: "Speckled ceramic mug", selectedPlatforms: ["etsy"] },
    });
    expect(listing.statusCode, listing.body).toBe(200);
    const image = await t.app.inject({ method: "GET", url: objectPath, headers: bearer(token) });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\//);
  });
});

describe("the per-token rate limit", () => {
  it("counts each token separately, sends RateLimit-* headers, and answers 429 with Retry-After", async () => {
    const user = await verifiedUser();
    const first = await createToken(user, { name: "busy" });
    const second = await createToken(user, { name: "quiet" });
    const call = (token: string) =>
      t.app.inject({ method: "GET", url: "/api/usage-status", headers: bearer(token) });

    const opening = await call(first.token);
    expect(opening.headers["ratelimit-limit"]).toBe("40");
    expect(opening.headers["ratelimit-remaining"]).toBe("39");
    expect(Number(opening.headers["ratelimit-reset"])).toBeGreaterThan(0);
    expect(opening.headers["ratelimit-policy"]).toBe("40;w=60");
    for (let i = 0; i < 39; i += 1) expect((await call(first.token)).statusCode).toBe(200);

    const refused = await call(first.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["ratelimit-remaining"]).toBe("0");

    const other = await call(second.token);
    expect(other.statusCode).toBe(200);
    expect(other.headers["ratelimit-remaining"]).toBe("39");
    // The account's browser session is not limited by its tokens' use.
    const browser = await t.app.inject({
      method: "GET",
      url: "/api/usage-status",
      headers: { cookie: user.cookie },
    });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers["ratelimit-limit"]).toBeUndefined();
  });
});
