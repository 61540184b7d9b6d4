import { parse } from "csv-parse/sync";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import {
  type FakeOpenAi,
  rateLimitBody,
  socialAnswer,
  startFakeOpenAi,
} from "../../../../tests/support/fake-openai";
import {
  type AppCopy,
  createTestApp,
  type SignedUpUser,
  signUp,
  startAnotherCopy,
  type TestApp,
} from "../../../../tests/support/test-app";
import type { BulkJob, BulkProgress } from "../../../domain/bulk";
import { bulkItems, socialMediaPosts, usageEvents, users } from "../../db/schema";
import { BULK_LISTING_CSV_COLUMNS, BULK_SOCIAL_CSV_COLUMNS } from "./bulk-csv";

/**
 * Bulk jobs through the real app and its real queue (pg-boss on PGlite, and on Postgres in the
 * postgres project): isolation of failures, restarts, shared work between copies, cancel, access,
 * and both CSVs parsed back.
 */
let t: TestApp;
let pro: SignedUpUser;
let photos: Buffer[];

beforeAll(async () => {
  t = await createTestApp();
  pro = await signUp(t.app);
  await setPlan(t, pro.id, "pro");
  photos = await Promise.all(["#c8643c", "#2f6b4f", "#e9d8a6", "#1d3557"].map(productPhoto));
});
afterAll(() => t?.close());

/** A coloured product on a white backdrop, like a seller's photo. */
async function productPhoto(colour: string): Promise<Buffer> {
  const product = await sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#ffffff" } })
    .composite([{ input: product, gravity: "center" }])
    .jpeg()
    .toBuffer();
}

async function uploadPhotos(user: SignedUpUser, count: number, broken: number[] = []) {
  const images = [];
  for (let index = 0; index < count; index += 1) {
    const bytes = broken.includes(index)
      ? Buffer.from("this is not a photo, just text pretending to be one")
      : (photos[index % photos.length] as Buffer);
    const { objectPath } = await uploadAs(t, user, bytes);
    images.push({ imagePath: objectPath, fileName: `photo-${index + 1}.jpg` });
  }
  return images;
}

const socialContext = {
  businessType: "ecommerce",
  brand: "Clay & Co",
  targetAudience: "Gift buyers",
  product: "stoneware coffee mug",
};

function request(
  app: FastifyInstance,
  user: SignedUpUser | null,
  method: "GET" | "POST",
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });
}

async function createJob(app: FastifyInstance, user: SignedUpUser, body: object): Promise<BulkJob> {
  const reply = await request(app, user, "POST", "/api/bulk-jobs", body);
  if (reply.statusCode !== 202) throw new Error(`create failed: ${reply.statusCode} ${reply.body}`);
  return reply.json();
}

async function waitFor(
  app: FastifyInstance,
  user: SignedUpUser,
  jobId: string,
  done: (job: BulkJob) => boolean = (job) => job.finishedAt !== null,
  timeoutMs = 25_000,
): Promise<BulkJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job: BulkJob = (await request(app, user, "GET", `/api/bulk-jobs/${jobId}`)).json();
    if (done(job)) return job;
    if (Date.now() > until)
      throw new Error(`job did not get there in time: ${JSON.stringify(job).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const postsOf = (userId: string) =>
  t.database.db.select().from(socialMediaPosts).where(eq(socialMediaPosts.userId, userId));

describe("a social job on the builtin writer", () => {
  let job: BulkJob;
  beforeAll(async () => {
    const images = await uploadPhotos(pro, 20, [4, 13]);
    const created = await createJob(t.app, pro, { kind: "social", context: socialContext, images });
    expect(created.status).toBe("queued");
    expect(created.total).toBe(20);
    job = await waitFor(t.app, pro, created.id);
  });

  it("ends every photo, the two broken ones failed with a readable error and the rest written", () => {
    expect(job.status).toBe("completed");
    expect({ succeeded: job.succeeded, failed: job.failed, pending: job.pending }).toEqual({
      succeeded: 18,
      failed: 2,
      pending: 0,
    });
    const failed = job.items.filter((item) => item.status === "failed");
    expect(failed.map((item) => item.fileName)).toEqual(["photo-5.jpg", "photo-14.jpg"]);
    for (const item of failed) {
      expect(item.error).toMatch(/^Image upload failed: /);
      expect(item.result).toBeNull();
    }
    for (const item of job.items.filter((candidate) => candidate.status === "succeeded")) {
      expect(item.processingTimeMs).toBeGreaterThanOrEqual(0);
      const result = item.result as { platforms: Record<string, { caption: string }> };
      expect(Object.keys(result.platforms)).toHaveLength(6);
      expect(result.platforms.instagram?.caption.toLowerCase()).toContain("mug");
    }
  });

  it("stores each success like a single generation: in history, counted once, editable", async () => {
    const posts = await postsOf(pro.id);
    const ids = job.items.flatMap((item) => (item.result ? [item.result.id] : []));
    expect(posts.map((post) => post.id).sort()).toEqual([...ids].sort());
    const history = (await request(t.app, pro, "GET", "/api/social-media/posts")).json() as { id: string }[];
    expect(history.filter((post) => ids.includes(post.id))).toHaveLength(18);
    const events = await t.database.db.select().from(usageEvents).where(eq(usageEvents.userId, pro.id));
    expect(events.filter((event) => event.type === "social_media")).toHaveLength(18);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, pro.id));
    expect(user?.socialMediaGenerationsUsed).toBe(18);

    const first = job.items.find((item) => item.result);
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/social-media/posts/${first?.result?.id}`,
      payload: { platforms: { facebook: { caption: "=Edited in history" } } },
      headers: { cookie: pro.cookie },
    });
    expect(edited.statusCode).toBe(200);
    const reread: BulkJob = (await request(t.app, pro, "GET", `/api/bulk-jobs/${job.id}`)).json();
    const rereadFirst = reread.items.find((item) => item.id === first?.id)?.result as {
      platforms: Record<string, { caption: string }>;
    };
    expect(rereadFirst.platforms.facebook?.caption).toBe("=Edited in history");
  });

  it("exports the spec's bulk CSV, formula-safe, one row per success", async () => {
    const reply = await request(t.app, pro, "GET", `/api/bulk-jobs/${job.id}/export.csv`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(reply.headers["content-disposition"]).toMatch(
      /^attachment; filename="bulk-social-content-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.csv"$/,
    );
    const rows: string[][] = parse(reply.body, { bom: true });
    expect(rows[0]).toEqual([...BULK_SOCIAL_CSV_COLUMNS]);
    expect(rows).toHaveLength(19);
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      job.items.filter((item) => item.status === "succeeded").map((item) => item.fileName),
    );
    const edited = rows.find((row) => row[2]?.includes("Edited in history"));
    expect(edited?.[2]).toBe("'=Edited in history");
    for (const row of rows.slice(1)) {
      expect(row[7]).toMatch(/^#\S+( #\S+)*$/);
      expect(Number.isNaN(Date.parse(row[8] ?? ""))).toBe(false);
    }
  });

  it("streams the same progress as server-sent events, ending with done", async () => {
    const reply = await request(t.app, pro, "GET", `/api/bulk-jobs/${job.id}/events`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    const events = parseEvents(reply.body);
    expect(events.map((event) => event.event)).toEqual(["progress", "done"]);
    const done = events[1]?.data as BulkProgress;
    expect(done).toMatchObject({ id: job.id, status: "completed", succeeded: 18, failed: 2, total: 20 });
    expect(done.items).toHaveLength(20);
    expect(done.items[4]).toMatchObject({ fileName: "photo-5.jpg", status: "failed" });
  });

  it("lists the job among the owner's, newest first, with its counts", async () => {
    const reply = await request(t.app, pro, "GET", "/api/bulk-jobs");
    expect(reply.statusCode).toBe(200);
    const { jobs } = reply.json() as { jobs: BulkJob[] };
    expect(jobs[0]).toMatchObject({ id: job.id, kind: "social", total: 20, succeeded: 18, failed: 2 });
    expect(jobs[0]).not.toHaveProperty("items");
  });
});

function parseEvents(body: string): { event: string; data: unknown }[] {
  return body
    .split("\n\n")
    .map((block) => block.split("\n"))
    .flatMap((lines) => {
      const event = lines.find((line) => line.startsWith("event: "))?.slice(7);
      const data = lines.find((line) => line.startsWith("data: "))?.slice(6);
      return event && data ? [{ event, data: JSON.parse(data) }] : [];
    });
}

describe("a listing job", () => {
  it("writes listings per photo and marketplace and exports the listing CSV's columns", async () => {
    const images = await uploadPhotos(pro, 3);
    const created = await createJob(t.app, pro, {
      kind: "listings",
      context: { ...socialContext, selectedPlatforms: ["etsy", "shopify"] },
      images,
    });
    const job = await waitFor(t.app, pro, created.id);
    expect(job).toMatchObject({ status: "completed", succeeded: 3, failed: 0 });
    const result = job.items[0]?.result as { platforms: Record<string, { title: string }> };
    expect(Object.keys(result.platforms)).toEqual(["etsy", "shopify"]);
    expect(result.platforms.etsy?.title.toLowerCase()).toContain("mug");

    const reply = await request(t.app, pro, "GET", `/api/bulk-jobs/${job.id}/export.csv`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-disposition"]).toMatch(/filename="bulk-listings-/);
    const rows: string[][] = parse(reply.body, { bom: true });
    expect(rows[0]).toEqual([...BULK_LISTING_CSV_COLUMNS]);
    expect(rows.slice(1).map((row) => `${row[0]} ${row[1]}`)).toEqual([
      "photo-1.jpg Etsy",
      "photo-1.jpg Shopify",
      "photo-2.jpg Etsy",
      "photo-2.jpg Shopify",
      "photo-3.jpg Etsy",
      "photo-3.jpg Shopify",
    ]);
    const history = (await request(t.app, pro, "GET", "/api/product-listings")).json() as { id: string }[];
    expect(history.map((item) => item.id)).toEqual(
      expect.arrayContaining([result as unknown as { id: string }].map((r) => r.id)),
    );

    const wrongFormat = await request(t.app, pro, "GET", `/api/bulk-jobs/${job.id}/export.csv?format=bulk`);
    expect(wrongFormat.statusCode).toBe(400);
  });
});

describe("who may do what", () => {
  it("refuses a Free account with 403 pro_required and creates nothing", async () => {
    const free = await signUp(t.app);
    const images = await uploadPhotos(free, 1);
    const reply = await request(t.app, free, "POST", "/api/bulk-jobs", {
      kind: "social",
      context: socialContext,
      images,
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ code: "pro_required" });
    expect((await request(t.app, free, "GET", "/api/bulk-jobs")).json()).toEqual({ jobs: [] });
  });

  it("answers 404 for another user's job, and never shows it to them", async () => {
    const images = await uploadPhotos(pro, 1);
    const job = await createJob(t.app, pro, { kind: "social", context: socialContext, images });
    const other = await signUp(t.app);
    await setPlan(t, other.id, "pro");
    for (const [method, url] of [
      ["GET", `/api/bulk-jobs/${job.id}`],
      ["GET", `/api/bulk-jobs/${job.id}/events`],
      ["GET", `/api/bulk-jobs/${job.id}/export.csv`],
      ["POST", `/api/bulk-jobs/${job.id}/cancel`],
      ["GET", "/api/bulk-jobs/not-a-uuid"],
    ] as const) {
      const reply = await request(t.app, other, method, url);
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      expect(reply.json()).toEqual({ message: "Bulk job not found", code: "not_found" });
    }
    expect((await request(t.app, other, "GET", "/api/bulk-jobs")).json()).toEqual({ jobs: [] });
    expect((await request(t.app, null, "GET", "/api/bulk-jobs")).statusCode).toBe(401);
    await waitFor(t.app, pro, job.id);
  });

  it("refuses images that are not the caller's own uploads, naming each", async () => {
    const other = await signUp(t.app);
    const [theirs] = await uploadPhotos(other, 1);
    const [mine] = await uploadPhotos(pro, 1);
    const reply = await request(t.app, pro, "POST", "/api/bulk-jobs", {
      kind: "social",
      context: socialContext,
      images: [mine, theirs, { imagePath: "https://example.com/cat.jpg", fileName: "cat.jpg" }],
    });
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(body.message).toBe("2 images are not among your uploads");
    expect(body.issues.map((issue: { path: unknown[] }) => issue.path)).toEqual([
      ["images", 1, "imagePath"],
      ["images", 2, "imagePath"],
    ]);
  });

  it("validates the brand context and the number of images with 400s", async () => {
    const [image] = await uploadPhotos(pro, 1);
    const cases: [object, string][] = [
      [{ kind: "social", context: socialContext, images: [] }, "Please select at least one image to process"],
      [
        { kind: "social", context: socialContext, images: Array.from({ length: 501 }, () => image) },
        "A bulk job takes at most 500 images",
      ],
      [
        { kind: "social", context: { ...socialContext, brand: " " }, images: [image] },
        "Brand name is required",
      ],
      [{ kind: "listings", context: socialContext, images: [image] }, "context.selectedPlatforms"],
      [{ kind: "videos", context: socialContext, images: [image] }, "Expected 'social' | 'listings'"],
    ];
    for (const [body, message] of cases) {
      const reply = await request(t.app, pro, "POST", "/api/bulk-jobs", body);
      expect(reply.statusCode).toBe(400);
      expect(JSON.stringify(reply.json())).toContain(message);
    }
  });

  it("answers 409 with the spec's words when a job has nothing to export", async () => {
    const images = await uploadPhotos(pro, 1, [0]);
    const created = await createJob(t.app, pro, { kind: "social", context: socialContext, images });
    const job = await waitFor(t.app, pro, created.id);
    expect(job.failed).toBe(1);
    const reply = await request(t.app, pro, "GET", `/api/bulk-jobs/${job.id}/export.csv`);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ message: "No successful results to export", code: "conflict" });
  });
});

describe("on a slow model", () => {
  let fake: FakeOpenAi;
  let slow: TestApp;
  let seller: SignedUpUser;
  /** The copy serving requests now (the first one is shut down by the restart test). */
  let app: FastifyInstance;
  const copies: AppCopy[] = [];
  const slowEnv = (concurrency: number) => ({
    OPENAI_API_KEY: "sk-test",
    BULK_CONCURRENCY: String(concurrency),
    AI_TIMEOUT_MS: "5000",
    SHUTDOWN_TIMEOUT_MS: "10000",
  });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.fallback = socialAnswer();
    fake.latencyMs = 250;
    slow = await createTestApp({ ...slowEnv(2), OPENAI_BASE_URL: fake.baseURL });
    app = slow.app;
    seller = await signUp(slow.app);
    await setPlan(slow, seller.id, "pro");
  });
  afterAll(async () => {
    for (const copy of copies) await copy.close();
    await slow?.close();
    await fake?.close();
  });

  async function upload(count: number) {
    const images = [];
    for (let index = 0; index < count; index += 1) {
      const { objectPath } = await uploadAs(
        { ...slow, app },
        seller,
        photos[index % photos.length] as Buffer,
      );
      images.push({ imagePath: objectPath, fileName: `mug-${index + 1}.jpg` });
    }
    return images;
  }

  const itemsOfJob = (jobId: string) =>
    slow.database.db.select().from(bulkItems).where(eq(bulkItems.jobId, jobId));

  it("picks up after a restart: nothing lost, nothing done twice", async () => {
    const images = await upload(10);
    const before = fake.requests.length;
    const created = await createJob(app, seller, { kind: "social", context: socialContext, images });
    await waitFor(app, seller, created.id, (job) => job.succeeded >= 2);
    // The copy shuts down mid-job (a deploy): its running photos finish, the rest wait.
    await app.close();
    const paused = await itemsOfJob(created.id);
    const count = (status: string) => paused.filter((item) => item.status === status).length;
    expect(count("running")).toBe(0);
    expect(count("pending")).toBeGreaterThan(0);
    expect(count("succeeded") + count("pending")).toBe(10);

    const restarted = await startAnotherCopy(slow, { ...slowEnv(2), OPENAI_BASE_URL: fake.baseURL });
    copies.push(restarted);
    app = restarted.app;
    const job = await waitFor(app, seller, created.id);
    expect(job).toMatchObject({ status: "completed", succeeded: 10, failed: 0 });
    const items = await itemsOfJob(created.id);
    expect(items.every((item) => item.attempts === 1)).toBe(true);
    expect(fake.requests.length - before).toBe(10);
    const posts = await slow.database.db
      .select()
      .from(socialMediaPosts)
      .where(
        inArray(
          socialMediaPosts.id,
          items.map((item) => item.generationId as string),
        ),
      );
    expect(posts).toHaveLength(10);
  });

  it("cancels: pending photos become canceled, the running ones finish", async () => {
    const images = await upload(8);
    const created = await createJob(app, seller, { kind: "social", context: socialContext, images });
    await waitFor(app, seller, created.id, (job) => job.running > 0);
    const reply = await request(app, seller, "POST", `/api/bulk-jobs/${created.id}/cancel`);
    expect(reply.statusCode).toBe(200);
    const canceled: BulkJob = reply.json();
    expect(canceled.canceled).toBeGreaterThanOrEqual(4);
    const job = await waitFor(app, seller, created.id);
    expect(job.status).toBe("canceled");
    expect(job.succeeded + job.canceled).toBe(8);
    expect(job.succeeded).toBeGreaterThanOrEqual(1);
    expect(job.items.filter((item) => item.status === "canceled").every((item) => item.result === null)).toBe(
      true,
    );
  });

  it("waits out a 429's Retry-After instead of hammering the model, then succeeds", async () => {
    const images = await upload(1);
    const before = fake.requests.length;
    fake.enqueue({ kind: "status", status: 429, body: rateLimitBody, headers: { "retry-after": "1" } });
    const created = await createJob(app, seller, { kind: "social", context: socialContext, images });
    const job = await waitFor(app, seller, created.id);
    expect(job).toMatchObject({ status: "completed", succeeded: 1 });
    expect(fake.requests.length - before).toBe(2);
    expect(job.items[0]?.processingTimeMs).toBeGreaterThanOrEqual(1000);
  });

  it.runIf(process.env.TEST_DB === "postgres")(
    "shares one job between two app copies on one Postgres",
    async () => {
      const second = await startAnotherCopy(slow, { ...slowEnv(2), OPENAI_BASE_URL: fake.baseURL });
      try {
        const images = await upload(12);
        const created = await createJob(app, seller, { kind: "social", context: socialContext, images });
        const job = await waitFor(second.app, seller, created.id);
        expect(job).toMatchObject({ status: "completed", succeeded: 12, failed: 0 });
        const items = await itemsOfJob(created.id);
        expect(new Set(items.map((item) => item.processedBy)).size).toBe(2);
        expect(items.every((item) => item.attempts === 1)).toBe(true);
      } finally {
        await second.close();
      }
    },
  );
});
