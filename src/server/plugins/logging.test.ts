import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { registerErrorHandler } from "./error-handler";
import {
  loggerOptions,
  RequestLogController,
  redactUrl,
  registerSecurityEventLog,
  requestIdFor,
  serializeError,
} from "./logging";

const email = "owner@example.com";
const passwordHash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo";

describe("error logs", () => {
  it("keep a failed query's statement but never its parameters (an e-mail and a password hash leaked once)", () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: "23505",
        detail: `Key (lower(email))=(${email}) already exists.`,
      },
    );
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      [email, `${passwordHash}\nsecond line`],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain("23505");
    expect(logged).not.toContain(email);
    expect(logged).not.toContain("argon2id");
    expect(logged).not.toContain("second line");
  });

  it("mask secret-looking fields wherever they sit", () => {
    const error = Object.assign(new Error("failed"), {
      password: "hunter2",
      nested: { apiKey: "sk_live_x" },
    });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain("hunter2");
    expect(logged).not.toContain("sk_live_x");
  });
});

describe("request logs", () => {
  it("mask capability values in URLs (signed upload links, tokens)", () => {
    expect(redactUrl("/api/objects/local/uploads/1?expires=9&max=10&sig=abc")).toBe(
      "/api/objects/local/uploads/1?expires=9&max=10&sig=[redacted]",
    );
    expect(redactUrl("/reset?token=t0k3n")).toBe("/reset?token=[redacted]");
    expect(redactUrl("/api/health")).toBe("/api/health");
  });

  it("carry a request id: a proxy's plain one is kept, anything else is replaced", () => {
    const request = (id?: string) => ({ headers: id === undefined ? {} : { "x-request-id": id } }) as never;
    expect(requestIdFor(request("lb-1234"))).toBe("lb-1234");
    expect(requestIdFor(request("bad id\nwith newline"))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(request())).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never print cookies, bearer tokens or passwords through the real logger", async () => {
    const { app, lines } = appWithCapturedLogs();
    app.post("/echo", async (request) => {
      request.log.info({ body: request.body }, "body seen");
      throw new DrizzleQueryError("select $1", [email]);
    });
    await app.inject({
      method: "POST",
      url: "/echo?sig=capability",
      headers: { cookie: "sid=secret-session", authorization: "Bearer tok_secret", "x-request-id": "req-42" },
      payload: { password: "hunter2-password" },
    });
    await app.close();
    const output = lines.join("");
    expect(output).toContain('"reqId":"req-42"');
    for (const secret of ["secret-session", "tok_secret", "hunter2-password", email, "capability"]) {
      expect(output).not.toContain(secret);
    }
  });

  it("write exactly one line per request, at completion, with its method, masked URL, status, time, ids (issue 31)", async () => {
    const { app, lines } = appWithCapturedLogs();
    app.decorateRequest("user", null);
    app.addHook("preHandler", (request, _reply, done) => {
      if (request.headers["x-test-user"]) request.user = { id: "user-7" } as never;
      done();
    });
    app.get("/api/thing", async () => ({ ok: true }));
    app.get("/api/gone", async (_request, reply) => reply.status(404).send({ message: "no" }));
    await app.inject({
      method: "GET",
      url: "/api/thing?sig=capability&page=2",
      headers: { "x-request-id": "req-1", "x-test-user": "1", cookie: "sid=secret-session" },
    });
    await app.inject({ method: "GET", url: "/api/gone", headers: { "x-request-id": "req-2" } });
    await app.close();
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.filter((entry) => entry.reqId === "req-1")).toEqual([
      expect.objectContaining({
        level: 30,
        msg: "request completed",
        method: "GET",
        url: "/api/thing?sig=[redacted]&page=2",
        status: 200,
        responseTime: expect.any(Number),
        userId: "user-7",
      }),
    ]);
    const second = entries.filter((entry) => entry.reqId === "req-2");
    expect(second).toEqual([
      expect.objectContaining({ msg: "request completed", url: "/api/gone", status: 404 }),
    ]);
    expect(second[0]).not.toHaveProperty("userId");
    expect(entries.some((entry) => entry.msg === "incoming request")).toBe(false);
    expect(lines.join("")).not.toContain("capability");
    expect(lines.join("")).not.toContain("secret-session");
  });

  it("write each request's arrival as a debug line only at LOG_LEVEL=debug", async () => {
    const info = appWithCapturedLogs();
    const debug = appWithCapturedLogs("debug");
    for (const { app } of [info, debug]) {
      app.get("/api/thing", async () => ({ ok: true }));
      await app.inject({ method: "GET", url: "/api/thing", headers: { "x-request-id": "req-3" } });
      await app.close();
    }
    const messages = (lines: string[]) => lines.map((line) => JSON.parse(line).msg);
    expect(messages(info.lines)).toEqual(["request completed"]);
    expect(messages(debug.lines)).toEqual(["incoming request", "request completed"]);
  });

  it("write one security event per sign-in attempt and per refused request, without the e-mail", async () => {
    const { app, lines } = appWithCapturedLogs();
    registerSecurityEventLog(app);
    app.post("/api/auth/login", async (_request, reply) =>
      reply.status(401).send({ message: "no", code: "unauthorized" }),
    );
    app.get("/api/private", async (_request, reply) =>
      reply.status(403).send({ message: "no", code: "forbidden" }),
    );
    app.get("/api/open", async () => ({ ok: true }));
    await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "wrong-password" },
    });
    await app.inject({ method: "GET", url: "/api/private" });
    await app.inject({ method: "GET", url: "/api/open" });
    await app.close();
    const events = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "security event");
    expect(events.map(({ event, outcome, status }) => ({ event, outcome, status }))).toEqual([
      { event: "auth.login", outcome: "failure", status: 401 },
      { event: "access.refused", outcome: "failure", status: 403 },
    ]);
    expect(lines.join("")).not.toContain(email);
  });

  it("write the sign-in's event whatever the path's spelling (the router decodes %6C), by its route", async () => {
    const { app, lines } = appWithCapturedLogs();
    registerSecurityEventLog(app);
    app.post("/api/auth/login", async () => ({ id: "u1" }));
    app.post("/api/auth/register", async (_request, reply) => reply.status(201).send({ id: "u2" }));
    for (const url of ["/api/auth/%6Cogin", "/%61pi/auth/login", "/api/%61uth/login?x=1"]) {
      expect((await app.inject({ method: "POST", url, payload: { email } })).statusCode, url).toBe(200);
    }
    await app.inject({ method: "POST", url: "/api/auth/regist%65r", payload: { email } });
    await app.close();
    const events = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "security event");
    expect(events.map(({ event, outcome, route }) => ({ event, outcome, route }))).toEqual([
      { event: "auth.login", outcome: "success", route: "/api/auth/login" },
      { event: "auth.login", outcome: "success", route: "/api/auth/login" },
      { event: "auth.login", outcome: "success", route: "/api/auth/login" },
      { event: "auth.register", outcome: "success", route: "/api/auth/register" },
    ]);
  });
});

/** A Fastify app with the production logger options and error handler, its log lines kept. */
function appWithCapturedLogs(level: "info" | "debug" = "info") {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions(loadConfig({ LOG_LEVEL: level, SESSION_SECRET: "x".repeat(40) }));
  const app = Fastify({
    logger: { ...(options as object), stream },
    genReqId: requestIdFor,
    logController: new RequestLogController(),
  });
  registerErrorHandler(app);
  return { app, lines };
}
