import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bulkItems } from "../../db/schema";

/**
 * A running bulk photo is held by a lease (issue 31.5): the copy that claims it sets
 * `lease_expires_at` to now + BULK_LEASE_MS and renews it every BULK_HEARTBEAT_MS while it works,
 * however long the work takes. A copy that dies (SIGKILL, a lost machine) stops renewing; every
 * BULK_SWEEP_INTERVAL_MS each copy hands the items whose lease lapsed back to the queue, so another
 * copy takes them within lease + sweep interval of the last renewal, instead of waiting out the
 * queue's own claim (the item's timeout + 60 s, checked once a minute: 4.5 to 5 minutes).
 *
 * Times are the database's (`now()`), never a copy's own clock, so copies on machines whose
 * clocks disagree still agree on whose lease lapsed. Each claim bumps the item's `attempts`; a
 * renewal, a result and a failure all name the attempt they belong to, so a copy that comes back
 * after its photo was handed on (a frozen VM, a long GC pause) changes nothing.
 */
export interface BulkLeaseSettings {
  /** How long a claim lasts without being renewed (BULK_LEASE_MS). */
  leaseMs: number;
  /** How often the working copy renews it (BULK_HEARTBEAT_MS); well under `leaseMs`. */
  heartbeatMs: number;
}

export const DEFAULT_LEASE: BulkLeaseSettings = { leaseMs: 30_000, heartbeatMs: 10_000 };
/** How often a copy looks for lapsed leases (BULK_SWEEP_INTERVAL_MS). */
export const DEFAULT_SWEEP_MS = 10_000;
/**
 * Claims an item gets: one whose lease lapsed this many times (each time the copy running it
 * stopped before it finished) is failed, saying why, rather than handed out again. A photo that
 * kills every copy that takes it must not take the fleet down one copy at a time.
 */
export const MAX_CLAIMS = 3;
/** Items one sweep hands back at most (the rest at the next sweep). */
const SWEEP_BATCH = 500;

/** What `processBulkItem` answers when its claim was handed on: the queue job is not its to settle. */
export const CLAIM_LOST = "claim-lost";

/** The work finished, or was stopped, after another claim of the same item took over: store nothing. */
export class ClaimLost extends Error {
  constructor() {
    super("this copy's claim on the photo was handed to another copy");
  }
}

/** The error a photo given up on carries, in words a seller can act on. */
export function gaveUpMessage(claims: number): string {
  return `We started this photo ${claims} times and each time the server working on it stopped before it finished (a crash or a restart), so it was set aside. It did not count toward your usage. Try it again on its own.`;
}

/** A claim of one item: its id, and the `attempts` value the claim set. */
export interface Claim {
  id: string;
  attempts: number;
}

/** The item is still running under this claim: no later claim, no hand-back, not settled. */
export const stillClaimed = (claim: Claim) =>
  and(eq(bulkItems.id, claim.id), eq(bulkItems.status, "running"), eq(bulkItems.attempts, claim.attempts));

/** `lease_expires_at` for a lease taken or renewed now. */
export const leaseFromNow = (leaseMs: number) =>
  sql`now() + ${Math.max(1, Math.round(leaseMs))}::integer * interval '1 millisecond'`;

/** The condition under which an item may be claimed: waiting, or running under a lapsed lease. */
export const claimable = sql`(${bulkItems.status} = 'pending' OR (${bulkItems.status} = 'running' AND (${bulkItems.leaseExpiresAt} IS NULL OR ${bulkItems.leaseExpiresAt} < now())))`;

export interface HeldLease {
  /** Rejects with ClaimLost once a renewal finds the claim gone (handed back, or given up on). */
  lost: Promise<never>;
  /** Stops renewing (the photo is settled, or the copy gave up on it). */
  release(): void;
}

/**
 * Renews the claim's lease every `heartbeatMs` until released. A renewal that fails (the database
 * is away) is told to `onError` and tried again at the next beat: the lease then lapses only if
 * the database stays away longer than the lease, and the claim guard keeps the photo's result
 * from being stored twice either way.
 */
export function holdLease(
  db: Database,
  claim: Claim,
  settings: BulkLeaseSettings,
  onError: (error: unknown) => void = () => {},
): HeldLease {
  let released = false;
  let timer: NodeJS.Timeout | undefined;
  let reject: (error: Error) => void = () => {};
  const lost = new Promise<never>((_resolve, fail) => {
    reject = fail;
  });
  // Nobody may be racing against it when it fires (between steps): never an unhandled rejection.
  lost.catch(() => {});
  const schedule = () => {
    if (released) return;
    timer = setTimeout(beat, settings.heartbeatMs);
    // A beat alone does not keep a process alive that has nothing else to do.
    timer.unref();
  };
  async function beat() {
    try {
      const renewed = await db
        .update(bulkItems)
        .set({ leaseExpiresAt: leaseFromNow(settings.leaseMs) })
        .where(stillClaimed(claim))
        .returning({ id: bulkItems.id });
      if (renewed.length === 0 && !released) {
        released = true;
        reject(new ClaimLost());
        return;
      }
    } catch (error) {
      if (!released) onError(error);
    }
    schedule();
  }
  schedule();
  return {
    lost,
    release() {
      released = true;
      clearTimeout(timer);
    },
  };
}

export interface SweptItem {
  id: string;
  jobId: string;
  userId: string;
  /** Failed for good (it had used up its claims) rather than handed back as pending. */
  gaveUp: boolean;
}

/**
 * Takes the running items whose lease lapsed off their dead copy, in one statement: each goes back
 * to `pending`, or, after `maxClaims` claims, to `failed` with the reason. Cheap when nothing
 * lapsed (a partial index holds only running items). Copies sweeping at once never take the same
 * item (SKIP LOCKED, and the lapse is checked again on the row). The caller puts the handed-back
 * items on the queue again in the same transaction.
 */
export async function releaseLapsedLeases(tx: Database, maxClaims: number): Promise<SweptItem[]> {
  const result = await tx.execute(sql`
    UPDATE bulk_items AS i
    SET status = CASE WHEN i.attempts >= ${maxClaims}::integer THEN 'failed' ELSE 'pending' END,
        error = CASE WHEN i.attempts >= ${maxClaims}::integer THEN ${gaveUpMessage(maxClaims)} ELSE i.error END,
        finished_at = CASE WHEN i.attempts >= ${maxClaims}::integer THEN now() ELSE i.finished_at END,
        lease_expires_at = NULL
    FROM bulk_jobs AS j
    WHERE j.id = i.job_id
      AND i.id IN (
        SELECT id FROM bulk_items
        WHERE status = 'running' AND lease_expires_at < now()
        LIMIT ${SWEEP_BATCH}
        FOR UPDATE SKIP LOCKED
      )
      AND i.status = 'running'
      AND i.lease_expires_at < now()
    RETURNING i.id, i.job_id, j.user_id, i.status`);
  const rows = (
    result as unknown as { rows: { id: string; job_id: string; user_id: string; status: string }[] }
  ).rows;
  return rows.map((row) => ({
    id: row.id,
    jobId: row.job_id,
    userId: row.user_id,
    gaveUp: row.status === "failed",
  }));
}

/**
 * Takes back the photos a copy fetched from the queue but died before claiming (the moment
 * between pg-boss marking its job active and the claim that starts the item's lease). Such an
 * item is still `pending` with no lease for the sweep above to see, while its queue job stays
 * active until pg-boss's own expiry (the item's timeout + 60 s: minutes). A copy claims within
 * milliseconds of a fetch, so a pending item whose queue job has been active longer than a lease
 * was fetched by a copy that is gone. The caller replaces its queue job in the same transaction;
 * should the fetching copy come back and claim after all, the claim guard lets only one run.
 */
export async function releaseUnclaimedFetches(
  tx: Database,
  queue: string,
  leaseMs: number,
): Promise<SweptItem[]> {
  const result = await tx.execute(sql`
    SELECT i.id, i.job_id, j.user_id
    FROM pgboss.job AS q
    JOIN bulk_items AS i ON i.id = q.id
    JOIN bulk_jobs AS j ON j.id = i.job_id
    WHERE q.name = ${queue}
      AND q.state = 'active'
      AND q.started_on < now() - ${Math.max(1, Math.round(leaseMs))}::integer * interval '1 millisecond'
      AND i.status = 'pending'
    LIMIT ${SWEEP_BATCH}
    FOR UPDATE OF i SKIP LOCKED`);
  const rows = (result as unknown as { rows: { id: string; job_id: string; user_id: string }[] }).rows;
  return rows.map((row) => ({ id: row.id, jobId: row.job_id, userId: row.user_id, gaveUp: false }));
}
