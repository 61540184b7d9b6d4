import { existsSync } from "node:fs";
import { join } from "node:path";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorReply } from "../../domain/errors";
import type { PromoBanner } from "../../domain/promo-banner";
import { isPagePath, prerenderedFileOf, prerenderedPagePaths, sitemapPaths } from "../../domain/site-paths";
import { PageShell } from "./page-shell";
import { type BannerPage, bannerPagesIn } from "./served-banner";
import { sessionCookieName } from "./sessions";

/**
 * Serves the built React client (dist/client) from the API's own process. Unknown /api paths
 * answer 404 JSON; every other GET or HEAD gets index.html, where the client router shows the page
 * or 'Page Not Found' — with HTTP 404 when the path is no page at all (src/domain/site-paths.ts).
 * `banner`: the configured promo banner, written into the pages' first HTML (served-banner.ts).
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  banner: PromoBanner | null = null,
): Promise<void> {
  const hasClient = existsSync(join(clientDir, "index.html"));
  const prerenderedPages = prerenderedPagesIn(clientDir);
  const bannerPages = bannerPagesIn(clientDir, banner);
  const shell = PageShell.load(clientDir, banner);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz beside each asset (vite.config.ts): sent as they are, with
      // Content-Encoding and Vary, so no request spends CPU compressing the same bytes again.
      preCompressed: true,
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
    const isPageRequest = request.method === "GET" || request.method === "HEAD";
    if (path === "/api" || path.startsWith("/api/") || !isPageRequest || !hasClient) {
      return reply
        .status(404)
        .send({ message: `No route for ${request.method} ${path}`, code: "not_found" } satisfies ErrorReply);
    }
    // Every path gets the app (its router shows 'Page Not Found'), but one that is no page at all
    // says so in its status too: search engines and link checkers must not index a soft 404.
    reply.header("Cache-Control", "no-cache");
    if (!isPagePath(path)) reply.status(404);
    // Visitors get public pages prerendered; a session cookie may mean a signed-in user, whose
    // page differs ("/" is their home), so they get the shell and the client renders it.
    const signedIn = hasSessionCookie(request);
    reply.header("Vary", "Cookie").type("text/html; charset=utf-8");
    const bannerPage = signedIn ? undefined : bannerPages.get(path);
    if (bannerPage !== undefined) return sendBannerPage(request, reply, bannerPage);
    const page = signedIn ? undefined : prerenderedPages.get(path);
    if (page !== undefined || shell === null) return reply.sendFile(page ?? "index.html");
    return reply.send(shell.html(path, signedIn ? "member" : "visitor"));
  });
}

/** A banner page in its precompressed copy the client accepts, when that copy is ready. */
function sendBannerPage(request: FastifyRequest, reply: FastifyReply, page: BannerPage) {
  const encoding = negotiate(request.headers["accept-encoding"] ?? "", ["br", "gzip"]);
  const compressed = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : undefined;
  if (!compressed) return reply.send(page.html);
  return reply
    .header("Vary", "Cookie, Accept-Encoding")
    .header("Content-Encoding", encoding as string)
    .send(compressed);
}

/** Path → file (relative to the client dir) for the prerendered pages this build has. */
function prerenderedPagesIn(clientDir: string): Map<string, string> {
  const files = prerenderedPagePaths.map((path) => [path, `prerendered/${prerenderedFileOf(path)}`] as const);
  return new Map(files.filter(([, file]) => existsSync(join(clientDir, file))));
}

function hasSessionCookie(request: FastifyRequest): boolean {
  const cookies = request.cookies ?? {};
  return Boolean(cookies[sessionCookieName(true)] ?? cookies[sessionCookieName(false)]);
}

/**
 * robots.txt and sitemap.xml: the public pages are open to search engines, the API and the
 * sellers' images are not. URLs are absolute on APP_ORIGIN (or the request's own origin).
 */
export function registerCrawlerFiles(app: FastifyInstance, appOrigin: string | undefined): void {
  const originOf = (request: FastifyRequest) => appOrigin ?? `${request.protocol}://${request.host}`;
  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) => {
    reply.type("text/plain; charset=utf-8").header("Cache-Control", "public, max-age=3600");
    return [
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Disallow: /objects/",
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      "",
    ].join("\n");
  });
  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    reply.type("application/xml; charset=utf-8").header("Cache-Control", "public, max-age=3600");
    const urls = sitemapPaths.map((path) => `  <url><loc>${originOf(request)}${path}</loc></url>`);
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      "</urlset>",
      "",
    ].join("\n");
  });
}
