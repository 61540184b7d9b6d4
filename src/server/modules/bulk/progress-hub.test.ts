import type { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BulkJobStatus, BulkProgress } from "../../../domain/bulk";
import { type ProgressEvent, ProgressHub, StreamSlots } from "./progress-hub";
import { progressStream } from "./progress-stream";

/**
 * Issue 29, finding 5: every progress stream used to poll the database on its own every 500 ms.
 * The hub reads each watched job once per interval however many streams follow it, stops when
 * the last one leaves or the job ends, and leaves no timer behind.
 */
const POLL_MS = 500;
const silent = { warn: () => {} };

function fakeJobs() {
  const status = new Map<string, BulkJobStatus>();
  const reads: string[] = [];
  const read = async (jobId: string): Promise<BulkProgress> => {
    reads.push(jobId);
    return {
      id: jobId,
      kind: "social",
      status: status.get(jobId) ?? "running",
      total: 1,
      pending: 0,
      running: 1,
      succeeded: 0,
      failed: 0,
      canceled: 0,
      createdAt: "2026-11-01T00:00:00.000Z",
      finishedAt: null,
      items: [],
    };
  };
  return { status, reads, read };
}

function collect() {
  const events: ProgressEvent[] = [];
  return { events, listener: (event: ProgressEvent) => events.push(event) };
}

/** Everything written to a stream so far. */
function textOf(stream: PassThrough): string {
  const chunks: Buffer[] = [];
  let chunk: Buffer | null = stream.read();
  while (chunk !== null) {
    chunks.push(chunk);
    chunk = stream.read();
  }
  return Buffer.concat(chunks).toString("utf8");
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the progress hub", () => {
  it("reads each job once per interval, however many streams follow it", async () => {
    const jobs = fakeJobs();
    const hub = new ProgressHub({ read: jobs.read, pollMs: POLL_MS, log: silent });
    const followers = Array.from({ length: 10 }, () => collect());
    for (const follower of followers) hub.subscribe("job-a", follower.listener);
    const other = collect();
    hub.subscribe("job-b", other.listener);
    hub.subscribe("job-b", collect().listener);

    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    // One read at subscribe and one per interval, per job: 6 + 6, not 6 × 12.
    expect(jobs.reads.filter((id) => id === "job-a")).toHaveLength(6);
    expect(jobs.reads.filter((id) => id === "job-b")).toHaveLength(6);
    expect(hub.stats()).toMatchObject({ jobs: 2, subscribers: 12, reads: 12 });
    // Unchanged progress is sent once, to every follower.
    for (const follower of followers)
      expect(follower.events.map((event) => event.type)).toEqual(["progress"]);
  });

  it("gives a late follower the current state at once, without another read", async () => {
    const jobs = fakeJobs();
    const hub = new ProgressHub({ read: jobs.read, pollMs: POLL_MS, log: silent });
    hub.subscribe("job-a", collect().listener);
    await vi.advanceTimersByTimeAsync(0);
    const late = collect();
    hub.subscribe("job-a", late.listener);
    expect(late.events.map((event) => event.type)).toEqual(["progress"]);
    expect(jobs.reads).toHaveLength(1);
  });

  it("sends done to every follower when the job finishes, then stops polling", async () => {
    const jobs = fakeJobs();
    const hub = new ProgressHub({ read: jobs.read, pollMs: POLL_MS, log: silent });
    const followers = [collect(), collect(), collect()];
    for (const follower of followers) hub.subscribe("job-a", follower.listener);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    jobs.status.set("job-a", "completed");
    await vi.advanceTimersByTimeAsync(POLL_MS);
    for (const follower of followers)
      expect(follower.events.map((event) => event.type)).toEqual(["progress", "progress", "done"]);
    const reads = jobs.reads.length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 10);
    expect(jobs.reads).toHaveLength(reads);
    expect(hub.stats()).toMatchObject({ jobs: 0, subscribers: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops the job's poll when its last follower leaves", async () => {
    const jobs = fakeJobs();
    const hub = new ProgressHub({ read: jobs.read, pollMs: POLL_MS, log: silent });
    const leave = [hub.subscribe("job-a", collect().listener), hub.subscribe("job-a", collect().listener)];
    await vi.advanceTimersByTimeAsync(POLL_MS);
    leave[0]?.();
    leave[0]?.(); // twice is harmless
    expect(hub.stats()).toMatchObject({ jobs: 1, subscribers: 1 });
    leave[1]?.();
    const reads = jobs.reads.length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 10);
    expect(jobs.reads).toHaveLength(reads);
    expect(hub.stats()).toMatchObject({ jobs: 0, subscribers: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("ends the followers with an error event when the job cannot be read", async () => {
    const hub = new ProgressHub({
      read: async () => {
        throw new Error("database down");
      },
      pollMs: POLL_MS,
      log: silent,
    });
    const follower = collect();
    hub.subscribe("job-a", follower.listener);
    await vi.advanceTimersByTimeAsync(0);
    expect(follower.events).toEqual([
      { type: "error", message: "Progress is unavailable; reload the page." },
    ]);
    expect(hub.stats().jobs).toBe(0);
  });
});

describe("a progress stream on the hub", () => {
  it("writes progress then done and ends, leaving no timer or subscriber", async () => {
    const jobs = fakeJobs();
    const hub = new ProgressHub({ read: jobs.read, pollMs: POLL_MS, log: silent });
    const stopped: number[] = [];
    const { stream } = progressStream({
      subscribe: (listener) => hub.subscribe("job-a", listener),
      onStop: () => stopped.push(1),
    });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    jobs.status.set("job-a", "canceled");
    await vi.advanceTimersByTimeAsync(POLL_MS);
    const text = textOf(stream);
    expect(text.match(/^event: \w+/gm)).toEqual(["event: progress", "event: progress", "event: done"]);
    expect(stream.writableEnded).toBe(true);
    expect(stopped).toEqual([1]);
    expect(hub.stats()).toMatchObject({ jobs: 0, subscribers: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("unsubscribes and clears its heartbeat when the client goes away", async () => {
    const jobs = fakeJobs();
    const hub = new ProgressHub({ read: jobs.read, pollMs: POLL_MS, log: silent });
    const streams = Array.from({ length: 4 }, () =>
      progressStream({ subscribe: (listener) => hub.subscribe("job-a", listener), heartbeatMs: 1000 }),
    );
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(hub.stats()).toMatchObject({ jobs: 1, subscribers: 4, reads: 3 });
    // A dropped connection destroys the stream.
    for (const { stream } of streams) stream.destroy();
    await vi.advanceTimersByTimeAsync(0);
    expect(hub.stats()).toMatchObject({ jobs: 0, subscribers: 0 });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(POLL_MS * 10);
    expect(hub.stats().reads).toBe(3);
  });
});

describe("stream slots", () => {
  it("refuses past the per-account and the per-address limit, and frees a slot once", () => {
    const slots = new StreamSlots({ perAccount: 2, perAddress: 3 });
    const a1 = slots.acquire("alice", "10.0.0.1");
    const a2 = slots.acquire("alice", "10.0.0.2");
    expect(slots.acquire("alice", "10.0.0.3")).toEqual({ refused: "account" });
    const b1 = slots.acquire("bob", "10.0.0.1");
    slots.acquire("carol", "10.0.0.1");
    expect(slots.acquire("dave", "10.0.0.1")).toEqual({ refused: "address" });
    expect(slots.open).toBe(4);
    for (const slot of [a1, a2, b1]) if ("release" in slot) slot.release();
    if ("release" in a1) a1.release(); // twice frees nothing more
    expect(slots.open).toBe(1);
    expect("release" in slots.acquire("dave", "10.0.0.1")).toBe(true);
  });
});
