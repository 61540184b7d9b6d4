import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  OBJECT_PATH_PREFIX,
  objectPathFor,
} from "../../../domain/uploads";
import type { Database } from "../../db/client";
import { uploads } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { findVisibleUpload, uploadKeyFor } from "../uploads/service";
import { readUsableUpload } from "../uploads/stored-image";
import { type NormalisedImage, type NormaliseOptions, normaliseImage } from "./normalise-image";

export interface ImageDeps {
  db: Database;
  storage: StorageProvider;
}

/**
 * How a request names its image: an objectPath of the caller's upload (`imagePath`, or the same
 * as a full URL in `imageUrl`), or the bytes themselves as base64 or a data URL (`imageBase64`).
 * The first one given wins, in that order (request bodies may carry several).
 */
export interface ImageSource {
  imagePath?: string | null;
  imageUrl?: string | null;
  imageBase64?: string | null;
}

export interface LoadedImage extends NormalisedImage {
  /** The upload the image came from; null for imageBase64. */
  uploadId: string | null;
  /** `/objects/uploads/<id>` of that upload; null for imageBase64. */
  objectPath: string | null;
}

/**
 * A JSON body carrying a 10 MB image as base64 is about 13.4 MB; routes that accept imageBase64
 * set this as their bodyLimit (the app's default is 1 MB).
 */
export const IMAGE_BASE64_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

/**
 * The one way every feature reads an image: resolves the source to bytes (only the caller's own
 * uploads: 404 otherwise; other URLs are never fetched), then normalises them (type by magic
 * bytes, size and pixel caps, auto-orient, metadata stripped, ≤ 1024 px JPEG by default) — that
 * copy is what a writer that looks at the photo gets (generation reads the bytes through
 * readImageBytes and measures them small first: generation/image-loader.ts). The first use of an upload verifies it and replaces the
 * stored bytes with a clean copy (no EXIF/GPS, ≤ 2048 px; see readUsableUpload), recording its
 * type, size, dimensions and hash; the result is always made from that clean copy, so it is the
 * same whether or not this was the first use.
 */
export async function loadImage(
  deps: ImageDeps,
  owner: { id: string },
  source: ImageSource,
  options: NormaliseOptions = {},
): Promise<LoadedImage> {
  const { bytes, uploadId } = await readImageBytes(deps, owner, source);
  const image = await normaliseImage(bytes, { account: owner.id, ...options });
  return { ...image, uploadId, objectPath: uploadId ? objectPathFor(uploadId) : null };
}

/**
 * The bytes a source names, not decoded yet: inline base64 as sent, or the owner's upload (its
 * clean copy; see loadImage). Only the owner's own uploads: an admin reads others' images, but
 * never feeds them to a feature.
 */
export async function readImageBytes(
  deps: ImageDeps,
  owner: { id: string },
  source: ImageSource,
): Promise<{ bytes: Buffer; uploadId: string | null }> {
  const reference = source.imagePath?.trim() || source.imageUrl?.trim();
  if (!reference) {
    if (!source.imageBase64?.trim()) throw new AppError("bad_request", "An image is required");
    return { bytes: decodeBase64Image(source.imageBase64), uploadId: null };
  }
  const uploadId = uploadIdFromReference(reference);
  if (!uploadId)
    throw new AppError("bad_request", "The image must be one of your uploads (/objects/uploads/…)");
  const row = await findVisibleUpload(deps.db, owner, uploadId, { allowAdmin: false });
  const stored = await readUsableUpload(deps, row);
  return { bytes: stored.bytes, uploadId };
}

/**
 * Stores an image the server made (AI product images) as an upload of `ownerId`, normalised the
 * same way, so it is served, owned and reused exactly like one the user sent.
 */
export async function storeImageForUser(
  deps: ImageDeps,
  ownerId: string,
  source: Buffer,
  options: NormaliseOptions = {},
): Promise<{ id: string; objectPath: string }> {
  const image = await normaliseImage(source, { account: ownerId, ...options });
  const id = randomUUID();
  const storageKey = uploadKeyFor(id);
  await deps.storage.write(storageKey, image.buffer, image.contentType);
  await deps.db.insert(uploads).values({
    id,
    ownerId,
    storageKey,
    contentType: image.contentType,
    size: image.buffer.length,
    width: image.width,
    height: image.height,
    // The row describes the stored object, which is the normalised image here: already clean.
    sha256: createHash("sha256").update(image.buffer).digest("hex"),
    receivedAt: sql`now()`,
    cleanedAt: sql`now()`,
  });
  return { id, objectPath: objectPathFor(id) };
}

/**
 * The upload id in `/objects/uploads/<id>`, also inside a full URL of any host (clients send
 * back what they were shown); null for anything else. The id's format is checked on lookup.
 */
export function uploadIdFromReference(reference: string): string | null {
  const trimmed = reference.trim();
  let path: string;
  if (trimmed.startsWith("/")) {
    path = trimmed;
  } else {
    try {
      const url = new URL(trimmed);
      if (url.protocol !== "http:" && url.protocol !== "https:") return null;
      path = url.pathname;
    } catch {
      return null;
    }
  }
  path = path.split(/[?#]/)[0] ?? "";
  if (!path.startsWith(OBJECT_PATH_PREFIX)) return null;
  const id = path.slice(OBJECT_PATH_PREFIX.length);
  return id && !id.includes("/") ? id : null;
}

const BASE64_PATTERN = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Bytes from base64 or a `data:<type>;base64,` URL (the declared type is ignored). Over 10 MB: 413. */
export function decodeBase64Image(text: string): Buffer {
  const comma = text.startsWith("data:") ? text.indexOf(",") : -1;
  if (text.startsWith("data:") && (comma < 0 || !text.slice(0, comma).endsWith(";base64"))) {
    throw new AppError("bad_request", "imageBase64 must be base64 or a base64 data URL");
  }
  const payload = text.slice(comma + 1).replace(/\s+/g, "");
  if (!BASE64_PATTERN.test(payload)) {
    throw new AppError("bad_request", "imageBase64 must be base64 or a base64 data URL");
  }
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  if (Math.floor((payload.length * 3) / 4) - padding > MAX_UPLOAD_BYTES) {
    throw new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE);
  }
  const bytes = Buffer.from(payload, payload.includes("-") || payload.includes("_") ? "base64url" : "base64");
  if (bytes.length === 0) throw new AppError("bad_request", "imageBase64 is empty");
  return bytes;
}
