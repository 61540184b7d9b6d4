import { describe, expect, it } from "vitest";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  STORAGE_QUOTA_MESSAGES,
  UNSUPPORTED_IMAGE_MESSAGE,
} from "../../../domain/uploads";
import { imageUploadLimitsHint } from "../../components/generator/image-slot";
import { NO_UPLOAD_URL_MESSAGE } from "./request-upload-url";
import {
  CONNECTION_LOST_MESSAGE,
  failedUploadMessage,
  imageFileProblem,
  SERVER_TROUBLE_MESSAGE,
  SIGNED_OUT_MESSAGE,
} from "./upload-problems";

describe("imageFileProblem (checked before anything is sent)", () => {
  it("takes the four image types up to the server's size cap", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif", "image/webp"]) {
      expect(imageFileProblem({ type, size: MAX_UPLOAD_BYTES })).toBeNull();
    }
  });

  it("refuses other types and bigger files in the server's own words", () => {
    expect(imageFileProblem({ type: "application/pdf", size: 10 })).toBe(UNSUPPORTED_IMAGE_MESSAGE);
    expect(imageFileProblem({ type: "image/heic", size: 10 })).toBe(UNSUPPORTED_IMAGE_MESSAGE);
    expect(imageFileProblem({ type: "", size: 10 })).toBe(UNSUPPORTED_IMAGE_MESSAGE);
    expect(imageFileProblem({ type: "image/jpeg", size: MAX_UPLOAD_BYTES + 1 })).toBe(
      IMAGE_TOO_LARGE_MESSAGE,
    );
  });
});

describe("failedUploadMessage", () => {
  it("passes on the server's own 4xx message, without the status code", () => {
    expect(failedUploadMessage(new Error(`HTTP 413: ${STORAGE_QUOTA_MESSAGES.free}`))).toBe(
      STORAGE_QUOTA_MESSAGES.free,
    );
    expect(
      failedUploadMessage(new Error("HTTP 429: Too many uploads. Please wait a while and try again.")),
    ).toBe("Too many uploads. Please wait a while and try again.");
  });

  it("reads the JSON message of a refused PUT, and says 'our side' for 5xx and unreadable replies", () => {
    const refusedPut = Object.assign(new Error("S3 returned 415"), {
      status: 415,
      body: JSON.stringify({ message: UNSUPPORTED_IMAGE_MESSAGE, code: "unsupported_media_type" }),
    });
    expect(failedUploadMessage(refusedPut)).toBe(UNSUPPORTED_IMAGE_MESSAGE);
    const s3Xml = Object.assign(new Error("S3 returned 403 – AccessDenied"), {
      status: 403,
      body: "<Error><Code>AccessDenied</Code></Error>",
    });
    expect(failedUploadMessage(s3Xml)).toBe(SERVER_TROUBLE_MESSAGE);
    expect(failedUploadMessage(new Error("HTTP 502: Bad Gateway"))).toBe(SERVER_TROUBLE_MESSAGE);
    expect(failedUploadMessage(new Error(NO_UPLOAD_URL_MESSAGE))).toBe(SERVER_TROUBLE_MESSAGE);
    expect(failedUploadMessage("not an error")).toBe(SERVER_TROUBLE_MESSAGE);
  });

  it("tells a signed-out seller to sign in again", () => {
    expect(failedUploadMessage(new Error("HTTP 401: Not signed in"))).toBe(SIGNED_OUT_MESSAGE);
  });

  it("blames the connection for network failures, whichever layer saw them", () => {
    expect(failedUploadMessage(new TypeError("Failed to fetch"))).toBe(CONNECTION_LOST_MESSAGE);
    expect(
      failedUploadMessage(Object.assign(new Error("Network error during S3 request"), { code: "NETWORK" })),
    ).toBe(CONNECTION_LOST_MESSAGE);
    expect(
      failedUploadMessage(
        Object.assign(new Error("This looks like a network error"), { isNetworkError: true }),
      ),
    ).toBe(CONNECTION_LOST_MESSAGE);
  });
});

describe("imageUploadLimitsHint", () => {
  it("names the accepted types the way sellers know them, and the cap from the domain", () => {
    expect(imageUploadLimitsHint).toBe(`JPG, PNG, GIF or WebP, up to ${MAX_UPLOAD_BYTES / 1_048_576} MB`);
  });
});
