import { describe, expect, it } from "vitest";
import { summarizeSelection, toggleAll, toggleSelected } from "./use-listing-selection";

const shown = ["a", "b", "c"];

describe("listing selection", () => {
  it("counts only shown ids, in the list's order", () => {
    expect(summarizeSelection(shown, new Set(["c", "gone", "a"]))).toEqual({
      ids: ["a", "c"],
      count: 2,
      all: "indeterminate",
    });
    expect(summarizeSelection(shown, new Set())).toEqual({ ids: [], count: 0, all: false });
    expect(summarizeSelection(shown, new Set(shown)).all).toBe(true);
    // An empty list is never "all selected".
    expect(summarizeSelection([], new Set(["a"])).all).toBe(false);
  });

  it("ticks and unticks one id without touching the others", () => {
    const once = toggleSelected(new Set(["a"]), "b", true);
    expect([...once]).toEqual(["a", "b"]);
    expect([...toggleSelected(once, "a", false)]).toEqual(["b"]);
    expect([...toggleSelected(once, "a", true)]).toEqual(["a", "b"]);
  });

  it("Select all fills an empty or partial selection and clears a full one", () => {
    expect([...toggleAll(shown, new Set())]).toEqual(shown);
    expect([...toggleAll(shown, new Set(["b"]))]).toEqual(shown);
    expect([...toggleAll(shown, new Set(shown))]).toEqual([]);
    // Ids left over from an older list do not make a full selection look partial.
    expect([...toggleAll(shown, new Set([...shown, "gone"]))]).toEqual([]);
  });
});
