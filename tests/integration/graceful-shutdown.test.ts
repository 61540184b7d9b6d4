import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../support/images";

/**
 * The real process (src/server/main.ts) under SIGTERM: it stops accepting connections, lets the
 * request in flight finish, closes the database and exits 0. Run once (on its own PGlite): the
 * behaviour under test is the process's, not the database's.
 */
const dataDir = mkdtempSync(join(tmpdir(), "studio-shutdown-"));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DB !== "postgres")("graceful shutdown", () => {
  it("finishes an in-flight generation, refuses new connections and exits 0 on SIGTERM", async () => {
    const { child, origin, output } = await startServer("debug");
    server = child;
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

    const cookie = await register(origin);
    const image = await makeJpeg({ width: 320, height: 240 });
    const body = Buffer.from(
      JSON.stringify({
        imageBase64: image.toString("base64"),
        selectedPlatforms: ["instagram"],
        brand: "Shutdown Candles",
        product: "Soy candle",
      }),
    );

    const uploadUrl = new URL(await createUploadUrl(origin, cookie));

    // Half of each body now, the rest after SIGTERM: both requests are in flight across the
    // signal. The generation still needs the database (quota, storing the result) after its body
    // arrives; the upload streams to storage (Node's server.close() alone does not wait for it).
    const url = new URL(origin);
    const generation = await startRequest(url, "POST", "/api/social-media/generate", body, {
      "Content-Type": "application/json",
      Cookie: cookie,
    });
    const upload = await startRequest(url, "PUT", `${uploadUrl.pathname}${uploadUrl.search}`, image, {
      "Content-Type": "image/jpeg",
    });

    // Both must have reached their handlers before the signal (a request that arrives after it
    // is rightly answered 503): LOG_LEVEL=debug logs each request's arrival.
    await waitUntil(async () => (output().match(/"msg":"incoming request"/g) ?? []).length >= 4);
    child.kill("SIGTERM");
    await waitUntil(async () => !(await canConnect(url)));

    const generationReply = await generation.finish();
    expect(generationReply).toMatch(/^HTTP\/1\.1 200 /);
    expect(generationReply).toContain('"instagram"');
    expect(await upload.finish()).toMatch(/^HTTP\/1\.1 200 /);
    expect(await exited).toBe(0);
  }, 60_000);

  it("writes one line per request (issue 31) and every line logged before SIGTERM is out at exit", async () => {
    const { child, origin, output } = await startServer("info");
    server = child;
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

    // A few short lines: far under the log's 4 KB batch, so they are still buffered at the signal.
    const ids = Array.from({ length: 5 }, (_, index) => `flush-${index}-${Date.now()}`);
    for (const id of ids) {
      const response = await fetch(`${origin}/api/health/live?token=capability-${id}`, {
        headers: { "x-request-id": id },
      });
      expect(response.status).toBe(200);
      await response.text();
    }
    child.kill("SIGTERM");
    expect(await exited).toBe(0);

    const lines = output()
      .split("\n")
      .filter((text) => text.trim() !== "")
      .map((text) => JSON.parse(text) as Record<string, unknown>);
    for (const id of ids) {
      const own = lines.filter((line) => line.reqId === id);
      expect(own, id).toHaveLength(1);
      expect(own[0]).toMatchObject({
        level: 30,
        msg: "request completed",
        method: "GET",
        url: "/api/health/live?token=[redacted]",
        status: 200,
      });
      expect(typeof own[0]?.responseTime).toBe("number");
    }
    expect(output()).not.toContain("capability-");
    expect(lines.some((line) => line.msg === "incoming request")).toBe(false);
    expect(lines.at(-1)?.msg).toBe("shut down cleanly");
  }, 60_000);
});

async function startServer(
  logLevel = "info",
): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      SESSION_SECRET: "shutdown-test-secret-0123456789-abcdefghij",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const origin = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on("data", onData);
    if (process.env.DEBUG_SHUTDOWN) child.stdout?.on("data", (c) => process.stderr.write(c));
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
  return { child, origin, output: () => output };
}

async function register(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "shutdown@example.com", password: "a-good-password" }),
  });
  expect(response.status).toBe(201);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function createUploadUrl(origin: string, cookie: string): Promise<string> {
  const response = await fetch(`${origin}/api/objects/upload`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ contentType: "image/jpeg" }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { uploadURL: string }).uploadURL;
}

/** Sends the head and half the body; finish() sends the rest and resolves with the raw reply. */
async function startRequest(
  url: URL,
  method: string,
  path: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ finish: () => Promise<string> }> {
  const socket = await openSocket(url);
  const reply = readReply(socket);
  const head = Object.entries({
    Host: url.host,
    ...headers,
    "Content-Length": String(body.length),
    Connection: "close",
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`);
  const half = Math.floor(body.length / 2);
  socket.write(body.subarray(0, half));
  return {
    finish: () => {
      // write, not end: a half-closed socket would abort the request (Node's http server does so).
      socket.write(body.subarray(half));
      return reply;
    },
  };
}

function openSocket(url: URL): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => resolve(socket));
    socket.once("error", reject);
  });
}

function readReply(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString();
    });
    socket.once("close", () => resolve(text));
  });
}

function canConnect(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("condition never became true");
}
