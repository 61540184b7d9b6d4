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
 *     start was ready, nothing asked of it in between.
 * Medians printed, each run's figures beside them. Needs a current build (`npm run build`).
 *
 *   npm run bench:start
 *   BENCH_RUNS=5 npm run bench:start
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

const root = fileURLToPath(new URL("..", import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const idleMs = Number(process.env.IDLE_SECONDS ?? 5) * 1000;
const POLL_MS = 20;
const READY_WITHIN_MS = 120_000;
/** The PostgreSQL server to make each start's database on; unset means PGlite. */
const serverUrl = process.env.DATABASE_URL || undefined;

type Kind = "built" | "npm" | "tsx";
const COMMANDS: Record<Kind, { label: string; file: string; args: string[] }> = {
  built: { label: "node dist/server/main.js", file: process.execPath, args: ["dist/server/main.js"] },
  npm: { label: "npm start (build current)", file: "npm", args: ["start", "--silent"] },
  tsx: {
    label: "node --import tsx src/server/main.ts",
    file: process.execPath,
    args: ["--import", "tsx", "src/server/main.ts"],
  },
};
const KINDS = Object.keys(COMMANDS) as Kind[];

interface Run {
  freshReadyMs: number;
  restartReadyMs: number;
  idleRssMb: number;
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

  const results = new Map<Kind, Run[]>(KINDS.map((kind) => [kind, []]));
  for (let run = 1; run <= runs; run++) {
    for (const kind of KINDS) {
      const dataDir = mkdtempSync(join(tmpdir(), "studio-bench-start-"));
      const databaseUrl = serverUrl ? await createDatabase(serverUrl) : "";
      try {
        const fresh = await start(kind, dataDir, databaseUrl);
        await sleep(idleMs);
        const idleRssMb = rssMb(fresh.serverPid);
        await stop(fresh.child);
        const restart = await start(kind, dataDir, databaseUrl);
        await stop(restart.child);
        results.get(kind)?.push({ freshReadyMs: fresh.readyMs, restartReadyMs: restart.readyMs, idleRssMb });
        console.log(
          `run ${run} ${kind.padEnd(5)} ready ${fresh.readyMs.toFixed(0)} ms, restart ${restart.readyMs.toFixed(0)} ms, idle RSS ${idleRssMb.toFixed(0)} MB`,
        );
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        if (serverUrl && databaseUrl) await dropDatabase(serverUrl, databaseUrl);
      }
    }
  }

  const on = serverUrl ? "PostgreSQL, fresh database" : "PGlite, fresh DATA_DIR";
  console.log(`\nmedian of ${runs}, ${on} (idle RSS ${idleMs / 1000} s after ready):`);
  console.log(`${"".padEnd(38)} ${"ready".padStart(9)} ${"restart".padStart(9)} ${"idle RSS".padStart(9)}`);
  for (const kind of KINDS) {
    const list = results.get(kind) ?? [];
    const cell = (pick: (run: Run) => number, unit: string) => `${median(list.map(pick)).toFixed(0)} ${unit}`;
    console.log(
      `${COMMANDS[kind].label.padEnd(38)} ${cell((r) => r.freshReadyMs, "ms").padStart(9)} ${cell((r) => r.restartReadyMs, "ms").padStart(9)} ${cell((r) => r.idleRssMb, "MB").padStart(9)}`,
    );
  }
}

interface Started {
  child: ChildProcess;
  /** The server's own process: the child itself, or for npm the node it exec'd. */
  serverPid: number;
  readyMs: number;
}

async function start(kind: Kind, dataDir: string, databaseUrl: string): Promise<Started> {
  const port = await freePort();
  const { file, args } = COMMANDS[kind];
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
  return { child, serverPid, readyMs };
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
