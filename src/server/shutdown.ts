import type { FastifyInstance } from "fastify";
import { flushAppLog, flushAppLogSync } from "./plugins/logging";

/** Time past the drain deadline for closing the queue and the database before giving up. */
export const CLOSE_MARGIN_MS = 5_000;

/**
 * Graceful shutdown on SIGTERM/SIGINT (what a deploy or a scale-down sends): closing the app runs
 * the drain (plugins/drain.ts: stop claiming bulk photos, stop accepting, close idle connections,
 * let requests and running photos finish until the drain deadline, then close the database) and
 * the process exits 0. Only if closing itself hangs (a database that never answers its goodbye)
 * does the process exit 1, `CLOSE_MARGIN_MS` after the drain deadline, so an orchestrator never
 * waits on it forever.
 */
export function installGracefulShutdown(
  app: FastifyInstance,
  options: { drainMs: number; exit?: (code: number) => void },
): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: options.drainMs }, "shutting down: finishing in-flight work");
    const giveUp = setTimeout(() => {
      app.log.error(
        { drainMs: options.drainMs },
        "shutdown did not finish after the drain deadline; exiting",
      );
      flushAppLogSync(app.log);
      exit(1);
    }, options.drainMs + CLOSE_MARGIN_MS);
    giveUp.unref();
    try {
      await app.close();
      clearTimeout(giveUp);
      app.log.info("shut down cleanly");
      // The request log is written asynchronously: every line, this one included, out before exit.
      await flushAppLog(app.log);
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      flushAppLogSync(app.log);
      exit(1);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}
