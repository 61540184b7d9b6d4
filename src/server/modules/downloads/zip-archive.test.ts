import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { zipArchive } from "./zip-archive";

describe("zipArchive", () => {
  it("keeps the entries, in order, text as UTF-8 and bytes exactly", () => {
    const bytes = Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256);
    const zip = zipArchive(
      [
        { name: "photo.jpg", content: bytes, compressed: true },
        { name: "notes.txt", content: "Café ☕️ — 東京\n".repeat(50) },
      ],
      new Date("2026-11-20T10:00:00Z"),
    );
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(["photo.jpg", "notes.txt"]);
    expect(files["photo.jpg"]).toEqual(bytes);
    expect(strFromU8(files["notes.txt"] ?? new Uint8Array())).toBe("Café ☕️ — 東京\n".repeat(50));
    // Text is deflated; the already-compressed photo is stored, so the zip is not much bigger than it.
    expect(zip.length).toBeLessThan(bytes.length + 600);
  });

  it("refuses two entries of the same name rather than dropping one", () => {
    expect(() =>
      zipArchive(
        [
          { name: "a.txt", content: "1" },
          { name: "a.txt", content: "2" },
        ],
        new Date(),
      ),
    ).toThrow("Two archive entries are named a.txt");
  });
});
