import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import { type FreezableDatabase, freezableDatabase } from "../../../../tests/support/freezable-database";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import type { BulkJob } from "../../../domain/bulk";
import type { Database } from "../../db/client";
import { bulkItems, socialMediaPosts, users } from "../../db/schema";
import { createBuiltinProvider } from "../../providers/generation/builtin/builtin-provider";
import type { GenerationProvider } from "../../providers/generation/generation-provider";
import { createStorageProvider } from "../../providers/storage";
import { analyseLoadedSample, createImageLoader } from "../generation/image-loader";
import { type BulkQueue, startBulkQueue } from "./bulk-queue";
import { type BulkLeaseSettings, CLAIM_LOST, gaveUpMessage, MAX_CLAIMS } from "./lease";
import { type BulkItemOutcome, type ProcessItemDeps, processBulkItem } from "./process-item";
import { ProviderPause } from "./provider-retry";

/**
 * Issue 31.5: a copy that dies mid-photo (SIGKILL) left the photo claimed for the item's timeout
 * + 60 s, checked once a minute, while the seller watched 496/500 for minutes. Now the photo is
 * held by a lease its copy renews; another copy's sweep hands a lapsed one back to the queue.
 *
 * The copies here are queues started beside an app copy that runs nothing itself
 * (BULK_CONCURRENCY=0, and its own sweep out of the way), with short leases. A dead copy is one
 * whose every database call stops reaching the database (tests/support/freezable-database.ts);
 * thawing it plays the copy that comes back late.
 */
const LEASE: BulkLeaseSettings = { leaseMs: 600, heartbeatMs: 150 };
const SWEEP_MS = 100;
/** Lease + sweep, plus room for a slow CI machine: never a tight timing assertion. */
const HANDED_ON_WITHIN_MS = LEASE.leaseMs + SWEEP_MS + 8_000;

let t: TestApp;
let seller: SignedUpUser;
let photo: Buffer;
const queues: BulkQueue[] = [];
const frozen: FreezableDatabase[] = [];

beforeAll(async () => {
  t = await createTestApp({ BULK_CONCURRENCY: "0", BULK_SWEEP_INTERVAL_MS: "600000" });
  seller = await signUp(t.app);
  await setPlan(t, seller.id, "pro");
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#7a4e2d" } })
    .jpeg()
    .toBuffer();
});
// Each test's copies stop with it: a copy left running would take the next test's photos.
afterEach(async () => {
  const databases = frozen.splice(0);
  for (const database of databases) database.thaw();
  for (const queue of queues.splice(0)) await queue.stop(1000);
  for (const database of databases) await database.close();
});
afterAll(() => t?.close());

/** A writer that waits, inside the model call, until released; `entered` once it got there. */
function stallingWriter(): { provider: GenerationProvider; entered: Promise<void>; release(): void } {
  const builtin = createBuiltinProvider();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let enter: () => void = () => {};
  const entered = new Promise<void>((resolve) => {
    enter = resolve;
  });
  const provider: GenerationProvider = {
    ...builtin,
    async writeSocialPosts(brief, image) {
      enter();
      await held;
      return builtin.writeSocialPosts(brief, image);
    },
  };
  return { provider, entered, release };
}

function deps(instanceName: string, overrides: Partial<ProcessItemDeps> = {}): ProcessItemDeps {
  return {
    db: t.database.db,
    provider: createBuiltinProvider(),
    loadImage: createImageLoader({ db: t.database.db, storage: createStorageProvider(t.config) }),
    analyseImage: analyseLoadedSample,
    pause: new ProviderPause(),
    itemTimeoutMs: 20_000,
    instanceName,
    lease: LEASE,
    ...overrides,
  };
}

/** A copy of the queue on the shared database, running photos with `itemDeps`; its outcomes. */
async function copy(
  itemDeps: ProcessItemDeps,
  options: { sweepMs?: number; concurrency?: number; maxClaims?: number } = {},
): Promise<{ queue: BulkQueue; outcomes: BulkItemOutcome[]; runs: number }> {
  const state = { outcomes: [] as BulkItemOutcome[], runs: 0 };
  const queue = await startBulkQueue(t.database, {
    concurrency: options.concurrency ?? 1,
    itemTimeoutMs: itemDeps.itemTimeoutMs,
    idlePollMs: 20,
    sweepMs: options.sweepMs ?? 600_000,
    maxClaims: options.maxClaims,
    leaseMs: LEASE.leaseMs,
    log: { warn: () => {}, info: () => {} },
    async process(itemId) {
      state.runs += 1;
      const outcome = await processBulkItem(itemDeps, itemId);
      state.outcomes.push(outcome);
      return outcome;
    },
  });
  queues.push(queue);
  return Object.assign(state, { queue });
}

/** A one-photo social job, on the queue (the app copy put it there). */
async function oneItemJob(): Promise<{ jobId: string; itemId: string }> {
  const { objectPath } = await uploadAs(t, seller, photo);
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/bulk-jobs",
    payload: {
      kind: "social",
      context: { businessType: "ecommerce", brand: "Kiln", targetAudience: "Tea lovers", product: "teapot" },
      images: [{ imagePath: objectPath, fileName: "teapot.jpg" }],
    },
    headers: { cookie: seller.cookie },
  });
  expect(reply.statusCode).toBe(202);
  const job: BulkJob = reply.json();
  return { jobId: job.id, itemId: job.items[0]?.id as string };
}

const itemRow = async (itemId: string) =>
  (await t.database.db.select().from(bulkItems).where(eq(bulkItems.id, itemId)))[0];
const usedSocial = async () =>
  (await t.database.db.select().from(users).where(eq(users.id, seller.id)))[0]?.socialMediaGenerationsUsed ??
  0;
const postCount = async () =>
  (await t.database.db.select().from(socialMediaPosts).where(eq(socialMediaPosts.userId, seller.id))).length;
const queueJobStates = async (db: Database, itemId: string) =>
  (
    (await db.execute(
      sql`SELECT state FROM pgboss.job WHERE name = 'bulk-item' AND id = ${itemId}`,
    )) as unknown as {
      rows: { state: string }[];
    }
  ).rows.map((row) => row.state);

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a bulk photo's lease", () => {
  it("hands a dead copy's photo to another copy within lease + sweep, and drops the dead copy's late result", async () => {
    const { itemId, jobId } = await oneItemJob();
    const [postsBefore, usedBefore] = [await postCount(), await usedSocial()];

    // The first copy takes the photo and is in the model call when it dies.
    const dying = freezableDatabase(t.database);
    frozen.push(dying);
    const writer = stallingWriter();
    const dead = await copy(deps("dead-copy", { db: dying.db, provider: writer.provider }));
    await writer.entered;
    expect(await itemRow(itemId)).toMatchObject({ status: "running", attempts: 1, processedBy: "dead-copy" });
    dying.freeze();
    dead.queue.stopClaiming();
    const diedAt = Date.now();

    // Another copy, alive, sweeping.
    const healthy = await copy(deps("healthy-copy"), { sweepMs: SWEEP_MS });
    await until(async () => (await itemRow(itemId))?.status === "succeeded", HANDED_ON_WITHIN_MS + 2_000);
    expect(Date.now() - diedAt).toBeLessThan(HANDED_ON_WITHIN_MS);
    expect(await itemRow(itemId)).toMatchObject({
      attempts: 2,
      processedBy: "healthy-copy",
      leaseExpiresAt: null,
    });
    // The copy records its outcome after the row's commit is visible: wait for it, not a race.
    await until(() => healthy.outcomes.length > 0);
    expect(healthy.outcomes).toEqual(["settled"]);

    // The dead copy comes back (a thawed VM): its model call answers, and it tries to finish.
    dying.thaw();
    writer.release();
    await until(() => dead.outcomes.length === 1);
    expect(dead.outcomes).toEqual([CLAIM_LOST]);

    // One result, one charge, one finished queue job.
    expect(await itemRow(itemId)).toMatchObject({
      status: "succeeded",
      attempts: 2,
      processedBy: "healthy-copy",
    });
    expect(await postCount()).toBe(postsBefore + 1);
    expect(await usedSocial()).toBe(usedBefore + 1);
    expect(await queueJobStates(t.database.db, itemId)).toEqual(["completed"]);
    const job = (
      await t.app.inject({ url: `/api/bulk-jobs/${jobId}`, headers: { cookie: seller.cookie } })
    ).json();
    expect(job).toMatchObject({ status: "completed", succeeded: 1, failed: 0 });
  });

  it("hands on a photo its copy fetched from the queue and died before claiming", async () => {
    const { itemId } = await oneItemJob();
    const [postsBefore, usedBefore] = [await postCount(), await usedSocial()];

    // A copy takes the queue job and stops before its claim: the item has no lease to lapse.
    let fetched: () => void = () => {};
    const gotIt = new Promise<void>((resolve) => {
      fetched = resolve;
    });
    let comeBack: () => void = () => {};
    const stalled = new Promise<typeof CLAIM_LOST>((resolve) => {
      comeBack = () => resolve(CLAIM_LOST);
    });
    const dead = await startBulkQueue(t.database, {
      concurrency: 1,
      itemTimeoutMs: 20_000,
      idlePollMs: 20,
      sweepMs: 600_000,
      leaseMs: LEASE.leaseMs,
      log: { warn: () => {}, info: () => {} },
      process() {
        fetched();
        return stalled;
      },
    });
    queues.push(dead);
    await gotIt;
    dead.stopClaiming();
    const diedAt = Date.now();
    expect(await itemRow(itemId)).toMatchObject({ status: "pending", leaseExpiresAt: null });
    expect(await queueJobStates(t.database.db, itemId)).toEqual(["active"]);

    const healthy = await copy(deps("healthy-copy"), { sweepMs: SWEEP_MS });
    await until(async () => (await itemRow(itemId))?.status === "succeeded", HANDED_ON_WITHIN_MS + 2_000);
    expect(Date.now() - diedAt).toBeLessThan(HANDED_ON_WITHIN_MS);
    expect(await itemRow(itemId)).toMatchObject({ attempts: 1, processedBy: "healthy-copy" });
    await until(() => healthy.outcomes.length > 0);
    expect(healthy.outcomes).toEqual(["settled"]);

    // The stalled copy coming back changes nothing: one result, one charge.
    comeBack();
    expect(await postCount()).toBe(postsBefore + 1);
    expect(await usedSocial()).toBe(usedBefore + 1);
  });

  it("never hands on a slow photo whose copy keeps renewing its lease", async () => {
    const { itemId } = await oneItemJob();
    const [postsBefore, usedBefore] = [await postCount(), await usedSocial()];
    const writer = stallingWriter();
    const slow = await copy(deps("slow-copy", { provider: writer.provider }));
    // A second copy sweeps all the while, and would take anything handed back.
    const other = await copy(deps("other-copy"), { sweepMs: SWEEP_MS });
    await writer.entered;

    // The model call takes five leases' worth of time.
    await new Promise((resolve) => setTimeout(resolve, LEASE.leaseMs * 5));
    expect(await itemRow(itemId)).toMatchObject({ status: "running", attempts: 1, processedBy: "slow-copy" });
    writer.release();
    await until(() => slow.outcomes.length === 1);

    expect(slow.outcomes).toEqual(["settled"]);
    expect(other.runs).toBe(0);
    expect(await itemRow(itemId)).toMatchObject({
      status: "succeeded",
      attempts: 1,
      processedBy: "slow-copy",
    });
    expect(await postCount()).toBe(postsBefore + 1);
    expect(await usedSocial()).toBe(usedBefore + 1);
  });

  it(`gives up on a photo after ${MAX_CLAIMS} claims whose copies all died, saying why`, async () => {
    const { itemId, jobId } = await oneItemJob();
    const [postsBefore, usedBefore] = [await postCount(), await usedSocial()];
    // Every copy that takes this photo stops renewing and never finishes (until released below).
    const writer = stallingWriter();
    const poisoned = await copy(
      deps("poisoned-copy", { provider: writer.provider, lease: { leaseMs: 300, heartbeatMs: 3_600_000 } }),
      { sweepMs: SWEEP_MS, concurrency: MAX_CLAIMS + 1 },
    );

    await until(async () => (await itemRow(itemId))?.status === "failed");
    const item = await itemRow(itemId);
    expect(item).toMatchObject({ status: "failed", attempts: MAX_CLAIMS, error: gaveUpMessage(MAX_CLAIMS) });
    expect(item?.error).toMatch(/stopped before it finished/);
    expect(item?.error).not.toMatch(/unknown error/i);
    const job = (
      await t.app.inject({ url: `/api/bulk-jobs/${jobId}`, headers: { cookie: seller.cookie } })
    ).json();
    expect(job).toMatchObject({ status: "completed", succeeded: 0, failed: 1 });
    expect(job.items[0]).toMatchObject({ status: "failed", error: gaveUpMessage(MAX_CLAIMS) });
    expect(await queueJobStates(t.database.db, itemId)).toEqual([]);

    // The stuck runs answer at last: none of them stores or charges anything.
    writer.release();
    await until(() => poisoned.outcomes.length === MAX_CLAIMS);
    expect(poisoned.outcomes).toEqual(Array(MAX_CLAIMS).fill(CLAIM_LOST));
    expect(await itemRow(itemId)).toMatchObject({ status: "failed", error: gaveUpMessage(MAX_CLAIMS) });
    expect(await postCount()).toBe(postsBefore);
    expect(await usedSocial()).toBe(usedBefore);
  });
});
