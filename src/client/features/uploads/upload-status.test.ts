import { describe, expect, it } from "vitest";
import { SERVER_TROUBLE_MESSAGE } from "./upload-problems";
import { type UploadFileState, uploadStatusOf } from "./upload-status";

const file = (overrides: Partial<UploadFileState> = {}): UploadFileState => ({
  id: "f1",
  name: "mug.jpg",
  progress: {},
  ...overrides,
});

describe("uploadStatusOf", () => {
  it("is empty with no file", () => {
    expect(uploadStatusOf([], {})).toEqual({ kind: "empty" });
  });

  it("reports progress as a whole percentage once the upload has started", () => {
    const started = file({ progress: { uploadStarted: 1, percentage: 41.6 } });
    expect(uploadStatusOf([started], {})).toEqual({ kind: "uploading", fileName: "mug.jpg", percent: 42 });
  });

  it("gives a failure's reason in plain words", () => {
    const failed = file({ error: "S3 returned 413", progress: { uploadStarted: 1, percentage: 100 } });
    expect(uploadStatusOf([failed], { f1: "Images must be 10 MB or smaller" })).toEqual({
      kind: "failed",
      fileName: "mug.jpg",
      message: "Images must be 10 MB or smaller",
    });
    // Never Uppy's raw text, even before the reason is recorded.
    const refusedLink = file({
      error: "HTTP 413: Images must be 10 MB or smaller",
      progress: { uploadStarted: 1 },
    });
    expect(uploadStatusOf([refusedLink], {})).toMatchObject({ message: "Images must be 10 MB or smaller" });
    expect(uploadStatusOf([failed], {})).toMatchObject({ kind: "failed", message: SERVER_TROUBLE_MESSAGE });
  });

  it("is done when the upload completed", () => {
    const done = file({ progress: { uploadStarted: 1, uploadComplete: true, percentage: 100 } });
    expect(uploadStatusOf([done], {})).toEqual({ kind: "done", fileName: "mug.jpg" });
  });

  it("waits for the seller on a restored session, asking for the file again when its bytes were lost", () => {
    const restored = file({ progress: { uploadStarted: 1, percentage: 30 } });
    expect(uploadStatusOf([restored], {}, true)).toEqual({
      kind: "waiting",
      fileName: "mug.jpg",
      restored: true,
      needsReselect: false,
    });
    expect(uploadStatusOf([file({ isGhost: true })], {}, true)).toMatchObject({ needsReselect: true });
  });

  it("follows the newest file, and names a nameless one", () => {
    const older = file({ id: "old", error: "boom" });
    const newer = file({ id: "new", name: "", progress: { uploadStarted: 1, percentage: 5 } });
    expect(uploadStatusOf([older, newer], {})).toEqual({
      kind: "uploading",
      fileName: "your photo",
      percent: 5,
    });
  });
});
