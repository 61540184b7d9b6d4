import type { FastifyInstance } from "fastify";

/**
 * Lets shutdown wait for the requests already running. Node's server.close() stops accepting
 * and reports "closed" while a request body is still arriving, and the onClose hooks after it
 * close the database: without this wait an upload or a generation in flight at a deploy would be
 * cut off. Register it after the hooks that close shared resources (onClose hooks run newest
 * first), so it runs before them.
 */
export function waitForInFlightRequestsOnClose(app: FastifyInstance): void {
  let inFlight = 0;
  let drained: (() => void) | undefined;
  app.addHook("onRequest", (_request, reply, done) => {
    inFlight += 1;
    // "close" fires once per response, whether it finished or the client went away.
    reply.raw.once("close", () => {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    });
    done();
  });
  app.addHook("onClose", async () => {
    if (inFlight === 0) return;
    app.log.info({ inFlight }, "waiting for in-flight requests");
    await new Promise<void>((resolve) => {
      drained = resolve;
    });
  });
}
