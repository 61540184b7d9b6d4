import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import type { BulkJob } from "../../../domain/bulk";
import { PROGRESS_STREAM_LIMITS } from "./progress-hub";

/**
 * Issue 29, finding 5: progress streams (`GET /api/bulk-jobs/:id/events`) are capped per account
 * and per client address, refused past that with 429 + Retry-After, and free their slot when the
 * job ends or the client goes away. The app copy here runs no photos (BULK_CONCURRENCY=0), so its
 * jobs stay queued and their streams open until a cancel ends them.
 */
let t: TestApp;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ BULK_CONCURRENCY: "0" });
  photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c8643c" } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t?.close());

const context = { businessType: "ecommerce", brand: "Clay & Co", targetAudience: "Gift buyers" };

async function proWithJob(): Promise<{ user: SignedUpUser; job: BulkJob }> {
  const user = await signUp(t.app);
  await setPlan(t, user.id, "pro");
  const { objectPath } = await uploadAs(t, user, photo);
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/bulk-jobs",
    headers: { cookie: user.cookie },
    payload: { kind: "social", context, images: [{ imagePath: objectPath, fileName: "mug.jpg" }] },
  });
  if (reply.statusCode !== 202) throw new Error(`create failed: ${reply.statusCode} ${reply.body}`);
  return { user, job: reply.json() };
}

/** Opens a stream and resolves once its headers arrived (the slot is held from then on). */
function openStream(app: FastifyInstance, user: SignedUpUser, jobId: string, remoteAddress: string) {
  return app.inject({
    method: "GET",
    url: `/api/bulk-jobs/${jobId}/events`,
    headers: { cookie: user.cookie },
    remoteAddress,
    payloadAsStream: true,
  });
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

const cancel = (user: SignedUpUser, jobId: string) =>
  t.app.inject({ method: "POST", url: `/api/bulk-jobs/${jobId}/cancel`, headers: { cookie: user.cookie } });

describe("progress stream limits", () => {
  it("caps an account's open streams, with 429 + Retry-After, and ends them all when the job ends", async () => {
    const { user, job } = await proWithJob();
    const open = [];
    for (let index = 0; index < PROGRESS_STREAM_LIMITS.perAccount; index += 1) {
      const reply = await openStream(t.app, user, job.id, `10.50.0.${index + 1}`);
      expect(reply.statusCode).toBe(200);
      open.push(reply);
    }
    const refused = await openStream(t.app, user, job.id, "10.50.0.99");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(PROGRESS_STREAM_LIMITS.retryAfterSeconds));
    const body = JSON.parse(await readAll(refused.stream()));
    expect(body).toEqual({ code: "rate_limited", message: expect.stringContaining("5 live progress views") });

    // Cancelling the queued job finishes it: every stream hears `done` and ends.
    expect((await cancel(user, job.id)).statusCode).toBe(200);
    for (const reply of open) {
      const text = await readAll(reply.stream());
      expect(text.match(/^event: \w+/gm)?.at(-1)).toBe("event: done");
    }
    // Their slots are free again.
    const again = await openStream(t.app, user, job.id, "10.50.0.1");
    expect(again.statusCode).toBe(200);
    expect(await readAll(again.stream())).toContain("event: done");
  });

  it("caps the streams from one client address across accounts", async () => {
    const address = "10.60.0.7";
    const sellers = await Promise.all(
      Array.from({ length: PROGRESS_STREAM_LIMITS.perAddress / PROGRESS_STREAM_LIMITS.perAccount + 1 }, () =>
        proWithJob(),
      ),
    );
    const open = [];
    for (const { user, job } of sellers.slice(0, -1)) {
      for (let index = 0; index < PROGRESS_STREAM_LIMITS.perAccount; index += 1) {
        const reply = await openStream(t.app, user, job.id, address);
        expect(reply.statusCode).toBe(200);
        open.push(reply);
      }
    }
    expect(open).toHaveLength(PROGRESS_STREAM_LIMITS.perAddress);
    const last = sellers.at(-1) as { user: SignedUpUser; job: BulkJob };
    const refused = await openStream(t.app, last.user, last.job.id, address);
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(await readAll(refused.stream()))).toMatchObject({ code: "rate_limited" });
    // Another address is not held back by this one.
    expect((await openStream(t.app, last.user, last.job.id, "10.60.0.8")).statusCode).toBe(200);
    await cancel(last.user, last.job.id);
    for (const { user, job } of sellers.slice(0, -1)) await cancel(user, job.id);
    for (const reply of open) expect(await readAll(reply.stream())).toContain("event: done");
  });

  it("frees a stream's slot when the client disconnects", async () => {
    const { user, job } = await proWithJob();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const connect = () =>
      new Promise<{ status: number; request: http.ClientRequest; firstEvent: Promise<string> }>(
        (resolve, reject) => {
          const request = http.get(
            {
              host: "127.0.0.1",
              port,
              path: `/api/bulk-jobs/${job.id}/events`,
              headers: { cookie: user.cookie },
            },
            (response) => {
              const firstEvent = new Promise<string>((resolveEvent) => {
                let text = "";
                response.on("data", (chunk: Buffer) => {
                  text += chunk.toString();
                  if (text.includes("event: progress")) resolveEvent(text);
                });
                response.on("error", () => {});
              });
              resolve({ status: response.statusCode ?? 0, request, firstEvent });
            },
          );
          request.on("error", reject);
        },
      );
    const openAll = async () => {
      const streams = [];
      for (let index = 0; index < PROGRESS_STREAM_LIMITS.perAccount; index += 1)
        streams.push(await connect());
      if (streams.every((stream) => stream.status === 200)) return streams;
      for (const stream of streams) stream.request.destroy();
      return undefined;
    };
    // Three rounds of a seller opening as many tabs as allowed and closing them all: a slot (or a
    // subscriber) left behind by a closed tab would make a later round fall short.
    for (let round = 0; round < 3; round += 1) {
      const streams = await eventually(openAll);
      for (const stream of streams) expect(await stream.firstEvent).toContain('"status":"queued"');
      const over = await connect();
      expect(over.status).toBe(429);
      over.request.destroy();
      for (const stream of streams) stream.request.destroy();
    }
    await cancel(user, job.id);
  });
});

/** Retries `attempt` (the server notices closed sockets on its own schedule) until it gives a value. */
async function eventually<T>(attempt: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 200; tries += 1) {
    const value = await attempt();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("never happened");
}
