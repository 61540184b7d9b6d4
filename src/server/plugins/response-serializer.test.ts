import { isResponseSerializationError } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { usageStatusSchema } from "../../domain/usage";
import { parsesAsItEncodes, responseSerializerCompiler } from "./response-serializer";

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: "GET", url: "/test", httpStatus: "200" });

describe("parsesAsItEncodes", () => {
  it("accepts plain values and containers of them, recursive ones too", () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.object({ name: z.string(), children: z.lazy(() => z.array(node)) });
    for (const schema of [
      usageStatusSchema,
      z.object({ list: z.array(z.union([z.string().email(), z.null()])).optional() }),
      z.record(z.string(), z.tuple([z.number().int(), z.boolean()])),
      node,
    ]) {
      expect(parsesAsItEncodes(schema)).toBe(true);
    }
  });

  it("refuses anything that changes a value in one direction only, however deep", () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    for (const inner of [
      z.string().transform((text) => text.length),
      z.number().default(0),
      z.string().catch(""),
      z.string().pipe(z.string()),
      isoDate,
    ]) {
      expect(parsesAsItEncodes(z.object({ outer: z.array(z.object({ inner })) }))).toBe(false);
    }
  });
});

describe("responseSerializerCompiler", () => {
  it("writes what the schema names and drops the rest (a user row's hash never leaks)", () => {
    const serialize = serializerFor(z.object({ id: z.string(), plan: z.enum(["free", "pro"]).nullable() }));
    expect(serialize({ id: "u1", plan: null, passwordHash: "$argon2id$secret" })).toBe(
      '{"id":"u1","plan":null}',
    );
  });

  it("refuses a reply that breaks its schema with the library's serialization error", () => {
    const serialize = serializerFor(z.object({ count: z.number().int() }));
    let thrown: unknown;
    try {
      serialize({ count: 1.5 });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it("still encodes schemas with codecs, so values go out in their wire form", () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const serialize = serializerFor(z.object({ at: isoDate }));
    expect(serialize({ at: new Date("2026-01-02T03:04:05.000Z") })).toBe('{"at":"2026-01-02T03:04:05.000Z"}');
  });
});
