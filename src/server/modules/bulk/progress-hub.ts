import { type BulkProgress, isBulkJobFinished } from "../../../domain/bulk";

/**
 * What a progress stream hears about its job: the state whenever it changes (and at once on
 * subscribing, when the hub already knows it), then `done` with the final state, or `error`.
 */
export type ProgressEvent =
  | { type: "progress"; data: string }
  | { type: "done"; data: string }
  | { type: "error"; message: string };

export type ProgressListener = (event: ProgressEvent) => void;

export interface ProgressHubOptions {
  /** Reads a job's progress from the database (every app copy writes progress there). */
  read(jobId: string): Promise<BulkProgress>;
  /** How often a watched job is read. */
  pollMs: number;
  log: { warn(object: unknown, message: string): void };
}

interface JobPoll {
  listeners: Set<ProgressListener>;
  /** The last state read, as sent (JSON). */
  last?: string;
  timer?: NodeJS.Timeout;
}

/**
 * One database poll per watched job in this app copy, shared by every progress stream of that job
 * (issue 29, finding 5: each stream used to poll on its own, so 60 open tabs were 120 queries a
 * second). The first subscriber starts the job's poll, the last one to leave stops it; a finished
 * job sends `done` to every subscriber and its poll ends.
 */
export class ProgressHub {
  private readonly jobs = new Map<string, JobPoll>();
  private reads = 0;

  constructor(private readonly options: ProgressHubOptions) {}

  /** Starts hearing about `jobId`; the returned function stops (safe to call more than once). */
  subscribe(jobId: string, listener: ProgressListener): () => void {
    let poll = this.jobs.get(jobId);
    if (!poll) {
      poll = { listeners: new Set() };
      this.jobs.set(jobId, poll);
      poll.listeners.add(listener);
      void this.tick(jobId, poll);
    } else {
      poll.listeners.add(listener);
      // A late subscriber gets the current state now, not at the next change.
      if (poll.last !== undefined) listener({ type: "progress", data: poll.last });
    }
    const current = poll;
    return () => {
      if (!current.listeners.delete(listener)) return;
      if (current.listeners.size === 0) this.end(jobId, current);
    };
  }

  /** Jobs polled now, their subscribers, and database reads made so far (for tests and logs). */
  stats(): { jobs: number; subscribers: number; reads: number } {
    let subscribers = 0;
    for (const poll of this.jobs.values()) subscribers += poll.listeners.size;
    return { jobs: this.jobs.size, subscribers, reads: this.reads };
  }

  private end(jobId: string, poll: JobPoll): void {
    clearTimeout(poll.timer);
    poll.timer = undefined;
    poll.listeners.clear();
    if (this.jobs.get(jobId) === poll) this.jobs.delete(jobId);
  }

  private async tick(jobId: string, poll: JobPoll): Promise<void> {
    poll.timer = undefined;
    // Everyone left (or the job ended) while this read was scheduled or running.
    if (this.jobs.get(jobId) !== poll) return;
    let progress: BulkProgress;
    this.reads += 1;
    try {
      progress = await this.options.read(jobId);
    } catch (err) {
      if (this.jobs.get(jobId) !== poll) return;
      this.options.log.warn({ err, jobId }, "bulk progress stream stopped");
      this.broadcast(poll, { type: "error", message: "Progress is unavailable; reload the page." });
      this.end(jobId, poll);
      return;
    }
    if (this.jobs.get(jobId) !== poll) return;
    const data = JSON.stringify(progress);
    if (data !== poll.last) {
      poll.last = data;
      this.broadcast(poll, { type: "progress", data });
    }
    if (isBulkJobFinished(progress.status)) {
      this.broadcast(poll, { type: "done", data });
      this.end(jobId, poll);
      return;
    }
    poll.timer = setTimeout(() => void this.tick(jobId, poll), this.options.pollMs);
  }

  private broadcast(poll: JobPoll, event: ProgressEvent): void {
    // A listener may unsubscribe while hearing this; iterate over a copy.
    for (const listener of [...poll.listeners]) listener(event);
  }
}

/**
 * The most progress streams open at once in one app copy, per account and per client address
 * (issue 29, finding 5). A seller follows one job, in a tab or two: 5 per account leaves room for
 * a few tabs and a phone. 20 per address lets an office behind one NAT address follow its jobs,
 * while one address can no longer hold hundreds of streams. Past either, 429 with Retry-After;
 * the page then falls back to asking for the job every 2 s.
 */
export const PROGRESS_STREAM_LIMITS = { perAccount: 5, perAddress: 20, retryAfterSeconds: 30 } as const;

/** Counts the open streams per account and per address; `acquire` refuses past the limits. */
export class StreamSlots {
  private readonly byAccount = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: { perAccount: number; perAddress: number } = PROGRESS_STREAM_LIMITS) {}

  /** A release function, or which limit is reached. */
  acquire(account: string, address: string): { release(): void } | { refused: "account" | "address" } {
    if ((this.byAccount.get(account) ?? 0) >= this.limits.perAccount) return { refused: "account" };
    if ((this.byAddress.get(address) ?? 0) >= this.limits.perAddress) return { refused: "address" };
    increment(this.byAccount, account, 1);
    increment(this.byAddress, address, 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        increment(this.byAccount, account, -1);
        increment(this.byAddress, address, -1);
      },
    };
  }

  /** Open streams in all (for tests). */
  get open(): number {
    let total = 0;
    for (const count of this.byAccount.values()) total += count;
    return total;
  }
}

function increment(map: Map<string, number>, key: string, by: number): void {
  const next = (map.get(key) ?? 0) + by;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
}
