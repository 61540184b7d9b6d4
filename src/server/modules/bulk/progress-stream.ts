import { PassThrough } from "node:stream";
import type { ProgressListener } from "./progress-hub";

export interface ProgressStreamOptions {
  /** Starts hearing the job's progress (a ProgressHub's subscribe); returns how to stop. */
  subscribe(listener: ProgressListener): () => void;
  /** A comment line this often keeps proxies and the socket's idle timeout from closing the stream. */
  heartbeatMs?: number;
  /** Runs once when the stream stops, however it stops (done, error, client gone, shutdown). */
  onStop?: () => void;
}

/**
 * A job's progress as server-sent events: `progress` on connect and whenever anything changes,
 * then `done` with the final state, and the stream ends. The progress comes from the app copy's
 * ProgressHub, which reads the database (so the stream shows items other copies run too) once per
 * job however many streams follow it. `stop` ends the stream, its heartbeat and its subscription.
 */
export function progressStream(options: ProgressStreamOptions): { stream: PassThrough; stop(): void } {
  const stream = new PassThrough();
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  const heartbeat = setInterval(() => write(": keep-alive\n\n"), options.heartbeatMs ?? 15_000);

  function write(text: string) {
    if (!stopped) stream.write(text);
  }
  function stop() {
    if (stopped) return;
    stopped = true;
    clearInterval(heartbeat);
    unsubscribe?.();
    stream.end();
    options.onStop?.();
  }

  // Tell EventSource to wait 2 s before reconnecting after a dropped connection.
  write("retry: 2000\n\n");
  let ended = false;
  unsubscribe = options.subscribe((event) => {
    if (event.type === "error") {
      write(`event: error\ndata: ${JSON.stringify({ message: event.message })}\n\n`);
    } else {
      write(`event: ${event.type}\ndata: ${event.data}\n\n`);
    }
    if (event.type !== "progress") {
      ended = true;
      stop();
    }
  });
  // The job may have ended during subscribe itself (before `unsubscribe` was assigned).
  if (ended) unsubscribe();
  stream.on("close", stop);
  return { stream, stop };
}
