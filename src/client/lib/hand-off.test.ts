// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import type { FactSheet } from "../../domain/fact-sheet";
import { forgetHandOff, readHandOff, sameProduct, saveHandOff } from "./hand-off";

const photo = "/objects/uploads/11111111-2222-4333-8444-555555555555";
const dress: FactSheet = {
  product: "red linen dress",
  noun: "dress",
  specs: [],
  features: ["hand-dyed"],
  condition: { value: "new", words: [], stated: false },
  materials: ["linen"],
  packaging: [],
  colours: ["red"],
  delivery: [],
  notIncluded: [],
  claims: [],
  safety: [],
  offer: { code: "SPRING25", text: "25% off with SPRING25" },
  currency: "USD",
};

afterEach(() => sessionStorage.clear());

describe("a hand-off between the generators", () => {
  it("is read back whole by its id, and forgotten once used", () => {
    const id = saveHandOff({ imagePath: photo, product: "Red linen dress", facts: dress, from: "social" });
    expect(id).toMatch(/^[\w-]{8,}$/);
    expect(readHandOff(id)).toEqual({
      imagePath: photo,
      product: "Red linen dress",
      facts: dress,
      from: "social",
    });
    forgetHandOff(id ?? "");
    expect(readHandOff(id)).toBeNull();
  });

  it("is found by no other id, and not without one", () => {
    saveHandOff({ imagePath: photo, product: "Red linen dress" });
    expect(readHandOff(null)).toBeNull();
    expect(readHandOff("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(readHandOff("../../etc")).toBeNull();
  });

  it("leaves out a part that is not what it should be, and refuses a photo that is not an upload", () => {
    const at = Date.now();
    sessionStorage.setItem(
      "studio:handoff:aaaaaaaa-1111",
      JSON.stringify({ imagePath: photo, product: 42, facts: { product: "x" }, from: "bulk", savedAt: at }),
    );
    expect(readHandOff("aaaaaaaa-1111")).toEqual({ imagePath: photo });
    sessionStorage.setItem(
      "studio:handoff:bbbbbbbb-2222",
      JSON.stringify({ imagePath: "https://evil.example/x.png", product: "mug", savedAt: at }),
    );
    expect(readHandOff("bbbbbbbb-2222")).toBeNull();
    sessionStorage.setItem("studio:handoff:cccccccc-3333", "{not json");
    expect(readHandOff("cccccccc-3333")).toBeNull();
  });

  it("is not picked up after a day, and only the newest ten are kept", () => {
    const start = Date.UTC(2026, 10, 1);
    const old = saveHandOff({ imagePath: photo, product: "old" }, start);
    expect(readHandOff(old, start + 25 * 60 * 60 * 1000)).toBeNull();
    const ids = Array.from({ length: 12 }, (_, index) =>
      saveHandOff({ imagePath: photo, product: `item ${index}` }, start + 1000 * (index + 1)),
    );
    const now = start + 20_000;
    expect(readHandOff(ids[0] ?? null, now)).toBeNull();
    expect(readHandOff(ids[1] ?? null, now)).toBeNull();
    expect(readHandOff(ids[2] ?? null, now)?.product).toBe("item 2");
    expect(readHandOff(ids[11] ?? null, now)?.product).toBe("item 11");
  });
});

describe("sameProduct", () => {
  it("matches the handed product, spaces and case aside", () => {
    expect(sameProduct("  red  Linen dress ", "Red linen dress")).toBe(true);
    expect(sameProduct("Blue linen dress", "Red linen dress")).toBe(false);
    expect(sameProduct(undefined, "Red linen dress")).toBe(false);
    expect(sameProduct("anything", undefined)).toBe(true);
  });
});
