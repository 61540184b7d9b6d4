import type { FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error";
import type { UserRow } from "../modules/sessions/service";

/** The signed-in user, or a 401. Routes call this first; services receive the user it returns. */
export function requireUser(request: FastifyRequest): UserRow {
  if (request.user) return request.user;
  if (request.rejectedApiToken) {
    throw new AppError("unauthorized", INVALID_API_TOKEN_MESSAGE);
  }
  throw new AppError("unauthorized", "Not signed in");
}

export const INVALID_API_TOKEN_MESSAGE = "This API token is not valid: it may have expired or been revoked.";

/** The signed-in admin, or 401 (signed out) / 403 (signed in without the admin role). */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== "admin") throw new AppError("forbidden", "Admins only");
  return user;
}
