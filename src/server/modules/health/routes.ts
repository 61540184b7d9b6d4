import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { checkHealth, READY_RETRY_AFTER_SECONDS } from "./service";

const dependencyState = z.enum(["ok", "down"]);
export const healthReplySchema = z.object({
  /** "ok" when every dependency answers; "down" when any does not (the reply is then a 503). */
  status: z.enum(["ok", "down"]),
  db: dependencyState,
  storage: dependencyState,
});

export const livenessReplySchema = z.object({ status: z.literal("ok") });

/**
 * Three probes (issue 31.6). `/api/health/live` is liveness: the process serves requests, nothing
 * else is asked, so a database or storage blip never gets every copy restarted at once.
 * `/api/health/ready` is readiness: 200 only while the database and the store answer, else 503
 * with Retry-After, so a balancer routes around a copy that would fail its users. `/api/health`
 * stays what it always was (the same checks as readiness) for the checks already pointed at it.
 *
 * The database and the object store are both
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

  app.get(
    "/api/health/live",
    {
      schema: {
        tags: ["Service"],
        summary: "Is the process serving? (liveness: no dependency is asked)",
        security: [],
        response: { 200: livenessReplySchema },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/api/health/ready",
    {
      schema: {
        tags: ["Service"],
        summary:
          "Should this copy get traffic? (readiness: database and storage answer; 503 with Retry-After if not)",
        security: [],
        response: { 200: healthReplySchema, 503: healthReplySchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(deps);
      if (health.status !== "ok") reply.header("Retry-After", String(READY_RETRY_AFTER_SECONDS));
      return reply.status(health.status === "ok" ? 200 : 503).send(health);
    },
  );
};
