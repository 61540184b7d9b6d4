import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import {
  createSession,
  deleteSession,
  extendSession,
  findActiveSession,
  needsExtension,
  needsTouch,
  touchSession,
  type UserRow,
} from "../modules/sessions/service";
import { hasBearerCredentials } from "./bearer-credentials";
import { needsIdentity } from "./matched-route";
import { rememberVerifiedSignatures } from "./verified-signatures";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, re-read from the database on every API request (role and plan stay fresh). */
    user: UserRow | null;
    /** The id of the session the request's cookie names, when that session is live. */
    sessionId: string | null;
  }
}

export type { UserRow };
/**
 * `__Host-sid` whenever the cookie is Secure (production over https): browsers then refuse it
 * unless it is Secure, host-only and Path=/, so a sibling subdomain cannot plant or overwrite it.
 * Plain-http setups (development, the e2e suite) cannot use the prefix and keep `sid`.
 */
export const sessionCookieName = (secure: boolean): string => (secure ? "__Host-sid" : "sid");

/**
 * Cookie sessions kept in the `sessions` table (shared by every app copy). The cookie holds a
 * signed random id; one query per request resolves it to the session and its user. We use our
 * own small layer rather than @fastify/session because its store API cannot join the user,
 * which cost a second database round trip on every request.
 */
export async function registerSessions(app: FastifyInstance, config: AppConfig, db: Database): Promise<void> {
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  const SESSION_COOKIE_NAME = sessionCookieName(config.cookieSecure);
  const cookieOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.cookieSecure,
    signed: true,
  };

  const setSessionCookie = (reply: FastifyReply, sid: string, expires: Date) =>
    reply.setCookie(SESSION_COOKIE_NAME, sid, { ...cookieOptions, expires });

  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  const verifiedSessionId = rememberVerifiedSignatures((signed) => {
    const unsigned = app.unsignCookie(signed);
    return unsigned.valid && unsigned.value ? unsigned.value : null;
  });

  /** The session id a request's cookie names, when the signature holds and the request may use it. */
  const claimedSessionId = (request: FastifyRequest): string | null => {
    // Decided by the matched route, not the raw URL: `/%61pi/auth/user` is `/api/auth/user` too.
    if (!needsIdentity(request)) return null;
    // A bearer request is judged by its token alone (api-token-auth.ts), never by a cookie.
    if (hasBearerCredentials(request)) return null;
    const raw = request.cookies[SESSION_COOKIE_NAME];
    return raw ? verifiedSessionId(raw) : null;
  };

  /** One query for the session and its user; a write only when "last seen" or the expiry is due. */
  const resumeSession = async (request: FastifyRequest, reply: FastifyReply, sid: string): Promise<void> => {
    const session = await findActiveSession(db, sid);
    if (!session) return;
    request.user = session.user;
    request.sessionId = session.sid;
    // "Last seen" on /account, written at most every few minutes, not on every request.
    if (needsTouch(session.lastSeenAt)) await touchSession(db, session.sid);
    if (needsExtension(session.expire))
      setSessionCookie(reply, session.sid, await extendSession(db, session.sid));
  };

  // Synchronous until there is a session to look up: assets and signed-out requests pay no promise.
  app.addHook("onRequest", (request, reply, done) => {
    const sid = claimedSessionId(request);
    if (sid === null) return done();
    resumeSession(request, reply, sid).then(() => done(), done);
  });

  app.decorate("sessions", {
    /** Starts a session for the user under a brand-new id; any session the request came with ends (no fixation). */
    async start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
      if (request.sessionId) await deleteSession(db, request.sessionId);
      const { sid, expire } = await createSession(db, userId, {
        userAgent: request.headers["user-agent"] ?? null,
        ip: request.ip,
      });
      request.sessionId = sid;
      setSessionCookie(reply, sid, expire);
    },
    /** Deletes the session row and clears the cookie. */
    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.sessionId) await deleteSession(db, request.sessionId);
      request.sessionId = null;
      request.user = null;
      reply.clearCookie(SESSION_COOKIE_NAME, { path: "/" });
    },
  });
}

export interface SessionControls {
  start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    sessions: SessionControls;
  }
}
