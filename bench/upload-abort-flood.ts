/**
 * Aborted-upload flood (pen test finding 1): 20,000 PUTs to one signed local upload URL, each
 * sending its headers (Content-Length 1 MB) and part of the body, then dropping the socket. Before
 * the fix every one that reached the disk leaked a file handle and a `.part` file until the
 * process ran out of handles. Then 100 ordinary uploads (fresh URL, whole PUT, GET
 * /api/auth/user) show whether the app still serves. Loopback only; stops by itself.
 *
 *   npm run bench:upload-abort                        # PGlite
 *   DATABASE_URL=postgres://... npm run bench:upload-abort
 *   BENCH_ABORTS=5000 BENCH_CONCURRENCY=20 npm run bench:upload-abort
 */
import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";

const aborts = Number(process.env.BENCH_ABORTS ?? 20_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const normalRequests = 100;
const declaredBytes = 1024 * 1024;
const partialBody = Buffer.alloc(64 * 1024, 0xab);
let flooding = false;

// Whatever happens, the bench ends: a stuck run is a result too, not a hung terminal.
setTimeout(() => {
  console.error("bench did not finish within 10 minutes");
  process.exit(2);
}, 10 * 60_000).unref();

const openFds = () => readdirSync("/proc/self/fd").length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function partFiles(directory: string): number {
  if (!existsSync(directory)) return 0;
  return readdirSync(directory, { recursive: true, encoding: "utf8" }).filter((name) =>
    name.endsWith(".part"),
  ).length;
}

/** Open descriptors of this process pointing into `directory` (temporary or stored objects). */
function fdsInto(directory: string): number {
  let count = 0;
  for (const fd of readdirSync("/proc/self/fd")) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`).startsWith(directory)) count += 1;
    } catch {
      // closed between listing and reading
    }
  }
  return count;
}

type AbortOutcome = "answered" | "dropped";

/** Headers and part of the body, then the socket is destroyed without finishing the request. */
function abortedPut(port: number, path: string): Promise<AbortOutcome> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answered = false;
    socket.on("data", () => {
      answered = true;
    });
    socket.on("error", () => {}); // a reset from the server is expected
    socket.on("close", () => resolve(answered ? "answered" : "dropped"));
    socket.write(
      `PUT ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/jpeg\r\nContent-Length: ${declaredBytes}\r\n\r\n`,
    );
    socket.write(partialBody, () => setImmediate(() => socket.destroy()));
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), "studio-bench-abort-"));
  const objectsDir = join(dataDir, "objects");
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SESSION_SECRET: "bench-session-secret-0123456789-abcdefghijklmn",
    DATABASE_URL: process.env.DATABASE_URL ?? "",
  });
  const app = await buildApp(config);
  // What the server made of the flood's PUTs: answered statuses, and requests it saw aborted.
  const serverSaw = new Map<string, number>();
  const tally = (key: string) => serverSaw.set(key, (serverSaw.get(key) ?? 0) + 1);
  app.addHook("onResponse", async (request, reply) => {
    if (request.method === "PUT" && flooding) tally(String(reply.statusCode));
  });
  app.addHook("onRequestAbort", async (request) => {
    if (request.method === "PUT" && flooding) tally("aborted");
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;

  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench.${Date.now()}@example.com`, password: "bench-password" }),
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c8643c" } })
    .jpeg({ quality: 85 })
    .toBuffer();

  async function uploadUrl(): Promise<string> {
    const reply = await fetch(`${base}/api/objects/upload`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: base },
      body: JSON.stringify({ contentType: "image/jpeg", size: image.length }),
    });
    if (reply.status !== 200) throw new Error(`upload URL failed: ${reply.status} ${await reply.text()}`);
    const { uploadURL } = (await reply.json()) as { uploadURL: string };
    return uploadURL;
  }

  const floodUrl = new URL(await uploadUrl());
  const floodPath = `${floodUrl.pathname}${floodUrl.search}`;
  const baseline = { fds: openFds(), objectFds: fdsInto(objectsDir) };

  console.log(
    `${aborts} aborted PUTs (Content-Length ${declaredBytes}, ${partialBody.length} bytes sent) on one signed URL, ${concurrency} at a time, database ${process.env.DATABASE_URL ? "postgres" : "pglite"}`,
  );
  flooding = true;
  const floodStarted = performance.now();
  const outcomes: Record<AbortOutcome, number> = { answered: 0, dropped: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < aborts) {
        next += 1;
        outcomes[await abortedPut(port, floodPath)] += 1;
      }
    }),
  );
  const floodSeconds = (performance.now() - floodStarted) / 1000;

  // Let the server see every close; stop as soon as nothing is left open (or after 10 s).
  for (let waited = 0; waited < 10_000; waited += 250) {
    await sleep(250);
    if (partFiles(objectsDir) === 0 && fdsInto(objectsDir) === 0 && openFds() <= baseline.fds) break;
  }
  const afterFlood = { fds: openFds(), objectFds: fdsInto(objectsDir), parts: partFiles(objectsDir) };
  flooding = false;

  let succeeded = 0;
  const failures = new Map<string, number>();
  for (let index = 0; index < normalRequests; index += 1) {
    try {
      const put = await fetch(await uploadUrl(), {
        method: "PUT",
        body: new Uint8Array(image),
        headers: { "content-type": "image/jpeg" },
      });
      const user = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
      if (put.status === 200 && user.status === 200) succeeded += 1;
      else {
        const key = `PUT ${put.status} / user ${user.status}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    } catch (error) {
      const key = String((error as Error).message);
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
  }

  console.log(
    `flood: ${floodSeconds.toFixed(1)} s (${(aborts / floodSeconds).toFixed(0)} aborted PUTs/s); answered before the drop ${outcomes.answered}, dropped unanswered ${outcomes.dropped}`,
  );
  console.log(`server side, per PUT: ${JSON.stringify(Object.fromEntries(serverSaw))}`);
  console.log(
    `open fds: baseline ${baseline.fds}, after flood + settle ${afterFlood.fds}; fds into DATA_DIR/objects: ${baseline.objectFds} -> ${afterFlood.objectFds}`,
  );
  console.log(`leftover .part files: ${afterFlood.parts}`);
  console.log(
    `normal requests afterwards (fresh URL + PUT + GET /api/auth/user): ${succeeded}/${normalRequests} succeeded${
      failures.size ? ` — failures: ${JSON.stringify(Object.fromEntries(failures))}` : ""
    }`,
  );
  console.log(`total: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
