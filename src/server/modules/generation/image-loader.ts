import { objectPathFor } from "../../../domain/uploads";
import { normaliseImage } from "../images/normalise-image";
import {
  type ImageDeps,
  readImageBytes,
  type ImageSource as StoredImageSource,
  storeImageForUser,
} from "../images/service";
import type { UserRow } from "../sessions/service";
import { analyseSample, sampleImage } from "./image-facts";
import type { ImageAnalyser, ImageLoader, ImageSource } from "./image-source";

/**
 * Generation reads images through the one image service. A stored upload wins over inline
 * bytes when a request carries both (the bulk flow sends both), so history can show it.
 *
 * The photo is decoded small first, for its facts (new image work: it may be refused with a 503
 * when the image queue is full); the normalised copy, when the writer wants one, is a follow-up
 * of the same request and is never refused half-way.
 */
export function createImageLoader(deps: ImageDeps): ImageLoader {
  return async (owner, source, options) => {
    const { bytes, uploadId } = await readImageBytes(deps, owner, pickSource(source));
    const sample = await sampleImage(bytes, { account: owner.id });
    const normalised = options.normalise
      ? await normaliseImage(bytes, { followUp: true, account: owner.id })
      : null;
    return {
      objectPath: uploadId ? objectPathFor(uploadId) : null,
      sample,
      normalised: normalised && {
        buffer: normalised.buffer,
        contentType: normalised.contentType,
        width: normalised.width,
        height: normalised.height,
      },
    };
  };
}

/** The analyser generation uses: the colour maths on the sample the loader made. */
export const analyseLoadedSample: ImageAnalyser = async (sample) => analyseSample(sample);

function pickSource(source: ImageSource): StoredImageSource {
  if (source.imagePath?.trim()) return { imagePath: source.imagePath };
  if (source.imageUrl?.trim()) return { imageUrl: source.imageUrl };
  return { imageBase64: source.imageBase64 ?? "" };
}

/** AI product images become uploads of their owner, like any photo they sent. */
export function createImageStore(deps: ImageDeps) {
  return (owner: UserRow, buffer: Buffer) => storeImageForUser(deps, owner.id, buffer);
}
