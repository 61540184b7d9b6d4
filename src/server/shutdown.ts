import type { FastifyInstance } from "fastify";

/**
 * Graceful shutdown on SIGTERM/SIGINT (what a deploy or a scale-down sends): Fastify stops
 * accepting connections, answers 503 to new requests on kept-alive sockets, lets in-flight
 * requests finish, then runs every onClose hook (background jobs stop, the database closes).
 * If that takes longer than the deadline the process exits anyway, non-zero, so an orchestrator
 * never waits on a stuck request forever.
 */
export function installGracefulShutdown(
  app: FastifyInstance,
  options: { timeoutMs: number; exit?: (code: number) => void },
): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs: options.timeoutMs }, "shutting down: finishing in-flight requests");
    const deadline = setTimeout(() => {
      app.log.error(
        { timeoutMs: options.timeoutMs },
        "shutdown deadline passed; exiting with requests still open",
      );
      exit(1);
    }, options.timeoutMs);
    deadline.unref();
    try {
      await app.close();
      clearTimeout(deadline);
      app.log.info("shut down cleanly");
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      exit(1);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}
