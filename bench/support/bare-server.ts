import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { LAST_SEEN_INTERVAL_MS, type UserRow } from "../../src/server/modules/sessions/service";
import { usageStatusOf } from "../../src/server/modules/usage/service";
import { LAST_SEEN_QUERY, SESSION_COOKIE, SESSION_USER_QUERY } from "./session-queries";

/**
 * The floor for `GET /api/usage-status`: node:http with no framework doing the work that route
 * cannot skip. It verifies the signed session cookie as @fastify/cookie does (HMAC-SHA256,
 * constant-time compare), runs the app's session ⋈ user statement (same SQL, same columns, same
 * database: Postgres at DATABASE_URL through a pool of the app's size, else PGlite at
 * DATA_DIR/db), writes "last seen" when the app would, and answers the same JSON (usageStatusOf).
 * No security headers, hooks, logging or response schema: that difference is what the bench measures.
 */

const secret = process.env.SESSION_SECRET;
if (!secret) throw new Error("SESSION_SECRET is required (the bench passes the app's)");
const APP_POOL_SIZE = 10; // openDatabase's default, what the app runs with

type Query = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

async function openQuery(): Promise<{ query: Query; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: APP_POOL_SIZE });
    pool.on("error", () => {});
    return {
      // Named, so each pooled connection parses it once: the app sends it as a prepared statement too.
      query: async (text, values) => (await pool.query({ name: text.slice(0, 60), text, values })).rows,
      close: () => pool.end(),
    };
  }
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error("DATA_DIR is required with PGlite");
  const db = await PGlite.create(join(dataDir, "db"));
  return {
    query: async (text, values) => (await db.query<Record<string, unknown>>(text, values)).rows,
    close: () => db.close(),
  };
}

/** The cookie's session id when its signature checks out (@fastify/cookie's `unsign`), else null. */
function verifiedSessionId(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const equals = part.indexOf("=");
    if (part.slice(0, equals).trim() !== SESSION_COOKIE) continue;
    const raw = part.slice(equals + 1).trim();
    const signed = raw.includes("%") ? decodeURIComponent(raw) : raw;
    const dot = signed.lastIndexOf(".");
    if (dot <= 0) return null;
    const value = signed.slice(0, dot);
    const actual = Buffer.from(signed.slice(dot + 1));
    const expected = Buffer.from(
      createHmac("sha256", secret as string)
        .update(value)
        .digest("base64")
        .replace(/=/g, ""),
    );
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? value : null;
  }
  return null;
}

const { query, close } = await openQuery();

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const sid = verifiedSessionId(request.headers.cookie);
  const [row] = sid ? await query(SESSION_USER_QUERY, [sid]) : [];
  if (!sid || !row) {
    response.writeHead(401, { "content-type": "application/json; charset=utf-8" });
    response.end('{"message":"Not signed in"}');
    return;
  }
  const lastSeenAt = row.lastSeenAt as Date;
  if (Date.now() - lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS) await query(LAST_SEEN_QUERY, [sid]);
  const body = JSON.stringify(usageStatusOf(row as unknown as UserRow));
  response.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  response.end(body);
}

const server = createServer((request, response) => {
  answer(request, response).catch((error) => {
    console.error(error);
    response.writeHead(500).end();
  });
});
server.listen(0, "127.0.0.1", () => console.log(`LISTENING ${(server.address() as AddressInfo).port}`));
process.once("SIGTERM", () => server.close(() => void close().then(() => process.exit(0))));
