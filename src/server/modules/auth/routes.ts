import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginRequestSchema, publicUserSchema, registerRequestSchema } from "../../../domain/auth";
import { errorReplySchema } from "../../../domain/errors";
import { requireUser } from "../../plugins/auth-guard";
import { type AuthDeps, authenticate, registerUser, toPublicUser } from "./service";

/** Accounts and sessions (DESIGN.md §5). Routes speak HTTP only; the service holds the rules. */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    "/api/auth/register",
    { schema: { body: registerRequestSchema, response: { 201: publicUserSchema, "4xx": errorReplySchema } } },
    async (request, reply) => {
      const user = await registerUser(deps, request.body, request.ip);
      await app.sessions.start(request, reply, user.id);
      return reply.status(201).send(toPublicUser(user));
    },
  );

  app.post(
    "/api/auth/login",
    { schema: { body: loginRequestSchema, response: { 200: publicUserSchema, "4xx": errorReplySchema } } },
    async (request, reply) => {
      const user = await authenticate(deps, request.body, request.ip);
      await app.sessions.start(request, reply, user.id);
      return toPublicUser(user);
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { response: { 204: z.null(), "4xx": errorReplySchema } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.status(204).send(null);
    },
  );

  // Browser navigation to /api/logout signs out and lands on the landing page.
  app.get("/api/logout", async (request, reply) => {
    await app.sessions.end(request, reply);
    return reply.redirect("/", 302);
  });

  app.get(
    "/api/auth/user",
    { schema: { response: { 200: publicUserSchema, "4xx": errorReplySchema } } },
    async (request) => toPublicUser(requireUser(request)),
  );
};
