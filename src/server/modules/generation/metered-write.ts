import { hasProAccess } from "../../../domain/plans";
import type { Database } from "../../db/client";
import type { UserRow } from "../sessions/service";
import { giveBackFreeRewrite, type RewriteTarget, takeFreeRewrite } from "../usage/free-rewrites";
import {
  accountDeletedError,
  accountExists,
  releaseGeneration,
  reserveGeneration,
  type UsageKind,
} from "../usage/service";
import { writerRefusalAsAppError } from "./writer-refusal";

/**
 * Runs `write` with one of the user's generations of `kind` reserved: 402 `limit_reached` before
 * any work when the plan has none left (Pro and admin accounts are not limited), and the
 * reservation given back when anything fails, so a failed write never costs a generation. A
 * writer's refusal comes out as its 400 (writer-refusal.ts). Generate, Regenerate and a
 * single-platform rewrite past its free ones all spend through here. An account deleted while its generation ran
 * gets a 401 (nothing was stored: its rows' foreign keys refuse them), never a 500.
 */
export async function withReservedGeneration<T>(
  db: Database,
  userId: string,
  kind: UsageKind,
  write: () => Promise<T>,
): Promise<T> {
  await reserveGeneration(db, userId, kind);
  try {
    return await write();
  } catch (error) {
    await releaseGeneration(db, userId, kind);
    throw await failureOf(db, userId, error);
  }
}

/**
 * Runs a rewrite of one platform inside a stored generation (issue 33): on the Free plan the first
 * FREE_REWRITES_PER_PLATFORM rewrites of each platform are free, since they rewrite content already
 * paid for (taken atomically, given back on failure); beyond them, and on Pro, a rewrite spends a
 * generation through `withReservedGeneration`. `write` learns which it was, for the usage record.
 */
export async function withRewriteAllowance<T>(
  db: Database,
  user: Pick<UserRow, "id" | "role" | "subscriptionStatus" | "subscriptionEndDate">,
  kind: UsageKind,
  target: RewriteTarget,
  write: (free: boolean) => Promise<T>,
): Promise<T> {
  const metered = user.role !== "admin" && !hasProAccess(user);
  if (!metered || !(await takeFreeRewrite(db, user.id, target)))
    return withReservedGeneration(db, user.id, kind, () => write(false));
  try {
    return await write(true);
  } catch (error) {
    await giveBackFreeRewrite(db, target);
    throw await failureOf(db, user.id, error);
  }
}

/** A failed write as the caller should see it (the database's own error, when it failed, wins). */
async function failureOf(db: Database, userId: string, error: unknown): Promise<unknown> {
  if (!(await accountExists(db, userId).catch(() => true))) return accountDeletedError(error);
  return writerRefusalAsAppError(error);
}
