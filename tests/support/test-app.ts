import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../../src/server/app";
import { type AppConfig, loadConfig } from "../../src/server/config";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";
import { outboundMail } from "../../src/server/db/schema";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The real app on a database of its own: a clone of the migrated PGlite snapshot, or — in the
 * postgres project — a fresh database on the server in DATABASE_URL, dropped afterwards.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SESSION_SECRET: "test-session-secret-0123456789-abcdefghijklmnop",
    ...env,
  });
  const { database, dispose } = await openTestDatabase();
  const app = await buildApp(config, { database, clientDir: join(dataDir, "no-client") });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }> {
  if (process.env.TEST_DB !== "postgres") {
    const snapshot = new Blob([readFileSync(inject("pgliteSnapshotPath"))]);
    return { database: await openDatabase({ pgliteSnapshot: snapshot }), dispose: async () => {} };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs DATABASE_URL");
  const name = `studio_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ databaseUrl: url.toString(), poolSize: 20 }),
    dispose: () =>
      withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** The `name=value` pair of the session cookie from a reply, ready for a Cookie header. */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = cookies.find((cookie) => cookie.startsWith("sid="));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return session.split(";")[0] ?? "";
}

let counter = 0;
/** A unique e-mail per call so tests never collide. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export interface SignedUpUser {
  id: string;
  email: string;
  password: string;
  /** `sid=...`, ready for a Cookie header. */
  cookie: string;
}

/** Registers a fresh account through the real endpoint and returns its session cookie. */
export async function signUp(
  app: FastifyInstance,
  fields: { firstName?: string } = {},
): Promise<SignedUpUser> {
  const email = uniqueEmail();
  const password = "a-good-password";
  const reply = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password, ...fields },
    // A distinct address per sign-up keeps the per-IP registration limit out of other tests' way.
    remoteAddress: `10.200.${Math.floor(counter / 250) % 250}.${counter % 250}`,
  });
  if (reply.statusCode !== 201) throw new Error(`sign-up failed: ${reply.statusCode} ${reply.body}`);
  return { id: reply.json().id, email, password, cookie: sessionCookieFrom(reply.headers["set-cookie"]) };
}

export interface AppCopy {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Another copy of the app on the same database, as behind a load balancer: on Postgres it has its
 * own connection pool; PGlite is one in-process engine, so copies share it. `env` overrides the
 * first copy's settings.
 */
export async function startAnotherCopy(t: TestApp, env: Record<string, string> = {}): Promise<AppCopy> {
  const database =
    t.database.driver === "postgres" && t.database.url
      ? await openDatabase({ databaseUrl: t.database.url, poolSize: 10 })
      : t.database;
  const config = loadConfig({ ...(t.config.raw as unknown as Record<string, string>), ...env });
  const app = await buildApp(config, { database, clientDir: join(t.config.dataDir, "no-client") });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

/** The token of the newest account e-mail sent to `email` (the link's `?token=`), from the stored mail. */
export async function latestMailToken(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(outboundMail)
    .where(eq(outboundMail.to, email.toLowerCase()))
    .orderBy(desc(outboundMail.createdAt))
    .limit(1);
  const token = mail?.text.match(/[?&]token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no account e-mail with a link was sent to ${email}`);
  return token;
}

/** Opens the verification link e-mailed to `email`, as its owner would. */
export async function confirmEmailOf(t: TestApp, email: string): Promise<void> {
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/auth/verify-email",
    payload: { token: await latestMailToken(t, email) },
  });
  if (reply.statusCode !== 200) throw new Error(`verify failed: ${reply.statusCode} ${reply.body}`);
}
