import { createHash } from "node:crypto";
import type { Sharp } from "sharp";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  type UploadImageType,
} from "../../../domain/uploads";
import { AppError } from "../../lib/app-error";
import { detectImageType, sharpFormatOf } from "./image-type";
import { loadSharp } from "./load-sharp";
import { imageWork, type WorkQueue } from "./work-queue";

/**
 * The pixel cap against decompression bombs. A 10 MB file can declare a gigapixel canvas (a
 * single-colour PNG compresses about 1000:1), so the size cap alone does not bound memory or
 * time. 50 MP admits every phone and most camera photos that fit in 10 MB — 48 MP (8064×6048)
 * and 50 MP (8160×6120) sensors included — and refuses anything larger from its header alone,
 * before a single pixel is decoded. sharp's own default (268 MP) would allow ~1 GB of RGBA.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
export const TOO_MANY_PIXELS_MESSAGE = "Images must be 50 megapixels or smaller";

/**
 * Edge and shape caps, also read from the header. The pixel cap alone let a 95 KB PNG of
 * 1 × 49,000,000 pixels through, and it took ~19 s to decode: libvips pays per row, so a long thin
 * strip is slow at any pixel count. No phone or camera photo that fits in 10 MB has an edge over
 * 16,384 px (WebP's own limit is 16,383), and phone panoramas stay well under 20:1.
 */
export const MAX_INPUT_EDGE = 16_384;
export const MAX_ASPECT_RATIO = 20;
export const EDGE_TOO_LONG_MESSAGE = "Images must be 16,384 pixels or smaller on each side";
export const TOO_NARROW_MESSAGE =
  "Images must be no more than 20 times as wide as they are tall (or as tall as they are wide)";
export const UNREADABLE_IMAGE_MESSAGE =
  "The image could not be read. Try another JPEG, PNG, GIF or WebP file.";

/** Longest edge of the normalised image used for analysis and as model input. */
export const NORMALISED_MAX_EDGE = 1024;
const JPEG_QUALITY = 82;
const WEBP_QUALITY = 80;
/** A pathological file must not hold a libuv worker for long. */
const PIPELINE_TIMEOUT_SECONDS = 20;

export type SourceFormat = "jpeg" | "png" | "gif" | "webp";

export interface NormalisedImage {
  /** Auto-oriented, at most NORMALISED_MAX_EDGE on its longest edge, without any metadata. */
  buffer: Buffer;
  contentType: "image/jpeg" | "image/webp" | "image/png";
  width: number;
  height: number;
  /** The source's size as displayed (after EXIF orientation). */
  originalWidth: number;
  originalHeight: number;
  /** SHA-256 (hex) of the source bytes. */
  sha256: string;
  sourceFormat: SourceFormat;
  sourceType: UploadImageType;
  sourceBytes: number;
}

export interface NormaliseOptions {
  /** jpeg by default; png keeps a PNG a PNG (lossless, transparency kept). */
  format?: "jpeg" | "webp" | "png";
  maxEdge?: number;
  /** Where the decode and encode wait their turn; the process-wide image queue by default. */
  queue?: WorkQueue;
  /** A further step of image work the request was already admitted for (see WorkQueue.run). */
  followUp?: boolean;
  /** The account the work is for: its share of the queue is bounded (see WorkQueue.run). */
  account?: string;
}

/** What the header says about an image the caps admit; no pixel has been decoded yet. */
export interface CheckedImage {
  sourceType: UploadImageType;
  sourceFormat: SourceFormat;
  /** The size as displayed (after EXIF orientation). */
  displayWidth: number;
  displayHeight: number;
}

/**
 * The checks every decode starts with: real type by magic bytes (415 for anything but JPEG, PNG,
 * GIF, WebP, whatever the name or declared type), 10 MB cap (413), then the pixel, edge and shape
 * caps from the header alone (413), so a bomb costs microseconds. Outside the image queue on
 * purpose: a file the caps refuse never waits for, nor takes, a decode slot.
 */
export async function checkImage(source: Buffer): Promise<CheckedImage> {
  if (source.length > MAX_UPLOAD_BYTES) throw new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE);
  const sourceType = detectImageType(source);
  if (!sourceType) throw new AppError("unsupported_media_type", UNSUPPORTED_IMAGE_MESSAGE);
  const sourceFormat = sharpFormatOf[sourceType];

  const sharp = await loadSharp();
  const metadata = await sharp(source, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError("unsupported_media_type", UNREADABLE_IMAGE_MESSAGE);
    });
  if (metadata.format !== sourceFormat || !metadata.width || !metadata.height) {
    throw new AppError("unsupported_media_type", UNREADABLE_IMAGE_MESSAGE);
  }
  const { width, height } = metadata;
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError("payload_too_large", TOO_MANY_PIXELS_MESSAGE);
  }
  if (width > MAX_INPUT_EDGE || height > MAX_INPUT_EDGE) {
    throw new AppError("payload_too_large", EDGE_TOO_LONG_MESSAGE);
  }
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw new AppError("payload_too_large", TOO_NARROW_MESSAGE);
  }
  return {
    sourceType,
    sourceFormat,
    displayWidth: metadata.autoOrient?.width ?? width,
    displayHeight: metadata.autoOrient?.height ?? height,
  };
}

/** The size normaliseImage gives an image of this (displayed) size: within maxEdge, never enlarged. */
export function normalisedSize(
  width: number,
  height: number,
  maxEdge = NORMALISED_MAX_EDGE,
): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A decoder for an image checkImage admitted: the pixel cap again (belt and braces), any corrupt
 * data an error rather than grey blocks, a pathological file stopped after a while, and the
 * pixels turned upright by their EXIF orientation.
 */
export async function uprightDecoder(source: Buffer): Promise<Sharp> {
  const sharp = await loadSharp();
  return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .timeout({ seconds: PIPELINE_TIMEOUT_SECONDS })
    .rotate();
}

/**
 * The one image pipeline: checkImage's type and size checks; then, in turn on the image work
 * queue (refused with Retry-After when its waiting line is full), auto-orientation, resize within
 * maxEdge×maxEdge without enlarging, and a fresh encode that carries no EXIF, GPS, XMP, IPTC or
 * ICC data (sharp writes none unless asked to).
 */
export async function normaliseImage(
  source: Buffer,
  options: NormaliseOptions = {},
): Promise<NormalisedImage> {
  const checked = await checkImage(source);
  const format = options.format ?? "jpeg";
  const maxEdge = options.maxEdge ?? NORMALISED_MAX_EDGE;
  let pipeline = (await uprightDecoder(source)).resize({
    width: maxEdge,
    height: maxEdge,
    fit: "inside",
    withoutEnlargement: true,
  });
  pipeline =
    format === "jpeg"
      ? pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
      : format === "png"
        ? pipeline.png()
        : pipeline.webp({ quality: WEBP_QUALITY });
  const output = await (options.queue ?? imageWork).run(
    () =>
      pipeline.toBuffer({ resolveWithObject: true }).catch(() => {
        throw new AppError("unsupported_media_type", UNREADABLE_IMAGE_MESSAGE);
      }),
    { followUp: options.followUp ?? false, key: options.account },
  );

  return {
    buffer: output.data,
    contentType: `image/${format}` as const,
    width: output.info.width,
    height: output.info.height,
    originalWidth: checked.displayWidth,
    originalHeight: checked.displayHeight,
    sha256: createHash("sha256").update(source).digest("hex"),
    sourceFormat: checked.sourceFormat,
    sourceType: checked.sourceType,
    sourceBytes: source.length,
  };
}
