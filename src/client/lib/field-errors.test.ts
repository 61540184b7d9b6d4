import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { fieldErrorsFrom, showFieldErrors, statusOf } from "./field-errors";

const reply = (status: number, body: unknown) =>
  new ApiError(status, "Bad Request", typeof body === "string" ? body : JSON.stringify(body));

describe("fieldErrorsFrom", () => {
  it("keys each issue's message by its first path segment, the first message winning", () => {
    const error = reply(400, {
      message: "Invalid request",
      code: "bad_request",
      issues: [
        { code: "custom", path: ["password"], message: "Too easy to guess" },
        { code: "too_small", path: ["password"], message: "Too short" },
        { code: "custom", path: ["address", "city"], message: "Unknown city" },
        { code: "custom", path: [], message: "Whole body" },
        { code: "custom", path: ["blank"], message: " " },
      ],
    });
    expect(fieldErrorsFrom(error)).toEqual({ password: "Too easy to guess", address: "Unknown city" });
  });

  it("yields nothing without issues", () => {
    expect(fieldErrorsFrom(reply(409, { message: "Taken", code: "conflict" }))).toEqual({});
    expect(fieldErrorsFrom(reply(502, "<html>Bad gateway</html>"))).toEqual({});
    expect(fieldErrorsFrom(new TypeError("Failed to fetch"))).toEqual({});
    expect(fieldErrorsFrom(reply(400, { issues: "nope" }))).toEqual({});
  });
});

describe("showFieldErrors", () => {
  it("sets only the form's own fields, focusing the first", () => {
    const setError = vi.fn();
    const error = reply(400, {
      issues: [
        { path: ["token"], message: "Link expired" },
        { path: ["newPassword"], message: "Too easy" },
        { path: ["currentPassword"], message: "Wrong" },
      ],
    });
    expect(showFieldErrors(error, setError, ["currentPassword", "newPassword"])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ["currentPassword", { type: "server", message: "Wrong" }, { shouldFocus: true }],
      ["newPassword", { type: "server", message: "Too easy" }, { shouldFocus: false }],
    ]);
  });

  it("says so when none of them applies", () => {
    const setError = vi.fn();
    const error = reply(400, { issues: [{ path: ["token"], message: "Link expired" }] });
    expect(showFieldErrors(error, setError, ["password"])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe("statusOf", () => {
  it("is the reply's status, or null for anything else", () => {
    expect(statusOf(reply(429, {}))).toBe(429);
    expect(statusOf(new TypeError("Failed to fetch"))).toBeNull();
  });
});
