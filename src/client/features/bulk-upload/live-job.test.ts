import { describe, expect, it } from "vitest";
import type { BulkItem, BulkJob, BulkProgress } from "../../../domain/bulk";
import { formatDuration, jobCountsLine, mergeLiveJob, processedCount, runningFileNames } from "./live-job";

function item(id: string, status: BulkItem["status"], extra: Partial<BulkItem> = {}): BulkItem {
  return {
    id,
    fileName: `${id}.jpg`,
    imagePath: `/objects/uploads/${id}`,
    product: null,
    status,
    error: null,
    result: null,
    processingTimeMs: null,
    finishedAt: null,
    ...extra,
  };
}

function job(items: BulkItem[], status: BulkJob["status"] = "running"): BulkJob {
  const count = (s: BulkItem["status"]) => items.filter((i) => i.status === s).length;
  return {
    id: "j1",
    kind: "social",
    status,
    total: items.length,
    pending: count("pending"),
    running: count("running"),
    succeeded: count("succeeded"),
    failed: count("failed"),
    canceled: count("canceled"),
    context: {},
    createdAt: "2026-01-01T00:00:00.000Z",
    finishedAt: null,
    items,
  };
}

function progressOf(from: BulkJob): BulkProgress {
  const { context: _context, items, ...rest } = from;
  return { ...rest, items: items.map(({ result: _r, imagePath: _p, ...i }) => i) };
}

describe("mergeLiveJob", () => {
  it("moves the GET's items forward with a newer event, keeping results", () => {
    const result = { hashtags: [] } as unknown as BulkItem["result"];
    const fetched = job([item("a", "succeeded", { result }), item("b", "running"), item("c", "pending")]);
    const event = progressOf(
      job(
        [
          item("a", "succeeded"),
          item("b", "failed", { error: "Content generation failed: Bad Gateway", processingTimeMs: 900 }),
          item("c", "running"),
        ],
        "running",
      ),
    );
    const merged = mergeLiveJob(fetched, event);
    expect(merged?.items.map((i) => i.status)).toEqual(["succeeded", "failed", "running"]);
    expect(merged?.items[0]?.result).toBe(result);
    expect(merged?.items[1]?.error).toBe("Content generation failed: Bad Gateway");
    expect(merged).toMatchObject({ succeeded: 1, failed: 1, running: 1, pending: 0, total: 3 });
    expect(runningFileNames(merged ?? { items: [] })).toEqual(["c.jpg"]);
  });

  it("never moves an item back when an older event arrives after a fresher GET", () => {
    const fetched = job([item("a", "succeeded"), item("b", "succeeded")], "completed");
    const stale = progressOf(job([item("a", "running"), item("b", "pending")], "running"));
    const merged = mergeLiveJob(fetched, stale);
    expect(merged?.status).toBe("completed");
    expect(merged?.items.map((i) => i.status)).toEqual(["succeeded", "succeeded"]);
    expect(merged ? processedCount(merged) : 0).toBe(2);
  });

  it("shows an event alone before the GET answers", () => {
    const event = progressOf(job([item("a", "running")]));
    const merged = mergeLiveJob(undefined, event);
    expect(merged?.items[0]).toMatchObject({ id: "a", status: "running", result: null });
  });

  it("is null with nothing to show", () => {
    expect(mergeLiveJob(undefined, null)).toBeNull();
  });
});

describe("formatting", () => {
  it("formats processing times", () => {
    expect(formatDuration(850)).toBe("850 ms");
    expect(formatDuration(2340)).toBe("2.3 s");
    expect(formatDuration(65_000)).toBe("1 min 5 s");
    expect(formatDuration(120_000)).toBe("2 min");
  });

  it("sums a past job up in one line", () => {
    expect(jobCountsLine({ total: 5, succeeded: 4, failed: 1, canceled: 0 })).toBe(
      "5 of 5 · 4 successful, 1 failed",
    );
    expect(jobCountsLine({ total: 5, succeeded: 2, failed: 0, canceled: 3 })).toBe(
      "2 of 5 · 2 successful, 3 canceled",
    );
  });
});
