import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { ProviderPause, retryDelayMs, withProviderRetries } from "./provider-retry";

/** A clock that only moves when the code under test sleeps. */
function fakeTime() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleeps,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

const policy = { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 30_000 };
const busy = (retryAfterSeconds?: number) =>
  new AppError(
    "bad_gateway",
    "The AI writer is busy right now.",
    retryAfterSeconds ? { retryAfterSeconds } : {},
  );

describe("withProviderRetries", () => {
  it("retries a 5xx with doubling backoff and returns the first success", async () => {
    const time = fakeTime();
    let calls = 0;
    const result = await withProviderRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw busy();
        return "written";
      },
      { pause: new ProviderPause(time.now), policy, deadline: 60_000, random: () => 0.5, ...time },
    );
    expect(result).toBe("written");
    expect(calls).toBe(3);
    expect(time.sleeps).toEqual([1000, 2000]);
  });

  it("waits at least the Retry-After a server asked for, and pauses the other items too", async () => {
    const time = fakeTime();
    const pause = new ProviderPause(time.now);
    let calls = 0;
    await withProviderRetries(
      async () => {
        calls += 1;
        if (calls === 1) throw busy(20);
        return "ok";
      },
      { pause, policy, deadline: 120_000, random: () => 0.5, ...time },
    );
    expect(time.sleeps).toEqual([20_000]);
    // Another item starting while the pause is on waits it out first.
    pause.pauseFor(5000);
    let started = -1;
    await withProviderRetries(
      async () => {
        started = time.now();
        return "ok";
      },
      { pause, policy, deadline: 120_000, ...time },
    );
    expect(started).toBe(25_000);
  });

  it("fails at once on an error that asking again would not change", async () => {
    const time = fakeTime();
    let calls = 0;
    const error = await withProviderRetries(
      async () => {
        calls += 1;
        throw new AppError("bad_request", "Tell us what you're selling");
      },
      { pause: new ProviderPause(time.now), policy, deadline: 60_000, ...time },
    ).catch((caught) => caught);
    expect(error.message).toBe("Tell us what you're selling");
    expect(calls).toBe(1);
  });

  it("gives up after the last attempt, or rather than wait past the item's deadline", async () => {
    const time = fakeTime();
    let calls = 0;
    await expect(
      withProviderRetries(
        async () => {
          calls += 1;
          throw busy();
        },
        { pause: new ProviderPause(time.now), policy, deadline: 600_000, random: () => 0.5, ...time },
      ),
    ).rejects.toThrow("busy");
    expect(calls).toBe(4);

    calls = 0;
    const short = fakeTime();
    await expect(
      withProviderRetries(
        async () => {
          calls += 1;
          throw busy(90);
        },
        { pause: new ProviderPause(short.now), policy, deadline: 60_000, ...short },
      ),
    ).rejects.toThrow("busy");
    expect(calls).toBe(1);
    expect(short.sleeps).toEqual([]);
  });
});

describe("retryDelayMs", () => {
  it("caps the backoff and keeps jitter within ±25 %", () => {
    expect(retryDelayMs(busy(), 10, policy, () => 0)).toBe(22_500);
    expect(retryDelayMs(busy(), 10, policy, () => 1)).toBe(37_500);
    expect(retryDelayMs(busy(), 1, policy, () => 0.5)).toBe(1000);
  });
});
