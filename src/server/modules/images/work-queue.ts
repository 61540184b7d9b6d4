import type { ErrorCode } from "../../../domain/errors";
import { AppError } from "../../lib/app-error";

export interface WorkQueueOptions {
  /** Jobs that may run at once. */
  concurrency: number;
  /** Jobs that may wait for a slot; the next one is refused at once instead of queueing. */
  maxWaiting: number;
  /** What a refused caller is told to wait (Retry-After), in seconds. */
  retryAfterSeconds?: number;
}

/** A full queue means the server is busy, not that the caller did wrong: 503 with Retry-After. */
export const BUSY_CODE: ErrorCode = "service_unavailable";
export const BUSY_MESSAGE =
  "The server is busy with other images right now. Please try again in a few seconds.";

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
  #running = 0;
  /** Wakers of the waiting jobs, oldest first. */
  #waiting: Array<() => void> = [];
  /** Wakers of waiting follow-up jobs (see `run`), oldest first; they go before `#waiting`. */
  #waitingFollowUps: Array<() => void> = [];

  constructor(options: WorkQueueOptions) {
    if (!Number.isInteger(options.concurrency) || options.concurrency < 1) {
      throw new RangeError("concurrency must be a whole number ≥ 1");
    }
    if (!Number.isInteger(options.maxWaiting) || options.maxWaiting < 0) {
      throw new RangeError("maxWaiting must be a whole number ≥ 0");
    }
    this.concurrency = options.concurrency;
    this.maxWaiting = options.maxWaiting;
    this.retryAfterSeconds = options.retryAfterSeconds ?? 5;
  }

  /** Jobs running now. */
  get running(): number {
    return this.#running;
  }

  /** Jobs waiting for a slot now, follow-ups included. */
  get waiting(): number {
    return this.#waiting.length + this.#waitingFollowUps.length;
  }

  /**
   * Runs `job` when a slot is free; rejects with a busy AppError when the waiting line is full.
   *
   * `followUp`: the job is a further step of work already admitted (analysing an image this
   * request has just normalised). It waits ahead of new work and is never refused: otherwise,
   * in strict arrival order, every request's second step would queue behind every other
   * request's first, all would finish together at the end, and a request could be refused
   * half-way after its expensive decode was done. Bounded all the same: each follow-up belongs
   * to a job that passed the line.
   */
  async run<T>(job: () => Promise<T> | T, options: { followUp?: boolean } = {}): Promise<T> {
    await this.#acquire(options.followUp ?? false);
    try {
      return await job();
    } finally {
      this.#release();
    }
  }

  #acquire(followUp: boolean): Promise<void> | undefined {
    if (this.#running < this.concurrency) {
      this.#running++;
      return undefined;
    }
    if (followUp) return new Promise<void>((resolve) => this.#waitingFollowUps.push(resolve));
    if (this.#waiting.length >= this.maxWaiting) {
      throw new AppError(BUSY_CODE, BUSY_MESSAGE, { retryAfterSeconds: this.retryAfterSeconds });
    }
    return new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    // Hand the slot straight to the next waiter (running stays the same), so a job arriving
    // between this release and the waiter's wake-up cannot jump the line.
    const next = this.#waitingFollowUps.shift() ?? this.#waiting.shift();
    if (next) next();
    else this.#running--;
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

/** The one queue every sharp decode and encode of this process goes through. */
export const imageWork = new WorkQueue({
  concurrency: IMAGE_WORK_CONCURRENCY,
  maxWaiting: IMAGE_WORK_MAX_WAITING,
});
