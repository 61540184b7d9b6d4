import { requestUploadUrl } from "./request-upload-url";

/**
 * One image to storage without the dialog: POST /api/objects/upload for a signed URL, then PUT
 * the bytes to it (what the upload dialog does through Uppy). Resolves with the objectPath that
 * generation requests send as imagePath.
 */
export async function uploadImageFile(file: File): Promise<{ objectPath: string }> {
  const { uploadURL, objectPath } = await requestUploadUrl({ contentType: file.type, size: file.size });
  const res = await fetch(uploadURL, {
    method: "PUT",
    body: file,
    headers: file.type ? { "Content-Type": file.type } : undefined,
  });
  if (!res.ok) throw new Error(`Image upload failed: ${res.status} ${res.statusText}`.trim());
  return { objectPath };
}
