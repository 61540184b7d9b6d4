import { BULK_MAX_IMAGES } from "../../../domain/bulk";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  uploadImageTypes,
} from "../../../domain/uploads";

export interface SkippedFile {
  /** Unique within one pick. */
  key: string;
  name: string;
  reason: string;
}

export interface PickedImages {
  /** The files to add: images the server takes, within the job's cap. */
  images: File[];
  /** Files left out, each with why. */
  skipped: SkippedFile[];
}

export const NOT_AN_IMAGE = "Not an image";
export const OVER_JOB_CAP = `A batch takes at most ${BULK_MAX_IMAGES} images`;

const uploadable = new Set<string>(uploadImageTypes);

/**
 * Sorts a pick (or a drop): only files whose type starts with image/ are kept (spec core-product
 * §5); an image the server would refuse anyway (another format, over 10 MB) is named with its
 * reason instead of failing later; and a job holds at most BULK_MAX_IMAGES.
 */
export function pickImages(files: readonly File[], alreadyPicked = 0): PickedImages {
  const images: File[] = [];
  const skipped: SkippedFile[] = [];
  let room = Math.max(0, BULK_MAX_IMAGES - alreadyPicked);
  const skip = (file: File, reason: string) =>
    skipped.push({ key: `${skipped.length}:${file.name}`, name: file.name, reason });
  for (const file of files) {
    if (!file.type.startsWith("image/")) {
      skip(file, NOT_AN_IMAGE);
    } else if (!uploadable.has(file.type.toLowerCase())) {
      skip(file, UNSUPPORTED_IMAGE_MESSAGE);
    } else if (file.size > MAX_UPLOAD_BYTES) {
      skip(file, IMAGE_TOO_LARGE_MESSAGE);
    } else if (room === 0) {
      skip(file, OVER_JOB_CAP);
    } else {
      images.push(file);
      room -= 1;
    }
  }
  return { images, skipped };
}
