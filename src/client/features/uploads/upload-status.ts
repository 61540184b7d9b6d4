import { failedUploadMessage } from "./upload-problems";

/**
 * Where the one photo of the upload dialog stands, read from Uppy's file list. The dialog's status
 * panel and the form's upload control both show this, so the two can never disagree.
 */
export type UploadStatus =
  | { kind: "empty" }
  | { kind: "uploading"; fileName: string; percent: number }
  | { kind: "failed"; fileName: string; message: string }
  /**
   * Chosen but not being sent: for a moment before the upload starts, or after a restored session
   * (Golden Retriever) until the seller confirms it, choosing the file again if its bytes were lost.
   */
  | { kind: "waiting"; fileName: string; restored: boolean; needsReselect: boolean }
  | { kind: "done"; fileName: string };

/** The parts of an Uppy file this reads. */
export interface UploadFileState {
  id: string;
  name?: string;
  error?: string | null;
  isGhost?: boolean;
  progress: { uploadStarted?: number | null; uploadComplete?: boolean; percentage?: number };
}

/**
 * The dialog holds one photo at a time, so the newest file decides. `failures` are the plain-words
 * reasons recorded when uploads failed (Uppy keeps only the raw error text); `restored` is true while
 * a restored session waits for the seller to confirm it.
 */
export function uploadStatusOf(
  files: readonly UploadFileState[],
  failures: Readonly<Record<string, string>>,
  restored = false,
): UploadStatus {
  const file = files.at(-1);
  if (!file) return { kind: "empty" };
  const fileName = file.name || "your photo";
  if (file.error) {
    // Until the failure's own reason is recorded, Uppy's raw text is still read in plain words.
    const message = failures[file.id] ?? failedUploadMessage(new Error(file.error));
    return { kind: "failed", fileName, message };
  }
  if (file.progress.uploadComplete) return { kind: "done", fileName };
  if (file.progress.uploadStarted && !file.isGhost && !restored) {
    return { kind: "uploading", fileName, percent: Math.round(file.progress.percentage ?? 0) };
  }
  return { kind: "waiting", fileName, restored, needsReselect: file.isGhost === true };
}

/** The whole picture the form's control needs: the photo's status and whether the dialog shows it. */
export interface UploaderSnapshot {
  status: UploadStatus;
  dialogOpen: boolean;
}

export const idleSnapshot: UploaderSnapshot = { status: { kind: "empty" }, dialogOpen: false };
