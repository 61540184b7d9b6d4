/**
 * What running the built server instead of TypeScript through tsx changes at start (issue 31):
 *
 *   built   `node dist/server/main.js`, what `npm start` and the container run now
 *   npm     `npm start` with a current build: the build check, then the same process exec'd
 *   tsx     `node --import tsx src/server/main.ts`, what `npm start` ran before
 *
 * Each is started BENCH_RUNS times (default 3, the kinds taking turns) on PGlite in a fresh
 * DATA_DIR, or with DATABASE_URL set on PostgreSQL in a fresh database of that server (created and
 * dropped per start pair), and measured:
 *   - ready: from spawn to the first 200 from /api/health (database and storage answer), on the
 *     new database (its migrations included), then again on a restart over the same DATA_DIR;
 *   - idle RSS: the server process's resident memory IDLE_SECONDS (default 5) after the fresh
 *     start was ready, nothing asked of it in between;
 *   - job RSS: then a Pro seller (demo billing) uploads BENCH_PHOTOS distinct photos (default
 *     100) and runs one social bulk job on the builtin writer; the server's resident memory is
 *     read every 100 ms from the job's POST until it is completed: its peak and its mean.
 * Medians printed, each run's figures beside them. Needs a current build (`npm run build`).
 *
 *   npm run bench:start
 *   BENCH_RUNS=5 npm run bench:start
 *   BENCH_KINDS=built npm run bench:start       # only the built server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:start
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { buildState } from "../src/build/build-stamp";
import type { BulkJob, CreateBulkJobRequest } from "../src/domain/bulk";
import { makePhoto, type Photo } from "./support/product-photos";

const root = fileURLToPath(new URL("..", import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const idleMs = Number(process.env.IDLE_SECONDS ?? 5) * 1000;
const POLL_MS = 20;
const READY_WITHIN_MS = 120_000;
const photoCount = Number(process.env.BENCH_PHOTOS ?? 100);
const JOB_DEADLINE_MS = 5 * 60_000;
const RSS_SAMPLE_MS = 100;
/** The PostgreSQL server to make each start's database on; unset means PGlite. */
const serverUrl = process.env.DATABASE_URL || undefined;

type Kind = "built" | "npm" | "tsx";
const COMMANDS: Record<Kind, { label: string; file: string; args: string[]; env?: Record<string, string> }> =
  {
    // As the image runs it (the Dockerfile sets MALLOC_ARENA_MAX=2, as npm start does).
    built: {
      label: "node dist/server/main.js",
      file: process.execPath,
      args: ["dist/server/main.js"],
      env: { MALLOC_ARENA_MAX: "2" },
    },
    npm: { label: "npm start (build current)", file: "npm", args: ["start", "--silent"] },
    tsx: {
      label: "node --import tsx src/server/main.ts",
      file: process.execPath,
      args: ["--import", "tsx", "src/server/main.ts"],
    },
  };
/** BENCH_KINDS=built,tsx measures only those. */
const KINDS = (process.env.BENCH_KINDS?.split(",") ?? Object.keys(COMMANDS)) as Kind[];

interface Run {
  freshReadyMs: number;
  restartReadyMs: number;
  idleRssMb: number;
  jobPeakRssMb: number;
  jobMeanRssMb: number;
  jobSeconds: number;
}

// Whatever happens, the bench ends.
setTimeout(() => {
  console.error("bench did not finish within 20 minutes");
  process.exit(2);
}, 20 * 60_000).unref();

async function main(): Promise<void> {
  const state = buildState(root, {
    client: resolve(root, "dist/client"),
    server: resolve(root, "dist/server"),
  });
  if (!state.current) throw new Error(`${state.reason}: run \`npm run build\` first`);

  const photos = await Promise.all(
    Array.from({ length: photoCount }, (_, index) => makePhoto(index, photoCount)),
  );
  const results = new Map<Kind, Run[]>(KINDS.map((kind) => [kind, []]));
  for (let run = 1; run <= runs; run++) {
    for (const kind of KINDS) {
      const dataDir = mkdtempSync(join(tmpdir(), "studio-bench-start-"));
      const databaseUrl = serverUrl ? await createDatabase(serverUrl) : "";
      try {
        const fresh = await start(kind, dataDir, databaseUrl);
        await sleep(idleMs);
        const idleRssMb = rssMb(fresh.serverPid);
        const job = await bulkJobMemory(fresh, photos);
        await stop(fresh.child);
        const restart = await start(kind, dataDir, databaseUrl);
        await stop(restart.child);
        results
          .get(kind)
          ?.push({ freshReadyMs: fresh.readyMs, restartReadyMs: restart.readyMs, idleRssMb, ...job });
        console.log(
          `run ${run} ${kind.padEnd(5)} ready ${fresh.readyMs.toFixed(0)} ms, restart ${restart.readyMs.toFixed(0)} ms, idle RSS ${idleRssMb.toFixed(0)} MB, ${photoCount}-photo job ${job.jobSeconds.toFixed(1)} s: RSS peak ${job.jobPeakRssMb.toFixed(0)} MB, mean ${job.jobMeanRssMb.toFixed(0)} MB`,
        );
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        if (serverUrl && databaseUrl) await dropDatabase(serverUrl, databaseUrl);
      }
    }
  }

  const on = serverUrl ? "PostgreSQL, fresh database" : "PGlite, fresh DATA_DIR";
  console.log(`\nmedian of ${runs}, ${on} (idle RSS ${idleMs / 1000} s after ready):`);
  console.log(
    `${"".padEnd(38)} ${"ready".padStart(9)} ${"restart".padStart(9)} ${"idle RSS".padStart(9)} ${"job peak".padStart(9)} ${"job mean".padStart(9)}`,
  );
  for (const kind of KINDS) {
    const list = results.get(kind) ?? [];
    const cell = (pick: (run: Run) => number, unit: string) => `${median(list.map(pick)).toFixed(0)} ${unit}`;
    console.log(
      `${COMMANDS[kind].label.padEnd(38)} ${cell((r) => r.freshReadyMs, "ms").padStart(9)} ${cell((r) => r.restartReadyMs, "ms").padStart(9)} ${cell((r) => r.idleRssMb, "MB").padStart(9)} ${cell((r) => r.jobPeakRssMb, "MB").padStart(9)} ${cell((r) => r.jobMeanRssMb, "MB").padStart(9)}`,
    );
  }
}

interface Started {
  child: ChildProcess;
  port: number;
  /** The server's own process: the child itself, or for npm the node it exec'd. */
  serverPid: number;
  readyMs: number;
}

async function start(kind: Kind, dataDir: string, databaseUrl: string): Promise<Started> {
  const port = await freePort();
  const { file, args, env } = COMMANDS[kind];
  const startedAt = performance.now();
  const child = spawn(file, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      SESSION_SECRET: "bench-start-memory-secret-0123456789-abcdef",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // The job phase's seller pays with the demo card (production has billing off without it).
      BILLING_PROVIDER: "demo",
      ...env,
    },
    // The logs are not the subject; kept only to explain a start that fails.
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  while (!(await healthy(port))) {
    if (exited) throw new Error(`${COMMANDS[kind].label} exited before it was ready:\n${output}`);
    if (performance.now() - startedAt > READY_WITHIN_MS)
      throw new Error(`not ready within ${READY_WITHIN_MS} ms`);
    await sleep(POLL_MS);
  }
  const readyMs = performance.now() - startedAt;
  const serverPid = kind === "npm" ? onlyChildOf(child.pid as number) : (child.pid as number);
  return { child, port, serverPid, readyMs };
}

// ---------------------------------------------------------------------------------------------
// The job phase: a Pro seller's bulk job, through the server's HTTP API as the page sends it.

interface Seller {
  base: string;
  cookie: string;
}

/** Resident memory while the server runs one bulk job of `photos` (uploads beforehand not counted). */
async function bulkJobMemory(
  server: Started,
  photos: Photo[],
): Promise<Pick<Run, "jobPeakRssMb" | "jobMeanRssMb" | "jobSeconds">> {
  const seller = await proSeller(`http://127.0.0.1:${server.port}`);
  const paths: string[] = [];
  for (const photo of photos) paths.push(await upload(seller, photo));
  const request: CreateBulkJobRequest = {
    kind: "social",
    context: {
      businessType: "Handmade crafts",
      brand: "Bench Co",
      targetAudience: "Gift buyers",
      product: "stoneware coffee mug",
    },
    images: photos.map((photo, index) => ({ imagePath: paths[index] ?? "", fileName: photo.fileName })),
  };
  const samples: number[] = [];
  const startedAt = performance.now();
  const { id } = await call<{ id: string }>(seller, "POST", "/api/bulk-jobs", request);
  for (;;) {
    samples.push(rssMb(server.serverPid));
    const job = await call<BulkJob>(seller, "GET", `/api/bulk-jobs/${id}`);
    if (job.status === "completed") {
      if (job.succeeded !== photos.length)
        throw new Error(`bulk job ${id}: ${job.succeeded}/${job.total} succeeded, ${job.failed} failed`);
      break;
    }
    if (performance.now() - startedAt > JOB_DEADLINE_MS)
      throw new Error(`bulk job ${id} not done: ${job.status}`);
    await sleep(RSS_SAMPLE_MS);
  }
  return {
    jobSeconds: (performance.now() - startedAt) / 1000,
    jobPeakRssMb: Math.max(...samples),
    jobMeanRssMb: samples.reduce((sum, value) => sum + value, 0) / samples.length,
  };
}

/** A new account made Pro with the demo card, as a seller on /subscribe does. */
async function proSeller(base: string): Promise<Seller> {
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      email: `bench.start.${Date.now()}@example.com`,
      password: "bench-password",
      firstName: "Bench",
    }),
  });
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (registered.status !== 201 || !cookie)
    throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const seller = { base, cookie };
  const { clientSecret } = await call<{ clientSecret: string }>(seller, "POST", "/api/create-subscription");
  await call(seller, "POST", "/api/billing/demo/confirm", {
    clientSecret,
    cardNumber: "4242 4242 4242 4242",
  });
  return seller;
}

async function call<T>(seller: Seller, method: string, path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${seller.base}${path}`, {
    method,
    headers: {
      cookie: seller.cookie,
      origin: seller.base,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await reply.text();
  if (!reply.ok) throw new Error(`${method} ${path} -> ${reply.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** POST /api/objects/upload, then PUT the bytes where it says; the path a job refers to. */
async function upload(seller: Seller, photo: Photo): Promise<string> {
  const { uploadURL, objectPath } = await call<{ uploadURL: string; objectPath: string }>(
    seller,
    "POST",
    "/api/objects/upload",
    { contentType: "image/jpeg", size: photo.bytes.length },
  );
  const put = await fetch(new URL(uploadURL, seller.base), {
    method: "PUT",
    headers: { "content-type": "image/jpeg", origin: seller.base, cookie: seller.cookie },
    body: new Uint8Array(photo.bytes),
  });
  if (!put.ok) throw new Error(`PUT ${photo.fileName} -> ${put.status} ${await put.text()}`);
  return objectPath;
}

async function createDatabase(server: string): Promise<string> {
  const name = `studio_bench_start_${process.pid}_${Date.now()}`;
  await asAdmin(server, `CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(server: string, url: string): Promise<void> {
  await asAdmin(server, `DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
}

async function asAdmin(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function healthy(port: number): Promise<boolean> {
  try {
    const reply = await fetch(`http://127.0.0.1:${port}/api/health`);
    await reply.arrayBuffer();
    return reply.status === 200;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await exited;
}

/** npm runs the script in a shell that execs node: npm's one child is the server. */
function onlyChildOf(pid: number): number {
  const children = execFileSync("pgrep", ["-P", String(pid)])
    .toString()
    .trim()
    .split(/\s+/);
  if (children.length !== 1) throw new Error(`npm (${pid}) has ${children.length} children, not 1`);
  return Number(children[0]);
}

/** Resident memory in MB (Linux's /proc, else ps). */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // not Linux
  }
  return (
    Number(
      execFileSync("ps", ["-o", "rss=", "-p", String(pid)])
        .toString()
        .trim(),
    ) / 1024
  );
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
