/**
 * The upload dialog (spec supporting-areas §2–§5): Uppy's Dashboard in a modal with the device,
 * camera and image-editor panels, restored sessions (Golden Retriever), and one non-multipart
 * PUT per file to the URL our server signs. Only this module imports Uppy and its CSS, and it is
 * loaded on demand, so pages without an upload never download it.
 */
import AwsS3, { type AwsBody } from "@uppy/aws-s3";
import Uppy from "@uppy/core";
import Dashboard from "@uppy/dashboard";
import GoldenRetriever from "@uppy/golden-retriever";
import ImageEditor from "@uppy/image-editor";
import Webcam from "@uppy/webcam";
import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";
import "@uppy/webcam/css/style.min.css";
import "@uppy/image-editor/css/style.min.css";
import { MAX_UPLOAD_BYTES, uploadImageTypes } from "../../../domain/uploads";
import { requestUploadUrl } from "./request-upload-url";

export interface UploadedImage {
  /** `/objects/uploads/<id>`: what generation requests send as imagePath. */
  objectPath: string;
  /** Where the page shows the image; the server streams it to its owner. */
  previewUrl: string;
}

export interface ImageUploader {
  open(): Promise<void>;
  close(): void;
  destroy(): void;
}

type UploadMeta = Record<string, never>;

export function createImageUploader(options: {
  onUploaded: (image: UploadedImage) => void;
  /** Keeps one user's interrupted upload from being offered to another on a shared browser. */
  id?: string;
}): ImageUploader {
  const uppy = new Uppy<UploadMeta, AwsBody>({
    id: options.id ?? "image-upload",
    autoProceed: false,
    restrictions: {
      maxNumberOfFiles: 1,
      maxFileSize: MAX_UPLOAD_BYTES,
      allowedFileTypes: [...uploadImageTypes],
    },
  });

  uppy
    .use(Dashboard<UploadMeta, AwsBody>, {
      // The modal's 750×550 size (spec §9) is Uppy's own default.
      inline: false,
      closeModalOnClickOutside: true,
      proudlyDisplayPoweredByUppy: false,
      note: "One JPEG, PNG, GIF or WebP image, up to 10 MB",
      theme: "light",
    })
    .use(Webcam<UploadMeta, AwsBody>, { modes: ["picture"], mirror: true, showVideoSourceDropdown: true })
    .use(ImageEditor<UploadMeta, AwsBody>, { quality: 0.9 })
    .use(GoldenRetriever<UploadMeta, AwsBody>, { serviceWorker: false })
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

  uppy.on("upload-success", (_file, response) => {
    const objectPath = response.body?.key;
    if (!objectPath) return;
    options.onUploaded({ objectPath, previewUrl: objectPath });
    dashboard()?.closeModal();
  });

  return {
    async open() {
      // After a finished upload, 'Change Image' starts from an empty dialog.
      const files = uppy.getFiles();
      if (files.length > 0 && files.every((file) => file.progress.uploadComplete)) uppy.clear();
      await dashboard()?.openModal();
    },
    close() {
      dashboard()?.closeModal();
    },
    destroy() {
      uppy.destroy();
    },
  };
}
