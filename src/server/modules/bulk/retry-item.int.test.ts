import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import { BULK_RETRY_CONFLICTS, type BulkItem, type BulkJob } from "../../../domain/bulk";
import type { ListingGenerationResult } from "../../../domain/listings";
import type { SocialGenerationResult } from "../../../domain/social";
import { bulkItems, productListings, socialMediaPosts, usageEvents, users } from "../../db/schema";
import { createBuiltinProvider } from "../../providers/generation/builtin/builtin-provider";
import type { GenerationProvider } from "../../providers/generation/generation-provider";
import { createStorageProvider } from "../../providers/storage";
import { analyseLoadedSample, createImageLoader } from "../generation/image-loader";
import { UNKNOWN_PRODUCT_MESSAGE } from "./process-item";
import { ProviderPause } from "./provider-retry";
import { retryBulkItem } from "./retry-item";

/**
 * A failed bulk photo, renamed by its seller and run again on its own (issue 33.9), through the
 * real app and queue: it ends succeeded with its content, charged once; a photo that fails again
 * is not charged; only a failed photo can be retried, by its owner, on Pro; and two retries of one
 * photo at once do not both run. Runs on PGlite, and on Postgres in the postgres project.
 */
let t: TestApp;
let seller: SignedUpUser;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app);
  await setPlan(t, seller.id, "pro");
  const product = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#c8643c" } })
    .png()
    .toBuffer();
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#ffffff" } })
    .composite([{ input: product, gravity: "center" }])
    .jpeg()
    .toBuffer();
});
afterAll(() => t?.close());

const NOT_A_PHOTO = Buffer.from("this is not a photo, just text pretending to be one");

function request(
  app: FastifyInstance,
  user: SignedUpUser,
  method: "GET" | "POST",
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, payload, headers: { cookie: user.cookie } });
}

const retryUrl = (jobId: string, itemId: string) => `/api/bulk-jobs/${jobId}/items/${itemId}/retry`;

/** A job over these files (camera names say nothing of the product), run to its end. */
async function finishedJob(
  user: SignedUpUser,
  kind: "social" | "listings",
  files: Array<{ fileName: string; bytes?: Buffer }>,
  context: Record<string, unknown> = {},
): Promise<BulkJob> {
  const images = [];
  for (const file of files) {
    const { objectPath } = await uploadAs(t, user, file.bytes ?? photo);
    images.push({ imagePath: objectPath, fileName: file.fileName });
  }
  const reply = await request(t.app, user, "POST", "/api/bulk-jobs", {
    kind,
    context: {
      businessType: "ecommerce",
      brand: "Clay & Co",
      targetAudience: "Gift shoppers aged 25-45",
      ...(kind === "listings" ? { selectedPlatforms: ["etsy", "shopify"] } : {}),
      ...context,
    },
    images,
  });
  if (reply.statusCode !== 202) throw new Error(`create failed: ${reply.statusCode} ${reply.body}`);
  const created: BulkJob = reply.json();
  const until = Date.now() + 25_000;
  for (;;) {
    const job: BulkJob = (await request(t.app, user, "GET", `/api/bulk-jobs/${created.id}`)).json();
    if (job.finishedAt !== null) return job;
    if (Date.now() > until) throw new Error(`job did not finish: ${JSON.stringify(job).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const itemNamed = (job: BulkJob, fileName: string): BulkItem => {
  const item = job.items.find((candidate) => candidate.fileName === fileName);
  if (!item) throw new Error(`no item ${fileName}`);
  return item;
};

async function usageOf(userId: string) {
  const events = await t.database.db.select().from(usageEvents).where(eq(usageEvents.userId, userId));
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return {
    social: events.filter((event) => event.type === "social_media").length,
    listings: events.filter((event) => event.type === "product_listing").length,
    socialCounter: user?.socialMediaGenerationsUsed ?? 0,
    listingCounter: user?.productListingsUsed ?? 0,
  };
}

describe("retrying a failed photo of a social batch", () => {
  let job: BulkJob;
  beforeAll(async () => {
    job = await finishedJob(seller, "social", [
      { fileName: "terracotta-mug.jpg" },
      { fileName: "IMG_2034.jpg" },
      { fileName: "linen-apron.jpg", bytes: NOT_A_PHOTO },
    ]);
  });

  it("starts from a photo the writer could not name, and one that is not a photo", () => {
    expect(job.status).toBe("completed");
    expect(itemNamed(job, "terracotta-mug.jpg").status).toBe("succeeded");
    expect(itemNamed(job, "IMG_2034.jpg")).toMatchObject({
      status: "failed",
      error: UNKNOWN_PRODUCT_MESSAGE,
    });
    expect(itemNamed(job, "linen-apron.jpg").error).toMatch(/^Image upload failed: /);
  });

  it("writes the seller's typed audience as typed", () => {
    const result = itemNamed(job, "terracotta-mug.jpg").result as SocialGenerationResult;
    expect(result.suggestedSchedule).toContain("tuned for gift shoppers aged 25-45");
    expect(result.suggestedSchedule).not.toContain("professionals");
  });

  it("runs the renamed photo again on its own: succeeded, its content about it, charged once", async () => {
    const before = await usageOf(seller.id);
    const failed = itemNamed(job, "IMG_2034.jpg");
    const reply = await request(t.app, seller, "POST", retryUrl(job.id, failed.id), {
      product: "terracotta plant pot",
    });
    expect(reply.statusCode).toBe(200);
    const item: BulkItem = reply.json();
    expect(item).toMatchObject({
      id: failed.id,
      status: "succeeded",
      error: null,
      product: "terracotta plant pot",
    });
    expect(item.processingTimeMs).toBeGreaterThanOrEqual(0);
    const result = item.result as SocialGenerationResult;
    expect(result.platforms.instagram?.caption.toLowerCase()).toContain("plant pot");
    expect(result.imagePath).toBe(failed.imagePath);

    // Stored like every bulk success: in history, counted once.
    const [post] = await t.database.db
      .select()
      .from(socialMediaPosts)
      .where(eq(socialMediaPosts.id, result.id));
    expect(post?.userId).toBe(seller.id);
    const after = await usageOf(seller.id);
    expect(after.social - before.social).toBe(1);
    expect(after.socialCounter - before.socialCounter).toBe(1);

    // The batch shows it: counts, the result, the CSV row; the job stays finished.
    const reread: BulkJob = (await request(t.app, seller, "GET", `/api/bulk-jobs/${job.id}`)).json();
    expect(reread).toMatchObject({
      status: "completed",
      succeeded: 2,
      failed: 1,
      finishedAt: job.finishedAt,
    });
    expect(itemNamed(reread, "IMG_2034.jpg").result?.id).toBe(result.id);
    const csv = await request(t.app, seller, "GET", `/api/bulk-jobs/${job.id}/export.csv`);
    expect(csv.body).toContain("IMG_2034.jpg");

    // Done once: a second retry is refused and charges nothing.
    const again = await request(t.app, seller, "POST", retryUrl(job.id, failed.id), { product: "pot" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: "conflict", message: BULK_RETRY_CONFLICTS.succeeded });
    expect((await usageOf(seller.id)).social).toBe(after.social);
  });

  it("answers a photo that fails again with its new reason, uncharged and still retryable", async () => {
    const before = await usageOf(seller.id);
    const broken = itemNamed(job, "linen-apron.jpg");
    const reply = await request(t.app, seller, "POST", retryUrl(job.id, broken.id), {
      product: "linen apron",
    });
    expect(reply.statusCode).toBe(200);
    const item: BulkItem = reply.json();
    expect(item).toMatchObject({ status: "failed", product: "linen apron", result: null });
    expect(item.error).toMatch(/^Image upload failed: /);
    expect(await usageOf(seller.id)).toEqual(before);
    // Without a new name it runs again as it was.
    const again = await request(t.app, seller, "POST", retryUrl(job.id, broken.id), {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "failed", product: "linen apron" });
  });

  it("refuses what is not a failed photo of the caller's own batch", async () => {
    const done = itemNamed(job, "terracotta-mug.jpg");
    const succeeded = await request(t.app, seller, "POST", retryUrl(job.id, done.id), {});
    expect(succeeded.statusCode).toBe(409);
    expect(succeeded.json().message).toBe(BULK_RETRY_CONFLICTS.succeeded);

    const broken = itemNamed(job, "linen-apron.jpg");
    const other = await signUp(t.app);
    await setPlan(t, other.id, "pro");
    const stranger = await request(t.app, other, "POST", retryUrl(job.id, broken.id), {});
    expect(stranger.statusCode).toBe(404);
    const unknownItem = await request(
      t.app,
      seller,
      "POST",
      retryUrl(job.id, "00000000-0000-4000-8000-000000000000"),
      {},
    );
    expect(unknownItem.statusCode).toBe(404);
    expect(unknownItem.json().message).toBe("This photo is not part of the batch");
    expect((await request(t.app, seller, "POST", retryUrl(job.id, "not-an-id"), {})).statusCode).toBe(404);

    const tooLong = await request(t.app, seller, "POST", retryUrl(job.id, broken.id), {
      product: "x".repeat(5000),
    });
    expect(tooLong.statusCode).toBe(400);
    const wrongType = await request(t.app, seller, "POST", retryUrl(job.id, broken.id), { product: 42 });
    expect(wrongType.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(bulkItems).where(eq(bulkItems.id, broken.id));
    expect(row?.status).toBe("failed");
  });

  it("is Pro, like bulk itself: a seller whose Pro ended is told so and the photo is left as it was", async () => {
    const lapsed = await signUp(t.app);
    await setPlan(t, lapsed.id, "pro");
    const own = await finishedJob(lapsed, "social", [{ fileName: "IMG_3001.jpg" }]);
    const failed = itemNamed(own, "IMG_3001.jpg");
    expect(failed.status).toBe("failed");
    await setPlan(t, lapsed.id, "free");
    const reply = await request(t.app, lapsed, "POST", retryUrl(own.id, failed.id), {
      product: "oak cutting board",
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe("pro_required");
    const [row] = await t.database.db.select().from(bulkItems).where(eq(bulkItems.id, failed.id));
    expect(row).toMatchObject({ status: "failed", product: null, error: UNKNOWN_PRODUCT_MESSAGE });
    expect(await usageOf(lapsed.id)).toMatchObject({ social: 0, socialCounter: 0 });
  });
});

describe("retrying a failed photo of a listings batch", () => {
  it("stores the renamed photo's listings as one generation, charged once", async () => {
    const owner = await signUp(t.app);
    await setPlan(t, owner.id, "pro");
    const job = await finishedJob(owner, "listings", [{ fileName: "DSC00012.jpg" }]);
    const failed = itemNamed(job, "DSC00012.jpg");
    expect(failed).toMatchObject({ status: "failed", error: UNKNOWN_PRODUCT_MESSAGE });

    const reply = await request(t.app, owner, "POST", retryUrl(job.id, failed.id), {
      product: "Handmade oak cutting board",
    });
    expect(reply.statusCode).toBe(200);
    const item: BulkItem = reply.json();
    expect(item.status).toBe("succeeded");
    const result = item.result as ListingGenerationResult;
    expect(result.selectedPlatforms).toEqual(["etsy", "shopify"]);
    expect(result.platforms.etsy?.title.toLowerCase()).toContain("cutting board");
    const rows = await t.database.db
      .select()
      .from(productListings)
      .where(eq(productListings.generationId, result.id));
    expect(rows.map((row) => row.platform).sort()).toEqual(["etsy", "shopify"]);
    expect(await usageOf(owner.id)).toMatchObject({ listings: 1, listingCounter: 1 });
  });
});

describe("two retries of one photo at once", () => {
  it("runs one; the other is told the photo is being processed, and the photo is charged once", async () => {
    const owner = await signUp(t.app);
    await setPlan(t, owner.id, "pro");
    const job = await finishedJob(owner, "social", [{ fileName: "IMG_4001.jpg" }]);
    const failed = itemNamed(job, "IMG_4001.jpg");
    const [ownerRow] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    if (!ownerRow) throw new Error("no owner row");

    // A writer held at the gate: the first retry is mid-write while the second arrives.
    const builtin = createBuiltinProvider();
    let entered!: () => void;
    const writing = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const provider: GenerationProvider = {
      ...builtin,
      async writeSocialPosts(brief, image) {
        entered();
        await gate;
        return builtin.writeSocialPosts(brief, image);
      },
    };
    const deps = {
      db: t.database.db,
      provider,
      loadImage: createImageLoader({ db: t.database.db, storage: createStorageProvider(t.config) }),
      analyseImage: analyseLoadedSample,
      pause: new ProviderPause(),
      itemTimeoutMs: 20_000,
      instanceName: "retry-test",
    };
    const ids = { jobId: job.id, itemId: failed.id };
    const first = retryBulkItem(deps, ownerRow, ids, { product: "blue ceramic vase" });
    await writing;
    await expect(retryBulkItem(deps, ownerRow, ids, { product: "something else" })).rejects.toMatchObject({
      code: "conflict",
      message: BULK_RETRY_CONFLICTS.running,
    });
    // Through HTTP too, while the first still runs.
    const viaHttp = await request(t.app, owner, "POST", retryUrl(job.id, failed.id), { product: "x" });
    expect(viaHttp.statusCode).toBe(409);
    expect(viaHttp.json().message).toBe(BULK_RETRY_CONFLICTS.running);

    open();
    const item = await first;
    expect(item).toMatchObject({ status: "succeeded", product: "blue ceramic vase" });
    expect((item.result as SocialGenerationResult).platforms.instagram?.caption.toLowerCase()).toContain(
      "vase",
    );
    expect(await usageOf(owner.id)).toMatchObject({ social: 1, socialCounter: 1 });
    const posts = await t.database.db
      .select()
      .from(socialMediaPosts)
      .where(eq(socialMediaPosts.userId, owner.id));
    expect(posts).toHaveLength(1);
  });
});
