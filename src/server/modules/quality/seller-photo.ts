import { normaliseImage } from "../images/normalise-image";
import type { GeneratedPhotoSpec } from "./briefs";
import { DEFAULT_COLOURS, findColours, sameFamily } from "./colour-claims";
import { renderPhoto } from "./photos";

/**
 * The seller corpus has no photos. Each brief gets a neutral drawn one (./photos.ts: a shaded
 * rounded block with a soft shadow on a pale gradient backdrop, seeded sensor noise) whose colour
 * is deliberately not the product's: caramel, unless the seller named a colour of that family,
 * then the next candidate. A writer that states the photo's measured colour as the product's
 * ("a caramel face oil", #CaramelOil) is caught by the grounding check, because no seller word
 * grounds it.
 */
export interface DecoyColour {
  /** What a buyer would call it (and what the analyser should measure, near enough). */
  name: string;
  hex: string;
}

export const DECOY_COLOURS: readonly DecoyColour[] = [
  { name: "caramel", hex: "#b5793f" },
  { name: "teal", hex: "#2e8088" },
  { name: "plum", hex: "#7d3f6e" },
];

const BACKDROP = ["#cfd8df", "#aab6c0"];

/** The first decoy colour whose family the seller's words do not name. */
export function decoyColourFor(sellerText: string): DecoyColour {
  const named = findColours(sellerText, DEFAULT_COLOURS);
  const fallback = DECOY_COLOURS[0] as DecoyColour;
  return DECOY_COLOURS.find((decoy) => !named.some((colour) => sameFamily(colour, decoy.name))) ?? fallback;
}

export function decoyPhotoSpec(decoy: DecoyColour): GeneratedPhotoSpec {
  return {
    kind: "generated",
    shape: "soap-bar",
    colour: decoy.hex,
    backdrop: { style: "gradient", colours: [...BACKDROP] },
    width: 960,
    height: 960,
    placement: { dx: 0.04, dy: 0.03, scale: 0.7 },
    seed: 3030,
    description: `a neutral ${decoy.name} block on a pale grey-blue gradient (not the product's colour)`,
    productColours: [decoy.name],
    backdropColours: ["pale grey", "grey blue"],
  };
}

export interface DecoyPhoto {
  decoy: DecoyColour;
  /** The drawn JPEG as uploaded (what the analyser measures). */
  original: Buffer;
  /** Through the app's upload normaliser (what a writer that reads images is given). */
  image: { buffer: Buffer; contentType: string; width: number; height: number };
}

const drawn = new Map<string, Promise<DecoyPhoto>>();

/** Drawn once per decoy colour and run (there are only a few). */
export function decoyPhoto(decoy: DecoyColour): Promise<DecoyPhoto> {
  let photo = drawn.get(decoy.hex);
  if (!photo) {
    photo = (async () => {
      const original = await renderPhoto(decoyPhotoSpec(decoy));
      const normalised = await normaliseImage(original);
      return {
        decoy,
        original,
        image: {
          buffer: normalised.buffer,
          contentType: normalised.contentType,
          width: normalised.width,
          height: normalised.height,
        },
      };
    })();
    drawn.set(decoy.hex, photo);
  }
  return photo;
}
