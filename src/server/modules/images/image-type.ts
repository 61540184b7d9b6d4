import type { UploadImageType } from "../../../domain/uploads";

/** Bytes needed to tell the four accepted formats apart. */
export const SNIFF_BYTES = 12;

/**
 * The real type of an image from its first bytes (magic numbers), whatever the client declared.
 * Only the four accepted formats are recognised; HTML, SVG, PDF or anything else yields null.
 */
export function detectImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  return null;
}

/** sharp's name for each accepted type, to check that the decoder agrees with the magic bytes. */
export const sharpFormatOf: Record<UploadImageType, "jpeg" | "png" | "gif" | "webp"> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  if (bytes.length < end) return "";
  return String.fromCharCode(...bytes.subarray(start, end));
}
