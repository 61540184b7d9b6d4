import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { isOutage } from "../lib/outage";
import { ResilientPool } from "./pool";

/**
 * The pool under connections that break while checked out (issue 31.1). Real PostgreSQL only:
 * PGlite has no connections. Nothing here creates tables, so the shared `test` database is used.
 */
const url = process.env.DATABASE_URL ?? "";
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);
let pool: ResilientPool | undefined;

afterEach(async () => {
  process.off("uncaughtException", recordUncaught);
  uncaught.length = 0;
  // A pool with a client still checked out never finishes end(): that failure is the test's to
  // report, not the hook's to hang on.
  if (pool && checkedOut(pool) === 0) await pool.end();
  pool = undefined;
});

const checkedOut = (p: pg.Pool) => p.totalCount - p.idleCount;

describe.runIf(process.env.TEST_DB === "postgres")("ResilientPool", () => {
  it("survives the backend of a checked-out client being terminated, and drops that client", async () => {
    process.on("uncaughtException", recordUncaught);
    const reported: Error[] = [];
    pool = new ResilientPool({ connectionString: url, max: 2 }, (error) => reported.push(error));
    const client = await pool.connect();
    // Not events.once: it rejects on the 'error' that comes first.
    const ended = new Promise((resolve) => client.once("end", resolve));
    const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const killer = new pg.Client({ connectionString: url });
    await killer.connect();
    await killer.query("SELECT pg_terminate_backend($1)", [rows[0]?.pid]);
    await killer.end();

    await ended;
    expect(uncaught).toEqual([]);
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.every(isOutage)).toBe(true);
    // The broken client went back to the pool by itself and was dropped.
    expect(pool.totalCount).toBe(0);
    await expect(client.query("SELECT 1")).rejects.toSatisfy(isOutage);
    client.release(); // the caller's own release, later: harmless
    expect((await pool.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
  });

  it("leaves no client checked out when a transaction's BEGIN is cut off", async () => {
    pool = new ResilientPool({ connectionString: url, max: 2 });
    const db = drizzle(pool);
    let cut = true;
    pool.on("acquire", (client) => {
      if (!cut) return;
      cut = false;
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    });
    await expect(db.transaction((tx) => tx.execute(sql`SELECT 1`))).rejects.toSatisfy(isOutage);
    expect(checkedOut(pool)).toBe(0);
    await db.transaction((tx) => tx.execute(sql`SELECT 1`));
  });
});
