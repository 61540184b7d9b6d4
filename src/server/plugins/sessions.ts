import fastifyCookie from "@fastify/cookie";
import fastifySession from "@fastify/session";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { DatabaseSessionStore } from "../db/session-store";

export type UserRow = typeof users.$inferSelect;

declare module "fastify" {
  interface Session {
    userId?: string;
  }
  interface FastifyRequest {
    /** The signed-in user, re-read from the database on every API request (role and plan stay fresh). */
    user: UserRow | null;
  }
}

export const SESSION_COOKIE_NAME = "sid";
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Cookie sessions stored in the database. Sessions are not rolled on every request (that would be
 * a write per read); instead a session past half its life is extended when it is next used.
 */
export async function registerSessions(app: FastifyInstance, config: AppConfig, db: Database): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: config.sessionSecret,
    cookieName: SESSION_COOKIE_NAME,
    store: new DatabaseSessionStore(db, SESSION_MAX_AGE_MS),
    saveUninitialized: false,
    rolling: false,
    cookie: {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.cookieSecure,
      maxAge: SESSION_MAX_AGE_MS,
    },
  });

  app.decorateRequest("user", null);
  app.addHook("preHandler", async (request) => {
    const userId = request.session?.userId;
    if (!userId) return;
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) {
      // The account is gone: end the orphaned session.
      await request.session.destroy();
      return;
    }
    request.user = user;
    const expires = request.session.cookie.expires;
    if (expires && expires.getTime() - Date.now() < SESSION_MAX_AGE_MS / 2) {
      // touch() alone does not count as a change to @fastify/session, so save explicitly.
      request.session.touch();
      await request.session.save();
    }
  });
}
