import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { PERFORMANCE_DEFAULTS, type TestCaseCategory, type TestStepResult } from "../../../domain/admin";
import type { BulkJob } from "../../../domain/bulk";
import { marketplacePlatforms, socialPlatforms } from "../../../domain/platforms";
import { MAX_UPLOAD_BYTES } from "../../../domain/uploads";
import type { Database } from "../../db/client";
import { uploads, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { GenerationProvider } from "../../providers/generation/generation-provider";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { createBulkJob, type EnqueueItems, getBulkJob } from "../bulk/service";
import { composeListings } from "../generation/listing-service";
import type { GenerationDeps } from "../generation/social-service";
import { composeSocialContent, generateSocialContent } from "../generation/social-service";
import { loadSharp } from "../images/load-sharp";
import { storeImageForUser } from "../images/service";
import { listingViolations, socialViolations } from "../quality/content-rules";
import type { UserRow } from "../sessions/service";
import { uploadKeyFor } from "../uploads/service";

/**
 * The checks a test case runs, one set per category, against the product's own services with
 * fixed inputs (the same photo, the same brief), so the same case on the same system gives the
 * same verdict. Each step passes or fails for a reason it states.
 */
export interface LabDeps extends Pick<GenerationDeps, "provider" | "loadImage" | "analyseImage"> {
  db: Database;
  storage: StorageProvider;
  enqueueBulk: EnqueueItems;
  /** A request through the app itself, as the admin who runs the case. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The admin's own credentials for `inject` (cookie or bearer header). */
  authHeaders: Record<string, string>;
}

export interface LabCase {
  category: TestCaseCategory;
  steps: string[];
  generations: number | null;
  budgetMs: number | null;
}

/** A step's verdict and its reason. */
type Verdict = { passed: boolean; details: string };
const ok = (details: string): Verdict => ({ passed: true, details });
const bad = (details: string): Verdict => ({ passed: false, details });

/** Runs one step, timing it; an exception is the step's failure, with its message as the reason. */
async function timed(
  step: string,
  description: string,
  run: () => Promise<Verdict>,
): Promise<TestStepResult> {
  const started = performance.now();
  let verdict: Verdict;
  try {
    verdict = await run();
  } catch (error) {
    verdict = bad(`threw: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    step,
    description,
    status: verdict.passed ? "passed" : "failed",
    duration: Math.round(performance.now() - started),
    details: verdict.details,
  };
}

const checks: Record<
  TestCaseCategory,
  (deps: LabDeps, admin: UserRow, testCase: LabCase) => Promise<TestStepResult[]>
> = {
  "single-upload": singleUpload,
  "bulk-upload": bulkUpload,
  "ai-generation": aiGeneration,
  validation,
  performance: performanceCheck,
  "error-handling": errorHandling,
  "ui-ux": manualChecklist,
};

export function runLabChecks(deps: LabDeps, admin: UserRow, testCase: LabCase): Promise<TestStepResult[]> {
  return checks[testCase.category](deps, admin, testCase);
}

/** The lab's product photo: a terracotta mug shape on white, drawn the same every time. */
export async function labPhoto(colour = "#c8643c"): Promise<Buffer> {
  const sharp = await loadSharp();
  const mug = await sharp({ create: { width: 360, height: 420, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1024, height: 768, channels: 3, background: "#ffffff" } })
    .composite([{ input: mug, gravity: "center" }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const LAB_BRIEF = {
  product: "stoneware coffee mug, 12 oz",
  businessType: "Handmade crafts",
  brand: "Quality Lab",
  targetAudience: "Gift buyers",
  tone: "Friendly",
  campaignGoal: "Boost sales",
  color: "terracotta",
};

async function singleUpload(deps: LabDeps, admin: UserRow): Promise<TestStepResult[]> {
  const results: TestStepResult[] = [];
  const photo = await labPhoto();
  let stored: { id: string; objectPath: string } | undefined;
  results.push(
    await timed("Store", "Store a test photo as an upload", async () => {
      stored = await storeImageForUser(deps, admin.id, photo);
      return ok(`stored ${stored.objectPath} (${deps.storage.kind} storage)`);
    }),
  );
  if (!stored) return results;
  const upload = stored;
  results.push(
    await timed("Read back", "Read the stored bytes back and compare them", async () => {
      const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, upload.id));
      const stream = await deps.storage.read(uploadKeyFor(upload.id));
      if (!row || !stream) return bad("the stored object is missing");
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      const sha = createHash("sha256").update(bytes).digest("hex");
      return sha === row.sha256 && bytes.length === row.size
        ? ok(`${bytes.length.toLocaleString("en-US")} bytes, sha256 equal`)
        : bad(
            `read ${bytes.length} bytes (sha256 ${sha.slice(0, 12)}…), stored ${row.size} (${row.sha256?.slice(0, 12)}…)`,
          );
    }),
  );
  results.push(
    await timed("Load", "Load it the way generation does", async () => {
      const loaded = await deps.loadImage(admin, { imagePath: upload.objectPath }, { normalise: true });
      const image = loaded.normalised;
      return image && image.width > 0 && image.contentType === "image/jpeg"
        ? ok(`${image.width}×${image.height} ${image.contentType}`)
        : bad(`unexpected ${image?.contentType} ${image?.width}×${image?.height}`);
    }),
  );
  // The lab leaves nothing behind in the admin's uploads.
  await deps.storage.delete(uploadKeyFor(upload.id));
  await deps.db.delete(uploads).where(eq(uploads.id, upload.id));
  return results;
}

const BULK_LAB_PHOTOS = ["#c8643c", "#2f6b4f", "#1d3557"];
const BULK_LAB_TIMEOUT_MS = 120_000;

async function bulkUpload(deps: LabDeps, admin: UserRow): Promise<TestStepResult[]> {
  const results: TestStepResult[] = [];
  const images: { imagePath: string; fileName: string }[] = [];
  results.push(
    await timed("Upload", `Store ${BULK_LAB_PHOTOS.length} photos`, async () => {
      for (const [index, colour] of BULK_LAB_PHOTOS.entries()) {
        const { objectPath } = await storeImageForUser(deps, admin.id, await labPhoto(colour));
        images.push({ imagePath: objectPath, fileName: `lab-mug-${index + 1}.jpg` });
      }
      return ok(`${images.length} uploads stored`);
    }),
  );
  if (images.length !== BULK_LAB_PHOTOS.length) return results;
  let job: BulkJob | undefined;
  results.push(
    await timed("Queue", "Create a bulk job on the real queue", async () => {
      job = await createBulkJob(deps.db, deps.enqueueBulk, admin, {
        kind: "social",
        context: {
          businessType: "ecommerce",
          brand: LAB_BRIEF.brand,
          targetAudience: LAB_BRIEF.targetAudience,
          product: LAB_BRIEF.product,
          tone: "professional",
          selectedPlatforms: [...socialPlatforms],
        },
        images,
      });
      return ok(`job ${job.id}, ${job.total} photos queued`);
    }),
  );
  if (!job) return results;
  const jobId = job.id;
  results.push(
    await timed("Process", "Wait for every photo to be processed", async () => {
      const until = Date.now() + BULK_LAB_TIMEOUT_MS;
      for (;;) {
        job = await getBulkJob(deps.db, admin, jobId);
        if (job.finishedAt) break;
        if (Date.now() > until) {
          return bad(
            `not finished after ${BULK_LAB_TIMEOUT_MS / 1000} s: ${job.succeeded + job.failed} of ${job.total} done`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const failed = job.items.filter((item) => item.status !== "succeeded");
      return failed.length === 0
        ? ok(`${job.succeeded} of ${job.total} succeeded`)
        : bad(failed.map((item) => `${item.fileName}: ${item.status} ${item.error ?? ""}`).join("; "));
    }),
  );
  results.push(
    await timed("Rules", "Check every caption against the platform rules", async () => {
      const problems = (job?.items ?? []).flatMap((item) =>
        item.result && "hashtags" in item.result
          ? socialViolations(item.result, item.result.selectedPlatforms).map(
              (problem) => `${item.fileName}: ${problem}`,
            )
          : [],
      );
      return problems.length === 0 ? ok("no violations") : bad(problems.slice(0, 5).join("; "));
    }),
  );
  return results;
}

async function aiGeneration(deps: LabDeps, admin: UserRow): Promise<TestStepResult[]> {
  const imageBase64 = (await labPhoto()).toString("base64");
  const social = await timed("Social", "Write posts for all six networks and check every rule", async () => {
    const { result } = await composeSocialContent(deps, admin, {
      ...LAB_BRIEF,
      hashtags: ["pottery"],
      selectedPlatforms: [...socialPlatforms],
      imageBase64,
    });
    const problems = socialViolations(result, socialPlatforms, { checkLeaks: true });
    return problems.length === 0
      ? ok(`6 captions, ${result.hashtags.length} hashtags, no violations (${deps.provider.engine})`)
      : bad(problems.join("; "));
  });
  const listings = await timed(
    "Listings",
    "Write listings for all six marketplaces and check every rule",
    async () => {
      const composed = await composeListings(deps, admin, {
        product: LAB_BRIEF.product,
        businessType: LAB_BRIEF.businessType,
        materials: "Stoneware",
        color: LAB_BRIEF.color,
        tags: ["pottery"],
        selectedPlatforms: [...marketplacePlatforms],
        imageBase64,
      });
      const problems = composed.listed.flatMap((platform) => {
        const listing = composed.listings[platform];
        return listing ? listingViolations(platform, listing) : [`${platform}: missing`];
      });
      const skipped = composed.skipped.map((item) => `${item.platform} skipped (${item.reason})`);
      return problems.length === 0
        ? ok([`${composed.listed.length} listings, no violations`, ...skipped].join("; "))
        : bad(problems.join("; "));
    },
  );
  return [social, listings];
}

/** Bad requests through the app itself: each must be refused with its status, never a 500. */
const BAD_REQUESTS: { step: string; description: string; request: InjectOptions; status: number }[] = [
  {
    step: "No platform",
    description: "Social generation with no platform selected",
    request: { method: "POST", url: "/api/social-media/generate", payload: { selectedPlatforms: [] } },
    status: 400,
  },
  {
    step: "Too many hashtags",
    description: "Social generation with 31 hashtags",
    request: {
      method: "POST",
      url: "/api/social-media/generate",
      payload: { hashtags: Array.from({ length: 31 }, (_, index) => `tag${index}`) },
    },
    status: 400,
  },
  {
    step: "Unsafe link",
    description: "A javascript: product URL",
    request: {
      method: "POST",
      url: "/api/social-media/generate",
      payload: { productUrl: "javascript:alert(1)" },
    },
    status: 400,
  },
  {
    step: "No marketplace",
    description: "Listing generation with no marketplace",
    request: { method: "POST", url: "/api/product-listings/generate", payload: { selectedPlatforms: [] } },
    status: 400,
  },
  {
    step: "No image",
    description: "Listing generation without an image",
    request: {
      method: "POST",
      url: "/api/product-listings/generate",
      payload: { selectedPlatforms: ["etsy"] },
    },
    status: 400,
  },
  {
    step: "Empty batch",
    description: "A bulk job with no images",
    request: {
      method: "POST",
      url: "/api/bulk-jobs",
      payload: {
        kind: "social",
        context: { businessType: "other", brand: "Lab", targetAudience: "Lab" },
        images: [],
      },
    },
    status: 400,
  },
  {
    step: "Not an image",
    description: "An upload declared as HTML",
    request: { method: "POST", url: "/api/objects/upload", payload: { contentType: "text/html" } },
    status: 415,
  },
  {
    step: "Too large",
    description: "An upload one byte over 10 MB",
    request: {
      method: "POST",
      url: "/api/objects/upload",
      payload: { contentType: "image/jpeg", size: MAX_UPLOAD_BYTES + 1 },
    },
    status: 413,
  },
];

async function validation(deps: LabDeps): Promise<TestStepResult[]> {
  const results: TestStepResult[] = [];
  for (const probe of BAD_REQUESTS) {
    results.push(
      await timed(probe.step, probe.description, async () => {
        const reply = await deps.inject({ ...probe.request, headers: { ...deps.authHeaders } });
        const body = reply.json() as { message?: string; code?: string };
        const said = `${reply.statusCode} ${body.code ?? ""}: ${body.message ?? reply.body.slice(0, 120)}`;
        return reply.statusCode === probe.status && typeof body.message === "string"
          ? ok(said)
          : bad(`expected ${probe.status}, got ${said}`);
      }),
    );
  }
  return results;
}

async function performanceCheck(deps: LabDeps, admin: UserRow, testCase: LabCase): Promise<TestStepResult[]> {
  const count = testCase.generations ?? PERFORMANCE_DEFAULTS.generations;
  const budgetMs = testCase.budgetMs ?? PERFORMANCE_DEFAULTS.budgetMs;
  const imageBase64 = (await labPhoto()).toString("base64");
  const results: TestStepResult[] = [];
  for (let index = 1; index <= count; index += 1) {
    const step = `Generation ${index}`;
    const description = `Six networks within ${budgetMs.toLocaleString("en-US")} ms`;
    const started = performance.now();
    const result = await timed(step, description, async () => {
      await composeSocialContent(deps, admin, {
        ...LAB_BRIEF,
        hashtags: [],
        selectedPlatforms: [...socialPlatforms],
        imageBase64,
      });
      const took = Math.round(performance.now() - started);
      return took <= budgetMs
        ? ok(`${took} ms (${deps.provider.engine})`)
        : bad(`${took} ms, over the ${budgetMs} ms budget (${deps.provider.engine})`);
    });
    results.push(result);
  }
  return results;
}

async function errorHandling(deps: LabDeps, admin: UserRow): Promise<TestStepResult[]> {
  const failing: GenerationProvider = {
    engine: "lab:failing",
    languages: ["en"],
    readsImage: false,
    describeImage: () => Promise.reject(new AppError("bad_gateway", UNAVAILABLE)),
    writeSocialPosts: () => Promise.reject(new AppError("bad_gateway", UNAVAILABLE)),
    writeListings: () => Promise.reject(new AppError("bad_gateway", UNAVAILABLE)),
  };
  const usedBefore = await socialUsed(deps.db, admin.id);
  const imageBase64 = (await labPhoto()).toString("base64");
  const failed = await timed("Failing writer", "A writer that fails gives a clear 502", async () => {
    const error = await generateSocialContent({ ...deps, provider: failing }, admin, {
      ...LAB_BRIEF,
      hashtags: [],
      selectedPlatforms: ["instagram"],
      imageBase64,
    }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!(error instanceof AppError)) return bad(`no error, or not a clear one: ${String(error)}`);
    return error.statusCode === 502 && error.message === UNAVAILABLE
      ? ok(`${error.statusCode}: ${error.message}`)
      : bad(`${error.statusCode}: ${error.message}`);
  });
  const quota = await timed("Quota kept", "The failed generation is not counted", async () => {
    const usedAfter = await socialUsed(deps.db, admin.id);
    return usedAfter === usedBefore
      ? ok(`social generations used: ${usedBefore} before, ${usedAfter} after`)
      : bad(`social generations used went from ${usedBefore} to ${usedAfter}`);
  });
  // Only the builtin writer refuses a product it cannot name; a model writes something anyway.
  if (deps.provider.engine !== "builtin") return [failed, quota];
  const refusal = await timed(
    "Unknown product",
    "A listing for an unnamed product is refused, naming the field",
    async () => {
      const reply = await deps.inject({
        method: "POST",
        url: "/api/product-listings/generate",
        payload: { selectedPlatforms: ["etsy"], imageBase64 },
        headers: { ...deps.authHeaders },
      });
      const body = reply.json() as { message?: string; issues?: { path?: unknown[] }[] };
      const namesProduct = body.issues?.some((issue) => issue.path?.[0] === "product") ?? false;
      return reply.statusCode === 400 && namesProduct
        ? ok(`400: ${body.message}`)
        : bad(`${reply.statusCode}: ${reply.body.slice(0, 160)}`);
    },
  );
  return [failed, quota, refusal];
}

const UNAVAILABLE = "The AI writer is not responding right now. Please try again in a minute.";

async function socialUsed(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: users.socialMediaGenerationsUsed })
    .from(users)
    .where(eq(users.id, userId));
  return row?.used ?? 0;
}

/** UI/UX cases are checked by a person: the steps come back as a checklist. */
async function manualChecklist(
  _deps: LabDeps,
  _admin: UserRow,
  testCase: LabCase,
): Promise<TestStepResult[]> {
  return testCase.steps.map((step, index) => ({
    step: `Step ${index + 1}`,
    description: step,
    status: "manual" as const,
    duration: 0,
    details: "Check by hand in the browser",
  }));
}
