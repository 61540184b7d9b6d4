import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { checkHealth } from "./service";

const dependencyState = z.enum(["ok", "down"]);
export const healthReplySchema = z.object({
  /** "ok" when every dependency answers; "down" when any does not (the reply is then a 503). */
  status: z.enum(["ok", "down"]),
  db: dependencyState,
  storage: dependencyState,
});

/**
 * Readiness for load balancers and uptime checks: the database and the object store are both
 * asked (with a short deadline each), and the reply is 503 when either fails, so a balancer stops
 * sending users to a copy that would fail them. Never cached (like every API reply: see
 * registerPrivateApiCaching).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; storage: StorageProvider }> = async (
  app,
  deps,
) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["Service"],
        summary: "Is the server and its database and storage up?",
        security: [],
        response: { 200: healthReplySchema, 503: healthReplySchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(deps);
      return reply.status(health.status === "ok" ? 200 : 503).send(health);
    },
  );
};
