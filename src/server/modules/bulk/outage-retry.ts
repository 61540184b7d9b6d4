import { isOutage } from "../../lib/outage";
import type { RetryPolicy } from "./provider-retry";

/**
 * Runs a step of a bulk photo again while the database or the object store is away (a restart, a
 * failover, a short network cut), with exponential backoff, instead of failing the photo for good.
 * A Postgres restart or a storage blip takes seconds to tens of seconds, so the default waits add
 * up to about half a minute before the step gives up and the caller hands the photo back to the
 * queue. Anything that is not an outage is thrown at once.
 *
 * Safe only for steps that may run twice: reads, and writes in one transaction guarded by the
 * item's claim (a commit whose reply was lost is found already done on the next try).
 */
export const OUTAGE_RETRY_POLICY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 500, maxDelayMs: 8_000 };

export interface OutageRetryDeps {
  /** Give up rather than wait past this moment (the item's deadline), in `now()` milliseconds. */
  deadline: number;
  policy?: RetryPolicy;
  onRetry?: (error: unknown, delayMs: number) => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withOutageRetries<T>(run: () => Promise<T>, deps: OutageRetryDeps): Promise<T> {
  const policy = deps.policy ?? OUTAGE_RETRY_POLICY;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? realSleep;
  const random = deps.random ?? Math.random;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isOutage(error) || attempt >= policy.maxAttempts) throw error;
      const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
      // ±25 % jitter: the copies that lost the database together do not all knock again together.
      const delay = Math.round(backoff * (0.75 + random() * 0.5));
      if (now() + delay > deps.deadline) throw error;
      deps.onRetry?.(error, delay);
      await sleep(delay);
    }
  }
}
