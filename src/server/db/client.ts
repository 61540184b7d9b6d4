import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { serverFile } from "../server-paths";
import { ResilientPool } from "./pool";
import * as schema from "./schema";

/** Both drivers give the same Drizzle API; code above this file never knows which one it has. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** The embedded engine, when that is the driver (tests dump it to clone databases quickly). */
  pglite?: PGlite;
  /** The connection string, when the driver is postgres (the job queue opens its own small pool). */
  url?: string;
  /** The most connections the job queue's own pool may open (BULK_QUEUE_POOL_MAX), when postgres. */
  queuePoolSize?: number;
  close(): Promise<void>;
}

// Through server-paths: from the build, this module is part of a bundle in dist/server.
export const migrationsFolder = serverFile("db/migrations");

/** An arbitrary constant: one app copy at a time applies migrations on a shared Postgres. */
const MIGRATION_LOCK_ID = 7_240_113;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory. */
  pgliteDir?: string;
  /** A PGlite data dir dump to start from (tests clone one migrated database instead of re-creating it). */
  pgliteSnapshot?: Blob | File;
  /** The app pool's most connections (DATABASE_POOL_MAX; postgres only). */
  poolSize?: number;
  /** The job queue's pool's most connections (BULK_QUEUE_POOL_MAX; postgres only), kept on the handle. */
  queuePoolSize?: number;
  /** Told when a connection breaks (the database restarted, a failover, a network cut). */
  onConnectionError?: (error: Error) => void;
}

/** The pool sizes when none are given (DATABASE_POOL_MAX and BULK_QUEUE_POOL_MAX default to these). */
export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_QUEUE_POOL_SIZE = 4;

/** Opens the database chosen by configuration and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, {
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      queueMax: options.queuePoolSize ?? DEFAULT_QUEUE_POOL_SIZE,
      onConnectionError: options.onConnectionError ?? (() => {}),
    });
  }
  return openPglite(options.pgliteDir, options.pgliteSnapshot);
}

async function openPostgres(
  connectionString: string,
  options: { max: number; queueMax: number; onConnectionError: (error: Error) => void },
): Promise<DatabaseHandle> {
  // Each driver is loaded only when chosen: loading both cost a copy ~0.2 s of CPU at every start.
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new ResilientPool({ connectionString, max: options.max }, options.onConnectionError);
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    driver: "postgres",
    url: connectionString,
    queuePoolSize: options.queueMax,
    close: () => pool.end(),
  };
}

async function openPglite(
  dataDir: string | undefined,
  snapshot: Blob | File | undefined,
): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const client = await PGlite.create(dataDir, snapshot ? { loadDataDir: snapshot } : {});
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    pglite: client,
    close: () => client.close(),
  };
}
