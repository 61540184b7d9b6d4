import { type UploadUrlReply, uploadUrlReplySchema } from "../../../domain/uploads";
import { ApiError, apiRequest, errorMessageFrom } from "../../lib/api-client";

export const NO_UPLOAD_URL_MESSAGE = "No upload URL received from server";

/**
 * POST /api/objects/upload for one file. Failures carry the spec's messages (core-product §8):
 * 'HTTP {status}: {reason}' — the server's own message when it sent one (e.g. 'Images must be
 * 10 MB or smaller'), else the status text — or 'No upload URL received from server'.
 */
export async function requestUploadUrl(file: {
  contentType?: string;
  size?: number;
}): Promise<UploadUrlReply> {
  let body: unknown;
  try {
    const res = await apiRequest("POST", "/api/objects/upload", {
      contentType: file.contentType || undefined,
      size: file.size,
    });
    body = await res.json().catch(() => null);
  } catch (error) {
    if (error instanceof ApiError) {
      throw new Error(`HTTP ${error.status}: ${errorMessageFrom(error, statusTextOf(error))}`);
    }
    throw error;
  }
  const parsed = uploadUrlReplySchema.safeParse(body);
  if (!parsed.success || !parsed.data.uploadURL) throw new Error(NO_UPLOAD_URL_MESSAGE);
  return parsed.data;
}

/** ApiError keeps `${status}: ${body || statusText}`; without a JSON message that tail is the reason. */
function statusTextOf(error: ApiError): string {
  const tail = error.message.slice(`${error.status}: `.length);
  return tail && tail !== error.bodyText ? tail : "Upload could not be started";
}
