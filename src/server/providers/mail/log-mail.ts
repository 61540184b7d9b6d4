import type { FastifyBaseLogger } from "fastify";
import type { MailProvider, OutgoingMail, SentMail } from "./mail-provider";

export interface LogMailOptions {
  /**
   * In production a log is not a mailbox (finding 29.9c): no address, subject or body is written,
   * only that a message was stored and not sent, with the recipient's address masked. Outside
   * production the recipient, Reply-To and subject are logged, to follow mail on a dev machine.
   */
  production: boolean;
}

/** The embedded default: no SMTP configured, so the mail is only logged (never its body). */
export function createLogMailProvider(log: FastifyBaseLogger, options: LogMailOptions): MailProvider {
  return {
    kind: "log",
    async send(mail: OutgoingMail): Promise<SentMail> {
      const details = options.production
        ? { to: maskAddress(mail.to) }
        : {
            to: mail.to,
            replyTo: mail.replyTo.address,
            subject: mail.subject,
            priority: mail.priority,
          };
      log.info(
        { mail: details },
        "mail not sent: SMTP_URL is not set (the message is stored in the database)",
      );
      return { messageId: null };
    },
    async close() {},
  };
}

/** `jane.doe@example.com` → `j***@example.com`: enough to tell mails apart, not to reach anyone. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}
