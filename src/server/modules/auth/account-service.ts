import { eq, sql } from "drizzle-orm";
import { TOKEN_LIFETIME_MINUTES } from "../../../domain/account";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { clientAddressKey } from "../../lib/client-address";
import { revokeAllApiTokens } from "../api-tokens/service";
import { consumeRateLimit } from "../rate-limit/service";
import { endOtherSessions, type UserRow } from "../sessions/service";
import { type AccountMailDeps, type AccountMailKind, sendAccountMail } from "./account-mail";
import { consumeToken, issueToken, peekToken } from "./auth-tokens";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password";
import { requireStrongPassword } from "./password-strength";
import { enforce, normaliseEmail } from "./service";

/**
 * E-mail verification, password reset and change, e-mail change (issue 15). Every e-mailed link
 * is a one-time token (./auth-tokens.ts); every change of credentials ends the user's other
 * sessions and every API token (endOtherCredentials); an ADMIN_EMAILS address is made admin only
 * once its owner has proved it.
 */
export interface AccountDeps extends AccountMailDeps {
  adminEmails: ReadonlySet<string>;
  /** The site's origin for e-mailed links; null when it is not known safely (production without APP_ORIGIN). */
  linkOrigin: string | null;
}

export const LINK_INVALID_MESSAGE =
  "This link has expired or was already used. Ask for a new one and use the newest e-mail.";
const WRONG_PASSWORD = "Your current password is not right";
const linkInvalid = () =>
  new AppError("bad_request", LINK_INVALID_MESSAGE, {
    issues: [{ code: "custom", path: ["token"], message: LINK_INVALID_MESSAGE }],
  });

/** Mail-sending limits: a user can't be made to flood an inbox. */
const RESEND_LIMIT = { limit: 3, windowMs: 60 * 60_000 } as const;
const RESET_LIMIT_PER_ADDRESS = { limit: 3, windowMs: 60 * 60_000 } as const;
const RESET_LIMIT_PER_IP = { limit: 20, windowMs: 60 * 60_000 } as const;
/** Sign-in links, like reset links: at most 3 mails an hour per address. */
const SIGN_IN_LINK_LIMIT_PER_ADDRESS = { limit: 3, windowMs: 60 * 60_000 } as const;
const SIGN_IN_LINK_LIMIT_PER_IP = { limit: 20, windowMs: 60 * 60_000 } as const;

/**
 * After a password reset or change, or an e-mail change: every session but `keepSid` ends, and
 * every API token is revoked (issue 29). Whoever knew the old password (someone who registered
 * the owner's address first, say) keeps no credential that outlives the owner taking it back.
 */
async function endOtherCredentials(deps: AccountDeps, userId: string, keepSid: string | null): Promise<void> {
  await endOtherSessions(deps.db, userId, keepSid);
  await revokeAllApiTokens(deps.db, userId);
}

/** Sends the user a link; no link without a safe origin (a Host header could point it elsewhere). */
async function mailLink(
  deps: AccountDeps,
  user: Pick<UserRow, "id" | "firstName">,
  kind: AccountMailKind,
  to: string,
  path: string,
): Promise<void> {
  if (!deps.linkOrigin) {
    deps.log.warn({ kind }, "account e-mail not sent: set APP_ORIGIN so links point at this site");
    return;
  }
  const token = await issueToken(deps.db, user.id, kind, to);
  await sendAccountMail(deps, {
    kind,
    userId: user.id,
    to,
    link: `${deps.linkOrigin}${path}?token=${token}`,
    minutes: TOKEN_LIFETIME_MINUTES[kind],
    firstName: user.firstName,
  });
}

export function sendVerificationMail(deps: AccountDeps, user: UserRow): Promise<void> {
  return mailLink(deps, user, "verify_email", user.email, "/verify-email");
}

/** "Send again" on the banner: at most RESEND_LIMIT an hour. */
export async function resendVerification(deps: AccountDeps, user: UserRow): Promise<string> {
  if (user.emailVerifiedAt) return "Your e-mail address is already confirmed.";
  await enforce(
    deps.db,
    `verify-resend:user:${user.id}`,
    RESEND_LIMIT,
    "We've sent several links already. Check your spam folder, or try again in an hour.",
  );
  await sendVerificationMail(deps, user);
  return `We've sent a new link to ${user.email}.`;
}

/**
 * Opens a verify or change-e-mail link. Verifying makes an ADMIN_EMAILS address admin; a new
 * address replaces the old one and signs the user's other devices out.
 */
export async function confirmEmail(
  deps: AccountDeps,
  token: string,
  currentSid: string | null,
): Promise<{ user: UserRow; message: string }> {
  const used = await consumeToken(deps.db, token, ["verify_email", "change_email"]);
  if (!used) throw linkInvalid();
  const email = normaliseEmail(used.email);
  const [user] = await deps.db
    .update(users)
    .set({
      email,
      emailVerifiedAt: sql`now()`,
      ...(deps.adminEmails.has(email) ? { role: "admin" as const } : {}),
      updatedAt: new Date(),
    })
    // A verify link only counts while the account still has that address.
    .where(
      used.purpose === "verify_email"
        ? sql`${users.id} = ${used.userId} AND lower(${users.email}) = ${email}`
        : eq(users.id, used.userId),
    )
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError("conflict", "Another account uses that address now.");
      throw error;
    });
  if (!user) throw linkInvalid();
  if (used.purpose === "change_email") {
    await endOtherCredentials(deps, user.id, currentSid);
    return { user, message: `Your account now uses ${email}.` };
  }
  return { user, message: "Thanks! Your e-mail address is confirmed." };
}

/** Always the same answer, whether or not an account has the address (no account oracle). */
export async function requestPasswordReset(
  deps: AccountDeps,
  email: string,
  clientIp: string,
): Promise<void> {
  const address = normaliseEmail(email);
  // Quietly: going over a limit sends nothing but answers the same.
  const perIp = await consumeRateLimit(deps.db, {
    key: `reset:ip:${clientAddressKey(clientIp)}`,
    ...RESET_LIMIT_PER_IP,
  });
  const perAddress = await consumeRateLimit(deps.db, {
    key: `reset:email:${address}`,
    ...RESET_LIMIT_PER_ADDRESS,
  });
  if (!perIp.allowed || !perAddress.allowed) {
    deps.log.warn({ throttled: !perIp.allowed ? "ip" : "address" }, "password reset throttled");
    return;
  }
  const [user] = await deps.db.select().from(users).where(sql`lower(${users.email}) = ${address}`).limit(1);
  if (!user) return;
  await mailLink(deps, user, "reset_password", user.email, "/reset-password");
}

/**
 * POST /api/auth/sign-in-link (finding 29.8): a way in for the owner while sign-in is throttled for
 * their account (someone guessing its password from many places), from a device that never signed
 * in before. A one-time link goes to the account's address; the answer is the same whether or not
 * an account has it, and the mails are limited like reset mails (3 an hour per address).
 */
export async function requestSignInLink(deps: AccountDeps, email: string, clientIp: string): Promise<void> {
  const address = normaliseEmail(email);
  const perIp = await consumeRateLimit(deps.db, {
    key: `sign-in-link:ip:${clientAddressKey(clientIp)}`,
    ...SIGN_IN_LINK_LIMIT_PER_IP,
  });
  const perAddress = await consumeRateLimit(deps.db, {
    key: `sign-in-link:email:${address}`,
    ...SIGN_IN_LINK_LIMIT_PER_ADDRESS,
  });
  if (!perIp.allowed || !perAddress.allowed) {
    deps.log.warn({ throttled: !perIp.allowed ? "ip" : "address" }, "sign-in link throttled");
    return;
  }
  const [user] = await deps.db.select().from(users).where(sql`lower(${users.email}) = ${address}`).limit(1);
  if (!user) return;
  await mailLink(deps, user, "sign_in", user.email, "/sign-in-link");
}

/**
 * Opens a sign-in link: the user it names, while the account still has the address it was sent
 * to; the caller starts a session and remembers the device. Opening it also proves the address.
 */
export async function signInWithLink(deps: AccountDeps, token: string): Promise<UserRow> {
  const used = await consumeToken(deps.db, token, ["sign_in"]);
  if (!used) throw linkInvalid();
  const email = normaliseEmail(used.email);
  const [user] = await deps.db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      ...(deps.adminEmails.has(email) ? { role: "admin" as const } : {}),
      updatedAt: new Date(),
    })
    .where(sql`${users.id} = ${used.userId} AND lower(${users.email}) = ${email}`)
    .returning();
  if (!user) throw linkInvalid();
  return user;
}

/**
 * Sets the new password from a reset link and ends every session of the user; the caller starts
 * a fresh one. Opening the link also proves the address.
 */
export async function resetPassword(deps: AccountDeps, token: string, password: string): Promise<UserRow> {
  // A weak new password is refused before the link is spent, so the seller can try another.
  const pending = await peekToken(deps.db, token, "reset_password");
  const [current] = pending
    ? await deps.db.select().from(users).where(eq(users.id, pending.userId)).limit(1)
    : [];
  if (!current) throw linkInvalid();
  await requireStrongPassword(password, [current.email, current.firstName, current.lastName]);
  const used = await consumeToken(deps.db, token, ["reset_password"]);
  if (!used) throw linkInvalid();
  const email = normaliseEmail(current.email);
  const [user] = await deps.db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      ...(deps.adminEmails.has(email) ? { role: "admin" as const } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, used.userId))
    .returning();
  if (!user) throw linkInvalid();
  await endOtherCredentials(deps, user.id, null);
  return user;
}

/** Needs the current password; signs every other device out. */
export async function changePassword(
  deps: AccountDeps,
  user: UserRow,
  input: { currentPassword: string; newPassword: string },
  currentSid: string | null,
): Promise<void> {
  await requireCurrentPassword(deps, user, input.currentPassword);
  await requireStrongPassword(input.newPassword, [user.email, user.firstName, user.lastName], "newPassword");
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await endOtherCredentials(deps, user.id, currentSid);
}

/** Needs the current password; the new address must be confirmed from its own inbox. */
export async function requestEmailChange(
  deps: AccountDeps,
  user: UserRow,
  input: { newEmail: string; currentPassword: string },
): Promise<string> {
  await requireCurrentPassword(deps, user, input.currentPassword);
  const email = normaliseEmail(input.newEmail);
  if (email === normaliseEmail(user.email)) return "That is already your address.";
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (taken) throw new AppError("conflict", "Another account uses that address.");
  await enforce(
    deps.db,
    `email-change:user:${user.id}`,
    RESEND_LIMIT,
    "You've asked for several changes already. Try again in an hour.",
  );
  await mailLink(deps, user, "change_email", email, "/verify-email");
  return `We've sent a link to ${email}. Open it to finish the change; until then your account keeps ${user.email}.`;
}

export async function updateProfile(
  db: Database,
  user: UserRow,
  input: { firstName?: string | null; lastName?: string | null },
): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({
      ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
      ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

async function requireCurrentPassword(deps: AccountDeps, user: UserRow, password: string): Promise<void> {
  await enforce(
    deps.db,
    `current-password:user:${user.id}`,
    { limit: 10, windowMs: 15 * 60_000 },
    "Too many tries. Please wait a few minutes.",
  );
  const valid = user.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!valid) {
    throw new AppError("bad_request", WRONG_PASSWORD, {
      issues: [{ code: "custom", path: ["currentPassword"], message: WRONG_PASSWORD }],
    });
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}
