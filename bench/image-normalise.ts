/**
 * Normalisation time of a worst-case upload: a 4000×3000 JPEG of noise just under the 10 MB cap
 * (noise defeats compression, so the decoder really has ~10 MB of entropy to chew through), run
 * through the real service: magic bytes, header and pixel checks, auto-orient, resize to 1024 px,
 * metadata-free JPEG encode and SHA-256. Also through loadImage's imageBase64 path.
 *
 *   npm run bench:image
 *   BENCH_RUNS=50 npm run bench:image
 */
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { MAX_UPLOAD_BYTES } from "../src/domain/uploads";
import { normaliseImage } from "../src/server/modules/images/normalise-image";
import { type ImageDeps, loadImage } from "../src/server/modules/images/service";

const runs = Number(process.env.BENCH_RUNS ?? 20);
const width = 4000;
const height = 3000;

/** The highest JPEG quality whose encoding of `noise` still fits under the cap. */
async function largestJpegUnderCap(noise: Buffer): Promise<{ jpeg: Buffer; quality: number }> {
  let low = 1;
  let high = 100;
  let best: { jpeg: Buffer; quality: number } | null = null;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= MAX_UPLOAD_BYTES) {
      best = { jpeg, quality };
      low = quality + 1;
    } else {
      high = quality - 1;
    }
  }
  if (!best) throw new Error("could not fit the noise image under the cap");
  return best;
}

async function time(name: string, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 3; i += 1) await run(); // warm-up: libvips caches, JIT
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) =>
    samples[Math.min(samples.length - 1, Math.max(0, Math.ceil(p * samples.length) - 1))] ?? 0;
  console.log(
    `${name.padEnd(34)} median ${at(0.5).toFixed(1).padStart(6)} ms   p95 ${at(0.95).toFixed(1).padStart(6)} ms   min ${at(0).toFixed(1)} ms   max ${at(1).toFixed(1)} ms   (${runs} runs)`,
  );
}

async function main(): Promise<void> {
  const { jpeg, quality } = await largestJpegUnderCap(randomBytes(width * height * 3));
  const result = await normaliseImage(jpeg);
  console.log(
    `input: ${width}×${height} JPEG of noise, quality ${quality}, ${(jpeg.length / 1_048_576).toFixed(2)} MB` +
      ` (${jpeg.length} bytes; cap ${MAX_UPLOAD_BYTES})`,
  );
  console.log(
    `output: ${result.width}×${result.height} ${result.contentType}, ${(result.buffer.length / 1024).toFixed(0)} KB;` +
      ` ${availableParallelism()} CPUs, sharp ${sharp.versions.sharp} / libvips ${sharp.versions.vips}`,
  );

  await time("normaliseImage (bytes in memory)", () => normaliseImage(jpeg));
  // The base64 path needs no database or store: only the decode is added.
  const base64 = jpeg.toString("base64");
  const noDeps = {} as ImageDeps;
  await time("loadImage({ imageBase64 })", () => loadImage(noDeps, { id: "bench" }, { imageBase64: base64 }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
