import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../support/images";
import { canConnect, idleKeepAliveConnection, startRequest } from "../support/raw-http";

/**
 * Issue 31.3: the real process (src/server/main.ts on PostgreSQL) with a bulk job going, an idle
 * kept-alive client and a request in flight gets SIGTERM. It must stop claiming photos first,
 * close the idle connection, let the request and the running photos finish, and exit 0 within
 * 10 s. It used to stop the queue only after the HTTP server had closed, so photos kept being
 * claimed while the request drained.
 *
 * The two running photos are held at a known point: the test locks the posts table from outside,
 * so their result transactions wait. They are let go only after the signal, freeing their slots
 * while the request is still in flight: exactly when the old order claimed more.
 */
const serverUrl = process.env.DATABASE_URL ?? "";
const dbName = `studio_shutdown_${randomBytes(6).toString("hex")}`;
const dataDir = mkdtempSync(join(tmpdir(), "studio-shutdown-order-"));
let server: ChildProcess | undefined;
let admin: pg.Client | undefined;

afterAll(async () => {
  server?.kill("SIGKILL");
  await admin?.end().catch(() => {});
  if (serverUrl) await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DB === "postgres")("shutdown order", () => {
  it("stops claiming photos, closes idle connections, drains, and exits 0 within 10 s", async () => {
    await onServer((client) => client.query(`CREATE DATABASE ${dbName}`));
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${dbName}`;
    const { child, origin, logs } = await startServer(databaseUrl.toString());
    server = child;
    const url = new URL(origin);
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

    admin = new pg.Client({ connectionString: databaseUrl.toString() });
    await admin.connect();
    const { cookie, userId } = await register(origin);
    await admin.query(
      "UPDATE users SET subscription_status = 'active', subscription_end_date = now() + interval '30 days' WHERE id = $1",
      [userId],
    );
    const imagePath = await upload(origin, cookie);

    // Results wait for this lock: the copy's two photo slots fill and stay full.
    await admin.query("BEGIN");
    await admin.query("LOCK TABLE social_media_posts IN SHARE MODE");
    const job = await api(origin, cookie, "POST", "/api/bulk-jobs", {
      kind: "social",
      context: { businessType: "ecommerce", brand: "Kiln", targetAudience: "Tea lovers", product: "mug" },
      images: Array.from({ length: 8 }, (_, index) => ({ imagePath, fileName: `mug-${index}.jpg` })),
    });
    expect(job.status).toBe(202);
    const monitor = new pg.Client({ connectionString: databaseUrl.toString() });
    await monitor.connect();
    try {
      await waitUntil(
        async () =>
          (await count(
            monitor,
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
          )) >= 2,
      );

      const idle = await idleKeepAliveConnection(url, "/api/health");
      let idleClosedAt: number | undefined;
      void idle.closed.then(() => {
        idleClosedAt = Date.now();
      });
      const contact = Buffer.from(
        JSON.stringify({
          name: "Ada",
          email: "ada@example.com",
          category: "general",
          message: "Still there during a deploy?",
        }),
      );
      const inFlight = await startRequest(url, "POST", "/api/contact", contact, {
        "Content-Type": "application/json",
        Connection: "keep-alive",
      });
      await waitUntil(async () =>
        logs().some((line) => line.msg === "incoming request" && line.req?.url === "/api/contact"),
      );

      const signalled = Date.now();
      child.kill("SIGTERM");
      await waitUntil(async () => logs().some((line) => /^shutting down/.test(line.msg ?? "")));
      const shutdownAt = logs().find((line) => /^shutting down/.test(line.msg ?? ""))?.time as number;

      // The held photos go on and finish; their freed slots must not take new photos.
      await admin.query("COMMIT");
      await waitUntil(
        async () => (await count(monitor, "SELECT id FROM bulk_items WHERE status = 'succeeded'")) >= 2,
      );
      expect(idleClosedAt).toBeDefined();

      expect(await inFlight.finish()).toMatch(/^HTTP\/1\.1 201 /);
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(await canConnect(url)).toBe(false);

      // Nothing fetched from the queue, and no photo claimed, after the shutdown began (a
      // millisecond of slack: the log's clock has millisecond resolution, the database's finer).
      const after = new Date(shutdownAt + 1).toISOString();
      expect(
        await count(
          monitor,
          `SELECT id FROM pgboss.job WHERE name = 'bulk-item' AND started_on > '${after}'`,
        ),
      ).toBe(0);
      expect(await count(monitor, `SELECT id FROM bulk_items WHERE started_at > '${after}'`)).toBe(0);
      // The photos that were never started wait for the next copy.
      expect(await count(monitor, "SELECT id FROM bulk_items WHERE status = 'pending'")).toBe(6);
    } finally {
      await monitor.end();
    }
  }, 90_000);
});

interface LogLine {
  msg?: string;
  time?: number;
  req?: { url?: string };
}

async function startServer(
  databaseUrl: string,
): Promise<{ child: ChildProcess; origin: string; logs: () => LogLine[] }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      BULK_CONCURRENCY: "2",
      // debug: each request's arrival is a line ("incoming request"); at info only its completion is.
      LOG_LEVEL: "debug",
      SESSION_SECRET: "shutdown-order-test-secret-0123456789-abcdef",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const lines: LogLine[] = [];
  const origin = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const complete = output.split("\n");
      output = complete.pop() ?? "";
      for (const text of complete) {
        if (process.env.DEBUG_SHUTDOWN) process.stderr.write(`${text}\n`);
        try {
          lines.push(JSON.parse(text));
        } catch {
          lines.push({ msg: text });
        }
        const match = /running on (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
        if (match?.[1]) resolve(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) =>
      reject(new Error(`server exited early (${code}): ${lines.map((l) => l.msg).join("\n")}`)),
    );
  });
  return { child, origin, logs: () => lines };
}

async function api(origin: string, cookie: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function register(origin: string): Promise<{ cookie: string; userId: string }> {
  const response = await fetch(`${origin}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "drain@example.com", password: "a-good-password" }),
  });
  expect(response.status).toBe(201);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { cookie, userId: ((await response.json()) as { id: string }).id };
}

async function upload(origin: string, cookie: string): Promise<string> {
  const { body } = await api(origin, cookie, "POST", "/api/objects/upload", { contentType: "image/jpeg" });
  const { uploadURL, objectPath } = body as { uploadURL: string; objectPath: string };
  const image = await makeJpeg({ width: 320, height: 240 });
  const put = await fetch(new URL(uploadURL, origin), {
    method: "PUT",
    headers: { "content-type": "image/jpeg" },
    body: new Uint8Array(image),
  });
  expect(put.status).toBe(200);
  return objectPath;
}

async function count(client: pg.Client, query: string): Promise<number> {
  return (await client.query(query)).rowCount ?? 0;
}

async function onServer(run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}
