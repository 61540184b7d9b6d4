import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { type AccountSession, SESSION_ABSOLUTE_LIFETIME_DAYS } from "../../../domain/account";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isLiveSession } from "../sessions/service";

/**
 * The caller's signed-in devices (/account): listed, ended one by one, or all but this one. A
 * session's id is the secret its cookie carries, so it never leaves the server: each session is
 * named by a public id derived from it (see `publicSessionId`).
 */

const DAY_MS = 24 * 60 * 60_000;
export const SESSION_NOT_FOUND_MESSAGE = "Session not found";

/** The first 128 bits of SHA-256(sid), in hex: stable, unique in practice, and no way back to the sid. */
export function publicSessionId(sid: string): string {
  return createHash("sha256").update(sid).digest("hex").slice(0, 32);
}

interface LiveSessionRow {
  sid: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expire: Date;
}

/** The user's live sessions (not expired, within the absolute lifetime), last seen first. */
async function liveSessionsOf(db: Database, userId: string): Promise<LiveSessionRow[]> {
  return db
    .select({
      sid: sessions.sid,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expire: sessions.expire,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isLiveSession()))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

function toAccountSession(row: LiveSessionRow, currentSid: string | null): AccountSession {
  const absoluteEnd = row.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_DAYS * DAY_MS;
  return {
    id: publicSessionId(row.sid),
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: new Date(Math.min(row.expire.getTime(), absoluteEnd)).toISOString(),
    current: row.sid === currentSid,
  };
}

/** GET /api/account/sessions. `currentSid` is the request's own session, flagged `current`. */
export async function listAccountSessions(
  db: Database,
  userId: string,
  currentSid: string | null,
): Promise<AccountSession[]> {
  return (await liveSessionsOf(db, userId)).map((row) => toAccountSession(row, currentSid));
}

/**
 * DELETE /api/account/sessions/:id: ends the user's live session with that public id; 404 for any
 * other id (someone else's, ended, malformed). Says whether it was the request's own session, in
 * which case the caller is now signed out.
 */
export async function endAccountSession(
  db: Database,
  userId: string,
  publicId: string,
  currentSid: string | null,
): Promise<{ wasCurrent: boolean }> {
  // A user has a handful of sessions: matching the derived ids here beats storing a second id.
  const target = (await liveSessionsOf(db, userId)).find((row) => publicSessionId(row.sid) === publicId);
  if (!target) throw new AppError("not_found", SESSION_NOT_FOUND_MESSAGE);
  await db.delete(sessions).where(and(eq(sessions.sid, target.sid), eq(sessions.userId, userId)));
  return { wasCurrent: target.sid === currentSid };
}
