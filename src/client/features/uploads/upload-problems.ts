import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  uploadImageTypes,
} from "../../../domain/uploads";
import { NO_UPLOAD_URL_MESSAGE } from "./request-upload-url";

/**
 * What a seller reads when a photo does not make it, in words about their photo and what to do
 * next — never a status code, an XML error or "Non 2xx".
 */
export const CONNECTION_LOST_MESSAGE =
  "The connection dropped before your photo finished uploading. Check your internet connection, then try again.";
export const SERVER_TROUBLE_MESSAGE = "Something went wrong on our side. Please try again in a moment.";
export const SIGNED_OUT_MESSAGE = "You've been signed out. Sign in again, then add your photo.";
export const ONE_PHOTO_AT_A_TIME_MESSAGE = "Choose one photo at a time.";

/**
 * Why a chosen file is refused before anything is sent. The same limits and sentences the server
 * uses (src/domain/uploads.ts), so the browser refuses exactly what the server would.
 */
export function imageFileProblem(file: { type?: string | null; size?: number | null }): string | null {
  if (!file.type || !(uploadImageTypes as readonly string[]).includes(file.type)) {
    return UNSUPPORTED_IMAGE_MESSAGE;
  }
  if (file.size != null && file.size > MAX_UPLOAD_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * A failed upload in plain words. It may come from asking for the upload link
 * (requestUploadUrl: 'HTTP {status}: {reason}'), from sending the bytes (Uppy's S3 client: an error
 * with the reply's `status` and `body`, or code 'NETWORK'), or from fetch itself (a TypeError).
 */
export function failedUploadMessage(error: unknown): string {
  if (!(error instanceof Error)) return SERVER_TROUBLE_MESSAGE;
  if (isConnectionFailure(error)) return CONNECTION_LOST_MESSAGE;

  const linkRefused = /^HTTP (\d{3}): ([\s\S]*)$/.exec(error.message);
  if (linkRefused) return messageForStatus(Number(linkRefused[1]), linkRefused[2]?.trim());
  if (error.message === NO_UPLOAD_URL_MESSAGE) return SERVER_TROUBLE_MESSAGE;

  const reply = error as Error & { status?: unknown; body?: unknown };
  if (typeof reply.status === "number") {
    return messageForStatus(
      reply.status,
      typeof reply.body === "string" ? jsonMessage(reply.body) : undefined,
    );
  }
  return SERVER_TROUBLE_MESSAGE;
}

function isConnectionFailure(error: Error & { code?: unknown; isNetworkError?: unknown }): boolean {
  return (
    error.code === "NETWORK" ||
    error.isNetworkError === true ||
    (error instanceof TypeError && /fetch|network/i.test(error.message))
  );
}

/** The server writes its 4xx messages for people (see the OpenAPI notes); 5xx and 401 get ours. */
function messageForStatus(status: number, reason: string | undefined): string {
  if (status === 401) return SIGNED_OUT_MESSAGE;
  if (status >= 500 || !reason) return SERVER_TROUBLE_MESSAGE;
  return reason;
}

/** `{"message": "..."}` from the app's own upload endpoint; S3's XML and anything else give nothing. */
function jsonMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === "object" && parsed !== null && "message" in parsed) {
      const { message } = parsed;
      if (typeof message === "string" && message.trim() !== "") return message.trim();
    }
  } catch {
    // Not JSON: the status decides.
  }
  return undefined;
}
