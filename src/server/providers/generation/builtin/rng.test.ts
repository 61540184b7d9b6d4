import { describe, expect, it } from "vitest";
import { createRng, hashString } from "./rng";

describe("rng", () => {
  it("repeats the same sequence for the same seed, variant and salt", () => {
    const draw = (variant: number, salt = "x") => {
      const rng = createRng("brief", variant, salt);
      return [rng.next(), rng.int(100), rng.pick(["a", "b", "c", "d"]), rng.shuffle([1, 2, 3, 4, 5])];
    };
    expect(draw(0)).toEqual(draw(0));
    expect(draw(0)).not.toEqual(draw(1));
    expect(draw(0, "x")).not.toEqual(draw(0, "y"));
  });

  it("rotates to a different item on every next variant, and offsets never collide", () => {
    const list = ["a", "b", "c", "d"];
    for (let variant = 0; variant < 20; variant++) {
      const now = createRng("brief", variant).rotate(list);
      const next = createRng("brief", variant + 1).rotate(list);
      expect(next).not.toBe(now);
      const rng = createRng("brief", variant);
      expect(new Set([0, 1, 2].map((offset) => rng.rotate(list, offset))).size).toBe(3);
    }
  });

  it("draws in range", () => {
    const rng = createRng("range", 3);
    for (let index = 0; index < 1000; index++) {
      const value = rng.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      expect(rng.int(7)).toBeLessThan(7);
    }
    expect(() => rng.pick([])).toThrow();
    expect(hashString("a")).not.toBe(hashString("b"));
  });
});
