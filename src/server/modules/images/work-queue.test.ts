import { describe, expect, it } from "vitest";
import { statusByCode } from "../../lib/app-error";
import {
  BUSY_CODE,
  BUSY_MESSAGE,
  IMAGE_WORK_MAX_PER_ACCOUNT,
  imageWork,
  SHARE_USED_CODE,
  SHARE_USED_MESSAGE,
  WorkQueue,
} from "./work-queue";

/** A job the test finishes by hand, recording when it started. */
function gate<T = string>() {
  let open!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const done = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { done, open, fail };
}

/** Lets every already-settled promise's continuations run (no timers involved). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe("WorkQueue", () => {
  it("runs at most `concurrency` jobs at once and the rest in arrival order", async () => {
    const queue = new WorkQueue({ concurrency: 2, maxWaiting: 10 });
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, () => gate());
    const results = gates.map((g, index) =>
      queue.run(async () => {
        started.push(index);
        return g.done;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.waiting]).toEqual([2, 3]);

    // The second job finishing lets the oldest waiter (2) in, not a later one.
    gates[1]?.open("one");
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);

    gates[0]?.open("zero");
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const [index, g] of gates.entries()) g.open(String(index));
    expect(await Promise.all(results)).toEqual(["zero", "one", "2", "3", "4"]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("refuses a job when the waiting line is full, with the busy code and a Retry-After", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 2, retryAfterSeconds: 7 });
    const blocker = gate();
    let ran = 0;
    const accepted = [
      queue.run(() => blocker.done),
      queue.run(async () => ran++),
      queue.run(async () => ran++),
    ];
    await settle();
    expect([queue.running, queue.waiting]).toEqual([1, 2]);

    const refused = queue.run(async () => ran++);
    await expect(refused).rejects.toMatchObject({
      code: BUSY_CODE,
      statusCode: statusByCode[BUSY_CODE],
      message: BUSY_MESSAGE,
      extra: { retryAfterSeconds: 7 },
    });
    // The refused job neither ran nor took a place.
    expect([queue.running, queue.waiting]).toEqual([1, 2]);

    blocker.open("done");
    await Promise.all(accepted);
    expect(ran).toBe(2);
    // With the line drained, new work is accepted again.
    expect(await queue.run(async () => "again")).toBe("again");
  });

  it("frees the slot of a job that rejects or throws, and passes its error on", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 5 });
    const failing = gate();
    const first = queue.run(() => failing.done);
    const second = queue.run(() => {
      throw new Error("thrown synchronously");
    });
    const third = queue.run(async () => "third ran");
    await settle();
    expect([queue.running, queue.waiting]).toEqual([1, 2]);

    failing.fail(new Error("decode failed"));
    await expect(first).rejects.toThrow("decode failed");
    await expect(second).rejects.toThrow("thrown synchronously");
    expect(await third).toBe("third ran");
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("runs follow-ups of admitted work ahead of new work, and never refuses them", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 1 });
    const started: string[] = [];
    const blocker = gate();
    const jobs = [
      queue.run(() => blocker.done),
      queue.run(async () => started.push("new")),
      queue.run(async () => started.push("follow-up 1"), { followUp: true }),
      queue.run(async () => started.push("follow-up 2"), { followUp: true }),
    ];
    await settle();
    // Three waiting with a line of one: the follow-ups were not refused, but new work is.
    expect(queue.waiting).toBe(3);
    await expect(queue.run(async () => started.push("refused"))).rejects.toMatchObject({ code: BUSY_CODE });
    blocker.open("done");
    await Promise.all(jobs);
    expect(started).toEqual(["follow-up 1", "follow-up 2", "new"]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("refuses at once with a waiting line of zero", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 0 });
    const blocker = gate();
    const running = queue.run(() => blocker.done);
    await expect(queue.run(async () => "no room")).rejects.toMatchObject({ code: BUSY_CODE });
    blocker.open("ok");
    expect(await running).toBe("ok");
  });

  it("rejects nonsense limits", () => {
    expect(() => new WorkQueue({ concurrency: 0, maxWaiting: 1 })).toThrow(RangeError);
    expect(() => new WorkQueue({ concurrency: 1.5, maxWaiting: 1 })).toThrow(RangeError);
    expect(() => new WorkQueue({ concurrency: 1, maxWaiting: -1 })).toThrow(RangeError);
  });

  it("is set up for this 2-core machine: 2 image jobs at once, 16 waiting", () => {
    expect([imageWork.concurrency, imageWork.maxWaiting]).toEqual([2, 16]);
  });
});

describe("WorkQueue: each account's share (issue 29 B)", () => {
  it("refuses an account's job past its share with 429 and Retry-After, while another account still gets a place", async () => {
    const queue = new WorkQueue({ concurrency: 2, maxWaiting: 16, maxPerKey: 4, retryAfterSeconds: 3 });
    const held = gate();
    const attacker = Array.from({ length: 4 }, () => queue.run(() => held.done, { key: "attacker" }));
    await settle();
    expect([queue.running, queue.waiting, queue.admittedFor("attacker")]).toEqual([2, 2, 4]);

    const refused = await queue.run(() => "never", { key: "attacker" }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: SHARE_USED_CODE, message: SHARE_USED_MESSAGE });
    expect((refused as { statusCode: number }).statusCode).toBe(statusByCode.rate_limited);
    expect((refused as { extra: { retryAfterSeconds: number } }).extra.retryAfterSeconds).toBe(3);

    // Another account is admitted, and gets the next free slot ahead of the attacker's waiters.
    const order: string[] = [];
    const victim = queue.run(() => order.push("victim"), { key: "victim" });
    const late = queue.run(() => order.push("late"));
    held.open("done");
    await Promise.all([...attacker, victim, late]);
    expect(order[0]).toBe("victim");
    expect(queue.admittedFor("attacker")).toBe(0);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("never refuses a follow-up for the share (its request was admitted), but counts it", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 4, maxPerKey: 1 });
    const held = gate();
    const first = queue.run(() => held.done, { key: "a" });
    const followUp = queue.run(() => "analysed", { key: "a", followUp: true });
    await settle();
    expect(queue.admittedFor("a")).toBe(2);
    held.open("decoded");
    expect(await Promise.all([first, followUp])).toEqual(["decoded", "analysed"]);
    expect(queue.admittedFor("a")).toBe(0);
  });

  it("gives each account at most 6 of the image queue's 18 places", () => {
    expect([imageWork.maxPerKey, IMAGE_WORK_MAX_PER_ACCOUNT]).toEqual([6, 6]);
  });
});
