import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { siteConfigSchema } from "../../../domain/site-config";
import type { AppConfig } from "../../config";
import { getSiteConfig } from "./service";

/** GET /api/config: public, no session needed; computed once, since config never changes at run time. */
export const siteConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const siteConfig = getSiteConfig(config);
  app.get(
    "/api/config",
    {
      schema: {
        tags: ["Service"],
        summary: "Public settings of this server",
        security: [],
        response: { 200: siteConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-cache");
      return siteConfig;
    },
  );
};
