import { eq, sql } from "drizzle-orm";
import { SIGN_IN_THROTTLED_MESSAGE } from "../../../domain/account";
import type { PublicUser } from "../../../domain/auth";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { clientAddressKey } from "../../lib/client-address";
import type { UserRow } from "../../plugins/sessions";
import { consumeRateLimit, resetRateLimit } from "../rate-limit/service";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password";
import { requireStrongPassword } from "./password-strength";

export const INVALID_CREDENTIALS = "Invalid email or password";

/**
 * Sign-in throttling without lock-out (issue 15). An account could once be locked for everyone
 * by ten wrong passwords from anywhere; now:
 * - per account and address pair, growing waits: 5 tries a minute, 10 in 15 minutes, 20 an hour,
 *   so one attacker guessing one account slows to a crawl;
 * - per account, a ceiling (100 in 15 minutes) against guesses spread over many addresses;
 * - per address, 50 in 15 minutes, against one machine spraying many accounts;
 * - a device that signed in to the account before (its signed device cookie names the account)
 *   skips the first two, so the owner's right password always works there.
 */
export const LOGIN_LIMITS = {
  perPair: [
    { limit: 5, windowMs: 60_000 },
    { limit: 10, windowMs: 15 * 60_000 },
    { limit: 20, windowMs: 60 * 60_000 },
  ],
  perAccount: { limit: 100, windowMs: 15 * 60_000 },
  perIp: { limit: 50, windowMs: 15 * 60_000 },
} as const;
/** The sign-up window; how many sign-ups one IP may make in it comes from config (default 20). */
export const REGISTER_WINDOW_MS = 60 * 60_000;

export interface AuthDeps {
  db: Database;
  adminEmails: ReadonlySet<string>;
  /** Sign-ups per IP per hour (REGISTRATIONS_PER_IP_PER_HOUR). */
  registrationsPerIpPerHour: number;
}

type Registration = { email: string; password: string; firstName: string | null; lastName: string | null };
type Credentials = { email: string; password: string };

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function registerUser(deps: AuthDeps, input: Registration, clientIp: string): Promise<UserRow> {
  await enforce(
    deps.db,
    `register:ip:${clientAddressKey(clientIp)}`,
    { limit: deps.registrationsPerIpPerHour, windowMs: REGISTER_WINDOW_MS },
    "Too many sign-ups from this network. Try again later.",
  );
  const email = normaliseEmail(input.email);
  await requireStrongPassword(input.password, [email, input.firstName, input.lastName]);
  const passwordHash = await hashPassword(input.password);
  const [created] = await deps.db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      // Even an ADMIN_EMAILS address starts as a user: it becomes admin once its owner opens
      // the verification link (anyone can type an address; only its owner can read its mail).
      role: "user",
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new AppError("conflict", "An account with this email already exists");
  return created;
}

export async function authenticate(
  deps: AuthDeps & { log?: { warn(object: unknown, message: string): void } },
  input: Credentials,
  clientIp: string,
  /** Accounts this device has signed in to before (from its signed device cookie). */
  knownAccountIds: readonly string[] = [],
): Promise<UserRow> {
  const email = normaliseEmail(input.email);
  // Every per-address key counts an IPv6 client's whole /64 (finding 29.8).
  const address = clientAddressKey(clientIp);
  const tooMany = "Too many sign-in attempts. Please wait a few minutes and try again.";
  const throttle = async (kind: string, key: string, rule: { limit: number; windowMs: number }) => {
    const result = await consumeRateLimit(deps.db, { key, ...rule });
    if (result.allowed) return;
    deps.log?.warn({ throttle: kind, windowMs: rule.windowMs }, "sign-in throttled");
    // The account's own ceiling can be reached by others guessing: its owner is offered an
    // e-mailed sign-in link (POST /api/auth/sign-in-link) instead of a wait.
    throw kind === "account"
      ? new AppError("sign_in_throttled", SIGN_IN_THROTTLED_MESSAGE, {
          retryAfterSeconds: result.retryAfterSeconds,
        })
      : new AppError("rate_limited", tooMany, { retryAfterSeconds: result.retryAfterSeconds });
  };
  await throttle("address", `login:ip:${address}`, LOGIN_LIMITS.perIp);

  const [user] = await deps.db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  const pairKeys = LOGIN_LIMITS.perPair.map((rule) => `login:pair:${email}:${address}:${rule.windowMs}`);
  if (!user || !knownAccountIds.includes(user.id)) {
    for (const [index, rule] of LOGIN_LIMITS.perPair.entries())
      await throttle("account+address", pairKeys[index] ?? "", rule);
    await throttle("account", `login:account:${email}`, LOGIN_LIMITS.perAccount);
  }
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw new AppError("unauthorized", INVALID_CREDENTIALS);

  for (const key of pairKeys) await resetRateLimit(deps.db, key);
  return promoteIfAdminEmail(deps, user);
}

/**
 * ADMIN_EMAILS is applied at every sign-in, so adding an address later takes effect on next
 * login, but only for a verified address.
 */
async function promoteIfAdminEmail(deps: AuthDeps, user: UserRow): Promise<UserRow> {
  if (user.role === "admin" || !user.emailVerifiedAt || !deps.adminEmails.has(normaliseEmail(user.email)))
    return user;
  const [updated] = await deps.db
    .update(users)
    .set({ role: "admin", updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

/** Consumes one from a rate-limit bucket; 429 with `message` and Retry-After when it is empty. */
export async function enforce(
  db: Database,
  key: string,
  rule: { limit: number; windowMs: number },
  message: string,
): Promise<void> {
  const result = await consumeRateLimit(db, { key, ...rule });
  if (!result.allowed)
    throw new AppError("rate_limited", message, { retryAfterSeconds: result.retryAfterSeconds });
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
