import type { ImageFacts } from "../../../domain/ai-image";
import type { WriterImage } from "../../providers/generation/generation-provider";
import type { UserRow } from "../sessions/service";

/** Where a request's image comes from: the caller's upload (path or URL) or inline base64. */
export interface ImageSource {
  imagePath?: string;
  imageUrl?: string;
  imageBase64?: string;
}

export interface LoadedImage extends WriterImage {
  /** The `/objects/uploads/<id>` path when the image is a stored upload, else null. */
  objectPath: string | null;
}

/** Reads and normalises the caller's image (ownership, type, size and pixel checks included). */
export type ImageLoader = (owner: UserRow, source: ImageSource) => Promise<LoadedImage>;
export type ImageAnalyser = (buffer: Buffer) => Promise<ImageFacts>;

export function hasImageSource(source: ImageSource): boolean {
  return Boolean(source.imagePath?.trim() || source.imageUrl?.trim() || source.imageBase64?.trim());
}
