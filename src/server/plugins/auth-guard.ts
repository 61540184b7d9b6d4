import type { FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error";
import type { UserRow } from "../modules/sessions/service";

/** The signed-in user, or a 401. Routes call this first; services receive the user it returns. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError("unauthorized", "Not signed in");
  return request.user;
}

/** The signed-in admin, or 401 (signed out) / 403 (signed in without the admin role). */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== "admin") throw new AppError("forbidden", "Admins only");
  return user;
}
