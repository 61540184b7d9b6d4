import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import { createLogMailProvider } from "./log-mail";
import type { MailProvider } from "./mail-provider";

/** The one place the mail provider is chosen: SMTP when SMTP_URL is set, otherwise the log provider. */
export async function createMailProvider(config: AppConfig, log: FastifyBaseLogger): Promise<MailProvider> {
  if (!config.raw.SMTP_URL) return createLogMailProvider(log, { production: config.isProduction });
  // nodemailer is loaded only where mail is really sent.
  const { createSmtpMailProvider } = await import("./smtp-mail");
  return createSmtpMailProvider(config.raw.SMTP_URL);
}
