import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  latestMailToken,
  sessionCookieFrom,
  type TestApp,
} from "../../../../tests/support/test-app";
import { OWN_EMAIL_PASSWORD_MESSAGE } from "./password-strength";

/**
 * Issue 29, finding 4: the account's own e-mail address, or the part before its @, was accepted as
 * its password (zxcvbn was given only the address's separate words, and scored the whole as a
 * strong random string). Refused on sign-up, reset and change, in any letter case.
 */
let t: TestApp;
let counter = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** An address whose local part looks random to zxcvbn (so only the own-words check refuses it). */
function address(): { email: string; local: string } {
  counter += 1;
  const local = `Qx7.vantablack.${Date.now().toString(36)}${counter}`;
  return { email: `${local}@shop-mail.example`, local };
}

const post = (url: string, payload: object, cookie?: string, remoteAddress = "10.88.0.1") =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {}, remoteAddress });

async function register(email: string) {
  const reply = await post(
    "/api/auth/register",
    { email, password: "quiet-harbour-lamp-92" },
    undefined,
    "10.88.1.1",
  );
  expect(reply.statusCode, reply.body).toBe(201);
  return sessionCookieFrom(reply.headers["set-cookie"]);
}

function expectRefused(reply: Awaited<ReturnType<typeof post>>, field: string, label: string) {
  expect(reply.statusCode, `${label}: ${reply.body}`).toBe(400);
  expect(reply.json()).toMatchObject({
    code: "bad_request",
    message: OWN_EMAIL_PASSWORD_MESSAGE,
    issues: [expect.objectContaining({ path: [field] })],
  });
}

describe("the account's own e-mail address is never its password", () => {
  it("is refused at sign-up: the address, its local part, in any case", async () => {
    const { email, local } = address();
    for (const password of [email, local, email.toUpperCase(), ` ${local.toLowerCase()} `]) {
      expectRefused(
        await post("/api/auth/register", { email, password }, undefined, "10.88.2.1"),
        "password",
        password,
      );
    }
  });

  it("is refused when resetting the password from the e-mailed link (which stays usable)", async () => {
    const { email, local } = address();
    await register(email);
    await post("/api/auth/forgot-password", { email });
    const token = await latestMailToken(t, email);
    for (const password of [email, local.toUpperCase()]) {
      expectRefused(await post("/api/auth/reset-password", { token, password }), "password", password);
    }
    expect(
      (await post("/api/auth/reset-password", { token, password: "calm-river-otter-31" })).statusCode,
    ).toBe(200);
  });

  it("is refused when changing the password", async () => {
    const { email, local } = address();
    const cookie = await register(email);
    for (const newPassword of [email.toLowerCase(), local]) {
      expectRefused(
        await post(
          "/api/account/password",
          { currentPassword: "quiet-harbour-lamp-92", newPassword },
          cookie,
        ),
        "newPassword",
        newPassword,
      );
    }
  });

  it("gives zxcvbn the address and its local part as words: the local part with a '!' is too easy too", async () => {
    const { email, local } = address();
    const reply = await post("/api/auth/register", { email, password: `${local}!` }, undefined, "10.88.3.1");
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().message).toMatch(/^This password is too easy to guess/);
  });
});
