import { describe, expect, it, vi } from "vitest";
import { makeJpeg, stripPng } from "../../../../tests/support/images";
import {
  EDGE_TOO_LONG_MESSAGE,
  MAX_INPUT_PIXELS,
  normaliseImage,
  TOO_MANY_PIXELS_MESSAGE,
  TOO_NARROW_MESSAGE,
} from "./normalise-image";
import { BUSY_CODE, WorkQueue } from "./work-queue";

/** A queue whose only slot is held until `release()`. */
async function heldQueue(maxWaiting: number) {
  const queue = new WorkQueue({ concurrency: 1, maxWaiting });
  let release!: () => void;
  const holding = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
  await vi.waitFor(() => expect(queue.running).toBe(1));
  return {
    queue,
    release: async () => {
      release();
      await holding;
    },
  };
}

describe("normaliseImage's header caps", () => {
  it("refuses the pen test's 1 × 49,000,000 PNG with 413 without decoding it", async () => {
    const strip = await stripPng(1, 49_000_000);
    // What let it through before: small, and under the pixel cap.
    expect(strip.length).toBeLessThan(100_000);
    expect(1 * 49_000_000).toBeLessThan(MAX_INPUT_PIXELS);

    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 0 });
    const run = vi.spyOn(queue, "run");
    await expect(normaliseImage(strip, { queue })).rejects.toMatchObject({
      statusCode: 413,
      code: "payload_too_large",
      message: EDGE_TOO_LONG_MESSAGE,
    });
    // Every decode goes through the queue: never asked means never decoded.
    expect(run).not.toHaveBeenCalled();
  });

  it("refuses an edge over 16,384 px either way, even under the pixel and shape caps", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 0 });
    const run = vi.spyOn(queue, "run");
    for (const [width, height] of [
      [16_385, 1_000],
      [1_000, 16_385],
    ] as const) {
      await expect(normaliseImage(await stripPng(width, height), { queue })).rejects.toMatchObject({
        statusCode: 413,
        message: EDGE_TOO_LONG_MESSAGE,
      });
    }
    expect(run).not.toHaveBeenCalled();
  });

  it("refuses a strip longer than 20:1 either way, and takes 20:1 itself", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 0 });
    for (const [width, height] of [
      [2_001, 100],
      [100, 2_001],
      [21, 1],
    ] as const) {
      await expect(normaliseImage(await stripPng(width, height), { queue })).rejects.toMatchObject({
        statusCode: 413,
        message: TOO_NARROW_MESSAGE,
      });
    }
    const edge = await normaliseImage(await stripPng(2_000, 100), { queue });
    expect([edge.width, edge.height]).toEqual([1024, 51]);
  });

  it("takes a wide panorama at the edge cap", async () => {
    const panorama = await normaliseImage(await stripPng(16_384, 1_024));
    expect([panorama.originalWidth, panorama.originalHeight]).toEqual([16_384, 1_024]);
    expect([panorama.width, panorama.height]).toEqual([1024, 64]);
  });

  it("still names the pixel cap first for a bomb that breaks every cap", async () => {
    // 16,385 × 3,100: over the edge cap and (50.8 MP) the pixel cap.
    await expect(normaliseImage(await stripPng(16_385, 3_100))).rejects.toMatchObject({
      statusCode: 413,
      message: TOO_MANY_PIXELS_MESSAGE,
    });
  });
});

describe("normaliseImage on the image work queue", () => {
  it("waits for a free slot before decoding", async () => {
    const { queue, release } = await heldQueue(1);
    let done = false;
    const normalised = normaliseImage(await makeJpeg(), { queue }).then((image) => {
      done = true;
      return image;
    });
    await vi.waitFor(() => expect(queue.waiting).toBe(1));
    expect(done).toBe(false);
    await release();
    expect((await normalised).contentType).toBe("image/jpeg");
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("is refused with the busy code when the waiting line is full, and frees nothing it never took", async () => {
    const { queue, release } = await heldQueue(0);
    await expect(normaliseImage(await makeJpeg(), { queue })).rejects.toMatchObject({
      code: BUSY_CODE,
      extra: { retryAfterSeconds: expect.any(Number) },
    });
    // A file the header caps refuse is answered at once, even while the queue is full.
    await expect(normaliseImage(await stripPng(1, 100_000), { queue })).rejects.toMatchObject({
      message: EDGE_TOO_LONG_MESSAGE,
    });
    expect(queue.running).toBe(1);
    await release();
    expect(queue.running).toBe(0);
  });

  it("gives its slot back when the decode fails", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 0 });
    const run = vi.spyOn(queue, "run");
    const jpeg = await makeJpeg();
    // Valid header, damaged body: passes the header checks, fails in the decoder.
    const damaged = Buffer.concat([jpeg.subarray(0, 600), Buffer.alloc(3000, 0x55)]);
    await expect(normaliseImage(damaged, { queue })).rejects.toMatchObject({ statusCode: 415 });
    expect(run).toHaveBeenCalledTimes(1);
    expect(queue.running).toBe(0);
    expect((await normaliseImage(jpeg, { queue })).contentType).toBe("image/jpeg");
  });
});
