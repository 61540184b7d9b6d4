import { MAX_UPLOAD_BYTES, type UploadImageType, uploadImageTypes } from "../../../domain/uploads";

/**
 * What a generator page hands its upload control: the page renders the control (from the uploads
 * feature), so the generator features never import it themselves.
 */
export interface ImageSlotProps {
  value: { objectPath: string; previewUrl: string } | null;
  onUploaded: (image: { objectPath: string; previewUrl: string }) => void;
  /** Clears the page's image. Without it the control offers no "Remove photo" (it could not clear it). */
  onRemoved?: () => void;
  disabled: boolean;
}

/** The names sellers know the accepted types by (their phones and shops say "JPG", not "image/jpeg"). */
const typeNames: Record<UploadImageType, string> = {
  "image/jpeg": "JPG",
  "image/png": "PNG",
  "image/gif": "GIF",
  "image/webp": "WebP",
};

function megabytes(bytes: number): string {
  const mb = bytes / 1_048_576;
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
}

function joinWithOr(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/**
 * "JPG, PNG, GIF or WebP, up to 10 MB": what an upload control promises, built from the limits the
 * server enforces (src/domain/uploads.ts), so the words cannot drift from the rules.
 */
export const imageUploadLimitsHint = `${joinWithOr(uploadImageTypes.map((type) => typeNames[type]))}, up to ${megabytes(MAX_UPLOAD_BYTES)} MB`;
