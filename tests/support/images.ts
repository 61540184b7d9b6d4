import { once } from "node:events";
import { crc32, createDeflate, deflateSync } from "node:zlib";
import sharp from "sharp";

/** Test images made on the fly: nothing binary is committed. */

export async function makeJpeg(
  options: { width?: number; height?: number; gps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const { width = 640, height = 480 } = options;
  let image = sharp({ create: { width, height, channels: 3, background: "#3366cc" } });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: "TestCam", Model: "Pocket 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 2615/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 3950/100",
      },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.jpeg({ quality: 90 }).toBuffer();
}

/**
 * A 1200×900 product photo: a 500 px square of `colour` centred on white, something real for the
 * image analysis (a product colour, a plain background).
 */
export async function productOnWhite(colour: string): Promise<Buffer> {
  const product = await sharp({ create: { width: 500, height: 500, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#ffffff" } })
    .composite([{ input: product, gravity: "center" }])
    .jpeg()
    .toBuffer();
}

export function makeImage(format: "png" | "gif" | "webp", width = 320, height = 200): Promise<Buffer> {
  const background = format === "png" ? { r: 200, g: 40, b: 40, alpha: 0.5 } : "#28a050";
  return sharp({ create: { width, height, channels: 4, background } })
    [format]()
    .toBuffer();
}

/**
 * A real decompression bomb: a valid 1-bit PNG whose header declares `width`×`height` pixels of
 * zeros. 20000×20000 (400 MP, ~1.6 GB as RGBA) compresses to about 50 KB.
 */
export function bombPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Test-only: a valid 8-bit greyscale PNG of `width`×`height` black pixels, built with constant
 * memory. The pen test's file is `stripPng(1, 49_000_000)`: 95 KB on disk, under the 50 MP cap,
 * ~19 s to decode (libvips pays per row). Deflating the 98 MB of rows in 1 MB pieces keeps the
 * test's memory small; the result is the same bytes a one-shot deflate would give.
 */
export async function stripPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => compressed.push(chunk));
  const piece = Buffer.alloc(1 << 20);
  // Every row is a 0 filter byte then `width` zero pixels: the whole stream is zeros.
  let left = height * (width + 1);
  while (left > 0) {
    const size = Math.min(left, piece.length);
    if (!deflate.write(size === piece.length ? piece : piece.subarray(0, size))) await once(deflate, "drain");
    left -= size;
  }
  deflate.end();
  await once(deflate, "end");
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.concat(compressed)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * Whether an EXIF block (as sharp's metadata().exif gives it: "Exif\0\0" + TIFF) has a GPS IFD:
 * walks IFD0's entries for the GPSInfo pointer tag 0x8825.
 */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 : 0);
  const little = tiff.subarray(0, 2).toString("latin1") === "II";
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let index = 0; index < entries; index += 1) {
    if (u16(ifd0 + 2 + index * 12) === 0x8825) return true;
  }
  return false;
}

export const disguisedHtml = Buffer.from(
  "<!doctype html><html><body><script>fetch('/api/auth/user').then(r=>r.text()).then(alert)</script></body></html>",
);

export const disguisedSvg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
