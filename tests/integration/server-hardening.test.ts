import { connect, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp, uniqueEmail } from "../support/test-app";

/**
 * The server's own defences, below any route: which client address it believes behind a proxy,
 * how many sockets one address may hold, how long a request may trickle in, what API replies may
 * be cached, request ids, and a health check that reports each dependency.
 */

describe("client address behind a proxy (finding 4: X-Forwarded-For must not bypass per-IP limits)", () => {
  const register = (t: TestApp, forwardedFor: string, remoteAddress = "10.0.0.1") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail("proxy"), password: "a-good-password" },
      headers: { "x-forwarded-for": forwardedFor },
      remoteAddress,
    });

  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    t = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: "2" });
    const statuses = [];
    for (let client = 1; client <= 3; client += 1)
      statuses.push((await register(t, `198.51.100.${client}`)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("with one trusted hop, takes the address the proxy saw, not what the client wrote before it", async () => {
    t = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: "2", TRUST_PROXY: "1" });
    // The client forges a fresh address each time; the proxy appends the real one.
    const statuses = [];
    for (let forged = 1; forged <= 3; forged += 1) {
      statuses.push((await register(t, `198.51.100.${forged}, 203.0.113.9`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    // A different real client behind the same proxy has its own allowance.
    expect((await register(t, "203.0.113.10")).statusCode).toBe(201);
  });

  it("with a list of proxy addresses, believes forwarded addresses only from those proxies", async () => {
    t = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: "2", TRUST_PROXY: "10.0.0.0/8" });
    const statuses = [];
    for (let forged = 1; forged <= 3; forged += 1) {
      statuses.push((await register(t, `198.51.100.${forged}, 203.0.113.20`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    // A direct client (not a listed proxy) cannot pick its address with the header at all.
    const direct = [];
    for (let forged = 1; forged <= 3; forged += 1) {
      direct.push((await register(t, `198.51.100.${forged + 10}`, "192.0.2.50")).statusCode);
    }
    expect(direct).toEqual([201, 201, 429]);
  });
});

describe("connections and slow requests (finding 6)", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ MAX_CONNECTIONS_PER_IP: "3", REQUEST_TIMEOUT_MS: "1000" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it("closes connections past the per-address cap and keeps serving the ones within it", async () => {
    const sockets = await Promise.all([1, 2, 3, 4, 5].map(() => openSocket(port)));
    const closed = await Promise.all(sockets.map((socket) => closedWithin(socket, 1_000)));
    expect(closed.filter(Boolean)).toHaveLength(2);
    const open = sockets.filter((_socket, index) => !closed[index]);
    const reply = await exchange(
      open[0] as Socket,
      "GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    for (const socket of sockets) socket.destroy();
  });

  it("cuts off a body trickled in slower than the request deadline", async () => {
    const socket = await openSocket(port);
    const reply = collect(socket);
    socket.write(
      "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{",
    );
    // One byte every 200 ms would take 80 s to finish; the server gives up long before.
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(" ");
    }, 200);
    const text = await reply;
    clearInterval(trickle);
    expect(text === "" || /^HTTP\/1\.1 408 /.test(text)).toBe(true);
  });
});

describe("API replies", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("are never cached: history, usage and account replies carry no-store (finding 7)", async () => {
    const user = await signUp(t.app);
    for (const url of [
      "/api/social-media/posts",
      "/api/product-listings",
      "/api/usage-status",
      "/api/auth/user",
    ]) {
      const reply = await t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("echo a request id, keeping a proxy's", async () => {
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "lb-7" },
    });
    expect(mine.headers["x-request-id"]).toBe("lb-7");
    const made = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("health reports the database and the object store", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: "ok", db: "ok", storage: "ok" });
  });
});

describe("browser security headers in production", () => {
  it("send a year of HSTS with subdomains, and no CORS grant to any other origin", async () => {
    const t = await createTestApp({ NODE_ENV: "production", APP_ORIGIN: "https://studio.example.com" });
    try {
      const reply = await t.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { origin: "https://evil.example.net" },
      });
      expect(reply.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(reply.headers["access-control-allow-origin"]).toBeUndefined();
      expect(reply.headers["access-control-allow-credentials"]).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe("health with a dependency down", () => {
  it("answers 503 naming the store that does not answer", async () => {
    // An S3 endpoint where nothing listens: the store is configured but unreachable.
    const t = await createTestApp({
      S3_BUCKET: "missing",
      S3_REGION: "us-east-1",
      S3_ENDPOINT: "http://127.0.0.1:9",
      S3_ACCESS_KEY_ID: "x",
      S3_SECRET_ACCESS_KEY: "y",
      S3_FORCE_PATH_STYLE: "true",
    });
    try {
      const reply = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ status: "down", db: "ok", storage: "down" });
    } finally {
      await t.close();
    }
  });
});

function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function collect(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString();
    });
    socket.on("error", () => {});
    socket.once("close", () => resolve(text));
  });
}

function exchange(socket: Socket, request: string): Promise<string> {
  const reply = collect(socket);
  socket.write(request);
  return reply;
}
