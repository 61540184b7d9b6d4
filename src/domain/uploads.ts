import { z } from "zod";

/**
 * Uploads (DESIGN.md §5, spec supporting-areas §5 and §9): one image of at most 10485760 bytes,
 * JPEG, PNG, GIF or WebP. Both the server and the upload dialog read these.
 */
export const MAX_UPLOAD_BYTES = 10_485_760;

export const uploadImageTypes = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export type UploadImageType = (typeof uploadImageTypes)[number];

export const UNSUPPORTED_IMAGE_MESSAGE = "Only JPEG, PNG, GIF or WebP images can be uploaded";
export const IMAGE_TOO_LARGE_MESSAGE = "Images must be 10 MB or smaller";

/** Where an upload is read from: `/objects/uploads/<id>` (the objectPath of the contract). */
export const OBJECT_PATH_PREFIX = "/objects/uploads/";
export const objectPathFor = (uploadId: string): string => `${OBJECT_PATH_PREFIX}${uploadId}`;

/** POST /api/objects/upload: both fields are optional; when given they are checked up front. */
export const uploadUrlRequestSchema = z
  .object({
    contentType: z.string().trim().toLowerCase().max(100).optional(),
    size: z.number().int().nonnegative().optional(),
  })
  .nullish()
  .transform((body) => body ?? {});
export type UploadUrlRequest = z.input<typeof uploadUrlRequestSchema>;

export const uploadUrlReplySchema = z.object({
  /** Where the client PUTs the bytes (this app's signed URL, or a presigned S3 URL). */
  uploadURL: z.string(),
  /** `/objects/uploads/<id>`: how the image is referred to afterwards (imagePath, previews). */
  objectPath: z.string(),
});
export type UploadUrlReply = z.infer<typeof uploadUrlReplySchema>;
