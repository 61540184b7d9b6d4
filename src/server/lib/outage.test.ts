import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { isOutage } from "./outage";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isOutage", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    [
      "Drizzle's wrapper around a dropped pg connection",
      new DrizzleQueryError("select 1", [], new Error("Connection terminated unexpectedly")),
    ],
    [
      "a statement on a client that lost its connection",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
    ["Postgres shutting down", withCode("terminating connection due to administrator command", "57P01")],
    ["Postgres starting up", withCode("the database system is starting up", "57P03")],
    ["a connection exception", withCode("connection failure", "08006")],
    ["too many connections", withCode("sorry, too many clients already", "53300")],
    [
      "a happy-eyeballs connect that failed on every address",
      new AggregateError([withCode("refused", "ECONNREFUSED")]),
    ],
    ["an S3 5xx", Object.assign(new Error("InternalError"), { $metadata: { httpStatusCode: 500 } })],
    ["an S3 timeout", Object.assign(new Error("timed out"), { name: "TimeoutError" })],
  ])("is true for %s", (_name, error) => {
    expect(isOutage(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("duplicate key value", "23505")],
    [
      "a missing object",
      Object.assign(new Error("NoSuchKey"), { name: "NoSuchKey", $metadata: { httpStatusCode: 404 } }),
    ],
    ["a missing file", withCode("no such file", "ENOENT")],
    ["our own shutdown closing the pool", new Error("Client was closed and is not queryable")],
    [
      "an AppError, whatever its cause",
      new AppError("bad_gateway", "The AI writer is down", { cause: withCode("x", "ECONNREFUSED") }),
    ],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["not an error at all", "ECONNREFUSED"],
  ])("is false for %s", (_name, error) => {
    expect(isOutage(error)).toBe(false);
  });
});
