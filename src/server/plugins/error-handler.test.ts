import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../lib/app-error";
import { OUTAGE_REPLY_MESSAGE, registerErrorHandler } from "./error-handler";

async function appWith(handler: () => unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post("/boom", { schema: { body: z.object({ n: z.number().max(3) }) } }, async () => handler());
  await app.ready();
  return app;
}

describe("error handler", () => {
  it("never leaks a stack trace or internal message from a 500", async () => {
    const app = await appWith(() => {
      throw new Error("connection to 10.0.0.5 refused at db.ts:42");
    });
    const reply = await app.inject({ method: "POST", url: "/boom", payload: { n: 1 } });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({
      message: "Something went wrong on our side. Please try again.",
      code: "internal",
    });
    expect(reply.body).not.toContain("10.0.0.5");
  });

  it.each([
    [
      "a refused connection",
      Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" }),
    ],
    [
      "a dropped database connection",
      new Error("failed query", { cause: new Error("Connection terminated unexpectedly") }),
    ],
    ["a database shutting down", Object.assign(new Error("terminating connection"), { code: "57P01" })],
    ["a store answering 503", Object.assign(new Error("SlowDown"), { $metadata: { httpStatusCode: 503 } })],
  ])("answers %s with 503 and Retry-After, not a 500 (issue 31.4)", async (_name, error) => {
    const app = await appWith(() => {
      throw error;
    });
    const reply = await app.inject({ method: "POST", url: "/boom", payload: { n: 1 } });
    expect(reply.statusCode).toBe(503);
    expect(Number(reply.headers["retry-after"])).toBeGreaterThan(0);
    expect(reply.json()).toEqual({ message: OUTAGE_REPLY_MESSAGE, code: "service_unavailable" });
    expect(reply.body).not.toContain("10.0.0.5");
  });

  it("maps an AppError's code to its status and sets Retry-After", async () => {
    const app = await appWith(() => {
      throw new AppError("rate_limited", "Slow down", { retryAfterSeconds: 42 });
    });
    const reply = await app.inject({ method: "POST", url: "/boom", payload: { n: 1 } });
    expect(reply.statusCode).toBe(429);
    expect(reply.headers["retry-after"]).toBe("42");
    expect(reply.json()).toEqual({ message: "Slow down", code: "rate_limited" });
  });

  it("turns schema failures into 400 with the issue list", async () => {
    const app = await appWith(() => ({}));
    const reply = await app.inject({ method: "POST", url: "/boom", payload: { n: 9 } });
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(body.code).toBe("bad_request");
    expect(body.message).toMatch(/^n: /);
    expect(body.issues).toEqual([expect.objectContaining({ path: ["n"], code: "too_big" })]);
  });

  it("answers an over-large body with 413", async () => {
    const app = Fastify({ logger: false, bodyLimit: 10 });
    registerErrorHandler(app);
    app.post("/echo", async (request) => request.body);
    const reply = await app.inject({ method: "POST", url: "/echo", payload: { text: "x".repeat(100) } });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ message: "The request body is too large", code: "payload_too_large" });
  });
});
