import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  BULK_MAX_QUEUED_JOBS,
  BULK_MAX_QUEUED_PHOTOS,
  BULK_QUEUE_FULL_RETRY_SECONDS,
  type BulkItem,
  type BulkItemStatus,
  type BulkJob,
  type BulkJobSummary,
  type BulkKind,
  type BulkProgress,
  type CreateBulkJobInput,
  isBulkJobFinished,
} from "../../../domain/bulk";
import { groupThousands } from "../../../domain/count-format";
import { hasBulkAccess } from "../../../domain/plans";
import { OBJECT_PATH_PREFIX } from "../../../domain/uploads";
import type { Database } from "../../db/client";
import { bulkItems, bulkJobs, productListings, socialMediaPosts, uploads, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import type { GenerationProvider } from "../../providers/generation/generation-provider";
import { assertWritesLanguage } from "../generation/language-support";
import { type ListingRow, toListingResult } from "../generation/listing-service";
import { toSocialResult } from "../generation/social-service";
import type { UserRow } from "../sessions/service";
import { contextWithPhotoDetails, jobContextOf } from "./photo-details";

/**
 * Bulk jobs as rows: creating one (Pro only, the caller's own uploads), reading it with its
 * items' progress and results, cancelling it. The work itself is done by ./process-item.ts,
 * fed by ./bulk-queue.ts.
 */
export type BulkJobRow = typeof bulkJobs.$inferSelect;
export type BulkItemRow = typeof bulkItems.$inferSelect;

export const PRO_REQUIRED_MESSAGE =
  "Bulk upload is a Pro feature. Upgrade to Pro to turn many photos into posts and listings at once.";
const JOB_NOT_FOUND = "Bulk job not found";
/** The jobs list shows the recent ones; older jobs stay readable by id. */
const JOB_LIST_LIMIT = 50;

/** Puts the new items on the work queue; the queue's job ids are the items' ids. */
export type EnqueueItems = (itemIds: string[]) => Promise<void>;

export async function createBulkJob(
  db: Database,
  enqueue: EnqueueItems,
  user: UserRow,
  input: CreateBulkJobInput,
  writer?: Pick<GenerationProvider, "languages">,
): Promise<BulkJob> {
  if (!hasBulkAccess(user)) throw new AppError("pro_required", PRO_REQUIRED_MESSAGE);
  if (writer) assertWritesLanguage(writer, input.context.language);
  await checkOwnUploads(db, user.id, input.images);

  const job = await db.transaction(async (tx) => {
    // One account's creates wait for each other here, so two at once cannot both pass the check.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    await checkRoomInQueue(tx, user.id, input.images.length);
    const [created] = await tx
      .insert(bulkJobs)
      .values({
        userId: user.id,
        kind: input.kind,
        context: contextWithPhotoDetails(input.context, input.images),
        total: input.images.length,
      })
      .returning();
    if (!created) throw new Error("insert returned no row");
    await tx.insert(bulkItems).values(
      input.images.map((image, position) => ({
        jobId: created.id,
        position,
        fileName: image.fileName,
        imagePath: image.imagePath,
        product: image.product ?? null,
      })),
    );
    return created;
  });
  const items = await itemsOf(db, job.id);
  // After the commit, so a worker never fetches an item it cannot read yet. Should this fail, the
  // queue's start-up sweep enqueues the pending items of unfinished jobs again.
  await enqueue(items.map((item) => item.id));
  return toBulkJob(db, job, items);
}

/**
 * An account's waiting work is capped (BULK_MAX_QUEUED_JOBS, BULK_MAX_QUEUED_PHOTOS): 429 saying
 * how much is waiting. Waiting is every unfinished job, and its pending or running photos.
 */
async function checkRoomInQueue(tx: Database, userId: string, photos: number): Promise<void> {
  const result = await tx.execute(sql`
    SELECT count(DISTINCT j.id)::int AS jobs,
           count(i.id) FILTER (WHERE i.status IN ('pending', 'running'))::int AS photos
    FROM bulk_jobs j LEFT JOIN bulk_items i ON i.job_id = j.id
    WHERE j.user_id = ${userId} AND j.finished_at IS NULL`);
  const row = (result as unknown as { rows: { jobs: number; photos: number }[] }).rows[0];
  const waitingJobs = Number(row?.jobs ?? 0);
  const waitingPhotos = Number(row?.photos ?? 0);
  const retry = { retryAfterSeconds: BULK_QUEUE_FULL_RETRY_SECONDS };
  if (waitingJobs >= BULK_MAX_QUEUED_JOBS) {
    throw new AppError(
      "rate_limited",
      `You already have ${waitingJobs} batches waiting or running, the most at once. Start this one when one of them finishes (or cancel one).`,
      retry,
    );
  }
  if (waitingPhotos + photos > BULK_MAX_QUEUED_PHOTOS) {
    const room = Math.max(0, BULK_MAX_QUEUED_PHOTOS - waitingPhotos);
    throw new AppError(
      "rate_limited",
      `You already have ${photoCount(waitingPhotos)} waiting in your batches, and at most ${groupThousands(BULK_MAX_QUEUED_PHOTOS)} can wait at once. ${room > 0 ? `Start a batch of up to ${photoCount(room)} now, or wait` : "Wait"} for some to finish.`,
      retry,
    );
  }
}

const photoCount = (count: number) => (count === 1 ? "1 photo" : `${groupThousands(count)} photos`);

/** Every image must be one of the caller's uploads, by its objectPath; 400 naming the others. */
async function checkOwnUploads(
  db: Database,
  userId: string,
  images: CreateBulkJobInput["images"],
): Promise<void> {
  const ids = images.map((image) => uploadIdOf(image.imagePath));
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const owned = new Set<string>();
  for (let start = 0; start < wanted.length; start += 500) {
    const rows = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.ownerId, userId), inArray(uploads.id, wanted.slice(start, start + 500))));
    for (const row of rows) owned.add(row.id);
  }
  const issues = ids.flatMap((id, index) =>
    id && owned.has(id)
      ? []
      : [
          {
            code: "custom",
            path: ["images", index, "imagePath"],
            message: `${images[index]?.fileName ?? "This image"} is not one of your uploads`,
          },
        ],
  );
  if (issues.length > 0) {
    throw new AppError(
      "bad_request",
      issues.length === 1
        ? (issues[0]?.message ?? "An image is not one of your uploads")
        : `${issues.length} images are not among your uploads`,
      { issues },
    );
  }
}

function uploadIdOf(imagePath: string): string | null {
  if (!imagePath.startsWith(OBJECT_PATH_PREFIX)) return null;
  const id = imagePath.slice(OBJECT_PATH_PREFIX.length);
  return isUuid(id) ? id.toLowerCase() : null;
}

/** The caller's jobs, newest first, with their counts. */
export async function listBulkJobs(db: Database, userId: string): Promise<BulkJobSummary[]> {
  const jobs = await db
    .select()
    .from(bulkJobs)
    .where(eq(bulkJobs.userId, userId))
    .orderBy(desc(bulkJobs.createdAt), desc(bulkJobs.id))
    .limit(JOB_LIST_LIMIT);
  const counts = await countsOf(
    db,
    jobs.map((job) => job.id),
  );
  return jobs.map((job) => toSummary(job, counts.get(job.id)));
}

/** One job with every item and its result; the owner's, or any for an admin. 404 otherwise. */
export async function getBulkJob(db: Database, viewer: UserRow, jobId: string): Promise<BulkJob> {
  const job = await findJob(db, viewer, jobId, { allowAdmin: true });
  return toBulkJob(db, job, await itemsOf(db, job.id));
}

/** What the events stream sends: counts and statuses, no results. */
export async function getBulkProgress(db: Database, viewer: UserRow, jobId: string): Promise<BulkProgress> {
  const job = await findJob(db, viewer, jobId, { allowAdmin: false });
  return progressOf(db, job);
}

/**
 * A job's progress by id alone, for the progress hub's shared poll: the caller checked the viewer
 * (getBulkProgress) before subscribing. 404 once the job is gone (its account deleted).
 */
export async function readBulkProgress(db: Database, jobId: string): Promise<BulkProgress> {
  const [job] = isUuid(jobId) ? await db.select().from(bulkJobs).where(eq(bulkJobs.id, jobId)).limit(1) : [];
  if (!job) throw new AppError("not_found", JOB_NOT_FOUND);
  return progressOf(db, job);
}

async function progressOf(db: Database, job: BulkJobRow): Promise<BulkProgress> {
  const items = await itemsOf(db, job.id);
  const { context: _context, ...summary } = toSummary(job, countItems(items));
  return { ...summary, items: items.map(toProgressItem) };
}

/**
 * Pending items become `canceled`; running ones finish (their work is already paid for). The job
 * is `canceled` as soon as nothing is left running. Cancelling a finished job changes nothing.
 */
export async function cancelBulkJob(db: Database, viewer: UserRow, jobId: string): Promise<BulkJob> {
  const job = await findJob(db, viewer, jobId, { allowAdmin: false });
  if (!isBulkJobFinished(job.status)) {
    await db.transaction(async (tx) => {
      await tx
        .update(bulkJobs)
        .set({ canceledAt: sql`coalesce(${bulkJobs.canceledAt}, now())` })
        .where(eq(bulkJobs.id, job.id));
      await tx
        .update(bulkItems)
        .set({ status: "canceled", finishedAt: sql`now()` })
        .where(and(eq(bulkItems.jobId, job.id), eq(bulkItems.status, "pending")));
    });
    await finishJobIfDone(db, job.id);
  }
  return getBulkJob(db, viewer, job.id);
}

/**
 * Marks the job finished once no item is pending or running. Safe to call from every worker after
 * every item: the statement runs after the caller's own commit, so the last item to finish always
 * sees the others done, and `finished_at IS NULL` makes it happen once.
 */
export async function finishJobIfDone(db: Database, jobId: string): Promise<void> {
  await db.execute(sql`
    UPDATE bulk_jobs
    SET status = CASE WHEN canceled_at IS NULL THEN 'completed' ELSE 'canceled' END,
        finished_at = now()
    WHERE id = ${jobId}
      AND finished_at IS NULL
      AND NOT EXISTS (
        SELECT 1 FROM bulk_items WHERE job_id = ${jobId} AND status IN ('pending', 'running')
      )`);
}

/** The caller's own job row (exports, cancel, events); 404 for anyone else's. */
export function ownJob(db: Database, viewer: UserRow, jobId: string): Promise<BulkJobRow> {
  return findJob(db, viewer, jobId, { allowAdmin: false });
}

async function findJob(
  db: Database,
  viewer: UserRow,
  jobId: string,
  { allowAdmin }: { allowAdmin: boolean },
): Promise<BulkJobRow> {
  if (!isUuid(jobId)) throw new AppError("not_found", JOB_NOT_FOUND);
  const [job] = await db.select().from(bulkJobs).where(eq(bulkJobs.id, jobId)).limit(1);
  const visible = job && (job.userId === viewer.id || (allowAdmin && viewer.role === "admin"));
  if (!job || !visible) throw new AppError("not_found", JOB_NOT_FOUND);
  return job;
}

export async function itemsOf(db: Database, jobId: string): Promise<BulkItemRow[]> {
  return db.select().from(bulkItems).where(eq(bulkItems.jobId, jobId)).orderBy(asc(bulkItems.position));
}

type Counts = Record<BulkItemStatus, number>;
const noCounts = (): Counts => ({ pending: 0, running: 0, succeeded: 0, failed: 0, canceled: 0 });

function countItems(items: Pick<BulkItemRow, "status">[]): Counts {
  const counts = noCounts();
  for (const item of items) counts[item.status] += 1;
  return counts;
}

async function countsOf(db: Database, jobIds: string[]): Promise<Map<string, Counts>> {
  const byJob = new Map<string, Counts>();
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .select({ jobId: bulkItems.jobId, status: bulkItems.status, count: sql<number>`count(*)::int` })
    .from(bulkItems)
    .where(inArray(bulkItems.jobId, jobIds))
    .groupBy(bulkItems.jobId, bulkItems.status);
  for (const row of rows) {
    const counts = byJob.get(row.jobId) ?? noCounts();
    counts[row.status] = Number(row.count);
    byJob.set(row.jobId, counts);
  }
  return byJob;
}

function toSummary(job: BulkJobRow, counts: Counts = noCounts()): BulkJobSummary {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    total: job.total,
    ...counts,
    context: jobContextOf(job.context),
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

function toProgressItem(item: BulkItemRow): BulkProgress["items"][number] {
  return {
    id: item.id,
    fileName: item.fileName,
    product: item.product,
    status: item.status,
    error: item.error,
    processingTimeMs: item.processingTimeMs,
    finishedAt: item.finishedAt?.toISOString() ?? null,
  };
}

async function toBulkJob(db: Database, job: BulkJobRow, items: BulkItemRow[]): Promise<BulkJob> {
  return { ...toSummary(job, countItems(items)), items: await toBulkItems(db, job, items) };
}

/** Items of one job as the API shows them, each with its stored result once it succeeded. */
export async function toBulkItems(db: Database, job: BulkJobRow, items: BulkItemRow[]): Promise<BulkItem[]> {
  const results = await resultsOf(db, job.kind, job.userId, items);
  return items.map(
    (item): BulkItem => ({
      ...toProgressItem(item),
      imagePath: item.imagePath,
      result: (item.generationId && results.get(item.generationId)) || null,
    }),
  );
}

/** Ids per query: a 500-photo job reads its results in one round trip. */
const CHUNK = 500;

/** The user's listing rows of these generations, grouped by generation, oldest row first. */
export async function listingRowsByGeneration(
  db: Database,
  userId: string,
  generationIds: readonly string[],
): Promise<Map<string, ListingRow[]>> {
  const byGeneration = new Map<string, ListingRow[]>();
  for (let start = 0; start < generationIds.length; start += CHUNK) {
    const rows = await db
      .select()
      .from(productListings)
      .where(
        and(
          eq(productListings.userId, userId),
          inArray(productListings.generationId, generationIds.slice(start, start + CHUNK)),
        ),
      )
      .orderBy(asc(productListings.createdAt));
    for (const row of rows)
      byGeneration.set(row.generationId, [...(byGeneration.get(row.generationId) ?? []), row]);
  }
  return byGeneration;
}

/** The stored generations of the succeeded items, by generation id: edits made in history show. */
export async function resultsOf(
  db: Database,
  kind: BulkKind,
  userId: string,
  items: Pick<BulkItemRow, "generationId">[],
): Promise<Map<string, NonNullable<BulkItem["result"]>>> {
  const ids = items.flatMap((item) => (item.generationId ? [item.generationId] : []));
  const results = new Map<string, NonNullable<BulkItem["result"]>>();
  if (kind === "listings") {
    for (const [id, group] of await listingRowsByGeneration(db, userId, ids)) {
      results.set(id, toListingResult(group));
    }
    return results;
  }
  for (let start = 0; start < ids.length; start += CHUNK) {
    const posts = await db
      .select()
      .from(socialMediaPosts)
      .where(
        and(
          eq(socialMediaPosts.userId, userId),
          inArray(socialMediaPosts.id, ids.slice(start, start + CHUNK)),
        ),
      );
    for (const post of posts) results.set(post.id, toSocialResult(post));
  }
  return results;
}
