import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { type SQL, sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, type Job, PgBoss } from "pg-boss";
import { type DatabaseHandle, DEFAULT_QUEUE_POOL_SIZE } from "../../db/client";
import {
  CLAIM_LOST,
  DEFAULT_LEASE,
  DEFAULT_SWEEP_MS,
  MAX_CLAIMS,
  releaseLapsedLeases,
  releaseUnclaimedFetches,
} from "./lease";
import { finishJobIfDone } from "./service";

/**
 * The durable work queue of bulk jobs: one pg-boss job per photo, in the app's own database
 * (PostgreSQL, or PGlite through pg-boss's adapter), so every app copy on one Postgres shares the
 * work and a restart loses nothing. pg-boss claims jobs with SKIP LOCKED and hands a job whose
 * copy died (no completion before `expireInSeconds`) to another copy.
 *
 * Items are fetched by one dispatcher loop rather than `boss.work()`: `work()` polls again only
 * after its interval even when more jobs are waiting, which left four slots idle between photos;
 * the dispatcher fetches as soon as a slot frees and polls (once a second) only when the queue
 * is empty.
 *
 * Accounts take turns (issue 29): each photo's queue job carries its account as its pg-boss group,
 * and the dispatcher fetches round-robin between accounts. Within a round it skips (pg-boss's
 * `ignoreGroups`) the accounts it already gave a photo; when no other account has one waiting, a
 * new round begins. One seller's 2,000 queued photos no longer hold back another seller's one:
 * it runs at the next free slot. Each app copy keeps its own rounds; an account's photos still
 * run oldest job first.
 *
 * A photo whose copy died is handed on by its lease (issue 31.5, ./lease.ts): the copy running it
 * renews the item's lease every few seconds, and every `sweepMs` each copy puts the items whose
 * lease lapsed back on the queue (a fresh queue job, at once) or, after MAX_CLAIMS claims, fails
 * them saying why. pg-boss's own expiry (the item's timeout + 60 s) stays as the last resort.
 */
export const BULK_QUEUE = "bulk-item";

interface ItemJobData {
  itemId: string;
}

export interface BulkQueueOptions {
  /** Photos processed at once by this copy (BULK_CONCURRENCY). */
  concurrency: number;
  /** An item's own deadline; the queue's claim outlives it by a margin before it is redelivered. */
  itemTimeoutMs: number;
  /**
   * Runs one item. Answering CLAIM_LOST means its claim was handed to another copy meanwhile: the
   * queue job this run came from is then left alone (it may be the new job another copy runs).
   */
  process(itemId: string): Promise<unknown>;
  log: { warn(object: unknown, message: string): void; info(object: unknown, message: string): void };
  /** How often an idle copy looks for work it was not told about (another copy's jobs). */
  idlePollMs?: number;
  /** How often this copy hands back items whose lease lapsed (BULK_SWEEP_INTERVAL_MS). */
  sweepMs?: number;
  /** Claims an item gets before a lapsed lease fails it instead (tests lower it). */
  maxClaims?: number;
  /**
   * The items' lease (BULK_LEASE_MS): a photo fetched this long ago and still unclaimed was
   * fetched by a copy that died before claiming it, and is handed on like a lapsed lease.
   */
  leaseMs?: number;
}

export interface BulkQueue {
  enqueue(itemIds: string[]): Promise<void>;
  /**
   * Takes no more photos from the queue (the first step of a shutdown); running ones go on. A
   * fetch already under way still runs what it returns: it is claimed, and leaving it would
   * strand it until the claim expires.
   */
  stopClaiming(): void;
  /** Stops fetching, lets running photos finish for up to `graceMs`, then closes the queue. */
  stop(graceMs: number): Promise<void>;
}

export async function startBulkQueue(
  database: DatabaseHandle,
  options: BulkQueueOptions,
): Promise<BulkQueue> {
  const boss = createBoss(database);
  boss.on("error", (err) => options.log.warn({ err }, "bulk queue error"));
  await boss.start();
  await boss.createQueue(BULK_QUEUE, {
    expireInSeconds: Math.ceil(options.itemTimeoutMs / 1000) + 60,
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    deleteAfterSeconds: 24 * 60 * 60,
  });

  const idlePollMs = options.idlePollMs ?? 1000;
  const running = new Set<Promise<void>>();
  let stopping = false;
  let wake: (() => void) | undefined;
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  const run = (job: Job<ItemJobData>) => {
    const attempt = { id: job.id, retryCount: job.retryCount };
    const work = options
      .process(job.data.itemId)
      .then((outcome) => (outcome === CLAIM_LOST ? undefined : boss.complete(BULK_QUEUE, attempt)))
      .catch(async (err) => {
        options.log.warn({ err, itemId: job.data.itemId }, "bulk item will be retried");
        await boss.fail(BULK_QUEUE, attempt, { message: String(err?.message ?? err) }).catch(() => {});
      })
      .then(() => undefined)
      .finally(() => {
        running.delete(work);
        wake?.();
      });
    running.add(work);
  };

  /** Accounts given a photo in this round: skipped until every other waiting account had one. */
  const served = new Set<string>();
  const fetchNext = async (): Promise<Job<ItemJobData> | undefined> => {
    if (served.size > 0) {
      const [job] = await boss.fetch<ItemJobData>(BULK_QUEUE, { batchSize: 1, ignoreGroups: [...served] });
      if (job) return job;
      // Nobody else is waiting: a new round.
      served.clear();
    }
    const [job] = await boss.fetch<ItemJobData>(BULK_QUEUE, { batchSize: 1 });
    return job;
  };

  const dispatcher = (async () => {
    while (!stopping && options.concurrency > 0) {
      let free = options.concurrency - running.size;
      let empty = false;
      while (free > 0 && !stopping) {
        try {
          const job = await fetchNext();
          if (!job) {
            empty = true;
            break;
          }
          if (job.groupId) served.add(job.groupId);
          // Run what was fetched even if a stop began meanwhile: a fetched job is claimed, and
          // leaving it would strand its photo until the claim expires (minutes). The stop waits
          // for it like any running photo.
          run(job);
          free -= 1;
        } catch (err) {
          options.log.warn({ err }, "bulk queue fetch failed");
          empty = true;
          break;
        }
      }
      if (free === 0 || empty) await idle(idlePollMs);
    }
  })();

  await enqueuePendingItems(database, boss);

  // The lease sweep: every copy runs it, one statement when nothing lapsed.
  const sweepMs = options.sweepMs ?? DEFAULT_SWEEP_MS;
  const maxClaims = options.maxClaims ?? MAX_CLAIMS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE.leaseMs;
  let sweepTimer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> = Promise.resolve();
  let sweepStopped = false;
  const scheduleSweep = () => {
    if (sweepStopped) return;
    sweepTimer = setTimeout(() => {
      sweeping = handBackLapsed(database, boss, maxClaims, leaseMs)
        .then((handedBack) => {
          if (handedBack > 0) wake?.();
        })
        .catch((err) => options.log.warn({ err }, "bulk lease sweep failed"))
        .finally(scheduleSweep);
    }, sweepMs);
  };
  scheduleSweep();
  const stopSweeping = async () => {
    sweepStopped = true;
    clearTimeout(sweepTimer);
    await sweeping;
  };

  return {
    async enqueue(itemIds) {
      if (itemIds.length === 0) return;
      await insertItems(database, boss, itemIds);
      wake?.();
    },
    stopClaiming() {
      stopping = true;
      wake?.();
    },
    async stop(graceMs) {
      stopping = true;
      wake?.();
      await dispatcher;
      await stopSweeping();
      if (running.size > 0) {
        options.log.info({ running: running.size }, "waiting for bulk items to finish");
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...running]),
          new Promise((resolve) => {
            timer = setTimeout(resolve, graceMs);
          }),
        ]);
        clearTimeout(timer);
      }
      // Photos still running past the grace period keep their claim; once this copy is gone their
      // lease lapses and another copy's sweep hands them on, and the item's attempt guard stops
      // this copy's late result.
      await boss.stop({ graceful: false, close: true, timeout: 1000 });
    },
  };
}

/**
 * Hands the items whose lease lapsed back to the queue, or fails those out of claims, and with
 * them the items a dead copy fetched but never claimed (./lease.ts).
 * The item rows and their queue jobs change in one transaction: the dead copy's queue job is
 * deleted and a fresh one, runnable at once, takes its place (pg-boss would otherwise hold it
 * until its own expiry, and then wait out a retry backoff). Answers how many were handed back.
 */
async function handBackLapsed(
  database: DatabaseHandle,
  boss: PgBoss,
  maxClaims: number,
  leaseMs: number,
): Promise<number> {
  const swept = await database.db.transaction(async (tx) => {
    const lapsed = await releaseLapsedLeases(tx, maxClaims);
    // A lapsed item just went back to pending with its old queue job still active: it is
    // among the unclaimed fetches too, and is handed back once.
    const lapsedIds = new Set(lapsed.map((item) => item.id));
    const unclaimed = (await releaseUnclaimedFetches(tx, BULK_QUEUE, leaseMs)).filter(
      (item) => !lapsedIds.has(item.id),
    );
    const items = [...lapsed, ...unclaimed];
    if (items.length === 0) return items;
    // pg-boss's statements run on this transaction (its adapter for Drizzle).
    const onTx = {
      execute: async (query: unknown) => (await tx.execute(query as SQL)) as { rows: unknown[] },
    };
    const queueDb = { db: fromDrizzle(onTx, sql) };
    await boss.deleteJob(
      BULK_QUEUE,
      items.map((item) => item.id),
      queueDb,
    );
    const back = items.filter((item) => !item.gaveUp);
    if (back.length > 0) {
      await boss.insert(
        BULK_QUEUE,
        back.map((item) => ({ id: item.id, data: { itemId: item.id }, group: { id: item.userId } })),
        queueDb,
      );
    }
    return items;
  });
  // A photo given up on may have been its job's last.
  for (const jobId of new Set(swept.filter((item) => item.gaveUp).map((item) => item.jobId))) {
    await finishJobIfDone(database.db, jobId);
  }
  return swept.filter((item) => !item.gaveUp).length;
}

/** This app copy's name on the items it runs: host, process and a random tag. */
export function bulkInstanceName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
}

function createBoss(database: DatabaseHandle): PgBoss {
  const common = { schedule: false, registerInstance: false } as const;
  if (database.driver === "pglite" && database.pglite) {
    return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: "pglite" });
  }
  if (!database.url) throw new Error("the bulk queue needs the database's connection string");
  return new PgBoss({
    ...common,
    connectionString: database.url,
    max: database.queuePoolSize ?? DEFAULT_QUEUE_POOL_SIZE,
  });
}

/**
 * Puts items on the queue, each in its account's group (the round-robin above). The owners are
 * read here, so callers pass item ids alone.
 */
async function insertItems(
  database: DatabaseHandle,
  boss: PgBoss,
  itemIds: readonly string[],
): Promise<void> {
  for (let start = 0; start < itemIds.length; start += 1000) {
    const chunk = itemIds.slice(start, start + 1000);
    const result = await database.db.execute(sql`
      SELECT i.id, j.user_id FROM bulk_items i JOIN bulk_jobs j ON j.id = i.job_id
      WHERE i.id IN (${sql.join(
        chunk.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    const owners = ownersOf(result);
    await boss.insert(
      BULK_QUEUE,
      chunk.map((itemId) => {
        const owner = owners.get(itemId);
        return { id: itemId, data: { itemId }, ...(owner ? { group: { id: owner } } : {}) };
      }),
    );
  }
}

function ownersOf(result: unknown): Map<string, string> {
  const rows = (result as { rows: { id: string; user_id: string }[] }).rows;
  return new Map(rows.map((row) => [row.id, row.user_id]));
}

/**
 * Jobs are enqueued after their rows commit; a copy that died in between left pending items with
 * no queue job. Enqueueing them again at start-up is harmless: an item's queue job has the item's
 * id, and pg-boss skips an id it already holds (and `retry` only touches failed ones).
 */
async function enqueuePendingItems(database: DatabaseHandle, boss: PgBoss): Promise<void> {
  const result = await database.db.execute(sql`
    SELECT i.id, j.user_id FROM bulk_items i JOIN bulk_jobs j ON j.id = i.job_id
    WHERE j.finished_at IS NULL AND i.status = 'pending'
    ORDER BY j.created_at, i.position
    LIMIT 100000`);
  const owners = ownersOf(result);
  const ids = [...owners.keys()];
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    await boss.insert(
      BULK_QUEUE,
      chunk.map((itemId) => ({ id: itemId, data: { itemId }, group: { id: owners.get(itemId) ?? "" } })),
    );
    // A queue job that used up its retries (copies stopped or crashed around it several times)
    // is failed while its photo still waits: give it another go.
    await boss.retry(BULK_QUEUE, chunk);
  }
}
