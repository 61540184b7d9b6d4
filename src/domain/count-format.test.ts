import { describe, expect, it } from "vitest";
import { groupThousands } from "./count-format";

describe("groupThousands", () => {
  it("writes whole numbers as toLocaleString('en-US') does", () => {
    for (const value of [0, 7, 42, 999, 1000, 5000, 12_345, 150_000, 1_234_567, -2500]) {
      expect(groupThousands(value), String(value)).toBe(value.toLocaleString("en-US"));
    }
  });
});
