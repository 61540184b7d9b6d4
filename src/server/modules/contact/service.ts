import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type ContactInput, contactCategoryLabel, contactSubjectFor } from "../../../domain/contact";
import { hasProAccess } from "../../../domain/plans";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { clientAddressKey } from "../../lib/client-address";
import type { MailProvider, OutgoingMail } from "../../providers/mail/mail-provider";
import { consumeRateLimit } from "../rate-limit/service";
import type { UserRow } from "../sessions/service";

/** Contact messages per client IP: enough for a follow-up or a correction, too few to spam. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

export const CONTACT_FROM_NAME = "Seller Content Studio contact form";

export interface ContactDeps {
  db: Database;
  mail: MailProvider;
  /** Where messages go (CONTACT_TO, else the support address). */
  contactTo: string;
  /** The sender mailbox the SMTP server accepts (CONTACT_FROM, else the support address). */
  contactFrom: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface ContactSender {
  clientIp: string;
  user: UserRow | null;
}

/**
 * Stores the message first, then hands it to the mail provider. A failed send never loses the
 * message: the row stays with deliveryStatus 'failed' and the visitor still gets 201.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  input: ContactInput,
  sender: ContactSender,
): Promise<{ id: string }> {
  const rate = await consumeRateLimit(deps.db, {
    key: `contact:ip:${clientAddressKey(sender.clientIp)}`,
    ...CONTACT_RATE_LIMIT,
  });
  if (!rate.allowed) {
    throw new AppError("rate_limited", "Too many messages from this network. Please try again later.", {
      retryAfterSeconds: rate.retryAfterSeconds,
    });
  }

  const subject = contactSubjectFor(input);
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      userId: sender.user?.id ?? null,
      name: input.name,
      email: input.email,
      category: input.category,
      subject,
      message: input.message,
      deliveryStatus: "stored",
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error("contact insert returned no row");

  const mail = composeContactMail(deps, { ...input, subject, id: row.id, createdAt: row.createdAt }, sender);
  let deliveryStatus: "sent" | "failed" | "stored" = "stored";
  try {
    await deps.mail.send(mail);
    if (deps.mail.kind === "smtp") deliveryStatus = "sent";
  } catch (err) {
    deliveryStatus = "failed";
    deps.log.error({ err, contactMessageId: row.id }, "contact message stored but could not be e-mailed");
  }
  if (deliveryStatus !== "stored") {
    await deps.db.update(contactMessages).set({ deliveryStatus }).where(eq(contactMessages.id, row.id));
  }
  return { id: row.id };
}

type StoredMessage = ContactInput & { subject: string; id: string; createdAt: Date };

export function composeContactMail(
  deps: Pick<ContactDeps, "contactTo" | "contactFrom" | "now">,
  message: StoredMessage,
  sender: ContactSender,
): OutgoingMail {
  // Pro members' messages are flagged high priority: that is what "priority support" means here.
  const pro = sender.user !== null && hasProAccess(sender.user, deps.now?.() ?? new Date());
  const account = sender.user
    ? `${sender.user.email} (${pro ? "Pro member, priority" : "Free plan"})`
    : "not signed in";
  const text = [
    `New message from the contact form (${contactCategoryLabel(message.category)}).`,
    "",
    `Name:     ${message.name}`,
    `Email:    ${message.email}`,
    `Category: ${contactCategoryLabel(message.category)} (${message.category})`,
    `Subject:  ${message.subject}`,
    `Account:  ${account}`,
    `Received: ${message.createdAt.toISOString()}`,
    `Ref:      ${message.id}`,
    "",
    "Reply to this e-mail to answer the sender directly.",
    "",
    "----------------------------------------------------------------",
    message.message,
    "",
  ].join("\n");
  return {
    from: { name: CONTACT_FROM_NAME, address: deps.contactFrom },
    to: deps.contactTo,
    replyTo: { name: message.name, address: message.email },
    subject: message.subject,
    text,
    priority: pro ? "high" : "normal",
  };
}
