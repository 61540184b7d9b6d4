import { and, eq, sql } from "drizzle-orm";
import { BULK_RETRY_CONFLICTS, type BulkItem, type RetryBulkItemRequest } from "../../../domain/bulk";
import { hasBulkAccess } from "../../../domain/plans";
import { bulkItems } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import type { UserRow } from "../sessions/service";
import { leaseFromNow } from "./lease";
import { type ProcessItemDeps, runClaimedItem, startRun } from "./process-item";
import { type BulkItemRow, ownJob, PRO_REQUIRED_MESSAGE, toBulkItems } from "./service";

const ITEM_NOT_FOUND = "This photo is not part of the batch";
/**
 * The most a retry may take: the seller waits for it in one request, and the server drops a
 * connection idle for 60 s (app.ts `connectionTimeout`). A queued photo gets BULK_ITEM_TIMEOUT_MS.
 */
export const RETRY_TIMEOUT_MS = 50_000;

/**
 * A seller's second go at one failed photo of a batch, with what it shows corrected: it runs now,
 * in the request, through the same steps as a queued photo (./process-item.ts), and answers the
 * photo as it ended, succeeded with its content or failed with the new reason.
 *
 * Only a failed photo can be retried (409 otherwise, saying why). Taking it is one conditional
 * UPDATE (failed → running, a new claim), so two retries of one photo at once cannot both run:
 * the second finds it running. The photo is charged as every bulk photo is, once, in the
 * transaction that stores its content, and a failed attempt is not charged. Bulk being Pro, a
 * seller whose Pro ended is refused (403) before anything changes.
 */
export async function retryBulkItem(
  deps: ProcessItemDeps,
  viewer: UserRow,
  ids: { jobId: string; itemId: string },
  input: RetryBulkItemRequest,
): Promise<BulkItem> {
  const job = await ownJob(deps.db, viewer, ids.jobId);
  if (!isUuid(ids.itemId)) throw new AppError("not_found", ITEM_NOT_FOUND);
  if (!hasBulkAccess(viewer)) throw new AppError("pro_required", PRO_REQUIRED_MESSAGE);

  const runDeps = { ...deps, itemTimeoutMs: Math.min(deps.itemTimeoutMs, RETRY_TIMEOUT_MS) };
  const run = startRun(runDeps, ids.itemId);
  const claimed = await run.retry(() =>
    claimFailedItem(deps, job.id, ids.itemId, input.product, run.leaseSettings.leaseMs),
  );
  if (!claimed) throw await refusal(deps, job.id, ids.itemId);
  await runClaimedItem(runDeps, { item: claimed, job }, run);

  const [settled] = await deps.db.select().from(bulkItems).where(eq(bulkItems.id, claimed.id));
  if (!settled) throw new AppError("not_found", ITEM_NOT_FOUND);
  const [item] = await toBulkItems(deps.db, job, [settled]);
  if (!item) throw new AppError("not_found", ITEM_NOT_FOUND);
  return item;
}

/**
 * Takes a failed photo for this run: running again under a new claim (`attempts` + 1, a fresh
 * lease), its error and timings cleared, and the seller's corrected product kept on it (the CSV
 * and a later look at the batch show what it was run as). Null when it is not failed.
 */
async function claimFailedItem(
  deps: ProcessItemDeps,
  jobId: string,
  itemId: string,
  product: string | undefined,
  leaseMs: number,
): Promise<BulkItemRow | null> {
  const [item] = await deps.db
    .update(bulkItems)
    .set({
      status: "running",
      ...(product !== undefined ? { product } : {}),
      error: null,
      attempts: sql`${bulkItems.attempts} + 1`,
      startedAt: sql`now()`,
      finishedAt: null,
      processingTimeMs: null,
      processedBy: deps.instanceName,
      leaseExpiresAt: leaseFromNow(leaseMs),
    })
    .where(and(eq(bulkItems.id, itemId), eq(bulkItems.jobId, jobId), eq(bulkItems.status, "failed")))
    .returning();
  return item ?? null;
}

/** Why the photo was not taken: not in this batch (404), or not failed (409, by its status). */
async function refusal(deps: ProcessItemDeps, jobId: string, itemId: string): Promise<AppError> {
  const [item] = await deps.db
    .select({ status: bulkItems.status })
    .from(bulkItems)
    .where(and(eq(bulkItems.id, itemId), eq(bulkItems.jobId, jobId)));
  if (!item) return new AppError("not_found", ITEM_NOT_FOUND);
  // A photo failed again between the UPDATE and this read was retried by another request.
  if (item.status === "failed") return new AppError("conflict", BULK_RETRY_CONFLICTS.running);
  return new AppError("conflict", BULK_RETRY_CONFLICTS[item.status]);
}
