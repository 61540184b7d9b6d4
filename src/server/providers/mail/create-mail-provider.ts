import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import { createLogMailProvider } from "./log-mail";
import type { MailProvider } from "./mail-provider";
import { createSmtpMailProvider } from "./smtp-mail";

/** The one place the mail provider is chosen: SMTP when SMTP_URL is set, otherwise the log provider. */
export function createMailProvider(config: AppConfig, log: FastifyBaseLogger): MailProvider {
  return config.raw.SMTP_URL
    ? createSmtpMailProvider(config.raw.SMTP_URL)
    : createLogMailProvider(log, { production: config.isProduction });
}
