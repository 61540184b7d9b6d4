import type { SessionStore } from "@fastify/session";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Session } from "fastify";
import type { Database } from "./client";
import { sessions } from "./schema";

/**
 * @fastify/session store on the `sessions` table (sid, sess, expire), so every app copy sees the
 * same sessions. Expired rows are never returned and are swept by `deleteExpiredSessions`.
 */
export class DatabaseSessionStore implements SessionStore {
  constructor(
    private readonly db: Database,
    private readonly defaultMaxAgeMs: number,
  ) {}

  set(sessionId: string, session: Session, callback: (err?: unknown) => void): void {
    const expires = session.cookie?.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + this.defaultMaxAgeMs);
    // The Session object carries methods and symbols; its JSON form is what the store keeps.
    const sess = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    this.db
      .insert(sessions)
      .values({ sid: sessionId, sess, expire: expires })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire: expires } })
      .then(() => callback(), callback);
  }

  get(sessionId: string, callback: (err: unknown, result?: Session | null) => void): void {
    this.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(and(eq(sessions.sid, sessionId), gt(sessions.expire, sql`now()`)))
      .limit(1)
      .then((rows) => callback(null, (rows[0]?.sess as Session | undefined) ?? null), callback);
  }

  destroy(sessionId: string, callback: (err?: unknown) => void): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sessionId))
      .then(() => callback(), callback);
  }
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, sql`now()`));
}
