import { AppError } from "../../lib/app-error";

/**
 * How a bulk run treats a model that is overloaded or rate-limited. A 429 or 5xx (the providers
 * turn them into AppError 502/503/429, with Retry-After when the server gave one) is retried with
 * exponential backoff, waiting at least as long as the server asked. A 429 also pauses every item
 * of this app copy (the shared `ProviderPause`), so four workers don't keep knocking on a door
 * that said "come back in 20 s". Anything else (a bad photo, a product the writer can't name)
 * fails at once: asking again would give the same answer.
 */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** First backoff; doubled on each retry, with ±25 % jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 30_000 };

const TRANSIENT_CODES = new Set(["bad_gateway", "service_unavailable", "rate_limited"]);

export function isTransient(error: unknown): error is AppError {
  return error instanceof AppError && TRANSIENT_CODES.has(error.code);
}

/** A wait shared by every item of one app copy; a 429's Retry-After moves it forward. */
export class ProviderPause {
  private until = 0;
  constructor(private readonly now: () => number = Date.now) {}

  pauseFor(ms: number): void {
    this.until = Math.max(this.until, this.now() + ms);
  }

  remainingMs(): number {
    return Math.max(0, this.until - this.now());
  }
}

export interface RetryDeps {
  pause: ProviderPause;
  policy?: RetryPolicy;
  /** Give up rather than wait past this moment (the item's deadline), in `now()` milliseconds. */
  deadline: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withProviderRetries<T>(run: () => Promise<T>, deps: RetryDeps): Promise<T> {
  const policy = deps.policy ?? DEFAULT_RETRY_POLICY;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? realSleep;
  const random = deps.random ?? Math.random;
  for (let attempt = 1; ; attempt += 1) {
    const paused = deps.pause.remainingMs();
    if (paused > 0) {
      if (now() + paused > deps.deadline) throw new AppError("rate_limited", BUSY_MESSAGE);
      await sleep(paused);
    }
    try {
      return await run();
    } catch (error) {
      if (!isTransient(error) || attempt >= policy.maxAttempts) throw error;
      const delay = retryDelayMs(error, attempt, policy, random);
      if (error.code === "rate_limited" || error.extra.retryAfterSeconds !== undefined) {
        deps.pause.pauseFor(delay);
      }
      if (now() + delay > deps.deadline) throw error;
      await sleep(delay);
    }
  }
}

export const BUSY_MESSAGE = "The AI writer is busy right now. Please try again in a minute.";

/** The server's Retry-After when it gave one (never less), else exponential backoff with jitter. */
export function retryDelayMs(
  error: AppError,
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const jittered = backoff * (0.75 + random() * 0.5);
  const asked = error.extra.retryAfterSeconds;
  return Math.round(asked !== undefined ? Math.max(asked * 1000, jittered) : jittered);
}
