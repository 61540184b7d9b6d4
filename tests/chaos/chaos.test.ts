import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killAll, type LogLine, probe, type RunningCopy, startCopy } from "../support/app-copy";
import { makeJpeg } from "../support/images";
import { idleKeepAliveConnection, startRequest } from "../support/raw-http";
import { type StoppableS3, startStoppableS3 } from "../support/s3-server";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

/**
 * Issue 31's chaos suite: two real app processes (tests/support/app-copy.ts) on one real
 * PostgreSQL database and one s3rver bucket, a real bulk job made over HTTP by a Pro seller, and
 * the faults a deployment meets: (a) every app connection terminated mid-job, (b) SIGTERM with an
 * idle keep-alive client and a request in flight, (c) storage stopped for 10 s mid-job, (d) a copy
 * killed with SIGKILL mid-job, (e) the database down. Each outcome is read from the database and
 * over HTTP: every photo succeeded once, with one result and one charge.
 *
 * The machine's PostgreSQL is shared with other tests and is never stopped: the suite makes a
 * database of its own, the copies reach it through a TCP proxy (tests/support/tcp-proxy.ts) that
 * plays the database going away, and connections are cut with pg_terminate_backend on that
 * database alone. Photos are held at a known point mid-job by locking the posts table from here
 * (their result transactions wait for it), so "mid-job" never depends on timing.
 *
 * Leases are shortened through their settings (BULK_LEASE_MS and friends) so a dead copy's photos
 * move within seconds; the bounds asserted are the issue's own (exit within 10 s, reclaim within
 * 60 s). The faults run in the order a, c, e, b, d: the two that end a copy come last, and (d)
 * starts the copy that replaces the one (b) stopped.
 */
const serverUrl = process.env.DATABASE_URL;
/** The suite's own connections, never terminated with the app's. */
const SUITE_APP_NAME = "chaos-suite";
const SESSION_SECRET = `chaos-${randomBytes(24).toString("hex")}`;
/** Photo slots per copy: two copies, four photos at once. */
const CONCURRENCY = 2;
/** Long enough for any job of a few photos on a loaded 2-core machine; failing sooner is a bug. */
const JOB_DONE_WITHIN_MS = 90_000;
const EXIT_WITHIN_MS = 10_000;
const RECLAIM_WITHIN_MS = 60_000;
const STORAGE_OUTAGE_MS = 10_000;

interface Seller {
  id: string;
  cookie: string;
}

describe.runIf(serverUrl)("chaos: two app copies on real PostgreSQL and s3rver", () => {
  const dbName = `chaos_${randomBytes(6).toString("hex")}`;
  const dataDirs: string[] = [];
  const copies: RunningCopy[] = [];
  let databaseUrl: URL;
  let proxy: TcpProxy;
  let s3: StoppableS3;
  let db: pg.Pool;
  let seller: Seller;
  let a: RunningCopy;
  let b: RunningCopy;

  /** A copy as an operator runs it: production mode, shared secret, database through the proxy. */
  const start = async (name: string, options: { port?: number } = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), `studio-chaos-${name}-`));
    dataDirs.push(dataDir);
    const viaProxy = new URL(databaseUrl);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const copy = await startCopy(
      name,
      {
        NODE_ENV: "production",
        SESSION_SECRET,
        DATA_DIR: dataDir,
        DATABASE_URL: viaProxy.toString(),
        // The app pool's connections carry the copy's name (pg reads PGAPPNAME), so the suite can
        // see which copy's transactions are waiting.
        PGAPPNAME: `chaos-${name}`,
        // debug: a request's arrival is a line too (at info only its completion is).
        LOG_LEVEL: "debug",
        BILLING_PROVIDER: "demo",
        BULK_CONCURRENCY: String(CONCURRENCY),
        BULK_LEASE_MS: "4000",
        BULK_HEARTBEAT_MS: "1000",
        BULK_SWEEP_INTERVAL_MS: "1000",
        ...s3.env,
      },
      options,
    );
    copies.push(copy);
    return copy;
  };

  beforeAll(async () => {
    const url = serverUrl as string;
    await onServer(url, (client) => client.query(`CREATE DATABASE ${dbName}`));
    databaseUrl = new URL(url);
    databaseUrl.pathname = `/${dbName}`;
    proxy = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
    s3 = await startStoppableS3();
    db = new pg.Pool({ connectionString: databaseUrl.toString(), application_name: SUITE_APP_NAME, max: 4 });
    db.on("error", () => {});
    // Both at once, as a deployment starts them: migrations take turns behind their lock.
    [a, b] = await Promise.all([start("a"), start("b")]);
    seller = await proSeller(a, b);
  }, 180_000);

  afterAll(async () => {
    await killAll(copies);
    await db?.end().catch(() => {});
    await proxy?.close();
    await s3?.close();
    if (serverUrl) {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("(a) every app connection terminated mid-job: both copies stay up, every photo done once", async () => {
    const before = await accountFigures(db, seller.id);
    const hold = await holdResults(databaseUrl);
    const job = await createJob(a, seller, 8);
    try {
      // Both copies are inside photo transactions (a checked-out client each) when the cut comes.
      await until("both copies hold a photo transaction", () => holding(db, [a, b]));
      const { rows } = await db.query(
        `SELECT count(pg_terminate_backend(pid))::int AS cut FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name <> $1`,
        [SUITE_APP_NAME],
      );
      expect(rows[0].cut).toBeGreaterThan(0);
    } finally {
      await hold.release();
    }

    await untilJobDone(db, job.id, [a, b]);
    expect(a.running() && b.running()).toBe(true);
    expect(await probe(a, "/api/health/live")).toBe(200);
    expect(await probe(b, "/api/health/live")).toBe(200);
    await expectEveryPhotoDoneOnce(db, seller, job, before, b);
    expect(await sharedBy(db, job.id, [a, b])).toBe(true);
    // Each copy was cut mid-photo and said so in its log: it waited for the database and went on.
    for (const copy of [a, b]) {
      expect(outageRetries(copy, job.itemIds).length).toBeGreaterThan(0);
      expect(fatalLines(copy)).toEqual([]);
    }
  }, 150_000);

  it("(c) storage stopped for 10 s mid-job: every photo succeeds once it returns", async () => {
    const before = await accountFigures(db, seller.id);
    const hold = await holdResults(databaseUrl);
    const job = await createJob(a, seller, 12);
    let stoppedAt = 0;
    try {
      // Four photos read their images and wait at their results; the other eight still need the store.
      await until("both copies hold photos", () => holding(db, [a, b]));
      await s3.stop();
      stoppedAt = Date.now();
    } finally {
      await hold.release();
    }
    // The held photos finish; the next ones find the store gone, on both copies, and wait (a job
    // that ends during the outage failed its photos: the checks below say which).
    await until(
      "both copies wait for the store",
      async () =>
        [a, b].every((copy) => outageRetries(copy, job.itemIds).length > 0) ||
        (await jobStatus(db, job.id)) === "completed",
    );
    // Meanwhile each copy is alive but not ready (issue 31.6: a storage blip must not get every
    // copy restarted).
    for (const copy of [a, b]) {
      expect(await probe(copy, "/api/health/live")).toBe(200);
      expect(await probe(copy, "/api/health/ready")).toBe(503);
    }
    // The outage lasts the 10 s: the fault itself, not a wait for something to happen.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, stoppedAt + STORAGE_OUTAGE_MS - Date.now())),
    );
    await s3.start();

    await untilJobDone(db, job.id, [a, b]);
    await expectEveryPhotoDoneOnce(db, seller, job, before, b);
    expect(await sharedBy(db, job.id, [a, b])).toBe(true);
    for (const copy of [a, b]) expect(outageRetries(copy, job.itemIds).length).toBeGreaterThan(0);
  }, 150_000);

  it("(e) database down: readiness 503 and liveness 200 on both copies, both 200 after", async () => {
    await proxy.down();
    try {
      await until("both copies report the database down", async () => {
        const replies = await Promise.all([a, b].map((copy) => readiness(copy)));
        return replies.every((reply) => reply.status === 503 && reply.body.db === "down");
      });
      for (const copy of [a, b]) {
        const reply = await readiness(copy);
        expect(reply).toMatchObject({ status: 503, body: { status: "down", db: "down", storage: "ok" } });
        expect(Number(reply.retryAfter)).toBeGreaterThan(0);
        expect(await probe(copy, "/api/health/live")).toBe(200);
      }
    } finally {
      await proxy.up();
    }
    await until("both copies ready again", async () =>
      (await Promise.all([a, b].map((copy) => probe(copy, "/api/health/ready")))).every(
        (status) => status === 200,
      ),
    );
    for (const copy of [a, b]) {
      expect(await probe(copy, "/api/health/live")).toBe(200);
      expect(copy.running()).toBe(true);
      expect(fatalLines(copy)).toEqual([]);
    }
  }, 120_000);

  it("(b) SIGTERM with an idle keep-alive client and a request in flight: exit 0 within 10 s, nothing claimed after", async () => {
    const before = await accountFigures(db, seller.id);
    const hold = await holdResults(databaseUrl);
    const job = await createJob(b, seller, 10);
    const url = new URL(a.origin);
    let signalled = 0;
    let shutdownAt = 0;
    let idleClosed = false;
    let inFlight: { finish: () => Promise<string> };
    try {
      // Every slot of copy a is full, so no fetch of its own is under way when the signal comes.
      await until("copy a holds a photo in each slot", () => holding(db, [a], CONCURRENCY));
      const idle = await idleKeepAliveConnection(url, "/api/health/live");
      void idle.closed.then(() => {
        idleClosed = true;
      });
      const contact = Buffer.from(
        JSON.stringify({
          name: "Ada",
          email: "ada@example.com",
          category: "general",
          message: "Still there during a deploy?",
        }),
      );
      inFlight = await startRequest(url, "POST", "/api/contact", contact, {
        "Content-Type": "application/json",
        Connection: "keep-alive",
      });
      await until("the request has arrived", async () =>
        a.logs().some((line) => line.msg === "incoming request" && requestUrl(line) === "/api/contact"),
      );

      signalled = Date.now();
      a.terminate();
      await until("copy a begins its shutdown", async () => shutdownLine(a) !== undefined);
      shutdownAt = shutdownLine(a)?.time as number;
    } finally {
      // The held photos go on; their freed slots on copy a must take nothing new.
      await hold.release();
    }

    // While the half-sent request keeps copy a draining, its held photos finish and copy b goes on
    // with the job: the time copy a's freed slots would take new photos if it still claimed any.
    await until(
      "copy b goes on with the job while copy a drains",
      async () =>
        (await itemsOf(db, job.id)).filter((item) => item.status === "succeeded").length >=
        2 * CONCURRENCY + 2,
    );
    // The idle connection was closed by the drain, not by the exit.
    await until("the idle keep-alive connection is closed", async () => idleClosed);
    expect(a.running()).toBe(true);
    expect(await inFlight.finish()).toMatch(/^HTTP\/1\.1 201 /);
    const exit = await a.exited;
    const tookMs = Date.now() - signalled;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(tookMs).toBeLessThan(EXIT_WITHIN_MS);

    // The job finishes on copy b; copy a claimed no photo after the signal (a millisecond of
    // slack: the log's clock has millisecond resolution, the database's finer).
    await untilJobDone(db, job.id, [b]);
    await expectEveryPhotoDoneOnce(db, seller, job, before, b);
    const items = await itemsOf(db, job.id);
    const claimedAfter = items.filter(
      (item) => a.ran(item.processed_by) && item.started_at.getTime() > shutdownAt + 1,
    );
    expect(claimedAfter).toEqual([]);
    expect(items.some((item) => b.ran(item.processed_by))).toBe(true);
    // Copy a finished the photos it held at the signal, and only those.
    expect(items.filter((item) => a.ran(item.processed_by))).toHaveLength(CONCURRENCY);
  }, 150_000);

  it("(d) SIGKILL of a copy mid-job: its photos finish on the other within 60 s", async () => {
    // Copy a left in (b): its replacement comes up on the same port, as a deploy does.
    const replacement = await start("a2", { port: a.port });
    const before = await accountFigures(db, seller.id);
    const hold = await holdResults(databaseUrl);
    const job = await createJob(replacement, seller, 10);
    let killedAt = 0;
    let victims: string[] = [];
    try {
      // Both of copy b's slots hold a claimed photo: none is between its fetch from the queue and
      // its claim (such a photo has no lease yet and waits out the queue's own expiry, minutes).
      await until("copy b holds a photo in each slot", () => holding(db, [b], CONCURRENCY));
      const running = await itemsOf(db, job.id);
      victims = running
        .filter((item) => item.status === "running" && b.ran(item.processed_by))
        .map((i) => i.id);
      expect(victims).toHaveLength(CONCURRENCY);
      expect(await b.kill()).toEqual({ code: null, signal: "SIGKILL" });
      killedAt = Date.now();
    } finally {
      await hold.release();
    }

    await until(
      "the killed copy's photos finish on the other",
      async () => {
        const items = await itemsOf(db, job.id);
        return victims.every((id) => items.find((item) => item.id === id)?.status === "succeeded");
      },
      RECLAIM_WITHIN_MS + 30_000,
    );
    expect(Date.now() - killedAt).toBeLessThan(RECLAIM_WITHIN_MS);
    const items = await itemsOf(db, job.id);
    for (const id of victims) {
      const item = items.find((row) => row.id === id);
      expect(replacement.ran(item?.processed_by ?? null)).toBe(true);
      expect(item?.attempts).toBeGreaterThanOrEqual(2);
    }
    await untilJobDone(db, job.id, [replacement]);
    await expectEveryPhotoDoneOnce(db, seller, job, before, replacement);
    expect(replacement.running()).toBe(true);
  }, 150_000);
});

if (!serverUrl) {
  it.skip("chaos suite: needs DATABASE_URL (a real PostgreSQL server; CI sets it)", () => {});
}

// ---------------------------------------------------------------------------------------------
// The seller and the job, over HTTP as a browser would

interface Job {
  id: string;
  itemIds: string[];
  photos: number;
}

/** Signs up on one copy and pays for Pro (demo checkout) on the other: one shared session. */
async function proSeller(first: RunningCopy, second: RunningCopy): Promise<Seller> {
  const registered = await fetch(`${first.origin}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `chaos.${randomBytes(4).toString("hex")}@example.com`,
      password: "a-good-password",
    }),
  });
  expect(registered.status).toBe(201);
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { id } = (await registered.json()) as { id: string };
  const checkout = await api(second, cookie, "POST", "/api/create-subscription");
  expect(checkout.status).toBe(200);
  const paid = await api(second, cookie, "POST", "/api/billing/demo/confirm", {
    clientSecret: (checkout.body as { clientSecret: string }).clientSecret,
    cardNumber: "4242 4242 4242 4242",
  });
  expect(paid.status).toBe(200);
  return { id, cookie };
}

/** Uploads a photo straight to the bucket (a presigned PUT) and starts a social job of `photos` of it. */
async function createJob(copy: RunningCopy, seller: Seller, photos: number): Promise<Job> {
  const upload = await api(copy, seller.cookie, "POST", "/api/objects/upload", { contentType: "image/jpeg" });
  expect(upload.status).toBe(200);
  const { uploadURL, objectPath } = upload.body as { uploadURL: string; objectPath: string };
  const put = await fetch(new URL(uploadURL, copy.origin), {
    method: "PUT",
    headers: { "content-type": "image/jpeg" },
    body: new Uint8Array(await makeJpeg({ width: 480, height: 360 })),
  });
  expect(put.status).toBe(200);
  const created = await api(copy, seller.cookie, "POST", "/api/bulk-jobs", {
    kind: "social",
    context: { businessType: "ecommerce", brand: "Kiln", targetAudience: "Tea lovers", product: "mug" },
    images: Array.from({ length: photos }, (_, index) => ({
      imagePath: objectPath,
      fileName: `mug-${index}.jpg`,
    })),
  });
  expect(created.status).toBe(202);
  const job = created.body as { id: string; items: { id: string }[] };
  return { id: job.id, itemIds: job.items.map((item) => item.id), photos };
}

async function api(
  copy: RunningCopy,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${copy.origin}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function readiness(
  copy: RunningCopy,
): Promise<{ status: number; retryAfter: string | null; body: Record<string, unknown> }> {
  try {
    const response = await fetch(`${copy.origin}/api/health/ready`, { signal: AbortSignal.timeout(10_000) });
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body: (await response.json()) as Record<string, unknown>,
    };
  } catch {
    return { status: 0, retryAfter: null, body: {} };
  }
}

// ---------------------------------------------------------------------------------------------
// What the database says

interface AccountFigures {
  posts: number;
  usageEvents: number;
  used: number;
}

async function accountFigures(db: pg.Pool, userId: string): Promise<AccountFigures> {
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM social_media_posts WHERE user_id = $1)::int AS posts,
            (SELECT count(*) FROM usage_events WHERE user_id = $1 AND type = 'social_media')::int AS usage_events,
            (SELECT social_media_generations_used FROM users WHERE id = $1) AS used`,
    [userId],
  );
  return { posts: rows[0].posts, usageEvents: rows[0].usage_events, used: rows[0].used };
}

interface ItemRow {
  id: string;
  status: string;
  generation_id: string | null;
  attempts: number;
  processed_by: string | null;
  started_at: Date;
}

async function itemsOf(db: pg.Pool, jobId: string): Promise<ItemRow[]> {
  const { rows } = await db.query<ItemRow>(
    "SELECT id, status, generation_id, attempts, processed_by, started_at FROM bulk_items WHERE job_id = $1",
    [jobId],
  );
  return rows;
}

/**
 * Every photo of the job succeeded exactly once: its own stored post, one usage event naming it,
 * one generation counted; nothing else was stored or charged; the seller sees the job complete.
 */
async function expectEveryPhotoDoneOnce(
  db: pg.Pool,
  seller: Seller,
  job: Job,
  before: AccountFigures,
  via: RunningCopy,
) {
  const items = await itemsOf(db, job.id);
  expect(items.map((item) => item.status)).toEqual(Array(job.photos).fill("succeeded"));
  const generations = items.map((item) => item.generation_id);
  expect(new Set(generations).size).toBe(job.photos);
  const { rows: stored } = await db.query(
    `SELECT p.id, (SELECT count(*) FROM usage_events e WHERE e.details->>'generationId' = p.id::text)::int AS charges
     FROM social_media_posts p WHERE p.id = ANY($1::uuid[]) AND p.user_id = $2`,
    [generations, seller.id],
  );
  expect(stored).toHaveLength(job.photos);
  expect(stored.every((row) => row.charges === 1)).toBe(true);
  expect(await accountFigures(db, seller.id)).toEqual({
    posts: before.posts + job.photos,
    usageEvents: before.usageEvents + job.photos,
    used: before.used + job.photos,
  });
  const seen = await api(via, seller.cookie, "GET", `/api/bulk-jobs/${job.id}`);
  expect(seen).toMatchObject({
    status: 200,
    body: { status: "completed", total: job.photos, succeeded: job.photos, failed: 0 },
  });
}

/** Every photo of the job was run by one of `copies`, and each of them ran some. */
async function sharedBy(db: pg.Pool, jobId: string, copies: RunningCopy[]): Promise<boolean> {
  const items = await itemsOf(db, jobId);
  return (
    items.every((item) => copies.some((copy) => copy.ran(item.processed_by))) &&
    copies.every((copy) => items.some((item) => copy.ran(item.processed_by)))
  );
}

/** Waits for the job to complete; a copy that was to run it and died ends the wait at once. */
async function untilJobDone(db: pg.Pool, jobId: string, copies: RunningCopy[]): Promise<void> {
  await until(
    "the job completes",
    async () => {
      const dead = copies.find((copy) => !copy.running());
      if (dead) throw new CopyDied(dead);
      return (await jobStatus(db, jobId)) === "completed";
    },
    JOB_DONE_WITHIN_MS,
  );
}

async function jobStatus(db: pg.Pool, jobId: string): Promise<string | undefined> {
  return (await db.query("SELECT status FROM bulk_jobs WHERE id = $1", [jobId])).rows[0]?.status;
}

class CopyDied extends Error {
  constructor(copy: RunningCopy) {
    const tail = copy
      .logs()
      .filter((line) => (line.level ?? 0) >= 50 || line.level === undefined)
      .slice(-5)
      .map((line) => JSON.stringify(line).slice(0, 600));
    super(`copy ${copy.name} exited while the job ran; its last errors:\n${tail.join("\n")}`);
  }
}

/**
 * Holds every photo's result: the posts table is locked from here, so each photo's result
 * transaction (generation reserved, post being stored) waits inside the database with its client
 * checked out. `release` lets them all go on.
 */
async function holdResults(databaseUrl: URL): Promise<{ release(): Promise<void> }> {
  const locker = new pg.Client({
    connectionString: databaseUrl.toString(),
    application_name: SUITE_APP_NAME,
  });
  locker.on("error", () => {});
  await locker.connect();
  await locker.query("BEGIN");
  await locker.query("LOCK TABLE social_media_posts IN SHARE MODE");
  return {
    async release() {
      await locker.query("ROLLBACK").catch(() => {});
      await locker.end().catch(() => {});
    },
  };
}

/** Each copy has at least `photos` photo transactions waiting on a lock (the held results). */
async function holding(db: pg.Pool, copies: RunningCopy[], photos = 1): Promise<boolean> {
  const { rows } = await db.query<{ application_name: string; waiting: number }>(
    `SELECT application_name, count(*)::int AS waiting FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock' GROUP BY application_name`,
  );
  const waiting = new Map(rows.map((row) => [row.application_name, row.waiting]));
  return copies.every((copy) => (waiting.get(`chaos-${copy.name}`) ?? 0) >= photos);
}

// ---------------------------------------------------------------------------------------------
// What the copies say

/** Items of `itemIds` this copy logged as waiting for the database or storage (outage retries). */
function outageRetries(copy: RunningCopy, itemIds: readonly string[]): string[] {
  return copy
    .logs()
    .filter((line) => line.msg === "bulk item waits for the database or storage")
    .map((line) => line.itemId as string)
    .filter((id) => itemIds.includes(id));
}

/** Crash lines (pino's fatal is 60). */
function fatalLines(copy: RunningCopy): LogLine[] {
  return copy.logs().filter((line) => (line.level ?? 0) >= 60);
}

function shutdownLine(copy: RunningCopy): LogLine | undefined {
  return copy.logs().find((line) => /^shutting down/.test(line.msg ?? ""));
}

function requestUrl(line: LogLine): string | undefined {
  return (line.req as { url?: string } | undefined)?.url;
}

// ---------------------------------------------------------------------------------------------

async function onServer(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Polls `check` until it holds; a check that throws (the suite's own pool reconnecting) looks
 * again, unless a copy died (CopyDied): that ends the wait.
 */
async function until(what: string, check: () => Promise<boolean>, withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      if (error instanceof CopyDied) throw error;
    }
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
