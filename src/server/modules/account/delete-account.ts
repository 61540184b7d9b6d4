import { randomUUID } from "node:crypto";
import { eq, like, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { DELETE_PASSWORD_WRONG_MESSAGE } from "../../../domain/account";
import type { Database } from "../../db/client";
import { billingEvents, rateLimitBuckets, uploads, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { BillingProvider } from "../../providers/billing/billing-provider";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { verifyAgainstDummy, verifyPassword } from "../auth/password";
import { enforce } from "../auth/service";
import { effectiveStatus, storeSnapshot } from "../billing/service";
import type { UserRow } from "../sessions/service";

/**
 * DELETE /api/account: the account and everything of it, once the account's password proves the
 * owner is asking (a wrong one deletes nothing: 400 naming `password`). Then, in this order, so
 * that a failure leaves an account the user can still sign in to and delete again:
 *  1. a running subscription is cancelled with the billing provider (502, nothing deleted, when
 *     the provider fails): a deleted account is never charged again;
 *  2. the stored objects of every upload (photos, AI images) are removed;
 *  3. the user row is deleted in one transaction; its foreign keys cascade to sessions, posts,
 *     listings, usage events, uploads rows, bulk jobs (and their items), auth tokens and outbound
 *     mail, and set contact messages' and quality reports' author to null. The same transaction
 *     removes the rows that name the user without a foreign key (rate-limit counters, billing events);
 *  4. objects written while 1–3 ran (an upload or a first-use clean copy finishing) are removed.
 * A local upload or clean copy finishing after step 4 finds its row gone and removes its own file
 * (local-upload.ts, stored-image.ts); what reaches S3 later (a presigned PUT cannot be revoked),
 * or whatever a crash leaves, is removed by the hourly orphan sweep (deleteOrphanObjects in
 * uploads/service.ts). Generations still running end with 401 and store nothing (metered-write.ts).
 */

export interface DeleteAccountDeps {
  db: Database;
  storage: StorageProvider;
  /** null when billing is off on this server. */
  billing: BillingProvider | null;
}

/**
 * Password tries, shared with changing the password or the e-mail (account-service.ts uses the same
 * key and rule): a stolen session cannot guess the password here faster than there.
 */
const PASSWORD_TRIES = { limit: 10, windowMs: 15 * 60_000 } as const;
export const PASSWORD_TRIES_MESSAGE = "Too many tries. Please wait a few minutes.";
export const SUBSCRIPTION_ELSEWHERE_MESSAGE =
  "Your Pro subscription can't be cancelled from this server right now, so your account was not deleted. Please contact support.";
/** Objects removed at once: quick for a Pro account's thousands, gentle on the store. */
const DELETE_CONCURRENCY = 8;

export async function deleteAccount(
  deps: DeleteAccountDeps,
  user: UserRow,
  password: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  await requireAccountPassword(deps.db, user, password);
  await cancelRunningSubscription(deps, user);

  await deleteObjects(deps.storage, await storageKeysOf(deps.db, user.id));

  const keys = await deps.db.transaction(async (tx) => {
    // Locking the user row holds off new uploads rows (their foreign key needs a share lock on
    // it), so the keys read next are all the delete below removes.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const rows = await tx
      .select({ storageKey: uploads.storageKey })
      .from(uploads)
      .where(eq(uploads.ownerId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    // Rows that name the user without a foreign key: their rate-limit counters, and the billing
    // provider's events about their subscription (which carry their e-mail and customer id).
    await tx.delete(rateLimitBuckets).where(like(rateLimitBuckets.key, `%:user:${user.id}`));
    await tx
      .delete(billingEvents)
      .where(
        or(
          sql`${billingEvents.payload} #>> '{data,object,metadata,userId}' = ${user.id}`,
          user.stripeCustomerId
            ? sql`${billingEvents.payload} #>> '{data,object,customer}' = ${user.stripeCustomerId}`
            : undefined,
        ),
      );
    return rows.map((row) => row.storageKey);
  });

  // The account is gone whatever happens now: a failure here is logged, not answered.
  await deleteObjects(deps.storage, keys).catch((err) =>
    log?.warn({ err, userId: user.id }, "objects of a deleted account could not all be removed"),
  );
}

/**
 * The account's own password, checked with the argon2 verify sign-in uses. Every account has a
 * password (registration is the only way to make one; a sign-in link opens an existing account),
 * so there is no passwordless case; a seller who forgot it resets it by e-mail first.
 */
async function requireAccountPassword(db: Database, user: UserRow, password: string): Promise<void> {
  await enforce(db, `current-password:user:${user.id}`, PASSWORD_TRIES, PASSWORD_TRIES_MESSAGE);
  const valid = user.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!valid) {
    throw new AppError("bad_request", DELETE_PASSWORD_WRONG_MESSAGE, {
      issues: [{ code: "custom", path: ["password"], message: DELETE_PASSWORD_WRONG_MESSAGE }],
    });
  }
}

/**
 * Cancels an active plan at its period end (no further charges). A plan already set to end, or
 * none, needs nothing. Without a provider that can reach the subscription, the deletion is
 * refused rather than leave a deleted account paying.
 */
async function cancelRunningSubscription(deps: DeleteAccountDeps, user: UserRow): Promise<void> {
  if (effectiveStatus(user) !== "active") return;
  const provider = deps.billing;
  if (!provider || (user.stripeSubscriptionId && provider.kind !== "stripe")) {
    // A plan granted by hand on a server without billing has nothing to cancel anywhere.
    if (!user.stripeSubscriptionId) return;
    throw new AppError("conflict", SUBSCRIPTION_ELSEWHERE_MESSAGE);
  }
  const snapshot = await provider.setCancelAtPeriodEnd(
    {
      userId: user.id,
      email: user.email,
      customerId: user.stripeCustomerId,
      subscriptionId: user.stripeSubscriptionId,
      endDate: user.subscriptionEndDate,
    },
    true,
    // One key per attempt (the client's own network retries share it): Stripe replays a failed
    // answer for a reused key, which would make a deletion that once failed fail for a day.
    // Setting the flag again is harmless, so a new attempt may simply apply it again.
    `delete-account:${user.stripeSubscriptionId ?? user.id}:${randomUUID()}`,
  );
  // Recorded at once: should the deletion fail after this, the account shows the truth (canceling).
  await storeSnapshot(deps, user.id, snapshot);
}

async function storageKeysOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ storageKey: uploads.storageKey })
    .from(uploads)
    .where(eq(uploads.ownerId, userId));
  return rows.map((row) => row.storageKey);
}

/** Removes every key (a missing object is not an error); throws the first failure once all were tried. */
async function deleteObjects(storage: StorageProvider, keys: string[]): Promise<void> {
  const queue = [...keys];
  const failures: unknown[] = [];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      await storage.delete(key).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, keys.length) }, worker));
  if (failures.length > 0) {
    throw new AppError("bad_gateway", "Your files could not be deleted. Please try again in a moment.", {
      cause: failures[0],
    });
  }
}
