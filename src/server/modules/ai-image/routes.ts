import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { productImageRequestSchema, productImageResultSchema } from "../../../domain/ai-image";
import { errorReplySchema } from "../../../domain/errors";
import type { Database } from "../../db/client";
import { requireUser } from "../../plugins/auth-guard";
import { enforceGenerationRate } from "../generation/rate-limit";
import { generateProductImage, type ProductImageDeps } from "./service";

/** POST /api/ai/generate-product-image (Pro). */
export const aiImageRoutes: FastifyPluginAsyncZod<ProductImageDeps & { db: Database }> = async (
  app,
  deps,
) => {
  app.post(
    "/api/ai/generate-product-image",
    {
      schema: {
        tags: ["Images"],
        summary: "Make an AI product photo (Pro)",
        body: productImageRequestSchema,
        response: { 200: productImageResultSchema, "4xx": errorReplySchema, "5xx": errorReplySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceGenerationRate(deps.db, user.id);
      return generateProductImage(deps, user, request.body);
    },
  );
};
