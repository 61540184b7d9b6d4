import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { buildApp } from "../app";

/** The app with a (tiny) built client, as `npm start` serves it. */
let t: TestApp;
let app: FastifyInstance;
let clientDir: string;

beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: "https://shop.example" });
  clientDir = mkdtempSync(join(tmpdir(), "studio-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>Studio</title><div id=root></div>");
  writeFileSync(join(clientDir, "assets", "index-abc123.js"), "console.log(1)");
  app = await buildApp(t.config, { database: t.database, clientDir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("serving the client's pages", () => {
  it("answers every page of the route table with the app and 200", async () => {
    for (const url of [
      "/",
      "/pricing",
      "/history",
      "/listings/3f2a/copy-sheet/etsy",
      "/reset-password?token=x",
    ]) {
      const reply = await app.inject({ method: "GET", url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers["content-type"]).toMatch(/^text\/html/);
      expect(reply.body).toContain("<div id=root data-signed-out>");
    }
  });

  it("answers a path that is no page with the app's 'Page Not Found' and HTTP 404", async () => {
    for (const url of ["/no-such-page", "/pricing/extra", "/listings/3f2a/copy-sheet", "/admin"]) {
      const reply = await app.inject({ method: "GET", url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers["content-type"]).toMatch(/^text\/html/);
      expect(reply.body).toContain("<div id=root data-signed-out>");
    }
    const api = await app.inject({ method: "GET", url: "/api/no-such-route" });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe("not_found");
  });

  it("marks the shell signed out only for a request without a session cookie", async () => {
    const visitor = await app.inject({ method: "GET", url: "/login" });
    expect(visitor.body).toContain("<div id=root data-signed-out>");
    const member = await app.inject({ method: "GET", url: "/history", cookies: { sid: "s:anything" } });
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain("<div id=root>");
    expect(member.headers.vary).toMatch(/Cookie/);
  });

  it("answers HEAD for every page as GET would, without a body", async () => {
    const page = await app.inject({ method: "HEAD", url: "/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toBe("");
    expect((await app.inject({ method: "HEAD", url: "/user-manual" })).statusCode).toBe(200);
    expect((await app.inject({ method: "HEAD", url: "/no-such-page" })).statusCode).toBe(404);
    expect((await app.inject({ method: "HEAD", url: "/assets/index-abc123.js" })).statusCode).toBe(200);
  });
});

describe("files for search engines", () => {
  it("serves a robots.txt that keeps crawlers out of the API and the sellers' photos", async () => {
    const reply = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^text\/plain/);
    expect(reply.body.split("\n")).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Disallow: /api/",
        "Disallow: /objects/",
        "Sitemap: https://shop.example/sitemap.xml",
      ]),
    );
  });

  it("lists the public pages, absolute on APP_ORIGIN, in a sitemap", async () => {
    const reply = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...reply.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain("https://shop.example/");
    expect(locs).toContain("https://shop.example/pricing");
    expect(locs).toContain("https://shop.example/user-manual");
    expect(locs.some((loc) => loc?.includes("/history") || loc?.includes("/account"))).toBe(false);
  });
});
