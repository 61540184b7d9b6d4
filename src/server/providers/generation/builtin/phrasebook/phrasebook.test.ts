import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createRng } from "../rng";
import { loadPhrasebook, PhrasebookError, render, Said } from "./phrasebook";

describe("phrasebook", () => {
  it("loads the writers' own files", () => {
    expect(loadPhrasebook("listings").sections().length).toBeGreaterThan(10);
  });

  it("fills slots, capitalises {Slot}, and refuses a template with a missing slot", () => {
    expect(
      render("{Material} {product} for {use}.", { material: "stoneware", product: "mug", use: "tea" }),
    ).toBe("Stoneware mug for tea.");
    expect(render("A {product} in {colour}.", { product: "mug" })).toBeUndefined();
    expect(render("Printed on a {product}; a {product} it is.", { product: "art print" })).toBe(
      "Printed on an art print; an art print it is.",
    );
    expect(render("An {product}.", { product: "mug" })).toBe("A mug.");
    expect(render("A {product} in {colour}.", { product: "mug", colour: " " })).toBeUndefined();
  });

  it("never says the same sentence or uses the same template twice in a generation", () => {
    const folder = mkdtempSync(join(tmpdir(), "phrases-"));
    writeFileSync(
      join(folder, "t.json"),
      JSON.stringify({
        slots: ["product"],
        sections: { a: ["One {product}.", "Two {product}."], b: ["One {product}."] },
      }),
    );
    const book = loadPhrasebook("t", folder);
    const said = new Said();
    const rng = createRng("seed", 0);
    const first = book.pick("a", { product: "mug" }, rng, said);
    const second = book.pick("a", { product: "mug" }, rng, said);
    expect(new Set([first, second]).size).toBe(2);
    expect(book.pick("a", { product: "mug" }, rng, said)).toBeUndefined();
    expect(book.pick("b", { product: "mug" }, rng, said)).toBeUndefined();
  });

  it("refuses unknown slots and stray braces when it loads", () => {
    const folder = mkdtempSync(join(tmpdir(), "phrases-"));
    writeFileSync(
      join(folder, "bad.json"),
      JSON.stringify({ slots: ["product"], sections: { a: ["A {colour} {product}."] } }),
    );
    writeFileSync(
      join(folder, "brace.json"),
      JSON.stringify({ slots: ["product"], sections: { a: ["A { product}."] } }),
    );
    expect(() => loadPhrasebook("bad", folder)).toThrow(/unknown slot \{colour\}/);
    expect(() => loadPhrasebook("brace", folder)).toThrow(PhrasebookError);
  });
});
