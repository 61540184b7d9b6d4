import { eq, type SQL, sql } from "drizzle-orm";
import { FREE_LIMITS, hasProAccess } from "../../../domain/plans";
import type { UsageStatus } from "../../../domain/usage";
import type { Database } from "../../db/client";
import { usageEvents, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { UserRow } from "../sessions/service";

export type UsageKind = "social_media" | "product_listing";

const counters = {
  social_media: { column: users.socialMediaGenerationsUsed, limit: FREE_LIMITS.socialMedia },
  product_listing: { column: users.productListingsUsed, limit: FREE_LIMITS.productListings },
} as const;

/** `{socialMediaGenerationsUsed: <expr>}` or `{productListingsUsed: <expr>}`: the counter column set to an expression. */
function setCounter(kind: UsageKind, value: SQL) {
  return kind === "social_media" ? { socialMediaGenerationsUsed: value } : { productListingsUsed: value };
}

const limitMessages: Record<UsageKind, string> = {
  social_media: `You've used your ${FREE_LIMITS.socialMedia} free social media generations. Upgrade to Pro for unlimited content.`,
  product_listing: `You've used your ${FREE_LIMITS.productListings} free product listing generations. Upgrade to Pro for unlimited listings.`,
};

/** SQL twin of `hasProAccess`: evaluated inside the reserving UPDATE so the check and the count are one step. */
const hasProAccessSql = sql`(${users.subscriptionStatus} = 'active' OR (${users.subscriptionStatus} = 'canceling' AND ${users.subscriptionEndDate} > now()))`;

/**
 * Takes one generation from the user's allowance before any work is done, atomically: a single
 * conditional UPDATE, so fifty concurrent requests from a free account at 0/2 reserve exactly two.
 * Pro users always succeed (their count still grows, for the record), and so do admins: they are
 * not metered (the quality lab generates on their account). Throws 402 at the limit.
 */
export async function reserveGeneration(db: Database, userId: string, kind: UsageKind): Promise<void> {
  const { column, limit } = counters[kind];
  const reserved = await db
    .update(users)
    .set(setCounter(kind, sql`${column} + 1`))
    .where(
      sql`${users.id} = ${userId} AND (${hasProAccessSql} OR ${users.role} = 'admin' OR ${column} < ${limit})`,
    )
    .returning({ id: users.id });
  if (reserved.length === 0) {
    if (!(await accountExists(db, userId))) throw accountDeletedError();
    throw new AppError("limit_reached", limitMessages[kind]);
  }
}

export const ACCOUNT_DELETED_MESSAGE =
  "This account has been deleted, so nothing was written or saved. Sign in to another account to go on.";

/**
 * The answer to work whose account was deleted while it ran (finding 29.9a): a clear 401, since
 * the caller's session went with the account, rather than a 500 from a foreign key refusing rows
 * for a user that no longer exists.
 */
export function accountDeletedError(cause?: unknown): AppError {
  return new AppError("unauthorized", ACCOUNT_DELETED_MESSAGE, { cause });
}

export async function accountExists(db: Pick<Database, "select">, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
}

/** Gives a reserved generation back when the generation failed: failures are never counted. */
export async function releaseGeneration(db: Database, userId: string, kind: UsageKind): Promise<void> {
  const { column } = counters[kind];
  await db
    .update(users)
    .set(setCounter(kind, sql`GREATEST(0, ${column} - 1)`))
    .where(eq(users.id, userId));
}

/** The usage event of a successful generation; called in the transaction that stores the generation. */
export async function recordUsageEvent(
  db: Pick<Database, "insert">,
  userId: string,
  kind: UsageKind,
  details: Record<string, unknown>,
): Promise<void> {
  await db.insert(usageEvents).values({ userId, type: kind, details });
}

export function usageStatusOf(user: UserRow, now = new Date()): UsageStatus {
  const pro = hasProAccess(user, now);
  return {
    socialMediaUsed: user.socialMediaGenerationsUsed,
    socialMediaLimit: pro ? null : FREE_LIMITS.socialMedia,
    productListingsUsed: user.productListingsUsed,
    productListingsLimit: pro ? null : FREE_LIMITS.productListings,
    hasActiveSubscription: pro,
    subscriptionStatus: user.subscriptionStatus,
  };
}
