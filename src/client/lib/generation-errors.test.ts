import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { fieldErrorFrom, fieldErrorsFrom } from "./generation-errors";

const reply = (status: number, body: unknown) =>
  new ApiError(status, "Bad Request", typeof body === "string" ? body : JSON.stringify(body));

describe("fieldErrorFrom", () => {
  it("finds the message of the issue naming the field", () => {
    const error = reply(400, {
      code: "bad_request",
      message: "Tell us what you're selling",
      issues: [
        { code: "custom", path: ["tone"], message: "Not this one" },
        { code: "custom", path: ["product"], message: "Tell us what you're selling" },
      ],
    });
    expect(fieldErrorFrom(error, "product")).toBe("Tell us what you're selling");
    expect(fieldErrorFrom(error, "brand")).toBeNull();
  });

  it("falls back to the reply's message when the issue has none", () => {
    const error = reply(400, {
      code: "bad_request",
      message: "product: too long",
      issues: [{ path: ["product"] }],
    });
    expect(fieldErrorFrom(error, "product")).toBe("product: too long");
  });

  it("is null for other statuses, bodies that are not JSON, replies without issues and other errors", () => {
    const issues = [{ path: ["product"], message: "x" }];
    expect(fieldErrorFrom(reply(402, { code: "limit_reached", message: "x", issues }), "product")).toBeNull();
    expect(fieldErrorFrom(reply(400, "<html>"), "product")).toBeNull();
    expect(fieldErrorFrom(reply(400, { code: "bad_request", message: "x" }), "product")).toBeNull();
    expect(fieldErrorFrom(new Error("400: {}"), "product")).toBeNull();
    expect(fieldErrorFrom(null, "product")).toBeNull();
  });
});

describe("fieldErrorsFrom", () => {
  it("lists every message naming the field, in order", () => {
    const error = reply(400, {
      code: "bad_request",
      message: "None of the marketplaces you chose can list this product.",
      issues: [
        {
          code: "custom",
          path: ["selectedPlatforms"],
          message: "Redbubble prints designs on its own products.",
        },
        { code: "custom", path: ["product"], message: "Not this one" },
        { code: "custom", path: ["selectedPlatforms"], message: "  Mercari takes no digital goods. " },
        { code: "custom", path: ["selectedPlatforms"], message: "" },
      ],
    });
    expect(fieldErrorsFrom(error, "selectedPlatforms")).toEqual([
      "Redbubble prints designs on its own products.",
      "Mercari takes no digital goods.",
    ]);
    expect(fieldErrorsFrom(error, "tone")).toEqual([]);
  });

  it("is empty for anything but a 400 with issues", () => {
    expect(fieldErrorsFrom(reply(402, { code: "limit_reached", message: "x" }), "product")).toEqual([]);
    expect(fieldErrorsFrom(reply(400, "<html>"), "product")).toEqual([]);
    expect(fieldErrorsFrom(new Error("nope"), "product")).toEqual([]);
  });
});
