import { PassThrough } from "node:stream";
import { type BulkProgress, isBulkJobFinished } from "../../../domain/bulk";

export interface ProgressStreamOptions {
  /** Reads the job's progress now (a 404 ends the stream). */
  read(): Promise<BulkProgress>;
  /** How often the database is asked; progress from every app copy is in it. */
  pollMs: number;
  /** A comment line this often keeps proxies and the socket's idle timeout from closing the stream. */
  heartbeatMs?: number;
  log: { warn(object: unknown, message: string): void };
}

/**
 * A job's progress as server-sent events: `progress` on connect and whenever anything changes,
 * then `done` with the final state, and the stream ends. Progress is read from the database, not
 * from this copy's memory, so the stream shows items other copies run too.
 */
export function progressStream(options: ProgressStreamOptions): { stream: PassThrough; stop(): void } {
  const stream = new PassThrough();
  let last = "";
  let stopped = false;
  let pollTimer: NodeJS.Timeout | undefined;
  const heartbeat = setInterval(() => write(": keep-alive\n\n"), options.heartbeatMs ?? 15_000);

  function write(text: string) {
    if (!stopped) stream.write(text);
  }
  function stop() {
    if (stopped) return;
    stopped = true;
    clearTimeout(pollTimer);
    clearInterval(heartbeat);
    stream.end();
  }

  async function tick() {
    if (stopped) return;
    try {
      const progress = await options.read();
      const data = JSON.stringify(progress);
      if (data !== last) {
        last = data;
        write(`event: progress\ndata: ${data}\n\n`);
      }
      if (isBulkJobFinished(progress.status)) {
        write(`event: done\ndata: ${data}\n\n`);
        stop();
        return;
      }
    } catch (err) {
      options.log.warn({ err }, "bulk progress stream stopped");
      write(
        `event: error\ndata: ${JSON.stringify({ message: "Progress is unavailable; reload the page." })}\n\n`,
      );
      stop();
      return;
    }
    pollTimer = setTimeout(tick, options.pollMs);
  }

  // Tell EventSource to wait 2 s before reconnecting after a dropped connection.
  write("retry: 2000\n\n");
  void tick();
  stream.on("close", stop);
  return { stream, stop };
}
