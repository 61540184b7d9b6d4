import { and, eq, ne, sql } from "drizzle-orm";
import { hasProAccess } from "../../../domain/plans";
import { STORAGE_QUOTA_BYTES, STORAGE_QUOTA_MESSAGES } from "../../../domain/uploads";
import type { Database } from "../../db/client";
import { uploads, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface StorageAllowance {
  /** Bytes the owner may still add (negative when already over, e.g. after a downgrade). */
  remaining: number;
  /** The 413 to throw when the new bytes do not fit, worded for the owner's plan. */
  exceeded(): AppError;
}

/**
 * Bytes an account keeps: every upload's stored size, or — while its bytes are still on their way —
 * the size declared for its upload URL. Counted from the rows, so every app copy agrees.
 */
const storedOrPendingBytes = sql<number>`coalesce(sum(coalesce(${uploads.size}, ${uploads.declaredSize}, 0)), 0)`;

/**
 * Runs `decide` with the owner's remaining storage inside one transaction that holds the owner's
 * row lock (FOR NO KEY UPDATE: it does not block inserts that merely reference the user). Two
 * uploads of one account, on any app copy, therefore decide one after the other, each seeing the
 * bytes the other reserved: fifty parallel PUTs cannot all slip under the cap. `excludeUploadId`
 * leaves out the upload being decided, whose own reservation `decide` replaces.
 */
export async function withStorageAllowance<T>(
  db: Database,
  ownerId: string,
  excludeUploadId: string | null,
  decide: (tx: Transaction, allowance: StorageAllowance) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({
        subscriptionStatus: users.subscriptionStatus,
        subscriptionEndDate: users.subscriptionEndDate,
      })
      .from(users)
      .where(eq(users.id, ownerId))
      .for("no key update");
    if (!owner) throw new AppError("not_found", "Account not found");
    const plan = hasProAccess(owner) ? "pro" : "free";
    const [usage] = await tx
      .select({ bytes: storedOrPendingBytes.mapWith(Number) })
      .from(uploads)
      .where(
        excludeUploadId
          ? and(eq(uploads.ownerId, ownerId), ne(uploads.id, excludeUploadId))
          : eq(uploads.ownerId, ownerId),
      );
    return decide(tx, {
      remaining: STORAGE_QUOTA_BYTES[plan] - (usage?.bytes ?? 0),
      exceeded: () => new AppError("payload_too_large", STORAGE_QUOTA_MESSAGES[plan]),
    });
  });
}
