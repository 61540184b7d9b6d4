import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpTestServer, startSmtpTestServer } from "../../../../tests/support/smtp-test-server";
import { createTestApp, signUp, type TestApp } from "../../../../tests/support/test-app";
import { contactMessages, users } from "../../db/schema";
import { CONTACT_RATE_LIMIT } from "./service";

let ipCounter = 0;
/** Each test speaks from its own address so the per-IP limit never leaks between tests. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const validMessage = {
  name: "Ada Lovelace",
  email: "ada@customer.test",
  category: "technical",
  subject: "CSV export question",
  message: "Hello,\nthe CSV opens in one column in my spreadsheet app. Any tips?\nThanks!",
};

function send(t: TestApp, payload: unknown, options: { ip?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

async function storedRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

describe("POST /api/contact without SMTP (embedded default: stored and logged)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("stores the message and answers 201 {id}", async () => {
    const reply = await send(t, { ...validMessage, name: "  Ada Lovelace  " });
    expect(reply.statusCode).toBe(201);
    const { id } = reply.json();
    expect(Object.keys(reply.json())).toEqual(["id"]);
    const row = await storedRow(t, id);
    expect(row).toMatchObject({
      userId: null,
      name: "Ada Lovelace",
      email: "ada@customer.test",
      category: "technical",
      subject: "CSV export question",
      message: validMessage.message,
      deliveryStatus: "stored",
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it.each([
    ["technical", "New Technical Issue Inquiry"],
    ["billing", "New Subscription & Billing Inquiry"],
    [undefined, "New General Support Inquiry"],
  ])("gives an empty subject the default subject (category %s)", async (category, expected) => {
    const reply = await send(t, { ...validMessage, category, subject: "   " });
    expect(reply.statusCode).toBe(201);
    const row = await storedRow(t, reply.json().id);
    expect(row?.subject).toBe(expected);
    expect(row?.category).toBe(category ?? "general");
  });

  it("links the message to the signed-in sender", async () => {
    const user = await signUp(t.app);
    const reply = await send(t, validMessage, { cookie: user.cookie });
    expect(reply.statusCode).toBe(201);
    expect((await storedRow(t, reply.json().id))?.userId).toBe(user.id);
  });

  it("flattens line breaks in the name and subject before storing", async () => {
    const reply = await send(t, {
      ...validMessage,
      name: "Mallory\r\nBcc: victim@evil.test",
      subject: "Hi\r\nBcc: victim@evil.test",
    });
    expect(reply.statusCode).toBe(201);
    const row = await storedRow(t, reply.json().id);
    expect(row?.name).toBe("Mallory Bcc: victim@evil.test");
    expect(row?.subject).toBe("Hi Bcc: victim@evil.test");
  });

  it.each([
    ["a missing name", { ...validMessage, name: undefined }, "name"],
    ["a blank name", { ...validMessage, name: "   " }, "name"],
    ["a missing e-mail", { ...validMessage, email: undefined }, "email"],
    ["a malformed e-mail", { ...validMessage, email: "ada-at-example" }, "email"],
    ["an e-mail with a line break", { ...validMessage, email: "ada@x.test\r\nBcc: v@evil.test" }, "email"],
    ["a missing message", { ...validMessage, message: undefined }, "message"],
    ["a whitespace-only message", { ...validMessage, message: " \n\t " }, "message"],
    ["an over-long message", { ...validMessage, message: "x".repeat(5001) }, "message"],
    ["an over-long subject", { ...validMessage, subject: "s".repeat(201) }, "subject"],
    ["an over-long name", { ...validMessage, name: "n".repeat(101) }, "name"],
    ["an unknown category", { ...validMessage, category: "sales" }, "category"],
    ["a non-string message", { ...validMessage, message: { text: "hi" } }, "message"],
  ])("refuses %s with 400 and the zod issues, storing nothing", async (_label, body, field) => {
    const before = await t.database.db.$count(contactMessages);
    const reply = await send(t, body);
    expect(reply.statusCode).toBe(400);
    const error = reply.json();
    expect(error.code).toBe("bad_request");
    expect(error.message).toEqual(expect.any(String));
    expect(error.issues.some((issue: { path: string[] }) => issue.path[0] === field)).toBe(true);
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });

  it("accepts a message at exactly the length caps", async () => {
    const reply = await send(t, {
      ...validMessage,
      name: "n".repeat(100),
      subject: "s".repeat(200),
      message: "m".repeat(5000),
    });
    expect(reply.statusCode).toBe(201);
  });

  it(`rate limits one address to ${CONTACT_RATE_LIMIT.limit} messages, with Retry-After`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await send(t, validMessage, { ip })).statusCode).toBe(201);
    }
    const before = await t.database.db.$count(contactMessages);
    const limited = await send(t, validMessage, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "rate_limited" });
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMs / 1000);
    expect(await t.database.db.$count(contactMessages)).toBe(before);
    // Another visitor is unaffected.
    expect((await send(t, validMessage)).statusCode).toBe(201);
  });

  it("refuses a cross-site post (CSRF guard)", async () => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: validMessage,
      remoteAddress: freshIp(),
      headers: { origin: "https://evil.test" },
    });
    expect(reply.statusCode).toBe(403);
  });
});

describe("POST /api/contact with SMTP_URL and CONTACT_TO", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      CONTACT_TO: "inbox@studio.test",
      CONTACT_FROM: "contact-form@studio.test",
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("e-mails the message with From, To, Reply-To, Subject and body, and marks it sent", async () => {
    const before = smtp.received.length;
    const reply = await send(t, validMessage);
    expect(reply.statusCode).toBe(201);
    const { id } = reply.json();
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1);
    expect(mail?.mailFrom).toBe("contact-form@studio.test");
    expect(mail?.rcptTo).toEqual(["inbox@studio.test"]);
    expect(mail?.header("from")).toBe("Seller Content Studio contact form <contact-form@studio.test>");
    expect(mail?.header("to")).toBe("inbox@studio.test");
    expect(mail?.header("reply-to")).toBe("Ada Lovelace <ada@customer.test>");
    expect(mail?.header("subject")).toBe("CSV export question");
    expect(mail?.header("x-priority")).toBeUndefined();
    expect(mail?.text).toContain(validMessage.message);
    expect(mail?.text).toContain("Name:     Ada Lovelace");
    expect(mail?.text).toContain("Email:    ada@customer.test");
    expect(mail?.text).toContain("Category: Technical Issue (technical)");
    expect(mail?.text).toContain("Account:  not signed in");
    expect(mail?.text).toContain(`Ref:      ${id}`);
    expect((await storedRow(t, id))?.deliveryStatus).toBe("sent");
  });

  it("sends the default subject when none is given", async () => {
    const reply = await send(t, { ...validMessage, category: "privacy", subject: "" });
    expect(reply.statusCode).toBe(201);
    expect(smtp.received.at(-1)?.header("subject")).toBe("New Privacy & Data Inquiry");
  });

  it("cannot be made to add a Bcc header or a recipient (CRLF in subject and name)", async () => {
    const before = smtp.received.length;
    const reply = await send(t, {
      ...validMessage,
      name: "Mallory\r\nBcc: victim2@evil.test",
      subject: "Refund\r\nBcc: victim@evil.test\r\nX-Injected: yes",
      message: "Please refund.\r\nBcc: victim3@evil.test",
    });
    expect(reply.statusCode).toBe(201);
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1);
    expect(mail?.rcptTo).toEqual(["inbox@studio.test"]);
    const headerNames = mail?.headers.map(([name]) => name) ?? [];
    expect(headerNames).not.toContain("bcc");
    expect(headerNames).not.toContain("cc");
    expect(headerNames).not.toContain("x-injected");
    expect(headerNames.filter((name) => name === "subject")).toHaveLength(1);
    expect(mail?.header("subject")).toBe("Refund Bcc: victim@evil.test X-Injected: yes");
    expect(mail?.header("reply-to")).toBe('"Mallory Bcc: victim2@evil.test" <ada@customer.test>');
    // The message body may say anything; it stays in the body.
    const head = mail?.raw.split("\r\n\r\n")[0] ?? "";
    expect(head).not.toMatch(/victim3/);
    expect(mail?.text).toContain("Please refund.\nBcc: victim3@evil.test");
  });

  it("flags a Pro member's message as high priority", async () => {
    const user = await signUp(t.app);
    await t.database.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, user.id));
    const reply = await send(t, validMessage, { cookie: user.cookie });
    expect(reply.statusCode).toBe(201);
    const mail = smtp.received.at(-1);
    expect(mail?.header("x-priority")).toMatch(/^1/);
    expect(mail?.header("importance")).toMatch(/high/i);
    expect(mail?.text).toContain(`Account:  ${user.email} (Pro member, priority)`);
  });
});

describe("POST /api/contact when the SMTP server refuses the message", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer({ rejectData: true });
    // No CONTACT_TO: messages go to the support address.
    t = await createTestApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: "help@studio.test" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("still stores the message, answers 201 and records the failed delivery", async () => {
    const reply = await send(t, validMessage);
    expect(reply.statusCode).toBe(201);
    const row = await storedRow(t, reply.json().id);
    expect(row).toMatchObject({ deliveryStatus: "failed", message: validMessage.message });
    expect(smtp.received).toHaveLength(0);
    expect(smtp.attempts).toEqual([["help@studio.test"]]);
  });
});
