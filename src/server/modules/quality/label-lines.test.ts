import { describe, expect, it } from "vitest";
import { findLabelLines } from "./label-lines";

const kinds = (text: string, context: "caption" | "description") =>
  findLabelLines(text, context).map((line) => `${line.kind}: ${line.excerpt}`);

// The first call compiles the vocabulary (a second or more on a busy machine).
describe("findLabelLines in captions", { timeout: 30_000 }, () => {
  it("catches a short label with a bare value", () => {
    expect(kinds("New in! What's on the tag: 8oz. Grab yours.", "caption")).toEqual([
      "label-line: What's on the tag: 8oz.",
    ]);
    expect(kinds("Côté format : taille 39.", "caption")).toEqual(["label-line: Côté format : taille 39."]);
  });

  it("lets a label followed by a real sentence through", () => {
    expect(kinds("Good to know: it ships in 3 days.", "caption")).toEqual([]);
  });

  it("lets the labels people write in posts through", () => {
    expect(kinds("Code: MOMDAY15", "caption")).toEqual([]);
  });

  it("catches known meta-filler", () => {
    expect(kinds("A mug. That's the pitch.", "caption")).toEqual(["meta-filler: A mug. That's the pitch."]);
  });

  it("does not catch a negated or plain sentence without a colon", () => {
    expect(kinds("This is not a pitch, just a mug we love.", "caption")).toEqual([]);
  });
});

describe("findLabelLines in descriptions", { timeout: 30_000 }, () => {
  it("accepts an item-specifics block", () => {
    expect(kinds("Item specifics\nMaterial: Leather\nSize: 10\nZustand: gebraucht", "description")).toEqual(
      [],
    );
  });

  it("catches a spec line that says nothing", () => {
    expect(kinds("Condition: See photos", "description")).toEqual(["empty-spec: Condition: See photos"]);
    expect(kinds("État : voir les photos", "description")).toEqual(["empty-spec: État : voir les photos"]);
  });

  it("catches a meta label with a bare value", () => {
    expect(kinds("Listed here: a pair of sneakers.", "description")).toEqual([
      "label-line: Listed here: a pair of sneakers.",
    ]);
  });
});
