import { describe, expect, it } from "vitest";
import { BodySlots, fitsJsonBudget } from "./image-body";

const body = (value: unknown) => Buffer.from(JSON.stringify(value));

describe("fitsJsonBudget (issue 29 A)", () => {
  it("exempts only the imageBase64 string from the budget", () => {
    const big = "A".repeat(5000);
    expect(fitsJsonBudget(body({ imageBase64: big, tone: "Friendly" }), 100)).toBe(true);
    expect(fitsJsonBudget(body({ tone: "Friendly", imageBase64: big }), 100)).toBe(true);
    // Spaced out as any serializer may write it.
    expect(fitsJsonBudget(Buffer.from(`{ "imageBase64" :\n "${big}" }`), 100)).toBe(true);
    expect(fitsJsonBudget(body({ additionalContext: big }), 100)).toBe(false);
    expect(fitsJsonBudget(body({ imageBase64: [big] }), 100)).toBe(false);
    expect(fitsJsonBudget(body(["imageBase64", big]), 100)).toBe(false);
    // Two large strings: only one is exempt.
    expect(fitsJsonBudget(body({ imageBase64: big, a: { imageBase64: big } }), 100)).toBe(false);
  });

  it("counts every byte of structure: nested objects, numbers, whitespace", () => {
    const nested = Buffer.from(`{"x":[${"{},".repeat(1000)}{}]}`);
    expect(fitsJsonBudget(nested, 100)).toBe(false);
    expect(fitsJsonBudget(nested, nested.length)).toBe(true);
    expect(fitsJsonBudget(Buffer.from(`{"imageBase64":"AAAA"${" ".repeat(500)}}`), 100)).toBe(false);
  });

  it("reads escaped quotes and backslashes inside strings correctly", () => {
    const tricky = `a\\"b\\\\`; // a\"b\\ as written in the JSON text
    const text = `{"note":"${tricky}","imageBase64":"${"B".repeat(4000)}"}`;
    expect(() => JSON.parse(text)).not.toThrow();
    expect(fitsJsonBudget(Buffer.from(text), 100)).toBe(true);
    // An escaped quote does not end the key: "imageBase64\"" is another key.
    const lookalike = `{"imageBase64\\"":"${"B".repeat(4000)}"}`;
    expect(fitsJsonBudget(Buffer.from(lookalike), 100)).toBe(false);
  });

  it("stops early on 13 MB of tiny strings and leaves malformed JSON to the parser", () => {
    const strings = Buffer.from(`[${'"a",'.repeat(3_400_000)}"a"]`);
    expect(fitsJsonBudget(strings, 1_048_576)).toBe(false);
    expect(fitsJsonBudget(Buffer.from(`{"imageBase64":"${"C".repeat(300)}`), 100)).toBe(false);
    expect(fitsJsonBudget(Buffer.from("not json"), 100)).toBe(true);
  });
});

describe("BodySlots (issue 29 A)", () => {
  it("bounds large bodies per account (429) and in all (503), and frees a slot once", () => {
    const slots = new BodySlots(2, 3);
    const a1 = slots.acquire("a");
    slots.acquire("a");
    expect(() => slots.acquire("a")).toThrow(
      expect.objectContaining({ code: "rate_limited", statusCode: 429 }),
    );
    const b1 = slots.acquire("b");
    expect(() => slots.acquire("c")).toThrow(
      expect.objectContaining({ code: "service_unavailable", statusCode: 503 }),
    );
    a1();
    a1();
    expect([slots.inUse, slots.inUseBy("a")]).toEqual([2, 1]);
    slots.acquire("c");
    b1();
    expect([slots.inUse, slots.inUseBy("b")]).toEqual([2, 0]);
  });
});
