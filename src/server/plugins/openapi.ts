import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** Where the generated document is committed; a test fails when it is not current. */
export const OPENAPI_DOCUMENT_PATH = "docs/openapi.json";

/**
 * The OpenAPI 3.1 document, generated from the route schemas (the zod schemas in src/domain), so
 * it cannot drift from what the server really accepts and answers. Register before any route.
 * Only the API and the image paths are documented: the client's static files are not an API.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Seller Content Studio API",
        version: "1.0.0",
        description:
          "Social posts and marketplace listings from a product photo. Every error reply is " +
          'JSON `{"message", "code"}`; state-changing cookie requests must come from this site.',
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "sid" },
        },
      },
    },
    transform: (input) => {
      const documented = input.url.startsWith("/api/") || input.url.startsWith("/objects/");
      const transformed = jsonSchemaTransform(input);
      return documented ? transformed : { ...transformed, schema: { ...transformed.schema, hide: true } };
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.get("/api/openapi.json", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("Cache-Control", "no-cache");
    return app.swagger();
  });
}
