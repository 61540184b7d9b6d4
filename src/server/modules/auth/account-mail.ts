import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { outboundMail } from "../../db/schema";
import type { MailProvider } from "../../providers/mail/mail-provider";

/**
 * The account e-mails (verify an address, reset a password, confirm a new address, a one-time
 * sign-in link while the account's sign-in is throttled): plain text
 * plus a simple HTML twin built from the same escaped lines. Each is stored in `outbound_mail`
 * before it is handed to the mail provider; with no SMTP configured it is only stored and logged,
 * and outside production the link is logged too, so the whole flow works on a fresh machine.
 */
export const PRODUCT_NAME = "Seller Content Studio";

export interface AccountMailDeps {
  db: Database;
  mail: MailProvider;
  log: FastifyBaseLogger;
  /** The mailbox account e-mails come from (CONTACT_FROM, else the support address). */
  from: string;
  supportEmail: string;
  /** Log the links themselves (never in production: a log is not a mailbox). */
  logLinks: boolean;
}

export type AccountMailKind = "verify_email" | "reset_password" | "change_email" | "sign_in";

interface Template {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const templates: Record<AccountMailKind, (minutes: number) => Template> = {
  verify_email: (minutes) => ({
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    intro: `Welcome to ${PRODUCT_NAME}! Please confirm that this is your e-mail address, so we can reach you about your account.`,
    action: "Confirm my e-mail address",
    outro: `The link works for ${hours(minutes)}. If you didn't create an account, you can ignore this e-mail.`,
  }),
  reset_password: (minutes) => ({
    subject: `Reset your ${PRODUCT_NAME} password`,
    intro: "Someone (we hope you) asked to reset the password of your account. Choose a new one here:",
    action: "Choose a new password",
    outro: `The link works once, for ${minutes} minutes. If you didn't ask, ignore this e-mail: your password stays as it is.`,
  }),
  sign_in: (minutes) => ({
    subject: `Your ${PRODUCT_NAME} sign-in link`,
    intro:
      "Signing in to your account is paused for a while after many wrong passwords. To sign in on this device anyway, use this link:",
    action: "Sign me in",
    outro: `The link works once, for ${minutes} minutes. If you didn't ask for it, ignore this e-mail, and consider changing your password: someone may be guessing it.`,
  }),
  change_email: (minutes) => ({
    subject: `Confirm your new e-mail address for ${PRODUCT_NAME}`,
    intro: `You asked to use this address for your ${PRODUCT_NAME} account. Confirm it to make the change:`,
    action: "Use this e-mail address",
    outro: `The link works for ${hours(minutes)}. Until you open it, your account keeps its current address.`,
  }),
};

const hours = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`);

export function composeAccountMail(
  kind: AccountMailKind,
  link: string,
  minutes: number,
  supportEmail: string,
  firstName: string | null,
): { subject: string; text: string; html: string } {
  const template = templates[kind](minutes);
  const greeting = firstName ? `Hi ${firstName},` : "Hi,";
  const signOff = `Questions? Write to ${supportEmail}.\n— The ${PRODUCT_NAME} team`;
  const text = [
    greeting,
    "",
    template.intro,
    "",
    `${template.action}: ${link}`,
    "",
    template.outro,
    "",
    signOff,
  ].join("\n");
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = [
    `<div style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:15px;line-height:1.5;color:#111827;max-width:520px">`,
    paragraph(greeting),
    paragraph(template.intro),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(template.action)}</a></p>`,
    paragraph(`Or paste this link into your browser: ${link}`),
    paragraph(template.outro),
    `<p style="margin:0;color:#6b7280">Questions? Write to <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>.<br>— The ${PRODUCT_NAME} team</p>`,
    "</div>",
  ].join("\n");
  return { subject: template.subject, text, html };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Stores the e-mail, then sends it. A failed send is logged and marked, never thrown: the seller's
 * request (a sign-up, a reset) has succeeded, and they can ask for the link again.
 */
export async function sendAccountMail(
  deps: AccountMailDeps,
  message: {
    kind: AccountMailKind;
    userId: string;
    to: string;
    link: string;
    minutes: number;
    firstName: string | null;
  },
): Promise<void> {
  const mail = composeAccountMail(
    message.kind,
    message.link,
    message.minutes,
    deps.supportEmail,
    message.firstName,
  );
  const [row] = await deps.db
    .insert(outboundMail)
    .values({ userId: message.userId, to: message.to, kind: message.kind, ...mail })
    .returning({ id: outboundMail.id });
  if (deps.logLinks)
    deps.log.info({ to: message.to, kind: message.kind, link: message.link }, "account e-mail link");
  let deliveryStatus: "stored" | "sent" | "failed" = "stored";
  try {
    await deps.mail.send({
      from: { name: PRODUCT_NAME, address: deps.from },
      to: message.to,
      replyTo: { name: `${PRODUCT_NAME} support`, address: deps.supportEmail },
      ...mail,
    });
    if (deps.mail.kind === "smtp") deliveryStatus = "sent";
  } catch (err) {
    deliveryStatus = "failed";
    deps.log.error({ err, kind: message.kind }, "account e-mail stored but could not be sent");
  }
  if (row && deliveryStatus !== "stored") {
    await deps.db.update(outboundMail).set({ deliveryStatus }).where(eq(outboundMail.id, row.id));
  }
}
