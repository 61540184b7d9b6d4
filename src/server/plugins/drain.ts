import type { FastifyInstance } from "fastify";

/**
 * The order a copy leaves in when it is closed (SIGTERM at a deploy, issue 31.3):
 *
 * 1. stop taking new background work (bulk photos; `whenClosing`), before anything else, so a
 *    copy on its way out claims nothing it would then have to hurry or abandon;
 * 2. stop accepting connections (Fastify's server.close) and close the idle kept-alive ones now:
 *    an idle socket otherwise holds server.close open until its keep-alive timeout, past the
 *    deadline; every reply from here on says `Connection: close`, and once the last request in
 *    flight is done the sockets left idle are closed too;
 * 3. let requests in flight finish — and, in the onClose hooks registered after this one, running
 *    photos — until the drain deadline (`drainMs`, SHUTDOWN_TIMEOUT_MS); past it the remaining
 *    connections are cut, and photos still running keep their claim for another copy;
 * 4. close the database (the onClose hook registered before this one, so it runs after).
 *
 * Register it after the hooks that close shared resources (onClose hooks run newest first).
 * Node's server.close() also reports "closed" while a request body is still arriving, so the
 * wait for requests in flight is counted here rather than left to it.
 */
export interface Drain {
  /** Runs first when closing begins, before connections stop being accepted. */
  whenClosing(stop: () => void): void;
  /** Milliseconds left until the drain deadline (the whole drain time until closing begins). */
  remainingMs(): number;
}

export function registerDrain(app: FastifyInstance, options: { drainMs: number }): Drain {
  const stoppers: (() => void)[] = [];
  let closing = false;
  let deadline = Number.POSITIVE_INFINITY;
  let inFlight = 0;
  let drained: (() => void) | undefined;
  let cut: NodeJS.Timeout | undefined;

  app.addHook("onRequest", (_request, reply, done) => {
    inFlight += 1;
    // "close" fires once per response, whether it finished or the client went away.
    reply.raw.once("close", () => {
      inFlight -= 1;
      if (inFlight === 0 && closing) {
        app.server.closeIdleConnections();
        drained?.();
      }
    });
    done();
  });
  app.addHook("onSend", (_request, reply, _payload, done) => {
    if (closing) reply.header("connection", "close");
    done();
  });

  app.addHook("preClose", (done) => {
    closing = true;
    deadline = Date.now() + options.drainMs;
    for (const stop of stoppers) stop();
    app.server.closeIdleConnections();
    cut = setTimeout(() => {
      app.log.warn({ inFlight, drainMs: options.drainMs }, "drain deadline passed; closing open connections");
      app.server.closeAllConnections();
      drained?.();
    }, options.drainMs);
    cut.unref();
    done();
  });

  app.addHook("onClose", async () => {
    if (inFlight > 0 && Date.now() < deadline) {
      app.log.info({ inFlight }, "waiting for in-flight requests");
      await new Promise<void>((resolve) => {
        drained = resolve;
      });
    }
    clearTimeout(cut);
  });

  return {
    whenClosing: (stop) => {
      stoppers.push(stop);
    },
    remainingMs: () => (closing ? Math.max(0, deadline - Date.now()) : options.drainMs),
  };
}
