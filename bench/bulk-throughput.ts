/**
 * Bulk jobs against the spec's browser bulk flow, through the real app over HTTP:
 *   1. a bulk job of N photos (POST /api/bulk-jobs, then GET /api/bulk-jobs/:id every 100 ms until
 *      "completed") on the openai engine, pointed at a local fake OpenAI-compatible model whose
 *      every chat completion takes a fixed 500 ms and answers a valid social answer;
 *   2. the same N photos through the spec's sequential browser flow (core-product §7, §9) against
 *      the same fake: one at a time, upload (POST /api/objects/upload + PUT), pause 2000 ms,
 *      POST /api/social-media/generate, and 1000 ms between images;
 *   3. the ratio of the two (target ≥ 10×), and a bulk job of N photos on the builtin engine, as
 *      images per second.
 * Every photo is a distinct JPEG (its own size and colours). Each phase has its own Pro user.
 *
 *   npm run bench:bulk                       # 50 photos, PGlite in memory, BULK_CONCURRENCY=4
 *   npm run bench:bulk -- --quick            # 10 photos
 *   BULK_CONCURRENCY=8 npm run bench:bulk
 *   DATABASE_URL=postgres://... npm run bench:bulk
 *   LOG_LEVEL=warn npm run bench:bulk        # the app's own log (default: errors only)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  BULK_SOCIAL_HASHTAGS,
  type BulkJob,
  bulkJobSchema,
  type CreateBulkJobRequest,
} from "../src/domain/bulk";
import { socialPlatforms } from "../src/domain/platforms";
import type { SocialGenerationRequest, SocialGenerationResult } from "../src/domain/social";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { type DatabaseHandle, openDatabase } from "../src/server/db/client";
import { users } from "../src/server/db/schema";
import { chatCompletion } from "../tests/support/fake-openai";
import { makePhoto, type Photo } from "./support/product-photos";

const quick = process.argv.includes("--quick");
const imageCount = Number(process.env.BENCH_IMAGES ?? (quick ? 10 : 50));
const concurrencyFromEnv = process.env.BULK_CONCURRENCY?.trim();
const bulkConcurrency = concurrencyFromEnv || "4";
const MODEL_LATENCY_MS = 500;
const POLL_MS = 100;
/** The spec's pauses (core-product §9): after each upload, and between images. */
const PAUSE_AFTER_UPLOAD_MS = 2000;
const PAUSE_BETWEEN_IMAGES_MS = 1000;
const TARGET_RATIO = 10;
const JOB_DEADLINE_MS = 10 * 60_000;
const database = process.env.DATABASE_URL ? "postgres" : "pglite";

const brand = {
  businessType: "ecommerce",
  brand: "Bench Co",
  targetAudience: "Gift buyers",
  product: "ceramic coffee mug",
} as const;

// Whatever happens, the bench ends: a stuck run is a result too, not a hung terminal.
setTimeout(() => {
  console.error("bench did not finish within 30 minutes");
  process.exit(2);
}, 30 * 60_000).unref();

// ---------------------------------------------------------------------------------------------
// The fake model: OpenAI's chat-completions shape (chatCompletion() from the tests' fake), every
// answer after a fixed delay, answering the JSON schema the app asked for.

interface FakeModel {
  baseURL: string;
  calls: number;
  inFlight: number;
  maxInFlight: number;
  /** Requests it could not answer as asked (a schema it does not know, a bad body). */
  problems: string[];
  close(): Promise<void>;
}

interface ChatBody {
  model?: string;
  messages?: { role: string; content: string | { type: string; text?: string }[] }[];
  response_format?: {
    type?: string;
    json_schema?: {
      name?: string;
      schema?: { properties?: { posts?: { properties?: Record<string, unknown> } } };
    };
  };
}

/** The seller's brief the app sends as JSON in the user message (data, as the prompts say). */
function briefOf(body: ChatBody): Record<string, unknown> {
  const user = body.messages?.find((message) => message.role === "user");
  const parts = typeof user?.content === "string" ? [{ type: "text", text: user.content }] : user?.content;
  const text = parts?.find((part) => part.type === "text")?.text ?? "";
  try {
    return ((JSON.parse(text) as { brief?: Record<string, unknown> }).brief ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const scheduleFor: Record<string, string> = {
  instagram: "Instagram Tue and Thu 11:00",
  facebook: "Facebook Wed 13:00",
  twitter: "X Mon to Fri 9:00",
  linkedin: "LinkedIn Tue 8:30",
  pinterest: "Pinterest Sat 20:00",
  tiktok: "TikTok Fri 19:00",
};

/** A social answer as a good model writes it: one post per requested platform, in its own voice. */
function socialAnswer(platforms: string[], brief: Record<string, unknown>): string {
  const product = typeof brief.product === "string" && brief.product ? brief.product : "mug";
  const seller = typeof brief.brand === "string" && brief.brand ? brief.brand : "our studio";
  const captions: Record<string, string> = {
    instagram: `Slow mornings, sorted. ☕\n\nOur ${product} holds a generous pour and keeps it warm while you wake up.\n\nA gift they'll reach for every day. Link in bio to shop ${seller}. #coffeelover #giftideas`,
    facebook: `Looking for a gift that gets used every single day? The ${product} from ${seller} is glazed by hand, sits comfortably in the hand and holds a proper mug of coffee. Which friend of yours deserves a better morning?`,
    twitter: `The ${product} that makes Monday coffee feel like Saturday. From ${seller}. #giftideas`,
    linkedin: `Small details shape a working day.\n\nAt ${seller} we make a ${product} that is pleasant to hold, easy to wash and good-looking on a desk.\n\nThoughtful client and team gifts do not need to be complicated.\n\nAsk us about orders for your team.`,
    pinterest: `${product} gift idea | ${seller}. A glazed ceramic coffee mug in a warm colour, generous size, comfortable handle. Perfect for coffee lovers, housewarming gifts and cosy kitchen decor.`,
    tiktok: `POV: your coffee finally has the mug it deserves ☕\nHand-glazed. Generous. Giftable.\nWho are you getting one for? #coffeetok #giftideas`,
  };
  return JSON.stringify({
    posts: Object.fromEntries(
      platforms.map((platform) => [platform, captions[platform] ?? `${product} by ${seller}.`]),
    ),
    hashtags: [
      "#ceramicmug",
      "#coffeelover",
      "#giftideas",
      "#handmade",
      "#kitchendecor",
      "#shopsmall",
      "#morningcoffee",
      "#mugcollection",
    ],
    suggestedSchedule: `${platforms.map((platform) => scheduleFor[platform] ?? platform).join("; ")} (local time).`,
  });
}

async function startFakeModel(latencyMs: number): Promise<FakeModel> {
  const fake: FakeModel = {
    baseURL: "",
    calls: 0,
    inFlight: 0,
    maxInFlight: 0,
    problems: [],
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer(async (req, res) => {
    fake.calls += 1;
    fake.inFlight += 1;
    fake.maxInFlight = Math.max(fake.maxInFlight, fake.inFlight);
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const started = performance.now();
      let reply: { status: number; body: unknown };
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatBody;
        const format = body.response_format;
        if (!req.url?.endsWith("/chat/completions")) {
          reply = {
            status: 404,
            body: { error: { message: `no route ${req.url}`, type: "invalid_request_error" } },
          };
        } else if (format?.type === "json_schema") {
          const posts = format.json_schema?.schema?.properties?.posts?.properties;
          if (format.json_schema?.name !== "social_posts" || !posts) {
            throw new Error(`unexpected answer schema ${format.json_schema?.name ?? "(none)"}`);
          }
          reply = {
            status: 200,
            body: chatCompletion(socialAnswer(Object.keys(posts), briefOf(body)), body.model),
          };
        } else {
          // describeImage: free text.
          const text =
            "A glazed ceramic coffee mug centred on a plain, softly lit backdrop. The framing is clean and would work as a marketplace main image.";
          reply = { status: 200, body: chatCompletion(text, body.model) };
        }
      } catch (error) {
        const message = (error as Error).message;
        fake.problems.push(message);
        reply = { status: 400, body: { error: { message, type: "invalid_request_error" } } };
      }
      await sleep(Math.max(0, latencyMs - (performance.now() - started)));
      res.writeHead(reply.status, {
        "content-type": "application/json",
        "x-request-id": `req_${fake.calls}`,
      });
      res.end(JSON.stringify(reply.body));
    } finally {
      fake.inFlight -= 1;
    }
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

// ---------------------------------------------------------------------------------------------
// The app, a signed-in Pro user, and what the server reported along the way.

interface Running {
  base: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  /** Route errors and 5xx answers seen by the server. */
  serverErrors: string[];
}

async function startApp(env: Record<string, string>): Promise<Running> {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-bench-bulk-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
    SESSION_SECRET: "bench-session-secret-0123456789-abcdefghijklmn",
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    BULK_CONCURRENCY: bulkConcurrency,
    ...env,
  });
  const database = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {},
  );
  const app = await buildApp(config, { database });
  const serverErrors: string[] = [];
  app.addHook("onError", async (request, _reply, error) => {
    serverErrors.push(`${request.method} ${request.url.split("?")[0]}: ${error.message}`);
  });
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode >= 500)
      serverErrors.push(`${request.method} ${request.url.split("?")[0]} -> ${reply.statusCode}`);
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { base, app, database, dataDir, serverErrors };
}

async function stopApp(running: Running): Promise<void> {
  await running.app.close();
  await running.database.close();
  rmSync(running.dataDir, { recursive: true, force: true });
}

interface Session {
  base: string;
  cookie: string;
}

async function proUser(running: Running, label: string): Promise<Session> {
  const { base } = running;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      email: `bench.bulk.${label}.${Date.now()}@example.com`,
      password: "bench-password",
      firstName: "Bench",
    }),
  });
  const text = await registered.text();
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (registered.status !== 201 || !cookie) throw new Error(`register failed: ${registered.status} ${text}`);
  const { id } = JSON.parse(text) as { id: string };
  await running.database.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, id));
  return { base, cookie };
}

async function call<T>(session: Session, method: string, path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${session.base}${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      origin: session.base,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await reply.text();
  if (!reply.ok) throw new HttpError(method, path, reply.status, text);
  return (text ? JSON.parse(text) : null) as T;
}

class HttpError extends Error {
  constructor(
    method: string,
    path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${method} ${path} -> ${status} ${body.slice(0, 500)}`);
  }
}

/** POST /api/objects/upload, then PUT the bytes to the URL it gives; the objectPath to refer to it. */
async function upload(session: Session, photo: Photo): Promise<string> {
  const { uploadURL, objectPath } = await call<{ uploadURL: string; objectPath: string }>(
    session,
    "POST",
    "/api/objects/upload",
    { contentType: "image/jpeg", size: photo.bytes.length },
  );
  const put = await fetch(uploadURL, {
    method: "PUT",
    headers: { "content-type": "image/jpeg", origin: session.base },
    body: new Uint8Array(photo.bytes),
  });
  if (!put.ok) throw new Error(`PUT ${photo.fileName} -> ${put.status} ${await put.text()}`);
  return objectPath;
}

async function uploadAll(session: Session, photos: Photo[], parallel = 4): Promise<string[]> {
  const paths: string[] = new Array(photos.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < photos.length) {
        const index = next++;
        const photo = photos[index];
        if (photo) paths[index] = await upload(session, photo);
      }
    }),
  );
  return paths;
}

// ---------------------------------------------------------------------------------------------
// Phases.

interface BulkOutcome {
  seconds: number;
  serverSeconds: number | null;
  uploadSeconds: number;
  job: BulkJob;
  polls: number;
}

async function runBulkJob(session: Session, photos: Photo[]): Promise<BulkOutcome> {
  const uploadStarted = performance.now();
  const paths = await uploadAll(session, photos);
  const uploadSeconds = (performance.now() - uploadStarted) / 1000;

  const request: CreateBulkJobRequest = {
    kind: "social",
    context: { ...brand },
    images: photos.map((photo, index) => ({ imagePath: paths[index] ?? "", fileName: photo.fileName })),
  };
  const started = performance.now();
  let created: { id: string };
  try {
    created = await call<{ id: string }>(session, "POST", "/api/bulk-jobs", request);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      throw new Error(`POST /api/bulk-jobs answered 404: the bulk routes are not registered (${error.body})`);
    }
    throw error;
  }
  let polls = 0;
  let last: BulkJob | undefined;
  while (performance.now() - started < JOB_DEADLINE_MS) {
    last = await call<BulkJob>(session, "GET", `/api/bulk-jobs/${created.id}`);
    polls += 1;
    if (last.status === "completed") {
      const seconds = (performance.now() - started) / 1000;
      const serverSeconds = last.finishedAt
        ? (Date.parse(last.finishedAt) - Date.parse(last.createdAt)) / 1000
        : null;
      return { seconds, serverSeconds, uploadSeconds, job: last, polls };
    }
    if (last.status === "canceled") throw new Error(`bulk job ${created.id} was canceled: ${counts(last)}`);
    await sleep(POLL_MS);
  }
  throw new Error(
    `bulk job ${created.id} not completed after ${JOB_DEADLINE_MS / 1000} s: ${last ? `${last.status}, ${counts(last)}` : "never read"}`,
  );
}

function counts(job: Pick<BulkJob, "total" | "pending" | "running" | "succeeded" | "failed" | "canceled">) {
  return `${job.succeeded}/${job.total} succeeded, ${job.failed} failed, ${job.canceled} canceled, ${job.pending} pending, ${job.running} running`;
}

/** What went wrong in a finished job: contract mismatches, failed items, results from another engine. */
function jobProblems(job: BulkJob, engine: (name: string) => boolean): string[] {
  const problems: string[] = [];
  const parsed = bulkJobSchema.safeParse(job);
  if (!parsed.success) {
    problems.push(
      `GET /api/bulk-jobs/:id does not match bulkJobSchema: ${parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
        .join("; ")}`,
    );
  }
  if (job.items.length !== job.total)
    problems.push(`${job.items.length} items listed for a total of ${job.total}`);
  const errors = new Map<string, number>();
  const engines = new Map<string, number>();
  for (const item of job.items) {
    if (item.status !== "succeeded") {
      const key = `${item.status}: ${item.error ?? "(no error given)"}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
    const name = (item.result as { engine?: string } | null)?.engine;
    if (item.status === "succeeded" && (!name || !engine(name))) {
      engines.set(name ?? "(none)", (engines.get(name ?? "(none)") ?? 0) + 1);
    }
  }
  for (const [error, count] of errors) problems.push(`${count} item(s) ${error}`);
  for (const [name, count] of engines) problems.push(`${count} result(s) written by engine ${name}`);
  return problems;
}

interface SequentialOutcome {
  seconds: number;
  succeeded: number;
  failures: string[];
  rateLimited: number;
  generateMs: number[];
}

/** The spec's browser bulk flow (core-product §7, §9): one image at a time, with its pauses. */
async function runSequential(session: Session, photos: Photo[]): Promise<SequentialOutcome> {
  const started = performance.now();
  const failures: string[] = [];
  const generateMs: number[] = [];
  let succeeded = 0;
  let rateLimited = 0;
  for (const [index, photo] of photos.entries()) {
    if (index > 0) await sleep(PAUSE_BETWEEN_IMAGES_MS);
    try {
      const imagePath = await upload(session, photo);
      await sleep(PAUSE_AFTER_UPLOAD_MS);
      const body: SocialGenerationRequest = {
        ...brand,
        tone: "professional",
        selectedPlatforms: [...socialPlatforms],
        hashtags: [...BULK_SOCIAL_HASHTAGS],
        additionalContext: `Image: ${photo.fileName}`,
        imagePath,
      };
      const generateStarted = performance.now();
      const result = await call<SocialGenerationResult>(session, "POST", "/api/social-media/generate", body);
      generateMs.push(performance.now() - generateStarted);
      if (!result.engine.startsWith("openai:"))
        failures.push(`${photo.fileName}: written by ${result.engine}`);
      else succeeded += 1;
    } catch (error) {
      // The browser records the image as failed and goes on with the next one.
      if (error instanceof HttpError && error.status === 429) rateLimited += 1;
      failures.push(`${photo.fileName}: ${(error as Error).message}`);
    }
    if ((index + 1) % 10 === 0 && index + 1 < photos.length) {
      console.log(
        `   … sequential flow ${index + 1}/${photos.length}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  }
  return { seconds: (performance.now() - started) / 1000, succeeded, failures, rateLimited, generateMs };
}

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function printProblems(label: string, problems: string[]): void {
  if (problems.length === 0) return;
  console.log(`   ! ${label}:`);
  const distinct = new Map<string, number>();
  for (const problem of problems) distinct.set(problem, (distinct.get(problem) ?? 0) + 1);
  for (const [problem, count] of [...distinct].slice(0, 10)) {
    console.log(`     ${count > 1 ? `${count}× ` : ""}${problem}`);
  }
  if (distinct.size > 10) console.log(`     … and ${distinct.size - 10} more`);
}

function bulkLine(outcome: BulkOutcome): string {
  const server =
    outcome.serverSeconds === null
      ? ""
      : `; server createdAt→finishedAt ${outcome.serverSeconds.toFixed(2)} s`;
  const itemMs = outcome.job.items.flatMap((item) =>
    item.processingTimeMs === null ? [] : [item.processingTimeMs],
  );
  return `wall ${outcome.seconds.toFixed(2)} s (POST → "completed", ${outcome.polls} polls)${server}; ${counts(outcome.job)}; item processingTimeMs median ${median(itemMs).toFixed(0)} ms; uploads beforehand ${outcome.uploadSeconds.toFixed(2)} s (4 at a time)`;
}

async function main(): Promise<void> {
  const photoStarted = performance.now();
  const photos = await Promise.all(
    Array.from({ length: imageCount }, (_, index) => makePhoto(index, imageCount)),
  );
  const bytes = photos.reduce((sum, photo) => sum + photo.bytes.length, 0);
  const sizes = new Set(photos.map((photo) => `${photo.width}×${photo.height}`));
  console.log(
    `bulk throughput: ${imageCount} distinct JPEG photos (${sizes.size} sizes from ${photos[0]?.width}×${photos[0]?.height}, ${Math.round(bytes / imageCount / 1024)} KB average, made in ${((performance.now() - photoStarted) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `BULK_CONCURRENCY=${bulkConcurrency} (${concurrencyFromEnv ? "from the environment" : "default"}), database ${database}, fake model ${MODEL_LATENCY_MS} ms per chat completion`,
  );

  // 1 and 2: the openai engine against the fake model.
  const fake = await startFakeModel(MODEL_LATENCY_MS);
  const openai = await startApp({ OPENAI_API_KEY: "x", OPENAI_BASE_URL: fake.baseURL });
  let bulk: BulkOutcome;
  let sequential: SequentialOutcome;
  try {
    bulk = await runBulkJob(await proUser(openai, "openai"), photos);
    const bulkCalls = fake.calls;
    console.log(`1. bulk job, openai engine (fake model): ${bulkLine(bulk)}`);
    const floor = Math.ceil(imageCount / Math.max(1, Number(bulkConcurrency))) * (MODEL_LATENCY_MS / 1000);
    console.log(
      `   model calls ${bulkCalls}, at most ${fake.maxInFlight} at once; the model alone needs ≥ ${floor.toFixed(1)} s at this concurrency`,
    );
    printProblems(
      "bulk job (openai)",
      jobProblems(bulk.job, (name) => name.startsWith("openai:")),
    );

    fake.maxInFlight = 0;
    sequential = await runSequential(await proUser(openai, "sequential"), photos);
    console.log(
      `2. spec's sequential browser flow, same fake: wall ${sequential.seconds.toFixed(2)} s; ${sequential.succeeded}/${imageCount} succeeded; generate median ${median(sequential.generateMs).toFixed(0)} ms; rate limited (429) ${sequential.rateLimited}; model calls ${fake.calls - bulkCalls}`,
    );
    printProblems("sequential flow", sequential.failures);
    printProblems("fake model could not answer", fake.problems);
    printProblems("server errors (openai app)", openai.serverErrors);
  } finally {
    await stopApp(openai);
    await fake.close();
  }

  const ratio = sequential.seconds / bulk.seconds;
  const ratioWithUploads = sequential.seconds / (bulk.seconds + bulk.uploadSeconds);
  console.log(
    `3. sequential / bulk: ${ratio.toFixed(1)}× faster (target ≥ ${TARGET_RATIO}×: ${ratio >= TARGET_RATIO ? "met" : "NOT met"}); counting the bulk's uploads too: ${ratioWithUploads.toFixed(1)}×`,
  );

  // 3b: the builtin engine (no OpenAI variables).
  const builtin = await startApp({});
  try {
    const outcome = await runBulkJob(await proUser(builtin, "builtin"), photos);
    console.log(
      `   builtin engine bulk job: ${(imageCount / outcome.seconds).toFixed(2)} images/s; ${bulkLine(outcome)}`,
    );
    printProblems(
      "bulk job (builtin)",
      jobProblems(outcome.job, (name) => name === "builtin"),
    );
    printProblems("server errors (builtin app)", builtin.serverErrors);
  } finally {
    await stopApp(builtin);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
