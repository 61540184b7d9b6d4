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
import {
  type BulkLeaseSettings,
  CLAIM_LOST,
  ClaimLost,
  claimable,
  DEFAULT_LEASE,
  holdLease,
  leaseFromNow,
  stillClaimed,
} from "./lease";
import { withOutageRetries } from "./outage-retry";
import { photoListingFieldsOf } from "./photo-details";
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
  /** The claim's lease and how often it is renewed (BULK_LEASE_MS, BULK_HEARTBEAT_MS). */
  lease?: BulkLeaseSettings;
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

/**
 * How a run ended: the photo settled (succeeded or failed) under this run's claim; nothing to do
 * (settled already, or another copy holds a live lease on it); or the claim was handed to another
 * copy while this one worked (its lease lapsed), so this run stored nothing and the queue job it
 * came from is no longer its own to settle.
 */
export type BulkItemOutcome = "settled" | "not-claimed" | typeof CLAIM_LOST;

/**
 * Runs one photo of a bulk job, start to end. It is safe to run twice (a queue redelivers an item
 * whose copy died): each run claims the item by bumping `attempts` and holds it by a lease it
 * renews while it works (./lease.ts), and the result is stored in the transaction that marks the
 * item `succeeded` only while that claim is still the latest, so a photo is never charged or
 * stored twice. A run that finds its claim handed on stops and stores nothing. A failure of the
 * photo itself (unreadable image, writer refusal, model down after retries) ends the item
 * `failed` with a message a seller can act on and never stops the rest. While the database or
 * the store is away (a restart, a failover) each step is tried again with backoff (issue 31); a
 * photo whose storage stays away through every retry fails saying so, and one that cannot even be
 * marked (the database is still away) escapes unmarked: its lease lapses and it runs again.
 */
export async function processBulkItem(deps: ProcessItemDeps, itemId: string): Promise<BulkItemOutcome> {
  const run = startRun(deps, itemId);
  const claim = await run.retry(() => claimItem(deps, itemId, run.leaseSettings.leaseMs));
  if (!claim) return "not-claimed";
  return runClaimedItem(deps, claim, run);
}

/** One run's deadline, its lease settings and its way through a database or storage outage. */
export interface ItemRun {
  deadline: number;
  leaseSettings: BulkLeaseSettings;
  retry: <T>(step: () => Promise<T>) => Promise<T>;
}

/** Starts the clock on one run of an item (its deadline is `itemTimeoutMs` from now). */
export function startRun(deps: ProcessItemDeps, itemId: string): ItemRun {
  const deadline = Date.now() + deps.itemTimeoutMs;
  return {
    deadline,
    leaseSettings: deps.lease ?? DEFAULT_LEASE,
    retry: (step) =>
      withOutageRetries(step, {
        deadline,
        policy: deps.outageRetryPolicy,
        onRetry: (err, delayMs) =>
          deps.log?.warn?.({ err, itemId, delayMs }, "bulk item waits for the database or storage"),
      }),
  };
}

/**
 * The work after a claim, shared by the queue's runs and a seller's retry of one failed photo
 * (./retry-item.ts): writes the photo under a renewed lease and settles it, succeeded (stored and
 * charged in one transaction) or failed, then finishes the job if it was its last.
 */
export async function runClaimedItem(
  deps: ProcessItemDeps,
  claim: { item: BulkItemRow; job: BulkJobRow },
  { deadline, leaseSettings, retry }: ItemRun,
): Promise<BulkItemOutcome> {
  const { item, job } = claim;
  const itemId = item.id;
  const lease = holdLease(deps.db, item, leaseSettings, (err) =>
    deps.log?.warn?.({ err, itemId }, "bulk item's lease could not be renewed"),
  );
  const started = performance.now();
  let outcome: BulkItemOutcome = "settled";
  try {
    const user = await retry(() => userOf(deps.db, job.userId));
    if (!hasBulkAccess(user)) throw new AppError("pro_required", PRO_ENDED_MESSAGE);
    // The writer may take minutes (a slow model, Retry-After pauses): the lease is renewed all the
    // while, and the wait ends early if the claim is handed on meanwhile.
    const store = await Promise.race([
      withTimeout(
        withProviderRetries(() => retry(() => compose(deps, user, job, item)), {
          pause: deps.pause,
          policy: deps.retryPolicy,
          deadline,
        }),
        deps.itemTimeoutMs,
      ),
      lease.lost,
    ]);
    // Retried whole: a transaction cut by a lost connection rolled back, and one whose commit
    // landed but whose reply was lost finds its claim settled and stores nothing (ClaimLost).
    await retry(() => storeResult(deps, store, { user, job, item, started }));
  } catch (error) {
    // Marking the photo failed needs the database: if it is still away this throws, and the
    // photo stays claimed and unmarked; its lease lapses and another copy runs it again.
    if (error instanceof ClaimLost) outcome = CLAIM_LOST;
    else if (!(await retry(() => markFailed(deps, item, error, started)))) outcome = CLAIM_LOST;
  } finally {
    lease.release();
  }
  await retry(() => finishJobIfDone(deps.db, job.id));
  return outcome;
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
        leaseExpiresAt: null,
      })
      .where(stillClaimed(item))
      .returning({ id: bulkItems.id });
    if (done.length === 0) throw new ClaimLost();
  });
}

/** Marks the photo failed under this run's claim; false when the claim was no longer its own. */
async function markFailed(
  deps: ProcessItemDeps,
  item: BulkItemRow,
  error: unknown,
  started: number,
): Promise<boolean> {
  const message = readableError(error);
  if (message === UNKNOWN_ERROR_MESSAGE) deps.log?.error({ err: error, itemId: item.id }, "bulk item failed");
  const marked = await deps.db
    .update(bulkItems)
    .set({
      status: "failed",
      error: message,
      finishedAt: sql`now()`,
      processingTimeMs: Math.round(performance.now() - started),
      leaseExpiresAt: null,
    })
    .where(stillClaimed(item))
    .returning({ id: bulkItems.id });
  return marked.length > 0;
}

/**
 * Takes the item if it still needs doing: pending, or running under a lease that lapsed (its copy
 * died; a claim from before leases has none and lapses with the queue's own expiry). An item
 * whose copy still renews its lease is left to it, however long it takes. Leases a new claim and
 * marks the job running on its first item.
 */
async function claimItem(
  deps: ProcessItemDeps,
  itemId: string,
  leaseMs: number,
): Promise<{ item: BulkItemRow; job: BulkJobRow } | null> {
  const [item] = await deps.db
    .update(bulkItems)
    .set({
      status: "running",
      attempts: sql`${bulkItems.attempts} + 1`,
      startedAt: sql`now()`,
      processedBy: deps.instanceName,
      leaseExpiresAt: leaseFromNow(leaseMs),
    })
    .where(and(eq(bulkItems.id, itemId), claimable))
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
  const context = bulkListingContextSchema.parse(job.context);
  const input = listingInputFor(context, item, photoListingFieldsOf(job.context, item.position));
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
