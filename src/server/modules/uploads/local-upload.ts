import type { Readable } from "node:stream";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
  uploadImageTypes,
} from "../../../domain/uploads";
import { AppError } from "../../lib/app-error";
import { type LocalStorage, ObjectTooLargeError } from "../../providers/storage/local-storage";
import { isValidObjectKey } from "../../providers/storage/storage-provider";

export const INVALID_UPLOAD_LINK_MESSAGE = "This upload link is not valid";
export const EXPIRED_UPLOAD_LINK_MESSAGE = "This upload link has expired";

const ACCEPTED_BODY_TYPES = new Set<string>([...uploadImageTypes, "image/jpg", "application/octet-stream"]);

export interface LocalUploadRequest {
  key: string;
  query: { expires?: string; max?: string; sig?: string };
  contentType: string | undefined;
  contentLength: string | undefined;
  body: Readable;
}

/**
 * PUT /api/objects/local/<key>: the embedded store's stand-in for a presigned S3 PUT. The signed
 * query is the only permission (no cookie needed); it names the key, an expiry and a size cap.
 * The size is enforced while streaming: past the cap nothing is kept. The bytes' real type is
 * checked when the image is first used, as on S3.
 */
export async function receiveLocalUpload(storage: LocalStorage, request: LocalUploadRequest): Promise<void> {
  if (!isValidObjectKey(request.key)) throw new AppError("forbidden", INVALID_UPLOAD_LINK_MESSAGE);
  const { result, maxBytes } = storage.checkUploadSignature(request.key, request.query);
  if (result === "invalid") throw new AppError("forbidden", INVALID_UPLOAD_LINK_MESSAGE);
  if (result === "expired") throw new AppError("forbidden", EXPIRED_UPLOAD_LINK_MESSAGE);

  const type = request.contentType?.split(";")[0]?.trim().toLowerCase();
  if (type && !ACCEPTED_BODY_TYPES.has(type)) {
    throw new AppError("unsupported_media_type", UNSUPPORTED_IMAGE_MESSAGE);
  }
  if (Number(request.contentLength) > maxBytes) {
    throw new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE);
  }
  try {
    await storage.writeStream(request.key, request.body, maxBytes);
  } catch (error) {
    if (error instanceof ObjectTooLargeError)
      throw new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE);
    throw error;
  }
}
