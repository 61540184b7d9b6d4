import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorReplySchema } from "../../../domain/errors";
import { usageStatusSchema } from "../../../domain/usage";
import { requireUser } from "../../plugins/auth-guard";
import { usageStatusOf } from "./service";

/** GET /api/usage-status: the numbers behind the usage card (the user row is fresh per request). */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/usage-status",
    {
      schema: {
        tags: ["Usage"],
        summary: "Your plan's limits and what is used",
        response: { 200: usageStatusSchema, "4xx": errorReplySchema },
      },
    },
    async (request) => usageStatusOf(requireUser(request)),
  );
};
