import { objectPathFor } from "../../../domain/uploads";
import {
  type ImageDeps,
  loadImage,
  type ImageSource as StoredImageSource,
  storeImageForUser,
} from "../images/service";
import type { UserRow } from "../sessions/service";
import type { ImageLoader, ImageSource } from "./image-source";

/**
 * Generation reads images through the one image service. A stored upload wins over inline
 * bytes when a request carries both (the bulk flow sends both), so history can show it.
 */
export function createImageLoader(deps: ImageDeps): ImageLoader {
  return async (owner, source) => {
    const image = await loadImage(deps, owner, pickSource(source));
    return {
      buffer: image.buffer,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      objectPath: image.uploadId ? objectPathFor(image.uploadId) : null,
    };
  };
}

function pickSource(source: ImageSource): StoredImageSource {
  if (source.imagePath?.trim()) return { imagePath: source.imagePath };
  if (source.imageUrl?.trim()) return { imageUrl: source.imageUrl };
  return { imageBase64: source.imageBase64 ?? "" };
}

/** AI product images become uploads of their owner, like any photo they sent. */
export function createImageStore(deps: ImageDeps) {
  return (owner: UserRow, buffer: Buffer) => storeImageForUser(deps, owner.id, buffer);
}
