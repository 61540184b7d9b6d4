import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { type GeneratedPhotoSpec, loadQualityBriefs, PHOTO_SHAPES } from "./briefs";
import { photoFor, photoSvg, renderPhoto, seededRandom, shade } from "./photos";

const spec: GeneratedPhotoSpec = {
  kind: "generated",
  shape: "mug",
  colour: "#8e1b1b",
  backdrop: { style: "solid", colours: ["#e07b28"] },
  width: 320,
  height: 320,
  placement: { dx: 0, dy: 0, scale: 0.7 },
  seed: 42,
  description: "a red mug on orange",
  productColours: ["red"],
  backdropColours: ["orange"],
};

async function pixel(buffer: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(buffer).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
}

const near = (a: readonly number[], hex: string, tolerance: number) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const b = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= tolerance);
};

const cacheDir = mkdtempSync(join(tmpdir(), "quality-photos-test-"));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe("generated photos", () => {
  it("are the same pixels for the same spec, and differ with the seed", async () => {
    const a = await renderPhoto(spec);
    const b = await renderPhoto(spec);
    const c = await renderPhoto({ ...spec, seed: 43 });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it("show the product in the middle and the backdrop at the border, with noise", async () => {
    const photo = await renderPhoto(spec);
    expect(near(await pixel(photo, 150, 170), "#8e1b1b", 60)).toBe(true);
    expect(near(await pixel(photo, 4, 160), "#e07b28", 60)).toBe(true);
    const { data } = await sharp(photo).extract({ left: 0, top: 150, width: 40, height: 20 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect(new Set(data).size).toBeGreaterThan(5);
  });

  it("draw every shape and backdrop style as valid SVG", async () => {
    for (const [i, shape] of PHOTO_SHAPES.entries()) {
      const style = (["solid", "gradient", "wood", "paper", "cloth"] as const)[i % 5] ?? "solid";
      const svg = photoSvg({ ...spec, shape, backdrop: { style, colours: ["#d9b98c", "#b88a58"] } });
      expect(svg).not.toMatch(/undefined|NaN/);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.width).toBe(320);
    }
  });
});

describe("photoFor", () => {
  it("normalises a real photo as an upload and caches a drawn one", async () => {
    const briefs = loadQualityBriefs();
    const real = briefs.find((brief) => brief.photo.kind === "file");
    const drawn = briefs.find((brief) => brief.photo.kind === "generated");
    if (!real || !drawn) throw new Error("the fixed set has real and drawn photos");
    const photo = await photoFor(real, { cacheDir });
    expect(photo.contentType).toBe("image/jpeg");
    expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(1024);
    const first = await photoFor(drawn, { cacheDir });
    const again = await photoFor(drawn, { cacheDir });
    expect(first.buffer.equals(again.buffer)).toBe(true);
    expect(readdirSync(cacheDir).filter((name) => name.startsWith(`${drawn.key}-`))).toHaveLength(1);
  });
});

describe("helpers", () => {
  it("seededRandom repeats its sequence", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it("shade mixes towards white or black", () => {
    expect(shade("#808080", 1)).toBe("#ffffff");
    expect(shade("#808080", -1)).toBe("#000000");
    expect(shade("#808080", 0)).toBe("#808080");
  });
});
