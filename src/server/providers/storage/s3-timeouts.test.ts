import type { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { type HungServer, startHungServer } from "../../../../tests/support/hung-server";
import { loadConfig } from "../../config";
import { isOutage } from "../../lib/outage";
import { createStorageProvider } from "./index";
import { S3_DEFAULTS, S3Storage, type S3StorageSettings } from "./s3-storage";

/**
 * An object store that hangs (issue 31.8): it accepts the connection and never answers, or stops
 * halfway through a reply. Every call fails within its timeout with the SDK's TimeoutError, which
 * the app treats as an outage (503 with Retry-After; s3-outage.int.test.ts shows the reply).
 */
let hung: HungServer | undefined;
afterEach(async () => {
  await hung?.close();
  hung = undefined;
});

function storageAt(endpoint: string, timeouts: Partial<S3StorageSettings>): S3Storage {
  return new S3Storage({
    bucket: "studio-test",
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    accessKeyId: "AKIDEXAMPLE",
    secretAccessKey: "secret",
    ...timeouts,
  });
}

/** How long `run` took to reject, and with what. */
async function failure(run: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const start = performance.now();
  try {
    await run();
  } catch (error) {
    return { error, ms: performance.now() - start };
  }
  throw new Error("expected a failure");
}

async function readAll(stream: Readable | null): Promise<void> {
  for await (const _chunk of stream ?? []) {
    // drain
  }
}

describe("S3 storage against a store that hangs", () => {
  it("gives up on a request nobody answers after its timeout, each attempt, with an outage error", async () => {
    hung = await startHungServer("silent");
    const storage = storageAt(hung.endpoint, { requestTimeoutMs: 300, maxAttempts: 2 });
    const { error, ms } = await failure(() => storage.head("uploads/x"));
    expect(error).toMatchObject({ name: "TimeoutError" });
    expect(isOutage(error)).toBe(true);
    expect(hung.requests()).toBe(2);
    // Two attempts of 300 ms and the SDK's short backoff between them; never "until the client leaves".
    expect(ms).toBeGreaterThanOrEqual(550);
    expect(ms).toBeLessThan(2_500);
  });

  it("gives up on an upload the store never acknowledges", async () => {
    hung = await startHungServer("silent");
    const storage = storageAt(hung.endpoint, { requestTimeoutMs: 300, maxAttempts: 1 });
    const { error, ms } = await failure(() =>
      storage.write("uploads/x", Buffer.alloc(64 * 1024, 1), "image/jpeg"),
    );
    expect(isOutage(error)).toBe(true);
    expect(hung.requests()).toBe(1);
    expect(ms).toBeLessThan(1_500);
  });

  it("gives up on a reply that keeps trickling in and never starts, though its socket is never idle", async () => {
    hung = await startHungServer("trickle-headers");
    const storage = storageAt(hung.endpoint, { requestTimeoutMs: 500, maxAttempts: 1 });
    const { error, ms } = await failure(() => storage.head("uploads/x"));
    expect(error).toMatchObject({ name: "TimeoutError" });
    expect(isOutage(error)).toBe(true);
    expect(ms).toBeLessThan(1_500);
  });

  it("cuts off a download that stops halfway", async () => {
    hung = await startHungServer("stall-body");
    const storage = storageAt(hung.endpoint, { requestTimeoutMs: 300, maxAttempts: 1 });
    const { error, ms } = await failure(async () => readAll(await storage.read("uploads/x")));
    expect(error).toMatchObject({ name: "TimeoutError" });
    expect(isOutage(error)).toBe(true);
    expect(ms).toBeLessThan(1_500);
  });

  it("takes its timeouts and attempts from S3_CONNECT_TIMEOUT_MS, S3_REQUEST_TIMEOUT_MS and S3_MAX_ATTEMPTS", async () => {
    hung = await startHungServer("silent");
    const config = loadConfig({
      NODE_ENV: "test",
      SESSION_SECRET: "s3-timeouts-test-secret-0123456789-abcdefgh",
      S3_BUCKET: "studio-test",
      S3_ENDPOINT: hung.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_CONNECT_TIMEOUT_MS: "700",
      S3_REQUEST_TIMEOUT_MS: "1000",
      S3_MAX_ATTEMPTS: "1",
    });
    const storage = createStorageProvider(config);
    const { error, ms } = await failure(() => storage.head("uploads/x"));
    expect(isOutage(error)).toBe(true);
    expect(hung.requests()).toBe(1);
    expect(ms).toBeGreaterThanOrEqual(950);
    expect(ms).toBeLessThan(2_500);
    const { client } = await (storage as S3Storage).connection();
    const handler = client.config.requestHandler as unknown as {
      httpHandlerConfigs(): Record<string, unknown>;
    };
    expect(handler.httpHandlerConfigs()).toMatchObject({
      connectionTimeout: 700,
      requestTimeout: 1000,
      socketTimeout: 1000,
      throwOnRequestTimeout: true,
    });
  });

  it("has bounded defaults", () => {
    const env = loadConfig({ SESSION_SECRET: "s3-timeouts-test-secret-0123456789-abcdefgh" }).raw;
    expect(S3_DEFAULTS).toEqual({ connectTimeoutMs: 3_000, requestTimeoutMs: 10_000, maxAttempts: 2 });
    expect({
      connectTimeoutMs: env.S3_CONNECT_TIMEOUT_MS,
      requestTimeoutMs: env.S3_REQUEST_TIMEOUT_MS,
      maxAttempts: env.S3_MAX_ATTEMPTS,
    }).toEqual(S3_DEFAULTS);
  });
});
