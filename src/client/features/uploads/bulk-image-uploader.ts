/**
 * The bulk studio's uploader: Uppy without a dashboard (the page draws its own picker and
 * thumbnails), several files in flight at once, one non-multipart PUT per file to the URL our
 * server signs, per-file progress and retry. Loaded on demand with the bulk page.
 */
import AwsS3, { type AwsBody } from "@uppy/aws-s3";
import Uppy, { type UppyFile } from "@uppy/core";
import { NO_UPLOAD_URL_MESSAGE, requestUploadUrl } from "./request-upload-url";

/** Files uploading at once: enough to fill the pipe, few enough not to starve the page's own calls. */
export const BULK_UPLOAD_CONCURRENCY = 4;

export type BulkImageUploadStatus = "waiting" | "uploading" | "uploaded" | "failed";

export interface BulkImageUpload {
  id: string;
  name: string;
  file: File;
  status: BulkImageUploadStatus;
  /** 0–100. */
  progress: number;
  /** `/objects/uploads/<id>` once uploaded. */
  objectPath: string | null;
  error: string | null;
}

export interface BulkImageUploader {
  add(files: readonly File[]): number;
  remove(id: string): void;
  clear(): void;
  uploadAll(): Promise<void>;
  retry(id: string): Promise<void>;
  getSnapshot(): readonly BulkImageUpload[];
  subscribe(listener: () => void): () => void;
  destroy(): void;
}

type UploadMeta = Record<string, never>;
type File_ = UppyFile<UploadMeta, AwsBody>;

const fileKey = (file: File) => `${file.name}|${file.type}|${file.size}|${file.lastModified}`;

/**
 * The spec's per-image upload error (core-product §8): 'Image upload failed: {reason}'. A refused
 * upload URL already reads 'HTTP {status}: {reason}' or 'No upload URL received from server'.
 */
export function uploadErrorMessage(error: { message?: string } | undefined): string {
  const message = error?.message?.trim() || "Unknown error occurred";
  if (/^HTTP \d{3}: /.test(message) || message === NO_UPLOAD_URL_MESSAGE) return message;
  return message.startsWith("Image upload failed") ? message : `Image upload failed: ${message}`;
}

export function createBulkImageUploader(
  options: { concurrency?: number; id?: string } = {},
): BulkImageUploader {
  const uppy = new Uppy<UploadMeta, AwsBody>({
    id: options.id ?? "bulk-image-upload",
    autoProceed: false,
    allowMultipleUploadBatches: true,
  });
  const errors = new Map<string, string>();

  uppy.use(AwsS3<UploadMeta, AwsBody>, {
    shouldUseMultipart: false,
    limit: options.concurrency ?? BULK_UPLOAD_CONCURRENCY,
    // The key only links the signing request back to its file; the server makes the real key.
    generateObjectKey: (file) => file.id,
    signRequest: async (request) => {
      const file = uppy.getFile(request.key);
      const contentType = "contentType" in request ? request.contentType : undefined;
      const { uploadURL, objectPath } = await requestUploadUrl({
        contentType: contentType ?? file?.type,
        size: file?.size ?? undefined,
      });
      const type = contentType ?? file?.type;
      const headers: Record<string, string> = type ? { "content-type": type } : {};
      return { url: uploadURL, key: objectPath, headers };
    },
  });

  let snapshot: readonly BulkImageUpload[] = [];
  const listeners = new Set<() => void>();

  const toUpload = (file: File_): BulkImageUpload => {
    const objectPath = file.response?.body?.key ?? null;
    const complete = Boolean(file.progress.uploadComplete) && objectPath !== null;
    const status: BulkImageUploadStatus = file.error
      ? "failed"
      : complete
        ? "uploaded"
        : file.progress.uploadStarted
          ? "uploading"
          : "waiting";
    return {
      id: file.id,
      name: file.name,
      file: file.data as File,
      status,
      progress: complete ? 100 : Math.round(file.progress.percentage ?? 0),
      objectPath: complete ? objectPath : null,
      error: file.error ? (errors.get(file.id) ?? uploadErrorMessage({ message: file.error })) : null,
    };
  };

  const refresh = () => {
    const previous = new Map(snapshot.map((entry) => [entry.id, entry]));
    const next = uppy.getFiles().map((file) => {
      const entry = toUpload(file);
      const old = previous.get(entry.id);
      // Unchanged entries keep their identity, so a thumbnail re-renders only when its file moves.
      return old &&
        old.status === entry.status &&
        old.progress === entry.progress &&
        old.objectPath === entry.objectPath &&
        old.error === entry.error
        ? old
        : entry;
    });
    const changed = next.length !== snapshot.length || next.some((entry, index) => entry !== snapshot[index]);
    if (!changed) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };

  uppy.on("state-update", refresh);
  uppy.on("upload-error", (file, error) => {
    if (file) errors.set(file.id, uploadErrorMessage(error));
    refresh();
  });
  uppy.on("upload-retry", (file) => {
    errors.delete(file.id);
  });

  /** Resolves once every file is uploaded or failed. */
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (snapshot.every((entry) => entry.status === "uploaded" || entry.status === "failed")) {
          listeners.delete(check);
          resolve();
        }
      };
      listeners.add(check);
      check();
    });

  return {
    add(files) {
      const known = new Set(
        uppy.getFiles().flatMap((file) => (file.data instanceof File ? [fileKey(file.data)] : [])),
      );
      const fresh: File[] = [];
      for (const file of files) {
        const key = fileKey(file);
        if (known.has(key)) continue;
        known.add(key);
        fresh.push(file);
      }
      if (fresh.length === 0) return 0;
      const before = uppy.getFiles().length;
      uppy.addFiles(fresh.map((file) => ({ name: file.name, type: file.type, data: file, source: "bulk" })));
      refresh();
      return uppy.getFiles().length - before;
    },
    remove(id) {
      errors.delete(id);
      if (uppy.getFile(id)) uppy.removeFile(id);
      refresh();
    },
    clear() {
      errors.clear();
      uppy.cancelAll();
      refresh();
    },
    async uploadAll() {
      const assigned = new Set(
        Object.values(uppy.getState().currentUploads).flatMap((upload) => upload.fileIDs),
      );
      const needsUpload = uppy
        .getFiles()
        .some((file) => file.error || (!file.progress.uploadStarted && !assigned.has(file.id)));
      if (needsUpload) {
        // Per-file failures land on the files themselves; the caller reads them from the list.
        await uppy.upload().catch(() => undefined);
      }
      refresh();
      await settled();
    },
    async retry(id) {
      if (!uppy.getFile(id)?.error) return;
      errors.delete(id);
      await uppy.retryUpload(id).catch(() => undefined);
      refresh();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      listeners.clear();
      uppy.destroy();
    },
  };
}
