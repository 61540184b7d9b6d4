import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, constants as zlibConstants } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { BANNER_PLACEHOLDER, SERVED_BANNER_ELEMENT_ID } from "../../domain/promo-banner";
import { promoBannerSchema } from "../../domain/site-config";
import { buildApp } from "../app";

/** A built client as scripts/prerender.ts leaves it: "/" shows the banner, "/terms" does not. */
function writeClient(dir: string): void {
  mkdirSync(join(dir, "prerendered"), { recursive: true });
  const page = (root: string) =>
    `<!doctype html><head><title>Studio</title></head><div id="root">${root}</div>`;
  writeFileSync(join(dir, "index.html"), page(""));
  writeFileSync(join(dir, "prerendered", "index.html"), page("<header>Landing</header>"));
  writeFileSync(
    join(dir, "prerendered", "index.banner.html"),
    page(
      `<aside aria-label="Sponsored"><a href="${BANNER_PLACEHOLDER.url}">${BANNER_PLACEHOLDER.text}</a></aside><header>Landing</header>`,
    ),
  );
  writeFileSync(join(dir, "prerendered", "terms.html"), page("<h1>Terms</h1>"));
}

async function appWith(env: Record<string, string>, clientDir: string): Promise<[TestApp, FastifyInstance]> {
  const t = await createTestApp(env);
  const app = await buildApp(t.config, { database: t.database, clientDir });
  await app.ready();
  return [t, app];
}

const BANNER = {
  BANNER_TEXT: `Loans <for> "shops" & more`,
  BANNER_URL: "https://partner.example/offer?a=1&b=2",
};

let clientDir: string;
let withBanner: [TestApp, FastifyInstance];
let withoutBanner: [TestApp, FastifyInstance];

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "studio-banner-"));
  writeClient(clientDir);
  withBanner = await appWith(BANNER, clientDir);
  withoutBanner = await appWith({}, clientDir);
});
afterAll(async () => {
  for (const [t, app] of [withBanner, withoutBanner]) {
    await app.close();
    await t.close();
  }
  rmSync(clientDir, { recursive: true, force: true });
});

const servedData = (html: string) => {
  const match = new RegExp(
    `<script type="application/json" id="${SERVED_BANNER_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? promoBannerSchema.parse(JSON.parse(match[1] ?? "")) : null;
};

describe("the promo banner in a page's first HTML", () => {
  it("fills a visitor's prerendered banner page in, escaped, with the banner's data beside it", async () => {
    const reply = await withBanner[1].inject({ method: "GET", url: "/" });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^text\/html/);
    expect(reply.body).toContain(
      `<a href="https://partner.example/offer?a=1&amp;b=2">Loans &lt;for&gt; &quot;shops&quot; &amp; more</a>`,
    );
    expect(reply.body).not.toContain("@@BANNER");
    expect(servedData(reply.body)).toEqual({ text: BANNER.BANNER_TEXT, url: BANNER.BANNER_URL });
    // The data cannot end its script element early, whatever the text holds.
    expect(reply.body).not.toContain("<for>");
  });

  it("leaves a page without the banner as it was prerendered", async () => {
    const reply = await withBanner[1].inject({ method: "GET", url: "/terms" });
    expect(reply.body).toContain("<h1>Terms</h1>");
    expect(servedData(reply.body)).toBeNull();
  });

  it("gives a signed-in member's shell the banner's data, for pricing's first render", async () => {
    const reply = await withBanner[1].inject({
      method: "GET",
      url: "/pricing",
      cookies: { sid: "s:anything" },
    });
    expect(reply.statusCode).toBe(200);
    expect(servedData(reply.body)).toEqual({ text: BANNER.BANNER_TEXT, url: BANNER.BANNER_URL });
  });

  it("sends the page without a banner, and no banner data, when none is configured", async () => {
    const landing = await withoutBanner[1].inject({ method: "GET", url: "/" });
    expect(landing.body).toContain('<div id="root"><header>Landing</header></div>');
    expect(landing.body).not.toContain("Sponsored");
    expect(servedData(landing.body)).toBeNull();
    const shell = await withoutBanner[1].inject({ method: "GET", url: "/pricing", cookies: { sid: "s:x" } });
    expect(servedData(shell.body)).toBeNull();
  });

  it("sends a banner page compressed once at start (brotli, or gzip), the same page as plain HTML", async () => {
    const plain = await withBanner[1].inject({
      method: "GET",
      url: "/",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const get = (acceptEncoding: string) =>
      withBanner[1].inject({ method: "GET", url: "/", headers: { "accept-encoding": acceptEncoding } });
    // Brotli at its best quality, made once: per request the compression plugin uses quality 4.
    const best = brotliCompressSync(Buffer.from(plain.body), {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(plain.body),
      },
    });
    // The copies are made off the event loop after start; until then the page is compressed per request.
    await vi.waitFor(async () => expect((await get("gzip, deflate, br")).rawPayload.equals(best)).toBe(true));
    const br = await get("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Cookie, Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzipped = await get("gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    // HEAD answers like GET, without the body.
    const head = await withBanner[1].inject({
      method: "HEAD",
      url: "/",
      headers: { "accept-encoding": "br" },
    });
    expect([head.statusCode, head.headers["content-encoding"], head.body]).toEqual([200, "br", ""]);
  });
});
