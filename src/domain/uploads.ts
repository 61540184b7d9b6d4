import { z } from "zod";

/**
 * Uploads (DESIGN.md §5, spec supporting-areas §5 and §9): one image of at most 10485760 bytes,
 * JPEG, PNG, GIF or WebP. Both the server and the upload dialog read these.
 */
export const MAX_UPLOAD_BYTES = 10_485_760;

export const uploadImageTypes = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export type UploadImageType = (typeof uploadImageTypes)[number];

/**
 * Image storage per account: the bytes of every upload a user keeps, counted from the `uploads`
 * rows (bytes received, or the size declared for an upload still on its way). Without a cap one
 * account wrote 400 MB in under two seconds (pen test finding 7), and free accounts cost nothing
 * to make. Free gets 2 social and 2 listing generations ever: 250 MB is 25 photos at the 10 MB
 * cap (far more at phone sizes) — room for those and many retries, little for a script. Pro's
 * bulk jobs take up to 500 images: 10 GB holds several full batches, and stored copies are
 * re-encoded at 2048 px on first use (typically under 1 MB), so it lasts far longer in practice.
 */
export const STORAGE_QUOTA_BYTES = {
  free: 250 * 1_048_576,
  pro: 10 * 1_073_741_824,
} as const;

/**
 * The 413 a user sees at the cap. There is no way to delete an upload yet, so it offers only what
 * the user can do: upgrade (Free), or write to us (Pro).
 */
export const STORAGE_QUOTA_MESSAGES = {
  free: "You've used your 250 MB of image storage. Upgrade to Pro for 10 GB.",
  pro: "You've used your 10 GB of image storage. Contact us if you need more.",
} as const;

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
