import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { healthRoutes } from "./routes";

/** The three probes against dependencies that answer or fail on demand (issue 31.6). */
async function appWith(deps: { dbUp: boolean; storageUp: boolean }) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const down = () =>
    Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
  const db = { execute: deps.dbUp ? async () => ({ rows: [] }) : down } as unknown as Database;
  const storage = { head: deps.storageUp ? async () => null : down } as unknown as StorageProvider;
  await app.register(healthRoutes, { db, storage });
  return app;
}

describe("health probes", () => {
  it("all answer 200 while the database and storage answer", async () => {
    const app = await appWith({ dbUp: true, storageUp: true });
    const live = await app.inject({ url: "/api/health/live" });
    expect([live.statusCode, live.json()]).toEqual([200, { status: "ok" }]);
    const ready = await app.inject({ url: "/api/health/ready" });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: "ok", db: "ok", storage: "ok" }]);
    expect(ready.headers["retry-after"]).toBeUndefined();
    const health = await app.inject({ url: "/api/health" });
    expect([health.statusCode, health.json()]).toEqual([200, { status: "ok", db: "ok", storage: "ok" }]);
  });

  it.each([
    ["the database", { dbUp: false, storageUp: true }, { status: "down", db: "down", storage: "ok" }],
    ["storage", { dbUp: true, storageUp: false }, { status: "down", db: "ok", storage: "down" }],
  ])(
    "keeps liveness 200 and answers readiness 503 with Retry-After while %s is down",
    async (_name, deps, body) => {
      const app = await appWith(deps);
      const live = await app.inject({ url: "/api/health/live" });
      expect(live.statusCode).toBe(200);
      const ready = await app.inject({ url: "/api/health/ready" });
      expect([ready.statusCode, ready.json()]).toEqual([503, body]);
      expect(Number(ready.headers["retry-after"])).toBeGreaterThan(0);
      // Unchanged: the old endpoint reports the same, as before.
      const health = await app.inject({ url: "/api/health" });
      expect([health.statusCode, health.json()]).toEqual([503, body]);
    },
  );
});
