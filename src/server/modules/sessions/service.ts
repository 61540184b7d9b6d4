import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
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
  user: UserRow;
}

/** 256 random bits: unguessable, so the id alone is the secret the cookie carries. */
function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

export async function createSession(db: Database, userId: string): Promise<{ sid: string; expire: Date }> {
  const sid = newSessionId();
  const expire = new Date(Date.now() + SESSION_MAX_AGE_MS);
  const sess: SessionData = { userId, createdAt: new Date().toISOString() };
  await db.insert(sessions).values({ sid, sess, expire });
  return { sid, expire };
}

/**
 * The session and its user in one round trip: the user row (role, plan) is re-read on every
 * request, so a change made elsewhere applies at once. Expired sessions are never returned.
 */
export async function findActiveSession(db: Database, sid: string): Promise<ActiveSession | null> {
  const [row] = await activeSessionQuery(db).execute({ sid });
  return row ? { sid, expire: row.expire, user: row.user } : null;
}

/** The hottest query in the app, built once per database and sent as a prepared statement. */
const preparedActiveSessionQueries = new WeakMap<Database, ReturnType<typeof prepareActiveSessionQuery>>();
function activeSessionQuery(db: Database) {
  let query = preparedActiveSessionQueries.get(db);
  if (!query) {
    query = prepareActiveSessionQuery(db);
    preparedActiveSessionQueries.set(db, query);
  }
  return query;
}
function prepareActiveSessionQuery(db: Database) {
  return db
    .select({ user: users, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`(${sessions.sess}->>'userId')::uuid`))
    .where(and(eq(sessions.sid, sql.placeholder("sid")), gt(sessions.expire, sql`now()`)))
    .limit(1)
    .prepare("find_active_session");
}

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

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, sql`now()`));
}
