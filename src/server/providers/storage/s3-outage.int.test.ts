import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HungServer, startHungServer } from "../../../../tests/support/hung-server";
import { createTestApp, signUp, type TestApp } from "../../../../tests/support/test-app";
import { uploads } from "../../db/schema";

/**
 * A bucket that has hung (issue 31.8): the store accepts connections and never answers. A request
 * that needs it is answered 503 with Retry-After once S3_REQUEST_TIMEOUT_MS has passed for each of
 * S3_MAX_ATTEMPTS, instead of being held for as long as the client waits.
 */
let hung: HungServer;
let t: TestApp;

beforeAll(async () => {
  hung = await startHungServer("silent");
  t = await createTestApp({
    S3_BUCKET: "studio-test-uploads",
    S3_REGION: "us-east-1",
    S3_ENDPOINT: hung.endpoint,
    S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
    S3_SECRET_ACCESS_KEY: "secret",
    S3_FORCE_PATH_STYLE: "true",
    S3_REQUEST_TIMEOUT_MS: "1000",
    S3_MAX_ATTEMPTS: "2",
  });
});
afterAll(async () => {
  await t?.close();
  await hung?.close();
});

describe("a hung object store", () => {
  it("answers a photo request 503 with Retry-After within the timeouts", async () => {
    const owner = await signUp(t.app);
    const id = randomUUID();
    await t.database.db
      .insert(uploads)
      .values({ id, ownerId: owner.id, storageKey: `uploads/${id}`, contentType: "image/jpeg", size: 1000 });
    const before = hung.requests();
    const start = performance.now();
    const reply = await t.app.inject({
      method: "GET",
      url: `/objects/uploads/${id}`,
      headers: { cookie: owner.cookie },
    });
    const ms = performance.now() - start;
    expect(reply.statusCode).toBe(503);
    expect(reply.headers["retry-after"]).toBe("5");
    expect(reply.json()).toMatchObject({ code: "service_unavailable" });
    // Two attempts of 1 s each and the SDK's backoff between them.
    expect(ms).toBeGreaterThanOrEqual(1_900);
    expect(ms).toBeLessThan(4_500);
    expect(hung.requests() - before).toBeGreaterThanOrEqual(2);
  });
});
