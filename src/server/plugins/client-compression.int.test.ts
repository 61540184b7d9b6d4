import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { buildApp } from "../app";
import { COMPRESSION_THRESHOLD_BYTES } from "./compression";

/** A built client as `npm run build` leaves it: hashed assets with .br/.gz beside them, prerendered pages. */
let t: TestApp;
let app: FastifyInstance;
let clientDir: string;
const script = `console.log(${JSON.stringify("a seller's photo ".repeat(200))});`;
const prerenderedLanding =
  "<!doctype html><title>Studio</title><div id=root><h1>Turn one photo into posts</h1></div>";

function writeWithCompressedCopies(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  t = await createTestApp();
  clientDir = mkdtempSync(join(tmpdir(), "studio-client-"));
  mkdirSync(join(clientDir, "assets"));
  mkdirSync(join(clientDir, "prerendered"));
  writeWithCompressedCopies(
    join(clientDir, "index.html"),
    "<!doctype html><title>Studio</title><div id=root></div>",
  );
  writeWithCompressedCopies(join(clientDir, "assets", "index-abc123.js"), script);
  writeWithCompressedCopies(join(clientDir, "prerendered", "index.html"), prerenderedLanding);
  app = await buildApp(t.config, { database: t.database, clientDir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("built assets", () => {
  it("sends a hashed asset's brotli copy with Content-Encoding, Vary and a year of immutable caching", async () => {
    const reply = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(reply.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(script);
  });

  it("sends gzip to a client without brotli, and the file itself to one that asks for neither", async () => {
    const gzip = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("prerendered pages", () => {
  it("sends a visitor without a session cookie the prerendered page, revalidated on every visit", async () => {
    const reply = await app.inject({ method: "GET", url: "/" });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(prerenderedLanding);
    expect(reply.headers["cache-control"]).toBe("no-cache");
    expect(reply.headers.vary).toMatch(/cookie/i);
  });

  it("sends the empty shell when a session cookie may mean a signed-in user (their '/' is home)", async () => {
    for (const cookie of ["sid=s%3Aanything", "__Host-sid=s%3Aanything"]) {
      const reply = await app.inject({ method: "GET", url: "/", headers: { cookie } });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain("<div id=root></div>");
    }
  });

  it("falls back to the shell for a public page this build did not prerender", async () => {
    const reply = await app.inject({ method: "GET", url: "/pricing" });
    expect(reply.statusCode).toBe(200);
    // The shell, marked signed out (no session cookie): page-shell.ts.
    expect(reply.body).toContain("<div id=root data-signed-out></div>");
  });
});

describe("dynamic replies", () => {
  it("compresses a JSON reply above the threshold and leaves a small one as it is", async () => {
    const large = await app.inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { "accept-encoding": "br" },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers["content-encoding"]).toBe("br");
    const document = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);

    const small = await app.inject({
      method: "GET",
      url: "/api/config",
      headers: { "accept-encoding": "br" },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
