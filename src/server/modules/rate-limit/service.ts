import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimitBuckets } from "../../db/schema";

export interface RateLimitRule {
  /** What is being limited and for whom, e.g. `login:ip:203.0.113.9`. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit against a fixed window in a single atomic upsert, using the database clock so
 * every app copy agrees. The hit that crosses the limit and every later one are refused until
 * the window resets.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule): Promise<RateLimitResult> {
  const t = rateLimitBuckets;
  const windowMs = Math.max(1, Math.round(rule.windowMs));
  const [row] = await db
    .insert(t)
    .values({
      key: rule.key,
      count: 1,
      resetAt: sql`now() + ${windowMs}::int * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`CASE WHEN ${t.resetAt} <= now() THEN 1 ELSE ${t.count} + 1 END`,
        resetAt: sql`CASE WHEN ${t.resetAt} <= now() THEN excluded.reset_at ELSE ${t.resetAt} END`,
      },
    })
    .returning({
      count: t.count,
      retryAfterMs: sql<string>`GREATEST(0, EXTRACT(EPOCH FROM (${t.resetAt} - now())) * 1000)`,
    });
  if (!row) throw new Error("rate limit upsert returned no row");
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retryAfterMs) / 1000)),
  };
}

/** Forgets a key, e.g. an account's failed sign-ins once the right password is given. */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${key}`);
}

/** Drops windows that ended over an hour ago; run by the periodic cleanup job. */
export async function deleteExpiredRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.resetAt} < now() - interval '1 hour'`);
}
