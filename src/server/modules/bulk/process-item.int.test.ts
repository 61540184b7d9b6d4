import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import type { BulkJob } from "../../../domain/bulk";
import { bulkItems, socialMediaPosts, users } from "../../db/schema";
import { createBuiltinProvider } from "../../providers/generation/builtin/builtin-provider";
import type { GenerationProvider } from "../../providers/generation/generation-provider";
import { createStorageProvider } from "../../providers/storage";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { analyseLoadedSample, createImageLoader } from "../generation/image-loader";
import { CLAIM_LOST } from "./lease";
import { OUTAGE_MESSAGE, PRO_ENDED_MESSAGE, type ProcessItemDeps, processBulkItem } from "./process-item";
import { ProviderPause } from "./provider-retry";

/**
 * The item processor against a real database, driven by hand: a copy that takes jobs but runs
 * none (BULK_CONCURRENCY=0) holds the items, and each test plays the queue's part, including the
 * redelivery of an item whose first run is still going.
 */
let t: TestApp;
let seller: SignedUpUser;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ BULK_CONCURRENCY: "0" });
  seller = await signUp(t.app);
  await setPlan(t, seller.id, "pro");
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#b5651d" } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t?.close());

function deps(
  provider: GenerationProvider = createBuiltinProvider(),
  instanceName = "test-copy",
): ProcessItemDeps {
  return {
    db: t.database.db,
    provider,
    loadImage: createImageLoader({ db: t.database.db, storage: createStorageProvider(t.config) }),
    analyseImage: analyseLoadedSample,
    pause: new ProviderPause(),
    itemTimeoutMs: 10_000,
    instanceName,
  };
}

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
  const job: BulkJob = reply.json();
  return { jobId: job.id, itemId: job.items[0]?.id as string };
}

const itemRow = async (itemId: string) =>
  (await t.database.db.select().from(bulkItems).where(eq(bulkItems.id, itemId)))[0];
/** Waits until the item's lease has lapsed, by the database's clock. */
async function leaseLapsed(itemId: string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const [row] = await t.database.db
      .select({ lapsed: sql<boolean>`${bulkItems.leaseExpiresAt} < now()` })
      .from(bulkItems)
      .where(eq(bulkItems.id, itemId));
    if (row?.lapsed) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the lease never lapsed");
}
const usedSocial = async () =>
  (await t.database.db.select().from(users).where(eq(users.id, seller.id)))[0]?.socialMediaGenerationsUsed ??
  0;
const postCount = async () =>
  (await t.database.db.select().from(socialMediaPosts).where(eq(socialMediaPosts.userId, seller.id))).length;

/** The store, refusing connections for its next `calls` calls (an S3 outage, a NAS blip). */
function storageDownFor(storage: StorageProvider, calls: number): StorageProvider {
  let left = calls;
  return new Proxy(storage, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (left <= 0) return value.apply(target, args);
        left -= 1;
        return Promise.reject(
          Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9000"), { code: "ECONNREFUSED" }),
        );
      };
    },
  });
}

/** The outage backoff in milliseconds rather than seconds: the steps are what is under test. */
const QUICK_OUTAGE_RETRIES = { maxAttempts: 8, baseDelayMs: 1, maxDelayMs: 4 };

function depsWithStorage(storage: StorageProvider): ProcessItemDeps {
  return {
    ...deps(),
    loadImage: createImageLoader({ db: t.database.db, storage }),
    outageRetryPolicy: QUICK_OUTAGE_RETRIES,
  };
}

describe("processBulkItem", () => {
  it("waits out a storage outage and stores the photo once, when the store is back (issue 31.4)", async () => {
    const { itemId } = await oneItemJob();
    const [postsBefore, usedBefore] = [await postCount(), await usedSocial()];
    await processBulkItem(depsWithStorage(storageDownFor(createStorageProvider(t.config), 3)), itemId);
    expect(await itemRow(itemId)).toMatchObject({ status: "succeeded", error: null });
    expect(await postCount()).toBe(postsBefore + 1);
    expect(await usedSocial()).toBe(usedBefore + 1);
  });

  it("fails a photo whose store stays away, saying why in words", async () => {
    const { itemId } = await oneItemJob();
    const usedBefore = await usedSocial();
    await processBulkItem(depsWithStorage(storageDownFor(createStorageProvider(t.config), 1000)), itemId);
    expect(await itemRow(itemId)).toMatchObject({ status: "failed", error: OUTAGE_MESSAGE });
    expect(await usedSocial()).toBe(usedBefore);
  });

  it("stores a handed-on item once: the late first run's result is dropped, not stored twice", async () => {
    const { itemId } = await oneItemJob();
    const builtin = createBuiltinProvider();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => {};
    const inWriter = new Promise<void>((resolve) => {
      entered = resolve;
    });
    // The first run stalls inside the writer, as a copy that froze would.
    const stalled: GenerationProvider = {
      ...builtin,
      async writeSocialPosts(brief, image) {
        entered();
        await held;
        return builtin.writeSocialPosts(brief, image);
      },
    };
    const [postsBefore, usedBefore] = [await postCount(), await usedSocial()];
    // The frozen copy renews nothing: its short lease lapses while it is stuck.
    const first = processBulkItem(
      { ...deps(stalled, "frozen-copy"), lease: { leaseMs: 1_500, heartbeatMs: 3_600_000 } },
      itemId,
    );
    await inWriter;
    // While the lease holds, another run leaves the item alone.
    expect(await processBulkItem(deps(builtin, "eager-copy"), itemId)).toBe("not-claimed");
    await leaseLapsed(itemId);
    // Then another copy takes it over (as when the sweep hands it back, or the queue redelivers).
    expect(await processBulkItem(deps(builtin, "healthy-copy"), itemId)).toBe("settled");
    release();
    // The frozen copy's result is dropped: its claim is no longer the item's latest.
    expect(await first).toBe(CLAIM_LOST);

    const item = await itemRow(itemId);
    expect(item).toMatchObject({ status: "succeeded", attempts: 2, processedBy: "healthy-copy" });
    expect(await postCount()).toBe(postsBefore + 1);
    expect(await usedSocial()).toBe(usedBefore + 1);
  });

  it("leaves a slow item to the run that keeps renewing its lease", async () => {
    const { itemId } = await oneItemJob();
    const builtin = createBuiltinProvider();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => {};
    const inWriter = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const slow: GenerationProvider = {
      ...builtin,
      async writeSocialPosts(brief, image) {
        entered();
        await held;
        return builtin.writeSocialPosts(brief, image);
      },
    };
    const first = processBulkItem(
      { ...deps(slow, "slow-copy"), lease: { leaseMs: 300, heartbeatMs: 60 } },
      itemId,
    );
    await inWriter;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await processBulkItem(deps(builtin, "eager-copy"), itemId)).toBe("not-claimed");
    release();
    expect(await first).toBe("settled");
    expect(await itemRow(itemId)).toMatchObject({
      status: "succeeded",
      attempts: 1,
      processedBy: "slow-copy",
    });
  });

  it("does nothing for an item that is already settled", async () => {
    const { itemId, jobId } = await oneItemJob();
    await processBulkItem(deps(), itemId);
    const settled = await itemRow(itemId);
    const posts = await postCount();
    await processBulkItem(deps(), itemId);
    expect(await itemRow(itemId)).toEqual(settled);
    expect(await postCount()).toBe(posts);
    const job = (
      await t.app.inject({ url: `/api/bulk-jobs/${jobId}`, headers: { cookie: seller.cookie } })
    ).json();
    expect(job).toMatchObject({ status: "completed", succeeded: 1 });
  });

  it("fails the photo with a clear message when the seller's Pro plan ended mid-batch", async () => {
    const { itemId } = await oneItemJob();
    await setPlan(t, seller.id, "free");
    try {
      await processBulkItem(deps(), itemId);
    } finally {
      await setPlan(t, seller.id, "pro");
    }
    expect(await itemRow(itemId)).toMatchObject({ status: "failed", error: PRO_ENDED_MESSAGE });
  });

  it("turns a listing writer that cannot name the product into advice about the file name", async () => {
    const { objectPath } = await uploadAs(t, seller, photo);
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/bulk-jobs",
      payload: {
        kind: "listings",
        context: {
          businessType: "other",
          brand: "Kiln",
          targetAudience: "Everyone",
          selectedPlatforms: ["etsy"],
        },
        images: [{ imagePath: objectPath, fileName: "IMG_0042.jpg" }],
      },
      headers: { cookie: seller.cookie },
    });
    const itemId = (reply.json() as BulkJob).items[0]?.id as string;
    await processBulkItem(deps(), itemId);
    const item = await itemRow(itemId);
    expect(item?.status).toBe("failed");
    expect(item?.error).toContain("Name the file after the product");
  });
});
