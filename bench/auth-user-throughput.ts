/**
 * GET /api/usage-status of the real app (signed cookie session, session ⋈ user lookup, the usage
 * figures as JSON) against a bare node:http server doing the same work per request: verify the
 * signed cookie, run the same join on the same database, answer the same JSON
 * (support/bare-server.ts). Target (issue 18): the app reaches ≥ 80 % of the bare server's
 * throughput, and on Postgres its p99 stays under 50 ms at 32 connections.
 *
 *   npm run bench:auth                                  # PGlite (embedded default)
 *   DATABASE_URL=postgres://... npm run bench:auth      # real Postgres
 *   BENCH_SECONDS=5 BENCH_ROUNDS=4 BENCH_WARMUP_SECONDS=5 BENCH_CONNECTIONS=32 npm run bench:auth
 *   BENCH_LOG_LEVEL=info npm run bench:auth            # the app writing its request log lines
 *
 * Each server runs in its own process; the load generator (autocannon) runs in this one. The
 * servers run one after the other, never together, on the same database: PGlite is a single-process
 * engine that cannot open one data directory from two processes, and seeding a second directory
 * "identically" would still differ in page layout and cache state. Running them in turn on the one
 * directory (and, for symmetry, on Postgres too) means both read the very same rows, and neither
 * competes with the other for this machine's cores. Rounds alternate the order (app, bare, bare,
 * app, ...) and are short, so drift in a shared machine's load does not favour one side; a server
 * is warmed up once, after it starts. Requests carry a session cookie and a browser's
 * Accept-Encoding (the app weighs compressing each reply; this one is under its 1 KB threshold).
 *
 * The app logs at LOG_LEVEL=silent by default, like the bare server that logs nothing; set
 * BENCH_LOG_LEVEL=info to see what per-request log lines cost on top.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { type BenchServer, registerBenchUser, startServer, stopServer } from "./support/servers";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
const databaseUrl = process.env.DATABASE_URL ?? "";
const onPostgres = databaseUrl !== "";

const MIN_RATIO = 0.8;
const MAX_POSTGRES_P99_MS = 50;
const ROUTE = "/api/usage-status";

type Side = "app" | "bare";
const scripts: Record<Side, string> = {
  app: "bench/support/app-server.ts",
  bare: "bench/support/bare-server.ts",
};

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One measured run; a server just started is first warmed up (JIT tiers, pools and caches settle). */
async function measure(port: number, cookie: string, justStarted: boolean): Promise<Figures> {
  const headers = { cookie, "accept-encoding": "gzip, deflate, br, zstd" };
  const options = { url: `http://127.0.0.1:${port}${ROUTE}`, headers, connections };
  if (justStarted) await autocannon({ ...options, duration: warmupSeconds });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The route's reply body; anything but a 200 stops the bench (it would measure an error page). */
async function usageStatusBody(port: number, cookie: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}${ROUTE}`, { headers: { cookie } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${ROUTE} answered ${response.status}: ${body}`);
  return body;
}

function line(name: string, figures: Figures): string {
  return `${name.padEnd(26)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${figures.p50} ms   p99 ${figures.p99} ms   errors ${figures.errors}`;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-bench-"));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent",
    SESSION_SECRET: "bench-session-secret-0123456789-abcdefghijklmn",
    // Each run signs up one account; on a shared Postgres the hourly per-address cap would soon refuse it.
    REGISTRATIONS_PER_IP_PER_HOUR: "100000",
  };
  console.log(
    `GET ${ROUTE}: ${connections} connections, ${seconds} s per run, ${rounds} round(s), database ${onPostgres ? "postgres" : "pglite"}, app log level ${env.LOG_LEVEL}`,
  );

  // The app creates the schema and the signed-in user; both servers then read that session.
  let running: BenchServer | null = await startServer(scripts.app, env);
  let runningSide: Side | null = "app";
  let justStarted = true;
  const { cookie } = await registerBenchUser(`http://127.0.0.1:${running.port}`);
  const appBody = await usageStatusBody(running.port, cookie);

  const results: Record<Side, Figures[]> = { app: [], bare: [] };
  try {
    for (let round = 0; round < rounds; round++) {
      const order: Side[] = round % 2 === 0 ? ["app", "bare"] : ["bare", "app"];
      for (const side of order) {
        if (runningSide !== side) {
          if (running) await stopServer(running);
          running = null;
          running = await startServer(scripts[side], env);
          runningSide = side;
          justStarted = true;
        }
        const server = running as BenchServer;
        const body = await usageStatusBody(server.port, cookie);
        if (body !== appBody) throw new Error(`the ${side} server answered ${body}, the app ${appBody}`);
        const figures = await measure(server.port, cookie, justStarted);
        justStarted = false;
        results[side].push(figures);
        console.log(
          line(`round ${round + 1} ${side === "app" ? `app ${ROUTE}` : "bare node:http"}`, figures),
        );
      }
    }
  } finally {
    if (running) await stopServer(running);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const appRate = mean(results.app.map((figures) => figures.requestsPerSecond));
  const bareRate = mean(results.bare.map((figures) => figures.requestsPerSecond));
  const ratio = appRate / bareRate;
  const appP99 = Math.max(...results.app.map((figures) => figures.p99));
  const errors = [...results.app, ...results.bare].reduce((sum, figures) => sum + figures.errors, 0);
  console.log(
    `mean: app ${appRate.toFixed(0)} req/s, bare ${bareRate.toFixed(0)} req/s; worst app p99 ${appP99} ms; errors ${errors}`,
  );
  const verdicts = [
    `${ratio >= MIN_RATIO ? "PASS" : "FAIL"} ratio app/bare ${ratio.toFixed(3)} (≥ ${MIN_RATIO})`,
  ];
  if (onPostgres)
    verdicts.push(
      `${appP99 < MAX_POSTGRES_P99_MS ? "PASS" : "FAIL"} app p99 ${appP99} ms (< ${MAX_POSTGRES_P99_MS} ms)`,
    );
  if (errors > 0) verdicts.push(`FAIL ${errors} errors`);
  for (const verdict of verdicts) console.log(verdict);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
