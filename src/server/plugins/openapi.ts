import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import {
  API_DOCS_SCRIPT,
  API_DOCS_SCRIPT_FILE,
  API_DOCS_THEME_CSS,
  API_DOCS_THEME_FILE,
  finishApiDocsShell,
} from "./api-docs-page";
import { finishOpenApiDocument } from "./openapi-document";
import { apiExamples } from "./openapi-examples";
import { apiOperationIds } from "./openapi-operation-ids";
import { apiTags } from "./openapi-tags";

/** Where the generated document is committed; a test fails when it is not current. */
export const OPENAPI_DOCUMENT_PATH = "docs/openapi.json";

/** The API reference page (Swagger UI, served from node_modules by this app). */
export const API_DOCS_PATH = "/api/docs";

/** The reference's opening text: what a script author needs before the first call. */
const API_DESCRIPTION = `Social posts and marketplace listings from a product photo, for your own scripts and tools.

**Base URL.** The address you open the site at; every path below starts there, e.g. \`https://<your site>/api/usage-status\`. Requests and replies are JSON (UTF-8) unless an operation says otherwise (CSV downloads, the image itself, the bulk progress stream).

**Authentication.** Create a personal API token on **/account → API tokens** (it is shown once) and send it with every request: \`Authorization: Bearer <token>\`. A token acts as you, with your plan's limits, and counts against your usage like the website does. It cannot manage tokens, your account, billing or the admin tools: those answer 403 and need the website (the \`sid\` session cookie, from a page of this site).

**Errors.** Every error is JSON \`{"message": "...", "code": "..."}\` with the matching status: 400 \`bad_request\` (plus \`issues\`, the invalid fields), 401 \`unauthorized\`, 402 \`limit_reached\`, 403 \`forbidden\` or \`pro_required\`, 404 \`not_found\`, 409 \`conflict\`, 413 \`payload_too_large\`, 415 \`unsupported_media_type\`, 429 \`rate_limited\`, 5xx. \`message\` is written for people; branch on \`code\`.

**Rate limits.** Each token has a number of requests per minute; every reply to a token request carries \`RateLimit-Limit\`, \`RateLimit-Remaining\`, \`RateLimit-Reset\` (seconds) and \`RateLimit-Policy\`. Past a limit (this one, or the limits on generation, sign-in and billing) the reply is 429 with \`Retry-After\` in seconds: wait that long, then try again.

**Uploads.** Photos go up in two steps: \`POST /api/objects/upload\` with \`{"contentType", "size"}\` answers \`{uploadURL, objectPath}\`; \`PUT\` the image bytes to \`uploadURL\` with the same \`Content-Type\` (JPEG, PNG, GIF or WebP, 10 MB at most). Then pass \`objectPath\` as \`imagePath\` to the generators and bulk jobs.`;

/**
 * The OpenAPI 3.1 document, generated from the route schemas (the zod schemas in src/domain), so
 * it cannot drift from what the server really accepts and answers, then finished with the
 * examples, access rules and response texts of openapi-document.ts. Register before any route.
 * Only the API and the image paths are documented: the client's static files are not an API.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Seller Content Studio API", version: "1.0.0", description: API_DESCRIPTION },
      // Relative, not APP_ORIGIN: a relative server URL is resolved against the address the
      // document was fetched from (OpenAPI 3.1, Server Object), so the one committed document is
      // right for every deployment, whatever its host name, and Swagger UI's "Try it out" calls
      // the site it is on. Generated clients take the site's address as their base URL
      // (openapi-fetch's `baseUrl`, openapi-generator's `basePath`): a script runs against
      // whichever site holds its token.
      servers: [{ url: "/", description: "This site: the address you opened the reference at" }],
      tags: apiTags.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: "sid",
            description:
              "The website's session cookie, set by sign-in. State-changing requests must come from this site.",
          },
          bearer: {
            type: "http",
            scheme: "bearer",
            description: "A personal API token from /account → API tokens: `Authorization: Bearer <token>`.",
          },
        },
      },
      // Operations that need no sign-in say `security: []` in their route schema; the cookie-only
      // ones are marked by finishOpenApiDocument.
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: (input) => {
      const documented = input.url.startsWith("/api/") || input.url.startsWith("/objects/");
      const transformed = jsonSchemaTransform(input);
      return documented ? transformed : { ...transformed, schema: { ...transformed.schema, hide: true } };
    },
    transformObject: (input) =>
      finishOpenApiDocument(jsonSchemaTransformObject(input), apiExamples, apiOperationIds),
  });

  app.get("/api/openapi.json", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("Cache-Control", "no-cache");
    return app.swagger();
  });

  // Swagger UI rather than Scalar: its bundle is under half the size, it needs no inline script
  // (the page and its initializer are files, so the site's CSP, script-src 'self', holds) and it
  // fetches nothing from another host. Its own look fails WCAG AA (pale method colours, greys on
  // white) and its shell has no viewport: api-docs-page.ts finishes both.
  await app.register(async (docs) => {
    // Only this scope's replies: the shell is the one HTML string @fastify/swagger-ui sends.
    docs.addHook("onSend", async (_request, reply, payload) => {
      const isShell =
        typeof payload === "string" && /^text\/html/.test(String(reply.getHeader("content-type")));
      return isShell ? finishApiDocsShell(payload) : payload;
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      // The plain layout: no top bar with a field to load some other site's document.
      uiConfig: {
        layout: "BaseLayout",
        // Deep links put a link inside each operation's expand button (nested controls, which a
        // screen reader cannot reach); the button alone expands the operation.
        deepLinking: false,
        docExpansion: "list",
        defaultModelsExpandDepth: -1,
        displayRequestDuration: true,
        displayOperationId: true,
        persistAuthorization: false,
      },
      theme: {
        title: "Seller Content Studio API reference",
        css: [{ filename: API_DOCS_THEME_FILE, content: API_DOCS_THEME_CSS }],
        js: [{ filename: API_DOCS_SCRIPT_FILE, content: API_DOCS_SCRIPT }],
      },
    });
  });
}
