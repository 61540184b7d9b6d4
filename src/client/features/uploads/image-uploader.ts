/**
 * The upload dialog (spec supporting-areas §2–§5): Uppy's Dashboard in a modal with the device and
 * camera panels, restored sessions (Golden Retriever), and one non-multipart PUT per file to the
 * URL our server signs. Issue 19 made it one step: choosing or dropping a photo starts its upload,
 * and the dialog closes by itself once the photo is in. Closing it earlier does not stop the
 * upload; the form's control shows its progress and takes the photo when it lands. Only this module
 * imports Uppy and its CSS, and it is loaded on demand, so pages without an upload never fetch it.
 */
import AwsS3, { type AwsBody } from "@uppy/aws-s3";
import Uppy, { type UppyFile } from "@uppy/core";
import Dashboard from "@uppy/dashboard";
import GoldenRetriever from "@uppy/golden-retriever";
import Webcam from "@uppy/webcam";
import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";
import "@uppy/webcam/css/style.min.css";
import "./image-uploader.css";
import { MAX_UPLOAD_BYTES, uploadImageTypes } from "../../../domain/uploads";
import { imageUploadLimitsHint } from "../../components/generator/image-slot";
import { keepDashboardAccessible } from "./dashboard-accessibility";
import { requestUploadUrl } from "./request-upload-url";
import { failedUploadMessage, imageFileProblem, ONE_PHOTO_AT_A_TIME_MESSAGE } from "./upload-problems";
import { type UploaderSnapshot, uploadStatusOf } from "./upload-status";
import { UploadStatusPanel, type UploadStatusView } from "./upload-status-panel";

export interface UploadedImage {
  /** `/objects/uploads/<id>`: what generation requests send as imagePath. */
  objectPath: string;
  /** Where the page shows the image; the server streams it to its owner. */
  previewUrl: string;
}

export interface ImageUploader {
  open(): Promise<void>;
  close(): void;
  /** Sends a failed photo again (the form's "Try again" after the dialog was closed). */
  retry(): void;
  destroy(): void;
}

export const UPLOAD_DIALOG_TITLE = "Add a product photo";
export const ALREADY_ADDED_MESSAGE = "This photo is already added.";

type UploadMeta = Record<string, never>;

const quietLogger = { debug: () => {}, warn: () => {}, error: () => {} };

/** Uppy's words for what the seller sees, in plain language; the rest is drawn by our status panel. */
const dashboardStrings = {
  dashboardWindowTitle: UPLOAD_DIALOG_TITLE,
  closeModal: "Close",
  dropHint: "Drop your photo here",
  dropPasteFiles: "Drop your photo here or %{browseFiles}",
  dropPasteImportFiles: "Drop your photo here, %{browseFiles}, or use:",
  browseFiles: "choose a file",
  removeFile: "Remove %{file}",
  cancelUpload: "Cancel upload",
  retryUpload: "Try again",
  uploadComplete: "Uploaded",
  cancel: "Cancel",
  // The top bar's title. Uppy 6 never gives it its error state (it still says "uploading" after
  // a failure), so it names the photo and leaves the state to the status panel below it.
  xFilesSelected: { 0: "Your photo", 1: "Your %{smart_count} photos" },
  uploadingXFiles: { 0: "Your photo", 1: "Your %{smart_count} photos" },
  error: "Your photo",
  sessionRestored: "Unfinished upload found",
  recoveredAllFiles: "Your photo from last time is back. Finish uploading it below.",
  recoveredXFiles: {
    0: "We could not bring back your photo from last time. Choose it again to finish uploading.",
    1: "We could not bring back %{smart_count} photos from last time. Choose them again to finish uploading.",
  },
};

export function createImageUploader(options: {
  onUploaded: (image: UploadedImage) => void;
  /** Every change the form may show: the photo's progress or failure, and whether the dialog is open. */
  onChange?: (snapshot: UploaderSnapshot) => void;
  /** Keeps one user's interrupted upload from being offered to another on a shared browser. */
  id?: string;
}): ImageUploader {
  const uppy = new Uppy<UploadMeta, AwsBody>({
    id: options.id ?? "image-upload",
    autoProceed: true,
    // Spec supporting-areas §9: the dialog keeps the console quiet; what goes wrong for the seller
    // is shown in the status panel, in words they can act on.
    logger: quietLogger,
    restrictions: {
      maxNumberOfFiles: 1,
      maxFileSize: MAX_UPLOAD_BYTES,
      allowedFileTypes: [...uploadImageTypes],
    },
  });

  /** Reasons in plain words, kept here because Uppy stores only the raw error text on the file. */
  let failures: Record<string, string> = {};
  let refusal: string | null = null;

  const view = (): UploadStatusView => ({
    status: uploadStatusOf(uppy.getFiles(), failures, uppy.getState().recoveredState != null),
    refusal,
  });

  uppy
    .use(Dashboard<UploadMeta, AwsBody>, {
      // The modal's 750×550 size (spec §9) is Uppy's own default.
      inline: false,
      closeModalOnClickOutside: true,
      proudlyDisplayPoweredByUppy: false,
      note: imageUploadLimitsHint,
      theme: "light",
      // Replaced by the status panel below (see upload-status-panel.ts for why).
      disableStatusBar: true,
      disableInformer: true,
      locale: { strings: dashboardStrings },
    })
    .use(Webcam<UploadMeta, AwsBody>, { modes: ["picture"], mirror: true, showVideoSourceDropdown: true })
    .use(GoldenRetriever<UploadMeta, AwsBody>, { serviceWorker: false })
    .use(UploadStatusPanel<UploadMeta, AwsBody>, {
      target: Dashboard,
      view,
      actions: {
        retry: () => retryFailed(),
        chooseAnother: () => uppy.cancelAll(),
        cancel: () => uppy.cancelAll(),
        confirmRestore: () => uppy.emit("restore-confirmed"),
      },
    })
    .use(AwsS3<UploadMeta, AwsBody>, {
      shouldUseMultipart: false,
      limit: 1,
      // The key only links the signing request back to its file; the server makes the real key.
      generateObjectKey: (file) => file.id,
      signRequest: async (request) => {
        const file = uppy.getFile(request.key);
        const contentType = "contentType" in request ? request.contentType : undefined;
        const { uploadURL, objectPath } = await requestUploadUrl({
          contentType,
          size: file?.size ?? undefined,
        });
        const headers: Record<string, string> = contentType ? { "content-type": contentType } : {};
        return { url: uploadURL, key: objectPath, headers };
      },
    });

  const dashboard = () => uppy.getPlugin<Dashboard<UploadMeta, AwsBody>>("Dashboard");
  const panel = () => uppy.getPlugin<UploadStatusPanel<UploadMeta, AwsBody>>("UploadStatusPanel");
  /** The panel draws from `failures` and `refusal`; touching its state makes the Dashboard redraw. */
  const redraw = () => panel()?.setPluginState({ changedAt: Date.now() });

  const dialogRoot = dashboard()?.el;
  const stopRepairs = dialogRoot ? keepDashboardAccessible(dialogRoot, UPLOAD_DIALOG_TITLE) : () => {};

  function retryFailed() {
    void uppy.retryAll().catch(() => {
      // Reported through 'upload-error' like the first attempt.
    });
  }

  uppy.on("restriction-failed", (file, error) => {
    refusal = refusalMessage(uppy, file, error);
    redraw();
  });
  uppy.on("file-added", () => {
    refusal = null;
    redraw();
  });
  uppy.on("upload-error", (file, error) => {
    if (file) failures = { ...failures, [file.id]: failedUploadMessage(error) };
    redraw();
  });
  uppy.on("file-removed", (file) => {
    const { [file.id]: _gone, ...rest } = failures;
    failures = rest;
  });
  uppy.on("upload-success", (_file, response) => {
    const objectPath = response.body?.key;
    if (!objectPath) return;
    options.onUploaded({ objectPath, previewUrl: objectPath });
    dashboard()?.closeModal();
  });

  let lastSnapshot = "";
  uppy.on("state-update", () => {
    const snapshot: UploaderSnapshot = {
      status: view().status,
      dialogOpen: dashboard()?.getPluginState().isHidden === false,
    };
    const key = JSON.stringify(snapshot);
    if (key === lastSnapshot) return;
    lastSnapshot = key;
    options.onChange?.(snapshot);
  });

  return {
    async open() {
      // After a finished upload, 'Change Image' starts from an empty dialog.
      const files = uppy.getFiles();
      if (files.length > 0 && files.every((file) => file.progress.uploadComplete)) uppy.clear();
      refusal = null;
      redraw();
      await dashboard()?.openModal();
    },
    close() {
      dashboard()?.closeModal();
    },
    retry: retryFailed,
    destroy() {
      stopRepairs();
      uppy.destroy();
    },
  };
}

/** A refused file, in the same words the server would use; before anything is sent. */
function refusalMessage(
  uppy: Uppy<UploadMeta, AwsBody>,
  file: UppyFile<UploadMeta, AwsBody> | undefined,
  error: Error,
): string {
  if (!file) return error.message;
  if (uppy.getFile(file.id)) return ALREADY_ADDED_MESSAGE;
  return imageFileProblem(file) ?? ONE_PHOTO_AT_A_TIME_MESSAGE;
}
