import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { ErrorReply } from "../../domain/errors";

/**
 * Serves the built React client (dist/client) from the API's own process. Unknown /api paths
 * answer 404 JSON; every other unknown path gets index.html, where the client router shows
 * 'Page Not Found' for paths it does not know.
 */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(join(clientDir, "index.html"));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Hashed assets never change; index.html must always be revalidated.
        res.header(
          "Cache-Control",
          path.includes(`${join("assets")}/`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (path === "/api" || path.startsWith("/api/") || request.method !== "GET" || !hasClient) {
      return reply
        .status(404)
        .send({ message: `No route for ${request.method} ${path}`, code: "not_found" } satisfies ErrorReply);
    }
    reply.header("Cache-Control", "no-cache");
    return reply.type("text/html; charset=utf-8").sendFile("index.html");
  });
}
