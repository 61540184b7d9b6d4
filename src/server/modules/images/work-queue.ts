import type { ErrorCode } from "../../../domain/errors";
import { AppError } from "../../lib/app-error";

export interface WorkQueueOptions {
  /** Jobs that may run at once. */
  concurrency: number;
  /** Jobs that may wait for a slot; the next one is refused at once instead of queueing. */
  maxWaiting: number;
  /** What a refused caller is told to wait (Retry-After), in seconds. */
  retryAfterSeconds?: number;
  /**
   * Jobs one key (an account) may have running and waiting at once; its next one is refused with
   * 429 while other keys still get in. Unlimited when left out; jobs without a key are not counted.
   */
  maxPerKey?: number;
}

export interface RunOptions {
  /** A further step of work already admitted (see `run`). */
  followUp?: boolean;
  /** Whose work this is (an account id): bounded by maxPerKey, and served fairly among keys. */
  key?: string;
}

/** A full queue means the server is busy, not that the caller did wrong: 503 with Retry-After. */
export const BUSY_CODE: ErrorCode = "service_unavailable";
export const BUSY_MESSAGE =
  "The server is busy with other images right now. Please try again in a few seconds.";
/** One account's share of the queue is used up: only that account waits (429 with Retry-After). */
export const SHARE_USED_CODE: ErrorCode = "rate_limited";
export const SHARE_USED_MESSAGE =
  "Several of your images are being processed already. Please wait a few seconds and try again.";

interface Waiter {
  key: string | undefined;
  wake: () => void;
}

/**
 * A tiny in-process semaphore with a bounded waiting line: at most `concurrency` jobs run, the
 * next `maxWaiting` wait in arrival order, and any more are refused (AppError with Retry-After)
 * rather than piling up memory and latency. A job that throws or rejects frees its slot like one
 * that succeeds.
 */
export class WorkQueue {
  readonly concurrency: number;
  readonly maxWaiting: number;
  readonly retryAfterSeconds: number;
  readonly maxPerKey: number;
  #running = 0;
  /** Waiting jobs, oldest first. */
  #waiting: Waiter[] = [];
  /** Waiting follow-up jobs (see `run`), oldest first; they go before `#waiting`. */
  #waitingFollowUps: Waiter[] = [];
  /** Per key: jobs running and waiting (`admitted`), and running alone. */
  #admitted = new Map<string, number>();
  #runningByKey = new Map<string, number>();

  constructor(options: WorkQueueOptions) {
    if (!Number.isInteger(options.concurrency) || options.concurrency < 1) {
      throw new RangeError("concurrency must be a whole number ≥ 1");
    }
    if (!Number.isInteger(options.maxWaiting) || options.maxWaiting < 0) {
      throw new RangeError("maxWaiting must be a whole number ≥ 0");
    }
    const maxPerKey = options.maxPerKey ?? Number.POSITIVE_INFINITY;
    if (!(maxPerKey >= 1)) throw new RangeError("maxPerKey must be ≥ 1");
    this.concurrency = options.concurrency;
    this.maxWaiting = options.maxWaiting;
    this.retryAfterSeconds = options.retryAfterSeconds ?? 5;
    this.maxPerKey = maxPerKey;
  }

  /** Jobs running now. */
  get running(): number {
    return this.#running;
  }

  /** Jobs waiting for a slot now, follow-ups included. */
  get waiting(): number {
    return this.#waiting.length + this.#waitingFollowUps.length;
  }

  /** Jobs of `key` running or waiting now. */
  admittedFor(key: string): number {
    return this.#admitted.get(key) ?? 0;
  }

  /**
   * Runs `job` when a slot is free; rejects with a busy AppError when the waiting line is full,
   * or with a 429 when `key` already has `maxPerKey` jobs running and waiting (one account cannot
   * fill the line that every account shares). A freed slot goes to the waiting job whose key has
   * the fewest jobs running, oldest first among equals.
   *
   * `followUp`: the job is a further step of work already admitted (analysing an image this
   * request has just normalised). It waits ahead of new work and is never refused: otherwise,
   * in strict arrival order, every request's second step would queue behind every other
   * request's first, all would finish together at the end, and a request could be refused
   * half-way after its expensive decode was done. Bounded all the same: each follow-up belongs
   * to a job that passed the line.
   */
  async run<T>(job: () => Promise<T> | T, options: RunOptions = {}): Promise<T> {
    const { key } = options;
    await this.#acquire(options.followUp ?? false, key);
    try {
      return await job();
    } finally {
      this.#release(key);
    }
  }

  #acquire(followUp: boolean, key: string | undefined): Promise<void> | undefined {
    if (key !== undefined && !followUp && this.admittedFor(key) >= this.maxPerKey) {
      throw new AppError(SHARE_USED_CODE, SHARE_USED_MESSAGE, { retryAfterSeconds: this.retryAfterSeconds });
    }
    if (this.#running < this.concurrency) {
      this.#running++;
      this.#admit(key);
      this.#count(this.#runningByKey, key, 1);
      return undefined;
    }
    if (!followUp && this.#waiting.length >= this.maxWaiting) {
      throw new AppError(BUSY_CODE, BUSY_MESSAGE, { retryAfterSeconds: this.retryAfterSeconds });
    }
    this.#admit(key);
    return new Promise<void>((resolve) => {
      (followUp ? this.#waitingFollowUps : this.#waiting).push({ key, wake: resolve });
    });
  }

  #admit(key: string | undefined): void {
    this.#count(this.#admitted, key, 1);
  }

  #count(map: Map<string, number>, key: string | undefined, delta: number): void {
    if (key === undefined) return;
    const next = (map.get(key) ?? 0) + delta;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  }

  #release(key: string | undefined): void {
    this.#count(this.#admitted, key, -1);
    this.#count(this.#runningByKey, key, -1);
    // Hand the slot straight to the next waiter (running stays the same), so a job arriving
    // between this release and the waiter's wake-up cannot jump the line.
    const next = this.#waitingFollowUps.shift() ?? this.#takeFairest();
    if (!next) {
      this.#running--;
      return;
    }
    this.#count(this.#runningByKey, next.key, 1);
    next.wake();
  }

  /** The oldest waiting job among those whose key has the fewest jobs running. */
  #takeFairest(): Waiter | undefined {
    let best = -1;
    let fewest = Number.POSITIVE_INFINITY;
    for (const [index, waiter] of this.#waiting.entries()) {
      const running = waiter.key === undefined ? 0 : (this.#runningByKey.get(waiter.key) ?? 0);
      if (running < fewest) {
        fewest = running;
        best = index;
        if (running === 0) break;
      }
    }
    return best < 0 ? undefined : this.#waiting.splice(best, 1)[0];
  }
}

/**
 * Jobs of image work (sharp decodes and encodes) running at once in this process. sharp runs each
 * job on one of libuv's 4 worker threads, the same pool argon2 (sign-in) uses: four slow images
 * once held all four and sign-in waited 17 s. Two leaves two threads for argon2, fs and dns, and
 * matches this 2-core machine.
 */
export const IMAGE_WORK_CONCURRENCY = 2;
/**
 * Image jobs that may wait. A normal image takes 50–300 ms, so 16 waiting is a few seconds of
 * work; beyond that a caller is better told to retry than kept hanging.
 */
export const IMAGE_WORK_MAX_WAITING = 16;
/**
 * Image jobs one account may have running and waiting (issue 29: one Free account's 20 loops held
 * all 18 places, and everyone else got 503). Six is more than a bulk run's four workers need, and
 * leaves twelve places for the other accounts.
 */
export const IMAGE_WORK_MAX_PER_ACCOUNT = 6;

/** The one queue every sharp decode and encode of this process goes through. */
export const imageWork = new WorkQueue({
  concurrency: IMAGE_WORK_CONCURRENCY,
  maxWaiting: IMAGE_WORK_MAX_WAITING,
  maxPerKey: IMAGE_WORK_MAX_PER_ACCOUNT,
});
