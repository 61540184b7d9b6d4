/**
 * What the bulk studio needs from an uploader: a list of picked files that upload in parallel,
 * each with its own progress, error and retry. The page supplies the real one (Uppy, from the
 * uploads feature), so this feature imports no other feature; tests supply a fake.
 */
export type BulkUploadStatus = "waiting" | "uploading" | "uploaded" | "failed";

export interface BulkUploadFile {
  /** Stable for the file's life in the list. */
  id: string;
  name: string;
  /** The picked file itself (thumbnails are made from it). */
  file: File;
  status: BulkUploadStatus;
  /** 0–100. */
  progress: number;
  /** `/objects/uploads/<id>` once uploaded: what the job's `imagePath` carries. */
  objectPath: string | null;
  /** Why the upload failed, in words a seller can act on. */
  error: string | null;
}

export interface BulkUploader {
  /** Adds files (the same file twice is kept once); returns how many were added. */
  add(files: readonly File[]): number;
  remove(id: string): void;
  clear(): void;
  /** Uploads every file not uploaded yet (failed ones again) and resolves once none is in flight. */
  uploadAll(): Promise<void>;
  /** Uploads one failed file again. */
  retry(id: string): Promise<void>;
  /** The current list; the same array until something changes. */
  getSnapshot(): readonly BulkUploadFile[];
  subscribe(listener: () => void): () => void;
  destroy(): void;
}

export type LoadBulkUploader = () => Promise<BulkUploader>;
