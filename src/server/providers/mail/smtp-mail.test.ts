import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpTestServer, startSmtpTestServer } from "../../../../tests/support/smtp-test-server";
import type { MailProvider } from "./mail-provider";
import { createSmtpMailProvider } from "./smtp-mail";

let smtp: SmtpTestServer;
let provider: MailProvider;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  provider = createSmtpMailProvider(smtp.url);
});
afterAll(async () => {
  await provider.close();
  await smtp.close();
});

describe("SMTP mail provider", () => {
  it("delivers From, To, Reply-To, Subject and body to a real SMTP server", async () => {
    const sent = await provider.send({
      from: { name: "Contact form", address: "form@studio.test" },
      to: "inbox@studio.test",
      replyTo: { name: 'Zoë O\'Brien, "ZB"', address: "zoe@customer.test" },
      subject: "Où est ma commande ?",
      text: "Line one\nLine two — with a dash",
    });
    expect(sent.messageId).toMatch(/@/);
    const mail = smtp.received.at(-1);
    expect(mail?.mailFrom).toBe("form@studio.test");
    expect(mail?.rcptTo).toEqual(["inbox@studio.test"]);
    expect(mail?.header("from")).toBe("Contact form <form@studio.test>");
    expect(mail?.header("to")).toBe("inbox@studio.test");
    expect(mail?.header("reply-to")).toContain("<zoe@customer.test>");
    expect(mail?.header("reply-to")).toContain("Zoë O'Brien");
    expect(mail?.header("subject")).toBe("Où est ma commande ?");
    expect(mail?.text).toContain("Line one\nLine two — with a dash");
  });

  // The contact schema already flattens line breaks; this proves the provider is safe on its own.
  it("cannot be made to add a header or a recipient through the subject or a display name", async () => {
    const before = smtp.received.length;
    await provider.send({
      from: { name: "Contact form", address: "form@studio.test" },
      to: "inbox@studio.test",
      replyTo: { name: "Mallory\r\nBcc: victim2@evil.test", address: "mallory@evil.test" },
      subject: "Hello\r\nBcc: victim@evil.test\r\nX-Injected: yes",
      text: "body",
    });
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1);
    expect(mail?.rcptTo).toEqual(["inbox@studio.test"]);
    const names = mail?.headers.map(([name]) => name) ?? [];
    expect(names).not.toContain("bcc");
    expect(names).not.toContain("cc");
    expect(names).not.toContain("x-injected");
    expect(mail?.raw).not.toMatch(/\r\n(Bcc|X-Injected):/i);
    expect(mail?.header("subject")).not.toContain("\n");
  });
});
