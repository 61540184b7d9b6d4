/**
 * GET /api/auth/user throughput of the real app (signed cookie, session row lookup and the
 * user re-read on every request) against a bare Node HTTP server answering the same JSON.
 * Each server runs in its own process; the load generator (autocannon) runs in this one, so
 * neither shares an event loop with the load.
 *
 *   npm run bench:auth                                  # PGlite (embedded default)
 *   DATABASE_URL=postgres://... npm run bench:auth      # real Postgres
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npm run bench:auth
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const tsx = join(process.cwd(), "node_modules/.bin/tsx");

/** Starts a server script in a child process and resolves with the port it prints. */
async function startServer(
  script: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(tsx, [script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.setEncoding("utf8");
  for await (const chunk of child.stdout ?? []) {
    output += chunk;
    const match = /LISTENING (\d+)/.exec(output);
    if (match) return { child, port: Number(match[1]) };
  }
  throw new Error(`${script} exited before listening: ${output}`);
}

async function measure(url: string, headers: Record<string, string>): Promise<autocannon.Result> {
  await autocannon({ url, headers, connections, duration: 2 }); // warm-up: JIT, pools, caches
  return autocannon({ url, headers, connections, duration: seconds });
}

function line(name: string, result: autocannon.Result): string {
  const errors = result.errors + result.non2xx;
  return `${name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errors}`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-bench-"));
  const app = await startServer("bench/support/app-server.ts", {
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SESSION_SECRET: "bench-session-secret-0123456789-abcdefghijklmn",
    DATABASE_URL: process.env.DATABASE_URL ?? "",
  });
  const base = `http://127.0.0.1:${app.port}`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `bench.${Date.now()}@example.com`,
      password: "bench-password",
      firstName: "Bench",
    }),
  });
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const userJson = await registered.text();
  if (registered.status !== 201 || !cookie)
    throw new Error(`register failed: ${registered.status} ${userJson}`);

  const bare = await startServer("bench/support/bare-server.ts", { BODY: userJson });

  console.log(
    `GET /api/auth/user — ${connections} connections, ${seconds} s, database ${process.env.DATABASE_URL ? "postgres" : "pglite"}`,
  );
  const bareResult = await measure(`http://127.0.0.1:${bare.port}/`, {});
  console.log(line("bare node:http", bareResult));
  const appResult = await measure(`${base}/api/auth/user`, { cookie });
  console.log(line("app /api/auth/user", appResult));
  console.log(`ratio app/bare: ${(appResult.requests.average / bareResult.requests.average).toFixed(3)}`);

  for (const server of [app, bare]) {
    server.child.kill("SIGTERM");
    await once(server.child, "exit");
  }
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
