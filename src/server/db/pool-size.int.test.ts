import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, DEFAULT_QUEUE_POOL_SIZE, openDatabase } from "./client";

/**
 * DATABASE_POOL_MAX is the most connections the app's pool opens (issue 31.8). Real PostgreSQL
 * only (PGlite has no connections); a database of its own, since opening one runs migrations.
 */
const serverUrl = process.env.DATABASE_URL ?? "";
const name = `studio_pool_${randomBytes(6).toString("hex")}`;
const onPostgres = process.env.TEST_DB === "postgres";
let url = "";

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!onPostgres) return;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${name}`;
  url = parsed.toString();
});
afterAll(async () => {
  if (onPostgres) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

describe.runIf(onPostgres)("pool sizes", () => {
  it("opens no more connections than poolSize, however many queries wait", async () => {
    const database: DatabaseHandle = await openDatabase({ databaseUrl: url, poolSize: 3, queuePoolSize: 2 });
    try {
      expect(database.queuePoolSize).toBe(2);
      // Drizzle's queries run when awaited: start all eight now.
      const queries = Array.from({ length: 8 }, async () => database.db.execute(sql`select pg_sleep(0.4)`));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const open = await admin(async (client) => {
        const { rows } = await client.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        return rows[0]?.n;
      });
      await Promise.all(queries);
      expect(open).toBe(3);
    } finally {
      await database.close();
    }
  });

  it("keeps the queue's pool size on the handle, 4 unless told", async () => {
    const database = await openDatabase({ databaseUrl: url });
    try {
      expect(database.queuePoolSize).toBe(DEFAULT_QUEUE_POOL_SIZE);
      expect(DEFAULT_QUEUE_POOL_SIZE).toBe(4);
    } finally {
      await database.close();
    }
  });
});
