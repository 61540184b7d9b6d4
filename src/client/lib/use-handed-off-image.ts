import { useCallback, useEffect, useRef, useState } from "react";
import type { FactSheet } from "../../domain/fact-sheet";
import { toast } from "../components/ui/use-toast";
import {
  forgetHandOff,
  HAND_OFF_PARAM,
  type HandOffSource,
  isUploadPath,
  readHandOff,
  saveHandOff,
} from "./hand-off";

/** The query parameter another page links with: `/product-listings?image=/objects/uploads/<id>`. */
export const IMAGE_PARAM = "image";

/** The upload a link names, when it names one in the shape an upload has; null otherwise. */
export function handedOffObjectPath(search: string): string | null {
  const value = new URLSearchParams(search).get(IMAGE_PARAM)?.trim() ?? "";
  return isUploadPath(value) ? value : null;
}

/** The address without `?image=`, every other part kept. */
export function withoutImageParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(IMAGE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What a hand-off gives the target page at once: the photo comes through `onImage` once checked. */
export interface ReceivedHandOff {
  /** "What are you selling?" from the other generator. */
  product?: string;
  /** "What we understood", with the seller's corrections. */
  facts?: FactSheet;
  from?: HandOffSource;
}

/** The address with the hand-off's id as its only hand-off part (`?image=` gone); null id drops it. */
export function withHandOffId(href: string, id: string | null): string {
  const url = new URL(href);
  url.searchParams.delete(IMAGE_PARAM);
  if (id) url.searchParams.set(HAND_OFF_PARAM, id);
  else url.searchParams.delete(HAND_OFF_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A hand-off from the other generator (`?handoff=<id>`, stored by PhotoHandOffLink) or a link
 * naming a photo (`?image=<objectPath>`, e.g. opened in a new tab, which has no session storage of
 * its own). The photo is checked to be one of the seller's own uploads (the server answers 404 for
 * anyone else's) before it fills the image slot; a link naming something else says so. The
 * product and the fact sheet are returned at once, for the form's first render.
 *
 * The address keeps `?handoff=<id>` (a bare `?image=` is stored as a hand-off of its own), so a
 * reload of the page finds the same hand-off; `?image=` itself is taken off, so a shared link
 * carries no upload path. `consume()` forgets the hand-off once the seller has generated from it.
 */
export function useHandOff(onImage: (image: { objectPath: string; previewUrl: string }) => void): {
  handOff: ReceivedHandOff | null;
  consume: () => void;
} {
  const onImageRef = useRef(onImage);
  onImageRef.current = onImage;
  const [handed] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    const id = params.get(HAND_OFF_PARAM);
    const stored = readHandOff(id);
    return {
      named: params.has(IMAGE_PARAM) || params.has(HAND_OFF_PARAM),
      imageNamed: params.has(IMAGE_PARAM),
      storedId: stored ? id : null,
      stored,
      objectPath: stored?.imagePath ?? handedOffObjectPath(window.location.search),
    };
  });
  const keptId = useRef<string | null>(handed.storedId);
  useEffect(() => {
    if (!handed.named) return;
    const keepInAddress = (id: string | null) =>
      window.history.replaceState(window.history.state, "", withHandOffId(window.location.href, id));
    keepInAddress(keptId.current);
    let active = true;
    const refuse = () => {
      if (!active) return;
      // Nothing of a refused photo is kept for a reload.
      if (keptId.current) forgetHandOff(keptId.current);
      keptId.current = null;
      keepInAddress(null);
      toast({
        variant: "destructive",
        title: "Photo not found",
        description: "That photo isn't one of your uploads. Please upload it again.",
      });
    };
    const objectPath = handed.objectPath;
    // A hand-off id alone that this tab does not hold (an address copied elsewhere): nothing to say.
    if (!objectPath && !handed.imageNamed) return;
    // Answered after this effect, so a cleanup in between (React's development double run) says it once.
    const check = objectPath
      ? fetch(objectPath, { method: "HEAD", credentials: "include" }).then((reply) => reply.ok)
      : Promise.resolve(false);
    check
      .then((owned) => {
        if (!active) return;
        if (!owned || !objectPath) {
          refuse();
          return;
        }
        // A bare photo link is kept as a hand-off too, so a reload finds the photo (once per page).
        if (!keptId.current) {
          keptId.current = saveHandOff({ imagePath: objectPath });
          keepInAddress(keptId.current);
        }
        onImageRef.current({ objectPath, previewUrl: objectPath });
      })
      .catch(refuse);
    return () => {
      active = false;
    };
  }, [handed]);

  const consume = useCallback(() => {
    const id = keptId.current;
    if (!id) return;
    keptId.current = null;
    forgetHandOff(id);
    window.history.replaceState(window.history.state, "", withHandOffId(window.location.href, null));
  }, []);

  const { stored } = handed;
  const handOff: ReceivedHandOff | null =
    stored && (stored.product || stored.facts)
      ? { product: stored.product, facts: stored.facts, from: stored.from }
      : null;
  return { handOff, consume };
}

/** A photo handed over by a link (see useHandOff), for a page that takes nothing else. */
export function useHandedOffImage(onImage: (image: { objectPath: string; previewUrl: string }) => void) {
  useHandOff(onImage);
}
