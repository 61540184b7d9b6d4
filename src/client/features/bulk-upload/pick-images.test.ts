import { describe, expect, it } from "vitest";
import { BULK_MAX_IMAGES } from "../../../domain/bulk";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
} from "../../../domain/uploads";
import { NOT_AN_IMAGE, OVER_JOB_CAP, pickImages } from "./pick-images";

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe("pickImages", () => {
  it("keeps only files whose type starts with image/, saying why the others are left out", () => {
    const picked = pickImages([
      file("mug.jpg", "image/jpeg"),
      file("notes.pdf", "application/pdf"),
      file("apron.png", "image/png"),
      file("readme", ""),
    ]);
    expect(picked.images.map((f) => f.name)).toEqual(["mug.jpg", "apron.png"]);
    expect(picked.skipped.map(({ name, reason }) => ({ name, reason }))).toEqual([
      { name: "notes.pdf", reason: NOT_AN_IMAGE },
      { name: "readme", reason: NOT_AN_IMAGE },
    ]);
  });

  it("names images the server would refuse: other formats and files over 10 MB", () => {
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], "huge.jpg", { type: "image/jpeg" });
    const picked = pickImages([file("photo.heic", "image/heic"), big, file("ok.webp", "image/webp")]);
    expect(picked.images.map((f) => f.name)).toEqual(["ok.webp"]);
    expect(picked.skipped.map((s) => s.reason)).toEqual([UNSUPPORTED_IMAGE_MESSAGE, IMAGE_TOO_LARGE_MESSAGE]);
  });

  it("stops at the job's cap, counting what was picked before", () => {
    const picked = pickImages(
      [file("a.jpg", "image/jpeg"), file("b.jpg", "image/jpeg"), file("c.jpg", "image/jpeg")],
      BULK_MAX_IMAGES - 2,
    );
    expect(picked.images.map((f) => f.name)).toEqual(["a.jpg", "b.jpg"]);
    expect(picked.skipped).toEqual([{ key: "0:c.jpg", name: "c.jpg", reason: OVER_JOB_CAP }]);
  });

  it("gives every skipped file its own key, even with the same name", () => {
    const picked = pickImages([file("x", "text/plain"), file("x", "text/plain")]);
    expect(new Set(picked.skipped.map((s) => s.key)).size).toBe(2);
  });
});
