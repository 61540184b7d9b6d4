import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CLOSE_MARGIN_MS } from "../server/shutdown";

/**
 * compose.yaml and deploy/Caddyfile describe one deployment (README "Deploy with Docker"): Docker
 * is not on every machine that runs the tests, so what must agree between them, and with the
 * app, is checked here by reading the files.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
// Merge keys on: the copies share one block (`<<: *app`), as Docker Compose reads it.
const compose = parse(readFileSync(`${root}/compose.yaml`, "utf8"), { merge: true }) as {
  services: Record<string, Service>;
};
const caddyfile = readFileSync(`${root}/deploy/Caddyfile`, "utf8");
const openapi = JSON.parse(readFileSync(`${root}/docs/openapi.json`, "utf8")) as {
  paths: Record<string, unknown>;
};

interface Service {
  build?: string;
  image?: string;
  ports?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  volumes?: string[];
}

const appCopies = Object.entries(compose.services).filter(([, service]) => service.build === ".");
const proxy = compose.services.proxy as Service;

describe("the Docker deployment", () => {
  it("runs two copies of the app, reachable only through the proxy, which trust one proxy's headers", () => {
    expect(appCopies.map(([name]) => name)).toEqual(["app-1", "app-2"]);
    for (const [, copy] of appCopies) {
      // A published port would let a client reach a copy directly and forge X-Forwarded-For.
      expect(copy.ports ?? []).toEqual([]);
      expect(copy.environment?.TRUST_PROXY).toBe("1");
      expect(copy.healthcheck?.test.join(" ")).toContain("/api/health/ready");
    }
  });

  it("sends requests to every copy, checked by the app's readiness route", () => {
    expect(proxy.volumes).toContain("./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
    const upstreams = (proxy.environment?.APP_UPSTREAMS ?? "").split(/\s+/);
    expect(upstreams).toEqual(appCopies.map(([name]) => `${name}:3000`));
    const healthUri = /health_uri\s+(\S+)/.exec(caddyfile)?.[1];
    expect(healthUri).toBe("/api/health/ready");
    expect(openapi.paths).toHaveProperty(healthUri as string);
    // A draining copy refuses new connections: the proxy must try another one.
    expect(caddyfile).toMatch(/lb_try_duration\s+\d+s/);
  });

  it("gives each copy longer to stop than its drain and database close take", () => {
    for (const [, copy] of appCopies) {
      const drainMs = Number(copy.environment?.SHUTDOWN_TIMEOUT_MS);
      const graceMs = Number(/^(\d+)s$/.exec(copy.stop_grace_period ?? "")?.[1]) * 1000;
      expect(graceMs).toBeGreaterThan(drainMs + CLOSE_MARGIN_MS);
    }
  });
});
