import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { and, type Column, eq, fillPlaceholders, getTableColumns, gt, lt, ne, sql } from "drizzle-orm";
import pg from "pg";
import { SESSION_ABSOLUTE_LIFETIME_DAYS } from "../../../domain/account";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

/** 30 days; a session used after half of that is extended (see `extendSession`). */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** What a session row's `sess` column holds. */
export interface SessionData {
  userId: string;
  createdAt: string;
}

export interface ActiveSession {
  sid: string;
  expire: Date;
  lastSeenAt: Date;
  user: UserRow;
}

/** 256 random bits: unguessable, so the id alone is the secret the cookie carries. */
function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

/** What a device told us when it signed in (shown on /account). */
export interface SessionOrigin {
  userAgent?: string | null;
  ip?: string | null;
}

const USER_AGENT_MAX = 300;

export async function createSession(
  db: Database,
  userId: string,
  origin: SessionOrigin = {},
): Promise<{ sid: string; expire: Date }> {
  const sid = newSessionId();
  const expire = new Date(Date.now() + SESSION_MAX_AGE_MS);
  const sess: SessionData = { userId, createdAt: new Date().toISOString() };
  await db.insert(sessions).values({
    sid,
    sess,
    expire,
    userId,
    userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    ip: origin.ip ?? null,
  });
  return { sid, expire };
}

/** Ends every session of the user but `keepSid` (a password reset or change signs other devices out). */
export async function endOtherSessions(
  db: Database,
  userId: string,
  keepSid: string | null,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      keepSid ? and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)) : eq(sessions.userId, userId),
    )
    .returning({ sid: sessions.sid });
  return ended.length;
}

/**
 * The session and its user in one round trip: the user row (role, plan) is re-read on every
 * request, so a change made elsewhere applies at once. Expired sessions are never returned.
 */
export async function findActiveSession(db: Database, sid: string): Promise<ActiveSession | null> {
  const [row] = await activeSessionLookup(db).rows(sid);
  if (!row) return null;
  // A plain loop, no callbacks: this runs on every signed-in request.
  const user: Record<string, unknown> = {};
  for (let index = 0; index < USER_COLUMNS.length; index++) {
    const [key, column] = USER_COLUMNS[index] as [string, Column];
    user[key] = decodeColumn(column, row[index]);
  }
  return {
    sid,
    expire: decodeColumn(sessions.expire, row[USER_COLUMNS.length]) as Date,
    lastSeenAt: decodeColumn(sessions.lastSeenAt, row[USER_COLUMNS.length + 1]) as Date,
    user: user as UserRow,
  };
}

/** The user row's columns, in the order the lookup selects them (the session's expiry and last-seen follow). */
const USER_COLUMNS = Object.entries(getTableColumns(users));

/** What drizzle's row mapping does per column: null stays null, anything else goes through the column's decoder. */
function decodeColumn(column: Column, value: unknown): unknown {
  return value === null || value === undefined ? null : column.mapFromDriverValue(value);
}

interface ActiveSessionLookup {
  /** The matching rows (none or one), each an array of raw column values in select order. */
  rows(sid: string): Promise<unknown[][]>;
}

/**
 * The hottest query in the app, sent straight to the driver. Drizzle writes the SQL
 * (prepareActiveSessionLookup) and decodes every column (so the user row is exactly what
 * `db.select()` returns), but the query does not go through drizzle's driver layer: drizzle's
 * PGlite driver passes type parsers with every query, and PGlite 0.5 answers that by copying its
 * whole parser table (about 300 entries), which cost more than the rest of a session-checked
 * request. On Postgres it is a named statement, parsed once per pooled connection, as drizzle's
 * `.prepare()` sent it, with drizzle's own type parsing (timestamps arrive as text).
 */
const activeSessionLookups = new WeakMap<Database, ActiveSessionLookup>();
function activeSessionLookup(db: Database): ActiveSessionLookup {
  let lookup = activeSessionLookups.get(db);
  if (!lookup) {
    lookup = prepareActiveSessionLookup(db);
    activeSessionLookups.set(db, lookup);
  }
  return lookup;
}

/** The embedded engine, told by its shape: a copy on PostgreSQL never loads PGlite's module. */
function isPglite(client: unknown): client is PGlite {
  return typeof (client as { dumpDataDir?: unknown } | null)?.dumpDataDir === "function";
}

function prepareActiveSessionLookup(db: Database): ActiveSessionLookup {
  const statement = db
    .select({
      ...Object.fromEntries(USER_COLUMNS),
      sessionExpire: sessions.expire,
      sessionLastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`(${sessions.sess}->>'userId')::uuid`))
    // However active, a session ends SESSION_ABSOLUTE_LIFETIME_DAYS after it began (isLiveSession).
    // No LIMIT: the id is the primary key, and a LIMIT would be one more bound parameter.
    .where(and(eq(sessions.sid, sql.placeholder("sid")), isLiveSession()))
    .toSQL();
  const text = statement.sql;
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) {
    return {
      rows: async (sid) =>
        (
          await client.query<unknown[]>(text, fillPlaceholders(statement.params, { sid }), {
            rowMode: "array",
          })
        ).rows,
    };
  }
  const pool = client as pg.Pool;
  return {
    rows: async (sid) =>
      (
        await pool.query<unknown[]>({
          name: "find_active_session",
          text,
          values: fillPlaceholders(statement.params, { sid }),
          rowMode: "array",
          types: TIMESTAMPS_AS_TEXT,
        })
      ).rows,
  };
}

/**
 * Timestamps stay text for the column decoder to read (`new Date(text)`), as drizzle's node-postgres
 * driver has them: pg's own date parser would do the same work slower, and the decoder again.
 */
const TIMESTAMPS_AS_TEXT = {
  getTypeParser: (typeId: number, format?: "text" | "binary") =>
    typeId === pg.types.builtins.TIMESTAMPTZ || typeId === pg.types.builtins.TIMESTAMP
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format),
} as pg.CustomTypesConfig;

/** Sliding expiry without a write per request: only a session past half its life is extended. */
export function needsExtension(expire: Date, now = Date.now()): boolean {
  return expire.getTime() - now < SESSION_MAX_AGE_MS / 2;
}

export async function extendSession(db: Database, sid: string): Promise<Date> {
  const expire = new Date(Date.now() + SESSION_MAX_AGE_MS);
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
  return expire;
}

export async function deleteSession(db: Database, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Sessions past their sliding expiry or their absolute lifetime (they no longer work either way). */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(sql`NOT (${isLiveSession()})`);
}

/** `last_seen_at` is rewritten at most this often per session: fresh enough for /account, one write in many requests. */
export const LAST_SEEN_INTERVAL_MS = 5 * 60_000;

/** Whether a session last seen at `lastSeenAt` is due a `touchSession` (saves the query when it is not). */
export function needsTouch(lastSeenAt: Date, now = Date.now()): boolean {
  return now - lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS;
}

/**
 * Records that the session was used: one conditional UPDATE that writes only when the stored
 * `last_seen_at` is more than LAST_SEEN_INTERVAL_MS older than `lastSeenAt`, so requests in a
 * burst (on any app copy) write once. Returns whether it wrote.
 */
export async function touchSession(db: Database, sid: string, lastSeenAt = new Date()): Promise<boolean> {
  const staleBefore = new Date(lastSeenAt.getTime() - LAST_SEEN_INTERVAL_MS);
  const touched = await db
    .update(sessions)
    .set({ lastSeenAt })
    .where(and(eq(sessions.sid, sid), lt(sessions.lastSeenAt, staleBefore)))
    .returning({ sid: sessions.sid });
  return touched.length > 0;
}

/** The SQL condition of a live session: neither past its sliding expiry nor its absolute lifetime. */
export function isLiveSession() {
  return and(
    gt(sessions.expire, sql`now()`),
    gt(sessions.createdAt, sql`now() - ${sql.raw(`interval '${SESSION_ABSOLUTE_LIFETIME_DAYS} days'`)}`),
  );
}
