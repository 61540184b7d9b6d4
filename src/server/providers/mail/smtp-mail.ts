import { createTransport } from "nodemailer";
import type { MailProvider, OutgoingMail, SentMail } from "./mail-provider";

/**
 * SMTP through nodemailer, configured by one URL (`smtp://user:pass@host:587`, or `smtps://` for
 * implicit TLS). nodemailer encodes every header value it is given (RFC 2047 words, quoted
 * display names), so no field can add a header or a recipient.
 */
export function createSmtpMailProvider(smtpUrl: string): MailProvider {
  const transport = createTransport({
    url: smtpUrl,
    // Fail within seconds rather than nodemailer's two-minute default: a visitor is waiting.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: "smtp",
    async send(mail: OutgoingMail): Promise<SentMail> {
      const info = await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        priority: mail.priority ?? "normal",
        // Never let nodemailer read files or URLs named in a message.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      return { messageId: typeof info.messageId === "string" ? info.messageId : null };
    },
    async close() {
      transport.close();
    },
  };
}
