import { and, eq, sql } from "drizzle-orm";
import { bulkListingContextSchema, bulkSocialContextSchema } from "../../../domain/bulk";
import { hasBulkAccess } from "../../../domain/plans";
import type { Database } from "../../db/client";
import { bulkItems, bulkJobs, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isOutage } from "../../lib/outage";
import { ProductUnknownError } from "../../providers/generation/generation-provider";
import { composeListings, storeListings } from "../generation/listing-service";
import type { GenerationDeps } from "../generation/social-service";
import { composeSocialContent, storeSocialContent } from "../generation/social-service";
import { writerRefusalAsAppError } from "../generation/writer-refusal";
import { reserveGeneration } from "../usage/service";
import { listingInputFor, socialInputFor } from "./item-input";
import { withOutageRetries } from "./outage-retry";
import { type ProviderPause, type RetryPolicy, withProviderRetries } from "./provider-retry";
import { type BulkItemRow, type BulkJobRow, finishJobIfDone } from "./service";

export interface ProcessItemDeps extends Pick<GenerationDeps, "provider" | "loadImage" | "analyseImage"> {
  db: Database;
  pause: ProviderPause;
  /** The most one item may take, retries and pauses included. */
  itemTimeoutMs: number;
  retryPolicy?: RetryPolicy;
  /** How steps are retried while the database or the store is away (tests shorten it). */
  outageRetryPolicy?: RetryPolicy;
  /** This app copy's name, kept on the item (several copies share one job). */
  instanceName: string;
  log?: { error(object: unknown, message: string): void; warn?(object: unknown, message: string): void };
}

export const PRO_ENDED_MESSAGE =
  "Your Pro plan ended before this photo's turn. Renew Pro to process the rest of the batch.";
export const UNKNOWN_PRODUCT_MESSAGE =
  "We couldn't tell what this photo shows. Name the file after the product (for example blue-ceramic-mug.jpg) or fill in “What are you selling?”";
/** A photo whose storage or database stayed away through every retry (issue 31.4). */
export const OUTAGE_MESSAGE =
  "Our photo storage or database did not answer for a while, so this photo was not processed. Try it again in a few minutes.";
/** The spec's catch-all per-image error (core-product §8). */
export const UNKNOWN_ERROR_MESSAGE = "Unknown error occurred";

/** The work finished but another claim of the same item got there first: store nothing. */
class ClaimLost extends Error {}

/**
 * Runs one photo of a bulk job, start to end. It is safe to run twice (a queue redelivers an item
 * whose copy died): each run claims the item by bumping `attempts`, and the result is stored in
 * the transaction that marks the item `succeeded` only while that claim is still the latest, so
 * a photo is never charged or stored twice. A failure of the photo itself (unreadable image,
 * writer refusal, model down after retries) ends the item `failed` with a message a seller can
 * act on and never stops the rest. While the database or the store is away (a restart, a
 * failover) each step is tried again with backoff (issue 31); a photo whose storage stays away
 * through every retry fails saying so, and one that cannot even be marked (the database is
 * still away) escapes unmarked, for the queue to run it again later.
 */
export async function processBulkItem(deps: ProcessItemDeps, itemId: string): Promise<void> {
  const deadline = Date.now() + deps.itemTimeoutMs;
  const retry = <T>(step: () => Promise<T>) =>
    withOutageRetries(step, {
      deadline,
      policy: deps.outageRetryPolicy,
      onRetry: (err, delayMs) =>
        deps.log?.warn?.({ err, itemId, delayMs }, "bulk item waits for the database or storage"),
    });
  const claim = await retry(() => claimItem(deps, itemId));
  if (!claim) return;
  const { item, job } = claim;
  const started = performance.now();
  try {
    const user = await retry(() => userOf(deps.db, job.userId));
    if (!hasBulkAccess(user)) throw new AppError("pro_required", PRO_ENDED_MESSAGE);
    const store = await withTimeout(
      withProviderRetries(() => retry(() => compose(deps, user, job, item)), {
        pause: deps.pause,
        policy: deps.retryPolicy,
        deadline,
      }),
      deps.itemTimeoutMs,
    );
    // Retried whole: a transaction cut by a lost connection rolled back, and one whose commit
    // landed but whose reply was lost finds its claim settled and stores nothing (ClaimLost).
    await retry(() => storeResult(deps, store, { user, job, item, started }));
  } catch (error) {
    // Marking the photo failed needs the database: if it is still away this throws, and the
    // photo stays claimed and unmarked for the queue to run again (here or on another copy).
    if (!(error instanceof ClaimLost)) await retry(() => markFailed(deps, item, error, started));
  }
  await retry(() => finishJobIfDone(deps.db, job.id));
}

async function storeResult(
  deps: ProcessItemDeps,
  store: (tx: Database) => Promise<string>,
  { user, job, item, started }: { user: { id: string }; job: BulkJobRow; item: BulkItemRow; started: number },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await reserveGeneration(tx, user.id, job.kind === "social" ? "social_media" : "product_listing");
    const generationId = await store(tx);
    const done = await tx
      .update(bulkItems)
      .set({
        status: "succeeded",
        generationId,
        error: null,
        finishedAt: sql`now()`,
        processingTimeMs: Math.round(performance.now() - started),
      })
      .where(stillClaimed(item))
      .returning({ id: bulkItems.id });
    if (done.length === 0) throw new ClaimLost();
  });
}

async function markFailed(deps: ProcessItemDeps, item: BulkItemRow, error: unknown, started: number) {
  const message = readableError(error);
  if (message === UNKNOWN_ERROR_MESSAGE) deps.log?.error({ err: error, itemId: item.id }, "bulk item failed");
  await deps.db
    .update(bulkItems)
    .set({
      status: "failed",
      error: message,
      finishedAt: sql`now()`,
      processingTimeMs: Math.round(performance.now() - started),
    })
    .where(stillClaimed(item));
}

/**
 * Takes the item if it still needs doing: pending, or running under a claim that a dead copy left
 * behind (the queue only redelivers after that claim expired). Marks the job running on its first
 * item.
 */
async function claimItem(
  deps: ProcessItemDeps,
  itemId: string,
): Promise<{ item: BulkItemRow; job: BulkJobRow } | null> {
  const [item] = await deps.db
    .update(bulkItems)
    .set({
      status: "running",
      attempts: sql`${bulkItems.attempts} + 1`,
      startedAt: sql`now()`,
      processedBy: deps.instanceName,
    })
    .where(and(eq(bulkItems.id, itemId), sql`${bulkItems.status} IN ('pending', 'running')`))
    .returning();
  if (!item) return null;
  const [job] = await deps.db
    .update(bulkJobs)
    .set({
      status: sql`CASE WHEN ${bulkJobs.status} = 'queued' THEN 'running' ELSE ${bulkJobs.status} END`,
      startedAt: sql`coalesce(${bulkJobs.startedAt}, now())`,
    })
    .where(eq(bulkJobs.id, item.jobId))
    .returning();
  if (!job) return null;
  return { item, job };
}

const stillClaimed = (item: BulkItemRow) =>
  and(eq(bulkItems.id, item.id), eq(bulkItems.status, "running"), eq(bulkItems.attempts, item.attempts));

async function userOf(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError("not_found", "This account no longer exists");
  return user;
}

/** Writes the photo's content (no table touched) and returns how to store it in a transaction. */
async function compose(
  deps: ProcessItemDeps,
  user: Awaited<ReturnType<typeof userOf>>,
  job: BulkJobRow,
  item: BulkItemRow,
): Promise<(tx: Database) => Promise<string>> {
  if (job.kind === "social") {
    const input = socialInputFor(bulkSocialContextSchema.parse(job.context), item);
    const composed = await composeSocialContent(deps, user, input, { fileName: item.fileName });
    return async (tx) => (await storeSocialContent(tx, user, input, composed)).id;
  }
  const input = listingInputFor(bulkListingContextSchema.parse(job.context), item);
  const composed = await composeListings(deps, user, input, { fileName: item.fileName });
  return async (tx) => {
    const rows = await storeListings(tx, user, input, composed);
    const generationId = rows[0]?.generationId;
    if (!generationId) throw new Error("listing insert returned no row");
    return generationId;
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new AppError(
            "service_unavailable",
            `This photo took longer than ${Math.round(ms / 1000)} s and was stopped. Try it again on its own.`,
          ),
        ),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The per-photo error in the spec's words where it has them (core-product §8): a photo that
 * could not be read is an 'Image upload failed: …', a writer that failed a 'Content generation
 * failed: …'. A writer's refusal says what to do about it.
 */
export function readableError(error: unknown): string {
  if (error instanceof ProductUnknownError) return UNKNOWN_PRODUCT_MESSAGE;
  const refusal = writerRefusalAsAppError(error);
  if (!(refusal instanceof AppError)) return isOutage(error) ? OUTAGE_MESSAGE : UNKNOWN_ERROR_MESSAGE;
  switch (refusal.code) {
    case "not_found":
    case "unsupported_media_type":
    case "payload_too_large":
      return `Image upload failed: ${refusal.message}`;
    case "bad_gateway":
    case "rate_limited":
      return `Content generation failed: ${refusal.message}`;
    case "internal":
      return UNKNOWN_ERROR_MESSAGE;
    default:
      return refusal.message;
  }
}
