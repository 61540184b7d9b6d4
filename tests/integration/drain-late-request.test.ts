import inject from "light-my-request";
import { afterEach, describe, expect, it } from "vitest";
import { canConnect, startRequest } from "../support/raw-http";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Issue 31.3, behind a reverse proxy: a proxy keeps connections to each copy open and may send
 * a request on one just as the copy starts draining. Such a request used to be answered 503
 * (Fastify's return503OnClosing), which the proxy hands to the seller; a copy that is draining
 * finishes work anyway, so it now serves the request and says `Connection: close`, and the proxy
 * sends the next one elsewhere. (Reproduced through Caddy: one 503 in 2,740 requests while a copy
 * drained.)
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.database.close();
  t = undefined;
});

describe("a request that reaches a draining copy", () => {
  it("is served, not refused, and its reply closes the connection", async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    const url = new URL(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
    // A request in flight keeps the drain open while the late one arrives.
    const body = Buffer.from(JSON.stringify({ email: "late@example.com", password: "not-the-password" }));
    const held = await startRequest(url, "POST", "/api/auth/login", body, {
      "Content-Type": "application/json",
    });
    const closed = t.app.close();
    while (await canConnect(url)) await new Promise((resolve) => setTimeout(resolve, 10));

    // Straight to the server's request handler, as a request parsed on an open connection is.
    const server = t.app.server;
    const late = await inject((request, response) => server.emit("request", request, response), {
      method: "GET",
      url: "/api/health/live",
    });
    expect(late.statusCode).toBe(200);
    expect(late.headers.connection).toBe("close");

    expect(await held.finish()).toMatch(/^HTTP\/1\.1 4\d\d /);
    await closed;
  });
});
