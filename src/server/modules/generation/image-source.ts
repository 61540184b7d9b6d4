import type { ImageFacts } from "../../../domain/ai-image";
import type { WriterImage } from "../../providers/generation/generation-provider";
import type { UserRow } from "../sessions/service";
import type { ImageSample } from "./image-facts";

/** Where a request's image comes from: the caller's upload (path or URL) or inline base64. */
export interface ImageSource {
  imagePath?: string;
  imageUrl?: string;
  imageBase64?: string;
}

/** The caller's photo as generation uses it. */
export interface LoadedImage {
  /** The `/objects/uploads/<id>` path when the image is a stored upload, else null. */
  objectPath: string | null;
  /** What the analyser measures (decoded small: see sampleImage). */
  sample: ImageSample;
  /** The normalised copy (≤ 1024 px JPEG, no metadata) when asked for, else null. */
  normalised: WriterImage | null;
}

export interface LoadImageOptions {
  /**
   * Make the normalised copy too: only for a writer that looks at the photo
   * (GenerationProvider.readsImage). Decoding a photo small for its facts costs a fraction of it.
   */
  normalise: boolean;
}

/** Reads and checks the caller's image (ownership, type, size and pixel checks included). */
export type ImageLoader = (
  owner: UserRow,
  source: ImageSource,
  options: LoadImageOptions,
) => Promise<LoadedImage>;
export type ImageAnalyser = (sample: ImageSample) => Promise<ImageFacts>;

export function hasImageSource(source: ImageSource): boolean {
  return Boolean(source.imagePath?.trim() || source.imageUrl?.trim() || source.imageBase64?.trim());
}
