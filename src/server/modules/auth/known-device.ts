import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The device cookie: which accounts this browser has signed in to (signed with the session
 * secret, so it can't be forged). The sign-in throttle lets a known device's right password
 * through whatever an attacker elsewhere is doing to the account. Sent to /api/auth only.
 */
export const DEVICE_COOKIE = "did";
const MAX_ACCOUNTS = 5;
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function knownAccounts(request: FastifyRequest): string[] {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return [];
  return unsigned.value
    .split(",")
    .filter((id) => UUID.test(id))
    .slice(0, MAX_ACCOUNTS);
}

/** Remembers that this device signed in to `userId` (newest first, a handful of accounts). */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  secure: boolean,
): void {
  const ids = [userId, ...knownAccounts(request).filter((id) => id !== userId)].slice(0, MAX_ACCOUNTS);
  reply.setCookie(DEVICE_COOKIE, ids.join(","), {
    path: "/api/auth",
    httpOnly: true,
    sameSite: "lax",
    secure,
    signed: true,
    maxAge: MAX_AGE_SECONDS,
  });
}
