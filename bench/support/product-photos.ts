/**
 * Distinct product photos for the benches that run bulk jobs (bench:bulk, bench:start): each a
 * JPEG of its own size and colours, so no cache or dedupe makes a job cheaper than a seller's.
 */
import sharp from "sharp";

export interface Photo {
  fileName: string;
  bytes: Buffer;
  width: number;
  height: number;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/**
 * A photo-like product shot: a tinted, textured backdrop (gaussian noise, softly blended) with a
 * mug (body, handle, shadow) in its own colour. Size, backdrop and mug colour differ per index.
 */
export async function makePhoto(index: number, count: number): Promise<Photo> {
  const width = 1200 + (index % 5) * 100;
  const height = 900 + (index % 4) * 75;
  const hue = Math.round((index * 360) / count);
  const backdrop = hsl((hue + 180) % 360, 25, 82 - (index % 3) * 6);
  const mug = hsl(hue, 55 + (index % 4) * 8, 45 + (index % 5) * 4);
  const texture = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 36 },
    },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  const mugWidth = Math.round(width * 0.3);
  const mugHeight = Math.round(height * 0.45);
  const left = Math.round((width - mugWidth) / 2);
  const top = Math.round((height - mugHeight) / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <ellipse cx="${width / 2}" cy="${top + mugHeight + 12}" rx="${mugWidth * 0.62}" ry="${mugHeight * 0.07}" fill="#000" fill-opacity="0.25"/>
    <ellipse cx="${left + mugWidth}" cy="${top + mugHeight * 0.45}" rx="${mugWidth * 0.22}" ry="${mugHeight * 0.22}" fill="none" stroke="${mug}" stroke-width="${mugWidth * 0.08}"/>
    <rect x="${left}" y="${top}" width="${mugWidth}" height="${mugHeight}" rx="${mugWidth * 0.08}" fill="${mug}"/>
    <ellipse cx="${width / 2}" cy="${top + 4}" rx="${mugWidth / 2}" ry="${mugHeight * 0.06}" fill="#3b2618"/>
    <rect x="${left + mugWidth * 0.12}" y="${top + mugHeight * 0.1}" width="${mugWidth * 0.08}" height="${mugHeight * 0.75}" fill="#fff" fill-opacity="0.18"/>
  </svg>`;
  const bytes = await sharp({ create: { width, height, channels: 3, background: backdrop } })
    .composite([{ input: texture, blend: "soft-light" }, { input: Buffer.from(svg) }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return { fileName: `IMG_${4101 + index}.jpg`, bytes, width, height };
}
