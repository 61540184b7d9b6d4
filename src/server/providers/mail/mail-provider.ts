/** A mailbox address with an optional display name; the provider encodes names, never the caller. */
export interface MailAddress {
  name?: string;
  address: string;
}

/** One plain-text e-mail. Header fields are data: a provider must encode them, never splice them. */
export interface OutgoingMail {
  from: MailAddress;
  to: string;
  replyTo: MailAddress;
  subject: string;
  text: string;
  /** An HTML alternative of `text` (account e-mails); built from escaped text only. */
  html?: string;
  /** Marks the message important (X-Priority / Importance headers), e.g. for Pro members' support mail. */
  priority?: "high" | "normal";
}

export interface SentMail {
  /** The Message-ID the provider gave the mail, when it has one. */
  messageId: string | null;
}

/**
 * Outgoing e-mail (DESIGN.md §2): `smtp` sends through nodemailer; the embedded `log` provider
 * sends nothing and only logs (the contact message is stored in the database either way).
 */
export interface MailProvider {
  readonly kind: "smtp" | "log";
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): Promise<void>;
}
