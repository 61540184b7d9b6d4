import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiTokenListSchema,
  createApiTokenRequestSchema,
  createdApiTokenSchema,
} from "../../../domain/api-tokens";
import { errorReplySchema } from "../../../domain/errors";
import type { Database } from "../../db/client";
import { requireUser } from "../../plugins/auth-guard";
import { createApiToken, listApiTokens, revokeApiToken } from "./service";

const errors = { "4xx": errorReplySchema, "5xx": errorReplySchema };
/** Any other text simply names none of the caller's tokens: 404, like every id route. */
const tokenParams = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * Personal API tokens on /account (DESIGN.md §5). Cookie sessions only: api-token-auth.ts refuses
 * every route under /api/tokens to bearer requests (by the matched route, however the URL is
 * spelt), so a token can never mint or revoke tokens. Making one needs a confirmed address.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/tokens",
    {
      schema: {
        tags: ["API tokens"],
        summary: "List your API tokens (never their secrets)",
        response: { 200: apiTokenListSchema, ...errors },
      },
    },
    async (request) => ({
      tokens: await listApiTokens(db, requireUser(request).id),
    }),
  );

  app.post(
    "/api/tokens",
    {
      schema: {
        tags: ["API tokens"],
        summary: "Create an API token (its secret is shown once)",
        body: createApiTokenRequestSchema,
        response: { 201: createdApiTokenSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createApiToken(db, requireUser(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    "/api/tokens/:id",
    {
      schema: {
        tags: ["API tokens"],
        summary: "Revoke an API token",
        params: tokenParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeApiToken(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
