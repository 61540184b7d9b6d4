import type { FastifyBaseLogger } from "fastify";
import type { MailProvider, OutgoingMail, SentMail } from "./mail-provider";

/** The embedded default: no SMTP configured, so the mail is only logged (without its body). */
export function createLogMailProvider(log: FastifyBaseLogger): MailProvider {
  return {
    kind: "log",
    async send(mail: OutgoingMail): Promise<SentMail> {
      log.info(
        {
          mail: {
            to: mail.to,
            replyTo: mail.replyTo.address,
            subject: mail.subject,
            priority: mail.priority,
          },
        },
        "mail not sent: SMTP_URL is not set (the message is stored in the database)",
      );
      return { messageId: null };
    },
    async close() {},
  };
}
