import { describe, expect, it } from "vitest";
import { withOutageRetries } from "./outage-retry";

const refused = () => Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });

/** A clock that only moves when the retry sleeps. */
function fakeTime() {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms: number) => {
      slept.push(ms);
      now += ms;
    },
    random: () => 0.5,
  };
}

describe("withOutageRetries", () => {
  it("tries again with growing waits until the dependency answers", async () => {
    const time = fakeTime();
    let calls = 0;
    const result = await withOutageRetries(
      async () => {
        calls += 1;
        if (calls < 4) throw refused();
        return "stored";
      },
      { ...time, deadline: 60_000 },
    );
    expect(result).toBe("stored");
    expect(time.slept).toEqual([500, 1000, 2000]);
  });

  it("throws anything that is not an outage at once", async () => {
    const time = fakeTime();
    const constraint = Object.assign(new Error("duplicate key"), { code: "23505" });
    await expect(
      withOutageRetries(() => Promise.reject(constraint), { ...time, deadline: 60_000 }),
    ).rejects.toBe(constraint);
    expect(time.slept).toEqual([]);
  });

  it("gives up rather than wait past the deadline, or after the last attempt", async () => {
    const time = fakeTime();
    await expect(
      withOutageRetries(() => Promise.reject(refused()), { ...time, deadline: 1_600 }),
    ).rejects.toThrow("ECONNREFUSED");
    expect(time.slept).toEqual([500, 1000]);
    const patient = fakeTime();
    await expect(
      withOutageRetries(() => Promise.reject(refused()), {
        ...patient,
        deadline: Number.POSITIVE_INFINITY,
        policy: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 100 },
      }),
    ).rejects.toThrow("ECONNREFUSED");
    expect(patient.slept).toEqual([10, 20]);
  });
});
