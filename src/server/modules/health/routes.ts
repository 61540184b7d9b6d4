import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";

export const healthReplySchema = z.object({ status: z.literal("ok"), db: z.enum(["ok", "down"]) });

/** Liveness for load balancers: answers 503 when the database cannot be reached. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/health",
    { schema: { response: { 200: healthReplySchema, 503: healthReplySchema } } },
    async (_req, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: "ok" as const, db: "ok" as const };
      } catch {
        return reply.status(503).send({ status: "ok", db: "down" });
      }
    },
  );
};
