import { eq } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import {
  type AppCopy,
  createTestApp,
  type SignedUpUser,
  signUp,
  startAnotherCopy,
  type TestApp,
} from "../../../../tests/support/test-app";
import type { BulkJob } from "../../../domain/bulk";
import { socialMediaPosts, users } from "../../db/schema";

/**
 * Issue 31.1: every connection of the app terminated while a photo's transaction holds a client
 * (`pg_terminate_backend`, as a database restart or a failover does). The copy must stay up and
 * the job must finish with every photo stored and charged exactly once.
 *
 * Only on real PostgreSQL: PGlite runs in the process and has no connections to lose. The
 * photos' transactions are made to wait at a known point (the account row is locked from outside,
 * so reserving the generation blocks) and the connections are cut while they wait there.
 */
const PHOTOS = 3;

describe.runIf(process.env.TEST_DB === "postgres")(
  "bulk photos when the database drops every connection",
  () => {
    let t: TestApp;
    let worker: AppCopy | undefined;
    let seller: SignedUpUser;
    const uncaught: unknown[] = [];
    const recordUncaught = (error: unknown) => uncaught.push(error);

    beforeAll(async () => {
      process.on("uncaughtException", recordUncaught);
      // This copy takes the job but runs none of it; the worker copy started below runs the photos.
      t = await createTestApp({ BULK_CONCURRENCY: "0" });
      seller = await signUp(t.app);
      await setPlan(t, seller.id, "pro");
    });
    afterAll(async () => {
      process.off("uncaughtException", recordUncaught);
      await worker?.close();
      await t?.close();
    });

    it("keeps the copy up and finishes the job: nothing lost, nothing stored or charged twice", async () => {
      const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#3a6ea5" } })
        .jpeg()
        .toBuffer();
      const images = [];
      for (let index = 0; index < PHOTOS; index += 1) {
        const { objectPath } = await uploadAs(t, seller, photo);
        images.push({ imagePath: objectPath, fileName: `blue-mug-${index}.jpg` });
      }
      const created = await t.app.inject({
        method: "POST",
        url: "/api/bulk-jobs",
        payload: {
          kind: "social",
          context: { businessType: "ecommerce", brand: "Kiln", targetAudience: "Tea lovers", product: "mug" },
          images,
        },
        headers: { cookie: seller.cookie },
      });
      expect(created.statusCode).toBe(202);
      const jobId = (created.json() as BulkJob).id;
      const usedBefore = await usedSocial(t, seller.id);

      const url = t.database.url as string;
      const locker = await connect(url);
      const observer = await connect(url);
      try {
        await locker.query("BEGIN");
        await locker.query("SELECT id FROM users WHERE id = $1 FOR UPDATE", [seller.id]);
        worker = await startAnotherCopy(t, { BULK_CONCURRENCY: "2" });

        // A photo's transaction is open, its client checked out, waiting for the account row.
        await waitFor(async () => {
          const { rows } = await observer.query(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          return rows[0].waiting > 0;
        });
        // Every other connection goes, the locker's too (which releases the row).
        await observer.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );

        let job: BulkJob | undefined;
        await waitFor(async () => {
          const reply = await t.app.inject({
            url: `/api/bulk-jobs/${jobId}`,
            headers: { cookie: seller.cookie },
          });
          if (reply.statusCode !== 200) return false;
          job = reply.json();
          return job?.status === "completed";
        });
        expect(uncaught).toEqual([]);
        expect(job).toMatchObject({ status: "completed", total: PHOTOS, succeeded: PHOTOS, failed: 0 });
        const posts = await t.database.db
          .select({ id: socialMediaPosts.id })
          .from(socialMediaPosts)
          .where(eq(socialMediaPosts.userId, seller.id));
        expect(posts).toHaveLength(PHOTOS);
        expect(await usedSocial(t, seller.id)).toBe(usedBefore + PHOTOS);
      } finally {
        await locker.end().catch(() => {});
        await observer.end().catch(() => {});
      }
    }, 60_000);
  },
);

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  // The locker's connection is terminated on purpose.
  client.on("error", () => {});
  await client.connect();
  return client;
}

async function usedSocial(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ used: users.socialMediaGenerationsUsed })
    .from(users)
    .where(eq(users.id, userId));
  return row?.used ?? 0;
}

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // The test's own pool reconnects after the cut; a failed look just looks again.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
