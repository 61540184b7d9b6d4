import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import {
  BULK_MAX_QUEUED_JOBS,
  BULK_MAX_QUEUED_PHOTOS,
  BULK_QUEUE_FULL_RETRY_SECONDS,
  type BulkJob,
} from "../../../domain/bulk";
import { bulkItems, bulkJobs } from "../../db/schema";
import { startBulkQueue } from "./bulk-queue";

/**
 * Issue 29: the bulk queue was first come, first served across accounts (one seller's 1-photo job
 * waited 43 s behind another's 2,000 photos), and nothing capped an account's queued work. Now
 * accounts take turns, and an account has at most BULK_MAX_QUEUED_JOBS jobs and
 * BULK_MAX_QUEUED_PHOTOS photos waiting. The app copy here runs no photos itself
 * (BULK_CONCURRENCY=0); the queue under test is started beside it on the same database.
 */
let t: TestApp;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ BULK_CONCURRENCY: "0" });
  photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2f6b4f" } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t?.close());

/** A job of `count` photos for `userId`, written straight to the tables; its item ids, in order. */
async function jobRows(userId: string, count: number): Promise<string[]> {
  const [job] = await t.database.db
    .insert(bulkJobs)
    .values({ userId, kind: "social", context: {}, total: count })
    .returning();
  if (!job) throw new Error("no job");
  const items = await t.database.db
    .insert(bulkItems)
    .values(
      Array.from({ length: count }, (_, position) => ({
        jobId: job.id,
        position,
        fileName: `photo-${position + 1}.jpg`,
        imagePath: "/objects/uploads/00000000-0000-4000-8000-000000000000",
      })),
    )
    .returning({ id: bulkItems.id });
  return items.map((item) => item.id);
}

async function until(check: () => boolean): Promise<void> {
  for (let tries = 0; tries < 600 && !check(); tries += 1) await new Promise((r) => setTimeout(r, 20));
  if (!check()) throw new Error("never happened");
}

describe("taking turns between accounts", () => {
  it("runs another account's photos before the first account's big queue drains", async () => {
    const [a, b, c] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    if (!a || !b || !c) throw new Error("no users");
    const owner = new Map<string, string>();
    for (const id of await jobRows(a.id, 40)) owner.set(id, "A");

    const order: string[] = [];
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const queue = await startBulkQueue(t.database, {
      concurrency: 1,
      itemTimeoutMs: 60_000,
      idlePollMs: 20,
      log: { warn: () => {}, info: () => {} },
      async process(itemId) {
        order.push(owner.get(itemId) ?? "?");
        // The first photo holds its slot until B's and C's jobs are queued behind A's.
        if (order.length === 1) await gate;
      },
    });
    try {
      await until(() => order.length === 1);
      const bItems = await jobRows(b.id, 3);
      for (const id of bItems) owner.set(id, "B");
      await queue.enqueue(bItems);
      const cItems = await jobRows(c.id, 2);
      for (const id of cItems) owner.set(id, "C");
      await queue.enqueue(cItems);
      open();
      await until(() => order.length === 45);
    } finally {
      await queue.stop(1000);
    }
    // First come, first served would run A's 40 first. Round-robin: A, then B and C (in either
    // order: both were queued while A's first photo ran), A, B and C, A, B (C has no more), A…
    expect(order[0]).toBe("A");
    expect(new Set(order.slice(1, 3))).toEqual(new Set(["B", "C"]));
    expect(order[3]).toBe("A");
    expect(new Set(order.slice(4, 6))).toEqual(new Set(["B", "C"]));
    expect(order.slice(6, 9)).toEqual(["A", "B", "A"]);
    expect(order.slice(9).every((who) => who === "A")).toBe(true);
    expect(order.filter((who) => who === "A")).toHaveLength(40);
  });
});

describe("how much one account may have waiting", () => {
  const context = { businessType: "ecommerce", brand: "Clay & Co", targetAudience: "Gift buyers" };

  async function pro(): Promise<{ user: SignedUpUser; imagePath: string }> {
    const user = await signUp(t.app);
    await setPlan(t, user.id, "pro");
    const { objectPath } = await uploadAs(t, user, photo);
    return { user, imagePath: objectPath };
  }

  const create = (user: SignedUpUser, imagePath: string, photos: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/bulk-jobs",
      headers: { cookie: user.cookie },
      payload: {
        kind: "social",
        context,
        images: Array.from({ length: photos }, (_, index) => ({ imagePath, fileName: `p${index}.jpg` })),
      },
    });

  const jobsOf = async (user: SignedUpUser) =>
    (
      (
        await t.app.inject({ method: "GET", url: "/api/bulk-jobs", headers: { cookie: user.cookie } })
      ).json() as { jobs: BulkJob[] }
    ).jobs;

  it(`refuses a job past ${BULK_MAX_QUEUED_JOBS} waiting with 429, saying how many wait, until one ends`, async () => {
    const { user, imagePath } = await pro();
    const created: BulkJob[] = [];
    for (let index = 0; index < BULK_MAX_QUEUED_JOBS; index += 1) {
      const reply = await create(user, imagePath, 2);
      expect(reply.statusCode).toBe(202);
      created.push(reply.json());
    }
    const refused = await create(user, imagePath, 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(BULK_QUEUE_FULL_RETRY_SECONDS));
    expect(refused.json()).toEqual({
      code: "rate_limited",
      message: expect.stringContaining(`You already have ${BULK_MAX_QUEUED_JOBS} batches waiting or running`),
    });
    expect(await jobsOf(user)).toHaveLength(BULK_MAX_QUEUED_JOBS);

    // Cancelling one (nothing runs here, so it ends at once) makes room.
    const first = created[0] as BulkJob;
    await t.app.inject({
      method: "POST",
      url: `/api/bulk-jobs/${first.id}/cancel`,
      headers: { cookie: user.cookie },
    });
    expect((await create(user, imagePath, 1)).statusCode).toBe(202);
  });

  it(`refuses photos past ${BULK_MAX_QUEUED_PHOTOS} waiting, and lets two full batches queue`, async () => {
    const { user, imagePath } = await pro();
    expect((await create(user, imagePath, 500)).statusCode).toBe(202);
    expect((await create(user, imagePath, 499)).statusCode).toBe(202);
    const refused = await create(user, imagePath, 2);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "You already have 999 photos waiting in your batches, and at most 1,000 can wait at once. Start a batch of up to 1 photo now, or wait for some to finish.",
    );
    expect(await jobsOf(user)).toHaveLength(2);
    // Another account is not held back by this one's queue.
    const other = await pro();
    expect((await create(other.user, other.imagePath, 1)).statusCode).toBe(202);
  });

  it("lets only the allowed number through when creates arrive at once", async () => {
    const { user, imagePath } = await pro();
    const replies = await Promise.all(
      Array.from({ length: BULK_MAX_QUEUED_JOBS + 3 }, () => create(user, imagePath, 1)),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses.filter((status) => status === 202)).toHaveLength(BULK_MAX_QUEUED_JOBS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(await jobsOf(user)).toHaveLength(BULK_MAX_QUEUED_JOBS);
  });
});
